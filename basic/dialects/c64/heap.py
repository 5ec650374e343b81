"""The C64's string space: FRETOP coming down from MEMSIZ, and the garbage
collector (GARBA2) that packs it again, with the time it takes on the ROM.

Where a string's bytes are, as the ROM decides (Commodore's source,
code6.s/code14.s/code16.s; checked by tests/c64/golden/string_heap.json):

* a literal of a program line, and what READ takes from DATA, stay in the
  program text: no string space (a direct line's literals are copied out of
  the input buffer: expressions.py's ``compile_direct``);
* a join, LEFT$, RIGHT$, MID$, STR$, CHR$, TI$, an INPUT answer and a GET key
  are made in string space (GETSPA: FRETOP moves down by the length);
* LET of a variable or an array element whose string is in string space
  copies it (GETSPT: the descriptor is not a temporary); LET of a formula's
  result keeps the string where it was made; the old value becomes garbage;
* a temporary a function, an operator or PRINT uses up is given back only
  when it is the last string made (FRETMP: its address is FRETOP), so
  ``PRINT A$+B$`` and the digits PRINT makes of a number leave no garbage,
  while ``A$=LEFT$(A$+B$,3)`` leaves the join behind.

Such strings are :class:`HeapStr` (a ``str`` that knows its address); any
other ``str`` lives in the program text.  When an allocation would take
FRETOP below STREND, or on FRE, GARBA2 runs: one pass over every descriptor
(the temporaries, each simple variable, each array and each string element)
per string it moves, each pass moving the highest string not yet moved up to
the packed top.  Its cycles, fitted to the ROM's measured by
tests/c64/oracle/gen_gc_cycles.py (tests/c64/golden/gc_cycles.json, within
6% from 300 to 4.7 million cycles), are charged to the virtual clock, so TI
and ``--speed authentic`` feel the pause.  Strings being made inside a
formula when it runs are kept in ``held`` by the operators and functions
that hold them while they make another (a join's operands, LEFT$'s string,
a comparison's left side), so the collector keeps them as the ROM does.
"""
from __future__ import annotations

from typing import Any, Callable, Iterable, Optional

from ...core.errors import BasicError

MEMSIZ = 40960

#: GARBA2's cycles (tests/c64/golden/gc_cycles.json, "fit"): per pass (one
#: per string moved, and a last one that finds none) the fixed work and the
#: look at each numeric variable (and function), string variable, array,
#: string element, and non-empty string descriptor; per look at a string not
#: yet moved (L + L-1 + ... + 1 of them); per string moved, per byte moved
PASS = 142
PER_NUMERIC = 60
PER_STRING_VAR = 71
PER_ARRAY = 71
PER_ELEMENT = 53
PER_NONEMPTY = 26
PER_CANDIDATE = 6.3
PER_STRING = 181
PER_BYTE = 15.3


class HeapStr(str):
    """A string whose bytes are in string space at ``at`` (of collection
    ``gen``: a collection moves every live string)."""
    at: int
    gen: int


def gc_cycles(numeric: int, string_vars: int, arrays: int, elements: int,
              nonempty: int, strings: int, nbytes: int) -> int:
    """GARBA2's cycles for that many variables, arrays and string elements,
    ``nonempty`` strings among them of which ``strings`` (``nbytes`` bytes)
    are in string space."""
    passes = strings + 1
    look = (PASS + PER_NUMERIC * numeric + PER_STRING_VAR * string_vars
            + PER_ARRAY * arrays + PER_ELEMENT * elements + PER_NONEMPTY * nonempty)
    return round(passes * look + PER_CANDIDATE * strings * (strings + 1) / 2
                 + PER_STRING * strings + PER_BYTE * nbytes)


class StringHeap:
    """FRETOP and the collector.  ``strend`` gives STREND (the top of the
    arrays); ``live`` the string variables' and elements' values and the
    counts the collector's time depends on; ``charge`` takes its cycles."""

    def __init__(self, strend: Callable[[], int],
                 live: Callable[[], tuple[Iterable[Any], dict[str, int]]],
                 charge: Callable[[int], None]) -> None:
        self.strend = strend
        self.live = live
        self.charge = charge
        self.fretop = MEMSIZ
        self.held: list[Any] = []     # temporaries in use while another is made
        self.gen = 0
        self.collections = 0          # since the machine was made (tests read it)
        self.cycles = 0               # their cycles, likewise
        self.last = (0, 0, 0)         # the last one's strings moved, bytes moved, cycles
        #: ``strend()`` as last asked, until the machine says it has changed
        #: (a variable or array made, the program changed: :meth:`moved`)
        self.floor: Optional[int] = None

    def reset(self) -> None:
        """RUN, CLR, NEW, LOAD: string space empty (FRETOP = MEMSIZ)."""
        self.fretop = MEMSIZ
        self.held.clear()
        self.gen += 1

    # -- GETSPA, FRETMP ---------------------------------------------------------------
    def alloc(self, text: str) -> str:
        """``text`` made in string space (GETSPA; a collection first if it
        does not fit, OUT OF MEMORY if it still does not)."""
        n = len(text)
        if not n:
            return ""
        top = self.fretop - n
        floor = self.floor
        if floor is None:
            floor = self.floor = self.strend()
        if top < floor:
            self.collect()
            top = self.fretop - n
            if top < self.strend():
                raise BasicError("OUT OF MEMORY")
        self.fretop = top
        s = HeapStr(text)
        s.at, s.gen = top, self.gen
        return s

    def moved(self) -> None:
        """STREND may have changed: ask ``strend`` again."""
        self.floor = None

    def touch(self, n: int) -> None:
        """A string of ``n`` made and given back at once (the digits PRINT
        makes of a number): only its chance of a collection is left."""
        if n and self.fretop - n < self.strend():
            self.collect()
            if self.fretop - n < self.strend():
                raise BasicError("OUT OF MEMORY")

    def release(self, s: Any) -> None:
        """FRETMP of a temporary just taken off the stack: its bytes given
        back if it is the last string made."""
        if type(s) is HeapStr and s.gen == self.gen and s.at == self.fretop:
            self.fretop += len(s)

    def keep(self, s: Any) -> Any:
        """LET of a variable's or element's string (GETSPT): a copy if it is
        in string space, else the same descriptor."""
        if type(s) is HeapStr:
            return self.alloc(s)
        return s

    # -- GARBA2 --------------------------------------------------------------------------
    def collect(self) -> None:
        """Pack the live strings at the top of memory, highest first; charge
        the ROM's time for it."""
        values, counts = self.live()
        values = list(values) + self.held
        seen: dict[int, HeapStr] = {}
        nonempty = 0
        for v in values:
            if v:
                nonempty += 1
                if type(v) is HeapStr:
                    seen[id(v)] = v
        strings = sorted(seen.values(), key=lambda s: (s.gen, s.at), reverse=True)
        nbytes = sum(len(s) for s in strings)
        cycles = gc_cycles(counts["numeric"], counts["string_vars"] + len(self.held),
                           counts["arrays"],
                           counts["elements"], nonempty, len(strings), nbytes)
        self.gen += 1
        top = MEMSIZ
        for s in strings:
            top -= len(s)
            s.at, s.gen = top, self.gen
        self.fretop = top
        self.collections += 1
        self.cycles += cycles
        self.last = (len(strings), nbytes, cycles)
        self.charge(cycles)

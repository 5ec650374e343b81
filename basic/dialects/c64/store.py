"""Where a C64 program keeps things: arrays, the FOR/GOSUB stack, memory use.

* Arrays are created by DIM or on first use with 11 elements per dimension;
  subscripts are checked the way the ROM checks them (ILLEGAL QUANTITY for a
  negative or huge one, BAD SUBSCRIPT for one past the end or the wrong number
  of them, REDIM'D ARRAY for a second DIM).
* FOR and GOSUB share the 6502 stack, as in the ROM: a FOR frame is 18 bytes,
  a GOSUB frame 5 plus the 2 of the return address the interpreter leaves, and
  the ROM refuses a FOR below stack pointer 80, a GOSUB below 70 and an
  expression that would take the stack below 64 (OUT OF MEMORY: each
  statement's limit on ``used`` is worked out when compiling, by
  :mod:`.stackroom`).  The numbers
  were measured on the ROM (tests/c64/oracle): 23 nested GOSUBs of
  ``N=N+1:GOSUB`` fit, the 24th LET does not.
* Memory: the program, 7 bytes per variable, arrays (5 + 2 per dimension +
  elements of 5, 2 or 3 bytes) and string space share 2049-40959 (38911
  bytes), so FRE(0) and OUT OF MEMORY follow the ROM's arithmetic; string
  space, where each string is made and the garbage collector are
  :mod:`.heap`'s (machine.py keeps STREND).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional

from ...core.errors import BasicError

TXTTAB = 2049
MEMSIZ = 40960
STACK_START = 248
FOR_MIN = 80
GOSUB_MIN = 70
EXPR_MIN = 64
FOR_BYTES = 18
GOSUB_BYTES = 7
ELEMENT_BYTES = {"": 5, "%": 2, "$": 3}
DEFAULT_SIZE = 11


class CbmArray:
    """An array: ``sizes`` per dimension (bound + 1), values row-major."""
    __slots__ = ("sizes", "data", "kind", "bytes")

    def __init__(self, sizes: list[int], kind: str) -> None:
        self.sizes = sizes
        self.kind = kind            # '' float, '%' integer, '$' string
        count = 1
        for s in sizes:
            count *= s
        fill: Any = "" if kind == "$" else (0 if kind == "%" else 0.0)
        self.data = [fill] * count
        self.bytes = self.size_of(sizes, kind)

    @staticmethod
    def size_of(sizes: list[int], kind: str) -> int:
        """The bytes the array takes in memory, known before it is made, so
        that OUT OF MEMORY comes before the host is asked for the elements."""
        count = 1
        for s in sizes:
            count *= s
        return 5 + 2 * len(sizes) + ELEMENT_BYTES[kind] * count

    def offset(self, indices: list[int]) -> int:
        """Flat position of an element; BAD SUBSCRIPT if out of range."""
        if len(indices) != len(self.sizes):
            raise BasicError("BAD SUBSCRIPT")
        pos = 0
        for i, size in zip(indices, self.sizes):
            if i >= size:
                raise BasicError("BAD SUBSCRIPT")
            pos = pos * size + i
        return pos


@dataclass(slots=True)
class ForFrame:
    slot: int            # the control variable's slot
    limit: float
    step: float
    sign: int            # SGN(step), as the ROM keeps it
    resume: int          # flat index of the statement after the FOR
    #: limit and step are whole floats below 2^31 (NEXT's fast path)
    whole: bool = False


@dataclass(slots=True)
class GosubFrame:
    resume: int          # flat index of the statement after the GOSUB


class Stack:
    """The ROM's stack of FOR and GOSUB frames, with its byte accounting."""

    def __init__(self) -> None:
        self.frames: list[Any] = []
        self.used = 0

    def clear(self) -> None:
        self.frames.clear()
        self.used = 0

    @property
    def pointer(self) -> int:
        return STACK_START - self.used

    def push_for(self, frame: ForFrame) -> None:
        if self.pointer < FOR_MIN:
            raise BasicError("OUT OF MEMORY")
        self.frames.append(frame)
        self.used += FOR_BYTES

    def push_gosub(self, frame: GosubFrame) -> None:
        if self.pointer < GOSUB_MIN:
            raise BasicError("OUT OF MEMORY")
        self.frames.append(frame)
        self.used += GOSUB_BYTES

    def cut(self, length: int) -> None:
        """Drop the frames from ``length`` on."""
        for frame in self.frames[length:]:
            self.used -= FOR_BYTES if isinstance(frame, ForFrame) else GOSUB_BYTES
        del self.frames[length:]

    def find_for(self, slot: Optional[int]) -> int:
        """FNDFOR: the index of the FOR frame of ``slot`` (the innermost FOR
        frame for None), looking only above the innermost GOSUB; -1 if none."""
        frames = self.frames
        i = len(frames) - 1
        while i >= 0:
            f = frames[i]
            if not isinstance(f, ForFrame):
                return -1
            if slot is None or f.slot == slot:
                return i
            i -= 1
        return -1



def signed16(n: int) -> int:
    """FRE's result: the ROM returns the free bytes as a signed integer."""
    n &= 0xFFFF
    return n - 0x10000 if n & 0x8000 else n

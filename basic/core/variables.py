"""Variable storage with compile-time slots.

The compiler asks :class:`Variables` for a *slot* for every name it meets and
bakes the slot number into the closures, so running code indexes a list instead
of looking names up in a dictionary.  ``None`` in a slot means "not defined yet"
(the dialect turns that into its report, e.g. ``2 Variable not found``).

Slots survive recompilation (the REPL recompiles after every edit) and CLEAR
empties them in place, because closures hold on to the lists themselves.
"""
from __future__ import annotations

from .nodeclass import node
from typing import Any


@node
class ForLoop:
    """What a FOR statement stores in its control variable (as the ROM does)."""
    limit: Any
    step: Any
    target: int          # flat statement index NEXT jumps back to
    line: int            # the ROM's record of the loop position: line ...
    stmt: int            # ... and statement number (used to re-link after edits)


class NumArray:
    """A numeric array: bounds per dimension (1-based on Sinclair) and a flat
    list of values in row-major order."""
    __slots__ = ("bounds", "data", "base")

    def __init__(self, bounds: list[int], fill: Any = 0, base: int = 1) -> None:
        self.bounds = bounds
        self.base = base
        size = 1
        for b in bounds:
            size *= b - base + 1
        self.data = [fill] * size


class StrArray:
    """A Sinclair string array ``DIM a$(d1,...,dn,L)``: every element is a
    fixed-length string of length ``L`` (the last bound).  ``rows`` holds one
    Python str per element of the first n-1 dimensions (a single row for a
    one-dimensional ``DIM a$(L)``)."""
    __slots__ = ("bounds", "length", "rows")

    def __init__(self, bounds: list[int], space: str = " ") -> None:
        """``space``: the machine's space character (the ZX81's is code 0)."""
        self.bounds = bounds[:-1]
        self.length = bounds[-1]
        count = 1
        for b in self.bounds:
            count *= b
        self.rows = [space * self.length] * count


class Variables:
    """All variables of a running program, by kind, each kind a list of slots."""

    def __init__(self) -> None:
        self.num_slots: dict[str, int] = {}
        self.str_slots: dict[str, int] = {}
        self.arr_slots: dict[str, int] = {}
        self.num: list[Any] = []      # simple numeric variables
        self.loops: list[ForLoop | None] = []  # FOR data, parallel to num
        self.str: list[Any] = []      # simple strings or StrArray (shared name space)
        self.arr: list[NumArray | None] = []   # numeric arrays
        #: (kind, name) in the order the program first names them, which is
        #: (near enough) the order the ROM creates them in its variables area
        self.order: list[tuple[str, str]] = []

    # -- slots -----------------------------------------------------------
    def num_slot(self, name: str) -> int:
        slot = self.num_slots.get(name)
        if slot is None:
            slot = self.num_slots[name] = len(self.num)
            self.num.append(None)
            self.loops.append(None)
            self.order.append(("num", name))
        return slot

    def str_slot(self, name: str) -> int:
        slot = self.str_slots.get(name)
        if slot is None:
            slot = self.str_slots[name] = len(self.str)
            self.str.append(None)
            self.order.append(("str", name))
        return slot

    def arr_slot(self, name: str) -> int:
        slot = self.arr_slots.get(name)
        if slot is None:
            slot = self.arr_slots[name] = len(self.arr)
            self.arr.append(None)
            self.order.append(("arr", name))
        return slot

    # -- whole-store operations -----------------------------------------
    def clear(self) -> None:
        """CLEAR / RUN: forget every value, keep the slots (in place)."""
        for lst in (self.num, self.loops, self.str, self.arr):
            for i in range(len(lst)):
                lst[i] = None

    def snapshot(self) -> dict[str, Any]:
        """The defined variables by their BASIC names, for dumps and tests."""
        out: dict[str, Any] = {}
        for name, i in self.num_slots.items():
            if self.num[i] is not None:
                out[name] = self.num[i]
        for name, i in self.str_slots.items():
            v = self.str[i]
            if isinstance(v, StrArray):
                out[name + "$()"] = v
            elif v is not None:
                out[name + "$"] = v
        for name, i in self.arr_slots.items():
            if self.arr[i] is not None:
                out[name + "()"] = self.arr[i]
        return out

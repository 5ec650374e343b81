"""Number-to-integer conversions used by Sinclair statements and functions.

Each mirrors a ROM routine, so range errors are the ROM's:

* ``find_int1`` - FIND-INT1: round to nearest, 0..255, else ``B``.
* ``find_int2`` - FIND-INT2: round to nearest, 0..65535, else ``B``.
* ``poke_byte`` - POKE's value: -255..255 (negatives stored two's complement).
* ``subscript`` - an array subscript: 1..bound, else ``3 Subscript wrong``.
* ``dim_bound`` - a DIM bound: 1..65535, else ``3``.
"""
from __future__ import annotations

from typing import Any

from . import calculator as zx
from ...core.errors import BasicError


def find_int2(x: Any) -> int:
    if x.__class__ is int:
        if 0 <= x <= 65535:
            return x
        raise BasicError("B")
    return zx.find_int2(x)


def find_int1(x: Any) -> int:
    if x.__class__ is int:
        if 0 <= x <= 255:
            return x
        raise BasicError("B")
    return zx.find_int1(x)


def poke_byte(x: Any) -> int:
    if x.__class__ is int and -255 <= x <= 255:
        return x & 0xFF
    return zx.poke_byte(x)


def magnitude(x: Any) -> int:
    """STK-TO-A's magnitude (AT, PLOT, POINT...): the sign is dropped, more
    than 255 is report B."""
    if x.__class__ is int and -256 < x < 256:
        return -x if x < 0 else x
    return zx.stk_to_a(x)[0]


def subscript(x: Any, bound: int) -> int:
    """INT-EXP: FIND-INT2's rounding and range, then 1..bound."""
    n = x if x.__class__ is int and x >= 0 else zx.find_int2(x)
    if not 1 <= n <= bound:
        raise BasicError("3")
    return n


def dim_bound(x: Any) -> int:
    n = find_int2(x)
    if n < 1:
        raise BasicError("3")
    return n

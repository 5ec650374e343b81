"""Tests for the C64's generated code, written when the code is: a Python ``bool`` when
the numbers in the line decide a test, else the source of the test on a name evaluated at
run time (``conj``/``disj`` fold the decided parts away).  The ranges are those of the fast
paths in :mod:`.numbers`: whole numbers below 2^31, multiples of 2^-10 below 2^21."""
from __future__ import annotations

from math import frexp
from typing import Any

#: a multiple of 2^-10 below 2^21 (31 bits at most: a whole number scaled)
HALF = "{v} * 1024.0 % 1.0 == 0.0 and -2097152.0 < {v} < 2097152.0"
#: a test written now: a Python bool when the numbers in the line decide it
Cond = Any


def name_of(x: Any) -> str:
    """An operand's name, or the number written in the line."""
    return x if isinstance(x, str) else repr(x)


def whole(x: Any) -> Cond:
    if isinstance(x, str):
        return WHOLE.format(v=x)
    return -2147483648.0 < x < 2147483648.0 and x % 1.0 == 0.0


def half(x: Any) -> Cond:
    if isinstance(x, str):
        return HALF.format(v=x)
    return x * 1024.0 % 1.0 == 0.0 and -2097152.0 < x < 2097152.0


def within(x: Any, bound: str) -> Cond:
    if isinstance(x, str):
        return f"-{bound} < {x} < {bound}"
    return -float(bound) < x < float(bound)


def conj(*parts: Cond) -> Cond:
    out = []
    for p in parts:
        if p is False:
            return False
        if p is not True:
            out.append(p)
    return " and ".join(out) if out else True


def disj(*parts: Cond) -> Cond:
    out = []
    for p in parts:
        if p is True:
            return True
        if p is not False:
            out.append(f"({p})")
    return f"({' or '.join(out)})" if out else False


def source(c: Cond) -> str:
    return c if isinstance(c, str) else repr(c)


def nonzero(x: Any) -> Cond:
    return f"{x} != 0.0" if isinstance(x, str) else x != 0.0


def whole_pair(x: Any, y: Any) -> Cond:
    """Two whole numbers below 2^31, the second not 0."""
    return conj(whole(x), whole(y), nonzero(y))


def divides(x: Any, y: Any) -> Cond:
    """Two whole numbers below 2^31, the second not 0 and dividing the
    first, or a power of two in the line (cbm.div: the quotient is exact)."""
    if not isinstance(x, str) and not isinstance(y, str):
        return whole_pair(x, y) is True and x % y == 0.0
    if (not isinstance(y, str) and whole(y) is True and y != 0.0
            and frexp(y)[0] in (0.5, -0.5)):
        return whole(x)
    return conj(whole_pair(x, y), f"{name_of(x)} % {name_of(y)} == 0.0")


def alike(x: Any, y: Any) -> Cond:
    """+, - and comparisons: two whole numbers below 2^31, or two
    multiples of 2^-10 below 2^21 (the same numbers scaled by 2^-10)."""
    return disj(conj(whole(x), whole(y)), conj(half(x), half(y)))


#: how far apart (a fraction of either) two numbers are for FCOMP's order to be Python's
APART = 2.0 ** -20
#: a whole number in cbm's fast-path range, for an already evaluated name
WHOLE = "{v} % 1.0 == 0.0 and -2147483648.0 < {v} < 2147483648.0"

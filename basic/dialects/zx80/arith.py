"""The ZX80's 16-bit integer arithmetic, as the 4K ROM's routines compute it.

Every number is a signed 16-bit integer, -32768..32767 (a Python ``int``).
Each function names the ROM routine it follows (addresses in the 4K ROM;
the listing is "An Assembly Listing of the ROM of the Sinclair ZX80"):

* ``+`` ``-`` (0x0D3E, 0x0D39): 16-bit ADC/SBC; a two's-complement overflow
  is report 6 (RSLT-TEST, ERROR-06).
* ``*`` (0x0D44): both operands made positive (PREP-MD; -32768 stays 32768),
  MULT16 of the magnitudes; a product of 32768 or more is report 6.
* ``/`` (0x0D90): division by zero is report 6; otherwise the magnitudes are
  divided (a 16-bit long division) and the quotient takes the sign: integer
  division truncating towards zero (-7/2 = -3).
* ``**`` (0x0D70): a negative power is report 6; repeated MULT16, report 6
  as soon as a product reaches 32768; 0**0 = 1; negative base and odd power
  give a negative result.
* unary minus: SCANNING stacks 0 and subtracts (so -(-32768) is report 6);
  NOT stacks -1 ($FFFF) and subtracts: the bitwise complement.
* AND, OR (0x0DB5, 0x0DBC): bitwise on the 16 bits.
* ``=`` ``<`` ``>`` (0x0DC3..0x0DCD): -1 for true, 0 for false.
* ABS (0x0DF2): two's complement of a negative number (ABS -32768 = -32768).
* RND(n) (0x0BED): SEED becomes SEED*77 mod 65537 (with 0 taken as 65536:
  a SEED of 0 becomes 65536-77); the result is (SEED*n)/65536 + 1, so RND(n)
  is 1..n for n > 0.
"""
from __future__ import annotations

from ...core.errors import BasicError

OVERFLOW = "6"


def wrap(v: int) -> int:
    """The low 16 bits of v as a signed number."""
    v &= 0xFFFF
    return v - 0x10000 if v & 0x8000 else v


def _checked(v: int) -> int:
    if -32768 <= v <= 32767:
        return v
    raise BasicError(OVERFLOW)


def add(a: int, b: int) -> int:
    return _checked(a + b)


def sub(a: int, b: int) -> int:
    return _checked(a - b)


def neg(a: int) -> int:
    return _checked(-a)


def _magnitude(a: int) -> int:
    """PREP-MD/ABS as an unsigned value: -32768 is 32768."""
    return -a if a < 0 else a


def mul(a: int, b: int) -> int:
    product = _magnitude(a) * _magnitude(b)
    if product >= 32768:
        raise BasicError(OVERFLOW)
    return -product if (a < 0) != (b < 0) else product


def div(a: int, b: int) -> int:
    if b == 0:
        raise BasicError(OVERFLOW)
    q = _magnitude(a) // _magnitude(b)
    return wrap(-q if (a < 0) != (b < 0) else q)


def power(a: int, b: int) -> int:
    if b < 0:
        raise BasicError(OVERFLOW)
    m = _magnitude(a)
    result = 1
    if m <= 1:
        result = m if b else 1
    else:
        for _ in range(b):
            result *= m
            if result >= 32768:
                raise BasicError(OVERFLOW)
    return -result if a < 0 and b & 1 else result


def not_(a: int) -> int:
    return wrap(~a)


def and_(a: int, b: int) -> int:
    return wrap(a & b)


def or_(a: int, b: int) -> int:
    return wrap(a | b)


def eq(a: int, b: int) -> int:
    return -1 if a == b else 0


def lt(a: int, b: int) -> int:
    return -1 if a < b else 0


def gt(a: int, b: int) -> int:
    return -1 if a > b else 0


def abs_(a: int) -> int:
    return wrap(-a) if a < 0 else a


def rnd_seed(seed: int) -> int:
    """The next SEED (16-bit unsigned) after ``seed``."""
    if seed == 0:
        return (0 - 77) & 0xFFFF
    p = seed * 77
    hi, lo = p >> 16, p & 0xFFFF
    r = lo - hi
    if r < 0:
        r = (r + 1) & 0xFFFF
    return r


def rnd(seed: int, n: int) -> tuple[int, int]:
    """One RND(n): (new SEED, result)."""
    seed = rnd_seed(seed)
    return seed, wrap(((seed * (n & 0xFFFF)) >> 16) + 1)


def to_text(n: int) -> str:
    """OUT-NUM-1 (0x06A1): a minus sign and the digits, no spaces."""
    return str(n)

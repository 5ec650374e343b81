"""The ZX Spectrum ROM calculator's arithmetic core, bit for bit.

Private module behind :mod:`basic.dialects.sinclair.calculator` (read its docstring for the
value conventions).  Each function mirrors one ROM routine and says which;
addresses are those of "The Complete Spectrum ROM Disassembly".

Internally a float-form number is handled as ``(e, v)``: ``e`` the exponent
byte (1..255, value = v * 2**(e-160)) and ``v`` the signed 32-bit mantissa
with its implicit top bit set (2**31 <= |v| < 2**32); zero is ``(0, 0)``.
Python floats carry every 5-byte value exactly, so values cross the public
API as plain ``int``/``float``.
"""
from __future__ import annotations

from math import copysign, frexp, ldexp

from basic.core.errors import BasicError

Number = int | float

#: The ROM's small-integer "minus zero" 00 FF 00 00 00.  It is what the ROM's
#: integer paths produce for -65536 (e.g. ``-65535-1``, ``INT -65536``'s
#: truncation); integer addition reads it as -65536, everything else as a
#: negative zero.  ``PRINT`` shows it as -1E-38.  It is the only float zero
#: this module returns; true zero is always ``int`` 0.
NEG_ZERO: float = -0.0

_TWO32 = 4294967296.0
_M32 = 0xFFFFFFFF
_BIT31 = 0x80000000


def _probe() -> None:
    """Only its type matters: a compiled module's functions are not Python functions."""


#: True when this module runs compiled (tools/build_native.py), where integer arithmetic
#: is fast only while every value fits a machine word
NATIVE: bool = type(_probe).__name__ != "function"


def _err6() -> BasicError:
    return BasicError('6')


# --------------------------------------------------------------------------
# representation helpers
# --------------------------------------------------------------------------

def is_neg_zero(x: Number) -> bool:
    """True for :data:`NEG_ZERO` (the 00 FF 00 00 00 small-integer form)."""
    return type(x) is float and x == 0.0 and copysign(1.0, x) < 0


def _small(x: Number) -> int | None:
    """The value integer addition sees, if ``x`` is in small-integer form
    (exponent byte 0), else None.  NEG_ZERO is -65536 here (17-bit
    two's complement: sign byte FF, word 0000)."""
    if type(x) is int:
        return x
    if x == 0.0:
        return -65536 if copysign(1.0, x) < 0 else 0
    return None


def _fetch(x: Number) -> tuple[int, bool]:
    """INT-FETCH (0x2D7F) of a small-integer-form value: (magnitude, negative).
    NEG_ZERO has magnitude 0 and is negative."""
    if type(x) is int:
        return (-x, True) if x < 0 else (x, False)
    return 0, copysign(1.0, x) < 0


def _unpack(x: Number) -> tuple[int, int]:
    """RE-STACK (0x3297) then split: (exponent byte, signed mantissa).
    Small integers become exact floats; NEG_ZERO and 0 become zero."""
    if x == 0:
        return 0, 0
    m, ex = frexp(x)
    return ex + 128, int(m * _TWO32)


def _pack(e: int, mag: int, neg: bool) -> float:
    """A float-form result from exponent byte and 32-bit magnitude."""
    return ldexp(-mag if neg else mag, e - 160)


def exponent_byte(x: Number) -> int:
    """The first of the 5 bytes (0 for the small-integer form)."""
    if type(x) is int or x == 0.0:
        return 0
    return frexp(x)[1] + 128


def restack(x: Number) -> Number:
    """RE-STACK (calculator literal 3D): small integer -> float form."""
    if type(x) is int:
        return float(x) if x else 0
    if x == 0.0:
        return 0
    return x


# --------------------------------------------------------------------------
# the 5-byte form
# --------------------------------------------------------------------------

def to_fp5(x: Number) -> bytes:
    """The 5 bytes the ROM stores for ``x`` (small-integer form for ints)."""
    if type(x) is int:
        if not -65535 <= x <= 65535:
            raise ValueError('not a small integer: %r' % x)
        if x >= 0:
            return bytes((0, 0, x & 0xFF, x >> 8, 0))
        w = x + 65536
        return bytes((0, 0xFF, w & 0xFF, w >> 8, 0))
    if x == 0.0:
        return bytes((0, 0xFF, 0, 0, 0)) if copysign(1.0, x) < 0 else bytes(5)
    m, ex = frexp(x)
    e = ex + 128
    mant = int(abs(m) * _TWO32)
    if not 1 <= e <= 255 or mant * 2 ** (e - 160) != abs(x):
        raise ValueError('not a 5-byte value: %r' % x)
    sign = 0x80 if x < 0 else 0
    return bytes((e, ((mant >> 24) & 0x7F) | sign, (mant >> 16) & 0xFF,
                  (mant >> 8) & 0xFF, mant & 0xFF))


def from_fp5(b: bytes) -> Number:
    """Decode 5 stored bytes: int for the small-integer form, else float.

    Exponent byte 0 is read the way INT-FETCH reads it (byte 4 ignored);
    a sign byte other than 00/FF is not a number the ROM makes: ValueError.
    """
    e, b1, b2, b3, b4 = bytes(b)
    if e == 0:
        w = b2 | (b3 << 8)
        if b1 == 0:
            return w
        if b1 == 0xFF:
            return w - 65536 if w else NEG_ZERO
        raise ValueError('bad small-integer form: %s' % bytes(b).hex())
    mant = 0x80000000 | ((b1 & 0x7F) << 24) | (b2 << 16) | (b3 << 8) | b4
    return ldexp(-mant if b1 & 0x80 else mant, e - 160)


# --------------------------------------------------------------------------
# normalisation (ADDITION inlines the same steps with no rounding byte)
# --------------------------------------------------------------------------

def _shift_fp(v: int, s: int) -> int:
    """SHIFT-FP (0x2FDD) + ADD-BACK: arithmetic shift right by s (1..) with
    the last bit shifted out added back; a carry out of 32 bits (or s >= 33)
    gives zero."""
    if s >= 33:
        return 0
    r = v >> s
    if (v >> (s - 1)) & 1:
        r += 1
        if not r & _M32:
            return 0
    return r


def _norm(e: int, mag: int, neg: bool, rb: int) -> Number:
    """TEST-NORM/NORMALISE/NORML-NOW/OFLOW-CLR (0x3155-0x31AC).

    ``e`` is the exponent byte before normalising (256 allowed: the ROM
    stores 0 and the first shift brings it to 255), ``mag`` the 32-bit
    magnitude, ``rb`` the byte of bits below it (only its bit 7 rounds).
    """
    if not mag:
        return 0
    k = 32 - mag.bit_length()
    if k:
        if e <= k:                     # exponent reaches 0: NEAR-ZERO
            return _pack(1, _BIT31, neg) if e == k else 0
        if rb:
            for _ in range(k):         # RLCA feeds the byte into the mantissa
                mag = (mag << 1) | (rb >> 7)
                rb = ((rb << 1) | (rb >> 7)) & 0xFF
        else:
            mag <<= k
        e -= k
    if rb & 0x80:                      # round half up
        mag += 1
        if mag > _M32:
            mag = _BIT31
            e += 1
            if e > 255:
                raise _err6()
    return _pack(e, mag, neg)


def _muldiv_result(e: int, hi: int, rb: int, neg: bool) -> Number:
    """The exponent checks of MULTIPLICATION/DIVISION (MAKE-EXPT .. OFLW2-CLR)
    for a biased result exponent ``e`` and 32-bit mantissa ``hi``."""
    if e >= 257 or (e == 256 and hi & _BIT31):
        raise _err6()
    if e <= 0:                         # carry set: underflow
        if e == 0 and hi & _BIT31:
            return _pack(1, _BIT31, neg)
        return 0
    return _norm(e, hi, neg, rb)


# --------------------------------------------------------------------------
# the operations
# --------------------------------------------------------------------------

def _add_ev(ea: int, va: int, eb: int, vb: int) -> tuple[int, int]:
    """The floating-point part of ADDITION (FULL-ADDN 0x303E onwards) on
    unpacked operands: the one with the smaller exponent is shifted (and
    rounded once) to align, the sum normalised without further rounding.
    Returns the result unpacked: (exponent byte, signed 32-bit mantissa),
    (0, 0) for zero."""
    if eb >= ea:
        e = eb
        s = eb - ea
        if s:
            if s >= 33:
                va = 0
            else:
                r = va >> s
                if (va >> (s - 1)) & 1:
                    r += 1
                    if not r & _M32:
                        r = 0
                va = r
        t = vb + va
    else:
        e = ea
        s = ea - eb
        if s >= 33:
            t = va
        else:
            r = vb >> s
            if (vb >> (s - 1)) & 1:
                r += 1
                if not r & _M32:
                    r = 0
            t = va + r
    if t >= 0x100000000 or t < -0x100000000:
        t = _shift_fp(t, 1)
        e += 1
        if e > 255:
            raise _err6()
    if t < 0:
        t = -t
        if t == 0x100000000:           # negation carried out of 32 bits
            t = _BIT31
            e += 1
            if e > 255:
                raise _err6()
        negative = True
    elif t:
        negative = False
    else:
        return 0, 0
    k = 32 - t.bit_length()
    if k:
        if e <= k:                     # exponent reaches 0: NEAR-ZERO
            return (1, -_BIT31 if negative else _BIT31) if e == k else (0, 0)
        e -= k
        t <<= k
    return e, (-t if negative else t)


def _mul_ev(ea: int, va: int, eb: int, vb: int) -> tuple[int, int]:
    """MULTIPLICATION of two float-form operands, unpacked as :func:`_add_ev`'s are
    (zero is ``(0, 0)``): the usual case here, the rest by :func:`_mul_int`.

    The usual case is :func:`_muldiv_result` and :func:`_norm` with what cannot happen
    left out: no overflow or underflow for these exponents, the product of two normalised
    mantissas needs at most one normalising shift, and only the first bit below the 32
    kept ones rounds (half up).

    Compiled (the native build), the 64-bit product is made from 16-bit halves so that
    every intermediate stays a machine integer; in Python one product is faster."""
    if not va or not vb:
        return 0, 0
    e = ea + eb - 128
    if not 2 <= e <= 254:
        return _unpack(_mul_int(ldexp(va, ea - 160), ldexp(vb, eb - 160)))
    negative = (va < 0) != (vb < 0)
    a = -va if va < 0 else va
    b = -vb if vb < 0 else vb
    if NATIVE:                         # p >> 30 of p = a * b, from products below 2**33
        ah = a >> 16
        al = a & 0xFFFF
        bh = b >> 16
        bl = b & 0xFFFF
        q = ((ah * bh) << 2) + ((((ah * bl + al * bh) << 16) + al * bl) >> 30)
    else:
        q = (a * b) >> 30
    if q >> 33:                        # bit 63 of the product set: no normalising shift
        mag = q >> 2
        if (q >> 1) & 1:
            mag += 1
    else:
        mag = q >> 1
        e -= 1
        if q & 1:
            mag += 1
    if mag > _M32:
        mag = _BIT31
        e += 1
    return e, (-mag if negative else mag)


def _add_float(ea: int, va: int, eb: int, vb: int) -> Number:
    """ADDITION on unpacked operands, packed: 0 or a float."""
    e, v = _add_ev(ea, va, eb, vb)
    return ldexp(v, e - 160) if v else 0


def _add_int(a: Number, b: Number) -> Number:
    """ADDITION (0x3014): a + b, on the unpacked mantissas (every case)."""
    ta = type(a)
    tb = type(b)
    if ta is int and tb is int:
        r = a + b
        if -65536 < r <= 65535:
            return r
        if r == -65536:
            return NEG_ZERO
    elif (ta is int or not a) and (tb is int or not b):   # both in small-integer form
        r = _small(a) + _small(b)
        if -65536 < r <= 65535:
            return r
        if r == -65536:
            return NEG_ZERO
    if a:
        m, ex = frexp(a)
        ea, va = ex + 128, int(m * _TWO32)
    else:
        ea = va = 0
    if b:
        m, ex = frexp(b)
        eb, vb = ex + 128, int(m * _TWO32)
    else:
        eb = vb = 0
    # _add_float's usual case inline (no carry out of 32 bits, not at the
    # bottom of the exponent range); the rest by _add_float itself
    if eb >= ea:
        e = eb
        sh = eb - ea
        if sh:
            if sh >= 33:
                r = 0
            else:
                r = va >> sh
                if (va >> (sh - 1)) & 1:
                    r += 1
                    if not r & _M32:
                        r = 0
            t = vb + r
        else:
            t = vb + va
    else:
        e = ea
        sh = ea - eb
        if sh >= 33:
            t = va
        else:
            r = vb >> sh
            if (vb >> (sh - 1)) & 1:
                r += 1
                if not r & _M32:
                    r = 0
            t = va + r
    if t and -0x100000000 < t < 0x100000000:
        if e <= 32 - (t if t > 0 else -t).bit_length():     # NEAR-ZERO
            return _add_float(ea, va, eb, vb)
        return ldexp(t, e - 160)        # normalising shifts change no value
    if t >= 0x100000000:             # a carry out of 32 bits: one place right, rounded
        r = (t >> 1) + (t & 1)
        if r < 0x100000000 and e < 255:
            return ldexp(r, e - 159)
    elif not t:
        return 0
    return _add_float(ea, va, eb, vb)


def neg(x: Number) -> Number:
    """NEGATE (0x346E): unary minus.  -(NEG_ZERO) is 0."""
    if type(x) is int:
        return -x
    if x == 0.0:
        return 0
    return -x


def _sub_int(a: Number, b: Number) -> Number:
    """SUBTRACTION (0x300F): NEGATE b, then ADDITION, on the unpacked
    mantissas (every case)."""
    ta = type(a)
    tb = type(b)
    if ta is int and tb is int:
        r = a - b
        if -65536 < r <= 65535:
            return r
        if r == -65536:
            return NEG_ZERO
        return _add_int(a, -b)
    if (ta is int or not a) and (tb is int or not b):
        return _add_int(a, neg(b))
    if a:
        m, ex = frexp(a)
        ea, va = ex + 128, int(m * _TWO32)
    else:
        ea = va = 0
    if b:
        m, ex = frexp(b)
        eb, vb = ex + 128, -int(m * _TWO32)
    else:
        eb = vb = 0
    # _add_float's usual case inline (no carry out of 32 bits, not at the
    # bottom of the exponent range); the rest by _add_float itself
    if eb >= ea:
        e = eb
        sh = eb - ea
        if sh:
            if sh >= 33:
                r = 0
            else:
                r = va >> sh
                if (va >> (sh - 1)) & 1:
                    r += 1
                    if not r & _M32:
                        r = 0
            t = vb + r
        else:
            t = vb + va
    else:
        e = ea
        sh = ea - eb
        if sh >= 33:
            t = va
        else:
            r = vb >> sh
            if (vb >> (sh - 1)) & 1:
                r += 1
                if not r & _M32:
                    r = 0
            t = va + r
    if t and -0x100000000 < t < 0x100000000:
        if e <= 32 - (t if t > 0 else -t).bit_length():     # NEAR-ZERO
            return _add_float(ea, va, eb, vb)
        return ldexp(t, e - 160)        # normalising shifts change no value
    if t >= 0x100000000:             # a carry out of 32 bits: one place right, rounded
        r = (t >> 1) + (t & 1)
        if r < 0x100000000 and e < 255:
            return ldexp(r, e - 159)
    elif not t:
        return 0
    return _add_float(ea, va, eb, vb)


def abs_(x: Number) -> Number:
    """ABS (0x346A)."""
    if type(x) is int:
        return -x if x < 0 else x
    if x == 0.0:
        return 0
    return -x if x < 0 else x


def sgn(x: Number) -> int:
    """SGN (0x3492)."""
    if type(x) is int:
        return (x > 0) - (x < 0)
    if x == 0.0:
        return -1 if copysign(1.0, x) < 0 else 0
    return 1 if x > 0 else -1


def _mul_int(a: Number, b: Number) -> Number:
    """MULTIPLICATION (0x30CA): a * b, on the unpacked mantissas (every case)."""
    ma: Number                         # an int, then a float: declared for mypyc
    mb: Number
    ta = type(a)
    tb = type(b)
    if ta is int and tb is int:
        p = a * b
        if -65536 < p < 65536:
            return p
    elif (ta is int or not a) and (tb is int or not b):   # NEG_ZERO involved
        ma, na = _fetch(a)
        mb, nb = _fetch(b)
        p = ma * mb
        if p < 65536:
            return -p if p and na != nb else p
    if not a or not b:                 # a zero operand (after RE-STACK)
        return 0
    ma, ex = frexp(a)
    mb, eb = frexp(b)
    va = int(ma * _TWO32)
    vb = int(mb * _TWO32)
    e = ex + eb + 128
    if 2 <= e <= 254:                  # the usual case: _mul_ev
        e, v = _mul_ev(ex + 128, va, eb + 128, vb)
        return ldexp(v, e - 160)
    p = va * vb
    if p < 0:
        p = -p
        negative = True
    else:
        negative = False
    return _muldiv_result(e, p >> 32, (p >> 24) & 0xFF, negative)


def _div_int(a: Number, b: Number) -> Number:
    """DIVISION (0x31AF): a / b, on the unpacked mantissas (every case);
    division by zero is report 6.

    The ROM meant to develop a 34th quotient bit for rounding but jumps to
    the wrong label; that bit is reproduced as the ROM computes it.
    """
    eb, vb = _unpack(b)
    if not vb:
        raise _err6()
    ea, va = _unpack(a)
    if not va:
        return 0
    x, y = abs(va), abs(vb)
    q33, r = divmod(x << 32, y)
    bit33 = q33 & 1
    hi = q33 >> 1
    negative = (va < 0) != (vb < 0)
    e = ea - eb + 129
    if 2 <= e <= 254:
        # The usual case, inlined from _muldiv_result/_norm: the quotient of
        # two normalised mantissas needs at most one normalising shift, which
        # brings in the 33rd bit; the next one rounds (half up).
        if hi >> 31:
            mag = hi + bit33
        else:
            mag = ((hi << 1) | bit33) + (1 if r - y - bit33 >= 0 else 0)
            e -= 1
        if mag > _M32:
            mag = _BIT31
            e += 1
        return ldexp(-mag if negative else mag, e - 160)
    bit34 = 1 if r - y - bit33 >= 0 else 0
    rb = (bit33 << 7) | (bit34 << 6) | (hi >> 26)
    return _muldiv_result(e, hi, rb, negative)


# --------------------------------------------------------------------------
# the operations, their usual cases on Python floats
#
# A 5-byte value has a 32-bit mantissa, so a Python float holds it exactly,
# and the ROM's results can be had from the float operations where the bits
# are known to agree:
#
# * ADDITION shifts the operand with the smaller exponent right to the other
#   one's last bit, g = 2**(E-32) (E the larger binary exponent), rounding
#   half up (towards +inf: the shift is arithmetic and the last bit out is
#   added back), adds exactly, and on a carry out of 32 bits shifts once
#   more, rounding the same way.  Its result is therefore the exact sum
#   rounded half up to a multiple of g (of 2g after a carry).  Python's
#   a + b is the exact sum rounded to 53 bits; rounding is monotonic and
#   the half-way points are floats, so both round to the same multiple of g
#   unless Python's sum falls exactly on a half-way point: then the
#   integers decide (_add_int).
# * MULTIPLICATION rounds the exact 64-bit product of the mantissas half up
#   (in magnitude) to 32 bits; the same argument holds for Python's
#   product, rounded to 53 bits.
# * DIVISION rounds half up to 32 bits when the dividend's mantissa is at
#   least the divisor's, and truncates otherwise (the ROM jumps past its
#   rounding bit); for truncation a Python quotient that is exactly on the
#   32-bit grid is ambiguous (the true one may lie just below), so it goes
#   to the integers too.
#
# Exponents far from 0 (where NEAR-ZERO, report 6 or the ROM's exponent
# checks come in) and the zeros (NEG_ZERO is -65536 to integer addition)
# take the step-by-step routines.  tests/numbers/test_zx_inline_paths.py
# checks these against them bit for bit.
# --------------------------------------------------------------------------

_E_LO = -90                          # binary exponents handled here: _E_LO < E < _E_HI
_E_HI = 120
#: 2**(32-E) and 2**(E-32) for those E, indexed by E - _E_LO
_UP = [2.0 ** (32 - e) for e in range(_E_LO, _E_HI + 2)]
_DOWN = [2.0 ** (e - 32) for e in range(_E_LO, _E_HI + 2)]
_T32 = 4294967296.0
_2M31 = 2.0 ** -31


def add(a: Number, b: Number) -> Number:
    """ADDITION (0x3014): a + b."""
    if a.__class__ is int and b.__class__ is int:
        r = a + b
        if -65536 < r <= 65535:
            return r
        if r == -65536:
            return NEG_ZERO
        return float(r)                  # both whole and below 2**17: exact in float form
    if a and b:
        x = a if a > 0 else -a
        y = b if b > 0 else -b
        e = frexp(a if x >= y else b)[1] - _E_LO
        if 0 < e < _E_HI - _E_LO:
            t = (a + b) * _UP[e]
            d = t % 1.0
            if d:
                if d > 0.5:
                    t += 1.0 - d
                elif d < 0.5:
                    t -= d
                elif (a + b) - (a if x >= y else b) == (b if x >= y else a):
                    t += 0.5                 # half way, and Python's sum exact: up, as the ROM
                else:
                    return _add_int(a, b)
            elif not t:
                return 0
            if -_T32 < t < _T32:
                return t * _DOWN[e]
            t = (t + 1.0) * 0.5
            return (t - t % 1.0) * _DOWN[e + 1]
    elif a.__class__ is float and b.__class__ is int and not b:
        return a                         # x + 0 (the ROM's zero is the small integer)
    elif b.__class__ is float and a.__class__ is int and not a:
        return b
    return _add_int(a, b)


def sub(a: Number, b: Number) -> Number:
    """SUBTRACTION (0x300F): NEGATE b, then ADDITION."""
    if a.__class__ is int and b.__class__ is int:
        r = a - b
        if -65536 < r <= 65535:
            return r
        if r == -65536:
            return NEG_ZERO
        return float(r)
    if a and b:
        x = a if a > 0 else -a
        y = b if b > 0 else -b
        e = frexp(a if x >= y else b)[1] - _E_LO
        if 0 < e < _E_HI - _E_LO:
            t = (a - b) * _UP[e]
            d = t % 1.0
            if d:
                if d > 0.5:
                    t += 1.0 - d
                elif d < 0.5:
                    t -= d
                elif (a - b) - (a if x >= y else -b) == (-b if x >= y else a):
                    t += 0.5                 # half way, and Python's difference exact: up
                else:
                    return _sub_int(a, b)
            elif not t:
                return 0
            if -_T32 < t < _T32:
                return t * _DOWN[e]
            t = (t + 1.0) * 0.5
            return (t - t % 1.0) * _DOWN[e + 1]
    elif a.__class__ is float and b.__class__ is int and not b:
        return a                         # x - 0: x
    elif b.__class__ is float and b and a.__class__ is int and not a:
        return -b                        # 0 - x: NEGATE x
    return _sub_int(a, b)


def mul(a: Number, b: Number) -> Number:
    """MULTIPLICATION (0x30CA): a * b."""
    if a.__class__ is int and b.__class__ is int:
        p = a * b
        if -65536 < p < 65536:
            return p
        return _mul_int(a, b)
    if a and b:
        m, e = frexp(a * b)
        e -= _E_LO
        if 0 < e < _E_HI - _E_LO:
            if m > 0:
                f = m * _T32 + 0.5
                d = f % 1.0
                if d:
                    return (f - d) * _DOWN[e]
            else:
                f = m * _T32 - 0.5
                d = f % 1.0
                if d:
                    return (f - d + 1.0) * _DOWN[e]
    return _mul_int(a, b)


def div(a: Number, b: Number) -> Number:
    """DIVISION (0x31AF): a / b; division by zero is report 6.

    The ROM meant to develop a 34th quotient bit for rounding but jumps to
    the wrong label; that bit is reproduced as the ROM computes it.
    """
    if b.__class__ is int and b > 0 and not b & (b - 1) and a:
        # a power of two divides exactly (its mantissa is the smallest, so
        # the ROM rounds an exact quotient): Python's quotient, in float form,
        # while far from the bottom of the exponents
        q = a / b
        if q > 1e-30 or q < -1e-30:
            return q
    if a.__class__ is int and b.__class__ is int and a and b and not a % b:
        # a whole quotient of small integers (17 bits at most) is exact in
        # 32: nothing to round, the ROM's float form of it
        return float(a // b)
    if a and b:
        ma, ea = frexp(a)
        mb, eb = frexp(b)
        if _E_LO < ea - eb < _E_HI:
            m, e = frexp(a / b)
            e -= _E_LO
            if (ma if ma > 0 else -ma) >= (mb if mb > 0 else -mb):
                f = m * _T32 + 0.5 if m > 0 else m * _T32 - 0.5
            else:
                f = m * _T32
            d = f % 1.0
            if d:
                return (f - d if m > 0 else f - d + 1.0) * _DOWN[e]
    return _div_int(a, b)


def compare(a: Number, b: Number) -> int:
    """-1, 0, 1 as the ROM sees a vs b (for =, <> and >, <=).  Note that
    the ROM's < and >= subtract the other way round: use :func:`lt`.

    The ROM subtracts; its difference is the exact one rounded half up to a
    multiple of g = 2**(E-32) (see ADDITION above), so a Python difference
    at least g from zero has its sign, and one of zero means equal."""
    if a.__class__ is int and b.__class__ is int:
        return (a > b) - (a < b)
    if a and b:
        x = a if a > 0 else -a
        y = b if b > 0 else -b
        if x < y:
            x = y
        if 1e-18 < x < 1e35:
            d = a - b
            x *= _2M31
            if d >= x:
                return 1
            if d <= -x:
                return -1
            if not d:
                return 0
    return _compare_exp(a, b)


def truncate(x: Number) -> Number:
    """TRUNCATE (0x3214, literal 3A): towards zero.  Results within
    -65535..65535 take the small-integer form; -65536 (any x in
    (-65537, -65536]) becomes NEG_ZERO; bigger whole numbers stay floats."""
    if type(x) is int or x == 0.0:
        return x
    if -1.0 < x < 1.0:
        return 0
    if -65536.0 < x < 65536.0:
        return int(x)
    if -65537.0 < x <= -65536.0:
        return NEG_ZERO
    return float(int(x))


def test_zero(x: Number) -> bool:
    """TEST-ZERO (0x34E9): bytes 0-3 all zero.  NEG_ZERO is not zero."""
    if type(x) is int:
        return x == 0
    return x == 0.0 and copysign(1.0, x) > 0


def less_0(x: Number) -> bool:
    """The sign bit (LESS-0, 0x3506).  NEG_ZERO is negative."""
    if type(x) is int:
        return x < 0
    return copysign(1.0, x) < 0


def greater_0(x: Number) -> bool:
    """GREATER-0 (0x34F9): not zero and sign bit clear."""
    return x > 0


def int_(x: Number) -> Number:
    """INT (0x36AF): truncate; for negatives subtract 1 unless exact."""
    if x.__class__ is int:
        return x
    if 0.0 < x < 65536.0:               # TRUNCATE's small integer (0 below 1)
        return int(x)
    if not less_0(x):
        return truncate(x)
    t = truncate(x)
    if test_zero(sub(x, t)):
        return t
    return sub(t, 1)


def n_mod_m(n: Number, m: Number) -> tuple[Number, Number]:
    """N-MOD-M (0x36A0, literal 32): (n - m*INT(n/m), INT(n/m))."""
    q = int_(div(n, m))
    return sub(n, mul(m, q)), q


# --------------------------------------------------------------------------
# comparisons (NO-L-EQL 0x353B): always via SUBTRACTION, as the ROM does
# --------------------------------------------------------------------------

def _diff(a: Number, b: Number) -> int:
    """-1, 0 or 1: the ROM's view of a - b (zero / sign of the difference)."""
    d = sub(a, b)
    if test_zero(d):
        return 0
    return -1 if less_0(d) else 1


def _compare_exp(a: Number, b: Number) -> int:
    """:func:`compare` by the operands' binary exponents (every case)."""
    if type(a) is int and type(b) is int:
        return (a > b) - (a < b)
    if a == 0.0 or b == 0.0:
        return _diff(a, b)
    # Python's comparison differs from the ROM's subtraction only for tiny
    # operands (the difference may underflow to zero), opposite signs big
    # enough for it to overflow, or the same sign with binary exponents one
    # apart (it may round to zero); there a difference far beyond the
    # subtraction's one rounding (at most 2^(E-33), E the larger exponent)
    # keeps its sign, and Python's a - b is exact (34 bits at most)
    ea = frexp(a)[1]
    eb = frexp(b)[1]
    if ea < -90 or eb < -90:
        return _diff(a, b)
    if (a > 0) == (b > 0):
        if ea - eb == 1 or eb - ea == 1:
            d = a - b
            if (d if d > 0 else -d) > ldexp(1.0, (ea if ea > eb else eb) - 31):
                return 1 if d > 0 else -1
            return _diff(a, b)
    elif ea > 125 or eb > 125:
        return _diff(a, b)
    return (a > b) - (a < b)


def eq(a: Number, b: Number) -> int:
    """a = b (0 or 1)."""
    return 1 if compare(a, b) == 0 else 0


def ne(a: Number, b: Number) -> int:
    """a <> b."""
    return 0 if compare(a, b) == 0 else 1


def gt(a: Number, b: Number) -> int:
    """a > b: a - b greater than zero."""
    return 1 if compare(a, b) > 0 else 0


def le(a: Number, b: Number) -> int:
    """a <= b: NOT (a - b > 0)."""
    return 0 if compare(a, b) > 0 else 1


def lt(a: Number, b: Number) -> int:
    """a < b: the ROM exchanges and tests b - a > 0."""
    return 1 if compare(b, a) > 0 else 0


def ge(a: Number, b: Number) -> int:
    """a >= b: NOT (b - a > 0)."""
    return 0 if compare(b, a) > 0 else 1


# --------------------------------------------------------------------------
# conversions to registers
# --------------------------------------------------------------------------

def fp_to_bc(x: Number) -> tuple[int, bool, bool]:
    """FP-TO-BC (0x2DA2): ``(bc, negative, overflow)``.

    A float-form value is first rounded as INT(x+0.5); ``bc`` is then the
    magnitude (the Z flag gives ``negative``, the carry ``overflow``: the
    rounded value did not fit the small-integer form).
    """
    if type(x) is not int and x != 0.0:
        x = int_(add(x, 0.5))
        if type(x) is float and x != 0.0:
            b = to_fp5(x)
            c = b[1]
            lo = (b[2] ^ c) - c
            hi = (b[3] + c + (1 if lo < 0 else 0)) ^ c
            return ((hi & 0xFF) << 8) | (lo & 0xFF), bool(c & 0x80), True
    mag, negative = _fetch(x)
    return mag, negative, False


def fp_to_a(x: Number) -> tuple[int, bool, bool]:
    """FP-TO-A (0x2DD5): ``(a, negative, overflow)``; overflow when the
    rounded magnitude exceeds 255 (or FP-TO-BC overflowed)."""
    bc, negative, overflow = fp_to_bc(x)
    return bc & 0xFF, negative, overflow or bc > 255


# --------------------------------------------------------------------------
# E-TO-FP (0x2D4F): x * 10**a by repeated squaring, as DEC-TO-FP and
# PRINT-FP use it
# --------------------------------------------------------------------------

_TEN = 10


def e_to_fp(x: Number, a: int) -> Number:
    """x * 10**a for -128 <= a <= 127 (a negative: successive divisions)."""
    negative = a < 0
    if negative:
        a = -a
    power: Number = _TEN
    while True:
        if a & 1:
            x = div(x, power) if negative else mul(x, power)
        a >>= 1
        if not a:
            return x
        power = mul(power, power)

"""EXP, LN, SIN, COS, TAN, SQR and ``^`` on unpacked numbers: the same ROM sequences as
:mod:`basic.dialects.sinclair._series`, with the same bits, for the native build.

In :mod:`._series` each step is a calculator operation on Python numbers (``int`` or
``float``), which is the fastest form in Python.  Compiled by mypyc (tools/build_native.py)
those operations gain little, because a value that may be ``int`` or ``float`` is a Python
object to the compiled code.  Here the values between the steps stay unpacked, ``(exponent
byte, signed 32-bit mantissa)`` as :func:`._calc._add_ev` takes them (zero is ``(0, 0)``),
so that the compiled code does machine arithmetic from the argument to the result.  Only the
steps that are rare or that need the small-integer form (INT, FP-TO-A) go through the
operations on numbers.

Why the two forms agree: the ROM's ADDITION and MULTIPLICATION re-stack a small integer
into the floating form unless both operands are small integers, and where both are, the
integer paths give the exact result, as the floating paths do for such small values.
tests/numbers/test_zx_series_unpacked.py compares every function here with its twin in
:mod:`._series` on many arguments, bit for bit, including the reports.
"""
from __future__ import annotations

from math import ldexp

from basic.core.errors import BasicError
from basic.dialects.sinclair._calc import (Number, _add_ev, _mul_ev, _unpack, div, fp_to_a, int_,
                                           test_zero)
from basic.dialects.sinclair import _series as ref
from basic.dialects.sinclair._series import series_unpacked

Unpacked = tuple[int, int]

_ONE = _unpack(ref.ONE)
_HALF = _unpack(ref.HALF)
_LN_08 = _unpack(ref.LN_08)[1]       # 0.8's mantissa (exponent byte 0x80, as LN's argument's)
_LN_LN2 = _unpack(ref.LN_LN2)
_LN_25 = _unpack(ref.LN_25)
_EXP_SCALE = _unpack(ref.EXP_SCALE)
_ARGT_SCALE = _unpack(ref.ARGT_SCALE)


def _pack(x: Unpacked) -> Number:
    return ldexp(x[1], x[0] - 160) if x[1] else 0


def _sub(a: Unpacked, b: Unpacked) -> Unpacked:
    """SUBTRACTION: NEGATE, then ADDITION."""
    return _add_ev(a[0], a[1], b[0], -b[1])


def _add(a: Unpacked, b: Unpacked) -> Unpacked:
    return _add_ev(a[0], a[1], b[0], b[1])


def _abs(x: Unpacked) -> Unpacked:
    """ABS: the mantissa's sign cleared."""
    return (x[0], -x[1]) if x[1] < 0 else x


def _mul(a: Unpacked, b: Unpacked) -> Unpacked:
    return _mul_ev(a[0], a[1], b[0], b[1])


def _series(z: Unpacked, coeffs: tuple[Number, ...]) -> Unpacked:
    """The series generator on z: mem-0 = 2z."""
    e0, v0 = _add(z, z)
    return series_unpacked(e0, v0, coeffs)


def _ln(x: Unpacked) -> Unpacked:
    """LN (0x3713) as :func:`._series.ln`."""
    e, v = x
    if v <= 0:                       # GREATER-0 fails: report A
        raise BasicError('A')
    n = e - 128                      # STACK-A, stk-data 128, subtract: exact
    if v <= _LN_08:                  # the mantissa (exponent byte 0x80) minus 0.8 is exact
        n -= 1                       # exchange, stk-one, subtract
        xm = (129, v)                # INC (HL)
    else:
        xm = (128, v)
    t = _mul(_unpack(n), _LN_LN2)    # GRE.8: stk-data LN 2, multiply
    y = _sub(_sub(xm, _HALF), _HALF)
    z = _sub(_mul(y, _LN_25), _HALF)
    return _add(t, _mul(y, _series(z, ref.LN_SERIES)))


def _exp(x: Unpacked) -> Number:
    """EXP (0x36C4) as :func:`._series.exp`."""
    x = _mul(x, _EXP_SCALE)
    n = int_(_pack(x))               # duplicate, int, st-mem-3: the ROM's small integer
    z = _sub(x, _unpack(n))
    z = _add(z, z)
    z = _sub(z, _ONE)
    e, v = _series(z, ref.EXP_SERIES)
    if not v:
        return _exp_of_zero_series(n)
    a, negative, overflow = fp_to_a(n)   # get-mem-3, FP-TO-A
    if not negative:
        if overflow or a + e > 255:
            raise BasicError('6')
        return ldexp(v, a + e - 160)
    if overflow or a >= e:
        return 0                     # RSLT-ZERO
    return ldexp(v, e - a - 160)


def _exp_of_zero_series(n: Number) -> Number:
    """EXP's end when the series gave zero (never seen, kept as the ROM has it)."""
    a, negative, overflow = fp_to_a(n)
    if not negative:
        if overflow or a > 255:
            raise BasicError('6')
        return ref._set_exponent(0, a)
    return 0


def _argt(x: Unpacked) -> tuple[Unpacked, bool]:
    """GET-ARGT (0x3783) as :func:`._series.get_argt`."""
    y = _mul(x, _ARGT_SCALE)
    y = _sub(y, _unpack(int_(_pack(_add(y, _HALF)))))
    y = _add(y, y)
    y = _add(y, y)
    v = _sub(_abs(y), _ONE)
    if v[1] <= 0:                    # st-mem-0, jump-true
        return y, False
    v = _sub(v, _ONE)                # ZPLUS
    if y[1] < 0:
        return v, True
    return (v[0], -v[1]), True


def _c_ent(w: Unpacked) -> Number:
    """C-ENT (0x37B7): w * series-06(2*w*w - 1)."""
    w2 = _mul(w, w)
    return _pack(_mul(w, _series(_sub(_add(w2, w2), _ONE), ref.SIN_SERIES)))


def ln(x: Number) -> Number:
    """LN (0x3713)."""
    return _pack(_ln(_unpack(x)))


def exp(x: Number) -> Number:
    """EXP (0x36C4)."""
    return _exp(_unpack(x))


def sin(x: Number) -> Number:
    """SIN (0x37B5)."""
    return _c_ent(_argt(_unpack(x))[0])


def cos(x: Number) -> Number:
    """COS (0x37AA): SIN of the reduced argument shifted a quarter turn."""
    z, flag = _argt(_unpack(x))
    w = _sub(_abs(z), _ONE)
    if not flag:
        w = (w[0], -w[1])
    return _c_ent(w)


def tan(x: Number) -> Number:
    """TAN (0x37DA): SIN x / COS x."""
    return div(sin(x), cos(x))


def power(x: Number, y: Number) -> Number:
    """TO-POWER (0x3851): x ** y = EXP (y * LN x); 0 ** y as :func:`._series.power`."""
    if test_zero(x):
        return ref.power(x, y)
    return _exp(_mul(_unpack(y), _ln(_unpack(x))))


def sqr(x: Number) -> Number:
    """SQR (0x384A): x ** 0.5, except that SQR 0 is 0."""
    if test_zero(x):
        return x
    return _exp(_mul(_HALF, _ln(_unpack(x))))

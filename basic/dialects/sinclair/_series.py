"""The ROM calculator's functions: EXP, LN, SIN, COS, TAN, ATN, ASN, ACS,
SQR, ``^`` and PI, as the exact sequences of calculator operations the ROM
runs (private module behind :mod:`basic.dialects.sinclair.calculator`).

Every constant is written as the bytes that follow the ROM's ``stk-data``
literal (decoded by :func:`stk_data`, STK-CONST 0x33C8), so each table can be
checked against the ROM image byte for byte.  Comments give the calculator
literal each step mirrors.
"""
from __future__ import annotations

from math import frexp, ldexp

from basic.dialects.sinclair._calc import (NATIVE, Number, _add_ev, _unpack, abs_, add, div, exponent_byte,
                                           fp_to_a, from_fp5, greater_0, int_, less_0, mul, neg,
                                           restack, sub, test_zero, to_fp5)
from basic.core.errors import BasicError


def stk_data(*code: int) -> Number:
    """Decode the compact constant format of STK-CONST (0x33C8): the top two
    bits of the first byte give the number of mantissa bytes (1-4), its low
    six bits (or, if zero, the next byte) plus 0x50 the exponent byte."""
    first = code[0]
    count = (first >> 6) + 1
    if first & 0x3F:
        exp, rest = (first & 0x3F) + 0x50, code[1:]
    else:
        exp, rest = code[1] + 0x50, code[2:]
    mant = bytes(rest[:count]) + bytes(4 - count)
    return from_fp5(bytes([exp & 0xFF]) + mant)


# the table of constants at 0x32C5 (stk-zero, stk-one, stk-half, stk-pi/2, stk-ten)
ZERO = stk_data(0x00, 0xB0, 0x00)
ONE = stk_data(0x40, 0xB0, 0x00, 0x01)
HALF = stk_data(0x30, 0x00)
PI_2 = stk_data(0xF1, 0x49, 0x0F, 0xDA, 0xA2)
TEN = stk_data(0x40, 0xB0, 0x00, 0x0A)

# (address of the stk-data/series literal, bytes) - checked against the ROM by the tests
EXP_SCALE_CODE = (0x36C7, (0xF1, 0x38, 0xAA, 0x3B, 0x29))      # 1/LN 2
EXP_SERIES_CODE = (0x36D5, (                                    # series-08
    (0x13, 0x36), (0x58, 0x65, 0x66), (0x9D, 0x78, 0x65, 0x40),
    (0xA2, 0x60, 0x32, 0xC9), (0xE7, 0x21, 0xF7, 0xAF, 0x24),
    (0xEB, 0x2F, 0xB0, 0xB0, 0x14), (0xEE, 0x7E, 0xBB, 0x94, 0x58),
    (0xF1, 0x3A, 0x7E, 0xF8, 0xCF)))
LN_128_CODE = (0x3727, (0x38, 0x00))                           # 128
LN_08_CODE = (0x372D, (0xF0, 0x4C, 0xCC, 0xCC, 0xCD))          # 0.8
LN_LN2_CODE = (0x373F, (0xF0, 0x31, 0x72, 0x17, 0xF8))         # LN 2
LN_25_CODE = (0x374C, (0x32, 0x20))                            # 2.5
LN_SERIES_CODE = (0x3751, (                                     # series-0C
    (0x11, 0xAC), (0x14, 0x09), (0x56, 0xDA, 0xA5), (0x59, 0x30, 0xC5),
    (0x5C, 0x90, 0xAA), (0x9E, 0x70, 0x6F, 0x61), (0xA1, 0xCB, 0xDA, 0x96),
    (0xA4, 0x31, 0x9F, 0xB4), (0xE7, 0xA0, 0xFE, 0x5C, 0xFC),
    (0xEA, 0x1B, 0x43, 0xCA, 0x36), (0xED, 0xA7, 0x9C, 0x7E, 0x5E),
    (0xF0, 0x6E, 0x23, 0x80, 0x93)))
ARGT_SCALE_CODE = (0x3786, (0xEE, 0x22, 0xF9, 0x83, 0x6E))     # 1/(2*PI)
SIN_SERIES_CODE = (0x37BE, (                                    # series-06
    (0x14, 0xE6), (0x5C, 0x1F, 0x0B), (0xA3, 0x8F, 0x38, 0xEE),
    (0xE9, 0x15, 0x63, 0xBB, 0x23), (0xEE, 0x92, 0x0D, 0xCD, 0xED),
    (0xF1, 0x23, 0x5D, 0x1B, 0xEA)))
ATN_SERIES_CODE = (0x3802, (                                    # series-0C
    (0x10, 0xB2), (0x13, 0x0E), (0x55, 0xE4, 0x8D), (0x58, 0x39, 0xBC),
    (0x5B, 0x98, 0xFD), (0x9E, 0x00, 0x36, 0x75), (0xA0, 0xDB, 0xE8, 0xB4),
    (0x63, 0x42, 0xC4), (0xE6, 0xB5, 0x09, 0x36, 0xBE),
    (0xE9, 0x36, 0x73, 0x1B, 0x5D), (0xEC, 0xD8, 0xDE, 0x63, 0xBE),
    (0xF0, 0x61, 0xA1, 0xB3, 0x0C)))
LOG10_2_CODE = (0x2DCD, (0xEF, 0x1A, 0x20, 0x9A, 0x85))        # LOG 2 (PRINT-FP)

EXP_SCALE = stk_data(*EXP_SCALE_CODE[1])
EXP_SERIES = tuple(stk_data(*c) for c in EXP_SERIES_CODE[1])
LN_128 = stk_data(*LN_128_CODE[1])
LN_08 = stk_data(*LN_08_CODE[1])
LN_LN2 = stk_data(*LN_LN2_CODE[1])
LN_25 = stk_data(*LN_25_CODE[1])
LN_SERIES = tuple(stk_data(*c) for c in LN_SERIES_CODE[1])
ARGT_SCALE = stk_data(*ARGT_SCALE_CODE[1])
SIN_SERIES = tuple(stk_data(*c) for c in SIN_SERIES_CODE[1])
ATN_SERIES = tuple(stk_data(*c) for c in ATN_SERIES_CODE[1])
LOG10_2 = stk_data(*LOG10_2_CODE[1])

#: each series table with its coefficients unpacked (exponent byte, signed
#: mantissa), as the series generator uses them: constants of the ROM, made once
_UNPACKED = {id(table): (table, tuple(_unpack(c) for c in table))
             for table in (EXP_SERIES, LN_SERIES, SIN_SERIES, ATN_SERIES)}

#: PI as S-PI makes it: stk-pi/2, then the exponent byte incremented.
PI = ldexp(PI_2, 1)


def series(z: Number, coeffs: tuple[Number, ...]) -> Number:
    """The SERIES GENERATOR (0x3449) on ``z``: see :func:`series_unpacked`."""
    m0 = add(z, z)                   # duplicate, addition, st-mem-0, delete
    if m0.__class__ is int:          # 2z a small integer: rare, keep it simple
        return _series_packed(m0, coeffs)
    e0, v0 = _unpack(m0)
    e, v = series_unpacked(e0, v0, coeffs)
    return ldexp(v, e - 160) if v else 0


def series_unpacked(e0: int, v0: int, coeffs: tuple[Number, ...]) -> tuple[int, int]:
    """The SERIES GENERATOR (0x3449): Chebyshev polynomials by the ROM's
    recurrence, with mem-0 = 2z (here unpacked: exponent byte, signed mantissa),
    mem-1/mem-2 the previous terms; the result unpacked too.

    The loop runs on unpacked numbers, the coefficients unpacked once for each
    table, with the usual cases of MULTIPLICATION and of the two ADDITIONs
    (``_add_ev``: no carry out of 32 bits, no result at the bottom of the
    exponent range) inlined, which gives the same bits as
    :func:`_series_packed` (the calculator operations one by one) several times
    faster; any step outside the usual case is done by ``_add_ev`` itself or by
    the packed operations."""
    if not v0:
        return _unpack(_series_packed(0, coeffs))
    unpacked = _UNPACKED.get(id(coeffs))
    if unpacked is None or unpacked[0] is not coeffs:
        unpacked = (coeffs, tuple(_unpack(c) for c in coeffs))
    native = NATIVE
    e0m = e0 - 128                   # the product's exponent byte is et + e0 - 128
    n0 = v0 < 0                      # mem-0's sign and, for the native build, its halves
    h0 = (-v0 if n0 else v0) >> 16
    l0 = (-v0 if n0 else v0) & 0xFFFF
    et = vt = 0                      # stk-zero
    e2 = v2 = 0                      # st-mem-2
    e1 = v1 = 0
    for ec, vc in unpacked[1]:       # G-LOOP
        # u = t * mem-0 (_mul_ev's usual case)
        if vt:
            if native:               # p >> 30 of the product, from products below 2**33
                if vt < 0:
                    negative = not n0
                    a = -vt
                else:
                    negative = n0
                    a = vt
                ah = a >> 16
                al = a & 0xFFFF
                q = ((ah * h0) << 2) + ((((ah * l0 + al * h0) << 16) + al * l0) >> 30)
            else:
                q = vt * v0
                negative = q < 0
                if negative:
                    q = -q
                q >>= 30
            e = et + e0m
            if not 2 <= e <= 254:
                return _unpack(_series_packed(ldexp(v0, e0 - 160), coeffs))
            if q >> 33:
                mag = q >> 2
                if (q >> 1) & 1:
                    mag += 1
            else:
                mag = q >> 1
                e -= 1
                if q & 1:
                    mag += 1
            if mag > 0xFFFFFFFF:
                mag = 0x80000000
                e += 1
            eu, vu = e, (-mag if negative else mag)
        else:
            eu = vu = 0
        e1, v1 = e2, v2              # get-mem-2, st-mem-1
        # subtract: u - mem-2, _add_ev(eu, vu, e2, -v2) with its usual case inline
        vb = -v2
        if e2 >= eu:
            e = e2
            sh = e2 - eu
            if sh:                   # shifted with the last bit out added back: 0 from 33
                t = vb + (((vu >> (sh - 1)) + 1) >> 1)
            else:
                t = vb + vu
        else:
            e = eu
            sh = eu - e2
            t = vu + (((vb >> (sh - 1)) + 1) >> 1)
        if t and -0x100000000 < t < 0x100000000:
            k = 32 - t.bit_length()      # the magnitude's: bit_length ignores the sign
            if k:
                if e <= k:
                    e, t = _add_ev(eu, vu, e2, vb)
                else:
                    e -= k
                    t <<= k
        elif t >= 0x100000000:       # a carry out of 32 bits: one place right, rounded
            r = (t >> 1) + (t & 1)
            if r < 0x100000000 and e < 255:
                e += 1
                t = r
            else:
                e, t = _add_ev(eu, vu, e2, vb)
        elif t:
            e, t = _add_ev(eu, vu, e2, vb)
        else:
            e = 0
        eu, vu = e, t
        # stk-data, addition: u + c, _add_ev(eu, vu, ec, vc) with its usual case inline
        if ec >= eu:
            e = ec
            sh = ec - eu
            if sh:                   # shifted with the last bit out added back: 0 from 33
                t = vc + (((vu >> (sh - 1)) + 1) >> 1)
            else:
                t = vc + vu
        else:
            e = eu
            sh = eu - ec
            t = vu + (((vc >> (sh - 1)) + 1) >> 1)
        if t and -0x100000000 < t < 0x100000000:
            k = 32 - t.bit_length()      # the magnitude's: bit_length ignores the sign
            if k:
                if e <= k:
                    e, t = _add_ev(eu, vu, ec, vc)
                else:
                    e -= k
                    t <<= k
        elif t >= 0x100000000:       # a carry out of 32 bits: one place right, rounded
            r = (t >> 1) + (t & 1)
            if r < 0x100000000 and e < 255:
                e += 1
                t = r
            else:
                e, t = _add_ev(eu, vu, ec, vc)
        elif t:
            e, t = _add_ev(eu, vu, ec, vc)
        else:
            e = 0
        e2, v2 = et, vt              # exchange, st-mem-2, delete
        et, vt = e, t
    return _add_ev(et, vt, e1, -v1)  # get-mem-1, subtract


def _series_packed(m0: Number, coeffs: tuple[Number, ...]) -> Number:
    """The series generator with the calculator operations one by one."""
    t: Number = ZERO                 # stk-zero
    m2: Number = ZERO                # st-mem-2
    m1: Number = ZERO
    for c in coeffs:                 # G-LOOP
        u = mul(t, m0)               # duplicate, get-mem-0, multiply
        m1 = m2                      # get-mem-2, st-mem-1
        u = sub(u, m2)               # subtract
        u = add(u, c)                # stk-data, addition
        m2 = t                       # exchange, st-mem-2, delete
        t = u
    return sub(t, m1)                # get-mem-1, subtract


def _set_exponent(x: Number, e: int) -> Number:
    """``LD (HL),A`` on the exponent byte of the last value."""
    if type(x) is float and x != 0.0:
        return ldexp(x, e - (frexp(x)[1] + 128))
    return from_fp5(bytes([e]) + to_fp5(x)[1:])


def exp(x: Number) -> Number:
    """EXP (0x36C4): 2**n * 2**f with n = INT(x/LN 2), the fraction by series-08."""
    x = mul(restack(x), EXP_SCALE)   # re-stack, stk-data 1/LN 2, multiply
    n = int_(x)                      # duplicate, int, st-mem-3
    z = sub(x, n)                    # subtract
    z = add(z, z)                    # duplicate, addition
    z = sub(z, ONE)                  # stk-one, subtract
    s = series(z, EXP_SERIES)
    a, negative, overflow = fp_to_a(n)   # get-mem-3, FP-TO-A
    e = exponent_byte(s)
    if not negative:
        if overflow or a + e > 255:
            raise BasicError('6')
        return _set_exponent(s, a + e)
    if overflow or a >= e:
        return 0                     # RSLT-ZERO: delete, stk-zero
    return _set_exponent(s, e - a)


def ln(x: Number) -> Number:
    """LN (0x3713): exponent * LN 2 plus series-0C on the mantissa."""
    x = restack(x)
    if not greater_0(x):
        raise BasicError('A')
    e = exponent_byte(x)
    xm: Number = frexp(x)[0]         # LD (HL),$80: mantissa in [0.5, 1)
    n = sub(e, LN_128)               # STACK-A, stk-data 128, subtract
    if not greater_0(sub(xm, LN_08)):
        n = sub(n, ONE)              # exchange, stk-one, subtract
        xm = xm * 2                  # INC (HL)
    t = mul(n, LN_LN2)               # GRE.8: stk-data LN 2, multiply
    y = sub(sub(xm, HALF), HALF)     # stk-half, subtract, stk-half, subtract
    z = sub(mul(y, LN_25), HALF)     # duplicate, stk-data 2.5, multiply, stk-half, subtract
    s = series(z, LN_SERIES)
    return add(t, mul(y, s))         # multiply, addition


def get_argt(x: Number) -> tuple[Number, bool]:
    """GET-ARGT (0x3783): reduce x (radians) to z in -1..1 (in quarter
    turns); the second value is mem-0's flag, used by COS."""
    y = mul(restack(x), ARGT_SCALE)
    y = sub(y, int_(add(y, HALF)))   # duplicate, stk-half, addition, int, subtract
    y = add(y, y)
    y = add(y, y)
    v = sub(abs_(y), ONE)
    if not greater_0(v):             # st-mem-0, jump-true
        return y, False
    v = sub(v, ONE)                  # ZPLUS
    if less_0(y):
        return v, True
    return neg(v), True


def _c_ent(w: Number) -> Number:
    """C-ENT (0x37B7): w * series-06(2*w*w - 1)."""
    w2 = mul(w, w)
    s = series(sub(add(w2, w2), ONE), SIN_SERIES)
    return mul(w, s)


def sin(x: Number) -> Number:
    """SIN (0x37B5)."""
    return _c_ent(get_argt(x)[0])


def cos(x: Number) -> Number:
    """COS (0x37AA): SIN of the reduced argument shifted a quarter turn."""
    z, flag = get_argt(x)
    w = sub(abs_(z), ONE)
    if not flag:
        w = neg(w)
    return _c_ent(w)


def tan(x: Number) -> Number:
    """TAN (0x37DA): SIN x / COS x."""
    return div(sin(x), cos(x))


def atn(x: Number) -> Number:
    """ATN (0x37E2): series-0C, on -1/x (plus or minus PI/2) when |x| >= 1."""
    x = restack(x)
    if exponent_byte(x) < 0x81:
        base: Number = ZERO
        w = x
    else:
        w = div(neg(ONE), x)
        base = PI_2 if less_0(w) else neg(PI_2)
    w2 = mul(w, w)
    s = series(sub(add(w2, w2), ONE), ATN_SERIES)
    return add(base, mul(w, s))


def sqr(x: Number) -> Number:
    """SQR (0x384A): x ** 0.5 (so EXP/LN), except that SQR 0 is 0."""
    if test_zero(x):
        return x
    return power(x, HALF)


def asn(x: Number) -> Number:
    """ASN (0x3833): 2 * ATN (x / (1 + SQR (1 - x*x)))."""
    t = sqr(neg(sub(mul(x, x), ONE)))
    t = atn(div(x, add(t, ONE)))
    return add(t, t)


def acs(x: Number) -> Number:
    """ACS (0x3843): PI/2 - ASN x."""
    return neg(sub(asn(x), PI_2))


def power(x: Number, y: Number) -> Number:
    """TO-POWER (0x3851): x ** y = EXP (y * LN x); 0 ** y is 1, 0 or report 6."""
    if test_zero(x):
        if test_zero(y):
            return ONE
        if greater_0(y):
            return ZERO
        return div(ONE, ZERO)        # report 6
    return exp(mul(y, ln(x)))


def log2_a(a: int) -> int:
    """LOG(2^A) (0x2DC1) for PRINT-FP: |INT (A * LOG 2)| for a signed byte A."""
    v = a - 256 if a & 0x80 else a
    return fp_to_a(int_(mul(v, LOG10_2)))[0]

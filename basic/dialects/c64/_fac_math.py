"""The C64 ROM's functions: LOG, EXP, power, SQR, SIN, COS, TAN, ATN and RND.

Private engine behind :mod:`basic.dialects.c64.numbers`; see ``_cbm_fac`` for the FAC
representation.  Each function follows its ROM routine step by step, through
the same FAC operations, constants and polynomial evaluations, so that its
result (inaccuracies included) is the ROM's.
"""
from __future__ import annotations

from ._fac import (FHALF, FONE, ZERO, Fac, Packed, const, faddt, fcomp, fdivt, finlog, fmultt,
                   fsubt, illegal, int_, negop, normal, overflow, pack, unpack, _muldiv)


def _consts(*rows: list[int]) -> tuple[Packed, ...]:
    return tuple(const(r) for r in rows)


SQR05 = const([0x80, 0x35, 0x04, 0xF3, 0x34])
SQR20 = const([0x81, 0x35, 0x04, 0xF3, 0x34])
NEGHLF = const([0x80, 0x80, 0x00, 0x00, 0x00])
LOG2 = const([0x80, 0x31, 0x72, 0x17, 0xF8])
LOGEB2 = const([0x81, 0x38, 0xAA, 0x3B, 0x29])
PI2 = const([0x81, 0x49, 0x0F, 0xDA, 0xA2])
TWOPI = const([0x83, 0x49, 0x0F, 0xDA, 0xA2])
FR4 = const([0x7F, 0x00, 0x00, 0x00, 0x00])
RMULC = const([0x98, 0x35, 0x44, 0x7A, 0x00])
RADDC = const([0x68, 0x28, 0xB1, 0x46, 0x00])

LOGCN2 = _consts([0x7F, 0x5E, 0x56, 0xCB, 0x79], [0x80, 0x13, 0x9B, 0x0B, 0x64],
                 [0x80, 0x76, 0x38, 0x93, 0x16], [0x82, 0x38, 0xAA, 0x3B, 0x20])
EXPCON = _consts([0x71, 0x34, 0x58, 0x3E, 0x56], [0x74, 0x16, 0x7E, 0xB3, 0x1B],
                 [0x77, 0x2F, 0xEE, 0xE3, 0x85], [0x7A, 0x1D, 0x84, 0x1C, 0x2A],
                 [0x7C, 0x63, 0x59, 0x58, 0x0A], [0x7E, 0x75, 0xFD, 0xE7, 0xC6],
                 [0x80, 0x31, 0x72, 0x18, 0x10], [0x81, 0x00, 0x00, 0x00, 0x00])
SINCON = _consts([0x84, 0xE6, 0x1A, 0x2D, 0x1B], [0x86, 0x28, 0x07, 0xFB, 0xF8],
                 [0x87, 0x99, 0x68, 0x89, 0x01], [0x87, 0x23, 0x35, 0xDF, 0xE1],
                 [0x86, 0xA5, 0x5D, 0xE7, 0x28], [0x83, 0x49, 0x0F, 0xDA, 0xA2])
ATNCON = _consts([0x76, 0xB3, 0x83, 0xBD, 0xD3], [0x79, 0x1E, 0xF4, 0xA6, 0xF5],
                 [0x7B, 0x83, 0xFC, 0xB0, 0x10], [0x7C, 0x0C, 0x1F, 0x67, 0xCA],
                 [0x7C, 0xDE, 0x53, 0xCB, 0xC1], [0x7D, 0x14, 0x64, 0x70, 0x4C],
                 [0x7D, 0xB7, 0xEA, 0x51, 0x7A], [0x7D, 0x63, 0x30, 0x88, 0x7E],
                 [0x7E, 0x92, 0x44, 0x99, 0x3A], [0x7E, 0x4C, 0xCC, 0x91, 0xC7],
                 [0x7F, 0xAA, 0xAA, 0xAA, 0x13], [0x81, 0x00, 0x00, 0x00, 0x00])


# -- polynomials ---------------------------------------------------------------
def poly(f: Fac, coefs: tuple[Packed, ...]) -> Fac:
    """POLY: Horner's rule in FAC, z = f rounded (TEMPF2)."""
    z = pack(f)
    f = fmultt(coefs[0], unpack(z))
    f = faddt(coefs[1], f)
    ze, zm, zs = z
    for c in coefs[2:]:
        # FMULTT's usual case (MULDIV, the product, NORMAL) written out
        fe, fx, fs = f
        t = ze + fe
        if fe and ze and 128 < t < 384 and not (((fx & 0xFF) and not fx & 0xFFFF00)
                                                or ((fx & 0xFFFF) and not fx & 0xFFFF0000)):
            x = (zm * fx) >> 32
            m = x >> 8
            sh = 32 - m.bit_length()
            e = t - 128
            f = ZERO if m == 0 or sh >= e else (e - sh, x << sh, zs != fs)
        else:
            f = fmultt(z, f)
        # FADDT's usual case (both non-zero) written out likewise
        fe, fx, fs = f
        ce, cm, cs = c
        if fe and ce:
            d = ce - fe
            cx = cm << 8
            if d > 0:                      # the coefficient bigger: FAC is shifted
                e, s = ce, cs
                small = fx >> d if d < 41 else 0
                t = cx + small if cs == fs else cx - small
            elif d < 0:
                e, s = fe, fs
                small = cx >> -d if d > -41 else 0
                t = fx + small if cs == fs else fx - small
            else:
                e, s = fe, fs
                t = fx + cx + 1 if cs == fs else fx - cx
            if cs == fs:
                if not t >> 40:
                    f = (e, t, s)
                elif e < 255:              # SQUEEZ
                    f = (e + 1, t >> 1, s)
                else:
                    f = faddt(c, f)        # (its OVERFLOW)
            else:
                if t < 0:                  # NEGFAC
                    t = -t
                    s = not s
                m = t >> 8                 # NORMAL
                sh = 32 - m.bit_length()
                f = ZERO if m == 0 or sh >= e else (e - sh, t << sh, s)
        else:
            f = faddt(c, f)
    return f


def polyx(f: Fac, coefs: tuple[Packed, ...]) -> tuple[Fac, Packed]:
    """POLYX: x * P(x*x) for odd series; also returns TEMPF1 (x rounded)."""
    t1 = pack(f)
    f = fmultt(t1, unpack(t1))
    f = poly(f, coefs)
    return fmultt(t1, f), t1


# -- LOG, EXP, power ---------------------------------------------------------------
def log(f: Fac) -> Fac:
    e, x, s = f
    if e == 0 or s:
        raise illegal()
    k = e - 0x80
    f = (0x80, x, s)
    f = faddt(SQR05, f)
    f = fdivt(SQR20, f)
    f = fsubt(FONE, f)
    f, _ = polyx(f, LOGCN2)
    f = faddt(NEGHLF, f)
    f = finlog(f, k)
    return fmultt(LOG2, f)


def exp(f: Fac) -> Fac:
    f = fmultt(LOGEB2, f)
    e, x, s = f
    oldov = (x & 0xFF) + 0x50
    if oldov > 0xFF:                       # INCRND (rounding from $B0 up)
        m = (x >> 8) + 1
        ov = x & 0xFF
        if m > 0xFFFFFFFF:
            e += 1
            if e > 255:
                raise overflow()
            m, ov = 0x80000000, ov >> 1
        x = m << 8 | ov
    oldov &= 0xFF
    arg = (e, x >> 8, s)                   # MOVEF: ARG = FAC unrounded
    if e == 0:
        arg = (0, 0, False)
    if e >= 0x88:
        if not s:
            raise overflow()
        return ZERO
    fi, integr = int_((e, x & ~0xFF, s))
    a = (integr + 0x81) & 0xFF
    if a == 0:
        if not fi[2]:
            raise overflow()
        return ZERO
    p = (a - 1) & 0xFF
    # swap FAC and ARG: FAC = the argument (with OLDOV as its rounding byte), ARG = INT
    ipk = (fi[0], fi[1] >> 8, fi[2]) if fi[0] else (0, 0, False)
    fac = (arg[0], arg[1] << 8 | oldov, arg[2]) if arg[0] else ZERO
    f = negop(fsubt(ipk, fac))
    f = poly(f, EXPCON)
    # MLDEXP: add the integer part to the exponent
    e = _muldiv(p, f[0])
    if e <= 0:
        return ZERO
    return (e, f[1], False)


def fpwrt(a: Packed, f: Fac) -> Fac:
    """FPWRT: ARG ^ FAC."""
    if f[0] == 0:
        return exp(f)
    if a[0] == 0:
        return ZERO
    t3 = pack(f)
    y = 0
    sign = a[2]
    if a[2]:
        fi, integr = int_(unpack(t3))
        c = fcomp(fi, t3)
        if c == 0:
            sign, y = False, integr
        else:
            sign, y = c < 0, 0
    f = log((a[0], a[1] << 8, sign))
    f = fmultt(t3, f)
    f = exp(f)
    return negop(f) if y & 1 else f


def sqr(f: Fac) -> Fac:
    return fpwrt(pack(f), unpack(FHALF))


# -- trigonometry ----------------------------------------------------------------------
def _sin_tail(f: Fac, pushed_negative: bool) -> tuple[Fac, Packed]:
    """From SIN1 on: negate, add 1/4, negate again if the pushed sign was set."""
    f = negop(f)
    return _sin2(f, pushed_negative)


def _sin2(f: Fac, pushed_negative: bool) -> tuple[Fac, Packed]:
    f = faddt(FR4, f)
    if pushed_negative:
        f = negop(f)
    return polyx(f, SINCON)


def _sin(f: Fac, tansgn: bool) -> tuple[Fac, Packed, bool]:
    a = pack(f)
    f = fdivt(a, unpack(TWOPI))            # x / 2pi  (ARISGN = the sign of x)
    a = pack(f)
    f, _ = int_(unpack(a))
    f = fsubt(a, f)                        # fraction of a turn, 0 <= f < 1
    f = fsubt(FR4, f)                      # 1/4 - f
    pushed = f[2]
    if not pushed:
        r, t1 = _sin_tail(f, pushed)
        return r, t1, tansgn
    f = faddt(FHALF, f)
    if f[2]:
        r, t1 = _sin2(f, pushed)
        return r, t1, tansgn
    r, t1 = _sin_tail(f, pushed)
    return r, t1, not tansgn


def sin(f: Fac) -> Fac:
    return _sin(f, False)[0]


def cos(f: Fac) -> Fac:
    return sin(faddt(PI2, f))


def tan(f: Fac) -> Fac:
    f = unpack(pack(f))
    s, t1, tansgn = _sin(f, False)
    t3 = pack(s)
    u = unpack(t1)
    u = (u[0], u[1], False)
    c, _ = _sin_tail(u, tansgn)            # COSC: TANSGN pushed as the sign
    return fdivt(t3, c)


def atn(f: Fac) -> Fac:
    neg = f[2]
    if neg:
        f = negop(f)
    big = f[0] >= 0x81
    if big:
        f = fdivt(FONE, f)
    f, _ = polyx(f, ATNCON)
    if big:
        f = fsubt(PI2, f)
    return negop(f) if neg else f


# -- RND ---------------------------------------------------------------------------------
def rnd(f: Fac, seed: Packed, timers: tuple[int, int, int, int]) -> tuple[Fac, Packed]:
    """RND: returns the result and the new seed (RNDX).

    ``timers`` are the bytes RND(0) reads: CIA 1 timer A low ($DC04) and high
    ($DC05), TOD tenths ($DC08) and seconds ($DC09).
    """
    e, x, s = f
    if e == 0:
        ta_lo, ta_hi, tod_10, tod_s = timers
        m = ta_lo << 24 | tod_10 << 16 | ta_hi << 8 | tod_s
        ov = 0
    else:
        if not s:
            f = fmultt(RMULC, unpack(seed))
            f = faddt(RADDC, f)
            e, x, s = f
        m = x >> 8
        ov = e
        b = m.to_bytes(4, "big")
        m = int.from_bytes(bytes((b[3], b[2], b[1], b[0])), "big")
    r = normal(0x80, m << 8 | ov, False)
    new = pack(r)
    return unpack(new), new

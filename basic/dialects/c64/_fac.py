"""The C64 BASIC V2 floating-point accumulator, routine by routine.

Private engine behind :mod:`basic.dialects.c64.numbers`.  Each function here is one
routine of Microsoft's 6502 floating point as it sits in the C64 ROM
(901226-01), translated to Python integers so that every bit, quirks included,
comes out as the ROM's.  The routine names are the ROM source's (``faddt``,
``fmultt``, ``qint``...), so the two can be read side by side.

Representations
---------------
FAC  ``(e, x, s)``: ``e`` the exponent byte (0 = zero), ``x`` the 40-bit
     mantissa *including the rounding byte facov* (``x >> 8`` is the 32-bit
     mantissa, top bit set when ``e`` != 0, ``x & 0xFF`` is facov), ``s`` True
     when negative.  Value = ``x * 2**(e - 168)``.
ARG / packed memory  ``(e, m, s)``: 32-bit mantissa with its top bit set, no
     rounding byte (what MOVFM/CONUPK load from a 5-byte variable).

Quirks that are the ROM's and are kept on purpose (checked against the ROM run
in a 6502 simulator, see tests/numbers/cbm_oracle/):

* FADD of two numbers with equal exponents adds 1 to the rounding byte.
* FMULT shifts its partial product one bit too far when two zero bytes of the
  multiplier follow a non-zero one (the MULSHF carry bug).
* EXP rounds its argument up from a rounding byte of $B0, not $80.
* ROUND leaves the rounding byte shifted left; DIV10 drops the sign.
"""
from __future__ import annotations

from ...core.errors import BasicError

Fac = tuple[int, int, bool]  # (e, x40, s)
Packed = tuple[int, int, bool]  # (e, m32, s)

M32 = 0xFFFFFFFF
ZERO: Fac = (0, 0, False)


def overflow() -> BasicError:
    return BasicError("OVERFLOW")


def illegal() -> BasicError:
    return BasicError("ILLEGAL QUANTITY")


def const(b: bytes | list[int]) -> Packed:
    """A packed 5-byte constant from the ROM as an ARG tuple."""
    return (b[0], (b[1] | 0x80) << 24 | b[2] << 16 | b[3] << 8 | b[4], bool(b[1] & 0x80))


def unpack(p: Packed) -> Fac:
    """MOVFM: load a packed number into FAC (rounding byte 0)."""
    if p[0] == 0:
        return ZERO
    return (p[0], p[1] << 8, p[2])


# -- normalising and rounding ------------------------------------------------
def normal(e: int, x: int, s: bool) -> Fac:
    """NORMAL: shift the 40-bit mantissa up until its top bit is set."""
    m = x >> 8
    if m == 0:
        return ZERO
    sh = 32 - m.bit_length()
    if sh >= e:
        return ZERO
    return (e - sh, x << sh, s)


def round_fac(f: Fac) -> Fac:
    """ROUND: add facov's top bit into the mantissa; facov is left shifted once."""
    e, x, s = f
    if e == 0:
        return f
    ov = x & 0xFF
    nov = (ov << 1) & 0xFF
    m = x >> 8
    if ov & 0x80:
        m += 1
        if m > M32:                  # RNDSHF
            e += 1
            if e > 255:
                raise overflow()
            m = 0x80000000
            nov >>= 1
    return (e, m << 8 | nov, s)


def pack(f: Fac) -> Packed:
    """MOVMF/MOVAF: round and drop the rounding byte (what a variable holds)."""
    e, x, s = round_fac(f)
    if e == 0:
        return (0, 0, False)
    return (e, x >> 8, s)


# -- the four operations -----------------------------------------------------
def faddt(a: Packed, f: Fac) -> Fac:
    """FADDT: ARG + FAC (the operands aligned in 40 bits, the smaller truncated)."""
    fe, fx, fs = f
    ae, am, as_ = a
    if fe == 0:
        if ae == 0:
            return ZERO
        return (ae, am << 8, as_)          # MOVFA
    if ae == 0:
        return f
    d = ae - fe
    ax = am << 8
    if d == 0:
        e, s = fe, fs
        if as_ == fs:
            t = fx + ax + 1                # the carry left set by SBC
        else:
            t = fx - ax
    elif d > 0:                            # ARG bigger: FAC is shifted
        e, s = ae, as_
        small = fx >> d if d < 41 else 0
        t = ax + small if as_ == fs else ax - small
    else:                                  # FAC bigger: ARG is shifted
        e, s = fe, fs
        small = ax >> -d if d > -41 else 0
        t = fx + small if as_ == fs else fx - small
    if as_ == fs:
        if t >> 40:                        # SQUEEZ -> RNDSHF
            e += 1
            if e > 255:
                raise overflow()
            t >>= 1
        return (e, t, s)
    if t < 0:                              # NEGFAC
        t, s = -t, not s
    return normal(e, t, s)


def fsubt(a: Packed, f: Fac) -> Fac:
    """FSUBT: ARG - FAC."""
    return faddt(a, (f[0], f[1], not f[2]))


def _muldiv(ae: int, fe: int) -> int:
    """MULDIV's exponent sum; -1 means the result is zero."""
    if ae == 0:
        return -1
    t = ae + fe
    if t < 256:
        if t < 128:
            return -1
    elif t >= 384:
        raise overflow()
    return t - 128


def fmultt(a: Packed, f: Fac) -> Fac:
    """FMULTT: ARG * FAC.  FAC's five bytes (rounding byte first) are the multiplier."""
    fe, fx, fs = f
    if fe == 0:
        return f
    ae, am, as_ = a
    e = _muldiv(ae, fe)
    if e <= 0:
        return ZERO
    if ((fx & 0xFF) and not fx & 0xFFFF00) or ((fx & 0xFFFF) and not fx & 0xFFFF0000):
        # two zero multiplier bytes after a non-zero one: MULSHF's extra shift
        res = 0
        carry = True
        for sh in (0, 8, 16, 24):
            b = (fx >> sh) & 0xFF
            if b:
                t = res + am * b
                res, ext, carry = t >> 8, t & 0xFF, True
            else:
                ext, res = res & 0xFF, res >> 8
                if not carry:
                    res >>= 1
                carry = False
        x = res + am * (fx >> 32)
    else:
        x = (am * fx) >> 32
    return normal(e, x, as_ != fs)


def fdivt(a: Packed, f: Fac) -> Fac:
    """FDIVT: ARG / FAC (FAC rounded first; 34 quotient bits)."""
    if f[0] == 0:
        raise BasicError("DIVISION BY ZERO")
    fe, fx, fs = round_fac(f)
    ae, am, as_ = a
    e = _muldiv(ae, (256 - fe) & 0xFF)
    if e < 0:
        return ZERO
    s = as_ != fs
    if e == 0:
        s = False                          # ZEROML cleared the sign and went on
    e += 1
    if e > 255:
        raise overflow()
    q = (am << 33) // (fx >> 8)
    return normal(e, q << 6, s)


# -- small helpers -------------------------------------------------------------
def negop(f: Fac) -> Fac:
    return (f[0], f[1], not f[2]) if f[0] else f


def float_byte(n: int) -> Fac:
    """FLOAT: a signed byte into FAC."""
    if n == 0:
        return ZERO
    return normal(0x88, abs(n) << 32, n < 0)


def givayf(v: int) -> Fac:
    """GIVAYF: a signed 16-bit integer into FAC."""
    if v == 0:
        return ZERO
    return normal(0x90, abs(v) << 24, v < 0)


def fcomp(f: Fac, p: Packed) -> int:
    """FCOMP: compare FAC with a packed number: 1 FAC bigger, 0 equal, -1 smaller."""
    fe, fx, fs = f
    pe, pm, ps = p
    if pe == 0:
        return 0 if fe == 0 else (-1 if fs else 1)
    if ps != fs:
        return -1 if fs else 1
    if pe != fe:
        mem_bigger = pe > fe
    elif (pm >> 8) != (fx >> 16):
        mem_bigger = (pm >> 8) > (fx >> 16)
    else:
        t = (pm & 0xFF) - ((fx >> 8) & 0xFF) - (1 if fx & 0x80 else 0)
        if t & 0xFF == 0:
            return 0
        mem_bigger = t >= 0
    if mem_bigger:
        return 1 if fs else -1
    return -1 if fs else 1


def qint(f: Fac) -> int:
    """QINT: FAC to a 32-bit integer (floor), as the unsigned 32-bit pattern."""
    e, x, s = f
    if e == 0:
        return 0
    n = 0xA0 - e + 8
    if n <= 8:
        # e >= $A0: QINT1 shifts 256 - (e - $A0) times: nothing but the sign is left
        return M32 if s else 0
    if s:
        v = -((x + (1 << n) - 1) >> n)
    else:
        v = x >> n
    return v & M32


def int_(f: Fac) -> tuple[Fac, int]:
    """INT: floor; also returns INTEGR (the low byte), which FPWRT uses."""
    e, x, s = f
    if e >= 0xA0:
        return f, 0
    q = qint(f)
    integr = q & 0xFF
    if q & 0x80000000:
        return normal(0xA0, ((1 << 32) - q) << 8, True), integr
    return normal(0xA0, q << 8, False), integr


def ayint(f: Fac) -> int:
    """AYINT: FAC to a signed 16-bit integer (AND, OR, NOT, integer variables)."""
    if f[0] >= 0x90 and fcomp(f, N32768) != 0:
        raise illegal()
    q = qint(f) & 0xFFFF
    return q - 0x10000 if q & 0x8000 else q


def getadr(f: Fac) -> int:
    """GETADR: an address for PEEK/POKE/SYS/WAIT, 0..65535."""
    if f[2] or f[0] >= 0x91:
        raise illegal()
    return qint(f) & 0xFFFF


def conint(f: Fac) -> int:
    """CONINT/GETBYT: a byte argument, 0..255."""
    if f[2]:
        raise illegal()
    ayint(f)
    q = qint(f)
    if q & 0xFF00:
        raise illegal()
    return q & 0xFF


# -- ten -----------------------------------------------------------------------
def mul10(f: Fac) -> Fac:
    """MUL10: FAC*4 + FAC, then doubled (FIN's and FOUT's scaling).

    MOVAF rounds FAC first; then FADDC adds FAC (shifted right 2 bits,
    truncated) to itself with the exponent raised by 2, and INC FACEXP doubles.
    """
    e, x, s = f
    if e == 0:
        return ZERO
    if x & 0x80:                           # ROUND (inlined)
        m = (x >> 8) + 1
        if m > M32:
            e += 1
            if e > 255:
                raise overflow()
            m = 0x80000000
    else:
        m = x >> 8
    ax = m << 8
    t = ax + (ax >> 2)
    e += 3
    if t >> 40:
        e += 1
        t >>= 1
    if e > 255:
        raise overflow()
    return (e, t, s)


_TEN_M = 0xA0000000


def div10(f: Fac) -> Fac:
    """DIV10: FAC/10 - with ARISGN forced to 0, so the result is positive."""
    e, x, _s = f
    if e == 0:
        return ZERO
    if x & 0x80:                           # ROUND (inlined)
        m = (x >> 8) + 1
        if m > M32:
            e += 1
            if e > 255:
                raise overflow()
            m = 0x80000000
    else:
        m = x >> 8
    e = e - 0x84 + 128                     # MULDIV with FACEXP = -$84
    if e < 0:
        return ZERO
    if e == 0 or e + 1 > 255:
        return fdivt((e + 0x84 - 128, m, False), unpack(TENC))
    q = (m << 33) // _TEN_M
    return normal(e + 1, q << 6, False)


def finlog(f: Fac, n: int) -> Fac:
    """FINLOG: FAC + a signed byte (a digit in FIN, the exponent in LOG)."""
    return faddt(pack(f), float_byte(n))


# -- constants (the ROM's bytes) ----------------------------------------------
FONE = const([0x81, 0x00, 0x00, 0x00, 0x00])
FHALF = const([0x80, 0x00, 0x00, 0x00, 0x00])
TENC = const([0x84, 0x20, 0x00, 0x00, 0x00])
N32768 = const([0x90, 0x80, 0x00, 0x00, 0x00])
N0999 = const([0x9B, 0x3E, 0xBC, 0x1F, 0xFD])
N9999 = const([0x9E, 0x6E, 0x6B, 0x27, 0xFD])
NMIL = const([0x9E, 0x6E, 0x6B, 0x28, 0x00])
PIVAL = const([0x82, 0x49, 0x0F, 0xDA, 0xA1])

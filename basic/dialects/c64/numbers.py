"""Commodore 64 BASIC V2 numbers, bit for bit as the ROM computes them.

Microsoft's 6502 floating point keeps a number in memory in 5 bytes (exponent
byte, 4 mantissa bytes with the sign in the top bit) and computes in the
floating accumulator FAC, which carries one more byte, the *rounding byte*
facov.  The ROM rounds FAC to 5 bytes only when it stores it (LET, FOR, the
left operand of an operator pushed on the stack); a right operand, a function's
argument and what PRINT/STR$ print are the unrounded FAC.

Numbers here
------------
A number is a Python ``float`` holding exactly a FAC value: up to 40
significant bits (32-bit mantissa + rounding byte), binary exponent -128..126.
Python floats hold these losslessly.  The functions follow the ROM:

* binary operations round their *left* operand (as FORPSH does) and use the
  right one as it is; results are unrounded FAC values;
* :func:`round_` is what storing in a variable does; a variable always holds a
  rounded value (:func:`to_fp5` / :func:`from_fp5` are its 5 memory bytes);
* integer variables (``A%``) are Python ints -32768..32767 (:func:`to_intvar`).

For an interpreter: keep literal values from :func:`from_literal` as they are;
pass expression values between operations unrounded; call :func:`round_`
when a value is stored (LET, INPUT/READ into a variable, FOR's limits and
step); PRINT and STR$ show :func:`to_str` of the unrounded value.

Errors are :class:`~basic.core.errors.BasicError` with the ROM's names:
``OVERFLOW``, ``DIVISION BY ZERO``, ``ILLEGAL QUANTITY``.

The work is done by ``_cbm_fac`` (the arithmetic), ``_cbm_text`` (FIN/FOUT) and
``_cbm_math`` (functions, RND), translated routine by routine from the ROM and
checked against the genuine ROM code run in a 6502 simulator (see
tests/numbers/cbm_oracle/).  The fast paths below are used only where their
result provably equals the ROM's (small whole numbers).
"""
from __future__ import annotations

from math import floor, frexp, ldexp
from typing import ClassVar

from ...core.errors import BasicError
from . import _fac as F
from . import _fac_math as M
from . import _fac_text as T

__all__ = [
    "from_literal", "val", "fin", "to_str", "to_fp5", "from_fp5", "round_",
    "add", "sub", "mul", "div", "power", "neg", "int_", "abs_", "sgn", "sqr", "exp",
    "log", "sin", "cos", "tan", "atn", "compare", "eq", "ne", "lt", "le", "gt", "ge",
    "to_int16", "to_intvar", "to_uint16", "to_byte", "and_", "or_", "not_", "from_int",
    "Rnd", "PI", "TRUE", "FALSE",
]

TRUE = -1.0
FALSE = 0.0
_I31 = 2147483648.0
_I24 = 16777216.0


# -- float <-> FAC ----------------------------------------------------------------
def _fac(v: float) -> F.Fac:
    """A float (an exact FAC value) as the FAC tuple (e, x40, negative)."""
    if v == 0:
        return F.ZERO
    m, e = frexp(v)
    e += 128
    if e > 255:
        raise BasicError("OVERFLOW")
    if e < 1:
        return F.ZERO
    if m < 0:
        return (e, int(-m * 1099511627776.0), True)
    return (e, int(m * 1099511627776.0), False)


def _flt(f: F.Fac) -> float:
    e, x, s = f
    if e == 0:
        return 0.0
    v = ldexp(x, e - 168)
    return -v if s else v


def _arg(v: float) -> F.Fac:
    """The left operand as FORPSH leaves it: rounded to 5 bytes."""
    return F.pack(_fac(v))


def _small(v: float) -> bool:
    """A whole number below 2^31: exact in every operation's fast path."""
    return float(v).is_integer() and -_I31 < v < _I31


def _both_small(a: float, b: float) -> bool:
    """Both whole numbers below 2^31 (floats expected; ints are accepted)."""
    try:
        return (a.is_integer() and b.is_integer() and -2147483648.0 < a < 2147483648.0
                and -2147483648.0 < b < 2147483648.0)
    except AttributeError:
        return _small(a) and _small(b)


# -- text -----------------------------------------------------------------------------
def fin(text: str, start: int = 0) -> tuple[float, int]:
    """FIN: read a number from ``text`` at ``start`` the way the ROM does.

    Returns the value (the unrounded FAC) and the index where FIN stopped.
    Spaces are skipped, as CHRGET skips them.  Raises OVERFLOW.
    Up to nine plain digits that end the number (no space, point or E
    after them) are the whole number they spell: FIN's MUL10 and FINLOG
    are exact there (tests/numbers/test_cbm_inline_paths.py).
    """
    n = len(text)
    i = start
    while i < n and text[i] == " ":
        i += 1
    j = i
    while j < n and "0" <= text[j] <= "9":
        j += 1
    if 0 < j - i <= 9 and (j == n or text[j] not in " .E"):
        return float(int(text[i:j])), j
    f, end = T.fin(text, start)
    return _flt(f), end


def from_literal(text: str) -> float:
    """The value of a numeric literal in a program line or typed at INPUT.

    The C64 converts a literal each time the line runs, but FIN always gives the
    same FAC, so a compiler may convert once and keep the (unrounded) float.
    """
    return _flt(T.fin(text)[0])


def val(text: str) -> float:
    """VAL: FIN over the string; it stops at the first character it cannot use."""
    if not text:
        return 0.0
    return fin(text)[0]


def to_str(x: float) -> str:
    """FOUT: the text PRINT (without its trailing cursor-right) and STR$ make."""
    if -1e9 < x < 1e9 and float(x).is_integer():
        n = int(x)
        return f" {n}" if n >= 0 else str(n)
    return T.fout(_fac(x))


# -- memory form --------------------------------------------------------------------
def round_(x: float) -> float:
    """What storing in a variable does to FAC (ROUND, then drop the rounding byte)."""
    m, e = frexp(x)
    if m < 0:
        m = -m
    r = m * 4294967296.0
    if r % 1.0 == 0.0:
        return x + 0.0                     # no rounding byte: already a 5-byte value
    if -128 < e < 127:                     # ROUND inline: facov's top bit carried in
        ri = int(r + 0.5)                  # a new name: mypyc keeps r a C double
        v = ldexp(1.0, e) if ri >> 32 else ldexp(ri, e - 32)   # (RNDSHF: 1.0 x 2^(e+1))
        return -v if x < 0 else v
    return _flt(F.unpack(F.pack(_fac(x))))


def to_fp5(x: float) -> bytes:
    """The 5 bytes a float variable holds (after rounding, as MOVMF stores it)."""
    e, m, s = F.pack(_fac(x))
    if e == 0:
        return bytes(5)
    return bytes((e, (m >> 24) & 0x7F | (0x80 if s else 0), (m >> 16) & 0xFF,
                  (m >> 8) & 0xFF, m & 0xFF))


def from_fp5(b: bytes) -> float:
    """A float from 5 memory bytes (MOVFM)."""
    return _flt(F.unpack(F.const(b)))


def from_int(n: int) -> float:
    """An integer variable's value (-32768..32767) as a number (GIVAYF)."""
    return float(n)


# -- arithmetic --------------------------------------------------------------------------
#
# add, sub and mul run the usual case of FADDT and FMULTT in one function
# (_fac, the ARG's rounding, the operation, NORMAL and _flt without the tuples
# between them: a normalising shift changes no value); anything else (an
# operand out of the FAC's range, MULSHF's extra shift, an exponent at the
# end of its range) goes through the ROM's routines one by one.  Checked
# against those routines in tests/numbers/test_cbm_inline_paths.py.

def add(a: float, b: float) -> float:
    if _both_small(a, b):
        return float(a + b)
    return _add(a, b)


def sub(a: float, b: float) -> float:
    if _both_small(a, b):
        return float(a - b)
    return _add(a, -b)                     # FSUBT is FADDT with FAC's sign turned


def _add(a: float, b: float) -> float:
    """FADDT of ARG = ``a`` (rounded, as FORPSH leaves it) and FAC = ``b``."""
    if not a:
        return b + 0.0                     # FAC as it is
    if not b:
        return round_(a)                   # MOVFA: ARG, rounded
    ma, ae = frexp(a)
    mb, fe = frexp(b)
    if -128 < ae < 128 and -128 < fe < 128:
        as_ = ma < 0
        fs = mb < 0
        am = int((-ma if as_ else ma) * 4294967296.0 + 0.5)   # ROUND: facov's top bit carried in
        if am <= 0xFFFFFFFF:
            fx = int((-mb if fs else mb) * 1099511627776.0)
            d = ae - fe
            ax = am << 8
            if d == 0:
                e = fe
                s = fs
                t = fx + ax + 1 if as_ == fs else fx - ax
            elif d > 0:
                e = ae
                s = as_
                small = fx >> d if d < 41 else 0
                t = ax + small if as_ == fs else ax - small
            else:
                e = fe
                s = fs
                small = ax >> -d if d > -41 else 0
                t = fx + small if as_ == fs else fx - small
            # e: the exponent byte less 128; the value is t * 2^(e-40)
            if as_ == fs:
                if t >> 40:                # SQUEEZ
                    if e < 127:
                        v = ldexp(t >> 1, e - 39)
                        return -v if s else v
                else:
                    v = ldexp(t, e - 40)
                    return -v if s else v
            else:
                if t < 0:                  # NEGFAC
                    t = -t
                    s = not s
                m = t >> 8
                if m == 0 or 32 - m.bit_length() >= e + 128:
                    return 0.0
                v = ldexp(t, e - 40)
                return -v if s else v
    return _flt(F.faddt(_arg(a), _fac(b)))


def mul(a: float, b: float) -> float:
    if _both_small(a, b) and -_I24 < b < _I24 and -_I31 < a * b < _I31:
        return a * b + 0.0
    return _mul(a, b)


def _mul(a: float, b: float) -> float:
    """FMULTT of ARG = ``a`` (rounded, as FORPSH leaves it) and FAC = ``b``."""
    if not a or (not b and -1e37 < a < 1e37):   # (a huge ``a`` may overflow as it is rounded)
        return 0.0
    ma, ae = frexp(a)
    mb, fe = frexp(b)
    t = ae + fe                            # MULDIV's sum of exponent bytes, less 256
    if -128 < ae < 128 and -128 < fe < 128 and -128 < t < 128:
        if ma < 0:
            ma = -ma
            negative = mb > 0
        else:
            negative = mb < 0
        am = int(ma * 4294967296.0 + 0.5)      # ROUND: facov's top bit carried in
        fx = int((mb if mb > 0 else -mb) * 1099511627776.0)
        if am <= 0xFFFFFFFF and ((fx & 0xFFFF0000 and fx & 0xFFFF00)
                                 or not ((fx & 0xFF) and not fx & 0xFFFF00
                                         or (fx & 0xFFFF) and not fx & 0xFFFF0000)):
            # (not MULSHF's extra shift: see _fac.fmultt)
            x = (am * fx) >> 32
            if t < -125:                   # NORMAL may run out of exponent
                m = x >> 8
                if m == 0 or 32 - m.bit_length() >= t + 128:
                    return 0.0
            v = ldexp(x, t - 40)
            return -v if negative else v
    return _flt(F.fmultt(_arg(a), _fac(b)))


def square(a: float) -> float:
    """``a * a`` (FMULTT) for ``a`` a variable's value: with no rounding
    byte, ARG's mantissa is FAC's and needs no ROUND, and the product is
    one mantissa squared.  Anything else is :func:`_mul`."""
    if a:
        m, e = frexp(a)
        t = e + e
        if -128 < e < 128 and -125 <= t < 128:
            r = (m if m > 0 else -m) * 4294967296.0
            am = int(r)
            if am == r:                        # no rounding byte
                fx = am << 8
                # _mul's test for MULSHF's extra shift, with FAC's low byte 0
                if (fx & 0xFFFF0000 and fx & 0xFFFF00) or not (am & 0xFF and not fx & 0xFFFF0000):
                    return ldexp((am * am) >> 24, t - 40)
    return _mul(a, a)


def div(a: float, b: float) -> float:
    if b and _both_small(a, b):
        d = a / b
        if a % b == 0:
            return d + 0.0
        # FDIVT of two whole numbers (no rounding): the quotient truncated to
        # 34 bits.  By a power of two it is exact (31 bits at most); else from
        # Python's, which is rounded to 53 bits and so lands on the same side
        # of each 34-bit step unless it lands on one (then FDIVT's way below)
        mb, fe = frexp(b)
        if mb == 0.5 or mb == -0.5:
            return d
        x = d if d > 0.0 else -d
        ae = frexp(a)[1]
        r = x % ldexp(1.0, ae - fe - 33)
        if r:
            x -= r
            return -x if d < 0.0 else x
        if not (int(a) << (33 - ae + fe)) % int(b):
            return d                           # the exact quotient, on a step
    if a and b:
        # FDIVT's usual case in one go: ARG (``a``) rounded as FORPSH leaves
        # it, FAC (``b``) rounded as FDIVT does, 34 quotient bits, NORMAL
        ma, ae = frexp(a)
        mb, fe = frexp(b)
        xa = int((ma if ma > 0 else -ma) * 1099511627776.0)
        xb = int((mb if mb > 0 else -mb) * 1099511627776.0)
        am = (xa >> 8) + ((xa >> 7) & 1)
        bm = (xb >> 8) + ((xb >> 7) & 1)
        if am >> 32:
            am = 0x80000000
            ae += 1
        if bm >> 32:
            bm = 0x80000000
            fe += 1
        # exponent bytes ae+128, fe+128 in 1..255; MULDIV's sum t = ae+128 + 256-(fe+128)
        t = ae - fe + 256
        if -128 < ae < 128 and -128 < fe < 128 and 128 < t < 383:
            q = (am << 33) // bm
            e = t - 127                    # MULDIV's t - 128, then FDIVT's INC
            sh = 32 - (q >> 2).bit_length()
            if sh >= e:
                return 0.0
            v = ldexp(q, e - 162)
            return -v if (ma < 0) != (mb < 0) else v
    return _flt(F.fdivt(_arg(a), _fac(b)))


def power(a: float, b: float) -> float:
    """a ^ b (FPWRT: via LOG and EXP, so 3^3 is not exactly 27)."""
    return _flt(M.fpwrt(_arg(a), _fac(b)))


def neg(a: float) -> float:
    return -a if a else 0.0


def int_(a: float) -> float:
    """INT: the largest whole number not above ``a``."""
    if 0.0 <= a < 2147483648.0:
        return float(int(a))               # QINT's shift drops the fraction
    if -2147483648.0 < a < -1e-38:         # (beyond FAC's range a number is 0)
        return float(floor(a))
    return _flt(F.int_(_fac(a))[0])


def abs_(a: float) -> float:
    return abs(a)


def sgn(a: float) -> float:
    return 1.0 if a > 0 else (-1.0 if a < 0 else 0.0)


def sqr(a: float) -> float:
    """SQR: a ^ 0.5 through LOG and EXP, as the ROM does it."""
    return _flt(M.sqr(_fac(a)))


def exp(a: float) -> float:
    return _flt(M.exp(_fac(a)))


def log(a: float) -> float:
    return _flt(M.log(_fac(a)))


def sin(a: float) -> float:
    return _flt(M.sin(_fac(a)))


def cos(a: float) -> float:
    return _flt(M.cos(_fac(a)))


def tan(a: float) -> float:
    return _flt(M.tan(_fac(a)))


def atn(a: float) -> float:
    return _flt(M.atn(_fac(a)))


# -- past a whole-number test ----------------------------------------------------------
#
# Generated code (codegen.py) tests for two whole floats below 2^31 itself
# and calls these when the test fails: for two floats that is the test
# add, sub, mul and compare begin with, so they go straight to the rest.

def add_past(a: float, b: float) -> float:
    if a.__class__ is float and b.__class__ is float:
        return _add(a, b)
    return add(a, b)


def sub_past(a: float, b: float) -> float:
    if a.__class__ is float and b.__class__ is float:
        return _add(a, -b)
    return sub(a, b)


def mul_past(a: float, b: float) -> float:
    """(the generated test also has mul's bounds on ``b`` and the product)"""
    if a.__class__ is float and b.__class__ is float:
        return _mul(a, b)
    return mul(a, b)


def compare_past(a: float, b: float) -> int:
    if a.__class__ is float and b.__class__ is float:
        return _compare(a, b)
    return compare(a, b)


# -- comparisons ---------------------------------------------------------------------
def compare(a: float, b: float) -> int:
    """How the ROM orders ``a`` and ``b``: -1, 0 or 1 (``b`` with its rounding byte)."""
    if _both_small(a, b):
        return (a > b) - (a < b)
    return _compare(a, b)


def _compare(a: float, b: float) -> int:
    """FCOMP of FAC = ``b`` and ARG = ``a`` rounded."""
    if a and b:
        # FCOMP's usual case: ARG rounded to 32 bits (FORPSH), FAC's 32 bits
        # plus facov's top bit (its subtraction's borrow) unless that would
        # carry out of the low byte, then an ordinary comparison
        ma, ae = frexp(a)
        mb, fe = frexp(b)
        xa = int((ma if ma > 0 else -ma) * 1099511627776.0)
        xb = int((mb if mb > 0 else -mb) * 1099511627776.0)
        am = (xa >> 8) + ((xa >> 7) & 1)
        if am >> 32:
            am = 0x80000000
            ae += 1
        bm = xb >> 8
        if -128 < ae < 128 and -128 < fe < 128 and (not xb & 0x80 or bm & 0xFF != 0xFF):
            va = ldexp(am, ae)
            vb = ldexp(bm + ((xb >> 7) & 1), fe)
            if ma < 0:
                va = -va
            if mb < 0:
                vb = -vb
            return (va > vb) - (va < vb)
    return -F.fcomp(_fac(b), _arg(a))


def eq(a: float, b: float) -> float:
    return TRUE if compare(a, b) == 0 else FALSE


def ne(a: float, b: float) -> float:
    return TRUE if compare(a, b) != 0 else FALSE


def lt(a: float, b: float) -> float:
    return TRUE if compare(a, b) < 0 else FALSE


def le(a: float, b: float) -> float:
    return TRUE if compare(a, b) <= 0 else FALSE


def gt(a: float, b: float) -> float:
    return TRUE if compare(a, b) > 0 else FALSE


def ge(a: float, b: float) -> float:
    return TRUE if compare(a, b) >= 0 else FALSE


# -- integers -----------------------------------------------------------------------------
def to_int16(a: float) -> int:
    """AYINT: the signed 16-bit integer AND, OR and NOT work on (floor)."""
    if -32768.0 <= a < 32768.0 and float(a).is_integer():
        return int(a)
    return F.ayint(_fac(a))


def to_intvar(a: float) -> int:
    """What ``A%=a`` stores: FAC rounded, then AYINT (so -3.7 gives -4)."""
    return F.ayint(F.round_fac(_fac(a)))


def to_uint16(a: float) -> int:
    """GETADR: an address for PEEK, POKE, SYS, WAIT (0..65535)."""
    if 0.0 <= a < 65536.0 and float(a).is_integer():
        return int(a)
    return F.getadr(_fac(a))


def to_byte(a: float) -> int:
    """GETBYT: a byte argument (POKE value, CHR$, TAB, SPC...): 0..255."""
    if 0.0 <= a < 256.0 and float(a).is_integer():
        return int(a)
    return F.conint(_fac(a))


def and_(a: float, b: float) -> float:
    """a AND b on 16-bit integers (``b`` converted first, as the ROM does)."""
    nb = to_int16(b)
    na = F.ayint(F.unpack(_arg(a)))
    return float(na & nb)


def or_(a: float, b: float) -> float:
    nb = to_int16(b)
    na = F.ayint(F.unpack(_arg(a)))
    return float(na | nb)


def not_(a: float) -> float:
    return float(~to_int16(a))


# -- RND ------------------------------------------------------------------------------------
# A module constant and a real __call__ (not a class attribute as default, nor an alias):
# mypyc's native classes support neither (tools/build_native.py).
_POWER_ON_SEED = bytes((0x80, 0x4F, 0xC7, 0x52, 0x58))


class Rnd:
    """RND's state: the 5-byte seed RNDX ($8B-$8F) that RND updates.

    ``rnd(x)`` follows the ROM: x > 0 steps the seed (seed * 11879546 +
    3.92767774E-08, bytes shuffled); x < 0 reseeds from x's own bytes; x = 0
    builds the number from the CIA 1 timer A and time-of-day clock.  RND(0)
    is modelled with those four bytes passed in ``timers``: ($DC04 timer A low,
    $DC05 timer A high, $DC08 TOD tenths, $DC09 TOD seconds), as the ROM reads
    them; the caller decides what the hardware would hold.
    """

    POWER_ON_SEED: ClassVar[bytes] = _POWER_ON_SEED

    def __init__(self, seed: bytes = _POWER_ON_SEED) -> None:
        self.seed = bytes(seed)

    def rnd(self, x: float, timers: tuple[int, int, int, int] = (0, 0, 0, 0)) -> float:
        f, new = M.rnd(_fac(x), F.const(self.seed), timers)
        e, m, s = new
        self.seed = bytes((e, (m >> 24) & 0x7F | (0x80 if s else 0), (m >> 16) & 0xFF,
                           (m >> 8) & 0xFF, m & 0xFF)) if e else bytes(5)
        return _flt(f)

    def __call__(self, x: float, timers: tuple[int, int, int, int] = (0, 0, 0, 0)) -> float:
        return self.rnd(x, timers)


PI = _flt(F.unpack(F.PIVAL))

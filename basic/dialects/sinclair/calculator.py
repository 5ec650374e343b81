"""Sinclair ZX Spectrum numbers: the 48K ROM's calculator, bit for bit.

Values
    A number is a Python ``int`` when the ROM holds it in *small-integer
    form* (exponent byte 0, whole numbers -65535..65535) and a ``float`` for
    the 5-byte *floating form* (32-bit mantissa, exponent byte 1..255).
    Every float this module returns is exactly a 5-byte value.  Which form a
    result takes follows the ROM: ``add(2, 3)`` is ``5`` but ``add(2.5,
    2.5)`` is ``5.0``; INT and truncation give ints when they fit; literals
    0..65535 and ``BIN`` are ints.  Zero is always ``int`` 0.

    One more value exists: :data:`NEG_ZERO` (``-0.0``), the ROM's bytes
    00 FF 00 00 00.  Its integer arithmetic makes it for -65536
    (``-65535-1``, the truncation of -65536), and it then behaves as the ROM
    makes it behave: PRINT shows ``-1E-38``, ``NEG_ZERO = 0`` is false,
    ``INT NEG_ZERO`` is -1.  Use :func:`is_true`/:func:`test_zero`, never
    Python truthiness or ``==``, on values that may hold it.

Errors
    Overflow and division by zero raise ``BasicError('6')``; LN, SQR, ASN...
    of invalid arguments ``BasicError('A')``; the integer conversions
    ``BasicError('B')``; malformed literals ``BasicError('C')``.

Arithmetic (each mirrors the ROM routine named in its docstring)
    :func:`add` :func:`sub` :func:`mul` :func:`div` :func:`power` (``^``)
    :func:`neg` :func:`abs_` :func:`sgn` :func:`int_` :func:`truncate`
    :func:`sqr` :func:`exp` :func:`ln` :func:`sin` :func:`cos` :func:`tan`
    :func:`asn` :func:`acs` :func:`atn` :func:`pi`; logic :func:`not_`
    :func:`and_` :func:`or_`; comparisons :func:`eq` :func:`ne` :func:`lt`
    :func:`le` :func:`gt` :func:`ge` (0/1, computed by subtraction as the ROM
    does, so ``a = b`` can differ from ``b = a`` in the last bit).

Constants
    ``ZERO ONE HALF PI_2 TEN``: the calculator's stk-zero .. stk-ten (ints
    0, 1, 10; floats 0.5 and PI/2); :func:`stk_data` decodes the compact
    constants that follow a ``stk-data`` literal in the ROM (for routines
    such as CIRCLE/DRAW that carry their own).

Conversions
    :func:`from_literal`/:func:`scan_literal` (DEC-TO-FP), :func:`from_bin`,
    :func:`to_str` (PRINT-FP, also STR$; see :func:`str_leaves_zero` for
    STR$'s stack bug), :func:`to_fp5`/:func:`from_fp5`.

Integers for statements (all round to nearest as FP-TO-BC: INT (x+0.5))
    =====================  ==========================  =========================================
    helper                 ROM routine                 used by the ROM for
    =====================  ==========================  =========================================
    :func:`find_int1`      FIND-INT1 0x1E94 (0..255)   streams ``#n``, BORDER, INK/PAPER/FLASH/
                                                       BRIGHT/INVERSE/OVER values (range-checked
                                                       after), INKEY$ #; CHR$ has the same rule
    :func:`find_int2`      FIND-INT2 0x1E99 (0..65535) line numbers (GO TO, GO SUB, RUN, RESTORE,
                                                       LIST, SAVE LINE), CLEAR, RANDOMIZE, PAUSE,
                                                       PEEK, POKE/OUT address, IN, USR, TAB,
                                                       subscripts and slices (INT-EXP), SAVE
                                                       CODE start/length
    :func:`stk_to_a`       STK-TO-A 0x2314 (magnitude  AT, PLOT, DRAW, POINT, SCREEN$, ATTR
                           0..255 and a sign)          (via STK-TO-BC 0x2307)
    :func:`poke_byte`      TWO-PARAM 0x1E85            the value of POKE and OUT (-255..255)
    :func:`fp_to_bc`,      FP-TO-BC 0x2DA2,            the raw conversions, with the ROM's
    :func:`fp_to_a`        FP-TO-A 0x2DD5              overflow and sign flags
    :func:`to_int_rounded` (convenience)               FP-TO-BC's signed value, range-checked
    =====================  ==========================  =========================================

RND
    :func:`rnd_step` (SEED update and value, as the RND code in SCANNING)
    and :func:`randomize_seed` (RANDOMIZE).
"""
from __future__ import annotations

from basic.dialects.sinclair._calc import (NEG_ZERO, Number, abs_, add, compare, div, e_to_fp, eq,
                                           exponent_byte, fp_to_a, fp_to_bc, from_fp5, ge,
                                           greater_0, gt, int_, is_neg_zero, le, less_0, lt, mul,
                                           n_mod_m, ne, neg, restack, sgn, sub, test_zero, to_fp5,
                                           truncate)
from basic.dialects.sinclair._literal import from_bin, from_literal, scan_literal
from basic.dialects.sinclair._print_fp import to_str
from basic.dialects.sinclair._series import (HALF, ONE, PI, PI_2, TEN, ZERO, acs, asn, atn,
                                             stk_data)
# the same sequences as _series's, on unpacked numbers between the steps: the same bits, faster
from basic.dialects.sinclair._series_unpacked import cos, exp, ln, power, sin, sqr, tan
from basic.core.errors import BasicError

__all__ = [
    'abs_', 'acs', 'add', 'and_', 'asn', 'atn', 'compare', 'cos', 'div',
    'e_to_fp', 'eq', 'exp', 'exponent_byte', 'find_int1', 'find_int2',
    'fp_to_a', 'fp_to_bc', 'from_bin', 'from_fp5', 'from_literal', 'ge',
    'greater_0', 'gt', 'HALF', 'int_', 'is_neg_zero', 'is_true', 'le',
    'less_0', 'ln', 'lt', 'mul', 'n_mod_m', 'ne', 'neg', 'NEG_ZERO', 'not_',
    'Number', 'ONE', 'or_', 'pi', 'PI_2', 'poke_byte', 'power',
    'randomize_seed', 'restack', 'rnd_step', 'scan_literal', 'sgn', 'sin',
    'sqr', 'stk_data', 'stk_to_a', 'str_leaves_zero', 'sub', 'tan', 'TEN',
    'test_zero', 'to_fp5', 'to_int_rounded', 'to_str', 'truncate', 'ZERO',
]


def pi() -> float:
    """PI (S-PI: stk-pi/2 with its exponent byte incremented)."""
    return PI


def str_leaves_zero(x: Number) -> bool:
    """True when the ROM's STR$ x leaves an extra zero on the calculator
    stack (PRINT-FP's PF-SMALL path: 0 < ABS x < 1, or NEG_ZERO).  The
    operator whose right operand is that STR$ then takes the zero in place
    of its left operand (read as an empty string): on the machine
    ``"2"+STR$ 0.5`` is ``"0.5"`` and ``"0.5"=STR$ 0.5`` is 0, while
    ``STR$ 0.5="0.5"`` is 1."""
    return is_neg_zero(x) or (x != 0 and -1 < x < 1)


# --------------------------------------------------------------------------
# logic: the numeric forms of NOT, AND, OR
# --------------------------------------------------------------------------

def is_true(x: Number) -> bool:
    """What IF and the logical operators see: anything but zero (TEST-ZERO)."""
    return not test_zero(x)


def not_(x: Number) -> int:
    """NOT (0x3501): 1 for zero, else 0."""
    return 1 if test_zero(x) else 0


def or_(a: Number, b: Number) -> Number:
    """OR (0x351B): 1 if b is non-zero, else a."""
    return a if test_zero(b) else 1


def and_(a: Number, b: Number) -> Number:
    """AND with a number on the right (NO-&-NO, 0x3524): a if b is non-zero,
    else 0."""
    return 0 if test_zero(b) else a


# --------------------------------------------------------------------------
# integers for statements
# --------------------------------------------------------------------------

def find_int1(x: Number, code: str = 'B') -> int:
    """FIND-INT1 (0x1E94): x rounded, 0..255, else report B."""
    a, negative, overflow = fp_to_a(x)
    if overflow or negative:
        raise BasicError(code)
    return a


def find_int2(x: Number, code: str = 'B') -> int:
    """FIND-INT2 (0x1E99): x rounded, 0..65535, else report B.  Note that
    -0.5 rounds to 0 and is accepted (INT (-0.5+0.5) = 0)."""
    bc, negative, overflow = fp_to_bc(x)
    if overflow or negative:
        raise BasicError(code)
    return bc


def stk_to_a(x: Number) -> tuple[int, int]:
    """STK-TO-A (0x2314): (magnitude 0..255, sign +1/-1) of x rounded;
    report B if the magnitude exceeds 255."""
    a, negative, overflow = fp_to_a(x)
    if overflow:
        raise BasicError('B')
    return a, -1 if negative else 1


def poke_byte(x: Number) -> int:
    """TWO-PARAM (0x1E85), the value of POKE/OUT: x rounded, -255..255
    (report B otherwise), as the byte stored (negatives two's complement)."""
    a, negative, overflow = fp_to_a(x)
    if overflow:
        raise BasicError('B')
    return (-a) & 0xFF if negative else a


def to_int_rounded(x: Number, lo: int = 0, hi: int = 65535, code: str = 'B') -> int:
    """Not a ROM routine: the signed value FP-TO-BC computes (INT (x+0.5);
    NEG_ZERO counts as -65536), required to lie in lo..hi, else report
    ``code``.  For the exact ROM rules prefer the helpers above."""
    bc, negative, overflow = fp_to_bc(x)
    if overflow:
        raise BasicError(code)
    v = -(bc or 65536) if negative else bc      # magnitude 0, negative: NEG_ZERO
    if not lo <= v <= hi:
        raise BasicError(code)
    return v


# --------------------------------------------------------------------------
# RND and RANDOMIZE
# --------------------------------------------------------------------------

def rnd_step(seed: int) -> tuple[int, Number]:
    """One RND: returns (new SEED, the value RND gives).

    The ROM computes SEED' = (75 * (SEED+1)) MOD 65537 - 1 with its
    calculator (exactly, for every 16-bit SEED) and RND = SEED' / 65536 by
    lowering the exponent byte by 16; a SEED' of 0 gives the integer 0.
    """
    new = (seed + 1) * 75 % 65537 - 1
    return new, (new / 65536.0 if new else 0)


def randomize_seed(n: Number = 0, frames: int = 0) -> int:
    """RANDOMIZE n (0x1E4F): SEED = FIND-INT2 n, or the low 16 bits of
    FRAMES when that is 0 (RANDOMIZE alone is RANDOMIZE 0)."""
    seed = find_int2(n)
    return seed if seed else frames & 0xFFFF

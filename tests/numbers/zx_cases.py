"""Operand generators and operation tables for checking basic.numbers.zx
against the ROM (used by regen_zx_golden.py and the live tests).

Random operands mix the shapes that exercise different ROM paths: small
integers (the integer fast paths and their overflow into floats), floats
across the whole exponent range, values a hair away from the borders
(+-65535/65536/65537, halves, powers of two), the ROM's minus-zero, and
moderate values for the transcendental functions.
"""
from __future__ import annotations

import math
import random

from basic.dialects.sinclair import calculator as zx

# name -> (ROM calculator literal name in zxrom_calc.OP, our function)
BINARY = {
    'add': ('addition', zx.add), 'sub': ('subtract', zx.sub),
    'mul': ('multiply', zx.mul), 'div': ('division', zx.div),
    'pow': ('to_power', zx.power),
}
COMPARE = {
    'eq': ('nos_eql', zx.eq), 'ne': ('nos_neql', zx.ne), 'lt': ('no_less', zx.lt),
    'le': ('no_l_eql', zx.le), 'gt': ('no_grtr', zx.gt), 'ge': ('no_gr_eq', zx.ge),
}
UNARY = {
    'neg': ('negate', zx.neg), 'abs': ('abs', zx.abs_), 'sgn': ('sgn', zx.sgn),
    'int': ('int', zx.int_), 'truncate': ('truncate', zx.truncate),
    'restack': ('re_stack', zx.restack), 'not': ('not', zx.not_),
    'sqr': ('sqr', zx.sqr), 'exp': ('exp', zx.exp), 'ln': ('ln', zx.ln),
    'sin': ('sin', zx.sin), 'cos': ('cos', zx.cos), 'tan': ('tan', zx.tan),
    'asn': ('asn', zx.asn), 'acs': ('acs', zx.acs), 'atn': ('atn', zx.atn),
}
FUNCTIONS = {'sqr', 'exp', 'ln', 'sin', 'cos', 'tan', 'asn', 'acs', 'atn'}
CONVERSIONS = ('fp_to_bc', 'fp_to_a', 'find_int1', 'find_int2', 'stk_to_a', 'poke_byte')

BORDERS = (0, 1, -1, 0.5, -0.5, 255, 256, -255, -256, 65535, 65536, 65537,
           -65535, -65536, -65537, 2.0 ** 31, 2.0 ** 32, 2.0 ** 27, 1e8, 1e9,
           2.0 ** -127, 2.0 ** -128, 2.0 ** 126)


def fp_round(v: float) -> int | float:
    """v correctly rounded to a 5-byte value (a test-data helper only:
    the ROM's own conversions are in basic.numbers.zx).  Whole numbers
    within +-65535 become ints; beyond the range, zero or the largest."""
    if v == 0:
        return 0
    m, ex = math.frexp(v)
    mant = round(abs(m) * 2 ** 32)
    if mant >= 2 ** 32:
        mant >>= 1
        ex += 1
    e = ex + 128
    if e < 1:
        return 0
    if e > 255:
        e, mant = 255, 2 ** 32 - 1
    x = math.ldexp(mant, e - 160)
    x = -x if v < 0 else x
    if x == int(x) and abs(x) <= 65535:
        return int(x)
    return x


def random_float(rng: random.Random, lo: int = 1, hi: int = 255) -> float:
    """A float-form value with exponent byte in lo..hi, random mantissa."""
    mant = rng.getrandbits(31) | 0x80000000
    v = math.ldexp(mant, rng.randint(lo, hi) - 160)
    return -v if rng.random() < 0.5 else v


def near_border(rng: random.Random) -> int | float:
    """A border value, or one nudged by a few units in the last place."""
    base = rng.choice(BORDERS)
    if rng.random() < 0.3:
        return fp_round(base)
    if base == 0:
        return fp_round(math.ldexp(rng.choice([-1, 1]) * rng.random(), rng.randint(-130, 0)))
    m, ex = math.frexp(base)
    return fp_round(math.ldexp(m + rng.randint(-3, 3) * 2.0 ** -32, ex))


def random_value(rng: random.Random) -> int | float:
    """Any operand shape (see the module docstring)."""
    k = rng.random()
    if k < 0.25:
        return rng.choice((rng.randint(-65535, 65535), rng.randint(-300, 300), rng.randint(-9, 9)))
    if k < 0.55:
        return random_float(rng)
    if k < 0.75:
        return random_float(rng, 0x70, 0x98)
    if k < 0.93:
        return near_border(rng)
    if k < 0.96:
        return zx.NEG_ZERO
    return fp_round(rng.uniform(-1000, 1000))


def function_arg(rng: random.Random, name: str) -> int | float:
    """An argument for a transcendental function: mostly its interesting
    domain, sometimes anything."""
    k = rng.random()
    if k < 0.2:
        return random_value(rng)
    if name in ('asn', 'acs'):
        return fp_round(rng.uniform(-1.0, 1.0)) if k < 0.9 else fp_round(rng.uniform(-1.01, 1.01))
    if name == 'exp':
        return fp_round(rng.uniform(-100, 100)) if k < 0.8 else fp_round(rng.uniform(-90.5, 88.8))
    if name in ('sin', 'cos', 'tan'):
        return fp_round(rng.uniform(-10, 10)) if k < 0.7 else random_float(rng, 0x60, 0x9A)
    if name in ('ln', 'sqr'):
        return abs(random_value(rng)) if k < 0.5 else fp_round(rng.uniform(0, 100))
    return random_float(rng, 0x60, 0xA0)


def compare_pair(rng: random.Random) -> tuple[int | float, int | float]:
    """Two operands, often equal or one unit in the last place apart (where
    the ROM's compare-by-subtraction matters)."""
    a = random_value(rng)
    k = rng.random()
    if k < 0.4:
        return a, random_value(rng)
    if k < 0.55 or type(a) is int or a == 0:
        return a, a
    m, ex = math.frexp(a)
    ulps = rng.choice((-1, 1)) * rng.randint(1, 3)
    b = fp_round(math.ldexp(m + ulps * 2.0 ** -32, ex + rng.choice((0, 0, 1, -1))))
    return (a, b) if rng.random() < 0.5 else (b, a)


def conversion_arg(rng: random.Random) -> int | float:
    """Values around the ranges of FP-TO-BC/FP-TO-A (halves included)."""
    k = rng.random()
    if k < 0.3:
        return random_value(rng)
    if k < 0.6:
        return fp_round(rng.uniform(-300, 300))
    if k < 0.8:
        sign = rng.choice((-1, 1))
        whole = rng.randint(0, 70000)
        return fp_round(sign * (whole + rng.choice((0.5, 0.49999, 0.500001, 0, 0.25))))
    return fp_round(rng.uniform(-70000, 70000))


def random_literal(rng: random.Random) -> str:
    """A numeric literal as someone might type it (with the odd space)."""
    def digits(n: int) -> str:
        return ''.join(rng.choice('0123456789') for _ in range(n))
    if rng.random() < 0.15:
        s = '.' + digits(rng.randint(1, 12))
    else:
        s = digits(rng.randint(1, rng.choice((3, 5, 12))))
        if rng.random() < 0.6:
            s += '.' + digits(rng.randint(0, rng.choice((2, 6, 12))))
    if rng.random() < 0.35:
        s += rng.choice('eE') + rng.choice(('', '+', '-')) + str(
            rng.choice((rng.randint(0, 40), rng.randint(0, 130))))
    if rng.random() < 0.1:
        i = rng.randint(1, len(s))
        s = s[:i] + ' ' + s[i:]
    return s


def conversion(name: str, x: int | float):
    """Our result of conversion ``name`` in the golden-file shape."""
    from basic.core.errors import BasicError
    try:
        if name == 'fp_to_bc':
            bc, negative, overflow = zx.fp_to_bc(x)
            return '%d,%d,%d' % (bc, negative, overflow)
        if name == 'fp_to_a':
            a, negative, overflow = zx.fp_to_a(x)
            return '%d,%d,%d' % (a, negative, overflow)
        if name == 'stk_to_a':
            a, sign = zx.stk_to_a(x)
            return '%d,%d' % (a, sign)
        return str({'find_int1': zx.find_int1, 'find_int2': zx.find_int2,
                    'poke_byte': zx.poke_byte}[name](x))
    except BasicError as e:
        return e.code


def rom_conversion(rom, name: str, x: int | float) -> str:
    """The ROM's result of conversion ``name`` in the golden-file shape."""
    b = zx.to_fp5(x)
    if name == 'poke_byte':
        r = rom.call(0x1E85, zx.to_fp5(0), b)
    else:
        r = rom.call({'fp_to_bc': 0x2DA2, 'fp_to_a': 0x2DD5, 'find_int1': 0x1E94,
                      'find_int2': 0x1E99, 'stk_to_a': 0x2314}[name], b)
    if isinstance(r, str):
        return r
    bc, a, f = r
    negative, overflow = int(not f & 0x40), f & 1
    if name == 'fp_to_bc':
        return '%d,%d,%d' % (bc, negative, overflow)
    if name == 'fp_to_a':
        return '%d,%d,%d' % (a, negative, overflow)
    if name == 'stk_to_a':
        return '%d,%d' % (a, 1 if bc & 0xFF == 1 else -1)
    if name == 'find_int2':
        return str(bc)
    return str(a)

"""The Spectrum's inlined arithmetic gives the bits of the operations it stands for.

``add``, ``sub``, ``mul``, ``div`` and ``compare`` do their usual cases on
Python floats, ``_add_int`` and ``_sub_int`` run ADDITION's usual case inline
and the series generator runs its multiplications and additions inline
(issue 30); each is checked here against the step-by-step form it replaced,
on random 5-byte numbers that reach the rare cases (carries out of 32 bits,
results at the bottom of the exponent range, small integers, report 6,
short mantissas and whole numbers, where the float paths' half-way cases
are)."""
from __future__ import annotations

import random
from math import ldexp

import pytest

from basic.core.errors import BasicError
from basic.dialects.sinclair import _calc as C
from basic.dialects.sinclair import _series as S


def _number(rng: random.Random) -> C.Number:
    pick = rng.random()
    if pick < 0.15:
        return rng.randint(-65535, 65535)
    if pick < 0.2:
        return rng.choice([0, C.NEG_ZERO, 1, -1, 65535, -65535])
    e = rng.choice([rng.randint(1, 255), rng.randint(120, 140), rng.choice([1, 2, 3, 254, 255])])
    return C.from_fp5(bytes([e] + [rng.randint(0, 255) for _ in range(4)]))


def _short(rng: random.Random) -> C.Number:
    """A 5-byte number with a short mantissa, or a whole one past the
    small integers: the values of loops and of sums of a few binary
    fractions, where results fall on the float paths' half-way points."""
    sign = rng.choice((1, -1))
    if rng.random() < 0.4:
        return float(sign * rng.randint(65536, 2 ** rng.randint(17, 32) - 1))
    bits = rng.randint(1, 32)
    return ldexp(sign * rng.randint(2 ** (bits - 1), 2 ** bits - 1), rng.randint(-40, 40) - bits)


def _outcome(f, *args):
    try:
        value = f(*args)
    except BasicError as exc:
        return "report", exc.code
    return type(value).__name__, C.to_fp5(value)


def _add_stepwise(a: C.Number, b: C.Number) -> C.Number:
    """ADDITION of two numbers through ``_add_float`` (no inline case)."""
    ea, va = C._unpack(a)
    eb, vb = C._unpack(b)
    return C._add_float(ea, va, eb, vb)


@pytest.mark.slow
def test_add_and_sub_give_the_stepwise_bits() -> None:
    rng = random.Random(30)
    for _ in range(60000):
        a, b = _number(rng), _number(rng)
        if type(a) is int and type(b) is int or not a or not b:
            continue                     # the small-integer paths are not the inlined ones
        assert _outcome(C.add, a, b) == _outcome(_add_stepwise, a, b), (a, b)
        assert _outcome(C.sub, a, b) == _outcome(_add_stepwise, a, C.neg(b)), (a, b)


@pytest.mark.slow
def test_the_series_generator_gives_the_stepwise_bits() -> None:
    rng = random.Random(31)
    tables = (S.EXP_SERIES, S.LN_SERIES, S.SIN_SERIES, S.ATN_SERIES)
    for _ in range(30000):
        z, table = _number(rng), rng.choice(tables)
        try:
            want = _outcome(S._series_packed, C.add(z, z), table)
        except BasicError as exc:       # 2z itself out of range
            want = "report", exc.code
        assert _outcome(S.series, z, table) == want, z


def _near(rng: random.Random, x: C.Number) -> C.Number:
    """A number whose binary exponent is one from ``x``'s, often just across
    the power of two between them, where the ROM's subtraction may round."""
    if type(x) is int or not x:
        return _number(rng)
    b = C.to_fp5(x)
    e = max(1, min(255, b[0] + rng.choice([-1, 1])))
    top = (0xFF if rng.random() < 0.5 else 0x80) & 0x7F | (b[1] & 0x80)
    low = bytes(rng.choice([0, 255, rng.randint(0, 255)]) for _ in range(3))
    return C.from_fp5(bytes([e, top]) + low)


def _diff_stepwise(a: C.Number, b: C.Number) -> int:
    """The sign of the ROM's a - b, by the integers (no float path)."""
    d = C._sub_int(a, b)
    return 0 if C.test_zero(d) else -1 if C.less_0(d) else 1


@pytest.mark.slow
def test_the_float_paths_give_the_integer_routines_bits() -> None:
    """add, sub, mul, div and compare on Python floats against the integer
    routines they stand for (_add_int ... _compare_exp: every case), on
    random, short and whole numbers and on sums that cancel."""
    rng = random.Random(33)
    pairs = ((C.add, C._add_int), (C.sub, C._sub_int), (C.mul, C._mul_int),
             (C.div, C._div_int), (C.compare, _diff_stepwise))
    taken = 0
    for _ in range(40000):
        a = _short(rng) if rng.random() < 0.5 else _number(rng)
        b = _short(rng) if rng.random() < 0.5 else _number(rng)
        if rng.random() < 0.1:                    # equal, or nearly: cancellation
            b = a if rng.random() < 0.5 else -C.add(a, _short(rng) * 2.0 ** -30) \
                if a and abs(a) < 1e30 else b
        for fast, stepwise in pairs:
            assert _outcome(fast, a, b) == _outcome(stepwise, a, b), (fast.__name__, a, b)
        taken += type(a) is float and type(b) is float
    assert taken > 10000


@pytest.mark.slow
def test_comparisons_are_the_subtractions_sign() -> None:
    """compare (=, <>, <, >...) answers as the ROM's subtraction would, also where
    it shortcuts the subtraction for operands whose exponents are one apart."""
    rng = random.Random(32)
    for _ in range(60000):
        a = _number(rng)
        b = _near(rng, a) if rng.random() < 0.7 else _number(rng)
        assert _outcome(C.compare, a, b) == _outcome(_diff_stepwise, a, b), (a, b)
    for e in range(100, 200):                     # a unit or two either side of 2^n
        for low in (0x7FFFFFFF, 0x7FFFFFFE):
            for high in (0, 1):
                below = C.from_fp5(bytes([e]) + low.to_bytes(4, "big"))
                above = C.from_fp5(bytes([e + 1]) + high.to_bytes(4, "big"))
                for a, b in ((below, above), (above, below), (-below, -above)):
                    assert _outcome(C.compare, a, b) == _outcome(_diff_stepwise, a, b), (a, b)
    # the largest number below 2^n is 2^n to the ROM: its subtraction rounds to zero
    assert C.compare(C.from_fp5(bytes([140, 0x7F, 0xFF, 0xFF, 0xFF])),
                     C.from_fp5(bytes([141, 0, 0, 0, 0]))) == 0


def _int_stepwise(x: C.Number) -> C.Number:
    """INT as the ROM's steps: TRUNCATE, and for a negative number not whole
    one less (no inline case)."""
    if type(x) is int:
        return x
    t = C.truncate(x)
    if not C.less_0(x) or C.test_zero(C.sub(x, t)):
        return t
    return C.sub(t, 1)


def test_int_gives_the_stepwise_bits() -> None:
    """INT of a positive number below 65536 is Python's int() inline."""
    rng = random.Random(34)
    for _ in range(20000):
        x = _short(rng) if rng.random() < 0.5 else _number(rng)
        for y in (x, -x if x else x, C.NEG_ZERO, 0.5, 65535.99609375, 65536.0):
            assert _outcome(C.int_, y) == _outcome(_int_stepwise, y), y


def test_whole_quotients_of_small_integers_give_the_integer_routines_bits() -> None:
    """div's small-integer case (a whole quotient, returned at once) against
    _div_int: every sign, the largest operands, and the remainders beside."""
    rng = random.Random(30)
    cases = [(65535, 1), (-65535, 1), (65535, -65535), (65534, 2), (-32768, 256), (1, 1)]
    for _ in range(3000):
        b = rng.choice((1, -1)) * rng.randint(1, 65535)
        q = rng.choice((1, -1)) * rng.randint(1, 65535 // abs(b))
        cases += [(b * q, b), (b * q + rng.choice((1, -1)), b)]
    for a, b in cases:
        if -65536 < a < 65536:
            assert _outcome(C.div, a, b) == _outcome(C._div_int, a, b), (a, b)
            assert not a or type(C.div(a, b)) is float


def test_quotients_by_powers_of_two_give_the_integer_routines_bits() -> None:
    """div by a small integer that is a power of two (exact: returned at
    once) against _div_int, for numbers of every size, NEG_ZERO and the
    bottom of the exponent range."""
    rng = random.Random(31)
    tiny = [C.from_fp5(bytes([e, 0x80 | rng.randint(0, 127), 1, 2, 3])) for e in range(1, 40)]
    for _ in range(20000):
        a = _short(rng) if rng.random() < 0.5 else _number(rng)
        for x in (a, rng.choice(tiny), C.NEG_ZERO, -65535, 65535, 3):
            for n in (0, 1, 2, rng.randint(3, 16)):
                b = 2 ** n
                if b < 65536:
                    assert _outcome(C.div, x, b) == _outcome(C._div_int, x, b), (x, b)


def test_sums_half_way_between_give_the_stepwise_bits() -> None:
    """add and sub where the operand with the smaller exponent is shifted out by exactly
    a half (its last bit shifted out set, every lower one clear): the float paths round
    up there when Python's sum is exact (exponents up to 21 apart) and take the routine
    when it is not (a sum just under a half may round to one in Python's 53 bits); both
    signs, both orders, exponents 1 to 40 apart, carries included."""
    rng = random.Random(34)
    ties = 0
    for _ in range(20000):
        ea = rng.randint(100, 160)
        shift = rng.randint(1, 40)
        va = rng.getrandbits(31) | 1 << 31
        vb = rng.getrandbits(31) | 1 << 31
        if shift <= 32:
            vb >>= shift
            vb <<= shift
            kind = rng.random()
            if kind < 0.5:
                vb |= 1 << (shift - 1)                        # a half shifted out
            elif kind < 0.75:
                vb |= (1 << (shift - 1)) - 1                  # just under a half
            else:
                vb |= 1 << (shift - 1) | 1                    # just over a half
            if not vb >> 31:
                vb |= 1 << 31
        if rng.random() < 0.2:
            va = 0xFFFFFFFF                                   # sums that carry
        a = ldexp(va * rng.choice((1, -1)), ea - 160)
        b = ldexp(vb * rng.choice((1, -1)), ea - shift - 160)
        if rng.random() < 0.5:
            a, b = b, a
        assert _outcome(C.add, a, b) == _outcome(_add_stepwise, a, b), (a, b)
        assert _outcome(C.sub, a, b) == _outcome(_add_stepwise, a, C.neg(b)), (a, b)
        ties += shift <= 21
    assert ties > 8000

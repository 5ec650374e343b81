"""The C64's inlined arithmetic gives the bits of the ROM routines it stands for.

``add``, ``sub`` and ``mul`` run FADDT's and FMULTT's usual case in one
function (issue 30); here they are checked against the routines one by one
(``_fac``, FORPSH's rounding, FADDT/FMULTT, NORMAL, ``_flt``) on random FAC
values: 32-bit and 40-bit mantissas, exponents at both ends of the range,
MULSHF's extra shift, results that overflow or underflow."""
from __future__ import annotations

import math
import random

import pytest

from basic.core.errors import BasicError
from basic.dialects.c64 import _fac as F
from basic.dialects.c64 import numbers as N


def _value(rng: random.Random) -> float:
    pick = rng.random()
    if pick < 0.03:
        return rng.choice([0.0, -0.0])
    if pick < 0.1:
        return float(rng.randint(-100000, 100000))
    if pick < 0.15:
        return rng.choice([0.0, 1.0, -1.0, 0.5, 2147483648.0, -2147483649.0])
    e = rng.choice([rng.randint(1, 255), rng.randint(120, 140), rng.choice([1, 2, 3, 127, 128,
                                                                            129, 254, 255])])
    bits = rng.choice([32, 40, 40, 8, 16, 24])
    mantissa = rng.getrandbits(bits - 1) | 1 << (bits - 1)
    if rng.random() < 0.3:                       # a zero byte or two among the low ones
        mantissa &= ~(0xFFFF << rng.choice([0, 8, 16]))
        mantissa |= 1 << (bits - 1)
    value = math.ldexp(mantissa, e - 128 - bits)
    return -value if rng.random() < 0.5 else value


def _outcome(f, a: float, b: float):
    try:
        v = f(a, b)
    except BasicError as exc:
        return "error", exc.code
    return math.copysign(1.0, v), v


def _stepwise(op):
    def run(a: float, b: float) -> float:
        return N._flt(op(N._arg(a), N._fac(b)))
    return run


@pytest.mark.slow
def test_add_sub_mul_give_the_routines_bits() -> None:
    rng = random.Random(30)
    cases = 0
    for _ in range(80000):
        a, b = _value(rng), _value(rng)
        if N._both_small(a, b):
            continue                             # the whole-number paths are not the inlined ones
        cases += 1
        assert _outcome(N._add, a, b) == _outcome(_stepwise(F.faddt), a, b), (a, b)
        assert _outcome(N.sub, a, b) == _outcome(_stepwise(F.fsubt), a, b), (a, b)
        if not (-16777216.0 < b < 16777216.0 and -2147483648.0 < a * b < 2147483648.0
                and a.is_integer() and b.is_integer()):
            assert _outcome(N.mul, a, b) == _outcome(_stepwise(F.fmultt), a, b), (a, b)
    assert cases > 50000


def _one(f, a: float):
    try:
        v = f(a)
    except BasicError as exc:
        return "error", exc.code
    return math.copysign(1.0, v), v


@pytest.mark.slow
def test_div_int_round_give_the_routines_bits() -> None:
    """div's inlined FDIVT, int_'s floor below 2^31 and round_'s inlined
    ROUND (issue 30) against FDIVT, INT and ROUND/MOVMF one by one."""
    rng = random.Random(31)
    for _ in range(60000):
        a, b = _value(rng), _value(rng)
        if not (b and N._both_small(a, b) and a % b == 0):
            assert _outcome(N.div, a, b) == _outcome(_stepwise(F.fdivt), a, b), (a, b)
        assert _one(N.int_, a) == _one(lambda x: N._flt(F.int_(N._fac(x))[0]), a), a
        assert _one(N.round_, a) == _one(lambda x: N._flt(F.unpack(F.pack(N._fac(x)))), a), a
    # the rounding carry out of the mantissa, and the smallest negatives
    for a in (math.ldexp(2**40 - 1, -40), -math.ldexp(2**40 - 1, 86), -1.5e-39, -2.5e-38):
        assert _one(N.round_, a) == _one(lambda x: N._flt(F.unpack(F.pack(N._fac(x)))), a), a
        assert _one(N.int_, a) == _one(lambda x: N._flt(F.int_(N._fac(x))[0]), a), a


@pytest.mark.slow
def test_fin_of_plain_digits_is_the_routines() -> None:
    """numbers.fin reads up to nine plain digits as the number they spell
    (issue 30); FIN digit by digit gives the same value and stops there."""
    from basic.dialects.c64 import _fac_text as T
    rng = random.Random(32)
    texts = [str(rng.randrange(10 ** rng.randint(1, 10))) for _ in range(30000)]
    texts += ["0", "007", "000000000", "999999999", "1234567890", "12 3", "12.5", "12E3",
              "  42,", "42:", "-42", "+7", "1e", "12" + chr(0xAB) + "3", ""]
    for t in texts:
        for tail in ("", ",", ":", " ,", "X"):
            f, end = T.fin(t + tail)
            assert N.fin(t + tail) == (N._flt(f), end), t + tail
            assert N.val(t + tail) == N._flt(f)


@pytest.mark.slow
def test_compare_gives_fcomps_order() -> None:
    """compare's inlined FCOMP (issue 30) against FCOMP of FAC and the
    rounded ARG, including facov's borrow at a low byte of $FF."""
    rng = random.Random(33)
    for _ in range(80000):
        a, b = _value(rng), _value(rng)
        if rng.random() < 0.3:                   # near each other: the low bytes decide
            b = math.ldexp(math.frexp(a)[0] * 2 ** 40 + rng.randint(-600, 600), math.frexp(a)[1] - 40)
        if rng.random() < 0.05:                  # FAC with a low byte of $FF and facov's top bit
            m, e = math.frexp(abs(b) or 1.0)
            x = (int(math.ldexp(m, 40)) | 0xFF80)
            b = math.copysign(math.ldexp(x, e - 40), b)
        assert _outcome(N.compare, a, b) == _outcome(lambda x, y: float(-F.fcomp(N._fac(y), N._arg(x))),
                                                      a, b), (a, b)


def test_past_the_whole_number_test_is_the_same_operation() -> None:
    """add_past & co. (what generated code calls when its own whole-number
    test fails) give what add, sub, mul and compare give, ints included."""
    rng = random.Random(34)
    pairs = [(_value(rng), _value(rng)) for _ in range(20000)]
    pairs += [(3, 4.5), (2.5, 7), (1 << 40, 3), (5, 6)]
    for a, b in pairs:
        whole = N._both_small(a, b)
        for past, op in ((N.add_past, N.add), (N.sub_past, N.sub), (N.mul_past, N.mul),
                         (N.compare_past, N.compare)):
            if op is N.mul and whole and -16777216.0 < b < 16777216.0 and -2147483648.0 < a * b < 2147483648.0:
                continue
            if op is not N.mul and whole and isinstance(a, float) and isinstance(b, float):
                continue
            assert _outcome(past, a, b) == _outcome(op, a, b), (past, a, b)


@pytest.mark.slow
def test_poly_gives_fmultt_and_faddt_step_by_step() -> None:
    """POLY's FMULTT written out (issue 30) against FMULTT then FADDT, for
    each of the ROM's series, on random FAC values."""
    from basic.dialects.c64 import _fac_math as M

    def stepwise(f, coefs):
        z = F.pack(f)
        f = F.faddt(coefs[1], F.fmultt(coefs[0], F.unpack(z)))
        for c in coefs[2:]:
            f = F.faddt(c, F.fmultt(z, f))
        return f

    rng = random.Random(35)
    for _ in range(20000):
        v = _value(rng)
        for coefs in (M.LOGCN2, M.EXPCON, M.SINCON, M.ATNCON):
            try:
                f = N._fac(v)
                want = stepwise(f, coefs)
            except BasicError as exc:
                want = exc.code
            try:
                got = M.poly(N._fac(v), coefs)
            except BasicError as exc:
                got = exc.code
            assert got == want, (v, coefs)


def test_zero_operands_as_the_routines() -> None:
    """_add and _mul with a zero operand (issue 30) give what FADDT and
    FMULTT give: the other operand (the left rounded), 0, or the OVERFLOW
    the left one's rounding raises."""
    top = math.ldexp(2 ** 40 - 1, 127 - 40)          # rounds past the largest exponent
    for a in (0.0, -0.0, 1.5, -1.0 / 3, top, -top, math.ldexp(1.0, -128)):
        for b in (0.0, -0.0, N.from_literal(".1"), -7.25):
            if a and b:
                continue
            assert _outcome(N._add, a, b) == _outcome(_stepwise(F.faddt), a, b), (a, b)
            assert _outcome(N.mul, a, b) == _outcome(_stepwise(F.fmultt), a, b), (a, b)
    assert _outcome(N.mul, top, 0.0) == ("error", "OVERFLOW")


def test_div_of_whole_numbers_gives_fdivts_bits() -> None:
    """div of two whole numbers below 2^31 that do not divide (issue 30:
    Python's quotient truncated to FDIVT's 34 bits, exact by a power of
    two, FDIVT's own way when Python's lands on a step) against FDIVT."""
    rng = random.Random(37)
    pairs = [(1073741953, 8388609), (1073741887, 16777217), (2147483523, 16777215),
             (2147483519, 16777215), (1073741854, 33554433),       # Python's on a step, not exact
             (1235, 26), (12345, 2), (-7, 4), (7, -1024), (2147483647, 2), (1, 3), (-1, 3),
             (2147483647, 2147483646), (1, 2147483647), (26, 1235)]
    for _ in range(30000):
        a = rng.choice([rng.randint(-100, 100), rng.randint(-70000, 70000),
                        rng.randint(-2147483647, 2147483647)])
        b = rng.choice([rng.randint(-30, 30), 1 << rng.randint(0, 30), rng.randint(-70000, 70000),
                        rng.randint(-2147483647, 2147483647), 13 * rng.randint(1, 9)])
        if rng.random() < 0.2 and b:
            a = b * rng.randint(-2000, 2000) // (1 << rng.randint(0, 12))
        pairs.append((a, b))
    for a, b in pairs:
        for x, y in ((float(a), float(b)), (a, b)):
            if not y or x % y == 0 or not -2147483648 < a < 2147483648:
                continue
            assert _outcome(N.div, x, y) == _outcome(_stepwise(F.fdivt), float(x), float(y)), (x, y)


def test_numbers_far_apart_compare_in_pythons_order() -> None:
    """The C64 tier's comparison shortcut (codegen._apart): two numbers
    more than 2^-20 of the right one apart, the left below 1e37, are in
    FCOMP's order as Python orders them; near ones, FAC's with a low byte
    of $FF and facov's top bit (which FCOMP sees 255 steps lower: its
    rounding carry wraps the byte without a carry on), both signs and zero
    among them."""
    from basic.dialects.c64.conditions import APART as _APART
    rng = random.Random(39)
    apart = 0
    for _ in range(40000):
        a, b = _value(rng), _value(rng)
        if rng.random() < 0.5:                   # a few of the tolerance's widths apart
            b = a * (1 + rng.choice([-1, 1]) * _APART * rng.choice([0.5, 1.0001, 1.5, 4, 100]))
            if rng.random() < 0.3:                 # as far as FCOMP's $FF wrap moves one
                b = a * (1 + rng.choice([-1, 1]) * 2.0 ** -24 * rng.choice([0.9, 1.1, 2]))
            m, e = math.frexp(abs(b) or 1.0)
            x = int(math.ldexp(m, 40))
            if rng.random() < 0.3:
                x |= 0xFF80                      # facov's borrow case
            b = math.copysign(math.ldexp(x, e - 40), b)
        if not (-1e37 < a < 1e37 and abs(a - b) > abs(b) * _APART):
            continue
        apart += 1
        want = _outcome(lambda x, y: float(-F.fcomp(N._fac(y), N._arg(x))), a, b)
        assert want == (1.0, float((a > b) - (a < b))) or want == (-1.0, float((a > b) - (a < b))), (a, b)
    assert apart > 15000

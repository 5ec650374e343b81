"""The fast paths of basic.numbers.cbm give exactly the ROM routine's result.

cbm.add/sub/mul/div/compare/to_str/to_int16... take a shortcut for small whole
numbers.  Here each shortcut is checked against the full routine translation
(itself checked against the ROM by test_cbm_golden.py) on edge values and on
a fixed pseudo-random sample.
"""
from __future__ import annotations

import random

import pytest

from basic.dialects.c64 import _fac as F
from basic.dialects.c64 import _fac_text as T
from basic.dialects.c64 import numbers as cbm
from basic.core.errors import BasicError

EDGES = [0, 1, -1, 2, 3, 7, 10, 255, 256, -256, 32767, -32768, 32768, 65535, 65536,
         99999999, 100000000, 999999999, -999999999, 2**24 - 1, 2**24, -(2**24), 2**31 - 1,
         -(2**31) + 1, 2**30, 123456789]


def sample(n: int = 400, seed: int = 6502) -> list[float]:
    r = random.Random(seed)
    out = [float(v) for v in EDGES]
    for _ in range(n):
        bits = r.choice([4, 8, 12, 16, 20, 24, 28, 31])
        out.append(float(r.randrange(-(2**bits) + 1, 2**bits)))
    return out


def slow(fn, a, b):
    try:
        return cbm._flt(fn(cbm._arg(a), cbm._fac(b)))
    except BasicError as e:
        return e.code


def fast(fn, a, b):
    try:
        return fn(a, b)
    except BasicError as e:
        return e.code


VALUES = sample()
PAIRS = list(zip(VALUES, reversed(VALUES))) + [(a, b) for a in EDGES[:12] for b in EDGES[:12]]


@pytest.mark.parametrize("fn,routine", [(cbm.add, F.faddt), (cbm.sub, F.fsubt),
                                        (cbm.mul, F.fmultt), (cbm.div, F.fdivt)])
def test_arithmetic_fast_paths(fn, routine):
    bad = [(a, b) for a, b in PAIRS if fast(fn, float(a), float(b)) != slow(routine, float(a), float(b))]
    assert not bad, bad[:5]


def test_exact_division_fast_path_is_taken_and_right():
    for a, b in [(12.0, 4.0), (-12.0, 4.0), (0.0, 5.0), (2147483646.0, 2.0), (7.0, 7.0)]:
        assert cbm.div(a, b) == slow(F.fdivt, a, b) == a / b + 0.0


def test_compare_fast_path():
    for a, b in PAIRS:
        assert cbm.compare(a, b) == -F.fcomp(cbm._fac(b), cbm._arg(a))


def test_to_str_fast_path():
    for v in VALUES + [float(10**k) for k in range(9)] + [float(-(10**k)) for k in range(9)]:
        if abs(v) < 1e9:
            assert cbm.to_str(v) == T.fout(cbm._fac(v)), v


@pytest.mark.parametrize("fn,routine", [(cbm.to_int16, F.ayint), (cbm.to_uint16, F.getadr),
                                        (cbm.to_byte, F.conint)])
def test_integer_fast_paths(fn, routine):
    for v in VALUES:
        try:
            want = routine(cbm._fac(v))
        except BasicError as e:
            want = e.code
        try:
            got = fn(v)
        except BasicError as e:
            got = e.code
        assert got == want, v


def test_zero_results_are_plain_zero():
    assert str(cbm.mul(0.0, -5.0)) == "0.0"
    assert str(cbm.mul(-5.0, 0.0)) == "0.0"
    assert str(cbm.div(0.0, -5.0)) == "0.0"
    assert str(cbm.neg(0.0)) == "0.0"

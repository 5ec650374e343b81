"""The Spectrum's inlined arithmetic gives the bits of the operations it stands for.

``add`` and ``sub`` run ADDITION's usual case inline and the series
generator runs its multiplications and additions inline (issue 30); each is
checked here against the step-by-step form it replaced, on random 5-byte
numbers that reach the rare cases (carries out of 32 bits, results at the
bottom of the exponent range, small integers, report 6)."""
from __future__ import annotations

import random

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


def test_add_and_sub_give_the_stepwise_bits() -> None:
    rng = random.Random(30)
    for _ in range(60000):
        a, b = _number(rng), _number(rng)
        if type(a) is int and type(b) is int or not a or not b:
            continue                     # the small-integer paths are not the inlined ones
        assert _outcome(C.add, a, b) == _outcome(_add_stepwise, a, b), (a, b)
        assert _outcome(C.sub, a, b) == _outcome(_add_stepwise, a, C.neg(b)), (a, b)


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

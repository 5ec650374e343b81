"""Counts past the small integers and short floats give the calculator's
bits, in NEXT and in the generated tier's sums and products.

A whole 5-byte float below 2**31 plus a small integer is exact in the ROM's
32-bit mantissa, so NEXT (``SinclairCompiler.stmt_Next``) and the generated
code's ``+``/``-`` add such numbers with Python's float sum and compare them
with Python's comparison (issue 30).  Each case here runs a loop in the
interpreter and again step by step through ``_calc.add``/``sub`` and
``gt``/``lt``, and compares every value's form (small integer or float) and
its five bytes: a zero sum must be the ROM's zero (the small integer 0), a
sum past 2**31 must take the routine.  The ROM's own answers for such loops
are in tests/golden/zx/control/for_past_small_integers.

Floats that are multiples of 2**-10 below 2**21 ("short": at most 31
significant bits) add and subtract exactly in the ROM's 32 bits, with each
other and with small integers, and so does a short float times a small
integer while the product stays below 2**21; the generated code does those
with Python's operators.  The cases reach both bounds, numbers just past
them whose sums would round, zero results and NEG_ZERO.
"""
from __future__ import annotations

import random

import pytest

from basic.core.host import HeadlessHost
from basic.dialects import get_dialect
from basic.dialects.sinclair import _calc as C
from basic.dialects.sinclair.compiler import SinclairCompiler
from basic.frontends.runner import load_listing


def _form(x: C.Number) -> tuple[str, bytes]:
    return type(x).__name__, C.to_fp5(x)


def _run(listing: str, hot: int) -> dict[str, C.Number]:
    saved = SinclairCompiler.HOT
    SinclairCompiler.HOT = hot
    try:
        machine, interp, parsed = load_listing(listing, get_dialect("spectrum"),
                                               HeadlessHost([], [], 50, 10 ** 6), False)
        report = interp.start(parsed)
    finally:
        SinclairCompiler.HOT = saved
    assert report.code == "0", report
    v = interp.vars
    return {name: v.num[slot] for name, slot in v.num_slots.items()}


def _cases(seed: int) -> list[tuple[C.Number, int, C.Number]]:
    """(start, step, limit) (the limit as written: the listing's number is
    what the loop uses): starts that are whole floats from 1 to 2**31 in
    size (and a few past it), small steps, limits whole or not, some
    crossing zero."""
    rng = random.Random(seed)
    out = []
    for _ in range(60):
        big = rng.choice([65536, 2 ** 20, 2 ** 31 - 200, 2 ** 31 + 50, 300])
        start = float(rng.choice((1, -1)) * rng.randint(1, big))
        step = rng.choice([1, -1, 3, -7, 65535, -65535, rng.randint(-70000, 70000) or 1])
        steps = rng.randint(0, 12)
        if rng.random() < 0.25:
            start = float(-step * rng.randint(1, 5))     # through zero
        out.append((start, step, start + step * steps + rng.choice([0, 0.5, -0.25])))
    return out


def _stepwise(start: C.Number, step: int, limit: C.Number) -> tuple[C.Number, int]:
    """FOR and NEXT through the calculator's routines: the last value and the passes."""
    if C.gt(start, limit) if step >= 0 else C.lt(start, limit):
        return start, 0                   # FOR passes over the loop
    v, passes = start, 1
    while True:
        v = C.add(v, step)
        if (C.gt(v, limit) if step >= 0 else C.lt(v, limit)):
            return v, passes
        passes += 1


def _literal(x: C.Number) -> str:
    """``x`` as an expression whose value has x's form and bits: a whole
    float below 65536 is made by a sum of float-form numbers."""
    if isinstance(x, float) and x.is_integer() and abs(x) < 65536:
        return f"({int(x) + 100000}-100000)"
    return repr(int(x)) if float(x).is_integer() else repr(x)


@pytest.mark.parametrize("seed", range(4))
def test_next_counts_whole_floats_as_the_calculator(seed: int) -> None:
    tried = 0
    for start, step, limit in _cases(seed):
        listing = (f"10 LET s={_literal(start)}: LET l={limit!r}: LET c=0\n"
                   f"20 IF ABS (l-s)<100*ABS {step} THEN FOR k=s TO l STEP {step}: "
                   f"LET c=c+1: NEXT k\n")
        got = _run(listing, 10 ** 9)
        assert _form(got["s"]) == _form(start)
        if "k" not in got:
            continue
        tried += 1
        want, passes = _stepwise(got["s"], step, got["l"])
        assert _form(got["k"]) == _form(want), (start, step, limit)
        assert got["c"] == passes
    assert tried > 40


@pytest.mark.parametrize("seed", range(4))
def test_generated_sums_of_whole_floats_are_the_calculators(seed: int) -> None:
    rng = random.Random(100 + seed)
    lines = []
    expect = {}
    for i in range(40):
        a = float(rng.choice((1, -1)) * rng.randint(1, rng.choice([65536, 2 ** 31 - 70000, 2 ** 31 + 9])))
        b = rng.choice([1, -1, 65535, -65535, rng.randint(-65535, 65535)])
        if rng.random() < 0.2:
            b = int(-a) if abs(a) < 65536 else b          # a sum of zero
        op = rng.choice("+-")
        lines.append(f"{10 + i} LET a{i}={_literal(a)}: LET r{i}=a{i}{op}{b}")
        expect[f"r{i}"] = (C.add if op == "+" else C.sub)(a, b)
    got = _run("\n".join(lines) + "\n", 0)
    for name, want in expect.items():
        assert _form(got[name]) == _form(want), name


def _short_number(rng: random.Random) -> C.Number:
    """A float that is a multiple of 2**-10 below 2**21 (the generated
    code's short numbers), one just past either bound, or a small integer."""
    pick = rng.random()
    if pick < 0.25:
        return rng.randint(-65535, 65535)
    if pick < 0.35:
        return rng.choice([2097152.0 - 2 ** -10, -2097152.0 + 2 ** -10, 2 ** -10, -(2 ** -10),
                           2097152.0, 2 ** -11, 1048576.5, 0.5, -0.75, C.NEG_ZERO,
                           2.0 ** 22 - 2 ** -10, -(2.0 ** 22) + 2 ** -10, 3 * 2.0 ** 20 + 2 ** -10])
    return (rng.randint(-(2 ** 31) + 1, 2 ** 31 - 1) >> rng.randint(0, 30)) / 1024.0 or 0.5


def _expression(x: C.Number) -> str:
    """A BASIC expression whose value is ``x`` in x's form and bits: a short
    float as its 1024ths (2048ths) divided by 1024 (2048): exact; a small
    integer as itself."""
    if isinstance(x, int):
        return f"({x})"
    if x == 0:                                    # NEG_ZERO, the ROM's -65536
        return "(-65535-1)"
    if not (x * 1024).is_integer():               # 2**-11
        return f"({int(x * 2048)}/2048)"
    return f"({int(x * 1024)}/1024)"


@pytest.mark.parametrize("seed", range(4))
def test_generated_arithmetic_of_short_floats_is_the_calculators(seed: int) -> None:
    """+, - and * on short floats and small integers, in the generated code,
    against _calc's add, sub and mul (values and forms), through both bounds
    and with sums and products of zero."""
    rng = random.Random(200 + seed)
    lines, expect = [], {}
    for i in range(60):
        a, b = _short_number(rng), _short_number(rng)
        if rng.random() < 0.1:
            b = -a if isinstance(a, int) else a       # zero sums
        op = rng.choice("+-*")
        lines.append(f"{10 + i} LET a{i}={_expression(a)}: LET b{i}={_expression(b)}: "
                     f"LET r{i}=a{i}{op}b{i}")
        expect[f"r{i}"] = (a, b, {"+": C.add, "-": C.sub, "*": C.mul}[op])
    got = _run("\n".join(lines) + "\n", 0)
    for name, (a, b, fn) in expect.items():
        i = name[1:]
        assert _form(got[f"a{i}"]) == _form(a) and _form(got[f"b{i}"]) == _form(b), name
        assert _form(got[name]) == _form(fn(a, b)), (name, a, b, fn.__name__)

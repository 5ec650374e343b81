"""The Spectrum's EXP, LN, SIN, COS, TAN, SQR and ``^`` on unpacked numbers
(``_series_unpacked``, what the calculator uses) against the same ROM sequences written as
calculator operations on numbers (``_series``, the readable spec): the same bits, the same
form (small integer or float), the same reports, on every kind of argument.

Both ways of forming the 64-bit product are checked: one Python product, and the 16-bit
halves the native build uses (``NATIVE``), which are forced here in pure Python."""
from __future__ import annotations

import math
import random
from collections.abc import Callable

import pytest

from basic.core.errors import BasicError
from basic.dialects.sinclair import _calc, _series, _series_unpacked
from basic.dialects.sinclair import calculator as zx

Number = int | float


def _outcome(f: Callable[..., Number], *args: Number) -> tuple[object, ...]:
    try:
        r = f(*args)
    except BasicError as exc:
        return ("report", str(exc))
    return ("value", type(r).__name__, zx.to_fp5(r) if type(r) is float or -65535 <= r <= 65535
            else r)


def _arguments(seed: int, count: int) -> list[Number]:
    """Small integers, numbers near 1..100 and any 5-byte value, both signs, and the edges."""
    rng = random.Random(seed)
    out: list[Number] = [0, 1, -1, 2, 10, 100, 65535, -65535, 0.5, -0.5, 1.0, 2.0, -2.0,
                         _calc.NEG_ZERO, 88.0, 89.0, -88.0, -89.0, 1e-38, 1.7e38, -1.7e38,
                         zx.PI, zx.PI_2, _series.LN_08]
    for _ in range(count):
        k = rng.random()
        if k < 0.3:
            out.append(rng.randint(-300, 300))
            continue
        e = rng.randint(120, 140) if k < 0.7 else rng.randint(1, 255)
        m = rng.getrandbits(31) | 1 << 31
        out.append(math.ldexp(-m if rng.random() < 0.5 else m, e - 160))
    return out


@pytest.fixture(params=["python product", "native halves"])
def product(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    if request.param == "native halves":
        monkeypatch.setattr(_calc, "NATIVE", True)
        monkeypatch.setattr(_series, "NATIVE", True)
    return str(request.param)


@pytest.mark.parametrize("name", ["ln", "exp", "sin", "cos", "tan", "sqr"])
def test_each_function_matches_the_rom_sequence(name: str, product: str) -> None:
    fast, spec = getattr(_series_unpacked, name), getattr(_series, name)
    for x in _arguments(sum(map(ord, name)), 3000):
        assert _outcome(fast, x) == _outcome(spec, x), (name, x)


def test_power_matches_the_rom_sequence(product: str) -> None:
    xs = _arguments(7, 1500)
    ys = _arguments(8, 60) + [0.5, 2, 3, -1, 0]
    rng = random.Random(9)
    for x in xs:
        y = rng.choice(ys)
        assert _outcome(_series_unpacked.power, x, y) == _outcome(_series.power, x, y), (x, y)


def test_the_calculator_uses_the_unpacked_functions() -> None:
    for name in ("ln", "exp", "sin", "cos", "tan", "sqr", "power"):
        assert getattr(zx, name) is getattr(_series_unpacked, name)


def test_the_unpacked_product_matches_multiplication(product: str) -> None:
    """``_mul_ev`` (both ways of forming the product) against MULTIPLICATION's general
    routine (``_muldiv_result``: the exponent checks, NORMALISE with the rounding byte),
    at every exponent."""
    rng = random.Random(11)
    for n in range(20000):
        ea, eb = rng.randint(1, 255), rng.randint(1, 255)
        if n % 2:                    # and as often, exponents around the usual range's ends
            ea = rng.choice((1, 2, 64, 65, 66, 127, 128, 129, 190, 191, 192, 255))
            eb = rng.choice((1, 2, 64, 65, 66, 127, 128, 129, 190, 191, 192, 255))
        va, vb = ((rng.getrandbits(31) | 1 << 31) * rng.choice((1, -1)) for _ in range(2))
        p = abs(va * vb)
        try:
            want: object = _calc._unpack(_calc._muldiv_result(ea + eb - 128, p >> 32,
                                                              (p >> 24) & 0xFF,
                                                              (va < 0) != (vb < 0)))
        except BasicError as exc:
            want = str(exc)
        try:
            got: object = _calc._mul_ev(ea, va, eb, vb)
        except BasicError as exc:
            got = str(exc)
        assert got == want, (ea, va, eb, vb)


def test_exp_of_a_series_that_gives_zero(monkeypatch: pytest.MonkeyPatch) -> None:
    """EXP sets the exponent byte of the series' result even when that is zero (a number the
    ROM's tables never give; kept as the ROM has it): both forms agree there too."""
    monkeypatch.setattr(_series, "series", lambda z, coeffs: 0)
    monkeypatch.setattr(_series_unpacked, "series_unpacked", lambda e0, v0, coeffs: (0, 0))
    seen = set()
    for x in [0, 1, -1, 5.5, -5.5, 100, -100, 88.0, 89.0, -89.0, 0.001, 1e30, -1e30]:
        got, want = _outcome(_series_unpacked.exp, x), _outcome(_series.exp, x)
        assert got == want, x
        seen.add(got[0] if got[0] == "report" else got[2] != bytes(5))
    assert seen == {"report", True, False}     # report 6, a number made of the zero, and zero

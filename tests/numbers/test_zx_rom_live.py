"""basic.numbers.zx against the ROM itself, live (skoolkit's simulator, no
stored answers): fresh random operands each run of the seed below, plus a
byte-for-byte check that the constants transcribed in _zx_series are the
ROM's.  Kept small so it runs in a second or two; regen_zx_golden.py
--soak runs the same comparison at scale."""
from __future__ import annotations

import random

import pytest
from skoolkit import ROM48, read_bin_file

import zx_cases as C
from basic.dialects.sinclair import _series as S
from basic.dialects.sinclair import calculator as zx
from basic.core.errors import BasicError

ROM = bytes(read_bin_file(ROM48, 16384))
SEED = 4242


@pytest.fixture(scope='module')
def rom():
    from zxrom_calc import ZXRomCalc
    return ZXRomCalc()


def _ours(fn, *args):
    try:
        return zx.to_fp5(fn(*args))
    except BasicError as e:
        return e.code


@pytest.mark.parametrize('op', list(C.BINARY) + list(C.COMPARE))
def test_binary_live(rom, op):
    rng = random.Random('%d %s' % (SEED, op))
    romop, fn = C.BINARY.get(op) or C.COMPARE[op]
    for _ in range(150):
        a, b = (C.random_value(rng), C.random_value(rng)) if op in C.BINARY else C.compare_pair(rng)
        assert _ours(fn, a, b) == rom.op(romop, zx.to_fp5(a), zx.to_fp5(b)), (a, b)


@pytest.mark.parametrize('op', list(C.UNARY))
def test_unary_live(rom, op):
    rng = random.Random('%d %s' % (SEED, op))
    romop, fn = C.UNARY[op]
    for _ in range(25 if op in C.FUNCTIONS else 150):
        a = C.function_arg(rng, op) if op in C.FUNCTIONS else C.random_value(rng)
        assert _ours(fn, a) == rom.op(romop, zx.to_fp5(a)), a


def test_str_and_literals_live(rom):
    rng = random.Random(SEED)
    for _ in range(150):
        x = C.random_value(rng)
        assert zx.to_str(x).encode() == rom.str_(zx.to_fp5(x)), x
        lit = C.random_literal(rng)
        want = rom.dec_to_fp(lit.encode())
        try:
            got = zx.to_fp5(zx.scan_literal(lit)[0])
        except BasicError as e:
            got = e.code
        assert got == want, lit


def test_str_leaves_zero_live(rom):
    """STR$ x leaves one item on the calculator stack, or two (an extra
    zero below the string) exactly when str_leaves_zero(x)."""
    rng = random.Random(SEED)
    values = [0, 1, -1, zx.NEG_ZERO, 0.5, -0.5, zx.from_literal('0.999999999'), 65536.0]
    values += [C.random_value(rng) for _ in range(100)]
    for x in values:
        items = rom.calc_stack(bytes([0x2E]), zx.to_fp5(x))
        assert len(items) == (2 if zx.str_leaves_zero(x) else 1), x
        if len(items) == 2:
            assert items[0] == bytes(5)


def test_rnd_live(rom):
    for seed in (0, 1, 74, 65534, 65535, 12345):
        new, value = zx.rnd_step(seed)
        assert (new, zx.to_fp5(value)) == rom.rnd(seed)


def _rom_constants(addr: int, count: int) -> list[tuple[int, ...]]:
    """Read ``count`` stk-data constants starting at ``addr`` in the ROM."""
    out = []
    for _ in range(count):
        first = ROM[addr]
        size = 1 + (0 if first & 0x3F else 1) + (first >> 6) + 1
        out.append(tuple(ROM[addr:addr + size]))
        addr += size
    return out


@pytest.mark.parametrize('name', ['EXP_SCALE_CODE', 'LN_128_CODE', 'LN_08_CODE', 'LN_LN2_CODE',
                                  'LN_25_CODE', 'ARGT_SCALE_CODE', 'LOG10_2_CODE'])
def test_single_constants_are_the_rom_bytes(name):
    addr, code = getattr(S, name)
    assert ROM[addr - 1] == 0x34                      # the stk-data literal
    assert _rom_constants(addr, 1) == [code]


@pytest.mark.parametrize('name,literal', [('EXP_SERIES_CODE', 0x88), ('LN_SERIES_CODE', 0x8C),
                                          ('SIN_SERIES_CODE', 0x86), ('ATN_SERIES_CODE', 0x8C)])
def test_series_constants_are_the_rom_bytes(name, literal):
    addr, codes = getattr(S, name)
    assert ROM[addr] == literal                       # series-xx: xx constants follow
    assert _rom_constants(addr + 1, literal & 0x1F) == list(codes)


def test_constant_table_is_the_rom_bytes():
    """stk-zero, stk-one, stk-half, stk-pi/2, stk-ten (table at 0x32C5)."""
    decoded = [S.stk_data(*c) for c in _rom_constants(0x32C5, 5)]
    assert [zx.to_fp5(v) for v in decoded] == [zx.to_fp5(v) for v in
                                               (S.ZERO, S.ONE, S.HALF, S.PI_2, S.TEN)]
    assert (S.ZERO, S.ONE, S.TEN) == (0, 1, 10) and type(S.HALF) is float

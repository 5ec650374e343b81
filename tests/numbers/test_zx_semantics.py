"""The value contract of basic.numbers.zx, shown on cases whose 5-byte
answers were taken from the 48K ROM (via tests/numbers/zxrom_calc.py):
which results are small integers (int) and which floats, the ROM's
minus-zero, the errors, and the API around literals and integers."""
from __future__ import annotations

import pytest

from basic.dialects.sinclair import calculator as zx
from basic.core.errors import BasicError


def fp5(x) -> str:
    return zx.to_fp5(x).hex()


def val(h: str):
    return zx.from_fp5(bytes.fromhex(h))


# (function, arguments, the ROM's result bytes)
ROM_FACTS = [
    (zx.add, (2, 3), '0000050000'),                 # integer path stays integer
    (zx.add, (2.5, 2.5), '8320000000'),             # float path stays float, even when whole
    (zx.add, (65535, 1), '9100000000'),             # integer overflow goes float
    (zx.mul, (255, 257), '0000ffff00'),
    (zx.mul, (256, 256), '9100000000'),
    (zx.div, (6, 3), '8200000000'),                 # DIVISION always gives the float form
    (zx.int_, (2.5,), '0000020000'),                # truncation re-stacks small integers
    (zx.int_, (-2.5,), '00fffdff00'),
    (zx.int_, (70000.5,), '9108b80000'),
    (zx.restack, (5,), '8320000000'),
    (zx.sub, (-65535, 1), '00ff000000'),            # the ROM's minus-zero
    (zx.truncate, (val('9180002000'),), '00ff000000'),  # -65536.25 truncates to it too
    (zx.add, (zx.NEG_ZERO, 0), '00ff000000'),       # integer addition reads it as -65536
    (zx.mul, (zx.NEG_ZERO, 1), '0000000000'),       # ... multiplication as 0
    (zx.neg, (zx.NEG_ZERO,), '0000000000'),
    (zx.abs_, (zx.NEG_ZERO,), '0000000000'),
    (zx.sgn, (zx.NEG_ZERO,), '00ffffff00'),
    (zx.int_, (zx.NEG_ZERO,), '8180000000'),        # INT -65536 is -1 on the machine
    (zx.not_, (zx.NEG_ZERO,), '0000000000'),
    (zx.eq, (zx.NEG_ZERO, 0), '0000000000'),
    (zx.sqr, (0,), '0000000000'),
    (zx.power, (0, 0), '0000010000'),
    (zx.exp, (-89,), '0000000000'),
    # compare-by-subtraction: a = 1 but not 1 = a, for a = 0.99999999977
    (zx.eq, (val('807fffffff'), 1), '0000010000'),
    (zx.eq, (1, val('807fffffff')), '0000000000'),
    (zx.lt, (val('807fffffff'), 1), '0000010000'),
]


@pytest.mark.parametrize('fn,args,want', ROM_FACTS, ids=[f[0].__name__ for f in ROM_FACTS])
def test_results_and_their_form_match_rom(fn, args, want):
    got = fn(*args)
    assert fp5(got) == want
    assert isinstance(got, int) == (want[:2] == '00' and want != '00ff000000')


@pytest.mark.parametrize('fn,args,code', [
    (zx.div, (1, 0), '6'), (zx.ln, (0,), 'A'), (zx.sqr, (-1,), 'A'), (zx.asn, (2,), 'A'),
    (zx.exp, (89,), '6'), (zx.power, (0, -1), '6'), (zx.mul, (zx.from_literal('1e38'), 10), '6'),
])
def test_errors_are_the_rom_reports(fn, args, code):
    with pytest.raises(BasicError) as e:
        fn(*args)
    assert e.value.code == code


def test_neg_zero_is_a_distinct_value():
    z = zx.sub(-65535, 1)
    assert zx.is_neg_zero(z) and type(z) is float
    assert zx.is_true(z) and not zx.test_zero(z)
    assert zx.less_0(z) and not zx.greater_0(z)
    assert zx.to_str(z) == '-1E-38'                 # PRINT -65535-1 on the machine
    assert not zx.is_neg_zero(0) and not zx.is_neg_zero(zx.neg(z))


def test_literals_rom_values():
    assert fp5(zx.from_literal('0.5')) == '7f7fffffff'   # not 0.5: the ROM's DEC-TO-FP
    assert zx.from_literal('2.0') == 2 and type(zx.from_literal('2.0')) is int
    assert zx.from_literal('1E3') == 1000 and type(zx.from_literal('1E3')) is int
    assert type(zx.from_literal('65536')) is float
    assert fp5(zx.from_literal('.5e1')) == '831fffffff'
    assert zx.from_literal(' 5. ') == 5


@pytest.mark.parametrize('text,code', [('.', 'C'), ('1E', 'C'), ('-5', 'C'), ('', 'C'),
                                       ('12a', 'C'), ('1e128', '6'), ('1e-64', '6')])
def test_bad_literals_are_reports(text, code):
    with pytest.raises(BasicError) as e:
        zx.from_literal(text)
    assert e.value.code == code


def test_scan_literal_stops_where_the_rom_stops():
    assert zx.scan_literal('1 .5') == (1, 1)         # integer digits must touch
    assert zx.scan_literal('12+3', 0) == (12, 2)
    assert zx.scan_literal('x=3.5:', 2)[1] == 5


def test_bin():
    assert zx.from_bin('1011') == 11
    assert zx.from_bin('1111111111111111') == 65535
    assert zx.from_bin('') == 0
    with pytest.raises(BasicError) as e:
        zx.from_bin('1' * 17)
    assert e.value.code == '6'


@pytest.mark.parametrize('x', [0, 1, -1, 65535, -65535, 0.5, -0.5, zx.from_literal('1e38'),
                               2.0 ** -128, zx.NEG_ZERO, zx.pi()])
def test_fp5_round_trip(x):
    b = zx.to_fp5(x)
    assert len(b) == 5
    y = zx.from_fp5(b)
    assert zx.to_fp5(y) == b and type(y) is type(x)


def test_fp5_rejects_what_the_format_cannot_hold():
    with pytest.raises(ValueError):
        zx.to_fp5(65536)            # ints are the small-integer form only
    with pytest.raises(ValueError):
        zx.to_fp5(0.1)              # 53-bit mantissa
    with pytest.raises(ValueError):
        zx.from_fp5(bytes([0, 0x12, 0, 0, 0]))


def test_pi_is_the_rom_constant():
    assert fp5(zx.pi()) == '82490fdaa2'     # stk-pi/2 81 49 0F DA A2, exponent + 1


def test_logic_operators():
    assert zx.not_(0) == 1 and zx.not_(3) == 0
    assert zx.or_(5, 0) == 5 and zx.or_(5, 2) == 1
    assert zx.and_(5, 2) == 5 and zx.and_(5, 0) == 0


def test_integer_helpers():
    assert zx.find_int2(-0.5) == 0                  # INT (-0.5+0.5)
    assert zx.find_int1(255.4) == 255
    assert zx.stk_to_a(-3.6) == (4, -1)
    assert zx.poke_byte(-1) == 255
    assert zx.to_int_rounded(-2.5, -10, 10) == -2
    assert zx.to_int_rounded(zx.NEG_ZERO, -70000, 0) == -65536
    for fn, arg in ((zx.find_int1, 255.5), (zx.find_int1, -1), (zx.find_int2, 65535.5),
                    (zx.stk_to_a, 256), (zx.poke_byte, -256)):
        with pytest.raises(BasicError) as e:
            fn(arg)
        assert e.value.code == 'B'
    with pytest.raises(BasicError) as e:
        zx.to_int_rounded(10, 0, 9, 'K')
    assert e.value.code == 'K'


def test_randomize():
    assert zx.randomize_seed(1, 12345) == 1
    assert zx.randomize_seed(0, 0x12345) == 0x2345   # RANDOMIZE 0: FRAMES
    assert zx.randomize_seed(0.4, 7) == 7
    with pytest.raises(BasicError):
        zx.randomize_seed(65536.0, 0)


def test_rnd_sequence_from_randomize_1():
    # 10 RANDOMIZE 1: PRINT RND, PEEK 23670+256*PEEK 23671 -> .0022735596  149
    seed, value = zx.rnd_step(zx.randomize_seed(1))
    assert seed == 149 and zx.to_str(value) == '.0022735596'

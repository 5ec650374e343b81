"""The numbers of the c64ref set (tests/c64/c64ref: genuine C64 BASIC V2 output), through basic.numbers.cbm.

Each expected line is copied verbatim from the case's .out file (cursor-right
after a number shown as a space, as the README there says); each BASIC line is
evaluated here by hand with the module, following the ROM's precedence
(unary minus binds looser than ^ but tighter than * and /; AND/OR/NOT below
the relations).
"""
from __future__ import annotations

import pytest

from basic.dialects.c64 import numbers as cbm
from basic.dialects.c64.numbers import (add, and_, atn, cos, div, eq, exp, gt, int_, log, lt, mul,
                                        ne, neg, not_, or_, power, sin, sqr, sub, tan, to_intvar,
                                        to_str)
from basic.core.errors import BasicError


def L(text: str) -> float:
    return cbm.from_literal(text)


def P(*values: float) -> str:
    """PRINT v;v;... - each number followed by its cursor-right (a space)."""
    return "".join(to_str(v) + " " for v in values)


# -- num_print.bas ----------------------------------------------------------------------
NUM_PRINT = [
    (lambda: P(div(L("1"), L("3")), div(L("2"), L("3")), div(neg(L("1")), L("3"))),
     " .333333333  .666666667 -.333333333 "),
    (lambda: P(L("1E9"), L("1E10"), L("123456789"), L("1234567890"), L("999999999")),
     " 1E+09  1E+10  123456789  1.23456789E+09  999999999 "),
    (lambda: P(L("999999999.4"), L("999999999.6"), neg(L("999999999"))),
     " 1E+09  1E+09 -999999999 "),
    (lambda: P(add(L(".1"), L(".2")), mul(L(".1"), L("3")), sub(L("1"), L(".9")), neg(L("0.5")),
               L(".5"), L("0.05")),
     " .3  .3  .1 -.5  .5  .05 "),
    (lambda: P(L(".01"), L(".001"), L("1E-3"), L("1.23E-4"), L("1E-9"), L("1E-10")),
     " .01  1E-03  1E-03  1.23E-04  1E-09  1E-10 "),
    (lambda: P(L("100"), neg(L("100")), L("0"), neg(L("0")), L("1E2"), L("2.5E1")),
     " 100 -100  0  0  100  25 "),
    (lambda: P(L("3.14159265"), div(L("1"), L("7")), power(L("2"), L("31")), power(L("2"), L("32")),
               sqr(L("2"))),
     " 3.14159265  .142857143  2.14748365E+09  4.2949673E+09  1.41421356 "),
    (lambda: P(L("1E38"), L("1.70141183E38"), neg(L("1.70141183E38"))),
     " 1E+38  1.70141183E+38 -1.70141183E+38 "),
    (lambda: P(L("1E-38"), L("2.9387359E-39"), L("1E-39")),
     " 1E-38  2.93873589E-39  0 "),
    (lambda: P(L("12345.678"), L("123456.789"), L("1234567.89"), L("12345678.9")),
     " 12345.678  123456.789  1234567.89  12345678.9 "),
    (lambda: P(L("65536"), neg(L("32768")), L("32767"), L("4294967296")),
     " 65536 -32768  32767  4.2949673E+09 "),
    (lambda: "".join(f"[{to_str(v)}]" for v in (L("5"), neg(L("5")), L("0"), L("1E20"), L(".5"))),
     "[ 5][-5][ 0][ 1E+20][ .5]"),
    (lambda: P(add(L("1E9"), L("1")), sub(L("1E9"), L("1")), power(L("10"), L("9")),
               power(L("10"), L("10"))),
     " 1E+09  999999999  1E+09  1E+10 "),
    (lambda: P(div(L("7"), L("100")), div(L("70"), L("100")), L("0.7"), L("7E-2")),
     " .07  .7  .7  .07 "),
]

# -- mathfn.bas -----------------------------------------------------------------------------
MATHFN = [
    (lambda: P(sin(L("0")), cos(L("0")), tan(L("0")), atn(L("0"))), " 0  1  0  0 "),
    (lambda: P(sin(L("1")), cos(L("1")), tan(L("1")), atn(L("1"))),
     " .841470985  .540302306  1.55740772  .785398163 "),
    (lambda: P(mul(atn(L("1")), L("4")), sin(mul(atn(L("1")), L("2")))), " 3.14159266  1 "),
    (lambda: P(sqr(L("16")), sqr(L("2")), sqr(L("0")), sqr(L("1E10"))), " 4  1.41421356  0  100000 "),
    (lambda: P(exp(L("0")), exp(L("1")), exp(neg(L("1"))), exp(L("10"))),
     " 1  2.71828183  .367879441  22026.4658 "),
    (lambda: P(log(L("1")), log(L("10")), log(exp(L("2"))), div(log(L("10")), log(L("2")))),
     " 0  2.30258509  2  3.3219281 "),
    (lambda: P(power(L("2"), L("10")), power(L("2"), L("0.5")), power(L("10"), neg(L("2"))),
               power(L("0"), L("0")), power(neg(L("2")), L("2")), power(neg(L("2")), L("3"))),
     " 1024  1.41421356  .01  1  4 -8 "),
    (lambda: P(sub(power(L("3"), L("3")), L("27")), power(L("100"), L(".5")),
               power(L("8"), div(L("1"), L("3")))),
     " 1.49011612E-08  10  2 "),
]

# -- str_val.bas ----------------------------------------------------------------------------
STR_VAL = [
    (lambda: "".join(f"[{to_str(v)}]" for v in (L("12"), neg(L("12")), div(L("1"), L("3")))),
     "[ 12][-12][ .333333333]"),
    (lambda: P(*map(cbm.val, ("12", "-12", " 12", "1 2 3"))), " 12 -12  12  123 "),
    (lambda: P(*map(cbm.val, ("12ABC", "ABC", "", "$5"))), " 12  0  0  0 "),
    (lambda: P(*map(cbm.val, ("1E3", "1E", ".5", "-.5E-2", "1.2.3"))), " 1000  1  .5 -5E-03  1.2 "),
    (lambda: P(*map(cbm.val, ("+7", "++7", "0007", "1E38", "  -  3"))), " 7  0  7  1E+38 -3 "),
    (lambda: P(eq(cbm.val(to_str(div(L("1"), L("3")))), div(L("1"), L("3"))),
               eq(cbm.val(to_str(L("2"))), L("2"))),
     " 0 -1 "),
    (lambda: P(float(len(to_str(L("99")))), float(ord(to_str(L("99"))[0]))), " 3  32 "),
]

# -- operators.bas ---------------------------------------------------------------------------
OPERATORS = [
    (lambda: P(neg(power(L("2"), L("2"))), power(neg(L("2")), L("2")), power(L("2"), neg(L("1"))),
               add(mul(L("2"), L("3")), mul(L("4"), L("5"))),
               add(L("2"), mul(L("3"), power(L("4"), L("2"))))),
     "-4  4  .5  26  50 "),
    (lambda: P(sub(sub(L("10"), L("2")), L("3")), div(div(L("100"), L("10")), L("5")),
               power(power(L("2"), L("3")), L("2"))),
     " 5  2  64 "),
    (lambda: P(not_(L("0")), not_(neg(L("1"))), not_(L("5")), not_(L("1.9"))), "-1  0 -6 -2 "),
    (lambda: P(and_(L("5"), L("3")), or_(L("5"), L("3")), and_(L("12"), L("10")),
               or_(L("12"), L("10")), and_(neg(L("1")), L("255"))),
     " 1  7  8  14  255 "),
    (lambda: P(or_(L("1"), and_(L("2"), L("0"))), not_(eq(L("1"), L("2"))),
               not_(eq(L("1"), L("2")))),
     " 1 -1 -1 "),
    (lambda: P(gt(gt(L("3"), L("2")), L("1")), eq(eq(L("1"), L("1")), L("1"))), " 0  0 "),
    (lambda: P(and_(neg(L("32768")), L("1")), or_(L("32767"), L("0"))), " 0  32767 "),
    (lambda: P(div(L("7"), L("2")), div(neg(L("7")), L("2")), int_(div(L("7"), L("2")))),
     " 3.5 -3.5  3 "),
    (lambda: P(add(L("1"), neg(L("1"))), sub(L("2"), neg(L("2"))), neg(neg(L("3")))), " 0  4  3 "),
]

# -- compare.bas ----------------------------------------------------------------------------------
COMPARE = [
    (lambda: P(eq(L("1"), L("1")), eq(L("1"), L("2")), lt(L("1"), L("2")), lt(L("2"), L("1")),
               ne(L("1"), L("2")), cbm.ge(L("1"), L("1")), cbm.le(L("1"), L("0"))),
     "-1  0 -1  0 -1 -1  0 "),
    (lambda: P(add(lt(L("1"), L("2")), lt(L("2"), L("3"))), neg(eq(L("1"), L("1")))), "-2  1 "),
    (lambda: P(and_(lt(L("1"), L("2")), lt(L("2"), L("3"))), or_(lt(L("1"), L("2")), gt(L("2"), L("3")))),
     "-1 -1 "),
]


# -- intvars.bas ------------------------------------------------------------------------------------
def _intvars_line20() -> str:
    return P(*(float(to_intvar(L(t))) for t in ("3.7",)),
             *(float(to_intvar(neg(L(t)))) for t in ("3.7",)),
             float(to_intvar(L("0.5"))), float(to_intvar(neg(L("0.5")))))


def _intvars_line60() -> str:
    x, y = float(to_intvar(L("7"))), float(to_intvar(L("2")))
    return P(div(x, y), mul(x, y), sub(x, mul(y, L("4"))))


def _intvars_line70() -> str:
    return P(*(float(to_intvar(mul(float(i), L("1.9")))) for i in range(4)))


INTVARS = [
    (_intvars_line20, " 3 -4  0 -1 "),
    (lambda: P(cbm.round_(L("1.5")), float(to_intvar(L("3.7")))), " 1.5  3 "),
    (lambda: P(float(to_intvar(L("32767")))), " 32767 "),
    (lambda: P(float(to_intvar(neg(L("32768"))))), "-32768 "),
    (_intvars_line60, " 3.5  14 -1 "),
    (_intvars_line70, " 0  1  3  5 "),
]


@pytest.mark.parametrize("make,want", NUM_PRINT + MATHFN + STR_VAL + OPERATORS + COMPARE + INTVARS)
def test_c64ref_line(make, want):
    assert make() == want


# -- float_limits.bas ---------------------------------------------------------------------------
def test_float_limits():
    a = cbm.round_(L("1.70141183E38"))
    assert P(a) == " 1.70141183E+38 "
    b = cbm.round_(L("1E-38"))
    assert P(b, div(b, L("1E6"))) == " 1E-38  0 "
    assert P(mul(L("1E-39"), L("1E-10"))) == " 0 "
    assert P(power(L("2"), neg(L("128"))), power(L("2"), neg(L("129")))) == " 0  0 "
    c = cbm.round_(power(L("2"), L("126")))
    assert P(c, add(c, div(c, L("2")))) == " 8.50705917E+37  1.27605888E+38 "
    with pytest.raises(BasicError) as err:
        mul(c, L("1.5"))          # the ROM overflows here: exponent sum checked before normalising
    assert err.value.code == "OVERFLOW"


# -- rnd.bas --------------------------------------------------------------------------------------
def test_rnd_case():
    r = cbm.Rnd()
    assert [P(r(L("1"))) for _ in range(5)] == [
        " .185564016 ", " .0468986348 ", " .827743801 ", " .554749226 ", " .897233831 "]
    for _ in range(2):
        assert P(r(neg(L("1"))), r(L("1")), r(L("1"))) == " 2.99196472E-08  .328780872  .978964086 "
    x = cbm.round_(r(neg(L("2.5"))))
    assert P(x, r(L("1"))) == " 3.73711373E-08  .366017216 "
    r(neg(L("1")))
    dice = "".join(to_str(add(int_(mul(r(L("1")), L("6"))), L("1"))) + " " for _ in range(10))
    assert dice == " 2  6  6  1  1  1  1  4  5  5 "
    first = r(L("5"))
    assert P(eq(first, r(L("5")))) == " 0 "


# -- err_divzero.bas ------------------------------------------------------------------------------
def test_division_by_zero():
    with pytest.raises(BasicError) as err:
        div(L("1"), L("0"))
    assert err.value.code == "DIVISION BY ZERO"

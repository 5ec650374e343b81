"""Expressions: the ROM's priorities, slicing, names, functions and types.

The priority claims are backed by the ROM: rom_eval.json holds what the real
machine prints for expressions whose possible groupings give different
answers, and a small evaluator here checks that our tree gives the same.
"""
import math

import pytest

from basic.core.errors import BasicSyntaxError
from basic.core import ast
from basic.dialects import parse_expression
from basic.dialects.spectrum.parser import is_string

from syntaxdata import expr, golden, shape, stmts


# ---------------------------------------------------------------------------
# priorities
# ---------------------------------------------------------------------------

@pytest.mark.parametrize("text,grouping", [
    ("SIN PI^2", "(SIN(PI)^2)"),
    ("-2^2", "(-(2^2))"),
    ("NOT a=b", "(NOT (a=b))"),
    ("2*NOT 1+1", "(2*(NOT (1+1)))"),
    ("1+NOT 2=3", "(1+(NOT (2=3)))"),
    ("NOT 0 AND 0", "((NOT 0)AND0)"),
    ("1 OR 0 AND 0", "(1OR(0AND0))"),
    ("2^3^2", "((2^3)^2)"),
    ("10-2-3", "((10-2)-3)"),
    ("2+3*4", "(2+(3*4))"),
    ("ABS -3+1", "(ABS((-3))+1)"),
    ("2^-2*3", "((2^(-2))*3)"),
    ("-a$=b$" if False else "LEN a$=1", "(LEN(a$)=1)"),
    ('STR$ 1+"2"', '(STR$(1)+"2")'),
    ('VAL$ "abc"(1)', 'VAL$("abc"{1})'),
    ("a$ AND b=c", "(a$AND(b=c))"),
    ("1=1=1", "((1=1)=1)"),
    ("+1", "1"),
    ("SIN -1+2", "(SIN((-1))+2)"),
])
def test_grouping_follows_s_scanning(text, grouping):
    assert shape(expr(text)) == grouping


def evaluate(node):
    """Just enough of Spectrum BASIC to check groupings against the ROM."""
    if isinstance(node, ast.Num):
        return float(node.text)
    if isinstance(node, ast.BinNum):
        return float(int(node.digits or "0", 2))
    if isinstance(node, ast.Str):
        return node.value
    if isinstance(node, ast.Unary):
        v = evaluate(node.operand)
        return -v if node.op == "-" else float(v == 0)
    if isinstance(node, ast.Binary):
        a, b = evaluate(node.left), evaluate(node.right)
        op = node.op
        if op == "AND":
            return a if b != 0 else ("" if isinstance(a, str) else 0.0)
        if op == "OR":
            return 1.0 if b != 0 else a
        if op in ("=", "<", ">", "<=", ">=", "<>"):
            return float({"=": a == b, "<": a < b, ">": a > b, "<=": a <= b,
                          ">=": a >= b, "<>": a != b}[op])
        return {"+": lambda: a + b, "-": lambda: a - b, "*": lambda: a * b,
                "/": lambda: a / b, "^": lambda: a ** b}[op]()
    if isinstance(node, ast.Call):
        args = [evaluate(a) for a in node.args]
        fns = {"SIN": math.sin, "INT": math.floor, "ABS": abs, "SQR": math.sqrt,
               "SGN": lambda x: float((x > 0) - (x < 0)), "LEN": len,
               "CODE": lambda s: ord(s[0]), "PI": lambda: math.pi,
               "VAL": lambda s: evaluate(parse_expression(s)),
               "STR$": fmt, "CHR$": lambda x: chr(int(x)),
               "USR": lambda s: 65368.0}
        return fns[node.name](*args)
    if isinstance(node, ast.Slice):
        s, r = evaluate(node.target), node.range
        if isinstance(r, ast.Range):
            lo = int(evaluate(r.start)) if r.start else 1
            hi = int(evaluate(r.end)) if r.end else len(s)
            return s[lo - 1:hi]
        i = int(evaluate(r))
        return s[i - 1:i]
    raise AssertionError(node)


def fmt(v):
    if isinstance(v, str):
        return v
    return str(int(v)) if v == int(v) else repr(v)


@pytest.mark.parametrize("text,printed", sorted(golden("rom_eval.json").items()))
def test_our_tree_computes_what_the_rom_prints(text, printed):
    assert fmt(evaluate(expr(text))) == printed


# ---------------------------------------------------------------------------
# slicing, subscripts, names
# ---------------------------------------------------------------------------

@pytest.mark.parametrize("text,expected", [
    ("a$(2 TO)", "a$[2 TO]"),
    ("a$( TO 3)", "a$[TO 3]"),
    ("a$()", "a$[TO]"),
    ("a$(1, TO 3)", "a$[1,TO 3]"),
    ("a$(1,2,)", "a$[1,2,TO]"),
    ('"abc"(2)', '"abc"{2}'),
    ('"abc"()', '"abc"{TO}'),
    ("(a$+b$)(1)", "(a$+b$){1}"),
    ("a$(2 TO 5)(1)", "a$[2 TO 5]{1}"),
    ("a$(1)(2 TO)(TO 3)", "a$[1]{2 TO}{TO 3}"),
    ("INKEY$(1)", "INKEY${1}"),
    ("SCREEN$(1,2)(1)", "SCREEN$(1,2){1}"),
    ("FN s$(1)(2)", "FN s$(1){2}"),
    ("a(1,2)", "a[1,2]"),
])
def test_slices_and_subscripts(text, expected):
    assert shape(expr(text)) == expected


def test_names_lose_spaces_and_case():
    assert expr("My Score") == ast.Var("myscore", col=7, prefixes=("my",))
    assert expr("A $") == ast.Var("a", True, col=7)
    assert shape(expr("X1 2")) == "x12"


@pytest.mark.parametrize("text", [
    "ab$", "ab(1)", "a(1)(2)", "a(1 TO 2)", "a()", "a(1,)", "a$(,1)", "a$(1 TO 2,3)",
    "(1)(2)", "STR$ 1(2)", '"abc"(1,2)', "FN ab(1)", "FN a", "FN a(1,)", "FN a(1 TO 2)",
])
def test_malformed_references_are_rejected(text):
    with pytest.raises(BasicSyntaxError):
        expr(text)


# ---------------------------------------------------------------------------
# literals and functions
# ---------------------------------------------------------------------------

@pytest.mark.parametrize("text,literal", [
    ("1", "1"), ("1.5", "1.5"), (".5", ".5"), ("5.", "5."), ("1E3", "1E3"), ("2e-2", "2e-2"),
    ("1. 5", "1.5"), (". 5 5", ".55"), ("1E -5", "1E-5"), ("1.5 E5", "1.5E5"),
])
def test_numbers_keep_their_text_without_spaces(text, literal):
    assert expr(text) == ast.Num(literal, col=7)


@pytest.mark.parametrize("text", ["1 2", "1 .5", ".", "1E", "1E+", "1E5 0", "1 E5", "1.2.3",
                                  "1.8E38", "1E64", "0E64", "1E-64", "9" * 40,
                                  "BIN 11111111111111111", "BIN 12"])
def test_numbers_the_rom_refuses(text):
    with pytest.raises(BasicSyntaxError):
        expr(text)


def test_bin_numbers():
    assert expr("BIN 1 01") == ast.BinNum("101", col=7)
    assert expr("BIN") == ast.BinNum("", col=7)


@pytest.mark.parametrize("name", ["SIN", "COS", "TAN", "ASN", "ACS", "ATN", "LN", "EXP",
                                  "INT", "SQR", "SGN", "ABS", "PEEK", "IN", "USR", "STR$",
                                  "CHR$"])
def test_numeric_operand_functions(name):
    node = expr(f"{name} 1")
    assert node == ast.Call(name, [ast.Num("1", col=8 + len(name))], col=7)
    assert is_string(node) == name.endswith("$")


@pytest.mark.parametrize("name", ["CODE", "VAL", "LEN", "VAL$"])
def test_string_operand_functions(name):
    node = expr(f'{name} "1"')
    assert isinstance(node, ast.Call) and node.name == name
    assert is_string(node) == (name == "VAL$")


def test_other_functions():
    assert expr("RND") == ast.Call("RND", [], col=7)
    assert expr("PI") == ast.Call("PI", [], col=7)
    assert expr("INKEY$") == ast.Call("INKEY$", [], col=7)
    assert shape(expr("INKEY$#1")) == "INKEY$(1)"          # read a stream
    assert shape(expr("POINT (1,2)")) == "POINT(1,2)"
    assert shape(expr("ATTR (1,2)")) == "ATTR(1,2)"
    assert shape(expr("SCREEN$ (1,2)")) == "SCREEN$(1,2)"
    assert shape(expr('USR "a"')) == 'USR("a")'
    assert shape(expr("FN f(1,a$)")) == "FN f(1,a$)"
    assert shape(expr("FN f()")) == "FN f()"


# ---------------------------------------------------------------------------
# static types (the ROM's syntax checker refuses mismatches)
# ---------------------------------------------------------------------------

@pytest.mark.parametrize("body", [
    'PRINT "a"+1', 'PRINT 1+"a"', 'PRINT "a"-"b"', 'PRINT "a"*"b"', 'PRINT "a"^"b"',
    'PRINT "a"=1', 'PRINT "a" OR 1', 'PRINT 1 AND "a"', 'PRINT "a" AND "b"',
    'PRINT -"a"', 'PRINT NOT "a"', 'PRINT SIN "a"', 'PRINT CODE 1', 'PRINT VAL$ 1',
    'PRINT "a"="b"="c"', 'LET a$=1', 'LET a="x"', 'IF a$ THEN PRINT', 'GO TO "a"',
    'PRINT AT "a",1', 'PRINT INK "a"', 'INPUT LINE a', 'DEF FN a(x)="s"', 'DEF FN a$(x)=1',
    'SAVE 1', 'OPEN #4,1', 'FORMAT 1', 'PLOT "a",1', 'DIM a("x")', 'PRINT a$("a")',
    'FOR i="a" TO 1', 'PRINT -a$="b"', 'PRINT a$ AND b+"x"',
])
def test_type_mismatches_are_syntax_errors(body):
    with pytest.raises(BasicSyntaxError):
        stmts(body)


@pytest.mark.parametrize("text,string", [
    ('"a"', True), ("a$", True), ("a$(1)", True), ("a(1)", False), ('"a"="b"', False),
    ('a$+"b"', True), ("a$ AND 1", True), ("1 AND 1", False), ("STR$ 1", True),
    ('USR "a"', False), ("FN a$()", True), ("FN a()", False), ("SCREEN$ (1,1)", True),
])
def test_is_string(text, string):
    assert is_string(expr(text)) is string


# ---------------------------------------------------------------------------
# parse_expression: VAL and INPUT text, already tokenized
# ---------------------------------------------------------------------------

def test_parse_expression_takes_letters_as_names():
    assert shape(parse_expression("SIN 1")) == "sin1"
    assert shape(parse_expression("\xb2 1")) == "SIN(1)"
    assert shape(parse_expression("PRINT")) == "print"


def test_parse_expression_forms():
    assert shape(parse_expression("2*3+1")) == "((2*3)+1)"
    assert shape(parse_expression('"a"+"b"')) == '("a"+"b")'
    assert shape(parse_expression("1\x10\x02+\x16\x01\x012")) == "(1+2)"   # colour codes skipped
    assert shape(parse_expression('"\x10"')) == '"\x10"'
    for bad in ("", "1:2", "\xf5 1", "1;2", "1 2", "\xac1,2"):
        with pytest.raises(BasicSyntaxError):
            parse_expression(bad)


def test_long_names_written_with_spaces_carry_the_shorter_names_they_find():
    # The ROM's golden case tests/golden/zx/syntax/names_with_spaces_prefix_match:
    # "LET ab c=2" assigns to an existing ab, "Total Sum" finds total.
    assert expr("ab c") == ast.Var("abc", col=7, prefixes=("ab",))
    assert expr("Total Sum").prefixes == ("total",)
    assert expr("a b c d").prefixes == ("ab", "abc")
    assert expr("x yz").prefixes == ()          # "x" would be a one-letter variable
    assert expr("abc").prefixes == ()
    target = stmts("LET ab c=2")[0].target
    assert target == ast.Var("abc", col=5, prefixes=("ab",))

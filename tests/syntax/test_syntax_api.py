"""The dialect-neutral entry points: parse_listing, parse_line,
parse_expression, lex_for_highlight."""
import subprocess
import sys
import time

import pytest

from basic.core.errors import BasicSyntaxError
from basic.core import ast
from basic.core.listing import ParseResult
from basic.dialects import lex_for_highlight, parse_expression, parse_line, parse_listing

from syntaxdata import DATA, nocol


def numbers(result: ParseResult) -> list[int]:
    return [line.number for line in result.program.lines]


def test_lines_are_sorted_and_the_last_copy_wins():
    r = parse_listing("20 PRINT 2\n10 PRINT 1\n20 PRINT 3\n")
    assert numbers(r) == [10, 20]
    assert nocol(r.program.lines[1].statements) == [ast.Print([ast.PrintExpr(ast.Num("3"))])]
    assert r.program.lines[1].source == "20 PRINT 3"
    assert r.errors == [] and r.header_comments == []


def test_blank_lines_comments_and_deletions():
    text = "# a zmakebas comment\n\n10 PRINT 1\n   \n  # indented comment\n20 STOP\n10\n"
    r = parse_listing(text)
    assert numbers(r) == [20]                     # "10" alone deleted line 10
    assert r.header_comments == ["# a zmakebas comment", "  # indented comment"]


def test_a_rejected_line_is_left_out_and_reported_with_line_and_column():
    r = parse_listing('10 PRINT 1\n20 LET a$=1\n30 PRINT 3\n10 PRINT "x"+1\n')
    assert numbers(r) == [10, 30]
    assert nocol(r.program.lines[0].statements) == [ast.Print([ast.PrintExpr(ast.Num("1"))])]
    assert [(e.line, e.column, e.source) for e in r.errors] == [
        (20, 11, "20 LET a$=1"), (10, 13, '10 PRINT "x"+1')]


def test_line_numbers_0_to_9999():
    r = parse_listing("0 REM tape\n9999 STOP\n10000 STOP\nPRINT\n")
    assert numbers(r) == [0, 9999]
    assert [e.line for e in r.errors] == [10000, None]


def test_line_number_spacing():
    r = parse_listing("  10PRINT 1\n20   PRINT 2\n")
    assert numbers(r) == [10, 20]
    r = parse_listing("10 20 PRINT\n")
    assert r.errors and r.errors[0].column == 4


def test_upper_keywords_option():
    r = parse_listing("10 LET at=1: PRINT AT at,to\n", upper_keywords=True)
    assert not r.errors
    assert nocol(r.program.lines[0].statements[0]) == ast.Let(ast.Var("at"), ast.Num("1"))
    assert parse_listing("10 LET at=1\n").errors


def test_parse_line_for_the_repl():
    line = parse_line("10 PRINT 1")
    assert isinstance(line, ast.Line) and line.number == 10 and len(line.statements) == 1
    assert parse_line("10") == ast.Line(10, [], source="10")
    direct = parse_line("PRINT 1: GO TO 10")
    assert [type(s) for s in direct] == [ast.Print, ast.Goto]
    assert parse_line("   ") == []
    with pytest.raises(BasicSyntaxError) as e:
        parse_line("20 PRINT 1 2")
    assert (e.value.line, e.value.column) == (20, 12)
    with pytest.raises(BasicSyntaxError) as e:
        parse_line("PRINT 1 2")
    assert (e.value.line, e.value.column) == (None, 9)


def test_unknown_dialect():
    with pytest.raises(ValueError):
        parse_listing("10 PRINT", dialect="vic20")


def test_parse_expression_entry_point():
    assert nocol(parse_expression("1+a")) == ast.Binary("+", ast.Num("1"), ast.Var("a"))


def test_highlight_kinds_and_the_text_joins_back():
    text = '10 PRINT "a";a$(1 TO 2)+BIN 101: REM x'
    pieces = lex_for_highlight(text)
    assert "".join(t for _, t in pieces) == text
    assert pieces[:4] == [("number", "10"), ("space", " "), ("keyword", "PRINT"), ("space", " ")]
    assert ("string", '"a"') in pieces and ("name", "a$") in pieces
    assert ("keyword", "TO") in pieces and ("number", "101") in pieces
    assert pieces[-2:] == [("keyword", "REM"), ("comment", " x")]
    assert lex_for_highlight("# note") == [("comment", "# note")]
    assert ("error", "€") in lex_for_highlight("PRINT €")
    assert ("operator", ";") in pieces
    assert lex_for_highlight("LET at=1", upper_keywords=True)[2] == ("name", "at")


def test_highlight_never_fails():
    import random
    rnd = random.Random(3)
    alphabet = 'PRINT LET goto "\\[]()<>=:;#$.0123456789eE £€\t' + "".join(map(chr, range(160, 256)))
    for _ in range(500):
        text = "".join(rnd.choice(alphabet) for _ in range(rnd.randrange(30)))
        assert "".join(t for _, t in lex_for_highlight(text)) == text


# ---------------------------------------------------------------------------
# FORTRESS, and speed
# ---------------------------------------------------------------------------

FORTRESS = (DATA / "fortress.bas").read_text(encoding="utf-8")


def test_fortress_parses_completely():
    r = parse_listing(FORTRESS)
    assert r.errors == []
    assert len(r.program.lines) == 113
    line = {l.number: l for l in r.program.lines}
    assert nocol(line[7030].statements) == [
        ast.Print([ast.PrintExpr(ast.Str(" " * 13))]), ast.Rem("13 spaces")]
    assert nocol(line[8030].statements[0]).items[2] == ast.PrintExpr(ast.Str(" " * 6))
    assert nocol(line[1].statements) == [ast.Goto(ast.Num("100"))]


def test_fortress_parses_well_under_100_ms():
    parse_listing(FORTRESS)                        # the parser is built once
    best = min(cpu_time(lambda: parse_listing(FORTRESS)) for _ in range(3))
    assert best < 0.1                              # about 0.02 s on an idle machine


def cpu_time(fn) -> float:
    """CPU seconds (not wall clock, so a busy test machine does not fail it)."""
    t = time.process_time()
    fn()
    return time.process_time() - t


def test_importing_the_parser_does_not_load_lark():
    code = ("import sys, basic.core.listing; "
            "print(sorted(m for m in ('lark', 'basic.dialects.spectrum.parser', 'skoolkit') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"

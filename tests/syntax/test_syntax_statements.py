"""Every 48K statement parses into the right AST node.

Which forms the ROM accepts at all is checked against the ROM itself in
test_syntax_rom_agreement.py; here we check what each accepted form means.
"""
import pytest

from basic.core.errors import BasicSyntaxError
from basic.core import ast
from basic.core.ast import (Beep, Binary, Border, Call, Circle, Clear, Cls, Colour, Continue, Copy,
                            Data, DefFn, Device, Dim, Draw, Empty, For, Gosub, Goto, If, Index,
                            Input, InputVar, Let, List, Next, Num, Out, Pause, Plot, Poke, Print,
                            PrintAt, PrintColour, PrintExpr, PrintSep, PrintStream, PrintTab,
                            Randomize, Range, Read, Rem, Restore, Return, Run, Slice, Stop, Str,
                            Stream, Tape, Var)

from syntaxdata import nocol, one, stmts

N1, N2, N3 = Num("1"), Num("2"), Num("3")
A, B, AS = Var("a"), Var("b"), Var("a", True)


def parsed(body):
    return nocol(one(body))


def test_let_simple_array_and_slices():
    assert parsed("LET a=1") == Let(A, N1)
    assert parsed("LET my score=1") == Let(Var("myscore", prefixes=("my",)), N1)
    assert parsed('LET a$="x"') == Let(AS, Str("x"))
    assert parsed("LET a(1,2)=3") == Let(Index("a", False, [N1, N2]), N3)
    assert parsed('LET a$(2 TO 3)="x"') == Let(Index("a", True, [Range(N2, N3)]), Str("x"))
    assert parsed('LET m$(1)="x"') == Let(Index("m", True, [N1]), Str("x"))
    assert parsed('LET m$(1,2 TO 3)="x"') == Let(Index("m", True, [N1, Range(N2, N3)]), Str("x"))
    assert parsed('LET a$()="x"') == Let(Index("a", True, [Range(None, None)]), Str("x"))
    assert parsed('LET a$(1,)="x"') == Let(Index("a", True, [N1, Range(None, None)]), Str("x"))
    assert parsed('LET a$(1)(2)="x"') == Let(Slice(Index("a", True, [N1]), N2), Str("x"))


def test_print_items():
    assert parsed("PRINT") == Print([])
    assert parsed("PRINT 1;2,3'") == Print([PrintExpr(N1), PrintSep(";"), PrintExpr(N2),
                                            PrintSep(","), PrintExpr(N3), PrintSep("'")])
    assert parsed('PRINT AT 1,2;TAB 3;"x"') == Print([PrintAt(N1, N2), PrintSep(";"),
                                                     PrintTab(N3), PrintSep(";"),
                                                     PrintExpr(Str("x"))])
    assert parsed("PRINT INK 1;PAPER 2,OVER 1") == Print([
        PrintColour("INK", N1), PrintSep(";"), PrintColour("PAPER", N2), PrintSep(","),
        PrintColour("OVER", N1)])
    assert parsed('PRINT #2;"x"') == Print([PrintStream(N2), PrintSep(";"), PrintExpr(Str("x"))])
    assert parsed("LPRINT 1") == Print([PrintExpr(N1)], printer=True)


def test_input_items():
    got = parsed('INPUT "x";a,LINE b$;(c;"y")\'AT 1,2;TAB 3;INK 1;#2;d$(1 TO 2)')
    assert got == Input([
        PrintExpr(Str("x")), PrintSep(";"), InputVar(A), PrintSep(","),
        InputVar(Var("b", True), line=True), PrintSep(";"),
        PrintExpr(Var("c")), PrintSep(";"), PrintExpr(Str("y")), PrintSep("'"),
        PrintAt(N1, N2), PrintSep(";"), PrintTab(N3), PrintSep(";"),
        PrintColour("INK", N1), PrintSep(";"), PrintStream(N2), PrintSep(";"),
        InputVar(Index("d", True, [Range(N1, N2)]))])
    # a prompt that is not a variable: anything not starting with a letter
    assert parsed("INPUT 1") == Input([PrintExpr(N1)])
    assert parsed("INPUT -a") == Input([PrintExpr(ast.Unary("-", A))])
    assert parsed("INPUT ()") == Input([])


def test_dim_for_next():
    assert parsed("DIM a(10)") == Dim("a", False, [Num("10")])
    assert parsed("DIM b$(2,10)") == Dim("b", True, [N2, Num("10")])
    assert parsed("FOR i=1 TO 10 STEP 2") == For("i", N1, Num("10"), N2)
    assert parsed("FOR i=1 TO 10") == For("i", N1, Num("10"), None)
    assert parsed("NEXT i") == Next("i")


def test_if_then_statements_follow_the_if():
    assert nocol(stmts("IF a THEN PRINT 1:GO TO 10")) == [
        If(A), Print([PrintExpr(N1)]), Goto(Num("10"))]
    assert nocol(stmts("IF a THEN IF b THEN STOP")) == [If(A), If(B), Stop()]
    assert nocol(stmts("IF a THEN")) == [If(A), Empty()]


def test_empty_statements_keep_the_roms_statement_numbers():
    assert nocol(stmts(":PRINT")) == [Empty(), Print([])]
    assert nocol(stmts("PRINT::PRINT")) == [Print([]), Empty(), Print([])]
    assert nocol(stmts("IF a THEN :PRINT")) == [If(A), Empty(), Print([])]
    assert nocol(stmts("PRINT 1:")) == [Print([PrintExpr(N1)]), Empty()]
    assert nocol(stmts(":")) == [Empty(), Empty()]
    got = stmts("PRINT 1: :PRINT 2")
    assert [s.col for s in got] == [1, 8, 11]      # an empty one: its ":"


def test_empty_statements_against_the_roms_reports():
    from syntaxdata import golden
    for listing, report in golden("rom_reports.json").items():
        body = listing[3:]
        got = stmts(body)
        k = int(report.rsplit(":", 1)[1])
        if report.startswith("6"):            # 1/0 fails in statement k
            assert isinstance(got[k - 1], Print), (listing, got)
        elif report.startswith("9"):          # STOP is statement k
            assert isinstance(got[k - 1], Stop), (listing, got)
        elif "IF 0" in listing or "REM" in listing:
            assert k == 1
        else:                                 # ran off the end: k statements
            assert len(got) == k, (listing, got)


def test_jumps_and_simple_statements():
    assert parsed("GO TO 10") == Goto(Num("10"))
    assert parsed("GO SUB a*10") == Gosub(Binary("*", A, Num("10")))
    assert [nocol(one(s)) for s in ("RETURN", "STOP", "CONTINUE", "NEW", "CLS", "COPY")] == [
        Return(), Stop(), Continue(), ast.New(), Cls(), Copy()]
    assert parsed("RUN") == Run(None) and parsed("RUN 10") == Run(Num("10"))
    assert parsed("CLEAR") == Clear(None) and parsed("CLEAR 30000") == Clear(Num("30000"))
    assert parsed("RANDOMIZE") == Randomize(None) and parsed("RANDOMIZE 1") == Randomize(N1)
    assert parsed("RESTORE") == Restore(None) and parsed("RESTORE 9") == Restore(Num("9"))


def test_list_and_llist():
    assert parsed("LIST") == List()
    assert parsed("LIST 10") == List(Num("10"))
    assert parsed("LIST #3") == List(stream=N3)
    assert parsed("LIST #3,10") == List(Num("10"), stream=N3)
    assert parsed("LIST #3;10") == List(Num("10"), stream=N3)
    assert parsed("LLIST 10") == List(Num("10"), printer=True)


def test_rem_keeps_its_text_as_machine_codes():
    assert parsed("REM hello: PRINT \\a") == Rem("hello: PRINT \x90")
    assert parsed("REM") == Rem("")


def test_read_data_def_fn():
    assert parsed("READ a,b$,c(1),d$(2 TO)") == Read([
        A, Var("b", True), Index("c", False, [N1]), Index("d", True, [Range(N2, None)])])
    assert parsed('DATA 1,"x",a+b,a$') == Data([N1, Str("x"), Binary("+", A, B), AS])
    assert parsed("DEF FN f(x,y$)=x+LEN y$") == DefFn(
        "f", False, [("x", False), ("y", True)],
        Binary("+", Var("x"), Call("LEN", [Var("y", True)])))
    assert parsed('DEF FN s$()="x"') == DefFn("s", True, [], Str("x"))


def test_two_number_statements():
    assert parsed("POKE 1,2") == Poke(N1, N2)
    assert parsed("OUT 254,1") == Out(Num("254"), N1)
    assert parsed("BEEP 1,2") == Beep(N1, N2)


def test_graphics_with_colour_items():
    assert parsed("PLOT 1,2") == Plot([], N1, N2)
    assert parsed("PLOT INK 2;OVER 1,1,2") == Plot(
        [PrintColour("INK", N2), PrintColour("OVER", N1)], N1, N2)
    assert parsed("DRAW 1,2") == Draw([], N1, N2, None)
    assert parsed("DRAW PAPER 1;1,2,3") == Draw([PrintColour("PAPER", N1)], N1, N2, N3)
    assert parsed("CIRCLE 1,2,3") == Circle([], N1, N2, N3)


@pytest.mark.parametrize("kw", ["INK", "PAPER", "FLASH", "BRIGHT", "INVERSE", "OVER"])
def test_colour_statements(kw):
    assert parsed(f"{kw} 1") == Colour(kw, N1)


def test_border_pause():
    assert parsed("BORDER 1") == Border(N1)
    assert parsed("PAUSE 0") == Pause(Num("0"))


def test_tape_statements():
    x = Str("x")
    assert parsed('SAVE "x"') == Tape("SAVE", x)
    assert parsed('SAVE "x" LINE 10') == Tape("SAVE", x, "LINE", [Num("10")])
    assert parsed('SAVE "x" CODE 1,2') == Tape("SAVE", x, "CODE", [N1, N2])
    assert parsed('SAVE "x" SCREEN$') == Tape("SAVE", x, "SCREEN$", [])
    assert parsed('SAVE "x" DATA a()') == Tape("SAVE", x, "DATA", [A])
    assert parsed('LOAD "x" DATA b$()') == Tape("LOAD", x, "DATA", [Var("b", True)])
    assert parsed('LOAD "x" CODE') == Tape("LOAD", x, "CODE", [])
    assert parsed('VERIFY "x" CODE 1') == Tape("VERIFY", x, "CODE", [N1])
    assert parsed('MERGE a$') == Tape("MERGE", AS)


def test_streams_and_devices():
    assert parsed('OPEN #4,"s"') == Stream("OPEN", Num("4"), Str("s"))
    assert parsed("CLOSE #4") == Stream("CLOSE", Num("4"))
    assert parsed("CAT") == Device("CAT", [])
    assert parsed('FORMAT "a"') == Device("FORMAT", [Str("a")])
    assert parsed('MOVE "a","b"') == Device("MOVE", [Str("a"), Str("b")])
    assert parsed('ERASE "a"') == Device("ERASE", [Str("a")])


@pytest.mark.parametrize("body,col", [
    ('LET a$=1', 8),            # the value
    ('PRINT "a"+1', 10),        # the operator
    ('FOR ij=1 TO 2', 5),       # the name
    ('GO TO a$', 7),
    ('PRINT 1 2', 9),           # the second number
    ('PRINT "abc', 7),          # the unterminated string
    ('DIM a(1 TO 2)', 7),
    ('PRINT ab$', 7),
    ('INPUT', 1),
    ('SAVE "x" CODE 1', 10),
])
def test_errors_name_the_source_column(body, col):
    with pytest.raises(BasicSyntaxError) as e:
        stmts(body)
    assert e.value.column == col, str(e.value)
    assert e.value.line == 10


def test_a_statement_must_start_with_a_statement_keyword():
    for body in ("a=1", "SIN 1", '"a"', "THEN", "TO 1", "1"):
        with pytest.raises(BasicSyntaxError):
            stmts(body)


@pytest.mark.parametrize("body,word", [
    ("SOUND 7,8", "SOUND"), ("ON ERR GO TO 100", "ON ERR"), ("on err reset", "ON ERR"),
    ("DELETE 10,20", "DELETE"), ("RESET", "RESET"), ('PRINT 1: SOUND 0,0', "SOUND")])
def test_ts2068_statements_are_named_in_the_error(body, word):
    """A 48K has no tokens for the TS2068's own statements (the ROM refuses
    the line); the message says which word it is and why."""
    with pytest.raises(BasicSyntaxError) as e:
        stmts(body)
    assert e.value.message.startswith(f"{word} is a TS2068 keyword;")


def test_ts2068_words_are_still_names_where_a_name_fits():
    assert parsed("LET reset=1") == Let(Var("reset"), N1)
    assert parsed("PRINT sound") == Print([PrintExpr(Var("sound"))])

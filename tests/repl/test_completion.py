"""Keyword completion and syntax colouring in the editor."""
from __future__ import annotations

from prompt_toolkit.completion import CompleteEvent
from prompt_toolkit.document import Document

from basic.frontends.repl.completion import KeywordCompleter, keywords
from basic.frontends.repl.highlight import BasicLexer, pieces


def completions(text: str) -> list[tuple[str, int]]:
    completer = KeywordCompleter("spectrum")
    return [(c.text, c.start_position)
            for c in completer.get_completions(Document(text), CompleteEvent())]


def test_the_keywords_are_the_roms_and_the_repls() -> None:
    words = keywords("spectrum")
    for word in ("PRINT", "GO TO", "GO SUB", "RANDOMIZE", "INKEY$", "CONTINUE", "DEF FN",
                 "EDIT", "SCREENSHOT", "CONT"):
        assert word in words
    assert "<=" not in words
    assert keywords("nowhere") == sorted(["CONT", "DISPLAY", "EDIT", "HELP", "SCREENSHOT"])


def test_a_word_completes_in_capitals_whatever_its_case() -> None:
    assert completions("10 pr") == [("PRINT", -2)]
    assert completions("RAN") == [("RANDOMIZE", -3)]
    assert set(completions("10 PRINT a: go")) == {("GO SUB", -2), ("GO TO", -2)}
    assert completions("go s") == [("GO SUB", -4)]
    assert completions("PRINT ink") == [("INK", -3), ("INKEY$", -3)]


def test_nothing_to_complete() -> None:
    assert completions("") == []
    assert completions("10 ") == []
    assert completions('PRINT "pr') == []          # inside a string
    assert completions("PRINT") == []              # already whole
    assert completions("LET zz") == []


def test_colours_come_from_the_projects_lexer() -> None:
    got = pieces('10 PRINT "hi";a+1: REM note', "spectrum")
    assert "".join(text for _, text in got) == '10 PRINT "hi";a+1: REM note'
    assert ("class:number", "10") in got
    assert ("class:keyword", "PRINT") in got
    assert ("class:string", '"hi"') in got
    assert ("class:name", "a") in got
    assert ("class:comment", " note") in got
    assert pieces("10 PRINT", "nowhere") == [("", "10 PRINT")]


def test_the_lexer_colours_every_line_of_a_paste() -> None:
    lex = BasicLexer("spectrum").lex_document(Document("10 PRINT 1\n20 GO TO 10"))
    assert ("class:keyword", "GO TO") in lex(1)
    assert lex(2) == []

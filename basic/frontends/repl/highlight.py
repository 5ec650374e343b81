"""Syntax colouring with the project's own lexer, for the editor and for LIST.

The colours come from the dialect (``Dialect.highlight``), which finds
keywords by the cruncher's own rule, so what shows as a keyword is what will
be crunched into one.  A dialect there is none of is shown plain.
"""
from __future__ import annotations

from typing import Callable, Union

from prompt_toolkit.document import Document
from prompt_toolkit.formatted_text import StyleAndTextTuples
from prompt_toolkit.lexers import Lexer
from prompt_toolkit.styles import Style

from ...core.dialect import Dialect
from ...dialects import get_dialect

#: lexer kind -> style class
STYLE = Style.from_dict({
    "keyword": "ansicyan bold",
    "number": "ansiyellow",
    "string": "ansigreen",
    "name": "",
    "operator": "ansimagenta",
    "comment": "ansibrightblack italic",
    "error": "ansired underline",
    "space": "",
    # the REPL's own messages
    "report": "bold",
    "note": "ansibrightblack",
    "problem": "ansired",
    "caret": "ansired bold",
})


def pieces(text: str, dialect: Union[str, Dialect]) -> list[tuple[str, str]]:
    """``(style, text)`` pieces of one line; plain when there is no such
    dialect."""
    try:
        found = get_dialect(dialect) if isinstance(dialect, str) else dialect
        return [(f"class:{kind}", part) for kind, part in found.highlight(text)]
    except Exception:  # an unknown dialect, or a lexer bug: never break the editor
        return [("", text)]


class BasicLexer(Lexer):
    """prompt_toolkit lexer for the line being typed (and pasted listings,
    line by line)."""

    def __init__(self, dialect: Union[str, Dialect]) -> None:
        self.dialect = dialect

    def lex_document(self, document: Document) -> Callable[[int], StyleAndTextTuples]:
        lines = document.lines

        def line(number: int) -> StyleAndTextTuples:
            if number >= len(lines):
                return []
            return list(pieces(lines[number], self.dialect))
        return line

"""Where the REPL's own words go: reports, LIST, messages.

A program's output is written by the display it runs on (see
:mod:`.running`); everything the REPL itself says goes through a
:class:`Console`, in colour on a terminal and as plain text otherwise (a
pipe, a test's StringIO).
"""
from __future__ import annotations

import re
from typing import Optional, TextIO

from .highlight import STYLE, pieces


class Console:
    """Writes to ``out``; ``color`` uses prompt_toolkit's output (ANSI colours
    as the terminal supports them)."""

    def __init__(self, out: TextIO, color: bool = False, dialect: str = "spectrum") -> None:
        self.out = out
        self.dialect = dialect
        self._output = None
        if color:
            from prompt_toolkit.output import create_output
            self._output = create_output(stdout=out)

    def _print(self, fragments: list[tuple[str, str]]) -> None:
        if self._output is None:
            self.out.write("".join(text for _, text in fragments) + "\n")
            self.out.flush()
            return
        from prompt_toolkit import print_formatted_text
        from prompt_toolkit.formatted_text import FormattedText
        print_formatted_text(FormattedText(fragments), style=STYLE, output=self._output)

    def line(self, text: str) -> None:
        """Plain text."""
        self._print([("", text)])

    def report(self, text: str) -> None:
        """The machine's report (``0 OK, 30:1``)."""
        self._print([("class:report", text)])

    def note(self, text: str) -> None:
        """A remark of the REPL's (``saved prog.bas``)."""
        self._print([("class:note", text)])

    def problem(self, text: str) -> None:
        """Something went wrong that is not a BASIC report."""
        self._print([("class:problem", text)])

    def listing(self, text: str) -> None:
        """A line of LIST, coloured by the lexer, without the spaces at its
        end.  On a terminal, the C64's reverse video (petcat's ``{rvon}``
        .. ``{rvof}``, as a disk directory's title line has it) is shown
        reversed, as the machine shows it."""
        text = text.rstrip(" ")
        if self._output is None or "{rv" not in text.lower():
            self._print(pieces(text, self.dialect))
            return
        self._print(reversed_video(pieces(text, self.dialect)))

    def syntax_error(self, source: str, column: Optional[int], message: str,
                     what: str) -> None:
        """A line that does not parse: the line, a ``?`` under the place (as
        the machine flashes one there), and what is wrong."""
        self._print(pieces(source, self.dialect))
        if column is not None and column >= 1:
            self._print([("", " " * (column - 1)), ("class:caret", "?")])
        where = f" at column {column}" if column else ""
        self._print([("class:problem", f"Syntax error{where}: {message}. {what}")])


_REVERSE = re.compile(r"(\{rvs? ?on\}|\{rvs? ?off?\}|\{reverse ?o(?:n|ff)\})", re.IGNORECASE)


def reversed_video(fragments: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """Fragments with petcat's reverse-video marks taken out and the text
    between them styled ``reverse`` (a RETURN ends reverse video on the C64,
    so a listed line starts without it)."""
    out: list[tuple[str, str]] = []
    reverse = False
    for style, text in fragments:
        for part in _REVERSE.split(text):
            if not part:
                continue
            if _REVERSE.fullmatch(part):
                reverse = "on" in part.lower()
                continue
            out.append((f"{style} reverse".strip() if reverse else style, part))
    return out

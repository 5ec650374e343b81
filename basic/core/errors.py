"""Errors a BASIC program can cause, in the machine's own terms.

Everything that can go wrong while parsing or running a program is raised as a
:class:`BasicError` (or :class:`BasicSyntaxError` for text that does not parse)
carrying the dialect's *report code*; the dialect turns the code into the exact
words the ROM printed.  Python exceptions must never reach the user.

Sinclair codes are the report characters ``'0'``-``'9'``, ``'A'``-``'R'``
(``'2'`` = "Variable not found", ``'B'`` = "Integer out of range").  Commodore
codes are the message names (``'SYNTAX'``, ``'OVERFLOW'``, ``'ILLEGAL QUANTITY'``).
"""
from __future__ import annotations


class BasicError(Exception):
    """A report raised by the running program (``6 Number too big``)."""

    def __init__(self, code: str, detail: str = "",
                 at: tuple[int, int] | None = None, *, by_stop: bool = False) -> None:
        super().__init__(code, detail)
        self.code = code
        #: the STOP statement raised it (the C64's STOP and RUN/STOP share
        #: the report BREAK; only the statement is a normal end)
        self.by_stop = by_stop
        self.detail = detail  # extra words for *our* messages (e.g. which feature)
        #: (line, statement) when the ROM reports somewhere other than the
        #: statement that was running (report N names the line it jumped to)
        self.at = at
        #: (line, statement) the run goes on at, set when the report comes
        #: between statements (see runtime.interpreter.Report.resume)
        self.resume: tuple[int, int] | None = None

    def __str__(self) -> str:  # pragma: no cover - debugging aid
        return f"report {self.code}" + (f" ({self.detail})" if self.detail else "")


class BasicSyntaxError(Exception):
    """A line that does not parse.  ``line`` is the BASIC line number (or None
    for a direct command), ``column`` 1-based within the source line."""

    def __init__(self, message: str, line: int | None = None, column: int | None = None,
                 source: str = "", file_line: int | None = None) -> None:
        super().__init__(message, line, column)
        self.message = message
        self.line = line
        self.column = column
        self.source = source
        #: where the line is in its listing file (1 for the first), when it
        #: came from one
        self.file_line = file_line

    def __str__(self) -> str:
        where = []
        if self.line is not None:
            where.append(f"line {self.line}")
        if self.column is not None:
            where.append(f"column {self.column}")
        return (", ".join(where) + ": " if where else "") + self.message


class StopRun(Exception):
    """Raised to stop a run for a reason that is not a BASIC report: a headless
    run waiting for a key that will never come (``stop_reason`` ``inkey-wait``,
    ``input-wait`` ...), a frame limit, or the user quitting."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason

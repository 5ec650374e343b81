"""What a dialect is: data plus a few hooks.

Code outside ``basic/dialects/`` never asks "am I on a C64?"; it asks the
dialect object for the behaviour it needs: how to parse, how to compile, how to
word a report, what machine to build.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover
    from .compiler import Compiler
    from .interpreter import Interpreter, Report
    from .listing import ParseResult


class Dialect:
    #: the name used by ``--dialect`` and ``# dialect:`` headers
    name: str = ""
    #: a one-line description for ``basic --help`` and docs
    title: str = ""

    # -- syntax ------------------------------------------------------------
    def parse_listing(self, text: str, **options: Any) -> "ParseResult":
        raise NotImplementedError

    def parse_line(self, text: str) -> Any:
        raise NotImplementedError

    # -- running -----------------------------------------------------------
    def make_machine(self, **options: Any) -> Any:
        raise NotImplementedError

    def make_compiler(self, interp: "Interpreter") -> "Compiler":
        raise NotImplementedError

    def format_report(self, report: "Report") -> str:
        raise NotImplementedError

    #: what :meth:`continue_position` returns to leave CONTINUE's position as
    #: it was (the ROMs do not move it for a direct command that went well)
    KEEP: Any = object()

    def continue_position(self, report: "Report") -> Any:
        """Where CONTINUE resumes after ``report``: (line, statement), None
        for nowhere, or :attr:`KEEP` to leave it where it was."""
        if report.line == 0 and report.code == "0":
            return self.KEEP
        return (report.line, report.stmt)


def register_syntax(name: str, module: str) -> None:
    """Make ``basic.syntax.parser`` know a dialect's syntax module (its
    DIALECTS table is the extension point; the entry is only added once)."""
    from . import listing as parser
    parser.DIALECTS.setdefault(name, module)

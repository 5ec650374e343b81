"""What a dialect is: data plus a few hooks.

Code outside ``basic/dialects/`` never asks "am I on a C64?"; it asks the
dialect object for the behaviour it needs: how to parse, how to compile, how to
word a report, what machine to build.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Optional

if TYPE_CHECKING:  # pragma: no cover
    from ..runtime.compile import Compiler
    from ..runtime.interpreter import Interpreter, Report
    from ..syntax.parser import ParseResult


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

    def continue_position(self, report: "Report") -> Optional[tuple[int, int]]:
        """Where CONTINUE resumes after ``report`` (line, statement)."""
        return (report.line, report.stmt)

"""The Spectrum dialect's syntax, as :mod:`basic.core.listing` uses it.

A dialect syntax module provides three functions:

* ``parse_body(body, line, col0, upper_keywords) -> list[ast.Stmt]``
* ``parse_expression(tokenized) -> ast.Node``
* ``highlight(text, upper_keywords) -> list[(kind, text)]``
"""
from __future__ import annotations

from typing import Optional

from ...core import ast
from ...core.errors import BasicSyntaxError
from ...core.listing import MAX_LINE_BYTES
from .highlight import highlight
from .parser import parse_body as _parse_body, parse_expression

__all__ = ["parse_body", "parse_expression", "highlight"]

#: a line's text can be this long before its stored form (each number
#: followed by its 6 hidden bytes, at most 7 bytes a character) might not
#: fit the line's length word: below it nothing needs measuring
_SURELY_FITS = MAX_LINE_BYTES // 7


def parse_body(body: str, line: Optional[int] = None, col0: int = 1,
               upper_keywords: bool = False) -> list[ast.Stmt]:
    """The statements of a line's body; a line whose stored form (keywords
    as tokens, every number with its hidden 5-byte form) would be longer
    than the 65535 bytes its length word holds is refused as it is loaded."""
    statements = _parse_body(body, line, col0, upper_keywords)
    if len(body) > _SURELY_FITS:
        from .memory_map import _line_tokens      # memory_map needs the parser
        stored = len(_line_tokens(ast.Line(line or 0, statements, source=f"{line or 0} {body}"),
                                  upper_keywords)) + 1
        if stored > MAX_LINE_BYTES:
            raise BasicSyntaxError(
                f"the line does not fit: {stored} bytes as the Spectrum stores it (each "
                f"number keeps 6 hidden bytes), and a line holds at most {MAX_LINE_BYTES}",
                line, col0, source=body[:40] + "...")
    return statements

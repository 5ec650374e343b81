"""The Spectrum dialect's syntax, as :mod:`basic.core.listing` uses it.

A dialect syntax module provides three functions:

* ``parse_body(body, line, col0, upper_keywords) -> list[ast.Stmt]``
* ``parse_expression(tokenized) -> ast.Node``
* ``highlight(text, upper_keywords) -> list[(kind, text)]``
"""
from __future__ import annotations

from .highlight import highlight
from .parser import parse_body, parse_expression

__all__ = ["parse_body", "parse_expression", "highlight"]

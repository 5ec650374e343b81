"""PRINT and INPUT as the ZX80 and ZX81 ROMs do them, for both compilers.

The two compilers have different bases (the ZX80's integer
:class:`~basic.core.compiler.Compiler`, the ZX81's Spectrum
``SinclairCompiler``) but the same screen machine
(:class:`basic.dialects.zx8x.machine.Zx8xMachine`), so PRINT's items and the
INPUT loop are one piece of code, mixed in ahead of either base.  The
dialect gives its syntax module and, through small hooks, what differs:
PRINT AT/TAB (ZX81 only) and what a typed string becomes.
"""
from __future__ import annotations

from typing import Any, Callable, Optional

from ...core.compiler import Stmt
from ...core.errors import BasicError, BasicSyntaxError
from ...core import ast
from .charset import input_codes


class Zx8xStatements:
    """PRINT and INPUT on a ZX80/ZX81 screen; mix in before the compiler base."""

    #: the dialect's syntax module (for INPUT's expression)
    syntax: Any = None

    #: GO SUB keeps PPC+1, a line number (the 4K ROM at 0x0943, the 8K
    #: ROM's GO SUB at 0x0EB5), and RETURN goes to the first line from the
    #: start numbered at least that, as GO TO does
    RETURNS_BY_NUMBER = True

    def return_point(self, line: int, stmt: int) -> tuple[int, int]:
        """PPC+1: RETURN finds the line by number (LINE-ADDR)."""
        return line + 1, 1

    @property
    def GOSUB_CHECK_FROM(self) -> int:
        """GO SUB's room is checked from the first level on a 1K or 2K
        machine (its RAM can be nearly full at any depth: on the 8K ROM a
        full screen on 1K leaves 12 levels), from the 33rd on 16K and more."""
        return 0 if self.machine.ram_k < 16 else 32

    # provided by the compiler this is mixed into
    machine: Any
    layout: Any
    expr: Callable[[ast.Node], Callable[[], Any]]
    is_string: Callable[[ast.Node], bool]
    locator: Callable[[ast.Node], Callable[[], Callable[[Any], None]]]

    def parse_expression(self, text: str) -> ast.Node:
        """``text`` read as an expression by the dialect's syntax."""
        return self.syntax.parse_expression(text)

    # -- PRINT -------------------------------------------------------------------
    def stmt_Print(self, node: ast.Print, idx: int) -> Stmt:
        m = self.machine
        ops: list[Callable[[], None]] = []
        for item in node.items:
            if isinstance(item, ast.PrintExpr):
                value = self.expr(item.expr)
                if self.is_string(item.expr):
                    ops.append(lambda v=value: m.print_text(v()))
                else:
                    ops.append(lambda v=value: m.print_number(v()))
            elif isinstance(item, ast.PrintSep):
                if item.sep == ",":
                    ops.append(m.print_comma)
            else:
                op = self.print_position(item)
                if op is not None:
                    ops.append(op)
        newline = not node.items or not isinstance(node.items[-1], ast.PrintSep)
        if node.printer:
            return lambda: None         # LPRINT: no printer attached

        def print_() -> None:
            for op in ops:
                op()
            if newline:
                m.emit_newline()
        return print_

    def print_position(self, item: ast.Node) -> Optional[Callable[[], None]]:
        """Hook: a PRINT item that moves the print position (AT, TAB), or
        None for one the dialect does not have."""
        return None

    # -- INPUT -------------------------------------------------------------------
    def stmt_Input(self, node: ast.Input, idx: int) -> Stmt:
        item = node.items[0]
        assert isinstance(item, ast.InputVar)
        locate = self.locator(item.target)
        want_string = self.is_string(item.target)
        m = self.machine
        where = self.layout.where

        check = None if want_string else self.input_error_at

        def input_() -> None:
            if where[idx][0] == 0:
                raise BasicError("8")          # INPUT can only be used in a program
            store = locate()                   # the variable first (CLASS-1)
            rejected: Optional[tuple[str, int]] = None
            while True:
                text = m.input_text(quotes=want_string, rejected=rejected, check=check)
                try:
                    value = self.evaluate_input(text, want_string)
                except BasicSyntaxError as err:
                    # the ROM will not take the line: it stays, with the
                    # error marker, for the user to edit
                    rejected = (text, self.marker_index(text, err))
                    continue
                m.input_done()
                store(value)
                return
        return input_

    def evaluate_input(self, text: str, want_string: bool) -> Any:
        """The INPUT line is scanned as an expression (VAL-FETCH): a number
        may be typed as ``2*X``; a string is the text between the quotes the
        ROM puts around it."""
        if want_string and not self.machine.input_is_expression:
            return self.input_string(input_codes(self.machine.charset, text))
        tree = self.parse_expression(text)
        if want_string:                      # the quotes were taken away
            if not self.is_string(tree):
                raise BasicSyntaxError("a string is needed", None, len(text) + 1)
            return self.expr(tree)()
        if self.is_string(tree):
            raise BasicSyntaxError("a number is needed", None, len(text) + 1)
        return self.expr(tree)()

    def input_error_at(self, text: str) -> Optional[int]:
        """Where the syntax check of a numeric answer puts its error marker
        (an index into the answer's codes), or None when it is right."""
        try:
            tree = self.parse_expression(text)
        except BasicSyntaxError as err:
            return self.marker_index(text, err)
        return None if not self.is_string(tree) else len(input_codes(self.machine.charset, text))

    def marker_index(self, text: str, err: BasicSyntaxError) -> int:
        """The error of ``err`` as an index into ``text``'s codes."""
        column = err.column if err.column else len(text) + 1
        return len(input_codes(self.machine.charset, text[:max(0, column - 1)]))

    def input_string(self, codes: str) -> str:
        """Hook: the string value of an INPUT answer typed as ``codes``."""
        return codes

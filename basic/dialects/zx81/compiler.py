"""ZX81 meanings for the AST: the Spectrum's (SinclairCompiler) where the ROMs
agree, overridden where the 8K ROM differs.

What is shared: 5-byte floating point through :mod:`basic.numbers.zx`,
string slicing and Procrustean assignment, string and numeric arrays, FOR
with STEP, GOSUB/RETURN, IF, the logic of NOT/AND/OR (1/0 results, ``x AND
y`` is x when y is non-zero).

What differs here:

* PRINT/INPUT: the ZX81's screen rules (:mod:`.machine`), numbers through its
  PRINT-FP (:mod:`.numbers`), no colour items;
* functions: CODE/CHR$ on ZX81 codes, STR$ with PRINT-FP, VAL reading ZX81
  text, INKEY$ from the ZX81 keyboard, PEEK/USR on the ZX81 memory;
* FOR that does not run goes past the line of its NEXT, or ends the program
  when there is none (FOR at 0x0DB9 searches NEXT lines; no report I);
* GOTO/GOSUB/RUN: FIND-INT (0..65535, else B) and line numbers from 61440
  up are report B (GOTO-2 at 0x0E86);
* POKE: address 0..65535, value -255..255 (0x0E92);
* SCROLL, FAST, SLOW, PAUSE, PLOT/UNPLOT, RAND; no READ/DATA/RESTORE/DEF FN
  (the syntax has none).
"""
from __future__ import annotations

from typing import Any, Callable, Optional

from ...numbers import zx
from ...runtime.compile import Expr, Stmt
from ...runtime.errors import BasicError, BasicSyntaxError
from ...syntax import ast
from ..spectrum import conversions as cv
from ..spectrum.compiler import SinclairCompiler
from ..spectrum.functions import NUMERIC
from .numbers import print_fp


class ZX81Compiler(SinclairCompiler):
    """Compiles for the ZX81 8K ROM."""

    def line_number(self, value: Any) -> int:
        n = cv.find_int2(value)
        if n >= 0xF000:
            raise BasicError("B")
        return n

    def constant_line(self, node: ast.Node) -> Optional[int]:
        n = super().constant_line(node)
        return n if n is not None and n < 0xF000 else None

    def _after_matching_next(self, var: str, idx: int) -> Optional[int]:
        found = super()._after_matching_next(var, idx)
        return self.layout.end if found is None else found

    # -- functions --------------------------------------------------------------
    def expr_Call(self, node: ast.Call) -> Expr:
        name = node.name
        args = [self.expr(a) for a in node.args]
        m = self.machine
        if name in NUMERIC:
            fn = NUMERIC[name]
            (a,) = args
            return lambda: fn(a())
        if name == "PI":
            value = zx.pi()
            return lambda: value
        if name == "RND":
            return m.rnd
        if name == "INKEY$":
            return m.inkey
        if name == "NOT":
            (a,) = args
            return lambda: zx.not_(a())
        (a,) = args
        if name == "CODE":
            return lambda: (lambda s: ord(s[0]) if s else 0)(a())
        if name == "LEN":
            return lambda: len(a())
        if name == "CHR$":
            return lambda: chr(cv.find_int1(a()))
        if name == "STR$":
            table = m.charset.code_of
            return lambda: "".join(chr(table[c]) for c in print_fp(a()))
        if name == "PEEK":
            return lambda: m.peek(cv.find_int2(a()))
        if name == "USR":
            return lambda: m.usr(cv.find_int2(a()))
        if name == "VAL":
            return self._val(a)
        return self.unsupported(name)

    def _val(self, arg: Expr) -> Expr:
        """VAL: the string's characters are read as an expression (report C
        if they are not one)."""
        cache: dict[str, Expr] = {}
        cs = self.machine.charset

        def val() -> Any:
            codes = arg()
            compiled = cache.get(codes)
            if compiled is None:
                from ...syntax.zx81_syntax import parse_expression
                try:
                    tree = parse_expression(_spaced(codes, cs))
                except BasicSyntaxError:
                    raise BasicError("C") from None
                if self.is_string(tree):
                    raise BasicError("C")
                compiled = self.expr(tree)
                if len(cache) < 256:
                    cache[codes] = compiled
            return compiled()
        return val

    # -- statements ---------------------------------------------------------------
    def stmt_Poke(self, node: ast.Poke, idx: int) -> Stmt:
        address = self.expr(node.address)
        value = self.expr(node.value)
        m = self.machine

        def poke() -> None:
            v = cv.poke_byte(value())
            m.poke(cv.find_int2(address()), v)
        return poke

    def stmt_Randomize(self, node: ast.Randomize, idx: int) -> Stmt:
        seed = self.expr(node.seed) if node.seed is not None else (lambda: 0)
        m = self.machine
        return lambda: m.randomise(cv.find_int2(seed()))

    def stmt_Pause(self, node: ast.Pause, idx: int) -> Stmt:
        frames = self.expr(node.frames)
        m = self.machine
        return lambda: m.pause(cv.find_int2(frames()))

    def stmt_Cls(self, node: ast.Cls, idx: int) -> Stmt:
        m = self.machine
        return lambda: m.cls()

    def stmt_Plot(self, node: ast.Plot, idx: int) -> Stmt:
        x = self.expr(node.x)
        y = self.expr(node.y)
        m = self.machine
        unplot = node.unplot

        def plot() -> None:
            m.plot(_coordinate(x()), _coordinate(y()), unplot)
        return plot

    def stmt_Generic(self, node: ast.Generic, idx: int) -> Stmt:
        m = self.machine
        if node.kind == "SCROLL":
            return lambda: m.scroll()
        if node.kind in ("FAST", "SLOW"):
            fast = node.kind == "FAST"
            return lambda: m.set_speed(fast)
        return self.unsupported(node.kind)

    def stmt_Copy(self, node: ast.Copy, idx: int) -> Stmt:
        return lambda: None             # no ZX Printer: the ROM returns

    def stmt_List(self, node: ast.List, idx: int) -> Stmt:
        start = self.expr(node.start) if node.start is not None else (lambda: 0)
        m = self.machine
        printer = node.printer

        def list_() -> None:
            if not printer:
                m.list_program(self.interp.program, cv.find_int2(start()))
        return list_

    # -- PRINT and INPUT -------------------------------------------------------------
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
            elif isinstance(item, ast.PrintAt):
                row, col = self.expr(item.row), self.expr(item.column)
                ops.append(lambda r=row, c=col: m.print_at(cv.magnitude(r()), cv.magnitude(c())))
            elif isinstance(item, ast.PrintTab):
                col = self.expr(item.column)
                ops.append(lambda c=col: m.print_tab(_tab(c())))
        newline = not node.items or not isinstance(node.items[-1], ast.PrintSep)
        if node.printer:
            return lambda: None         # LPRINT: no printer attached

        def print_() -> None:
            for op in ops:
                op()
            if newline:
                m.emit_newline()
        return print_

    def stmt_Input(self, node: ast.Input, idx: int) -> Stmt:
        item = node.items[0]
        assert isinstance(item, ast.InputVar)
        store = self.assigner(item.target)
        want_string = self.is_string(item.target)
        m = self.machine
        where = self.layout.where

        def input_() -> None:
            if where[idx][0] == 0:
                raise BasicError("8")
            while True:
                text = m.input_text(quotes=want_string)
                try:
                    value = self._input_value(text, want_string)
                except BasicSyntaxError:
                    continue
                m.input_done()
                store(value)
                return
        return input_

    def _input_value(self, text: str, want_string: bool) -> Any:
        from ...machine.zx8x_charset import input_codes
        if want_string:
            return input_codes(self.machine.charset, text)
        from ...syntax.zx81_syntax import parse_expression
        tree = parse_expression(text)
        if self.is_string(tree):
            raise BasicSyntaxError("a number is needed")
        return self.expr(tree)()


def _tab(x: Any) -> int:
    """TAB's operand (STK-TO-A: 0..255, else report B)."""
    return cv.find_int1(x)


def _coordinate(v: Any) -> int:
    """PLOT's STK-TO-BC: rounded; out of range is report B."""
    a, negative, overflow = zx.fp_to_a(v)
    if overflow or negative:
        raise BasicError("B")
    return a


def _spaced(codes: str, cs: Any) -> str:
    """ZX81 codes -> text the ZX81 syntax reads (keywords spelt with spaces
    round them)."""
    out = []
    for c in codes:
        code = ord(c)
        if code >= 0xC0 or 0x40 <= code <= 0x42:
            out.append(" " + cs.tokens.get(code, "?") + " ")
        else:
            out.append(cs.unicode_char(code & 0x7F if code >= 128 else code))
    return "".join(out)

"""ZX81 meanings for the AST: the Spectrum's (SinclairCompiler) where the ROMs
agree, overridden where the 8K ROM differs.

What is shared: 5-byte floating point through :mod:`basic.dialects.sinclair.calculator`,
string slicing and Procrustean assignment, string and numeric arrays, FOR
with STEP, GOSUB/RETURN, IF, the logic of NOT/AND/OR (1/0 results, ``x AND
y`` is x when y is non-zero).

What differs here:

* PRINT/INPUT: the ZX81's screen rules (:mod:`.machine`), numbers through its
  PRINT-FP (:mod:`.numbers`), no colour items (the statements are the ZX80's
  too: :mod:`basic.dialects.zx8x.compiler`);
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

from ..sinclair import calculator as zx
from ...core.compiler import Expr, Stmt
from ...core.errors import BasicError, BasicSyntaxError
from ...core import ast
from ..sinclair import conversions as cv
from ..sinclair.compiler import SinclairCompiler
from ..zx8x.compiler import Zx8xStatements
from ..sinclair.workspace import ZX81 as ZX81_TOKENS, statement_needs
from . import syntax
from .numbers import dec_to_fp, print_fp
from .stored import hidden_numbers, line_codes, stored_size, text_codes

#: functions whose 8K ROM meaning is not the Spectrum's (NOT is a prefix
#: operator, so it only comes here as a Call built by hand)
_OWN_FUNCTIONS = frozenset({"NOT", "STR$", "PEEK", "USR", "VAL"})


class ZX81Compiler(Zx8xStatements, SinclairCompiler):
    """Compiles for the ZX81 8K ROM."""

    syntax = syntax
    #: the ZX81's space is code 0 (DIM A$ and LET A$(2 TO 4) fill with it)
    SPACE = "\x00"
    WORKSPACE = ZX81_TOKENS
    line_codes = staticmethod(line_codes)
    #: the 8K ROM's DEC-TO-FP, with its own E-TO-FP
    literal = staticmethod(dec_to_fp)
    #: the flat index of the statement being compiled (PEEK of PPC, NXTLIN
    #: and ERR_SP says where it was made from)
    _compiling = -1

    def stmt(self, node: ast.Stmt, idx: int) -> Stmt:
        self._compiling = idx
        return super().stmt(node, idx)
    #: a 1K ZX81 runs out at a few hundred bytes (134 nested brackets)
    workspace_checked = 100
    workspace_slack = -6

    #: a line from this many bytes on is checked whatever its count: such a
    #: line can fill the RAM by itself (a 1,922-term sum fills 16K)
    LONG_LINE = 256
    #: what PRINT needs to print a number (PRINT-FP's calculator values and
    #: digits), so a statement printing needs at least this: fitted to the
    #: 8K ROM's flat sums (4 when PRINT has 24 bytes, not when 31) and to
    #: PRINT 1 after a DIM on 1K (exact), room_rom.json
    PRINT_NEEDS = 31

    def string_copies(self, value: ast.Node) -> int:
        """S-QUOTE stacks a literal where it stands in the line and LOOK-VARS
        a variable where it is: only the variable's new copy is made (on
        the 8K ROM a 1K machine takes LET A$ of a 400-character literal)."""
        return 1 if isinstance(value, (ast.Str, ast.Var)) else 2

    def check_anyway(self, idx: int) -> bool:
        """A long line, and on 1K or 2K every PRINT (there the RAM is often
        nearly full, and PRINT-FP needs room to print a number)."""
        layout = self.layout
        if idx >= layout.program_size:
            return False
        if self.machine.ram_k < 16 and isinstance(layout.nodes[idx], ast.Print):
            return True
        line = self.line_numbered(layout.where[idx][0])
        return line is not None and stored_size(line) >= self.LONG_LINE

    def workspace_need(self, idx: int) -> int:
        need = super().workspace_need(idx)
        if idx < self.layout.program_size and isinstance(self.layout.nodes[idx], ast.Print):
            need = max(need, self.PRINT_NEEDS)
        return need

    #: what VAL keeps beyond its copy of the string and SCANNING's count
    #: (its calls, the statement that VAL is in): fitted to the 8K ROM's
    #: answers in tests/deep/golden/zx81_workspace.json, within one level
    VAL_EXTRA = 36

    def text_room(self, codes: str, extra: int = 0) -> Optional[int]:
        """Bytes an expression read from text at run time needs (an INPUT
        answer, VAL's string): the text checked as a line in the workspace
        (its hidden numbers made), then SCANNING's count over it; None when
        it is under the check's threshold."""
        need = (statement_needs(codes, ZX81_TOKENS)[0] + len(codes) + 1
                + 6 * hidden_numbers(codes) + self.workspace_slack + extra)
        return need if need >= self.workspace_checked else None

    def evaluate_input(self, text: str, want_string: bool) -> Any:
        """A numeric answer is checked as a line in the edit line and
        scanned there: report 4 when its expression needs more room than is
        left (as in a listing, workspace.py)."""
        if not want_string:
            try:
                codes = text_codes(text)
            except Exception:       # not storable: the parse below says why
                codes = ""
            need = self.text_room(codes) if codes else None
            if need is not None:
                self.machine.need_memory(need, len(self.interp.gosub))
        return super().evaluate_input(text, want_string)

    #: what the statement a GO SUB goes to needs, and the GO SUB itself, in
    #: free bytes after the push: fitted to the 8K ROM, where unbounded
    #: recursion through ``LET N=N+1`` ends in that LET (MOVE-FP's
    #: TEST-5-SP with a value stacked asks 4 bytes more than GO-SUB's 6)
    GOSUB_TARGET_NEEDS = 6
    GOSUB_NEEDS = 2

    def check_gosub_room(self, depth: int, dest: int) -> None:
        """GO-SUB (0x0EB5) pushes the line number and asks TEST-ROOM for 6
        bytes more: report 4 in the GO SUB's own line when they are not
        there; else the statement it goes to stops with report 4 when it has
        no room left to stack its values (MOVE-FP's TEST-5-SP).  (On the ROM
        it is the first statement that stacks a value, which may come after
        a GOTO; here it is the GO SUB's target.)"""
        need = self.machine.need_memory
        need(self.GOSUB_NEEDS, depth)
        where = self.layout.where
        if dest < len(where) and dest != self.layout.end:
            need(self.GOSUB_TARGET_NEEDS, depth, where[dest])

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
        """The functions the 8K ROM does its own way; the others (SIN...,
        PI, RND, INKEY$, CODE, LEN, CHR$) as on the Spectrum."""
        name = node.name
        if name not in _OWN_FUNCTIONS:
            return super().expr_Call(node)
        (a,) = [self.expr(arg) for arg in node.args]
        m = self.machine
        if name == "NOT":
            return lambda: zx.not_(a())
        if name == "STR$":
            table = m.charset.code_of
            return lambda: "".join(chr(table[c]) for c in print_fp(a()))
        if name == "PEEK":
            idx = self._compiling

            def peek() -> int:
                address = cv.find_int2(a())
                if address < 0x407D:
                    where = self.layout.where
                    line = where[idx][0] if 0 <= idx < self.layout.end else 0
                    m.note_position(line, len(self.interp.gosub))
                return m.peek(address)
            return peek
        if name == "USR":
            at = self._compiling
            interp = self.interp

            def usr() -> int:
                address = cv.find_int2(a())
                where = self.layout.where
                m.note_position(where[at][0] if 0 <= at < self.layout.end else 0,
                                len(interp.gosub))
                return m.usr(address, interp)
            return usr
        return self._val(a)

    def _val(self, arg: Expr) -> Expr:
        """VAL: the string's characters are read as an expression (report C
        if they are not one)."""
        cache: dict[str, Expr] = {}
        cs = self.machine.charset
        nesting = self.nesting
        room = self.machine.need_memory
        gosub = self.interp.gosub

        def val() -> Any:
            codes = arg()
            compiled = cache.get(codes)
            if compiled is None:
                try:
                    tree = self.parse_expression(_spaced(codes, cs))
                except BasicSyntaxError:
                    raise BasicError("C") from None
                if self.is_string(tree):
                    raise BasicError("C")
                compiled = self.expr(tree)
                need = self.text_room(codes, self.VAL_EXTRA)
                if need is not None:
                    expression = compiled

                    def compiled() -> Any:
                        room(need, len(gosub))
                        return expression()
                if len(cache) < 256:
                    cache[codes] = compiled
            nesting.enter()
            try:
                return compiled()
            finally:
                nesting.leave()
        return val

    # -- statements ---------------------------------------------------------------
    def stmt_Poke(self, node: ast.Poke, idx: int) -> Stmt:
        address = self.expr(node.address)
        value = self.expr(node.value)
        m = self.machine
        interp = self.interp

        def poke() -> None:
            v = cv.poke_byte(value())
            m.poke(cv.find_int2(address()), v, interp)
        return poke

    def stmt_Randomize(self, node: ast.Randomize, idx: int) -> Stmt:
        seed = self.expr(node.seed) if node.seed is not None else (lambda: 0)
        m = self.machine
        return lambda: m.randomise(cv.find_int2(seed()))

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

    # -- PRINT and INPUT: Zx8xStatements, with AT and TAB ------------------------
    def print_position(self, item: ast.Node) -> Optional[Callable[[], None]]:
        m = self.machine
        if isinstance(item, ast.PrintAt):
            row, col = self.expr(item.row), self.expr(item.column)
            return lambda: m.print_at(cv.magnitude(row()), cv.magnitude(col()))
        if isinstance(item, ast.PrintTab):
            col = self.expr(item.column)
            return lambda: m.print_tab(_tab(col()))
        return None


def _tab(x: Any) -> int:
    """TAB's operand (STK-TO-A: 0..255, else report B)."""
    return cv.find_int1(x)


def _coordinate(v: Any) -> int:
    """PLOT's STK-TO-BC: the magnitude, rounded (STK-TO-A keeps the sign
    apart and PLOT never looks at it: ``PLOT -6,40`` plots at 6,40); above
    255 is report B."""
    a, _negative, overflow = zx.fp_to_a(v)
    if overflow:
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

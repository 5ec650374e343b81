"""Crunched Commodore BASIC V2 line -> AST, the way the ROM reads it.

The C64 checks syntax while it *runs* a line, token by token, so a line that
does not parse still goes into the program and everything before the bad
token runs: ``10 PRINT "A";(1+`` prints ``A`` and then stops with
``?SYNTAX  ERROR IN 10``.  This parser therefore never rejects a line.  It
reads as far as the ROM would and marks the spot where the ROM would stop:

* a :class:`Fault` leaf where an operand or a token was expected inside an
  expression (so ``X(11)+`` still evaluates ``X(11)`` first, as the ROM does);
* a :class:`SyntaxStmt` where a statement goes wrong outside an expression, or
  where a statement ends and the next character is neither ``:`` nor the end
  of the line (``A=5 B=6`` assigns A, then stops);
* after a fault the rest of the line is dropped.

Reading follows the ROM routines: CHRGET skips spaces everywhere outside
strings (``G O TO`` is not ``GOTO`` because CRUNCH saw the spaces, but
``1 2 . 5`` is 12.5 and ``A B`` is ``AB``); FRMEVL's operator priorities
(``^`` 127, unary minus 125, ``* /`` 123, ``+ -`` 121, relations 100, ``NOT``
90, ``AND`` 80, ``OR`` 70, left to right within one level); PTRGET's names
(a letter, then letters and digits, of which two count, then ``$`` or ``%``);
LINGET's line numbers (digits only, a non-number reads as 0, above 63999 is a
syntax error).

AST conventions for this dialect (see basic/core/ast.py):

* names are the two significant characters, upper case (``SCORE`` is ``SC``,
  and ``TI``/``ST`` are the clock and status); ``is_string``/``is_integer``
  give the type;
* ``Data`` keeps its raw text in ``raw`` (one element: the text after the
  DATA token up to the statement's end, as codes); READ parses it at run time
  with the ROM's rules;
* ``Goto``/``Gosub``/``If.then_line`` targets are ``Num`` with the line number;
  ``OnGoto.targets`` likewise;
* ``Generic`` carries ``GET``, ``WAIT``, ``OPEN``, ``CLOSE``, ``CMD``,
  ``PRINT#``, ``INPUT#``, ``GET#``, ``LOAD``, ``SAVE``, ``VERIFY``, ``CONT``,
  ``NEW`` and ``LIST``;
* ``SysCall`` is SYS: its address, and the rest of its statement kept as
  text for the routine to read;
* ``Call`` names are the keyword (``'LEFT$'``, ``'SGN'``...), ``'PI'`` for π.

Formulas are read by :class:`.formula.FormulaReader`, which this parser
extends with the statements.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple


from ...core import ast
from . import tokens as T
from .formula import (COLON, END, QUOTE, Fault, FormulaReader, Trailing, _key,
                      is_digit, is_letter)

@dataclass(slots=True)
class SyntaxStmt(ast.Stmt):
    """A statement the ROM stops at with ``?SYNTAX  ERROR``."""
    col: int = 0


@dataclass(slots=True)
class SysCall(ast.Stmt):
    """``SYS address[...]``: what follows the address belongs to the routine,
    which reads it with BASIC's own text routines from TXTPTR (CHRGET,
    CHKCOM, FRMEVL...; :mod:`.textcalls`), so it is kept as text: ``text``
    is the whole line's codes, ``after`` where TXTPTR is left after the
    address (CHRGOT's code), ``end`` the ``:`` or the end of line that ends
    the statement when the routine has taken all of it."""
    address: ast.Node = field(default_factory=Fault)
    after: int = 0
    end: int = 0
    text: str = ""
    col: int = 0


@dataclass(slots=True)
class TimeAssign(ast.Stmt):
    """``TI$ = "hhmmss"``: sets the jiffy clock."""
    value: ast.Node = field(default_factory=Fault)
    col: int = 0


class LineParser(FormulaReader):
    """Parses one crunched line body (``str`` of codes)."""

    # -- the line ------------------------------------------------------------------
    def line(self) -> list[ast.Stmt]:
        stmts: list[ast.Stmt] = []
        while not self.failed:
            c = self.peek()
            if c == END:
                break
            if c == COLON:
                self.i += 1
                continue
            more = self.statement()
            stmts.extend(more)
            if self.failed:
                if not stmts or not isinstance(stmts[-1], SyntaxStmt) and not _has_fault(stmts[-1]):
                    stmts.append(SyntaxStmt(self.i + 1))
                break
            last = stmts[-1] if stmts else None
            if isinstance(last, ast.If) and last.then_line is None:
                continue                        # THEN: a statement follows directly
            if not self.at_end_of_statement():
                stmts.append(SyntaxStmt(self.i + 1))
                break
        return stmts

    def rest_of_statement(self) -> str:
        """Skip to the end of the statement (DATAN: ``:`` outside quotes)."""
        start = self.i
        quote = False
        while self.i < self.n:
            c = self.t[self.i]
            if c == QUOTE:
                quote = not quote
            elif c == COLON and not quote:
                break
            self.i += 1
        return "".join(map(chr, self.t[start:self.i]))

    def statement(self) -> list[ast.Stmt]:
        col = self.i + 1
        c = self.take()
        if c < 0x80 or c == END:
            if c != END:
                self.i -= 1
            if is_letter(c):
                return [self.let(col)]
            self.failed = True
            return [SyntaxStmt(col)]
        if c == T.GO:
            if not self.expect(T.TO):
                return [SyntaxStmt(col)]
            target = self.linget()
            return [SyntaxStmt(col) if self.failed else ast.Goto(target, col)]
        name = T.NAME.get(c, "")
        if name in ("INPUT#", "PRINT#"):
            return [self.channel_statement(name, col)]
        method = getattr(self, "st_" + name, None)
        if c > T.LAST_STATEMENT or method is None:
            self.failed = True
            return [SyntaxStmt(col)]
        result = method(col)
        return result if isinstance(result, list) else [result]

    # -- simple statements -----------------------------------------------------------
    def _bare(self, node: ast.Stmt) -> ast.Stmt:
        """END, STOP, RETURN, CLR, NEW, CONT do nothing when something follows
        them (the ROM returns at once), and the next-statement check fails."""
        if not self.at_end_of_statement():
            return SyntaxStmt(node.col)
        return node

    def st_END(self, col: int) -> ast.Stmt:
        return self._bare(ast.End(col))

    def st_STOP(self, col: int) -> ast.Stmt:
        return self._bare(ast.Stop(col))

    def st_RETURN(self, col: int) -> ast.Stmt:
        return self._bare(ast.Return(col))

    def st_CLR(self, col: int) -> ast.Stmt:
        return self._bare(ast.Clear(None, col))

    def st_NEW(self, col: int) -> ast.Stmt:
        return self._bare(ast.New(col))

    def st_CONT(self, col: int) -> ast.Stmt:
        return self._bare(ast.Continue(col))

    def st_REM(self, col: int) -> ast.Stmt:
        text = "".join(map(chr, self.t[self.i:]))
        self.i = self.n
        return ast.Rem(text, col)

    def st_DATA(self, col: int) -> ast.Stmt:
        return ast.Data([], [self.rest_of_statement()], col)

    def st_RESTORE(self, col: int) -> ast.Stmt:
        return ast.Restore(None, col)

    def st_GOTO(self, col: int) -> ast.Stmt:
        target = self.linget()
        if self.failed:
            return SyntaxStmt(col)
        self.rest_of_statement()
        return ast.Goto(target, col)

    def st_GOSUB(self, col: int) -> ast.Stmt:
        target = self.linget()
        if self.failed:
            return SyntaxStmt(col)
        self.rest_of_statement()
        return ast.Gosub(target, col)

    def st_RUN(self, col: int) -> ast.Stmt:
        if self.at_end_of_statement():
            return ast.Run(None, col)
        target = self.linget()
        if self.failed:
            return SyntaxStmt(col)
        self.rest_of_statement()
        return ast.Run(target, col)

    def st_LIST(self, col: int) -> ast.Stmt:
        """LIST [a][-[b]]: digits only, as LINGET reads them."""
        start = end = None
        c = self.peek()
        if is_digit(c):
            start = self.linget()
        if self.peek() == T.MINUS:
            self.i += 1
            if is_digit(self.peek()):
                end = self.linget()
            else:
                end = ast.Num("65535")
        elif start is not None:
            end = start
        if not self.at_end_of_statement():
            self.failed = True
            return SyntaxStmt(col)
        return ast.List(start, end, col=col)

    def linget(self) -> ast.Num:
        """LINGET: a line number from the digits that follow (0 if none)."""
        value = 0
        while True:
            c = self.peek()
            if not is_digit(c):
                break
            if value >= 6400:
                self.failed = True
                return ast.Num("0")
            value = value * 10 + c - 0x30
            self.i += 1
        return ast.Num(str(value))

    # -- assignment ------------------------------------------------------------------
    def let(self, col: int) -> ast.Stmt:
        target = self.variable()
        if self.failed:
            return SyntaxStmt(col) if target is None else ast.Let(target, Fault(), col)
        if not self.expect(T.EQUAL):
            return ast.Let(target, Fault(), col)     # PTRGET ran first: subscripts count
        value = self.expr()
        if isinstance(target, ast.Var) and target.name == "TI" and target.is_string:
            return TimeAssign(value, col)
        if isinstance(target, ast.Var) and target.name in ("TI", "ST") and not target.is_string:
            self.failed = True
            return SyntaxStmt(col)
        return ast.Let(target, value, col)

    def st_LET(self, col: int) -> ast.Stmt:
        if not is_letter(self.peek()):
            self.failed = True
            return SyntaxStmt(col)
        return self.let(col)

    def st_FOR(self, col: int) -> ast.Stmt:
        if not is_letter(self.peek()):
            self.failed = True
            return SyntaxStmt(col)
        var = self.name()
        if var is None or var.is_integer or var.name in ("TI", "ST"):
            self.failed = True
            return SyntaxStmt(col)
        if not self.expect(T.EQUAL):
            return SyntaxStmt(col)
        start = self.expr()
        if self.failed:
            return ast.For(_key(var), start, Fault(), None, col)
        if not self.expect(T.TO):
            return ast.For(_key(var), start, Fault(), None, col)
        limit = self.expr()
        step = None
        if not self.failed and self.peek() == T.STEP:
            self.i += 1
            step = self.expr()
        return ast.For(_key(var), start, limit, step, col)

    def st_NEXT(self, col: int) -> list[ast.Stmt]:
        if self.at_end_of_statement():
            return [ast.Next(None, col)]
        out: list[ast.Stmt] = []
        while True:
            var = self.name() if is_letter(self.peek()) else None
            if var is None:
                self.failed = True
                return out + [SyntaxStmt(col)]
            out.append(ast.Next(_key(var), col))
            if self.peek() != 0x2C:
                return out
            self.i += 1

    def st_DIM(self, col: int) -> list[ast.Stmt]:
        out: list[ast.Stmt] = []
        while True:
            target = self.variable()
            if self.failed or target is None:
                return out + [SyntaxStmt(col)]
            if isinstance(target, ast.Index):
                out.append(ast.Dim(target.name, target.is_string, target.args,
                                   target.is_integer, col))
            else:
                out.append(ast.Dim(target.name, target.is_string, [], target.is_integer, col))
            if self.at_end_of_statement():
                return out
            if not self.expect(0x2C):
                return out + [SyntaxStmt(col)]

    def st_DEF(self, col: int) -> ast.Stmt:
        if not self.expect(T.FN) or not is_letter(self.peek()):
            self.failed = True
            return SyntaxStmt(col)
        fname = self.name()
        if fname is not None and fname.is_string:    # GETFNM's CHKNUM comes first
            self.failed = True
            return ast.DefFn(_key(fname), True, [], Fault(), col)
        if fname is None or fname.is_integer or not self.expect(0x28):
            self.failed = True
            return SyntaxStmt(col)
        if not is_letter(self.peek()):
            self.failed = True
            return SyntaxStmt(col)
        param = self.name()
        if param is None or param.is_integer or not self.expect(0x29) or not self.expect(T.EQUAL):
            self.failed = True
            return SyntaxStmt(col)
        body = self.expr()
        if self.failed or not self.at_end_of_statement():
            body = Trailing(body)
        self.failed = False
        self.rest_of_statement()
        return ast.DefFn(_key(fname), fname.is_string, [(_key(param), param.is_string)],
                         body, col)

    # -- input and output ---------------------------------------------------------------
    def st_PRINT(self, col: int) -> list[ast.Stmt]:
        items = self.print_items()
        return [ast.Print(items, col=col)]

    def print_items(self) -> list[ast.Node]:
        items: list[ast.Node] = []
        while not self.failed:
            c = self.peek()
            if c == END or c == COLON:
                break
            if c == 0x3B:
                self.i += 1
                items.append(ast.PrintSep(";"))
            elif c == 0x2C:
                self.i += 1
                items.append(ast.PrintSep(","))
            elif c in (T.TAB, T.SPC):
                self.i += 1
                value = self.expr()
                if not self.failed and not self.expect(0x29):
                    value = Trailing(value)        # the ')' is checked before anything moves
                node: ast.Node = ast.PrintTab(value) if c == T.TAB else ast.PrintSpc(value)
                items.append(node)
                if self.failed:
                    break
                items.append(ast.PrintSep(""))     # TAB( and SPC( act like a ';'
            else:
                items.append(ast.PrintExpr(self.expr()))
        return items

    def st_INPUT(self, col: int) -> ast.Stmt:
        items: list[ast.Node] = []
        if self.peek() == QUOTE:
            items.append(ast.PrintExpr(self.string_literal()))
            if not self.expect(0x3B):
                return SyntaxStmt(col)
        items.extend(ast.InputVar(t) for t in self.target_list())
        if not self.failed and not self.at_end_of_statement():
            items.append(ast.InputVar(Fault()))    # CHKCOM after the last variable
            self.failed = True
        if self.failed:
            # an empty answer skips the statement (DATAN) before the bad
            # variable is reached, and the line goes on after it
            self.failed = False
            self.rest_of_statement()
        return ast.Input(items, col)

    def st_READ(self, col: int) -> ast.Stmt:
        return ast.Read(self.target_list(), col)

    def st_GET(self, col: int) -> ast.Stmt:
        if self.peek() == 0x23:                       # GET#
            self.i += 1
            return self.channel_statement("GET#", col)
        return ast.Generic("GET", self.target_list(), col)

    def target_list(self) -> list[ast.Node]:
        """Variables for INPUT, READ, GET: a bad one is a Fault in its place
        (the ROM reads the values of the good ones first)."""
        out: list[ast.Node] = []
        while True:
            if not is_letter(self.peek()):
                self.failed = True
                return out + [Fault()]
            target = self.variable()
            if target is None:
                return out + [Fault()]
            if self.failed:
                return out + [target]
            if isinstance(target, ast.Var) and target.name in ("TI", "ST") \
                    and not target.is_string:
                self.failed = True
                return out + [Fault()]
            out.append(target)
            if self.peek() != 0x2C:
                return out
            self.i += 1

    def channel_statement(self, name: str, col: int) -> ast.Stmt:
        """PRINT#, INPUT#, GET#, CMD: a file number, then the rest."""
        number = self.expr()
        args: list[ast.Node] = [number]
        if name in ("PRINT#", "CMD") and not self.failed:
            if self.peek() == 0x2C:
                self.i += 1
            elif not self.at_end_of_statement():
                args.append(self.fault())          # the file number, then SYNCHR ','
                return ast.Generic(name, args, col)
            args.extend(self.print_items())
        elif not self.failed:
            if not self.expect(0x2C):
                args.append(Fault())
                return ast.Generic(name, args, col)
            args.extend(self.target_list())
        return ast.Generic(name, args, col)

    def st_CMD(self, col: int) -> ast.Stmt:
        return self.channel_statement("CMD", col)

    # -- control --------------------------------------------------------------------
    def st_IF(self, col: int) -> list[ast.Stmt]:
        cond = self.expr()
        if self.failed:
            return [ast.If(cond, None, col)]
        c = self.peek()
        if c == T.GOTO:
            return [ast.If(cond, None, col)]          # GOTO then runs as a statement
        if not self.expect(T.THEN):
            return [ast.If(Trailing(cond), None, col)]
        if is_digit(self.peek()):
            target = self.linget()
            if self.failed:
                return [ast.If(Trailing(cond), None, col)]
            self.rest_of_statement()
            return [ast.If(cond, target, col)]
        return [ast.If(cond, None, col)]

    def st_ON(self, col: int) -> ast.Stmt:
        selector = self.expr()
        if self.failed:
            return ast.OnGoto(selector, [], False, col)
        c = self.take()
        if c not in (T.GOTO, T.GOSUB):
            self.failed = True
            return ast.OnGoto(selector, [Fault()], False, col)
        targets: list[ast.Node] = []
        while True:
            targets.append(self.linget())
            if self.failed:
                targets[-1] = Fault()
                break
            if self.peek() != 0x2C:
                break
            self.i += 1
        return ast.OnGoto(selector, targets, c == T.GOSUB, col)

    # -- memory and machine ------------------------------------------------------------
    def st_POKE(self, col: int) -> ast.Stmt:
        address = self.expr()
        if self.failed:
            return ast.Poke(address, Fault(), col)
        if not self.expect(0x2C):
            return ast.Poke(address, Fault(), col)
        return ast.Poke(address, self.expr(), col)

    def st_WAIT(self, col: int) -> ast.Stmt:
        args = [self.expr()]
        for _ in range(2):
            if self.failed or self.peek() != 0x2C:
                break
            self.i += 1
            args.append(self.expr())
        if len(args) < 2 and not self.failed:
            args.append(self.fault())
        return ast.Generic("WAIT", args, col)

    def st_SYS(self, col: int) -> ast.Stmt:
        """SYS: the address (FRMNUM), then whatever the routine reads
        (DATAN's way to the statement's end, quotes kept whole)."""
        address = self.expr()
        if self.failed:
            return SysCall(address, self.i, self.i, "", col)
        self.peek()
        after = self.i
        self.rest_of_statement()
        text = "".join(map(chr, self.t))
        return SysCall(address, after, self.i, text, col)

    def _device(self, name: str, col: int) -> ast.Stmt:
        args: list[ast.Node] = []
        while not self.at_end_of_statement() and not self.failed:
            args.append(self.expr())
            if self.peek() == 0x2C:
                self.i += 1
        return ast.Generic(name, args, col)

    def st_OPEN(self, col: int) -> ast.Stmt:
        return self._device("OPEN", col)

    def st_CLOSE(self, col: int) -> ast.Stmt:
        return self._device("CLOSE", col)

    def st_LOAD(self, col: int) -> ast.Stmt:
        return self._device("LOAD", col)

    def st_SAVE(self, col: int) -> ast.Stmt:
        return self._device("SAVE", col)

    def st_VERIFY(self, col: int) -> ast.Stmt:
        return self._device("VERIFY", col)

def _has_fault(node: object) -> bool:
    """Whether a statement holds a Fault (it will raise SYNTAX by itself)."""
    stack = [node]
    while stack:
        n = stack.pop()
        if isinstance(n, (Fault, SyntaxStmt, Trailing)):
            return True
        if isinstance(n, list):
            stack.extend(n)
        elif isinstance(n, ast.Node):
            for name in n.__slots__:
                v = getattr(n, name, None)
                if isinstance(v, (ast.Node, list)):
                    stack.append(v)
    return False


#: stack layouts (:func:`stack_layout`) of the lines parsed lately, by their
#: codes, so the compiler's stack check does not parse each line again
class Layout(NamedTuple):
    """What the parser counted of a line's 6502 stack (FormulaReader's)."""
    #: per formula (by its root's column): its deepest check
    peaks: dict[int, int]
    #: per FN call (by its FN's column): the bytes its formula holds there
    fn_sites: dict[int, int]
    #: per formula: where it starts, and its checks that go deeper
    deepening: dict[int, tuple[int, list[tuple[int, int]]]]


_LAYOUTS: dict[str, Layout] = {}
_LAYOUTS_KEPT = 20000


def parse_body(codes: str) -> list[ast.Stmt]:
    """A crunched line body -> statements (never raises)."""
    parser = LineParser(codes)
    statements = parser.line()
    if len(_LAYOUTS) >= _LAYOUTS_KEPT:
        _LAYOUTS.clear()
    _LAYOUTS[codes] = Layout(parser.peaks, parser.fn_sites, parser.deepening)
    return statements


def stack_layout(codes: str) -> Layout:
    """For each formula a statement of the line evaluates (by the column of
    its root node, as :func:`parse_body` makes it) the most bytes its
    evaluation puts on the 6502 stack at a GETSTK check, above the first;
    for each FN call the bytes on the stack where it is met; and for each
    formula where it starts and where its checks go deeper.  Kept from
    :func:`parse_body` when it parsed the line lately."""
    found = _LAYOUTS.get(codes)
    if found is None:
        parse_body(codes)
        found = _LAYOUTS[codes]
    return found

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
* ``Generic`` carries ``GET``, ``SYS``, ``WAIT``, ``OPEN``, ``CLOSE``, ``CMD``,
  ``PRINT#``, ``INPUT#``, ``GET#``, ``LOAD``, ``SAVE``, ``VERIFY``, ``CONT``,
  ``NEW`` and ``LIST``;
* ``Call`` names are the keyword (``'LEFT$'``, ``'SGN'``...), ``'PI'`` for π.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Optional

from ...core import ast
from . import tokens as T

COLON = 0x3A
QUOTE = 0x22
END = -1


@dataclass(slots=True)
class Fault(ast.Node):
    """The point in an expression where the ROM finds a syntax error."""
    col: int = 0


@dataclass(slots=True)
class SyntaxStmt(ast.Stmt):
    """A statement the ROM stops at with ``?SYNTAX  ERROR``."""
    col: int = 0


@dataclass(slots=True)
class Trailing(ast.Node):
    """An expression the ROM evaluates completely and then finds a syntax
    error after (a missing ``)``, ``IF`` without ``THEN``, a bad DEF FN
    body): evaluating it raises SYNTAX after the expression's own errors."""
    expr: ast.Node = field(default_factory=Fault)
    col: int = 0


@dataclass(slots=True)
class TimeAssign(ast.Stmt):
    """``TI$ = "hhmmss"``: sets the jiffy clock."""
    value: ast.Node = field(default_factory=Fault)
    col: int = 0


#: operator token -> (AST op, priority)
ARITH = {T.PLUS: ("+", 121), T.MINUS: ("-", 121), T.TIMES: ("*", 123),
         T.DIVIDE: ("/", 123), T.POWER: ("^", 127), T.AND: ("AND", 80), T.OR: ("OR", 70)}
RELATION_BITS = {T.GREATER: 1, T.EQUAL: 2, T.LESS: 4}
RELATION_OP = {1: ">", 2: "=", 3: ">=", 4: "<", 5: "<>", 6: "<=", 7: "<>="}
NEGATE_PRIORITY = 125
NOT_PRIORITY = 90
RELATION_PRIORITY = 100
#: the functions whose arguments are not one bracketed expression
MULTI_ARGUMENT = ("LEFT$", "RIGHT$", "MID$")

# What FRMEVL keeps on the 6502 stack, in bytes (from the ROM's code, each
# figure measured under py65: tests/deep/gen_golden.py).  GETSTK checks the
# stack each time FRMEVL starts or pushes an operator (LPOPER); the parser
# follows FRMEVL's stack, so it finds the deepest check of every formula
# (:func:`stack_peaks`) for the compiler's OUT OF MEMORY (see stackroom.py).
#: an operator, a sign or NOT: DOPRE1's return, the routine's address, the
#: sign and FAC, LPOPER's mask and precedence
PENDING_BYTES = 12
#: a string '+': CAT keeps the left descriptor and calls EVAL (no check)
CAT_BYTES = 2
#: an open bracket: EVAL's return, FRMEVL's and its 0; a function adds its
#: number and PARCHK's return; FN its DEFPNT and PARCHK's return
OPEN_BYTES = {None: 5, "call": 8, "fn": 9}
#: a subscript's FRMEVL, above the EVAL that met the array (ISARY's flags,
#: name and count, INTIDX's return), and 2 more per subscript before it
SUBSCRIPT_BYTES = 14
#: LEFT$/RIGHT$/MID$: the FRMEVL of each argument above the EVAL
ARGUMENT_BYTES = (6, 12, 14)


class _Pending:
    """An operator or a prefix (sign, NOT) waiting for its right operand."""
    __slots__ = ("op", "priority", "col", "prefix", "bytes")

    def __init__(self, op: str, priority: int, col: int, prefix: bool,
                 bytes_: int = PENDING_BYTES) -> None:
        self.op, self.priority, self.col, self.prefix = op, priority, col, prefix
        self.bytes = bytes_


class _Stack(list):
    """FRMEVL's pending work, counting the open brackets in it and the
    6502 stack bytes it holds (``level``: from the statement's first check)."""

    def __init__(self, level: int = 0) -> None:
        super().__init__()
        self.opened = 0
        self.level = level

    def append(self, entry: Any) -> None:
        if isinstance(entry, _Open):
            self.opened += 1
            self.level += OPEN_BYTES[entry.what and entry.what[0]]
        else:
            self.level += entry.bytes
        super().append(entry)

    def pop(self, *args: Any) -> Any:
        entry = super().pop(*args)
        if isinstance(entry, _Open):
            self.opened -= 1
            self.level -= OPEN_BYTES[entry.what and entry.what[0]]
        else:
            self.level -= entry.bytes
        return entry


class _Open:
    """An open bracket: a plain one (``what`` None), a function's
    (``("call", name)``) or FN's (``("fn", var)``)."""
    __slots__ = ("what", "col")

    def __init__(self, what: Any, col: int) -> None:
        self.what, self.col = what, col


def is_letter(c: int) -> bool:
    return 0x41 <= c <= 0x5A


def is_digit(c: int) -> bool:
    return 0x30 <= c <= 0x39


class LineParser:
    """Parses one crunched line body (``str`` of codes)."""

    def __init__(self, text: str) -> None:
        self.t = [ord(c) for c in text]
        self.n = len(self.t)
        self.i = 0
        self.failed = False
        #: the FRMEVL being read (None at statement level), its deepest check,
        #: and per formula of the line (by its root's column) that depth
        self.frmevl: Optional[_Stack] = None
        self.peak = 0
        self.peaks: dict[int, int] = {}
        #: per FN call (by the column of its FN), the bytes its formula has
        #: on the stack when EVAL meets it (above the formula's first check)
        self.fn_sites: dict[int, int] = {}

    # -- CHRGET ------------------------------------------------------------------
    def peek(self) -> int:
        """CHRGOT: the next code that is not a space (END at the end)."""
        i = self.i
        t = self.t
        while i < self.n and t[i] == 0x20:
            i += 1
        self.i = i
        return t[i] if i < self.n else END

    def take(self) -> int:
        c = self.peek()
        if c != END:
            self.i += 1
        return c

    def at_end_of_statement(self) -> bool:
        c = self.peek()
        return c == END or c == COLON

    def fault(self) -> Fault:
        self.failed = True
        return Fault(self.i + 1)

    def expect(self, code: int) -> bool:
        """SYNCHR: the next code must be ``code``."""
        if self.peek() == code:
            self.i += 1
            return True
        self.failed = True
        return False

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
        return ast.Generic("SYS", [self.expr()], col)

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

    # -- names ----------------------------------------------------------------------------
    def name(self) -> Optional[ast.Var]:
        """PTRGET's name: the first letter, then letters and digits (two
        count), then ``$`` or ``%``.  None if no letter is next."""
        col = self.i + 1
        c = self.peek()
        if not is_letter(c):
            return None
        self.i += 1
        name = chr(c)
        c = self.peek()
        if is_letter(c) or is_digit(c):
            name += chr(c)
            self.i += 1
            while True:
                c = self.peek()
                if not (is_letter(c) or is_digit(c)):
                    break
                self.i += 1
        string = integer = False
        c = self.peek()
        if c == 0x24:
            string = True
            self.i += 1
        elif c == 0x25:
            integer = True
            self.i += 1
        return ast.Var(name, string, integer, col)

    def variable(self) -> Optional[ast.Node]:
        """A variable or an array element (PTRGET with subscripts)."""
        var = self.name()
        if var is None:
            self.failed = True
            return None
        if self.peek() != 0x28:
            return var
        self.i += 1
        args: list[ast.Node] = []
        first = SUBSCRIPT_BYTES if self.frmevl is not None else 0
        while True:
            args.append(self.nested(first + 2 * len(args)))
            if self.failed:
                break
            c = self.peek()
            if c == 0x2C:
                self.i += 1
                continue
            if not self.expect(0x29):
                args.append(Fault())
            break
        return ast.Index(var.name, var.is_string, args, var.is_integer, var.col)

    # -- expressions ------------------------------------------------------------------------
    def expr(self) -> ast.Node:
        """FRMEVL: operands and operators, applied by priority.  Signs, NOT,
        brackets and one-argument functions wait on an explicit stack (as
        FRMEVL keeps them on the 6502's), so however deep a line nests them
        no Python recursion follows it."""
        return self.nested(0)

    def nested(self, extra: int) -> ast.Node:
        """:meth:`expr` for a FRMEVL that starts ``extra`` bytes below the
        point the enclosing one has reached (a subscript, LEFT$'s arguments)."""
        outer = self.frmevl
        if outer is None:
            self.peak = 0
        # _Pending prefixes/operators and _Open brackets
        stack = _Stack((outer.level if outer is not None else 0) + extra)
        self.frmevl = stack
        self.reach(stack.level)
        values: list[ast.Node] = []
        while True:
            self.operand_phase(stack, values)
            if self.failed or not self.operator_phase(stack, values):
                break
        self.unwind(stack, values)
        self.frmevl = outer
        root = values[0]
        if outer is None:
            key = _root_col(root)
            self.peaks[key] = max(self.peak, self.peaks.get(key, 0))
        return root

    def reach(self, level: int) -> None:
        """A GETSTK check with ``level`` bytes on the stack."""
        if level > self.peak:
            self.peak = level

    def operand_phase(self, stack: "_Stack", values: list[ast.Node]) -> None:
        """Prefixes and opening brackets, then one operand onto ``values``."""
        while True:
            col = self.i + 1
            c = self.peek()
            if c == T.MINUS:
                self.i += 1
                stack.append(_Pending("-", NEGATE_PRIORITY, col, True))
                self.reach(stack.level)
            elif c == T.PLUS:
                self.i += 1
            elif c == T.NOT:
                self.i += 1
                stack.append(_Pending("NOT", NOT_PRIORITY, col, True))
                self.reach(stack.level)
            elif c == 0x28:
                self.i += 1
                stack.append(_Open(None, col))
                self.reach(stack.level)
            elif T.FIRST_FUNCTION <= c <= T.LAST_FUNCTION and T.NAME[c] not in MULTI_ARGUMENT:
                self.i += 1
                if not self.expect(0x28):
                    values.append(ast.Call(T.NAME[c], [Fault()], col))
                    return
                stack.append(_Open(("call", T.NAME[c]), col))
                self.reach(stack.level)
            elif c == T.FN:
                self.i += 1
                var = self.name()
                if var is None or var.is_integer:
                    values.append(self.fault())
                    return
                if self.peek() != 0x28:
                    values.append(ast.FnCall(_key(var), var.is_string, [self.fault()], col))
                    return
                self.i += 1
                self.fn_sites[col] = stack.level
                stack.append(_Open(("fn", var), col))
                self.reach(stack.level)
            else:
                values.append(self.operand())
                return

    def operator_phase(self, stack: "_Stack", values: list[ast.Node]) -> bool:
        """After an operand: closing brackets, then the next operator pushed
        (True) or the end of the expression (False)."""
        while True:
            col = self.i + 1
            c = self.peek()
            if c in RELATION_BITS:
                mask = 0
                while c in RELATION_BITS:
                    bit = RELATION_BITS[c]
                    if mask & bit:
                        left = values.pop()
                        values.append(ast.Binary(RELATION_OP[mask], left, self.fault(), col))
                        return False
                    mask |= bit
                    self.i += 1
                    c = self.peek()
                return self.push(stack, values, RELATION_OP[mask], RELATION_PRIORITY, col)
            if c in ARITH:
                op, priority = ARITH[c]
                self.i += 1
                return self.push(stack, values, op, priority, col)
            if c == 0x29 and stack.opened:
                self.i += 1
                while not isinstance(stack[-1], _Open):
                    self.perform(stack.pop(), values)
                self.close(stack.pop(), values, values.pop())
                continue
            if stack.opened:
                self.failed = True              # SYNCHR wanted the ")"
                while not isinstance(stack[-1], _Open):
                    self.perform(stack.pop(), values)
                self.close(stack.pop(), values, Trailing(values.pop()))
            return False

    def push(self, stack: "_Stack", values: list[ast.Node], op: str, priority: int,
             col: int) -> bool:
        """An operator: the ones waiting with the same or a higher priority
        are applied first (left to right)."""
        while stack and not isinstance(stack[-1], _Open) and stack[-1].priority >= priority:
            self.perform(stack.pop(), values)
        if op == "+" and _is_string(values[-1]):
            stack.append(_Pending(op, priority, col, False, CAT_BYTES))   # CAT: no check
        else:
            stack.append(_Pending(op, priority, col, False))
            self.reach(stack.level)
        return True

    @staticmethod
    def perform(entry: "_Pending", values: list[ast.Node]) -> None:
        right = values.pop()
        if entry.prefix:
            values.append(ast.Unary(entry.op, right, entry.col))
        else:
            values.append(ast.Binary(entry.op, values.pop(), right, entry.col))

    @staticmethod
    def close(opening: "_Open", values: list[ast.Node], inner: ast.Node) -> None:
        """A bracket's value: the expression itself, or its function's call."""
        what = opening.what
        if what is None:
            values.append(inner)
        elif what[0] == "call":
            values.append(ast.Call(what[1], [inner], opening.col))
        else:
            var = what[1]
            values.append(ast.FnCall(_key(var), var.is_string, [inner], opening.col))

    def unwind(self, stack: "_Stack", values: list[ast.Node]) -> None:
        """The end of the expression (or a fault in it): everything waiting
        is applied, and open brackets give what they hold so far."""
        while stack:
            entry = stack.pop()
            if isinstance(entry, _Open):
                self.close(entry, values, values.pop())
            else:
                self.perform(entry, values)

    def operand(self) -> ast.Node:
        """EVAL: one operand (signs, NOT, brackets and one-argument
        functions are :meth:`operand_phase`'s)."""
        col = self.i + 1
        c = self.peek()
        if is_digit(c) or c == 0x2E:
            return self.number()
        if is_letter(c):
            return self.variable() or self.fault()
        if c == T.PI:
            self.i += 1
            return ast.Call("PI", [], col)
        if c == QUOTE:
            return self.string_literal()
        if T.FIRST_FUNCTION <= c <= T.LAST_FUNCTION:
            self.i += 1
            return self.function(T.NAME[c], col)
        return self.fault()

    def parenthesized(self) -> ast.Node:
        if not self.expect(0x28):
            return Fault()
        inner = self.expr()
        if self.failed:
            return inner
        if not self.expect(0x29):
            return Trailing(inner)
        return inner

    def number(self) -> ast.Num:
        """The extent of a number FIN reads (digits, one point, E and a signed
        exponent; spaces skipped); the value is FIN's, taken by the compiler."""
        col = self.i + 1
        text: list[str] = []
        point = False
        while True:
            c = self.peek()
            if is_digit(c):
                text.append(chr(c))
                self.i += 1
            elif c == 0x2E and not point:
                point = True
                text.append(".")
                self.i += 1
            elif c == 0x45:
                text.append("E")
                self.i += 1
                c = self.peek()
                if c in (T.MINUS, 0x2D):
                    text.append("-")
                    self.i += 1
                elif c in (T.PLUS, 0x2B):
                    self.i += 1
                while is_digit(self.peek()):
                    text.append(chr(self.peek()))
                    self.i += 1
                break
            else:
                break
        return ast.Num("".join(text), col)

    def string_literal(self) -> ast.Str:
        """A string in the program: up to the closing quote or the line's end."""
        col = self.i + 1
        self.peek()
        self.i += 1                                     # the opening quote
        start = self.i
        while self.i < self.n and self.t[self.i] != QUOTE:
            self.i += 1
        value = "".join(map(chr, self.t[start:self.i]))
        if self.i < self.n:
            self.i += 1
        return ast.Str(value, col)

    def fn_call(self, col: int) -> ast.Node:
        var = self.name()
        if var is None or var.is_integer:
            return self.fault()
        if self.peek() != 0x28:
            return ast.FnCall(_key(var), var.is_string, [self.fault()], col)
        arg = self.parenthesized()
        return ast.FnCall(_key(var), var.is_string, [arg], col)

    def function(self, name: str, col: int) -> ast.Node:
        if name in ("LEFT$", "RIGHT$", "MID$"):
            if not self.expect(0x28):
                return ast.Call(name, [Fault()], col)
            args = [self.nested(ARGUMENT_BYTES[0])]
            if self.failed:
                return ast.Call(name, args, col)
            if not self.expect(0x2C):
                return ast.Call(name, args + [Fault()], col)
            args.append(self.nested(ARGUMENT_BYTES[1]))
            if not self.failed and name == "MID$" and self.peek() == 0x2C:
                self.i += 1
                args.append(self.nested(ARGUMENT_BYTES[2]))
            if not self.failed and not self.expect(0x29):
                args.append(Fault())
            return ast.Call(name, args, col)
        return ast.Call(name, [self.parenthesized()], col)


def _key(var: ast.Var) -> str:
    """A variable's identity: two characters plus its type suffix."""
    return var.name + ("$" if var.is_string else "%" if var.is_integer else "")


def _root_col(node: ast.Node) -> int:
    """The key of a formula in :func:`stack_peaks`: its root's column."""
    while isinstance(node, Trailing):
        node = node.expr
    return getattr(node, "col", 0)


def _is_string(node: ast.Node) -> bool:
    """Whether a '+' after ``node`` joins strings (CAT), as VALTYP says."""
    from .kinds import STR, typeof        # kinds reads this module's nodes
    return typeof(node) == STR


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
_LAYOUTS: dict[str, tuple[dict[int, int], dict[int, int]]] = {}
_LAYOUTS_KEPT = 20000


def parse_body(codes: str) -> list[ast.Stmt]:
    """A crunched line body -> statements (never raises)."""
    parser = LineParser(codes)
    statements = parser.line()
    if len(_LAYOUTS) >= _LAYOUTS_KEPT:
        _LAYOUTS.clear()
    _LAYOUTS[codes] = (parser.peaks, parser.fn_sites)
    return statements


def stack_peaks(codes: str) -> dict[int, int]:
    """For each formula a statement of the line evaluates (by the column of
    its root node, as :func:`parse_body` makes it): the most bytes its
    evaluation puts on the 6502 stack at a GETSTK check, above the first."""
    return stack_layout(codes)[0]


def stack_layout(codes: str) -> tuple[dict[int, int], dict[int, int]]:
    """:func:`stack_peaks`, and for each FN call (by its FN's column) the
    bytes on the stack, above its formula's first check, where it is met
    (kept from :func:`parse_body` when it parsed the line lately)."""
    found = _LAYOUTS.get(codes)
    if found is None:
        parse_body(codes)
        found = _LAYOUTS[codes]
    return found

"""Commodore BASIC V2 formulas, read the way FRMEVL evaluates them.

:class:`FormulaReader` is CHRGET over a crunched line and FRMEVL's reader:
operands, operators applied by priority (``^`` 127, unary minus 125, ``* /``
123, ``+ -`` 121, relations 100, ``NOT`` 90, ``AND`` 80, ``OR`` 70, left to
right within one level), PTRGET's names and subscripts, numbers, strings,
functions and FN.  It never raises: a :class:`Fault` marks where the ROM
would stop with a syntax error, a :class:`Trailing` an expression the ROM
finishes before it stops.  Pending operators, signs, NOT and brackets wait
on an explicit stack, as FRMEVL keeps them on the 6502's, counting the bytes
the ROM's stack holds (the figures below), so the compiler can give OUT OF
MEMORY where the ROM does (stackroom.py).  The statements are parser.py's.
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
class OutOfStack(Fault):
    """Where FRMEVL's stack check fails: a formula cut there (at
    :data:`CUT`, :meth:`FormulaReader.cut`) evaluates what the ROM evaluated
    before it and then stops with OUT OF MEMORY."""


#: the code a cut formula ends in (no line holds it: codes are bytes)
CUT = 0x100


@dataclass(slots=True)
class Trailing(ast.Node):
    """An expression the ROM evaluates completely and then finds a syntax
    error after (a missing ``)``, ``IF`` without ``THEN``, a bad DEF FN
    body): evaluating it raises SYNTAX after the expression's own errors."""
    expr: ast.Node = field(default_factory=Fault)
    col: int = 0


#: operator token -> (AST op, priority)
ARITH = {T.PLUS: ("+", 121), T.MINUS: ("-", 121), T.TIMES: ("*", 123),
         T.DIVIDE: ("/", 123), T.POWER: ("^", 127), T.AND: ("AND", 80), T.OR: ("OR", 70)}
RELATION_BITS = {T.GREATER: 1, T.EQUAL: 2, T.LESS: 4}
RELATION_OP = {1: ">", 2: "=", 3: ">=", 4: "<", 5: "<>", 6: "<=", 7: "<>="}
NEGATE_PRIORITY = 125
NOT_PRIORITY = 90
RELATION_PRIORITY = 100
#: CAT (a string's '+') joins its operand before anything else is applied
CAT_PRIORITY = 255
#: the functions whose arguments are not one bracketed expression
MULTI_ARGUMENT = ("LEFT$", "RIGHT$", "MID$")

# What FRMEVL keeps on the 6502 stack, in bytes (from the ROM's code, each
# figure measured under py65: tests/deep/gen_golden.py).  GETSTK checks the
# stack each time FRMEVL starts or pushes an operator (LPOPER); the parser
# follows FRMEVL's stack, so it finds the deepest check of every formula
# (:func:`.parser.stack_layout`) for the compiler's OUT OF MEMORY (see stackroom.py).
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
#: the 6502's stack: a formula whose FRMEVL would start deeper than all of it
#: is not read on (its check fails well before, in any statement)
WHOLE_STACK = 256


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


class FormulaReader:
    """CHRGET over a crunched line, and FRMEVL: reads formulas the way the
    ROM evaluates them, counting its 6502 stack (:class:`_Stack`)."""

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
        #: per formula (by its root's column): where it starts in the line and
        #: its checks that go deeper than all before them, (index after the
        #: token checked, bytes), in the order FRMEVL makes them
        self.deepening: dict[int, tuple[int, list[tuple[int, int]]]] = {}
        self._checks: list[tuple[int, int]] = []

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
            self.peak = -1
            self._checks = []
            self.peek()
            start = self.i
        # _Pending prefixes/operators and _Open brackets
        stack = _Stack((outer.level if outer is not None else 0) + extra)
        if stack.level > WHOLE_STACK:
            # deeper than the 6502's whole stack: no statement gets here on
            # the ROM (its check failed on the way), so reading stops, and a
            # subscript in a subscript ... costs no Python frame a level more
            self.failed = True
            return OutOfStack(self.i + 1)
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
            self.deepening.setdefault(key, (start, self._checks))
        return root

    def reach(self, level: int) -> None:
        """A GETSTK check with ``level`` bytes on the stack."""
        if level > self.peak:
            self.peak = level
            self._checks.append((self.i, level))

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
        are applied first (left to right).  A ``+`` after a string is CAT,
        which the ROM takes before it looks at the operators waiting: it
        joins the next operand at once (so ``1+"A"+X`` evaluates X before
        the TYPE MISMATCH of ``1+``), and makes no stack check."""
        while stack and isinstance(stack[-1], _Pending) and stack[-1].priority == CAT_PRIORITY:
            self.perform(stack.pop(), values)
        if op == "+" and _is_string(values[-1]):
            stack.append(_Pending(op, CAT_PRIORITY, col, False, CAT_BYTES))
            return True
        while stack and not isinstance(stack[-1], _Open) and stack[-1].priority >= priority:
            self.perform(stack.pop(), values)
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
        if c == CUT:
            self.i += 1
            self.failed = True
            return OutOfStack(col)
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
    """The key of a formula in :func:`.parser.stack_layout`: its root's column."""
    while isinstance(node, Trailing):
        node = node.expr
    return getattr(node, "col", 0)


def _is_string(node: ast.Node) -> bool:
    """Whether a '+' after ``node`` joins strings (CAT), as VALTYP says."""
    from .kinds import STR, typeof        # kinds reads this module's nodes
    return typeof(node) == STR


def cut_formula(codes: str, start: int, end: int) -> ast.Node:
    """The formula at ``codes[start:]`` as far as ``end``, where FRMEVL's
    stack check fails: an :class:`OutOfStack` where the rest would be."""
    return FormulaReader(codes[start:end] + chr(CUT)).expr()

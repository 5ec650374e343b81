"""Spectrum tokenized line -> AST, with the ROM's syntax and type checks.

The grammar (grammar/spectrum.lark) recognises the shape of a line; this
module's transformer builds the AST (basic/core/ast.py) and rejects what the
ROM's syntax checker rejects but a context-free grammar cannot see:

* **Operator priorities** are applied by re-enacting S-SCANNING: operands and
  operators arrive flat and are combined with the ROM's stack algorithm and
  priority table (OR 2, AND 3, NOT 4, comparisons 5, ``+ -`` 6, ``* /`` 8,
  negation 9, ``^`` 10, functions 16).  So ``SIN PI^2`` is ``(SIN PI)^2``,
  ``-2^2`` is ``-(2^2)`` and ``2*NOT 1+1`` is ``2*NOT (1+1)``, as on the ROM.
* **Static types**: each operation checks its operand types when it is
  performed, as S-SYNTEST does, so ``PRINT "a"+1`` and ``LET a$=1`` are
  rejected like syntax errors; statements check theirs (CLASS-06 numeric,
  CLASS-0A string...).
* **Names**: string variables, arrays, FOR/NEXT variables and FN names are a
  single letter; simple numeric variables may be long (``my score``).
* **Subscripts and slices** (STK-VAR / SLICING): ``a$()``, ``a$(2 TO)``,
  ``a$(1,2 TO 3)``, ``a$(1,)``, ``"abc"(2)``, ``(a$+b$)(1)``, ``a$(1)(2)``;
  numeric arrays take plain subscripts only.

Positions in the tokenized text are mapped back to source columns through
the cruncher's column map, so every node's ``col`` and every error's column
point into the line as typed.

AST conventions (what ast.py leaves open):

* Empty statements (``::``, ``THEN :``, a trailing ``:``) become
  ``ast.Empty`` so statement numbers (``10:3``) are the ROM's.
* ``a$()`` and ``a$(1,)`` are Index nodes whose last argument is
  ``Range(None, None)``; further slices are Slice nodes around it.  A LET,
  INPUT or READ target may therefore be a Slice (``LET a$(1)(2)="x"``).
* Unary ``+`` is dropped, as the ROM skips it.
* ``INKEY$ #n`` is ``Call('INKEY$', [n])``; ``POINT/ATTR/SCREEN$ (y,x)`` are
  Calls with two arguments.
* Num.text is the literal without spaces (``1. 5`` -> ``1.5``); BinNum.digits
  likewise.
* An INPUT prompt in brackets, ``INPUT (a;"x");b``, is flattened into the
  Input's items (PrintExpr/PrintSep...); only InputVar items are read.
* ``SAVE "x" DATA a()`` gives ``Tape(..., 'DATA', [Var('a')])``.
"""
from __future__ import annotations

import re
import threading
from functools import lru_cache
from pathlib import Path
from typing import Any, Optional, Sequence

from ...core.errors import BasicSyntaxError
from ...core import ast
from . import tokens as zx_tokens
from .crunch import Crunched, crunch

GRAMMAR_PATH = Path(__file__).with_name("grammar.lark")

#: The largest number a 5-byte float holds: 0.11..1 (32 ones) x 2^127.
MAX_NUMBER = ((1 << 32) - 1) << 95

# Priorities of S-SCANNING (tbl-priors, and the prefix operations' B register).
BINARY_PRIORITY = {"+": 6, "-": 6, "*": 8, "/": 8, "^": 10,
                   "=": 5, "<": 5, ">": 5, "<=": 5, ">=": 5, "<>": 5,
                   "AND": 3, "OR": 2}
COMPARISONS = frozenset(("=", "<", ">", "<=", ">=", "<>"))
NEGATE_PRIORITY = 9
NOT_PRIORITY = 4
FUNCTION_PRIORITY = 16

#: functions with a string operand (the rest take a number; USR takes either)
STRING_OPERAND = frozenset(("CODE", "VAL", "LEN", "VAL$"))
#: functions with a string result
STRING_RESULT = frozenset(("VAL$", "STR$", "CHR$", "INKEY$", "SCREEN$"))

_OP_TEXT = {"\xc7": "<=", "\xc8": ">=", "\xc9": "<>", "\xc5": "OR", "\xc6": "AND"}


def is_string(node: ast.Node) -> bool:
    """The static type of a Spectrum expression, as the ROM's syntax check
    tracks it in FLAGS bit 6: True for a string, False for a number."""
    while True:
        if isinstance(node, (ast.Str, ast.Slice)):
            return True
        if isinstance(node, (ast.Var, ast.Index, ast.FnCall)):
            return node.is_string
        if isinstance(node, ast.Call):
            return node.name in STRING_RESULT
        if isinstance(node, ast.Binary):
            if node.op not in ("+", "AND"):
                return False
            node = node.left        # a$+b$ and a$ AND n have the left's type
            continue
        return False


def _type_name(string: bool) -> str:
    return "a string" if string else "a number"


# ---------------------------------------------------------------------------
# Intermediate values the transformer passes up before the AST is complete
# ---------------------------------------------------------------------------

class _Name:
    """A NAME token whose meaning (variable, array, slice) depends on what
    follows it.  ``name`` is normalised: lower case, no spaces, no ``$``;
    ``spelled`` is the name as written (for Var.prefixes)."""
    __slots__ = ("name", "is_string", "length", "col", "spelled")

    def __init__(self, name: str, is_string: bool, length: int, col: int,
                 spelled: str = "") -> None:
        self.name, self.is_string, self.length, self.col = name, is_string, length, col
        self.spelled = spelled


class _Args:
    """``( item, item, ... )`` as written: expressions and Ranges."""
    __slots__ = ("items", "trailing_comma", "col")

    def __init__(self, items: list[ast.Node], trailing_comma: bool, col: int) -> None:
        self.items, self.trailing_comma, self.col = items, trailing_comma, col


class _Prefix:
    """A prefix operation waiting on the S-SCANNING stack: ``kind`` is
    ``'-'``, ``'NOT'`` or a function name."""
    __slots__ = ("priority", "kind", "col")

    def __init__(self, priority: int, kind: str, col: int) -> None:
        self.priority, self.kind, self.col = priority, kind, col


class _Operand:
    """One operand of an expression with the prefix operations before it."""
    __slots__ = ("prefixes", "node")

    def __init__(self, prefixes: list[_Prefix], node: ast.Node) -> None:
        self.prefixes, self.node = prefixes, node


class _Binary:
    """A binary operation on the S-SCANNING stack.  ``left_string`` picks the
    string variant of the operation, as S-TIGHTER does."""
    __slots__ = ("priority", "op", "col", "left_string")

    def __init__(self, priority: int, op: str, col: int, left_string: bool) -> None:
        self.priority, self.op, self.col, self.left_string = priority, op, col, left_string


# ---------------------------------------------------------------------------
# The transformer
# ---------------------------------------------------------------------------

class SpectrumBuilder:
    """Callbacks for the LALR parser: one method per grammar rule or alias,
    called with the rule's children as each rule is reduced (no parse tree).

    ``cols`` maps tokenized positions to source columns and ``line_number``
    is the BASIC line for messages; both are set before each parse.  (No
    attribute may share a rule's name: Lark looks the callbacks up by name.)
    """

    def __init__(self) -> None:
        self.cols: Sequence[int] = ()
        self.line_number: Optional[int] = None

    # -- helpers ----------------------------------------------------------
    def col(self, tok: Any) -> int:
        pos = tok.start_pos
        cols = self.cols
        if not cols:
            return pos + 1
        return cols[pos] if pos < len(cols) else cols[-1]

    def error(self, message: str, col: int) -> BasicSyntaxError:
        return BasicSyntaxError(message, self.line_number, col)

    def need(self, node: ast.Node, string: bool, what: str) -> ast.Node:
        """Check the type of an operand (CLASS-06 / CLASS-0A and friends)."""
        if is_string(node) != string:
            raise self.error(f"{what} must be {_type_name(string)}", node.col)
        return node

    def num(self, node: ast.Node, what: str = "this") -> ast.Node:
        return self.need(node, False, what)

    def name_of(self, tok: Any) -> _Name:
        text = tok.value.replace(" ", "")
        string = text.endswith("$")
        if string:
            text = text[:-1]
        return _Name(text.lower(), string, len(text), self.col(tok), tok.value)

    def letter(self, tok: Any, what: str, allow_string: bool = True) -> _Name:
        """A name that must be a single letter (arrays, FN, FOR, DEF FN...)."""
        nm = self.name_of(tok)
        if nm.length != 1 or not nm.name.isalpha():
            raise self.error(f"{what} must be a single letter", nm.col)
        if nm.is_string and not allow_string:
            raise self.error(f"{what} must be a numeric variable", nm.col)
        return nm

    # -- the line ---------------------------------------------------------
    def line(self, children: list[Any]) -> list[ast.Stmt]:
        out: list[ast.Stmt] = []
        col = self.cols[0] if self.cols else 1
        for child in children:
            if isinstance(child, list):
                self.place_empty(child, col)
                out.extend(child)
            else:                               # the ':' before the next slot
                col = self.col(child)
        return out

    @staticmethod
    def place_empty(stmts: list[ast.Stmt], col: int) -> None:
        """An empty statement has no token of its own: give it the column of
        the ':' or THEN before it."""
        if stmts and isinstance(stmts[0], ast.Empty):
            stmts[0].col = col

    def slot(self, children: list[Any]) -> list[ast.Stmt]:
        stmt = children[0]
        if stmt is None:
            return [ast.Empty()]
        if isinstance(stmt, list):          # IF ... THEN and what follows it
            return stmt
        return [stmt]

    # -- statements -------------------------------------------------------
    def let(self, c: list[Any]) -> ast.Stmt:
        target, value = c[1], c[3]
        if is_string(target) != is_string(value):
            raise self.error(f"LET: {_type_name(is_string(target))} cannot be given "
                             f"{_type_name(is_string(value))}", value.col)
        return ast.Let(target, value, col=self.col(c[0]))

    def print(self, c: list[Any]) -> ast.Stmt:
        return ast.Print(c[1], printer=c[0].type == "LPRINT", col=self.col(c[0]))

    def input(self, c: list[Any]) -> ast.Stmt:
        items, something = c[1]
        if not something:
            raise self.error("INPUT needs something to input", self.col(c[0]))
        return ast.Input(items, col=self.col(c[0]))

    def dim(self, c: list[Any]) -> ast.Stmt:
        nm = self.letter(c[1], "an array name")
        args: _Args = c[2]
        if not args.items or args.trailing_comma:
            raise self.error("DIM needs the size of each dimension", args.col)
        for item in args.items:
            if isinstance(item, ast.Range):
                raise self.error("DIM takes sizes, not a slice", item.col)
            self.num(item, "an array size")
        return ast.Dim(nm.name, nm.is_string, list(args.items), col=self.col(c[0]))

    def for_(self, c: list[Any]) -> ast.Stmt:
        nm = self.letter(c[1], "a FOR variable", allow_string=False)
        step = c[7]
        if step is not None:
            self.num(step, "STEP")
        return ast.For(nm.name, self.num(c[3], "the start"), self.num(c[5], "the limit"),
                       step, col=self.col(c[0]))

    def next(self, c: list[Any]) -> ast.Stmt:
        nm = self.letter(c[1], "a NEXT variable", allow_string=False)
        return ast.Next(nm.name, col=self.col(c[0]))

    def if_(self, c: list[Any]) -> list[ast.Stmt]:
        cond = self.num(c[1], "an IF condition")
        self.place_empty(c[3], self.col(c[2]))
        return [ast.If(cond, col=self.col(c[0]))] + c[3]

    def goto(self, c: list[Any]) -> ast.Stmt:
        return ast.Goto(self.num(c[1], "a line number"), col=self.col(c[0]))

    def gosub(self, c: list[Any]) -> ast.Stmt:
        return ast.Gosub(self.num(c[1], "a line number"), col=self.col(c[0]))

    def return_(self, c: list[Any]) -> ast.Stmt:
        return ast.Return(col=self.col(c[0]))

    def stop(self, c: list[Any]) -> ast.Stmt:
        return ast.Stop(col=self.col(c[0]))

    def continue_(self, c: list[Any]) -> ast.Stmt:
        return ast.Continue(col=self.col(c[0]))

    def _optional(self, node: Optional[ast.Node], what: str) -> Optional[ast.Node]:
        return None if node is None else self.num(node, what)

    def run(self, c: list[Any]) -> ast.Stmt:
        return ast.Run(self._optional(c[1], "a line number"), col=self.col(c[0]))

    def clear(self, c: list[Any]) -> ast.Stmt:
        return ast.Clear(self._optional(c[1], "CLEAR's address"), col=self.col(c[0]))

    def randomize(self, c: list[Any]) -> ast.Stmt:
        return ast.Randomize(self._optional(c[1], "the seed"), col=self.col(c[0]))

    def restore(self, c: list[Any]) -> ast.Stmt:
        return ast.Restore(self._optional(c[1], "a line number"), col=self.col(c[0]))

    def new(self, c: list[Any]) -> ast.Stmt:
        return ast.New(col=self.col(c[0]))

    def cls(self, c: list[Any]) -> ast.Stmt:
        return ast.Cls(col=self.col(c[0]))

    def copy(self, c: list[Any]) -> ast.Stmt:
        return ast.Copy(col=self.col(c[0]))

    def list(self, c: list[Any]) -> ast.Stmt:
        kw = c[0]
        rest = [x for x in c[1:] if x is not None]
        stream = start = None
        if rest and getattr(rest[0], "type", None) == "HASH":
            stream = self.num(rest[1], "a stream number")
            if len(rest) > 2:
                start = self.num(rest[3], "a line number")
        elif rest:
            start = self.num(rest[0], "a line number")
        return ast.List(start, None, printer=kw.type == "LLIST", stream=stream,
                        col=self.col(kw))

    def rem(self, c: list[Any]) -> ast.Stmt:
        return ast.Rem(c[0].value[1:], col=self.col(c[0]))

    def read(self, c: list[Any]) -> ast.Stmt:
        return ast.Read([x for x in c[1:] if isinstance(x, ast.Node)], col=self.col(c[0]))

    def data(self, c: list[Any]) -> ast.Stmt:
        return ast.Data([x for x in c[1:] if isinstance(x, ast.Node)], col=self.col(c[0]))

    def deffn(self, c: list[Any]) -> ast.Stmt:
        nm = self.letter(c[1], "a function name")
        params: list[tuple[str, bool]] = []
        for tok in c[3:-3]:
            if tok is None or tok.type != "NAME":
                continue
            p = self.letter(tok, "a parameter")
            params.append((p.name, p.is_string))
        body = c[-1]
        if is_string(body) != nm.is_string:
            raise self.error(f"FN {nm.name}{'$' if nm.is_string else ''} must give "
                             f"{_type_name(nm.is_string)}", body.col)
        return ast.DefFn(nm.name, nm.is_string, params, body, col=self.col(c[0]))

    def _two(self, c: list[Any], what: tuple[str, str]) -> tuple[ast.Node, ast.Node]:
        return self.num(c[1], what[0]), self.num(c[3], what[1])

    def poke(self, c: list[Any]) -> ast.Stmt:
        return ast.Poke(*self._two(c, ("the address", "the value")), col=self.col(c[0]))

    def out(self, c: list[Any]) -> ast.Stmt:
        return ast.Out(*self._two(c, ("the port", "the value")), col=self.col(c[0]))

    def beep(self, c: list[Any]) -> ast.Stmt:
        return ast.Beep(*self._two(c, ("the duration", "the pitch")), col=self.col(c[0]))

    def colours(self, c: list[Any]) -> list[ast.Node]:
        return [self.p_colour(c[i:i + 2]) for i in range(0, len(c), 3)]

    def plot(self, c: list[Any]) -> ast.Stmt:
        x, y = self.num(c[2], "x"), self.num(c[4], "y")
        return ast.Plot(c[1], x, y, col=self.col(c[0]))

    def draw(self, c: list[Any]) -> ast.Stmt:
        x, y = self.num(c[2], "x"), self.num(c[4], "y")
        angle = c[6]
        if angle is not None:
            self.num(angle, "the angle")
        return ast.Draw(c[1], x, y, angle, col=self.col(c[0]))

    def circle(self, c: list[Any]) -> ast.Stmt:
        x, y, r = self.num(c[2], "x"), self.num(c[4], "y"), self.num(c[6], "the radius")
        return ast.Circle(c[1], x, y, r, col=self.col(c[0]))

    def colour(self, c: list[Any]) -> ast.Stmt:
        kind = zx_tokens.name_of(c[0].value)
        return ast.Colour(kind, self.num(c[1], kind), col=self.col(c[0]))

    def border(self, c: list[Any]) -> ast.Stmt:
        return ast.Border(self.num(c[1], "BORDER"), col=self.col(c[0]))

    def pause(self, c: list[Any]) -> ast.Stmt:
        return ast.Pause(self.num(c[1], "PAUSE"), col=self.col(c[0]))

    def tape(self, c: list[Any]) -> ast.Stmt:
        kind = zx_tokens.name_of(c[0].value)
        name = self.need(c[1], True, "a file name")
        variant, args, vcol = c[2] if c[2] is not None else (None, [], 0)
        if variant is not None and kind == "MERGE":
            raise self.error(f"MERGE cannot take {variant}", vcol)
        if variant == "LINE" and kind != "SAVE":
            raise self.error(f"{kind} cannot take LINE", vcol)
        if variant == "CODE" and kind == "SAVE" and len(args) != 2:
            raise self.error("SAVE ... CODE needs a start and a length", vcol)
        return ast.Tape(kind, name, variant, args, col=self.col(c[0]))

    def tape_line(self, c: list[Any]) -> tuple[str, list[ast.Node], int]:
        return "LINE", [self.num(c[1], "a line number")], self.col(c[0])

    def tape_code(self, c: list[Any]) -> tuple[str, list[ast.Node], int]:
        args = [self.num(x, "an address or length") for x in c[1:]
                if isinstance(x, ast.Node)]
        return "CODE", args, self.col(c[0])

    def tape_screen(self, c: list[Any]) -> tuple[str, list[ast.Node], int]:
        return "SCREEN$", [], self.col(c[0])

    def tape_data(self, c: list[Any]) -> tuple[str, list[ast.Node], int]:
        nm = self.letter(c[1], "an array name")
        return "DATA", [ast.Var(nm.name, nm.is_string, col=nm.col)], self.col(c[0])

    def open(self, c: list[Any]) -> ast.Stmt:
        stream = self.num(c[1], "a stream number")
        channel = self.need(c[3], True, "a channel")
        return ast.Stream("OPEN", stream, channel, col=self.col(c[0]))

    def close(self, c: list[Any]) -> ast.Stmt:
        return ast.Stream("CLOSE", self.num(c[1], "a stream number"), col=self.col(c[0]))

    def cat(self, c: list[Any]) -> ast.Stmt:
        return ast.Device("CAT", [], col=self.col(c[0]))

    def format(self, c: list[Any]) -> ast.Stmt:
        return ast.Device("FORMAT", [self.need(c[1], True, "FORMAT's name")],
                          col=self.col(c[0]))

    def move(self, c: list[Any]) -> ast.Stmt:
        return ast.Device("MOVE", [self.need(c[1], True, "MOVE's source"),
                                   self.need(c[3], True, "MOVE's destination")],
                          col=self.col(c[0]))

    def erase(self, c: list[Any]) -> ast.Stmt:
        return ast.Device("ERASE", [self.need(c[1], True, "ERASE's name")],
                          col=self.col(c[0]))

    # -- PRINT / INPUT items ------------------------------------------------
    def plist(self, c: list[Any]) -> list[ast.Node]:
        items: list[ast.Node] = []
        for x in c:
            if x is None:
                continue
            if isinstance(x, list):
                items.extend(x)
            else:
                items.append(x)
        return items

    def ilist(self, c: list[Any]) -> tuple[list[ast.Node], bool]:
        """INPUT's items, and whether there was anything at all (``INPUT ()``
        has no items but is fine; a bare ``INPUT`` is not)."""
        return self.plist(c), any(x is not None for x in c)

    def psep(self, c: list[Any]) -> ast.Node:
        return ast.PrintSep(c[0].value, col=self.col(c[0]))

    def pexpr(self, c: list[Any]) -> ast.Node:
        return ast.PrintExpr(c[0], col=c[0].col)

    def p_at(self, c: list[Any]) -> ast.Node:
        return ast.PrintAt(self.num(c[1], "AT's line"), self.num(c[3], "AT's column"),
                           col=self.col(c[0]))

    def p_tab(self, c: list[Any]) -> ast.Node:
        return ast.PrintTab(self.num(c[1], "TAB"), col=self.col(c[0]))

    def p_colour(self, c: list[Any]) -> ast.Node:
        kind = zx_tokens.name_of(c[0].value)
        return ast.PrintColour(kind, self.num(c[1], kind), col=self.col(c[0]))

    def p_stream(self, c: list[Any]) -> ast.Node:
        return ast.PrintStream(self.num(c[1], "a stream number"), col=self.col(c[0]))

    def i_var(self, c: list[Any]) -> ast.Node:
        return ast.InputVar(c[0], col=c[0].col)

    def i_line(self, c: list[Any]) -> ast.Node:
        target = c[1]
        if not is_string(target):
            raise self.error("INPUT LINE needs a string variable", target.col)
        return ast.InputVar(target, line=True, col=self.col(c[0]))

    def i_paren(self, c: list[Any]) -> list[ast.Node]:
        return c[1]

    # -- variables ----------------------------------------------------------
    def target(self, c: list[Any]) -> ast.Node:
        return self.reference(self.name_of(c[0]), c[1:])

    def reference(self, nm: _Name, arglists: Sequence[_Args]) -> ast.Node:
        """A name with its subscripts and slices (STK-VAR's rules)."""
        if not arglists:
            if nm.is_string and nm.length != 1:
                raise self.error("a string variable's name must be a single letter", nm.col)
            return ast.Var(nm.name, nm.is_string, col=nm.col, prefixes=_prefixes(nm.spelled))
        if nm.length != 1 or not nm.name.isalpha():
            raise self.error("an array's name must be a single letter", nm.col)
        first = arglists[0]
        if not nm.is_string:
            if not first.items or first.trailing_comma:
                raise self.error("a subscript is missing", first.col)
            for item in first.items:
                if isinstance(item, ast.Range):
                    raise self.error("only strings can be sliced", item.col)
                self.num(item, "a subscript")
            if len(arglists) > 1:
                raise self.error("only strings can be sliced", arglists[1].col)
            return ast.Index(nm.name, False, list(first.items), col=nm.col)
        items = list(first.items)
        for k, item in enumerate(items):
            if isinstance(item, ast.Range):
                if k != len(items) - 1 or first.trailing_comma:
                    raise self.error("a slice must come last", item.col)
            else:
                self.num(item, "a subscript")
        if not items or first.trailing_comma:          # a$() / a$(1,) slice it all
            items.append(ast.Range(None, None, col=first.col))
        node: ast.Node = ast.Index(nm.name, True, items, col=nm.col)
        return self.slices(node, arglists[1:])

    def slices(self, node: ast.Node, arglists: Sequence[_Args]) -> ast.Node:
        """Slices after a string operand (SLICING): (), (n), (m TO n) ..."""
        for args in arglists:
            if not is_string(node):
                raise self.error("only strings can be sliced", args.col)
            if len(args.items) > 1 or args.trailing_comma:
                raise self.error("a slice takes one position or a range", args.col)
            if args.items:
                rng = args.items[0]
                if not isinstance(rng, ast.Range):
                    self.num(rng, "a slice position")
            else:
                rng = ast.Range(None, None, col=args.col)
            node = ast.Slice(node, rng, col=node.col)
        return node

    def args(self, c: list[Any]) -> _Args:
        items = [x for x in c[1:-1] if isinstance(x, ast.Node)]
        trailing = len(c) >= 3 and getattr(c[-2], "type", None) == "COMMA"
        return _Args(items, trailing, self.col(c[0]))

    def range(self, c: list[Any]) -> ast.Node:
        start, to, end = c
        if start is not None:
            self.num(start, "a slice start")
        if end is not None:
            self.num(end, "a slice end")
        return ast.Range(start, end, col=start.col if start is not None else self.col(to))

    # -- expressions --------------------------------------------------------
    def number(self, c: list[Any]) -> ast.Node:
        tok = c[0]
        text = tok.value.replace(" ", "")
        if _too_big(text):
            raise self.error("Number too big", self.col(tok))
        return ast.Num(text, col=self.col(tok))

    def bin_number(self, c: list[Any]) -> ast.Node:
        tok = c[0]
        digits = tok.value[1:].replace(" ", "")
        if digits and int(digits, 2) > 0xFFFF:
            raise self.error("Number too big", self.col(tok))
        return ast.BinNum(digits, col=self.col(tok))

    def string(self, c: list[Any]) -> ast.Node:
        tok = c[0]
        return ast.Str(tok.value[1:-1].replace('""', '"'), col=self.col(tok))

    def nullary(self, c: list[Any]) -> ast.Node:
        return ast.Call(zx_tokens.name_of(c[0].value), [], col=self.col(c[0]))

    def name(self, c: list[Any]) -> _Name:
        return self.name_of(c[0])

    def bracket(self, c: list[Any]) -> ast.Node:
        return c[1]

    def fn_call(self, c: list[Any]) -> ast.Node:
        nm = self.letter(c[1], "a function name")
        args: _Args = c[2]
        if args.trailing_comma:
            raise self.error("an argument is missing", args.col)
        for item in args.items:
            if isinstance(item, ast.Range):
                raise self.error("TO is not allowed here", item.col)
        return ast.FnCall(nm.name, nm.is_string, list(args.items), col=self.col(c[0]))

    def coord_fn(self, c: list[Any]) -> ast.Node:
        name = zx_tokens.name_of(c[0].value)
        y, x = self.num(c[2], f"{name}'s line"), self.num(c[4], f"{name}'s column")
        return ast.Call(name, [y, x], col=self.col(c[0]))

    def prefix(self, c: list[Any]) -> Optional[_Prefix]:
        tok = c[0]
        col = self.col(tok)
        t = tok.type
        if t == "PLUS":
            return None                      # S-U-PLUS: the ROM just skips it
        if t == "MINUS":
            return _Prefix(NEGATE_PRIORITY, "-", col)
        if t == "NOT":
            return _Prefix(NOT_PRIORITY, "NOT", col)
        return _Prefix(FUNCTION_PRIORITY, zx_tokens.name_of(tok.value), col)

    def binop(self, c: list[Any]) -> Any:
        return c[0]

    def operand(self, c: list[Any]) -> _Operand:
        prefixes: list[_Prefix] = []
        k = 0
        while k < len(c) and (c[k] is None or isinstance(c[k], _Prefix)):
            if c[k] is not None:
                prefixes.append(c[k])
            k += 1
        primary = c[k]
        arglists = c[k + 1:]
        if isinstance(primary, _Name):
            node = self.reference(primary, arglists)
        elif isinstance(primary, ast.FnCall) or arglists:
            node = self.slices(primary, arglists)
        else:
            node = primary
        return _Operand(prefixes, node)

    operand_np = operand

    def expr(self, c: list[Any]) -> ast.Node:
        if len(c) == 1 and not c[0].prefixes:
            return c[0].node
        return self.scan(c)

    prompt_expr = expr

    def scan(self, c: list[Any]) -> ast.Node:
        """S-SCANNING: combine operands and operators by priority, checking
        types as each operation is performed.  ``types`` runs alongside
        ``values`` (True for a string) as FLAGS bit 6 does."""
        stack: list[Any] = []        # _Prefix / _Binary entries
        values: list[ast.Node] = []
        types: list[bool] = []
        for k in range(0, len(c), 2):
            operand: _Operand = c[k]
            stack.extend(operand.prefixes)
            values.append(operand.node)
            types.append(is_string(operand.node))
            if k + 1 < len(c):
                tok = c[k + 1]
                op = _OP_TEXT.get(tok.value, tok.value)
                priority = BINARY_PRIORITY[op]
                while stack and stack[-1].priority >= priority:
                    self.perform(stack.pop(), values, types)
                left_string = types[-1]
                if left_string and op not in ("+", "AND") and op not in COMPARISONS:
                    raise self.error(f"'{op}' cannot take a string", self.col(tok))
                stack.append(_Binary(priority, op, self.col(tok), left_string))
        while stack:
            self.perform(stack.pop(), values, types)
        return values[0]

    def perform(self, entry: Any, values: list[ast.Node], types: list[bool]) -> None:
        """Do one operation from the stack to the value(s) on top (S-SYNTEST:
        the operand must have the type the operation expects)."""
        operand = values.pop()
        string = types.pop()
        if isinstance(entry, _Binary):
            left = values.pop()
            types.pop()
            want = entry.left_string and entry.op != "AND"
            if string != want:
                raise self.error(f"'{entry.op}' needs {_type_name(want)} after it", entry.col)
            values.append(ast.Binary(entry.op, left, operand, col=left.col))
            types.append(entry.left_string and entry.op in ("+", "AND"))
            return
        kind = entry.kind
        if kind in ("-", "NOT"):
            if string:
                raise self.error(f"'{kind}' cannot take a string", entry.col)
            values.append(ast.Unary(kind, operand, col=entry.col))
            types.append(False)
            return
        if kind != "USR" and string != (kind in STRING_OPERAND):
            raise self.error(f"{kind} needs {_type_name(kind in STRING_OPERAND)}", entry.col)
        values.append(ast.Call(kind, [operand], col=entry.col))
        types.append(kind in STRING_RESULT)


# Lark calls the rule named like the Python keyword through these aliases.
setattr(SpectrumBuilder, "for", SpectrumBuilder.for_)
setattr(SpectrumBuilder, "if", SpectrumBuilder.if_)
setattr(SpectrumBuilder, "return", SpectrumBuilder.return_)
setattr(SpectrumBuilder, "continue", SpectrumBuilder.continue_)


def _prefixes(spelled: str) -> tuple[str, ...]:
    """The shorter long names a name written with spaces also finds (LOOK-VARS,
    V-MATCHES): each part before a space, of two characters or more (a
    one-letter variable is stored as another type and never matches)."""
    if " " not in spelled.strip():
        return ()
    out = []
    compact = ""
    for k, ch in enumerate(spelled):
        if ch == " ":
            if len(compact) >= 2 and spelled[k - 1] != " " and compact.lower() not in out:
                out.append(compact.lower())
            continue
        compact += ch
    return tuple(p for p in out if p != compact.lower())


def _too_big(text: str) -> bool:
    """Would the ROM's DEC-TO-FP stop with '6 Number too big' on this literal?

    It accumulates the digits, then multiplies or divides by powers of ten
    made by squaring 10, so an exponent of 64 or more overflows even when the
    result would be small (``1E-64``, ``0E64``); the oracle agrees.
    """
    mant, _, exp = text.upper().partition("E")
    if not exp and len(mant) < 30:          # below 10^29: always fine
        return False
    from fractions import Fraction

    try:
        m = Fraction(mant + "0" if mant.endswith(".") else mant)
        e = int(exp) if exp else 0
    except ValueError:
        return False
    if abs(e) >= 64 or m > MAX_NUMBER:
        return True
    return m * Fraction(10) ** e > MAX_NUMBER


# ---------------------------------------------------------------------------
# The parser object (built once per process)
# ---------------------------------------------------------------------------

_lock = threading.Lock()


@lru_cache(maxsize=1)
def _parser() -> tuple[Any, SpectrumBuilder]:
    """The LALR parser, with the builder as its inline transformer (no parse
    tree is built); kept between runs by basic.core.lalr_cache."""
    from ...core import lalr_cache

    builder = SpectrumBuilder()
    parser = lalr_cache.load("spectrum", GRAMMAR_PATH.read_text(encoding="utf-8"),
                             {"start": ["line", "expr"], "lexer": "basic",
                              "maybe_placeholders": True}, builder)
    return parser, builder


def _describe(tok: Any) -> str:
    if tok is None or tok.type == "$END":
        return "end of line"
    v = tok.value
    if v and zx_tokens.is_token(v[0]):
        return zx_tokens.name_of(v[0])
    return repr(v)


#: statements the Timex/Sinclair 2068 added to the Spectrum's BASIC (its
#: manual, chapter "TS 2068 BASIC"): a 48K ROM has no tokens for them
_TS2068_WORD = re.compile(r"\s*(on\s*err|sound|delete|reset)(?![a-z0-9$])", re.IGNORECASE)


def _lark_error(e: Exception, crunched: Crunched, line: Optional[int],
                text: str, errors: Any) -> BasicSyntaxError:
    """``errors``: the parser's error classes (Lark's, or its standalone copy's)."""
    if isinstance(e, errors.UnexpectedToken):
        tok = e.token
        pos = tok.start_pos if tok.type != "$END" and tok.start_pos is not None else len(text)
        ts2068 = _TS2068_WORD.match(text, pos)
        if ts2068:
            word = " ".join(ts2068.group(1).upper().split())
            return BasicSyntaxError(
                f"{word} is a TS2068 keyword; only the BASIC the TS2068 shares with the 48K "
                "Spectrum is supported", line, crunched.column(pos))
        return BasicSyntaxError(f"unexpected {_describe(tok)}", line, crunched.column(pos))
    if isinstance(e, errors.UnexpectedCharacters):
        pos = e.pos_in_stream
        ch = text[pos] if pos < len(text) else ""
        if ch == '"':
            return BasicSyntaxError("unterminated string", line, crunched.column(pos))
        return BasicSyntaxError(f"unexpected character {ch!r}", line, crunched.column(pos))
    if isinstance(e, errors.UnexpectedEOF):
        return BasicSyntaxError("unexpected end of line", line, crunched.column(len(text)))
    return BasicSyntaxError(str(e), line, crunched.column(len(text)))


def parse_tokenized(crunched: Crunched, line: Optional[int] = None,
                    start: str = "line") -> Any:
    """Parse one crunched line body into its statements (with Empty ones, so
    statement numbers are the ROM's), or with ``start='expr'`` into one
    expression.  Raises BasicSyntaxError."""
    parser, builder = _parser()
    text = crunched.text
    with _lock:
        builder.cols = crunched.cols
        builder.line_number = line
        try:
            return parser.parse(text, start=start)
        except parser.UnexpectedInput as e:
            raise _lark_error(e, crunched, line, text, parser) from None
        except BasicSyntaxError:
            raise
        except RecursionError:
            raise BasicSyntaxError("expression too complex", line,
                                   crunched.column(0)) from None


def skip_controls(text: str) -> str:
    """Drop what the ROM's NEXT-CHAR skips outside strings (SKIP-OVER): codes
    below 32 except ENTER, with the parameters of INK..OVER (1) and AT/TAB
    (2).  Used for text that comes from a running program (VAL, INPUT)."""
    out: list[str] = []
    i, n = 0, len(text)
    in_string = False
    while i < n:
        ch = text[i]
        code = ord(ch)
        if ch == '"':
            in_string = not in_string
        elif not in_string and code < 0x20 and code != 0x0D:
            i += 1 + (1 if 0x10 <= code <= 0x15 else 2 if code in (0x16, 0x17) else 0)
            continue
        out.append(ch)
        i += 1
    return "".join(out)


def parse_expression(tokenized: str) -> ast.Node:
    """An expression in tokenized text (VAL, VAL$, numeric INPUT): letters
    are names, only token codes are keywords, control codes are skipped as
    the ROM skips them.  Raises BasicSyntaxError (columns count characters
    after that skipping)."""
    text = skip_controls(tokenized)
    return parse_tokenized(Crunched(text, list(range(1, len(text) + 2))), None, "expr")


def parse_body(body: str, line: Optional[int] = None, col0: int = 1,
               upper_keywords: bool = False) -> list[ast.Stmt]:
    """Crunch and parse one line body (the text after the line number).
    ``col0`` is the source column of ``body[0]``.  Raises BasicSyntaxError."""
    try:
        crunched = crunch(body, upper_keywords, col0)
    except BasicSyntaxError as e:
        e.line = line
        raise
    return parse_tokenized(crunched, line)

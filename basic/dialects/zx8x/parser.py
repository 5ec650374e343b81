"""ZX80 and ZX81 listings -> AST: one hand-written parser for both ROMs.

The two machines share a shape - one statement per line, ``LET`` required,
``IF cond THEN statement``, the ROMs' operator-priority scanning - and differ
in their keyword sets, operators, functions and literals.  A :class:`Spec`
holds the differences; basic.dialects.zx80.syntax and
basic.dialects.zx81.syntax build one each and expose ``parse_body`` /
``parse_expression`` / ``highlight`` (from a :class:`Syntax`) as
:mod:`basic.core.listing` expects of a dialect syntax module.

Text listings spell keywords out.  A keyword is a whole word in any case
(``GO TO``, ``GOTO``, ``go to``); names are letters and digits (upper-cased:
neither machine has lower case outside strings); strings and REM text are
decoded with the escapes of :mod:`basic.dialects.zx8x.charset`.

Expressions are combined as the ROMs' SCANNING does: operands and operators
arrive flat and a stack of pending operations is reduced while its top has a
priority at least that of the incoming one (so equal priorities associate to
the left, and the ZX80's division, priority 7 below multiplication's 8, makes
``A/B*C`` mean ``A/(B*C)``).  Types are checked statically, as the ROMs'
syntax checkers do, so ``LET A=""`` is rejected like a syntax error.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Callable, Optional

from .charset import Charset, EscapeError, decode_char, decode_text
from ...core.errors import BasicSyntaxError
from ...core import ast


@dataclass(frozen=True)
class Spec:
    """What a dialect's syntax allows."""
    name: str
    charset: Charset
    #: statement keywords (canonical spellings) -> canonical name used below
    statements: dict[str, str]
    #: binary operators -> ROM priority
    binary: dict[str, int]
    #: unary minus and NOT priorities
    negate_priority: int
    not_priority: int
    #: functions applied as prefix operators (ZX81: ``SIN X``), priority
    prefix_functions: frozenset[str] = frozenset()
    function_priority: int = 11
    #: functions written as a name and a bracketed argument (ZX80: ``PEEK(X)``)
    bracket_functions: frozenset[str] = frozenset()
    #: functions without operands (ZX81: RND INKEY$ PI)
    nullary: frozenset[str] = frozenset()
    #: functions whose result is a string / whose operand is a string
    string_result: frozenset[str] = frozenset()
    string_operand: frozenset[str] = frozenset()
    #: decimal fractions and exponents in number literals (ZX81)
    decimals: bool = False
    #: largest number literal (ZX80: 32767)
    max_literal: Optional[int] = None
    #: string slicing with TO (ZX81)
    slicing: bool = False
    #: operators that take strings on both sides (ZX80: comparisons only)
    string_ops: frozenset[str] = frozenset({"=", "<", ">"})
    #: extra words recognised inside statements (THEN TO STEP AT TAB ...)
    words: frozenset[str] = frozenset()
    #: multi-dimensional arrays and string arrays (ZX81)
    multi_dim: bool = False
    #: long names allowed for numeric variables
    long_names: bool = True
    #: alternative spellings -> canonical keyword
    aliases: dict[str, str] = field(default_factory=dict)
    #: operators named otherwise in the AST (ZX81: ``**`` is the Spectrum
    #: compiler's ``^``)
    ast_ops: dict[str, str] = field(default_factory=dict)
    #: a number literal the ROM's editor refuses as too big (ZX81: DEC-TO-FP's
    #: report 6), or None
    literal_too_big: Optional[Callable[[str], bool]] = None
    #: THEN may end the line (the ZX80's LINE-SCAN after THEN takes NEWLINE
    #: as an empty statement: ``IF A THEN`` does nothing either way)
    empty_after_then: bool = False
    #: a string operand is refused at the operator after it when that
    #: operator takes no strings (the ZX80; the ZX81 finds it when the
    #: operation is performed)
    strings_checked_at_operator: bool = False


# ---------------------------------------------------------------------------
# tokens
# ---------------------------------------------------------------------------

@dataclass
class Tok:
    kind: str          # kw num str name op rem eol
    value: Any
    col: int           # 1-based source column
    text: str = ""     # the source text of the token
    is_string: bool = False


_NUMBER_INT = re.compile(r"[0-9]+")
_NUMBER_DEC = re.compile(r"(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?")
_WORD = re.compile(r"[A-Za-z][A-Za-z0-9]*\$?")
_OPS = ("**", "<=", ">=", "<>", "+", "-", "*", "/", "=", "<", ">", "(", ")", ",", ";")


class Lexer:
    """Splits one line body into tokens, spelling keywords as the Spec does."""

    def __init__(self, spec: Spec) -> None:
        self.spec = spec
        words = set(spec.statements) | set(spec.binary) | set(spec.words) | {"NOT"}
        words |= spec.prefix_functions | spec.nullary
        words |= set(spec.aliases)
        self.keywords = {w for w in words if w[0].isalpha()}
        # two-word keywords written with a space (GO TO, GO SUB)
        self.two_words = {tuple(w.split()): w for w in self.keywords if " " in w}

    def error(self, message: str, col: int, line: Optional[int]) -> BasicSyntaxError:
        return BasicSyntaxError(message, line, col)

    def tokens(self, body: str, col0: int, line: Optional[int]) -> list[Tok]:
        spec = self.spec
        out: list[Tok] = []
        i, n = 0, len(body)
        while i < n:
            c = body[i]
            col = col0 + i
            if not c.isascii() and c not in spec.charset.code_of:
                # a character with no code on the machine (é, €): the line's
                # own message, as the Spectrum's editor gives
                raise self.error(f"unexpected character {c!r}", col, line)
            if c.isspace():
                i += 1
                continue
            if c == '"':
                end = self._string_end(body, i)
                if end < 0:
                    # the ROMs look for the closing quote to the line's end,
                    # and put their marker there
                    raise self.error("unterminated string", col0 + n, line)
                raw = body[i + 1:end]
                if spec.charset.quote_image is not None:
                    raw = raw.replace('""', "`")    # "" inside a string: the quote image
                try:
                    value = decode_text(spec.charset, raw)
                except EscapeError as e:
                    raise self.error(str(e), col + 1 + e.index, line) from None
                out.append(Tok("str", value, col, body[i:end + 1], True))
                i = end + 1
                continue
            if c.isdigit() or (c == "." and spec.decimals and i + 1 < n and body[i + 1].isdigit()):
                m = (_NUMBER_DEC if spec.decimals else _NUMBER_INT).match(body, i)
                assert m is not None
                out.append(Tok("num", m.group().upper(), col, m.group()))
                i = m.end()
                continue
            if c.isalpha():
                i = self._word(body, i, col0, out, line)
                if out and out[-1].kind == "rem":
                    break
                continue
            for op in _OPS:
                if body.startswith(op, i):
                    out.append(Tok("op", op, col, op))
                    i += len(op)
                    break
            else:
                # a character of the machine that no rule wants ($ : ? £, a
                # graphic, an escape): the parser refuses it where it meets
                # it, as SCANNING does
                try:
                    _, end = decode_char(spec.charset, body, i)
                except EscapeError:
                    raise self.error(f"unexpected character {c!r}", col, line) from None
                out.append(Tok("char", body[i:end], col, body[i:end]))
                i = end
        out.append(Tok("eol", None, col0 + n))
        return out

    @staticmethod
    def _string_end(body: str, i: int) -> int:
        """Index of the closing quote; ``""`` inside a ZX81 string is the
        quote image and ``\\"`` an inverse quote: neither closes it (a
        backslash takes the next character with it)."""
        j = i + 1
        n = len(body)
        while j < n:
            c = body[j]
            if c == "\\":
                j += 2
            elif c != '"':
                j += 1
            elif body.startswith('""', j):
                j += 2
            else:
                return j
        return -1

    def _word(self, body: str, i: int, col0: int, out: list[Tok], line: Optional[int]) -> int:
        m = _WORD.match(body, i)
        assert m is not None
        word = m.group().upper()
        end = m.end()
        col = col0 + i
        # two-word keywords: GO TO, GO SUB
        if word == "GO":
            rest = re.compile(r"\s*([A-Za-z]+)").match(body, end)
            if rest and ("GO", rest.group(1).upper()) in self.two_words:
                kw = self.two_words[("GO", rest.group(1).upper())]
                out.append(Tok("kw", self.spec.aliases.get(kw, kw), col, body[i:rest.end()]))
                return rest.end()
        if word in self.keywords:
            kw = self.spec.aliases.get(word, word)
            out.append(Tok("kw", kw, col, m.group()))
            if kw == "REM":
                text = body[end:]
                skip = 1 if text.startswith(" ") else 0
                text = text[skip:]
                try:
                    value = decode_text(self.spec.charset, text)
                except EscapeError as e:
                    raise self.error(str(e), col0 + end + skip + e.index, line) from None
                out.append(Tok("rem", value, col0 + end, body[end:]))
                return len(body)
            return end
        # a keyword glued to the end of a name or number is not split
        is_string = word.endswith("$")
        out.append(Tok("name", word.rstrip("$"), col, m.group(), is_string))
        return end


# ---------------------------------------------------------------------------
# the parser
# ---------------------------------------------------------------------------

class _Prefix:
    __slots__ = ("priority", "kind", "col")

    def __init__(self, priority: int, kind: str, col: int) -> None:
        self.priority, self.kind, self.col = priority, kind, col


class _Op:
    __slots__ = ("priority", "op", "col")

    def __init__(self, priority: int, op: str, col: int) -> None:
        self.priority, self.op, self.col = priority, op, col


class _Open:
    """A bracket on SCANNING's stack; ``function`` names a bracket function
    (``CODE(``) whose argument it holds; ``array`` a numeric array whose
    subscripts it holds (``args``: those before the last comma)."""
    __slots__ = ("function", "col", "array", "args")
    priority = -1

    def __init__(self, function: Optional[str], col: int, array: Optional[str] = None) -> None:
        self.function, self.col, self.array = function, col, array
        self.args: list[ast.Node] = []


class Parser:
    """Parses the tokens of one line body (see the module docstring)."""

    def __init__(self, spec: Spec, toks: list[Tok], line: Optional[int]) -> None:
        self.spec = spec
        self.toks = toks
        self.pos = 0
        self.line = line

    # -- helpers -----------------------------------------------------------
    @property
    def tok(self) -> Tok:
        return self.toks[self.pos]

    def advance(self) -> Tok:
        t = self.toks[self.pos]
        if t.kind != "eol":
            self.pos += 1
        return t

    def error(self, message: str, tok: Optional[Tok] = None) -> BasicSyntaxError:
        t = tok or self.tok
        return BasicSyntaxError(message, self.line, t.col)

    def is_op(self, value: str) -> bool:
        return self.tok.kind == "op" and self.tok.value == value

    def is_kw(self, value: str) -> bool:
        return self.tok.kind == "kw" and self.tok.value == value

    def expect_op(self, value: str) -> Tok:
        if not self.is_op(value):
            raise self.error(f"'{value}' expected, not {self.describe()}")
        return self.advance()

    def expect_kw(self, value: str) -> Tok:
        if not self.is_kw(value):
            raise self.error(f"{value} expected, not {self.describe()}")
        return self.advance()

    def describe(self) -> str:
        t = self.tok
        if t.kind == "eol":
            return "the end of the line"
        return repr(t.text or str(t.value))

    def end(self) -> None:
        if self.tok.kind != "eol":
            raise self.error(f"unexpected {self.describe()}")

    # -- types -------------------------------------------------------------
    def is_string(self, node: ast.Node) -> bool:
        """A string operation's type is its left operand's: down the left
        operands in a loop, as a long sum is deep there."""
        while isinstance(node, ast.Binary):
            if node.op not in ("+", "AND"):
                return False
            node = node.left
        if isinstance(node, (ast.Str, ast.Slice)):
            return True
        if isinstance(node, (ast.Var, ast.Index)):
            return node.is_string
        if isinstance(node, ast.Call):
            return node.name in self.spec.string_result
        return False

    def need(self, node: ast.Node, string: bool, what: str) -> ast.Node:
        """``node`` is of the type wanted; else the error is where SCANNING
        finds it, at the token after the operand (where the operation is
        performed, as the ROMs' syntax checks put their marker)."""
        if self.is_string(node) != string:
            kind = "a string" if string else "a number"
            raise BasicSyntaxError(f"{what} must be {kind}", self.line, self.tok.col)
        return node

    # -- the line ------------------------------------------------------------
    def body(self) -> list[ast.Stmt]:
        stmts = self.statement()
        self.end()
        return stmts

    def statement(self) -> list[ast.Stmt]:
        t = self.tok
        if t.kind != "kw" or t.value not in self.spec.statements:
            # LINE-SCAN has stepped past the first character when it finds
            # it is no keyword: the marker goes at the next one
            at = t.col + 1 if t.kind in ("name", "num", "str") and len(t.text) > 1 \
                else self.toks[min(self.pos + 1, len(self.toks) - 1)].col
            raise BasicSyntaxError(f"a statement keyword must come first, not {self.describe()}",
                                   self.line, at)
        self.advance()
        kind = self.spec.statements[t.value]
        method = getattr(self, "st_" + kind)
        result = method(t)
        return result if isinstance(result, list) else [result]

    # -- statements ------------------------------------------------------------
    def st_let(self, t: Tok) -> ast.Stmt:
        target = self.target()
        self.expect_op("=")
        value = self.expr()
        if self.is_string(target) != self.is_string(value):
            raise BasicSyntaxError("LET: the value is of the wrong type", self.line, self.tok.col)
        return ast.Let(target, value, col=t.col)

    def st_print(self, t: Tok, printer: bool = False) -> ast.Stmt:
        items: list[ast.Node] = []
        while self.tok.kind != "eol":
            if self.is_op(",") or self.is_op(";"):
                sep = self.advance()
                items.append(ast.PrintSep(sep.value, col=sep.col))
                continue
            if items and not isinstance(items[-1], ast.PrintSep):
                raise self.error(f"';' or ',' expected, not {self.describe()}")
            if self.is_kw("AT") and "AT" in self.spec.words:
                at = self.advance()
                row = self.need(self.expr(), False, "AT's line")
                self.expect_op(",")
                column = self.need(self.expr(), False, "AT's column")
                items.append(ast.PrintAt(row, column, col=at.col))
                continue
            if self.is_kw("TAB") and "TAB" in self.spec.words:
                tab = self.advance()
                items.append(ast.PrintTab(self.need(self.expr(), False, "TAB"), col=tab.col))
                continue
            expr = self.expr()
            items.append(ast.PrintExpr(expr, col=expr.col))
        return ast.Print(items, printer=printer, col=t.col)

    def st_lprint(self, t: Tok) -> ast.Stmt:
        return self.st_print(t, printer=True)

    def st_input(self, t: Tok) -> ast.Stmt:
        target = self.target()
        return ast.Input([ast.InputVar(target, col=target.col)], col=t.col)

    def st_dim(self, t: Tok) -> ast.Stmt:
        name = self.advance()
        if name.kind != "name" or len(name.value) != 1:
            raise self.error("DIM needs a single-letter array name", name)
        if name.is_string and not self.spec.multi_dim:
            raise self.error("the ZX80 has no string arrays", name)
        self.expect_op("(")
        bounds = [self.need(self.expr(), False, "an array size")]
        while self.is_op(","):
            if not self.spec.multi_dim:
                raise self.error("ZX80 arrays have one dimension")
            self.advance()
            bounds.append(self.need(self.expr(), False, "an array size"))
        self.expect_op(")")
        return ast.Dim(name.value.lower(), name.is_string, bounds, col=t.col)

    def st_for(self, t: Tok) -> ast.Stmt:
        var = self.letter("a FOR variable")
        self.expect_op("=")
        start = self.need(self.expr(), False, "the start")
        self.expect_kw("TO")
        limit = self.need(self.expr(), False, "the limit")
        step = None
        if self.is_kw("STEP") and "STEP" in self.spec.words:
            self.advance()
            step = self.need(self.expr(), False, "STEP")
        return ast.For(var, start, limit, step, col=t.col)

    def st_next(self, t: Tok) -> ast.Stmt:
        return ast.Next(self.letter("a NEXT variable"), col=t.col)

    def st_if(self, t: Tok) -> list[ast.Stmt]:
        cond = self.need(self.expr(), False, "an IF condition")
        self.expect_kw("THEN")
        if self.spec.empty_after_then and self.tok.kind == "eol":
            return [ast.If(cond, col=t.col)]
        return [ast.If(cond, col=t.col)] + self.statement()

    def st_goto(self, t: Tok) -> ast.Stmt:
        return ast.Goto(self.need(self.expr(), False, "a line number"), col=t.col)

    def st_gosub(self, t: Tok) -> ast.Stmt:
        return ast.Gosub(self.need(self.expr(), False, "a line number"), col=t.col)

    def st_return(self, t: Tok) -> ast.Stmt:
        return ast.Return(col=t.col)

    def st_stop(self, t: Tok) -> ast.Stmt:
        return ast.Stop(col=t.col)

    def st_continue(self, t: Tok) -> ast.Stmt:
        return ast.Continue(col=t.col)

    def optional_number(self, what: str) -> Optional[ast.Node]:
        if self.tok.kind == "eol":
            return None
        return self.need(self.expr(), False, what)

    def st_run(self, t: Tok) -> ast.Stmt:
        return ast.Run(self.optional_number("a line number"), col=t.col)

    def st_clear(self, t: Tok) -> ast.Stmt:
        return ast.Clear(col=t.col)

    def st_new(self, t: Tok) -> ast.Stmt:
        return ast.New(col=t.col)

    def st_cls(self, t: Tok) -> ast.Stmt:
        return ast.Cls(col=t.col)

    def st_list(self, t: Tok) -> ast.Stmt:
        return ast.List(self.optional_number("a line number"), col=t.col)

    def st_llist(self, t: Tok) -> ast.Stmt:
        return ast.List(self.optional_number("a line number"), printer=True, col=t.col)

    def st_rem(self, t: Tok) -> ast.Stmt:
        text = self.advance().value if self.tok.kind == "rem" else ""
        return ast.Rem(text, col=t.col)

    def st_poke(self, t: Tok) -> ast.Stmt:
        address = self.need(self.expr(), False, "the address")
        self.expect_op(",")
        value = self.need(self.expr(), False, "the value")
        return ast.Poke(address, value, col=t.col)

    def st_randomise(self, t: Tok) -> ast.Stmt:
        return ast.Randomize(self.optional_number("the seed"), col=t.col)

    def st_tape(self, t: Tok) -> ast.Stmt:
        name = None
        if self.tok.kind != "eol":
            name = self.need(self.expr(), True, "the program name")
        return ast.Tape(t.value, name, col=t.col)

    def st_pause(self, t: Tok) -> ast.Stmt:
        return ast.Pause(self.need(self.expr(), False, "PAUSE's time"), col=t.col)

    def st_plot(self, t: Tok, unplot: bool = False) -> ast.Stmt:
        x = self.need(self.expr(), False, "x")
        self.expect_op(",")
        y = self.need(self.expr(), False, "y")
        return ast.Plot([], x, y, unplot=unplot, col=t.col)

    def st_unplot(self, t: Tok) -> ast.Stmt:
        return self.st_plot(t, unplot=True)

    def st_generic(self, t: Tok) -> ast.Stmt:
        return ast.Generic(t.value, col=t.col)

    def st_copy(self, t: Tok) -> ast.Stmt:
        return ast.Copy(col=t.col)

    # -- names -----------------------------------------------------------------
    def letter(self, what: str) -> str:
        t = self.advance()
        if t.kind != "name" or len(t.value) != 1 or t.is_string:
            raise self.error(f"{what} must be a single letter", t)
        return t.value.lower()

    def target(self) -> ast.Node:
        t = self.tok
        if t.kind != "name":
            raise self.error(f"a variable is needed, not {self.describe()}")
        node = self.reference(self.advance())
        if isinstance(node, ast.Call):
            raise self.error("a variable is needed, not a function", t)
        return node

    def reference(self, t: Tok) -> ast.Node:
        """A name and what follows it: variable, array element, slice, or a
        bracket function."""
        spec = self.spec
        full = t.value + ("$" if t.is_string else "")
        if full in spec.bracket_functions and self.is_op("("):
            self.advance()
            arg = self.expr()
            self.expect_op(")")
            want = full in spec.string_operand
            self.need(arg, want, full + "'s argument")
            return ast.Call(full, [arg], col=t.col)
        if t.is_string and len(t.value) != 1:
            raise self.error("a string variable's name is one letter", t)
        if self.is_op("("):
            if len(t.value) != 1:
                raise self.error("an array's name is one letter", t)
            return self.subscripts(t)
        if not spec.long_names and len(t.value) != 1:
            raise self.error("a variable's name is one letter", t)
        return ast.Var(t.value.lower(), t.is_string, col=t.col)

    def subscripts(self, t: Tok) -> ast.Node:
        self.expect_op("(")
        args: list[ast.Node] = []
        while True:
            args.append(self.sub_item())
            if self.is_op(","):
                if not self.spec.multi_dim:
                    raise self.error("ZX80 arrays have one dimension")
                self.advance()
                continue
            break
        self.expect_op(")")
        for k, a in enumerate(args):
            if isinstance(a, ast.Range):
                if not t.is_string or k != len(args) - 1:
                    raise BasicSyntaxError("only the last subscript of a string can be a slice",
                                           self.line, a.col)
        node: ast.Node = ast.Index(t.value.lower(), t.is_string, args, col=t.col)
        return self.slices(node)

    def sub_item(self) -> ast.Node:
        if self.spec.slicing and self.is_kw("TO"):
            to = self.advance()
            end = None if self.is_op(")") else self.need(self.expr(), False, "a slice end")
            return ast.Range(None, end, col=to.col)
        first = self.need(self.expr(), False, "a subscript")
        if self.spec.slicing and self.is_kw("TO"):
            self.advance()
            end = None if self.is_op(")") or self.is_op(",") else self.need(
                self.expr(), False, "a slice end")
            return ast.Range(first, end, col=first.col)
        return first

    def slices(self, node: ast.Node) -> ast.Node:
        """ZX81: ``(n)`` or ``(m TO n)`` after a string operand."""
        while self.spec.slicing and self.is_op("(") and self.is_string(node):
            self.advance()
            rng = self.sub_item()
            self.expect_op(")")
            node = ast.Slice(node, rng, col=node.col)
        return node

    # -- expressions --------------------------------------------------------------
    def expr(self) -> ast.Node:
        """SCANNING: operands and operators combined by priority.  Brackets
        and bracket functions go on the same stack as the operators (an
        :class:`_Open` each), so a line nested as deep as it can hold
        needs no deep Python recursion."""
        spec = self.spec
        stack: list[Any] = []
        values: list[ast.Node] = []
        opened = 0
        while True:
            while True:
                prefixes, opening = self.opening()
                stack.extend(prefixes)
                if opening is None:
                    break
                stack.append(opening)
                opened += 1
            values.append(self.primary())
            while True:
                t = self.tok
                op = None
                if t.kind in ("op", "kw") and t.value in spec.binary:
                    op = t.value
                if op is not None:
                    break
                if opened and (self.is_op(",") or self.is_kw("TO")) \
                        and self.subscript_ends(stack, values):
                    break                       # a comma: the next subscript
                if not opened or not self.is_op(")"):
                    if opened:
                        self.expect_op(")")
                    while stack:
                        self.perform(stack.pop(), values)
                    return values[0]
                self.advance()
                while not isinstance(stack[-1], _Open):
                    self.perform(stack.pop(), values)
                self.close(stack.pop(), values)
                opened -= 1
            if op is not None and spec.strings_checked_at_operator \
                    and op not in spec.string_ops and self.is_string(values[-1]):
                raise BasicSyntaxError(f"'{op}' cannot take a string", self.line, t.col)
            self.advance()
            if op is None:
                continue                        # (after a subscript's comma)
            priority = spec.binary[op]
            while stack and stack[-1].priority >= priority:
                self.perform(stack.pop(), values)
            stack.append(_Op(priority, op, t.col))

    def subscript_ends(self, stack: list[Any], values: list[ast.Node]) -> bool:
        """At a comma or TO inside brackets: if the innermost are a numeric
        array's, the subscript before it is complete.  A comma ends it (True:
        it is kept in the bracket's ``args``); a ``TO`` is refused as
        :meth:`subscripts` refuses it.  Else False (not an array's brackets)."""
        k = len(stack) - 1
        while not isinstance(stack[k], _Open):
            k -= 1
        opening = stack[k]
        if opening.array is None:
            return False
        while len(stack) > k + 1:
            self.perform(stack.pop(), values)
        if self.is_kw("TO") and self.spec.slicing:
            raise BasicSyntaxError("only the last subscript of a string can be a slice",
                                   self.line, values[-1].col)
        if not self.is_op(","):
            return False
        if not self.spec.multi_dim:
            raise self.error("ZX80 arrays have one dimension")
        opening.args.append(self.need(values.pop(), False, "a subscript"))
        return True

    def opening(self) -> tuple[list[_Prefix], Optional["_Open"]]:
        """The prefixes before an operand, and the bracket (or bracket
        function) it opens, if it opens one."""
        prefixes = self.prefixes()
        t = self.tok
        if self.is_op("("):
            self.advance()
            return prefixes, _Open(None, t.col)
        if t.kind == "name":
            full = t.value + ("$" if t.is_string else "")
            after = self.toks[self.pos + 1]
            if after.kind == "op" and after.value == "(":
                if full in self.spec.bracket_functions:
                    self.advance()
                    self.advance()
                    return prefixes, _Open(full, t.col)
                if not t.is_string and len(t.value) == 1:
                    # a numeric array: its subscripts wait on the stack too
                    self.advance()
                    self.advance()
                    return prefixes, _Open(None, t.col, array=t.value.lower())
        return prefixes, None

    def close(self, opening: "_Open", values: list[ast.Node]) -> None:
        """A ``)``: the bracket's value, sliced (ZX81), or its function's."""
        inner = values.pop()
        full = opening.function
        if opening.array is not None:
            args = opening.args + [self.need(inner, False, "a subscript")]
            values.append(ast.Index(opening.array, False, args, col=opening.col))
            return
        if full is None:
            values.append(self.slices(inner))
            return
        self.need(inner, full in self.spec.string_operand, full + "'s argument")
        values.append(ast.Call(full, [inner], col=opening.col))

    def perform(self, entry: Any, values: list[ast.Node]) -> None:
        operand = values.pop()
        if isinstance(entry, _Op):
            left = values.pop()
            op = entry.op
            ls, rs = self.is_string(left), self.is_string(operand)
            if op == "AND" and ls and not rs and "AND" in self.spec.string_ops:
                pass
            elif ls or rs:
                if ls != rs or op not in self.spec.string_ops:
                    raise BasicSyntaxError(f"'{op}' cannot take these types", self.line,
                                           self.tok.col)
            values.append(ast.Binary(self.spec.ast_ops.get(op, op), left, operand, col=left.col))
            return
        kind = entry.kind
        if kind in ("-", "NOT"):
            self.need(operand, False, f"the operand of {kind}")
            values.append(ast.Unary(kind, operand, col=entry.col))
            return
        self.need(operand, kind in self.spec.string_operand, f"{kind}'s operand")
        values.append(ast.Call(kind, [operand], col=entry.col))

    def prefixes(self) -> list[_Prefix]:
        """Signs, NOTs and prefix functions before an operand."""
        spec = self.spec
        prefixes: list[_Prefix] = []
        while True:
            t = self.tok
            if t.kind == "op" and t.value == "-":
                self.advance()
                prefixes.append(_Prefix(spec.negate_priority, "-", t.col))
            elif t.kind == "op" and t.value == "+" and spec.decimals:
                self.advance()                  # the ZX81 skips a unary plus
            elif t.kind == "kw" and t.value == "NOT":
                self.advance()
                prefixes.append(_Prefix(spec.not_priority, "NOT", t.col))
            elif t.kind == "kw" and t.value in spec.prefix_functions:
                self.advance()
                prefixes.append(_Prefix(spec.function_priority, t.value, t.col))
            else:
                return prefixes

    def primary(self) -> ast.Node:
        spec = self.spec
        t = self.tok
        if t.kind == "num":
            self.advance()
            if spec.max_literal is not None and int(t.value) > spec.max_literal:
                raise self.error("number too big", t)
            if spec.literal_too_big is not None and spec.literal_too_big(t.value):
                raise self.error("Number too big", t)
            return ast.Num(t.value, col=t.col)
        if t.kind == "str":
            self.advance()
            return self.slices(ast.Str(t.value, col=t.col))
        if t.kind == "name":
            self.advance()
            return self.reference(t)
        if t.kind == "kw" and t.value in spec.nullary:
            self.advance()
            return ast.Call(t.value, [], col=t.col)
        raise self.error(f"an expression is needed, not {self.describe()}")


# ---------------------------------------------------------------------------
# entry points for the dialect syntax modules
# ---------------------------------------------------------------------------

def parse_body(spec: Spec, lexer: Lexer, body: str, line: Optional[int] = None,
               col0: int = 1) -> list[ast.Stmt]:
    toks = lexer.tokens(body, col0, line)
    if toks[0].kind == "eol":
        raise BasicSyntaxError("a statement is needed", line, col0)
    return Parser(spec, toks, line).body()


def parse_expression(spec: Spec, lexer: Lexer, text: str) -> ast.Node:
    """An expression typed as text (INPUT answers, VAL)."""
    toks = lexer.tokens(text, 1, None)
    p = Parser(spec, toks, None)
    node = p.expr()
    p.end()
    return node


def highlight(spec: Spec, lexer: Lexer, text: str) -> list[tuple[str, str]]:
    """``(kind, text)`` pieces for syntax colouring; they join back into
    ``text``.  A line that does not lex is one ``error`` piece."""
    try:
        toks = lexer.tokens(text, 1, None)
    except BasicSyntaxError:
        return [("error", text)] if text else []
    out: list[tuple[str, str]] = []
    pos = 0
    kinds = {"kw": "keyword", "num": "number", "str": "string", "name": "name",
             "op": "operator", "rem": "comment"}
    for t in toks:
        if t.kind == "eol":
            break
        start = t.col - 1
        if start > pos:
            out.append(("space", text[pos:start]))
        piece = t.text or str(t.value)
        out.append((kinds[t.kind], text[start:start + len(piece)]))
        pos = start + len(piece)
    if pos < len(text):
        out.append(("space", text[pos:]))
    return out


class Syntax:
    """A dialect's entry points bound to its Spec (and one Lexer for it):
    what basic.dialects.zx80.syntax and basic.dialects.zx81.syntax export
    as module functions, with the signatures :mod:`basic.core.listing` calls."""

    def __init__(self, spec: Spec) -> None:
        self.spec = spec
        self.lexer = Lexer(spec)

    def parse_body(self, body: str, line: Optional[int] = None, col0: int = 1,
                   upper_keywords: bool = False) -> list[ast.Stmt]:
        """``upper_keywords`` is the Spectrum's option; keywords here are
        recognised in any case."""
        return parse_body(self.spec, self.lexer, body, line, col0)

    def parse_expression(self, text: str) -> ast.Node:
        return parse_expression(self.spec, self.lexer, text)

    def highlight(self, text: str, upper_keywords: bool = False) -> list[tuple[str, str]]:
        return highlight(self.spec, self.lexer, text)

    def is_string(self, node: ast.Node) -> bool:
        """The static type of an expression, by this dialect's rules."""
        return Parser(self.spec, [], None).is_string(node)

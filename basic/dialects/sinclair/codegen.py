"""Sinclair expressions compiled to Python functions, for speed.

A tree of closures calls one Python function per AST node; most of the time
of a BASIC expression then goes into those calls, not into the arithmetic.
This module turns an expression into the source of *one* Python function and
compiles it, with the ROM's rules inlined where they are cheap (small-integer
arithmetic, comparisons of small integers) and everything else calling the
same helpers the closures use (``basic.dialects.sinclair.calculator`` for the ROM calculator).

What is compiled is code this module writes, never program text: names are
slots (``N[3]``), numbers and strings from the listing are referred to as
constants (``_k7``), and anything this module does not handle is the closure
the ordinary compiler makes for it (``_f2()``).  So a listing cannot become
host code.  Measured on the bench programs, this halves the time of
integer-heavy BASIC.
"""
from __future__ import annotations

from math import copysign
from typing import TYPE_CHECKING, Any, Callable, Optional

from . import calculator as zx
from ...core.codegen import GeneratedCode
from ...core.errors import BasicError
from ...core import ast, spine
from . import conversions as cv
from .functions import NUMERIC
from .references import _calls_usr
from ...core.variables import StrArray

if TYPE_CHECKING:  # pragma: no cover
    from .compiler import SinclairCompiler

Expr = Callable[[], Any]

INT_RANGE = "-65536 < {r} < 65536"

#: functions of one number that map straight onto the ROM calculator
NUMERIC_CALLS = NUMERIC
COMPARE = {"=": ("==", zx.eq), "<>": ("!=", zx.ne), "<": ("<", zx.lt),
           ">": (">", zx.gt), "<=": ("<=", zx.le), ">=": (">=", zx.ge)}


def _undefined() -> Any:
    raise BasicError("2")


def _true(x: Any) -> bool:
    """TEST-ZERO's answer (-65536, Python's -0.0, is not zero)."""
    return bool(x) or (x.__class__ is float and copysign(1.0, x) < 0)


def _str_value(v: Any) -> str:
    """A string variable that is not a plain str: undefined, or an array."""
    if v is None:
        raise BasicError("2")
    if v.bounds:
        raise BasicError("3")
    return v.rows[0]


def _index1(arr: Any, i: Any) -> int:
    """The list index of ``a(i)`` in a one-dimensional numeric array."""
    if arr is None:
        raise BasicError("2")
    bounds = arr.bounds
    if len(bounds) != 1:
        raise BasicError("3")
    if i.__class__ is not int or not 0 < i <= bounds[0]:
        i = cv.subscript(i, bounds[0])
    return i - 1


def _element1(arr: Any, i: Any) -> Any:
    """``a(i)`` of a one-dimensional numeric array (the array's reports,
    2 and 3, first: ``arr`` may be None)."""
    k = _index1(arr, i)
    return arr.data[k]


def _slice(text: str, start: Any, end: Any) -> str:
    """``text(start TO end)`` (end None: to the end), as SLICING."""
    if end is None:
        end = len(text)
    if start.__class__ is not int or end.__class__ is not int or start < 0 or end < 0:
        start = cv.find_int2(start)
        end = cv.find_int2(end)
    if end < start:
        return ""
    if start < 1 or end > len(text):
        raise BasicError("3")
    return text[start - 1:end]


def _char(text: str, i: Any) -> str:
    """``text(i)``: one character, as SLICING with start and end both i."""
    if i.__class__ is not int or i < 0:
        i = cv.find_int2(i)
    if not 1 <= i <= len(text):
        raise BasicError("3")
    return text[i - 1]


def _code(s: str) -> int:
    return ord(s[0]) if s else 0


class Codegen(GeneratedCode):
    """Writes and compiles Python functions for one compiler's expressions
    (names, constants and compiling: :class:`basic.core.codegen.GeneratedCode`)."""

    def __init__(self, compiler: "SinclairCompiler") -> None:
        self.c = compiler
        v = compiler.vars
        ns: dict[str, Any] = {
            "N": v.num, "S": v.str, "A": v.arr,
            "_undefined": _undefined, "_true": _true, "_str_value": _str_value,
            "_element1": _element1, "_index1": _index1,
            "_code": _code, "_chr": _chr, "_slice": _slice, "_char": _char,
            "_int_div": _int_div,
            "_subscript": cv.subscript, "_StrArray": StrArray,
            "_add": zx.add, "_sub": zx.sub, "_mul": zx.mul, "_div": zx.div,
            "_power": zx.power, "_neg": zx.neg, "_to_str": zx.to_str,
            "_copysign": copysign,
        }
        for op, (_, fn) in COMPARE.items():
            ns["_cmp_" + fn.__name__] = fn
        for name, fn in NUMERIC_CALLS.items():
            ns["_fn_" + name] = fn
        super().__init__(ns, "<basic:spectrum>")

    # -- statements -----------------------------------------------------------------
    @staticmethod
    def can_let(node: ast.Let) -> bool:
        """LETs :meth:`let` compiles: to a simple variable or to an element
        of a one-dimensional numeric array."""
        target = node.target
        if isinstance(target, ast.Var):
            return not target.prefixes
        return (isinstance(target, ast.Index) and not target.is_string
                and len(target.args) == 1 and not isinstance(target.args[0], ast.Range))

    def let(self, node: ast.Let) -> Callable[[], Any]:
        """A LET :meth:`can_let` accepts, as one function: the target is
        found first (an element's subscript evaluated and checked), then the
        value, as CLASS-01 and the closures do."""
        target = node.target
        if isinstance(target, ast.Var) and target.is_string:
            # a plain string the machine does not check (up to its
            # string_room_from: every one on a small ZX81) is simply replaced;
            # anything else (a fixed-length array, a memory check) goes to
            # the closure
            slot = self.c.vars.str_slot(target.name)
            store = self.fallback_store(self.c.var_store(target))
            unchecked = self.c.machine.string_room_from
            return self.function(f"_v = {self.expr(node.value)}\n"
                                 f"if S[{slot}].__class__ is str and len(_v) <= {unchecked}:\n"
                                 f"    S[{slot}] = _v\n"
                                 f"else:\n"
                                 f"    {store}(_v)")
        if isinstance(target, ast.Var):
            slot = self.c.vars.num_slot(target.name)
            return self.function(f"N[{slot}] = {self.expr(node.value)}")
        slot = self.c.vars.arr_slot(target.name)
        # a whole subscript within the bounds of a one-dimensional array is
        # the list index inline; anything else is _index1's (its reports)
        return self.function(f"_a = A[{slot}]\n"
                             f"_k = {self.expr(target.args[0])}\n"
                             f"if _k.__class__ is int and _a is not None and len(_a.bounds) == 1 "
                             f"and 0 < _k <= _a.bounds[0]:\n"
                             f"    _k -= 1\n"
                             f"else:\n"
                             f"    _k = _index1(_a, _k)\n"
                             f"_a.data[_k] = {self.expr(node.value)}")

    def let_row(self, node: ast.Let, let: Callable[[], Any]) -> Callable[[], Any]:
        """``LET a$(n)=...`` as ``SinclairCompiler._let_row`` does it, as one function: on a
        one-dimensional string array, the array, its subscript (report 3), the row's
        width, then the value, cut or padded; anything else is ``let``'s, the closure's,
        before anything is evaluated."""
        target = node.target
        assert isinstance(target, ast.Index)
        slot = self.c.vars.str_slot(target.name)
        other = self.constant(let)
        space = self.constant(self.c.SPACE)
        return self.function(
            f"_a = S[{slot}]\n"
            f"if _a.__class__ is not _StrArray or len(_a.bounds) != 1:\n"
            f"    return {other}()\n"
            f"_i = {self.expr(target.args[0])}\n"
            f"_b = _a.bounds[0]\n"
            f"_rows = _a.rows\n"
            f"_r = (_i if _i.__class__ is int and 0 < _i <= _b else _subscript(_i, _b)) - 1\n"
            f"_w = len(_rows[_r])\n"
            f"_t = {self.expr(node.value)}\n"
            f"if _w:\n"
            f"    _rows[_r] = _t[:_w] if len(_t) >= _w else _t + {space} * (_w - len(_t))")

    def if_(self, node: ast.If, skip: int) -> Callable[[], Any]:
        """IF cond THEN: fall through when true, else go to ``skip`` (the next
        line).  A comparison's 0/1 needs no TEST-ZERO."""
        cond = self.expr(node.cond)
        if isinstance(node.cond, ast.Binary) and node.cond.op in COMPARE:
            return self.function(f"return None if {cond} else {skip}")
        return self.function(f"return None if _true({cond}) else {skip}")

    # -- expressions --------------------------------------------------------------
    def expr(self, node: ast.Node) -> str:
        """Python source computing ``node``'s value (a deep one is its
        closure's call: see spine.GENERATED)."""
        method = getattr(self, "_" + type(node).__name__, None)
        if method is not None and not spine.taller_than(node, spine.GENERATED):
            code = method(node)
            if code is not None:
                return code
        return self.fallback(self.c.closure(node))

    def _Num(self, node: ast.Num) -> str:
        value = node.value if node.value is not None else self.c.literal(node.text)
        return repr(value) if value.__class__ is int else self.constant(value)

    def _Str(self, node: ast.Str) -> str:
        return self.constant(node.value)

    def _Var(self, node: ast.Var) -> Optional[str]:
        if node.prefixes or self.c.is_param(node.name, node.is_string):
            return None
        v = self._new("_v")
        if node.is_string:
            slot = self.c.vars.str_slot(node.name)
            return f"({v} if ({v} := S[{slot}]).__class__ is str else _str_value({v}))"
        slot = self.c.vars.num_slot(node.name)
        return f"({v} if ({v} := N[{slot}]) is not None else _undefined())"

    def _Index(self, node: ast.Index) -> Optional[str]:
        if node.is_string:
            return self._string_index(node)
        if len(node.args) != 1 or isinstance(node.args[0], ast.Range) \
                or self.c.is_param(node.name, False):
            return None
        slot = self.c.vars.arr_slot(node.name)
        a = self._new("_a")
        i = self._new("_i")
        # inline as in let(); the array is read after the subscript here,
        # which no expression can change (the closures read it first)
        return (f"({a}.data[{i} - 1] if ({i} := {self.expr(node.args[0])}).__class__ is int "
                f"and ({a} := A[{slot}]) is not None and len({a}.bounds) == 1 "
                f"and 0 < {i} <= {a}.bounds[0] else _element1(A[{slot}], {i}))")

    def _string_index(self, node: ast.Index) -> Optional[str]:
        """``a$(n)`` / ``a$(s TO e)`` on a plain string: slicing inlined;
        ``a$(i,j)`` / ``a$(i,j,c)`` on a string array: :meth:`_string_element`;
        anything unusual takes the closure, which then evaluates the
        subscripts itself."""
        if self.c.is_param(node.name, True):
            return None
        if len(node.args) != 1 or not isinstance(node.args[0], ast.Range):
            return self._string_element(node)
        arg = node.args[0]
        assert isinstance(arg, ast.Range)
        start = self.expr(arg.start) if arg.start is not None else "1"
        end = self.expr(arg.end) if arg.end is not None else "None"
        slot = self.c.vars.str_slot(node.name)
        v = self._new("_v")
        other = self.fallback(self.c.closure(node))
        return f"(_slice({v}, {start}, {end}) if ({v} := S[{slot}]).__class__ is str else {other})"

    def _string_element(self, node: ast.Index) -> Optional[str]:
        """Subscripts without TO: ``a$(n)`` of a plain string, a whole row
        of a string array (as many subscripts as it has dimensions less
        one), or one character of a row (one subscript more).  As the
        closures (array_window): the array's kind and dimensions are
        checked before anything is evaluated, each subscript is checked
        (report 3) before the next is evaluated, and the row is read after
        the character's subscript.  A USR among them takes the closure."""
        args = node.args
        if any(_calls_usr(a) for a in args):
            return None
        last = args[-1]
        if any(isinstance(a, ast.Range) for a in args[:-1]):
            return None
        n = len(args)
        slot = self.c.vars.str_slot(node.name)
        v = self._new("_v")
        other = self.fallback(self.c.closure(node))
        if isinstance(last, ast.Range):
            # a slice of a row, ``d$(i, s TO e)``: the row's subscripts, then the
            # slice's ends, as array_window (the row read first here: no USR can
            # change it in between)
            start = self.expr(last.start) if last.start is not None else "1"
            end = self.expr(last.end) if last.end is not None else "None"
            sliced = f"_slice({v}.rows[{self._row(args[:-1], v)}], {start}, {end})"
            return (f"(({sliced} if {v}.__class__ is _StrArray and len({v}.bounds) == {n - 1} "
                    f"else {other}) if ({v} := S[{slot}]) is not None else {other})")

        def row(count: int) -> str:
            """The 0-based row of the first ``count`` subscripts."""
            return self._row(args[:count], v)
        r = self._new("_r")
        c = self._new("_c")
        char = (f"({v}.rows[{r}][{c} - 1] if (({r} := {row(n - 1)}) is not None "
                f"and ({c} := {self.expr(args[-1])}).__class__ is int and 0 < {c} <= {v}.length) "
                f"else _char({v}.rows[{r}], {c}))")
        whole_row = f"{v}.rows[{row(n)}]"
        arrays = (f"({whole_row} if {v}.__class__ is _StrArray and len({v}.bounds) == {n} "
                  f"else {char} if {v}.__class__ is _StrArray and len({v}.bounds) == {n - 1} "
                  f"else {other})")
        if n == 1:
            arrays = f"(_char({v}, {self.expr(args[0])}) if {v}.__class__ is str else {arrays})"
        return f"({arrays} if ({v} := S[{slot}]) is not None else {other})"

    def _row(self, subscripts: list[ast.Node], v: str) -> str:
        """The 0-based row of string array ``v`` these subscripts select, each checked
        against its bound (report 3) before the next is evaluated."""
        if not subscripts:
            return "0"
        flat = ""
        for k, arg in enumerate(subscripts):
            i = self._new("_i")
            sub = (f"({i} if ({i} := {self.expr(arg)}).__class__ is int "
                   f"and 0 < {i} <= {v}.bounds[{k}] else _subscript({i}, {v}.bounds[{k}]))")
            flat = f"{sub} - 1" if k == 0 else f"({flat}) * {v}.bounds[{k}] + {sub} - 1"
        return flat

    def _Unary(self, node: ast.Unary) -> str:
        x = self.expr(node.operand)
        if node.op == "-":
            a = self._new("_a")
            return f"(-{a} if ({a} := {x}).__class__ is int else _neg({a}))"
        if node.op == "NOT":
            return f"(0 if _true({x}) else 1)"
        return x

    def _Binary(self, node: ast.Binary) -> Optional[str]:
        op = node.op
        string = self.c.is_string(node.left)
        if string and isinstance(node.right, ast.Call) and node.right.name == "STR$":
            return None                     # the ROM's STR$ stack quirk: the closure has it
        left = self.expr(node.left)
        right = self.expr(node.right)
        a = self._new("_a")
        if op in ("AND", "OR"):
            empty = '""' if string else "0"
            if op == "AND":
                inner = f"({a} if _true({right}) else {empty})"
            else:
                inner = f"(1 if _true({right}) else {a})"
            # evaluate the left operand first, as the ROM does
            return f"({inner} if (({a} := {left}) is not None) else {empty})"
        if string:
            if op == "+":
                return f"({left} + {right})"
            py, _ = COMPARE[op]
            return f"(1 if {left} {py} {right} else 0)"
        b = self._new("_b")
        r = self._new("_r")
        both_int = f"({a} := {left}).__class__ is ({b} := {right}).__class__ is int"
        if op in ("+", "-", "*"):
            fn = {"+": "_add", "-": "_sub", "*": "_mul"}[op]
            rng = INT_RANGE.format(r=f"({r} := {a} {op} {b})")
            if op == "*":
                # a short float (below) times a small integer, the product
                # below 2**21: at most 31 bits, which the ROM's 32 keep exactly
                short = (f"({a}.__class__ is float and {b}.__class__ is int and {_short(a)} "
                         f"or {b}.__class__ is float and {a}.__class__ is int and {_short(b)}) "
                         f"and -2097152.0 < ({r} := {a} * {b}) < 2097152.0 and {r}")
                return f"({r} if {both_int} and {rng} or {short} else {fn}({a}, {b}))"
            # a whole float below 2**31 and a small integer (a count past
            # 65535): the ROM's 32-bit sum is exact, Python's float one; a
            # zero sum takes the routine (the ROM's zero is 0)
            whole = (f"{a}.__class__ is float and {b}.__class__ is int and {a} "
                     f"and -2147483648.0 < {a} < 2147483648.0 and {a}.is_integer() "
                     f"and ({r} := {a} {op} {b})")
            # short floats and small integers, one a float: the sum is a
            # multiple of 2**-10 below 2**22, on the grid the ROM rounds to
            # (2**-11 or finer, 2**-10 after a carry): exact
            short = (f"({a}.__class__ is float or {b}.__class__ is float) "
                     f"and ({a}.__class__ is int or {_short(a)}) "
                     f"and ({b}.__class__ is int or {_short(b)}) and ({r} := {a} {op} {b})")
            return (f"({r} if {both_int} and {rng} or {whole} or {short} "
                    f"else {fn}({a}, {b}))")
        if op == "/":
            return f"_div({left}, {right})"
        if op == "^":
            return f"_power({left}, {right})"
        py, fn = COMPARE[op]
        if self._whole_limit(node.right):
            # a loop's limit past the small integers (``IF k<80000``): a
            # small integer or a whole float below 2**31 on the left makes
            # the ROM's subtraction exact, so Python's comparison is its sign
            # (-0.0, NEG_ZERO, is falsy and not such a float)
            exact = (f"({a} := {left}).__class__ is int or ({a}.__class__ is float and {a} "
                     f"and {a}.is_integer() and -2147483648.0 < {a} < 2147483648.0)")
            return f"((1 if {a} {py} {right} else 0) if {exact} else _cmp_{fn.__name__}({a}, {right}))"
        return f"((1 if {a} {py} {b} else 0) if {both_int} else _cmp_{fn.__name__}({a}, {b}))"

    def _whole_limit(self, node: ast.Node) -> bool:
        """A number in the listing that is a whole float from 65536 up to
        2**31 in size (a scaled loop's limit)."""
        if not isinstance(node, ast.Num):
            return False
        value = node.value if node.value is not None else self.c.literal(node.text)
        return (value.__class__ is float and value.is_integer()
                and 65536.0 <= abs(value) < 2147483648.0)

    def _Call(self, node: ast.Call) -> Optional[str]:
        name = node.name
        arg = node.args[0] if len(node.args) == 1 else None
        if name == "INT" and isinstance(arg, ast.Binary) and arg.op == "/":
            return f"_int_div({self.expr(arg.left)}, {self.expr(arg.right)})"
        if name in NUMERIC_CALLS and len(node.args) == 1:
            return f"_fn_{name}({self.expr(node.args[0])})"
        if name == "CODE":
            return f"_code({self.expr(node.args[0])})"
        if name == "LEN":
            return f"len({self.expr(node.args[0])})"
        if name == "CHR$":
            return f"_chr({self.expr(node.args[0])})"
        if name == "STR$":
            return f"_to_str({self.expr(node.args[0])})"
        return None


def _short(x: str) -> str:
    """Python source testing that float ``x`` is short: a multiple of
    2**-10 below 2**21 in size (at most 31 significant bits), not zero or
    NEG_ZERO (both falsy)."""
    return f"({x} * 1024.0).is_integer() and -2097152.0 < {x} < 2097152.0 and {x}"


def _int_div(a: Any, b: Any) -> Any:
    """INT (a/b).  For two small integers (b not 0) it is Python's floor division: a
    quotient that is not whole is at least 1/|a| >= 2**-16 of itself from the next whole
    number, and the ROM's 32-bit quotient is within 2**-31 of itself of the true one, so
    INT finds the same whole number (and a whole quotient is exact).  The small-integer
    form, as INT gives it."""
    if a.__class__ is int and b.__class__ is int and b:
        return a // b
    return zx.int_(zx.div(a, b))


def _chr(x: Any) -> str:
    return chr(cv.find_int1(x))

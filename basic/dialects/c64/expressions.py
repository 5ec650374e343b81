"""Commodore BASIC V2 expressions: values, operators and functions as the ROM has them.

Numbers are floats holding FAC values and go through :mod:`basic.dialects.c64.numbers`
(the left operand of an operator is rounded, the right one is not; a stored
value is rounded).  Comparisons give -1 or 0; AND, OR and NOT work on 16-bit
integers.  Strings are ``str`` of PETSCII codes, at most 255 long.

Types are checked when the ROM checks them, not when the line is read: the
left operand of ``-`` being a string is a TYPE MISMATCH as soon as the ``-``
is seen, before the right operand is evaluated; a string right operand is one
after it was evaluated.  The type of every expression is known from its
shape (``A$``, ``STR$``...), so each check is decided when compiling and only
the error is left to run.
"""
from __future__ import annotations

from typing import Any, Callable

from . import stackroom
from . import numbers as cbm
from ...core.errors import BasicError
from ...core import ast
from .formula import Fault, OutOfStack, Trailing
from .kinds import ANY, NUM, STR, typeof
from . import temps as _temps

Expr = Callable[[], Any]
RELATIONS = {">": 1, "=": 2, ">=": 3, "<": 4, "<>": 5, "<=": 6, "<>=": 7}
NUMERIC_FUNCTIONS = {"SGN": cbm.sgn, "INT": cbm.int_, "ABS": cbm.abs_, "SQR": cbm.sqr,
                     "LOG": cbm.log, "EXP": cbm.exp, "COS": cbm.cos, "SIN": cbm.sin,
                     "TAN": cbm.tan, "ATN": cbm.atn}
ARITHMETIC = {"+": cbm.add, "-": cbm.sub, "*": cbm.mul, "/": cbm.div, "^": cbm.power,
              "AND": cbm.and_, "OR": cbm.or_}


def raiser(code: str, *before: Expr) -> Expr:
    """A closure that evaluates ``before`` (for their own errors) and then
    raises ``code``."""
    def run() -> Any:
        for f in before:
            f()
        raise BasicError(code)
    return run


def fault() -> Any:
    raise BasicError("SYNTAX")


def index_value(v: float) -> int:
    """A subscript: negative or 32768 and above is ILLEGAL QUANTITY (POSINT,
    AYINT), fractions are dropped."""
    if v < 0:
        raise BasicError("ILLEGAL QUANTITY")
    return cbm.to_int16(v)


class ExpressionCompiler:
    """Mixin for the C64 compiler: ``expr_<Node>`` methods and typed helpers."""

    vars: Any
    machine: Any
    #: compiling a direct line (its literals are in the input buffer)
    direct = False

    def compile_direct(self, layout: Any, stmts: list, costs: list) -> Any:
        """A direct line: its string literals are copied into string space
        (STRLT2 of a string in the buffer at page 2), as the ROM does."""
        self.direct = True
        try:
            return super().compile_direct(layout, stmts, costs)  # type: ignore[misc]
        finally:
            self.direct = False

    # -- typed helpers -------------------------------------------------------------
    def num(self, node: ast.Node) -> Expr:
        """A numeric expression (CHKNUM after evaluating it)."""
        f = self.expr(node)
        if typeof(node) == STR:
            return raiser("TYPE MISMATCH", f)
        return f

    def string(self, node: ast.Node) -> Expr:
        """A string expression (CHKSTR after evaluating it)."""
        f = self.expr(node)
        if typeof(node) == NUM:
            return raiser("TYPE MISMATCH", f)
        return f

    def released(self, node: ast.Node, f: Expr, reclaim: bool = True) -> Expr:
        """``f`` (the closure of ``node``) and then its descriptor freed, as
        a statement or function that uses the string at once does (FRESTR,
        FREFAC: the value is the top one), and with ``reclaim`` its bytes
        given back if it was the last string made (FRETMP; LET keeps them)."""
        if not _temps.is_temp(node):
            return f
        temps = self.machine.temps
        if not reclaim:
            def pop() -> Any:
                v = f()
                temps.n -= 1
                return v
            return pop
        release = self.machine.heap.release

        def free() -> Any:
            v = f()
            temps.n -= 1
            release(v)
            return v
        return free

    def used_string(self, node: ast.Node) -> Expr:
        """A string expression whose descriptor is freed once it is evaluated."""
        return self.released(node, self.string(node))

    def expr_Fault(self, node: Fault) -> Expr:
        return fault

    def expr_OutOfStack(self, node: OutOfStack) -> Expr:
        return raiser("OUT OF MEMORY")

    def expr_Trailing(self, node: Trailing) -> Expr:
        return raiser("SYNTAX", self.expr(node.expr))

    # -- constants and variables ------------------------------------------------------
    def expr_Num(self, node: ast.Num) -> Expr:
        try:
            value = cbm.from_literal(node.text)
        except BasicError as err:
            return raiser(err.code)
        return lambda: value

    def expr_Str(self, node: ast.Str) -> Expr:
        value = node.value
        push = self.machine.temps.push
        if self.direct:
            alloc = self.machine.heap.alloc

            def typed() -> str:
                s = alloc(value)              # out of the input buffer
                push()
                return s
            return typed

        def literal() -> str:
            push()                            # STRLIT: a descriptor for it
            return value
        return literal

    def expr_Var(self, node: ast.Var) -> Expr:
        machine = self.machine
        if node.name == "TI":
            if not node.is_string:
                return machine.jiffies
            time_string, push = machine.time_string, machine.temps.push
            alloc = machine.heap.alloc

            def ti() -> str:
                s = alloc(time_string())
                push()
                return s
            return ti
        if node.name == "ST" and not node.is_string:
            return machine.status
        if node.is_string:
            strs = self.vars.str
            slot = self.vars.str_slot(node.name + "$")

            def get_str() -> str:
                v = strs[slot]
                return "" if v is None else v
            return get_str
        nums = self.vars.num
        if node.is_integer:
            slot = self.vars.num_slot(node.name + "%")

            def get_int() -> float:
                v = nums[slot]
                return 0.0 if v is None else float(v)
            return get_int
        slot = self.vars.num_slot(node.name)

        def get_num() -> float:
            v = nums[slot]
            return 0.0 if v is None else v
        return get_num

    def element(self, node: ast.Index, dim: bool = False) -> Callable[[], tuple[list, int]]:
        """A closure giving (the array's value list, the element's position),
        creating the array as the ROM does on first use."""
        indices = [self.num(a) for a in node.args]
        kind = "$" if node.is_string else "%" if node.is_integer else ""
        get_array = self.array_getter(node.name + kind, kind, len(indices))
        if len(indices) == 1:
            subscript = indices[0]

            def locate_one() -> tuple[list, int]:
                # index_value's usual case inline, then CbmArray.offset's checks
                v = subscript()
                i = int(v) if 0.0 <= v < 32768.0 and v % 1.0 == 0.0 else index_value(v)
                arr = get_array(None)
                sizes = arr.sizes
                if len(sizes) != 1 or i >= sizes[0]:
                    raise BasicError("BAD SUBSCRIPT")
                return arr.data, i
            return locate_one

        def locate() -> tuple[list, int]:
            subs = [index_value(f()) for f in indices]
            arr = get_array(subs)
            return arr.data, arr.offset(subs)
        return locate

    def expr_Index(self, node: ast.Index) -> Expr:
        locate = self.element(node)
        if node.is_integer:
            def get_int() -> float:
                data, pos = locate()
                return float(data[pos])
            return get_int

        def get() -> Any:
            data, pos = locate()
            return data[pos]
        return get

    # -- operators --------------------------------------------------------------------------
    def expr_Unary(self, node: ast.Unary) -> Expr:
        operand = self.num(node.operand)
        if node.op == "-":
            neg = cbm.neg
            return lambda: neg(operand())
        if node.op == "NOT":
            not_ = cbm.not_
            return lambda: not_(operand())
        return operand

    def expr_Binary(self, node: ast.Binary) -> Expr:
        left = self.expr(node.left)
        right = self.expr(node.right)
        lt, rt = typeof(node.left), typeof(node.right)
        op = node.op
        if op in RELATIONS:
            if ANY not in (lt, rt) and lt != rt:
                return raiser("TYPE MISMATCH", left, right)
            if lt == STR or rt == STR:
                return self._string_relation(node, RELATIONS[op], left, right)
            return self._relation(RELATIONS[op], left, right)
        if op == "+" and lt == STR:
            if rt == NUM:
                return raiser("TYPE MISMATCH", left, right)

            temps, left_temp = self.machine.temps, _temps.is_temp(node.left)
            right_temp = _temps.is_temp(node.right)
            heap = self.machine.heap

            held = heap.held

            def concat() -> str:
                a = left()
                k = temps.n                       # the left string's place, when it has one
                if left_temp:
                    held.append(a)
                b = right()
                if len(a) + len(b) > 255:
                    raise BasicError("STRING TOO LONG")
                if right_temp:
                    held.append(b)
                s = heap.alloc(a + b)             # STRINI, then the operands freed
                if right_temp:
                    held.pop()
                if left_temp:
                    held.pop()
                if right_temp:                    # CAT frees the right string, then the left
                    temps.n -= 1
                    heap.release(b)
                if left_temp and temps.n == k:
                    temps.n = k - 1
                    heap.release(a)
                temps.push()
                return s
            return concat
        if lt == STR:
            return raiser("TYPE MISMATCH", left)
        if rt == STR:
            return raiser("TYPE MISMATCH", left, right)
        fn = ARITHMETIC[op]
        return lambda: fn(left(), right())

    def _string_relation(self, node: ast.Binary, mask: int, left: Expr, right: Expr) -> Expr:
        """Two strings compared (STRCMP): the right one's descriptor freed,
        then the left one's if it is on top."""
        true, false = cbm.TRUE, cbm.FALSE
        temps, left_temp = self.machine.temps, _temps.is_temp(node.left)
        right_temp = _temps.is_temp(node.right)
        release = self.machine.heap.release

        held = self.machine.heap.held

        def compare_str() -> float:
            a = left()
            k = temps.n
            if left_temp:
                held.append(a)
                b = right()
                held.pop()
            else:
                b = right()
            if right_temp:
                temps.n -= 1
                release(b)
            if left_temp and temps.n == k:
                temps.n = k - 1
                release(a)
            c = (a > b) - (a < b)
            return true if (mask >> (1 - c)) & 1 else false
        return compare_str

    @staticmethod
    def _relation(mask: int, left: Expr, right: Expr) -> Expr:
        true, false = cbm.TRUE, cbm.FALSE
        compare = cbm.compare
        if mask == 2:
            return lambda: true if compare(left(), right()) == 0 else false
        if mask == 5:
            return lambda: false if compare(left(), right()) == 0 else true
        if mask == 4:
            return lambda: true if compare(left(), right()) < 0 else false
        if mask == 1:
            return lambda: true if compare(left(), right()) > 0 else false

        def compare_num() -> float:
            c = compare(left(), right())
            return true if (mask >> (1 - c)) & 1 else false
        return compare_num

    # -- functions ------------------------------------------------------------------------------
    def expr_Call(self, node: ast.Call) -> Expr:
        name = node.name
        args = node.args
        if name == "PI":
            pi = cbm.PI
            return lambda: pi
        if name in NUMERIC_FUNCTIONS:
            fn = NUMERIC_FUNCTIONS[name]
            a = self.num(args[0])
            return lambda: fn(a())
        method = getattr(self, "fn_" + name.rstrip("$").replace("$", ""), None)
        return method(args)

    def fn_RND(self, args: list) -> Expr:
        a = self.num(args[0])
        rnd = self.machine.rnd
        return lambda: rnd(a())

    def fn_PEEK(self, args: list) -> Expr:
        a = self.num(args[0])
        peek = self.machine.peek
        to_uint16 = cbm.to_uint16
        return lambda: float(peek(to_uint16(a())))

    def fn_FRE(self, args: list) -> Expr:
        a = self.released(args[0], self.expr(args[0]))
        fre = self.machine.fre

        def run() -> float:
            a()
            return fre()
        return run

    def fn_POS(self, args: list) -> Expr:
        a = self.expr(args[0])
        machine = self.machine

        def run() -> float:
            a()
            return float(machine.column())
        return run

    def fn_USR(self, args: list) -> Expr:
        a = self.num(args[0])
        usr = self.machine.usr
        return lambda: usr(a())

    def fn_LEN(self, args: list) -> Expr:
        a = self.used_string(args[0])
        return lambda: float(len(a()))

    def fn_ASC(self, args: list) -> Expr:
        a = self.used_string(args[0])

        def run() -> float:
            s = a()
            if not s:
                raise BasicError("ILLEGAL QUANTITY")
            return float(ord(s[0]))
        return run

    def fn_VAL(self, args: list) -> Expr:
        a = self.used_string(args[0])
        val = cbm.val
        return lambda: val(a())

    def fn_STR(self, args: list) -> Expr:
        return self._made(self.num(args[0]), cbm.to_str)

    def fn_CHR(self, args: list) -> Expr:
        to_byte = cbm.to_byte
        return self._made(self.num(args[0]), lambda v: chr(to_byte(v)))

    def _made(self, a: Expr, make: Callable[[float], str]) -> Expr:
        """STR$ and CHR$: the string made of the number gets a descriptor."""
        push, alloc = self.machine.temps.push, self.machine.heap.alloc

        def run() -> str:
            s = alloc(make(a()))
            push()
            return s
        return run

    def _string_and_byte(self, args: list) -> tuple[Expr, Expr] | Expr:
        """LEFT$/RIGHT$/MID$: a string (CHKSTR before the next argument is
        read) and a byte."""
        if len(args) < 2 or isinstance(args[1], Fault):   # CHKCOM before CHKSTR
            return raiser("SYNTAX", self.expr(args[0]))
        return self.string(args[0]), self.num(args[1])

    def _cut(self, args: list, cut: Callable[[str, int], str]) -> Expr:
        """LEFT$ and RIGHT$: the string, the byte, any surplus arguments
        evaluated (and ignored) as the ROM does, then ``cut``."""
        pair = self._string_and_byte(args)
        if callable(pair):
            return pair
        s, n = pair
        rest = [self.expr(a) for a in args[2:]]
        to_byte = cbm.to_byte
        temps, temp = self.machine.temps, _temps.is_temp(args[0])
        heap = self.machine.heap

        held = heap.held

        def run() -> str:
            a = s()
            place = temps.n
            if temp:
                held.append(a)
            k = to_byte(n())
            for f in rest:
                f()
            r = heap.alloc(cut(a, k))         # STRSPA, then FRETMP of the argument
            if temp:
                held.pop()
            if temp and temps.n == place:
                temps.n = place - 1
                heap.release(a)
            temps.push()                      # PUTNEW of the result
            return r
        return run

    def fn_LEFT(self, args: list) -> Expr:
        return self._cut(args, lambda a, k: a[:k])

    def fn_RIGHT(self, args: list) -> Expr:
        return self._cut(args, lambda a, k: a[len(a) - k:] if k < len(a) else a)

    def fn_MID(self, args: list) -> Expr:
        pair = self._string_and_byte(args)
        if callable(pair):
            return pair
        s, n = pair
        length = self.num(args[2]) if len(args) > 2 else None
        rest = [self.expr(a) for a in args[3:]]
        to_byte = cbm.to_byte
        temps, temp = self.machine.temps, _temps.is_temp(args[0])
        heap = self.machine.heap

        held = heap.held

        def run() -> str:
            a = s()
            place = temps.n
            if temp:
                held.append(a)
            start = to_byte(n())
            count = to_byte(length()) if length is not None else 255
            for f in rest:
                f()
            if start == 0:
                raise BasicError("ILLEGAL QUANTITY")
            r = heap.alloc(a[start - 1:start - 1 + count])
            if temp:
                held.pop()
            if temp and temps.n == place:
                temps.n = place - 1
                heap.release(a)
            temps.push()
            return r
        return run

    # -- user functions ------------------------------------------------------------------------
    def expr_FnCall(self, node: ast.FnCall) -> Expr:
        arg = self.num(node.args[0]) if node.args else fault
        if node.is_string:
            return raiser("TYPE MISMATCH")
        fns = self.functions
        name = node.name
        nums = self.vars.num
        round_ = cbm.round_
        machine = self.machine
        stack = self.stack
        sites = self.fn_sites                 # filled as the statement's limits are found
        key = id(node)
        default = stackroom.CONTEXT["PRINT"] + stackroom.FN_BYTES
        room = stackroom.ROOM

        def call() -> float:
            value = arg()                     # the argument is read before the definition
            definition = fns.get(name)
            if definition is None:
                raise BasicError("UNDEF'D FUNCTION")
            slot, body, peak = definition
            below = machine.fn_bytes
            level = below + sites.get(key, default)
            if stack.used + level + peak > room:     # FRMEVL's GETSTK in the body
                raise BasicError("OUT OF MEMORY")
            saved = nums[slot]
            nums[slot] = round_(value)
            machine.fn_bytes = level
            try:
                return body()
            finally:
                machine.fn_bytes = below
                nums[slot] = saved
        return call

    functions: dict

"""Sinclair BASIC meanings for the AST: what the Spectrum and the ZX81 share.

Every value follows the ROM: numbers go through :mod:`basic.dialects.sinclair.calculator` (the
calculator's exact arithmetic), comparisons give 0/1, ``x AND y`` is ``x`` when
``y`` is non-zero, strings are sliced 1-based with the ROM's reports, string
arrays are fixed-length (Procrustean assignment), FOR keeps its limit, step and
loop position in the control variable itself, and DATA items are expressions
evaluated when READ.

Statements that talk to the screen, keyboard or clock delegate to the machine.
Each machine's compiler builds on this one: the Spectrum's
(basic.dialects.spectrum.compiler) adds PRINT/INPUT items, colours, graphics
and the Spectrum's devices; the ZX81's (basic.dialects.zx81.compiler) its
8K ROM's differences.
"""
from __future__ import annotations

from math import copysign
from typing import Any, Callable, Optional

from . import calculator as zx
from ...core.codegen import tiered
from ...core.compiler import Compiler, Expr, Stmt
from ...core.errors import BasicError
from ...core.variables import NumArray, StrArray
from ...core import ast
from . import conversions as cv
from . import timing
from .codegen import Codegen
from .functions import compile_call
from .nesting import NestingGuard
from .loops import Loops
from .references import References
from .workspace import Lexicon, statement_needs

#: a statement needing less than this (bytes of machine stack, calculator
#: stack and workspace) is not checked: every normal statement
WORKSPACE_CHECKED = 1000
#: what TEST-ROOM leaves beyond the count of workspace.py and the statement
#: overhead the machine already keeps (fitted to the 48K ROM's answers in
#: tests/deep/golden/spectrum_workspace.json)
WORKSPACE_SLACK = -14


class SinclairCompiler(Loops, References, Compiler):
    """Compiles what the Sinclair BASICs share (the Spectrum's and the ZX81's
compilers build on it)."""

    UNSUPPORTED_CODE = "C"   # "Nonsense in BASIC" plus our detail naming the keyword
    #: a numeric literal's value, as the ROM's DEC-TO-FP makes it (the ZX81's
    #: has its own E-TO-FP)
    literal = staticmethod(zx.from_literal)
    #: the space a DIM'd string and a Procrustean LET are filled with
    SPACE = " "

    def __init__(self, interp: Any) -> None:
        super().__init__(interp)
        self.machine = interp.machine
        self.fn_params: Optional[dict[tuple[str, bool], int]] = None
        self.fn_frames: list[list[Any]] = []
        #: FN calls and VALs under way, one inside another (NestingGuard)
        self.nesting = NestingGuard()
        self.deffns: dict[tuple[str, bool], ast.DefFn] = {}
        self.fn_compiled: dict[tuple[str, bool], tuple[Expr, list[tuple[str, bool]]]] = {}
        self.data: list[tuple[int, list[Expr]]] = []   # (flat index, items) per DATA statement
        self.data_lines: list[int] = []
        self.data_ptr = [0, 0]   # [which DATA statement, which item]
        self.codegen = Codegen(self)
        self._line_needs: dict[int, list[int]] = {}
        self._lines_by_number: dict[int, ast.Line] = {}     # made when first needed

    # -- hot statements become generated Python ------------------------------
    #: executions after which a LET or IF is compiled to one Python function
    HOT = 64

    def closure(self, node: ast.Node) -> Expr:
        """An expression as a tree of closures (what codegen falls back to)."""
        return Compiler.expr(self, node)

    def parse_expression(self, text: str) -> ast.Node:
        """Tokenized text (VAL, numeric INPUT) read as an expression by the
        dialect's own syntax."""
        return self.interp.dialect.parse_expression(text)

    def is_param(self, name: str, is_string: bool) -> bool:
        """Inside a DEF FN body, is this name one of its parameters?"""
        return self.fn_params is not None and (name, is_string) in self.fn_params

    # -- room for deep expressions (workspace.py) ---------------------------
    #: the dialect's tokens for the count, and a line's tokenized body
    WORKSPACE: Optional[Lexicon] = None
    line_codes: Optional[Callable[[ast.Line], str]] = None
    #: the dialect's WORKSPACE_CHECKED and WORKSPACE_SLACK (module constants)
    workspace_checked = WORKSPACE_CHECKED
    workspace_slack = WORKSPACE_SLACK

    def stmt(self, node: ast.Stmt, idx: int) -> Stmt:
        """A statement whose expressions would need more room than is left
        ends in report 4 before it runs, as TEST-ROOM stops the ROM."""
        run = super().stmt(node, idx)
        need = self.workspace_need(idx)
        if need < self.workspace_checked and not self.check_anyway(idx):
            return run
        room = self.machine.need_memory
        gosub = self.interp.gosub
        count = need + self.workspace_slack

        def checked() -> Optional[int]:
            room(count, len(gosub))
            return run()
        return checked

    def string_copies(self, value: ast.Node) -> int:
        """Copies of a string LET's value that must fit at once (var_store):
        the workspace's and the variable's."""
        return 2

    def check_anyway(self, idx: int) -> bool:
        """Hook: check statement ``idx`` whatever its count (a dialect whose
        long lines can fill the RAM themselves)."""
        return False

    def workspace_need(self, idx: int) -> int:
        """The bytes statement ``idx`` of the program needs at its fullest."""
        layout = self.layout
        if self.WORKSPACE is None or self.line_codes is None or idx >= layout.program_size:
            return 0
        number, stmt_no = layout.where[idx]
        needs = self._line_needs.get(number)
        if needs is None:
            line = self.line_numbered(number)
            assert line is not None                 # idx is a statement of the program
            needs = statement_needs(type(self).line_codes(line), self.WORKSPACE)  # type: ignore[misc]
            self._line_needs[number] = needs
        return needs[stmt_no - 1] if stmt_no <= len(needs) else 0

    def line_numbered(self, number: int) -> Optional[ast.Line]:
        """The program's line ``number``, from a table made once per compile."""
        if not self._lines_by_number:
            self._lines_by_number = {ln.number: ln for ln in self.layout.lines}
        return self._lines_by_number.get(number)

    # -- program-wide tables ---------------------------------------------
    def before_compile(self, layout: Any) -> None:
        self._line_needs = {}
        self._lines_by_number = {}
        self.deffns = {}
        self.fn_compiled = {}
        for node in layout.nodes[:layout.program_size]:
            if isinstance(node, ast.DefFn):
                self.deffns.setdefault((node.name, node.is_string), node)
        self.data = []
        self.data_lines = []
        for idx in range(layout.program_size):
            node = layout.nodes[idx]
            if isinstance(node, ast.Data):
                self.data.append((idx, [self.expr(item) for item in node.items]))
                self.data_lines.append(layout.where[idx][0])
        self.data_ptr[0] = self.data_ptr[1] = 0

    def after_relink(self) -> None:
        self.data_ptr[0] = self.data_ptr[1] = 0

    def do_run_clear(self) -> None:
        super().do_run_clear()
        self.data_ptr[0] = self.data_ptr[1] = 0
        self.machine.clear_for_run()

    def cost(self, node: ast.Node, idx: int) -> int:
        """The T-states the 48K ROM takes for the statement (measured; see
        :mod:`.timing`)."""
        return timing.statement_cost(self.layout, node, idx)

    def constant_line(self, node: ast.Node) -> Optional[int]:
        if isinstance(node, ast.Num):
            value = node.value if node.value is not None else self.literal(node.text)
            if type(value) is int and 0 <= value <= 9999:
                return value
        return None

    def line_number(self, value: Any) -> int:
        return cv.find_int2(value)

    def check_gosub_room(self, depth: int, dest: int) -> None:
        """Each GO SUB level takes 3 bytes below RAMTOP.  When the next
        statement no longer has room for its workspace the ROM stops there
        with report 4 (the GO SUB itself still fits)."""
        where = self.layout.where
        at = where[dest] if dest < len(where) and dest != self.layout.end else None
        self.machine.need_memory(0, depth, at)

    # -- typing -----------------------------------------------------------
    @staticmethod
    def is_string(node: ast.Node) -> bool:
        """The static type of an expression, as the ROM's syntax check knows it.

        A ``+``/``AND`` chain takes its left operand's type: followed in a loop,
        so that a chain as long as a line can hold never recurses."""
        while isinstance(node, ast.Binary) and node.op in ("+", "AND"):
            node = node.left
        if isinstance(node, (ast.Str, ast.Slice)):
            return True
        if isinstance(node, (ast.Var, ast.Index, ast.FnCall)):
            return node.is_string
        if isinstance(node, ast.Call):
            return node.name.endswith("$")
        return False

    # -- expressions: constants and variables -----------------------------
    def expr_Num(self, node: ast.Num) -> Expr:
        # a loaded line's stored number runs, not its digits (ast.Num.value)
        value = node.value if node.value is not None else self.literal(node.text)
        return lambda: value

    def expr_BinNum(self, node: ast.BinNum) -> Expr:
        value = node.value if node.value is not None else zx.from_bin(node.digits)
        return lambda: value

    def expr_Str(self, node: ast.Str) -> Expr:
        value = node.value
        return lambda: value

    def _param(self, name: str, is_string: bool) -> Optional[Expr]:
        """Inside a DEF FN body, a parameter name reads the call's argument."""
        if self.fn_params is None:
            return None
        k = self.fn_params.get((name, is_string))
        if k is None:
            return None
        frames = self.fn_frames
        return lambda: frames[-1][k]

    def expr_Var(self, node: ast.Var) -> Expr:
        param = self._param(node.name, node.is_string)
        if param is not None:
            return param
        if node.is_string:
            strs = self.vars.str
            slot = self.vars.str_slot(node.name)

            def get_str() -> str:
                v = strs[slot]
                if v.__class__ is str:
                    return v
                if v is None:
                    raise BasicError("2")
                if v.bounds:
                    raise BasicError("3")
                return v.rows[0]
            return get_str
        nums = self.vars.num
        if node.prefixes:
            return self._spaced_name(node)
        slot = self.vars.num_slot(node.name)

        def get_num() -> Any:
            v = nums[slot]
            if v is None:
                raise BasicError("2")
            return v
        return get_num

    def _spaced_slots(self, node: ast.Var) -> list[int]:
        """A long name typed with spaces finds an existing shorter variable
        (``ab c`` finds ``ab``): the candidates, shortest first."""
        names = sorted(set(node.prefixes), key=len) + [node.name]
        return [self.vars.num_slot(n) for n in names]

    def _spaced_name(self, node: ast.Var) -> Expr:
        nums = self.vars.num
        slots = self._spaced_slots(node)

        def get() -> Any:
            for slot in slots:
                v = nums[slot]
                if v is not None:
                    return v
            raise BasicError("2")
        return get

    # -- operators --------------------------------------------------------
    def expr_Unary(self, node: ast.Unary) -> Expr:
        operand = self.expr(node.operand)
        if node.op == "-":
            neg = zx.neg
            return lambda: neg(operand())
        if node.op == "NOT":
            return lambda: 0 if _true(operand()) else 1
        return operand

    def expr_Binary(self, node: ast.Binary) -> Expr:
        op = node.op
        left = self.expr(node.left)
        right = self.expr(node.right)
        string = self.is_string(node.left)
        if op in ("AND", "OR"):
            return _logic(op, string, left, right)
        if string:
            if isinstance(node.right, ast.Call) and node.right.name == "STR$":
                return _str_stack_quirk(op, left, self.expr(node.right.args[0]))
            return _string_op(op, left, right)
        return _number_op(op, left, right)

    def stmt_If(self, node: ast.If, idx: int) -> Stmt:
        cond = self.expr(node.cond)
        skip = self.layout.next_line[idx]

        def if_() -> Optional[int]:
            c = cond()
            if c or (c.__class__ is float and copysign(1.0, c) < 0):
                return None
            return skip
        return tiered(self.interp, idx, self.HOT, if_, lambda: self.codegen.if_(node, skip))

    # -- functions --------------------------------------------------------
    def expr_Call(self, node: ast.Call) -> Expr:
        return compile_call(self, node)

    def expr_FnCall(self, node: ast.FnCall) -> Expr:
        key = (node.name, node.is_string)
        args = [self.expr(a) for a in node.args]
        arg_types = [self.is_string(a) for a in node.args]
        frames = self.fn_frames
        nesting = self.nesting

        def call() -> Any:
            compiled = self.fn_compiled.get(key)
            if compiled is None:
                compiled = self._compile_fn(key)
            body, params = compiled
            if len(params) != len(args) or any(p[1] != t for p, t in zip(params, arg_types)):
                raise BasicError("Q")
            values = [a() for a in args]
            frames.append(values)
            nesting.enter()
            try:
                return body()
            finally:
                nesting.leave()
                frames.pop()
        return call

    def spine_precheck(self, node: ast.Node) -> Optional[Expr]:
        """What FN and an array element check before their operands, for a
        deep expression's heavy path (:mod:`basic.core.spine`): the DEF FN and
        its parameters (P, Q), the array and its number of dimensions (2, 3)."""
        if isinstance(node, ast.FnCall):
            key = (node.name, node.is_string)
            arg_types = [self.is_string(a) for a in node.args]

            def fn_check() -> None:
                compiled = self.fn_compiled.get(key)
                if compiled is None:
                    compiled = self._compile_fn(key)
                params = compiled[1]
                if len(params) != len(arg_types) or any(
                        p[1] != t for p, t in zip(params, arg_types)):
                    raise BasicError("Q")
            return fn_check
        if isinstance(node, ast.Index):
            arrs = self.vars.arr
            slot = self.vars.arr_slot(node.name)
            count = len(node.args)

            def array_check() -> None:
                a = arrs[slot]
                if a is None:
                    raise BasicError("2")
                if len(a.bounds) != count:
                    raise BasicError("3")
            return array_check
        return None

    def _compile_fn(self, key: tuple[str, bool]) -> tuple[Expr, list[tuple[str, bool]]]:
        node = self.deffns.get(key)
        if node is None:
            raise BasicError("P")
        saved = self.fn_params
        self.fn_params = {p: k for k, p in enumerate(node.params)}
        try:
            body = self.expr(node.body)
        finally:
            self.fn_params = saved
        compiled = (body, list(node.params))
        self.fn_compiled[key] = compiled
        return compiled

    # -- assignment -------------------------------------------------------
    def stmt_Let(self, node: ast.Let, idx: int) -> Stmt:
        """LET finds its target first (CLASS-01: subscripts, slice, their
        reports), then evaluates the value."""
        value = self.expr(node.value)
        target = node.target
        if isinstance(target, ast.Var):
            store = self.var_store(target, self.string_copies(node.value))

            def let_var() -> None:
                store(value())
            first: Stmt = let_var
        elif isinstance(target, ast.Index) and not target.is_string:
            find = self.element_finder(target)

            def let_elem() -> None:
                data, k = find()
                data[k] = value()
            first = let_elem
        else:
            locate = self.locator(target)

            def let() -> None:
                put = locate()
                put(value())
            if (isinstance(target, ast.Index) and len(target.args) == 1
                    and not isinstance(target.args[0], ast.Range)):
                return tiered(self.interp, idx, self.HOT, self._let_row(target, value, let),
                              lambda: self.codegen.let_row(node, let))
            return let
        if self.codegen.can_let(node):
            return tiered(self.interp, idx, self.HOT, first, lambda: self.codegen.let(node))
        return first

    def _let_row(self, target: ast.Index, value: Expr, let: Stmt) -> Stmt:
        """``LET a$(n)=...``: on a one-dimensional string array (a row of
        fixed length) the row is found and filled here as ``let`` (the
        locator's window and ``strings.fill``) would do it, in the same order:
        the array, its subscript (report 3), the row's width, then the value,
        cut or padded with the machine's spaces.  Anything else (a plain
        string's character, a two-dimensional array) is ``let``'s, before
        anything is evaluated."""
        strs = self.vars.str
        slot = self.vars.str_slot(target.name)
        index = self.expr(target.args[0])
        space = self.SPACE
        subscript = cv.subscript

        def let_row() -> None:
            arr = strs[slot]
            if arr.__class__ is not StrArray or len(arr.bounds) != 1:
                return let()
            i = index()
            bound = arr.bounds[0]
            rows = arr.rows
            row = (i if i.__class__ is int and 0 < i <= bound else subscript(i, bound)) - 1
            width = len(rows[row])
            text = value()
            if width:
                rows[row] = (text[:width] if len(text) >= width
                             else text + space * (width - len(text)))
            return None
        return let_row

    # -- DIM --------------------------------------------------------------
    def stmt_Dim(self, node: ast.Dim, idx: int) -> Stmt:
        bounds = [self.expr(b) for b in node.bounds]
        gosub = self.interp.gosub
        need = self.machine.need_memory

        def room(sizes: list[int], width: int) -> None:
            count = width
            for size in sizes:
                count *= size
            need(count + 4 + 2 * len(sizes), len(gosub))

        if node.is_string:
            strs = self.vars.str
            slot = self.vars.str_slot(node.name)
            space = self.SPACE

            def dim_str() -> None:
                sizes = [cv.dim_bound(b()) for b in bounds]
                strs[slot] = None            # DIM first deletes the old one
                room(sizes, 1)
                strs[slot] = StrArray(sizes, space)
            return dim_str
        arrs = self.vars.arr
        slot = self.vars.arr_slot(node.name)

        def dim_num() -> None:
            sizes = [cv.dim_bound(b()) for b in bounds]
            arrs[slot] = None
            room(sizes, 5)
            arrs[slot] = NumArray(sizes)
        return dim_num

    # -- DATA / READ / RESTORE --------------------------------------------
    def stmt_Data(self, node: ast.Data, idx: int) -> Stmt:
        return lambda: None

    def stmt_Read(self, node: ast.Read, idx: int) -> Stmt:
        targets = [(self.locator(t), self.is_string(t)) for t in node.targets]
        data = self.data
        ptr = self.data_ptr

        def read() -> None:
            for locate, want_string in targets:
                store = locate()            # the target first, as CLASS-01 finds it
                while ptr[0] < len(data) and ptr[1] >= len(data[ptr[0]][1]):
                    ptr[0] += 1
                    ptr[1] = 0
                if ptr[0] >= len(data):
                    raise BasicError("E")
                item = data[ptr[0]][1][ptr[1]]
                ptr[1] += 1
                value = item()
                if (value.__class__ is str) != want_string:
                    raise BasicError("C")
                store(value)
        return read

    def stmt_Restore(self, node: ast.Restore, idx: int) -> Stmt:
        line = self.expr(node.line) if node.line is not None else (lambda: 0)
        ptr = self.data_ptr
        lines = self.data_lines

        def restore() -> None:
            n = cv.find_int2(line())
            k = 0
            while k < len(lines) and lines[k] < n:
                k += 1
            ptr[0] = k
            ptr[1] = 0
        return restore

    # -- DEF FN -----------------------------------------------------------
    def stmt_DefFn(self, node: ast.DefFn, idx: int) -> Stmt:
        return lambda: None

    # -- simple statements ------------------------------------------------
    def stmt_Continue(self, node: ast.Continue, idx: int) -> Stmt:
        interp = self.interp

        def continue_() -> int:
            if interp.cont_at is None:
                return self.layout.end
            line, stmt = interp.cont_at
            return self.layout.index_of(line, stmt)
        return continue_

    def stmt_Run(self, node: ast.Run, idx: int) -> Stmt:
        line = self.expr(node.line) if node.line is not None else None
        layout = self.layout

        def run() -> int:
            start = 0 if line is None else layout.index_of_line(cv.find_int2(line()))
            self.do_run_clear()
            return start
        return run

    def stmt_Clear(self, node: ast.Clear, idx: int) -> Stmt:
        value = self.expr(node.value) if node.value is not None else None

        def clear() -> None:
            # the ROM clears the variables and the screen first, then checks
            # the new RAMTOP (report M), and keeps the DATA pointer
            ramtop = cv.find_int2(value()) if value is not None else None
            self.vars.clear()
            self.interp.gosub.clear()
            self.machine.clear_for_run()
            self.machine.set_ramtop(ramtop)
        return clear

    def stmt_New(self, node: ast.New, idx: int) -> Stmt:
        def new() -> None:
            self.machine.request_new()
            raise BasicError("0")
        return new

    # Statements handled by the machine's devices -------------------------
    def stmt_Cls(self, node: ast.Cls, idx: int) -> Stmt:
        machine = self.machine
        return lambda: machine.cls()

    def stmt_Pause(self, node: ast.Pause, idx: int) -> Stmt:
        frames = self.expr(node.frames)
        machine = self.machine

        def pause() -> None:
            machine.pause(cv.find_int2(frames()))
        return pause

    def stmt_Tape(self, node: ast.Tape, idx: int) -> Stmt:
        machine = self.machine
        name = self.expr(node.name) if node.name is not None else (lambda: "")
        values = [self.expr(a) for a in node.args] if node.variant == "CODE" else []

        def tape() -> None:
            text = name()
            machine.tape(node, text, [cv.find_int2(v()) for v in values])
        return tape


# ---------------------------------------------------------------------------
# helpers shared by the closures above
# ---------------------------------------------------------------------------

def _true(x: Any) -> bool:
    """TEST-ZERO's answer: anything but zero.  The ROM's -65536 (NEG_ZERO,
    Python's -0.0) is not zero, although Python thinks so."""
    return bool(x) or (x.__class__ is float and copysign(1.0, x) < 0)


def _number_op(op: str, left: Expr, right: Expr) -> Expr:
    if op == "+":
        add = zx.add

        def plus() -> Any:
            a = left()
            b = right()
            if a.__class__ is int and b.__class__ is int:
                s = a + b
                if -65536 < s < 65536:
                    return s
            return add(a, b)
        return plus
    if op == "-":
        sub = zx.sub

        def minus() -> Any:
            a = left()
            b = right()
            if a.__class__ is int and b.__class__ is int:
                s = a - b
                if -65536 < s < 65536:
                    return s
            return sub(a, b)
        return minus
    if op == "*":
        mul = zx.mul
        return lambda: mul(left(), right())
    if op == "/":
        div = zx.div
        return lambda: div(left(), right())
    if op == "^":
        power = zx.power
        return lambda: power(left(), right())
    compare = {"=": zx.eq, "<>": zx.ne, "<": zx.lt, ">": zx.gt, "<=": zx.le, ">=": zx.ge}[op]
    return lambda: compare(left(), right())


_STRING_OPS: dict[str, Callable[[str, str], Any]] = {
    "+": lambda a, b: a + b,
    "=": lambda a, b: 1 if a == b else 0,
    "<>": lambda a, b: 1 if a != b else 0,
    "<": lambda a, b: 1 if a < b else 0,
    ">": lambda a, b: 1 if a > b else 0,
    "<=": lambda a, b: 1 if a <= b else 0,
    ">=": lambda a, b: 1 if a >= b else 0,
}


def _string_op(op: str, left: Expr, right: Expr) -> Expr:
    if op == "+":
        return lambda: left() + right()
    fn = _STRING_OPS.get(op)
    if fn is None:
        raise BasicError("C")
    return lambda: fn(left(), right())


def _str_stack_quirk(op: str, left: Expr, number: Expr) -> Expr:
    """``left op STR$ number``.  The ROM's STR$ of a number between -1 and 1
    leaves an extra zero on the calculator stack, and the operator then takes
    that zero (an empty string) as its left operand: on the machine
    ``"2"+STR$ 0.5`` is ``"0.5"`` and ``"0.5"=STR$ 0.5`` is 0."""
    fn = _STRING_OPS[op]
    to_str = zx.to_str
    leaves_zero = zx.str_leaves_zero

    def quirky() -> Any:
        a = left()
        x = number()
        return fn("" if leaves_zero(x) else a, to_str(x))
    return quirky


def _logic(op: str, string: bool, left: Expr, right: Expr) -> Expr:
    """``x AND y`` is x when y is not zero (else 0 or ""), ``x OR y`` is 1 when
    y is not zero (else x).  Both operands are always evaluated, left first:
    the ROM has no short cut."""
    if op == "OR":
        def or_() -> Any:
            a = left()
            return 1 if _true(right()) else a
        return or_
    empty = "" if string else 0

    def and_() -> Any:
        a = left()
        return a if _true(right()) else empty
    return and_

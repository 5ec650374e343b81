"""ZX80 meanings for the AST: 16-bit integers, its strings, its statements.

Values are Python ``int`` (-32768..32767, see :mod:`.arith`) and ``str`` of
ZX80 codes.  A string in the ZX80's memory ends with code 1 (the ``"``
character), so a string cannot hold that code: ``CHR$(1)`` is the empty
string, and ``CODE`` of the empty string is 1 (CODE reads the terminator).

Reports (ERROR restart codes + 1, as MAIN-ERR prints them): 1 NEXT without
FOR, 2 variable not found, 3 subscript out of range, 4 no room, 5 no more
room on the screen, 6 arithmetic overflow, 7 RETURN without GO SUB, 8 INPUT
as a command, 9 STOP.
"""
from __future__ import annotations

from typing import Any, Callable, Optional

from ...core.compiler import Compiler, Expr, Stmt
from ...core.errors import BasicError
from ...core.variables import ForLoop, NumArray
from ...core import ast
from ..zx8x.compiler import Zx8xStatements
from . import arith, syntax
from .stack import stored_facts

TERMINATOR = "\x01"


def _compare_strings(a: str, b: str) -> int:
    """STR-CMP (0x0DE4): codes compared up to the terminator (code 1), which
    takes part: ``"A"`` is greater than ``"A "`` (space is code 0)."""
    x, y = a + TERMINATOR, b + TERMINATOR
    return (x > y) - (x < y)


class ZX80Compiler(Zx8xStatements, Compiler):
    """Compiles for the ZX80 4K ROM."""

    syntax = syntax

    UNSUPPORTED_CODE = "C"
    RETURN_WITHOUT_GOSUB = "7"
    OUT_OF_MEMORY = "4"

    def __init__(self, interp: Any) -> None:
        super().__init__(interp)
        self.machine = interp.machine
        self.machine.gosub = interp.gosub      # PRINT's room check counts it

    @staticmethod
    def is_string(node: ast.Node) -> bool:
        return syntax.is_string(node)

    # -- deep expressions (stack.py) ----------------------------------------------
    #: a line whose expressions take less stack than this is not checked
    STACK_CHECKED = 100
    #: what the ROM's stack holds besides the expression's own (the statement
    #: loop's calls), fitted to tests/deep/golden/zx80_workspace.json
    STACK_BASE = 12

    def before_compile(self, layout: Any) -> None:
        super().before_compile(layout)
        #: line number -> (end of the line in the RAM - PROG, stack need)
        ends: dict[int, tuple[int, int]] = {}
        offset = 0
        for line in layout.lines:
            size, need = stored_facts(line)
            offset += size
            ends[line.number] = (offset, need)
        self._line_ends = ends

    def stmt(self, node: ast.Stmt, idx: int) -> Stmt:
        """A statement whose expression would take the machine stack down to
        the end of its own line ends in report 4 before it runs: the real
        ZX80, which does not check, overwrites the line and goes wrong
        there (stack.py)."""
        self._compiling = idx
        run = super().stmt(node, idx)
        layout = self.layout
        if idx >= layout.program_size:
            return run
        end, need = getattr(self, "_line_ends", {}).get(layout.where[idx][0], (0, 0))
        if need < self.STACK_CHECKED:
            return run
        machine = self.machine
        room = machine.room.ramtop - machine.PROG_START - end - need - self.STACK_BASE
        gosub = self.interp.gosub
        level = machine.GOSUB_LEVEL

        def checked() -> Optional[int]:
            if room < level * len(gosub):
                raise BasicError(self.OUT_OF_MEMORY)
            return run()
        return checked

    #: the flat index of the statement being compiled (a PEEK of PPC says
    #: where it was made from)
    _compiling = -1

    # -- direct commands: the ROM clears the screen first (ED-ENTER calls CLS)
    def compile_direct(self, layout: Any, stmts: list[Stmt],
                       costs: list[int]) -> tuple[list[Stmt], list[int]]:
        stmts, costs = super().compile_direct(layout, stmts, costs)
        first = layout.end + 1
        if first < len(stmts) - 1:
            inner = stmts[first]
            machine = self.machine

            def cls_then() -> Optional[int]:
                machine.cls()
                return inner()
            stmts[first] = cls_then
        return stmts, costs

    def do_run_clear(self) -> None:
        super().do_run_clear()
        self.machine.clear_for_run()

    def constant_line(self, node: ast.Node) -> Optional[int]:
        if isinstance(node, ast.Num):
            return int(node.text) if node.value is None else self.line_number(node.value)
        return None

    def stmt_Unparsed(self, node: ast.Unparsed, idx: int) -> Stmt:
        """A loaded line that does not parse: the 4K ROM has no report for
        nonsense, and where its scan stops short of the line's end the
        program ends with report 0 at the line (basic.dialects.zx80.loaded);
        the words say why."""
        line = self.layout.where[idx][0] if idx < len(self.layout.where) else 0
        detail = f"line {line} does not parse ({node.message}); the program ends there"

        def nonsense() -> None:
            raise BasicError("0", detail, at=(line, 1))
        return nonsense

    def line_number(self, value: Any) -> int:
        """GO TO n: PPC takes n; a negative n ends the run."""
        return value if value >= 0 else 1 << 30

    def line_index(self, line: int) -> int:
        """Where GO TO ``line`` goes (GOTO, 0x0934, only sets PPC; the main
        loop then runs the first line from PPC on, LINE-ADDR at M-4).  With
        no line there the loop ends with report 0 and PPC still ``line``:
        ``GO TO 100`` past the last line is ``0/100``, as on the ROM."""
        index = self.layout.index_of_line(line)
        if index == self.layout.end and line < 1 << 30:
            raise BasicError("0", at=(line, 1))
        return index

    def line_target(self, target: ast.Node) -> Callable[[], int]:
        """A GO TO / GO SUB target: its index, or report 0 with the line
        asked for when no line is there (:meth:`line_index`)."""
        const = self.constant_line(target)
        find = self.line_index
        if const is not None:
            index = self.layout.index_of_line(const)
            if index != self.layout.end:
                return lambda: index
            return lambda: find(const)
        value = self.expr(target)
        to_line = self.line_number
        return lambda: find(to_line(value()))

    # -- expressions ----------------------------------------------------------
    def expr_Num(self, node: ast.Num) -> Expr:
        # a loaded line's number too big for the editor runs as INT-TO-HL
        # reads it (node.value, basic.dialects.zx80.loaded)
        value = int(node.text) if node.value is None else node.value
        return lambda: value

    def expr_Str(self, node: ast.Str) -> Expr:
        value = node.value.split(TERMINATOR)[0]
        return lambda: value

    def expr_Var(self, node: ast.Var) -> Expr:
        if node.is_string:
            strs = self.vars.str
            slot = self.vars.str_slot(node.name)
        else:
            strs = self.vars.num
            slot = self.vars.num_slot(node.name)

        def get() -> Any:
            v = strs[slot]
            if v is None:
                raise BasicError("2")
            return v
        return get

    def expr_Index(self, node: ast.Index) -> Expr:
        arrs = self.vars.arr
        slot = self.vars.arr_slot(node.name)
        sub = self.expr(node.args[0])

        def get() -> int:
            a = arrs[slot]
            if a is None:
                raise BasicError("2")
            return a.data[_subscript(sub(), a.bounds[0])]
        return get

    def spine_precheck(self, node: ast.Node) -> Optional[Expr]:
        """An array element looks for its array before its subscript (2),
        also on a deep expression's heavy path (:mod:`basic.core.spine`)."""
        if not isinstance(node, ast.Index):
            return None
        arrs = self.vars.arr
        slot = self.vars.arr_slot(node.name)

        def array_check() -> None:
            if arrs[slot] is None:
                raise BasicError("2")
        return array_check

    def expr_Unary(self, node: ast.Unary) -> Expr:
        operand = self.expr(node.operand)
        if node.op == "-":
            neg = arith.neg
            return lambda: neg(operand())
        not_ = arith.not_
        return lambda: not_(operand())

    def expr_Binary(self, node: ast.Binary) -> Expr:
        left = self.expr(node.left)
        right = self.expr(node.right)
        if self.is_string(node.left):
            op = node.op
            want = {"=": 0, "<": -1, ">": 1}[op]
            return lambda: -1 if _compare_strings(left(), right()) == want else 0
        fn = _NUMERIC_OPS[node.op]
        return lambda: fn(left(), right())

    def expr_Call(self, node: ast.Call) -> Expr:
        name = node.name
        arg = self.expr(node.args[0])
        machine = self.machine
        if name == "RND":
            return lambda: machine.rnd(arg())
        if name == "PEEK":
            idx = self._compiling
            where = self.layout.where
            gosub = self.interp.gosub

            def peek() -> int:
                address = arg() & 0xFFFF
                line = where[idx][0] if 0 <= idx < self.layout.end else 0
                machine.note_position(line, len(gosub))
                return machine.peek(address)
            return peek
        if name == "CODE":
            return lambda: ord((arg() + TERMINATOR)[0])
        if name == "CHR$":
            return lambda: chr(arg() & 0xFF).replace(TERMINATOR, "")
        if name == "TL$":
            return lambda: arg()[1:]
        if name == "STR$":
            return lambda: _digits(arith.to_text(arg()))
        if name == "ABS":
            abs_ = arith.abs_
            return lambda: abs_(arg())
        if name == "USR":
            at = self._compiling
            interp = self.interp

            def usr() -> int:
                address = arg() & 0xFFFF
                where = self.layout.where
                machine.note_position(where[at][0] if 0 <= at < self.layout.end else 0,
                                      len(interp.gosub))
                return machine.usr(address, interp)
            return usr
        return self.unsupported(name)

    # -- assignment --------------------------------------------------------------
    def assigner(self, target: ast.Node) -> Callable[[Any], None]:
        if isinstance(target, ast.Var):
            store = self.vars.str if target.is_string else self.vars.num
            slot = (self.vars.str_slot if target.is_string else self.vars.num_slot)(target.name)

            if target.is_string:
                need = self.machine.need_memory
                gosub = self.interp.gosub

                def set_str(value: str) -> None:
                    need(len(value) + 2, len(gosub))
                    store[slot] = value
                return set_str

            def set_var(value: Any) -> None:
                store[slot] = value
            return set_var
        assert isinstance(target, ast.Index)
        arrs = self.vars.arr
        slot = self.vars.arr_slot(target.name)
        sub = self.expr(target.args[0])

        def set_elem(value: int) -> None:
            a = arrs[slot]
            if a is None:
                raise BasicError("2")
            a.data[_subscript(sub(), a.bounds[0])] = value
        return set_elem

    def locator(self, target: ast.Node) -> Callable[[], Callable[[Any], None]]:
        """INPUT's target (the shared INPUT finds it before reading the
        answer); the ZX80's element subscript is evaluated when it is stored."""
        store = self.assigner(target)
        return lambda: store

    def stmt_Let(self, node: ast.Let, idx: int) -> Stmt:
        value = self.expr(node.value)
        store = self.assigner(node.target)

        def let() -> None:
            store(value())
        return let

    def stmt_Dim(self, node: ast.Dim, idx: int) -> Stmt:
        bound = self.expr(node.bounds[0])
        arrs = self.vars.arr
        slot = self.vars.arr_slot(node.name)

        need = self.machine.need_memory
        gosub = self.interp.gosub

        def dim() -> None:
            n = bound()
            if not 0 <= n <= 255:          # DIM: the high byte must be zero
                raise BasicError("3")
            need(2 + 2 * (n + 1), len(gosub))
            arrs[slot] = NumArray([n], base=0)
        return dim

    def check_gosub_room(self, depth: int, dest: int) -> None:
        """GO-SUB (0x0943) pushes the line after its own, sets PPC to the
        target (GOTO) and then asks TEST-ROOM for 6 bytes: report 4 with
        PPC already the target's line, ``4/20`` for ``GO SUB 20``, as on the
        ROM (tests/zx81/golden/room_rom.json)."""
        where = self.layout.where
        at = where[dest] if dest < len(where) and dest != self.layout.end else None
        self.machine.test_room(6, depth, at)

    # -- FOR / NEXT: no STEP; the body always runs once (FOR at 0x08C4) ----------
    def stmt_For(self, node: ast.For, idx: int) -> Stmt:
        start = self.expr(node.start)
        limit = self.expr(node.limit)
        nums = self.vars.num
        loops = self.vars.loops
        slot = self.vars.num_slot(node.var)
        line = self.layout.where[idx][0]
        layout = self.layout

        def for_() -> None:
            v = start()
            lim = limit()
            nums[slot] = v
            loops[slot] = ForLoop(lim, 1, layout.index_of_line(line + 1), line + 1, 1)
        return for_

    def stmt_Next(self, node: ast.Next, idx: int) -> Stmt:
        nums = self.vars.num
        loops = self.vars.loops
        slot = self.vars.num_slot(node.var)
        layout = self.layout

        def next_() -> Optional[int]:
            loop = loops[slot]
            if loop is None:
                if nums[slot] is None:
                    raise BasicError("2")
                raise BasicError("1")
            v = arith.wrap(nums[slot] + 1)      # INC DE: no overflow check
            nums[slot] = v
            if loop.limit < v:
                return None
            return layout.index_of_line(loop.line)
        return next_

    # -- simple statements -----------------------------------------------------
    def stmt_Continue(self, node: ast.Continue, idx: int) -> Stmt:
        interp = self.interp

        def continue_() -> int:
            # GO TO OLDPPC (0x0930), which is 0 on a machine just switched on
            return self.line_index(0 if interp.cont_at is None else interp.cont_at[0])
        return continue_

    def stmt_Run(self, node: ast.Run, idx: int) -> Stmt:
        """RUN n (0x093D): GO TO n, then CLEAR."""
        line = self.expr(node.line) if node.line is not None else (lambda: 0)

        def run() -> int:
            self.do_run_clear()
            return self.line_index(self.line_number(line()))
        return run

    def stmt_Clear(self, node: ast.Clear, idx: int) -> Stmt:
        def clear() -> None:
            self.vars.clear()
        return clear

    def stmt_New(self, node: ast.New, idx: int) -> Stmt:
        def new() -> None:
            self.machine.request_new()
            raise BasicError("0")
        return new

    def stmt_Cls(self, node: ast.Cls, idx: int) -> Stmt:
        machine = self.machine
        return lambda: machine.cls()

    def stmt_Randomize(self, node: ast.Randomize, idx: int) -> Stmt:
        seed = self.expr(node.seed) if node.seed is not None else (lambda: 0)
        machine = self.machine
        return lambda: machine.randomise(seed())

    def stmt_Poke(self, node: ast.Poke, idx: int) -> Stmt:
        address = self.expr(node.address)
        value = self.expr(node.value)
        machine = self.machine
        interp = self.interp

        def poke() -> None:
            a = address()
            machine.poke(a & 0xFFFF, value() & 0xFF, interp)
        return poke

    def stmt_List(self, node: ast.List, idx: int) -> Stmt:
        start = self.expr(node.start) if node.start is not None else (lambda: 0)
        machine = self.machine

        def list_() -> None:
            machine.list_program(self.interp.program, start() & 0x3FFF)
            machine.listed = True          # MAIN-EXEC: the editor's screen, no report
            raise BasicError("0")
        return list_

    def stmt_Tape(self, node: ast.Tape, idx: int) -> Stmt:
        """SAVE / LOAD.  The ZX80's take no name (its tape holds one
        program); ours keep programs in host files, so a name may follow
        (``SAVE "GAME.O"``), and without one LOAD takes the file used last."""
        machine = self.machine
        name = self.expr(node.name) if node.name is not None else (lambda: "")
        return lambda: machine.tape(node, name())

    # -- PRINT and INPUT: Zx8xStatements ------------------------------------------
    def input_string(self, codes: str) -> str:
        """A string cannot hold the terminator (code 1): it ends there."""
        return codes.split(TERMINATOR)[0]


def _subscript(n: int, bound: int) -> int:
    """SV-ARRAYS (0x0BA4): 0..bound, else report 3."""
    if not 0 <= n <= bound:
        raise BasicError("3")
    return n


def _digits(text: str) -> str:
    """Decimal text -> ZX80 codes ('-' is 18, digits 28..37)."""
    return "".join("\x12" if c == "-" else chr(28 + int(c)) for c in text)


_NUMERIC_OPS = {"+": arith.add, "-": arith.sub, "*": arith.mul, "/": arith.div,
                "**": arith.power, "AND": arith.and_, "OR": arith.or_,
                "=": arith.eq, "<": arith.lt, ">": arith.gt}

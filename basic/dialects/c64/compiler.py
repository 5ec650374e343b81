"""Commodore BASIC V2 statements: what each one does, as the ROM does it.

Control flow follows the ROM's stack (:mod:`.store`): FOR pushes a frame that
remembers the statement after the FOR; NEXT without a variable takes the
innermost loop, NEXT with one drops the loops inside it; FOR on a variable
that already has a loop drops that loop and everything inside it; RETURN
drops the loops begun since its GOSUB; CLR and RUN empty the stack.  A
missing GOTO/GOSUB target is UNDEF'D STATEMENT when the statement runs.
Syntax errors found while reading the line (:mod:`basic.syntax.cbm_parser`)
stop the program when they are reached.

PRINT, INPUT, GET, READ and DATA are in :mod:`.io`; expressions in
:mod:`.expressions`.
"""
from __future__ import annotations

from typing import Any, Optional

from ...numbers import cbm
from ...runtime.compile import Compiler, Stmt
from ...runtime.errors import BasicError
from ...runtime.interpreter import ProgramEnd
from ...syntax import ast
from ...syntax.cbm_parser import Fault, SyntaxStmt, TimeAssign
from .expressions import NUM, STR, ExpressionCompiler, depth, index_value, raiser, typeof
from .io import IoCompiler
from .store import CbmArray, ForFrame, GosubFrame, Stack

#: virtual clock: 6510 cycles a statement takes, estimated from its parts
#: (weights fitted to the ROM's own timings, measured in the 6502 simulator of
#: tests/c64/oracle: NEXT about 950 cycles, A=A+I*2 4500, B$=STR$(I) 9000,
#: X=SIN(I) 26000)
BASE_COST = 700
NODE_COST = 300
OPERATOR_COST = {"+": 500, "-": 500, "*": 1500, "/": 2500, "^": 15000, "AND": 700, "OR": 700}
FUNCTION_COST = {"SIN": 20000, "COS": 21000, "TAN": 40000, "ATN": 15000, "LOG": 8000,
                 "EXP": 8000, "SQR": 18000, "STR$": 6000, "VAL": 3000, "RND": 1500,
                 "INT": 400, "ABS": 100, "SGN": 100, "PEEK": 300, "FRE": 2000}


class CbmCompiler(IoCompiler, ExpressionCompiler, Compiler):
    """AST -> closures for the Commodore 64."""

    UNSUPPORTED_CODE = "UNSUPPORTED"
    RETURN_WITHOUT_GOSUB = "RETURN WITHOUT GOSUB"

    def __init__(self, interp: Any) -> None:
        super().__init__(interp)
        self.machine = interp.machine
        self.stack = Stack()
        self.functions: dict[str, tuple[int, Any]] = {}
        self.arrays: dict[str, CbmArray] = {}
        self.data_ptr = [-1, 0]              # [line index, offset] as DATPTR
        self.machine.store = self

    # -- program-wide -------------------------------------------------------------------
    def before_compile(self, layout: Any) -> None:
        self.line_index = {n: i for i, n in enumerate(layout.line_numbers)}

    def do_run_clear(self) -> None:
        """RUN and CLR: variables, arrays, functions, the stack, DATA."""
        self.vars.clear()
        self.interp.gosub.clear()
        self.clear_all()

    def clear_all(self) -> None:
        self.arrays.clear()
        self.functions.clear()
        self.stack.clear()
        self.data_ptr[0], self.data_ptr[1] = -1, 0

    def cost(self, node: ast.Node, idx: int) -> int:
        return BASE_COST + _weight(node)

    def is_direct(self, idx: int) -> bool:
        return idx >= self.layout.program_size

    # -- arrays ---------------------------------------------------------------------------
    def array_getter(self, key: str, kind: str, count: int):
        arrays = self.arrays
        machine = self.machine

        def get(subs: list[int]) -> CbmArray:
            arr = arrays.get(key)
            if arr is None:
                arr = CbmArray([11] * count, kind)
                machine.need_bytes(arr.bytes)
                arrays[key] = arr
            return arr
        return get

    # -- jumps ------------------------------------------------------------------------------
    def target(self, node: ast.Node) -> tuple[Optional[int], int]:
        """(flat index or None if the line does not exist, line number)."""
        number = int(node.text) if isinstance(node, ast.Num) and node.text.isdigit() else 0
        i = self.line_index.get(number)
        if i is None:
            return None, number
        return self.layout.line_first[i], number

    def stmt_Goto(self, node: ast.Goto, idx: int) -> Stmt:
        index, _ = self.target(node.target)
        if index is None:
            return raiser("UNDEF'D STATEMENT")
        return lambda: index

    def stmt_Gosub(self, node: ast.Gosub, idx: int) -> Stmt:
        index, _ = self.target(node.target)
        push = self.stack.push_gosub
        ret = idx + 1

        def gosub() -> int:
            push(GosubFrame(ret))
            if index is None:
                raise BasicError("UNDEF'D STATEMENT")
            return index
        return gosub

    def stmt_Return(self, node: ast.Return, idx: int) -> Stmt:
        stack = self.stack

        def return_() -> int:
            frames = stack.frames
            i = len(frames) - 1
            while i >= 0 and isinstance(frames[i], ForFrame):
                i -= 1
            if i < 0:
                raise BasicError("RETURN WITHOUT GOSUB")
            resume = frames[i].resume
            stack.cut(i)
            return resume
        return return_

    def stmt_OnGoto(self, node: ast.OnGoto, idx: int) -> Stmt:
        selector = self.num(node.selector)
        if any(not isinstance(t, ast.Num) for t in node.targets) or not node.targets:
            to_byte = cbm.to_byte

            def bad() -> None:
                to_byte(selector())
                raise BasicError("SYNTAX")
            return bad
        targets = [self.target(t)[0] for t in node.targets]
        to_byte = cbm.to_byte
        push = self.stack.push_gosub
        gosub = node.gosub
        ret = idx + 1

        def on() -> Optional[int]:
            k = to_byte(selector())
            if not 1 <= k <= len(targets):
                return None
            dest = targets[k - 1]
            if gosub:
                push(GosubFrame(ret))
            if dest is None:
                raise BasicError("UNDEF'D STATEMENT")
            return dest
        return on

    def stmt_If(self, node: ast.If, idx: int) -> Stmt:
        cond = self.expr(node.cond)
        skip = self.layout.next_line[idx]
        check = self.stack.check_expression
        d = depth(node.cond)
        string = typeof(node.cond) == STR
        if node.then_line is not None:
            index, _ = self.target(node.then_line)

            def if_goto() -> int:
                check(d)
                v = cond()
                if not (v if not string else len(v)):
                    return skip
                if index is None:
                    raise BasicError("UNDEF'D STATEMENT")
                return index
            return if_goto

        def if_() -> Optional[int]:
            check(d)
            v = cond()
            return None if (v if not string else len(v)) else skip
        return if_

    # -- ending and resuming -------------------------------------------------------------------
    def stmt_End(self, node: ast.End, idx: int) -> Stmt:
        def end() -> None:
            raise ProgramEnd()
        return end

    STOP_CODE = "BREAK"

    def stmt_Continue(self, node: ast.Continue, idx: int) -> Stmt:
        """CONT: on from where STOP, END or RUN/STOP left off (the place the
        dialect's continue_position kept in ``interp.cont_at``); with none
        kept (after an error) it is CAN'T CONTINUE.  (Typed in the REPL, CONT
        used to do nothing: the front-ends need it to resume, as on the C64.)"""
        interp = self.interp

        def cont() -> int:
            if interp.cont_at is None:
                raise BasicError("CAN'T CONTINUE")
            line, stmt = interp.cont_at
            return self.layout.index_of(line, stmt)
        return cont

    def stmt_New(self, node: ast.New, idx: int) -> Stmt:
        machine = self.machine

        def new() -> None:
            machine.request_new()
            raise ProgramEnd()
        return new

    def stmt_Run(self, node: ast.Run, idx: int) -> Stmt:
        index = 0
        if node.line is not None:
            index, _ = self.target(node.line)
        clear = self.do_run_clear

        def run() -> int:
            clear()
            if index is None:
                raise BasicError("UNDEF'D STATEMENT")
            return index
        return run

    def stmt_Clear(self, node: ast.Clear, idx: int) -> Stmt:
        vars_ = self.vars
        clear_all = self.clear_all

        def clr() -> None:
            vars_.clear()
            clear_all()
        return clr

    def stmt_List(self, node: ast.List, idx: int) -> Stmt:
        first = int(node.start.text) if node.start is not None else 0
        last = int(node.end.text) if node.end is not None else 65535
        machine = self.machine
        lines = self.layout.lines

        def list_() -> None:
            machine.list_program(lines, first, last)
            raise ProgramEnd()
        return list_

    def stmt_SyntaxStmt(self, node: SyntaxStmt, idx: int) -> Stmt:
        return raiser("SYNTAX")

    # -- assignment ----------------------------------------------------------------------------
    def assigner(self, target: ast.Node) -> tuple[Any, str]:
        """(closure giving a setter, the target's type): the ROM finds the
        variable (evaluating subscripts, creating arrays) before it evaluates
        the value."""
        machine = self.machine
        if isinstance(target, Fault):                  # not a variable: SYNTAX when reached
            def no_target() -> Any:
                raise BasicError("SYNTAX")
            return no_target, "a"
        if isinstance(target, ast.Index):
            locate = self.element(target)
            integer = target.is_integer
            to_intvar = cbm.to_intvar
            round_ = cbm.round_

            def find() -> Any:
                data, pos = locate()
                if integer:
                    def set_int(v: float) -> None:
                        data[pos] = to_intvar(v)
                    return set_int
                if isinstance(data[pos], str):
                    def set_str(v: str) -> None:
                        data[pos] = v
                    return set_str

                def set_num(v: float) -> None:
                    data[pos] = round_(v)
                return set_num
            return find, STR if target.is_string else NUM
        name = target.name
        if target.is_string:
            strs = self.vars.str
            slot = self.vars.str_slot(name + "$")
            created = machine.created

            def set_str(v: str) -> None:
                if strs[slot] is None:
                    created()
                strs[slot] = v
            return (lambda: set_str), STR
        nums = self.vars.num
        created = machine.created
        if target.is_integer:
            slot = self.vars.num_slot(name + "%")
            to_intvar = cbm.to_intvar

            def set_int(v: float) -> None:
                if nums[slot] is None:
                    created()
                nums[slot] = to_intvar(v)
            return (lambda: set_int), NUM
        slot = self.vars.num_slot(name)
        round_ = cbm.round_

        def set_num(v: float) -> None:
            if nums[slot] is None:
                created()
            nums[slot] = round_(v)
        return (lambda: set_num), NUM

    def stmt_Let(self, node: ast.Let, idx: int) -> Stmt:
        find, kind = self.assigner(node.target)
        value = self.expr(node.value)
        vt = typeof(node.value)
        check = self.stack.check_expression
        d = depth(node.value)
        if vt != kind and vt != "a":
            def mismatch() -> None:
                find()
                check(d)
                value()
                raise BasicError("TYPE MISMATCH")
            return mismatch
        if isinstance(node.target, ast.Var):
            setter = find()

            def let_simple() -> None:
                check(d)
                setter(value())
            return let_simple

        def let() -> None:
            setter = find()
            check(d)
            setter(value())
        return let

    def stmt_TimeAssign(self, node: TimeAssign, idx: int) -> Stmt:
        value = self.string(node.value)
        machine = self.machine
        return lambda: machine.set_time(value())

    def stmt_Dim(self, node: ast.Dim, idx: int) -> Stmt:
        kind = "$" if node.is_string else "%" if node.is_integer else ""
        key = node.name + kind
        if not node.bounds:                       # DIM A: makes the variable
            var = ast.Var(node.name, node.is_string, node.is_integer)
            find, _ = self.assigner(var)
            current = self.expr(var)
            return lambda: find()(current())
        bounds = [self.num(b) for b in node.bounds]
        arrays = self.arrays
        machine = self.machine

        def dim() -> None:
            sizes = [index_value(f()) + 1 for f in bounds]
            if key in arrays:
                raise BasicError("REDIM'D ARRAY")
            arr = CbmArray(sizes, kind)
            machine.need_bytes(arr.bytes)
            arrays[key] = arr
        return dim

    def stmt_DefFn(self, node: ast.DefFn, idx: int) -> Stmt:
        if node.is_string:
            return raiser("TYPE MISMATCH")
        if self.is_direct(idx):
            return raiser("ILLEGAL DIRECT")
        param = node.params[0][0]
        slot = self.vars.num_slot(param)
        body = self.num(node.body)
        functions = self.functions
        name = node.name
        nums = self.vars.num
        created = self.machine.created

        def define() -> None:
            if nums[slot] is None:
                created()
                nums[slot] = 0.0
            if name not in functions:
                created()
            functions[name] = (slot, body)
        return define

    # -- loops ---------------------------------------------------------------------------------
    def stmt_For(self, node: ast.For, idx: int) -> Stmt:
        slot = self.vars.num_slot(node.var)
        start = self.num(node.start)
        limit = self.num(node.limit)
        step = self.num(node.step) if node.step is not None else None
        stack = self.stack
        nums = self.vars.num
        round_ = cbm.round_
        sgn = cbm.sgn
        resume = idx + 1
        created = self.machine.created
        check = stack.check_expression
        d = depth(node.start)

        def for_() -> None:
            check(d)
            v = start()
            if nums[slot] is None:
                created()
            nums[slot] = round_(v)
            i = stack.find_for(slot)
            if i >= 0:
                stack.cut(i)
            if stack.pointer < 80:
                raise BasicError("OUT OF MEMORY")
            lim = round_(limit())
            st = round_(step()) if step is not None else 1.0
            stack.push_for(ForFrame(slot, lim, st, int(sgn(st)), resume))
        return for_

    def stmt_Next(self, node: ast.Next, idx: int) -> Stmt:
        slot = self.vars.num_slot(node.var) if node.var is not None else None
        stack = self.stack
        frames = stack.frames
        nums = self.vars.num
        add = cbm.add
        round_ = cbm.round_
        compare = cbm.compare

        def next_() -> Optional[int]:
            i = stack.find_for(slot)
            if i < 0:
                raise BasicError("NEXT WITHOUT FOR")
            if i < len(frames) - 1:
                stack.cut(i + 1)
            f = frames[i]
            v = nums[f.slot]
            v = round_(add(0.0 if v is None else v, f.step))
            nums[f.slot] = v
            if compare(v, f.limit) == f.sign:
                stack.cut(i)
                return None
            return f.resume
        return next_

    # -- memory and the machine ------------------------------------------------------------------
    def stmt_Poke(self, node: ast.Poke, idx: int) -> Stmt:
        address = self.num(node.address)
        value = self.num(node.value)
        poke = self.machine.poke
        to_uint16, to_byte = cbm.to_uint16, cbm.to_byte

        def run() -> None:
            a = to_uint16(address())
            poke(a, to_byte(value()))
        return run

    def stmt_Generic(self, node: ast.Generic, idx: int) -> Stmt:
        method = getattr(self, "generic_" + node.kind.replace("#", "_"), None)
        if method is None:
            return self.unsupported(node.kind)
        return method(node, idx)

    def generic_SYS(self, node: ast.Generic, idx: int) -> Stmt:
        address = self.num(node.args[0])
        sys_ = self.machine.sys
        to_uint16 = cbm.to_uint16
        return lambda: sys_(to_uint16(address()))

    def generic_WAIT(self, node: ast.Generic, idx: int) -> Stmt:
        if len(node.args) < 2:                      # the line ended in the address
            return raiser("SYNTAX", *[self.expr(a) for a in node.args])
        address = self.num(node.args[0])
        mask = self.num(node.args[1])
        flip = self.num(node.args[2]) if len(node.args) > 2 else None
        machine = self.machine
        to_uint16, to_byte = cbm.to_uint16, cbm.to_byte

        def wait() -> None:
            a = to_uint16(address())
            m = to_byte(mask())
            x = to_byte(flip()) if flip is not None else 0
            machine.wait(a, m, x)
        return wait

    def _no_device(self, node: ast.Generic, idx: int) -> Stmt:
        args = [self.expr(a) for a in node.args]
        machine = self.machine
        kind = node.kind

        def run() -> None:
            values = [a() for a in args]
            machine.device(kind, values)
        return run

    generic_OPEN = generic_CLOSE = generic_LOAD = generic_SAVE = generic_VERIFY = _no_device

    def _channel(self, node: ast.Generic, idx: int) -> Stmt:
        """PRINT#, INPUT#, GET#, CMD: no file can be open, so the file
        number (a byte) is checked and then FILE NOT OPEN."""
        number = self.num(node.args[0])
        to_byte = cbm.to_byte
        code = "SYNTAX" if any(isinstance(a, Fault) for a in node.args[1:2]) else "FILE NOT OPEN"

        def run() -> None:
            to_byte(number())
            raise BasicError(code)
        return run

    generic_PRINT_ = generic_INPUT_ = generic_GET_ = generic_CMD = _channel


def _weight(node: Any) -> int:
    """Cycles for the parts of a statement (see OPERATOR_COST)."""
    total = 0
    for n in ast.walk(node):
        if isinstance(n, ast.Num):
            total += 600 + 150 * len(n.text)          # FIN reads the digits each time
        elif isinstance(n, ast.Binary):
            total += OPERATOR_COST.get(n.op, 600)
        elif isinstance(n, ast.Call):
            total += FUNCTION_COST.get(n.name, 800)
        elif isinstance(n, ast.Index):
            total += 1500
        elif isinstance(n, ast.Var):
            total += 350
        else:
            total += NODE_COST
    return total

"""Commodore BASIC V2 statements: what each one does, as the ROM does it.

Control flow follows the ROM's stack (:mod:`.store`): FOR pushes a frame that
remembers the statement after the FOR; NEXT without a variable takes the
innermost loop, NEXT with one drops the loops inside it; FOR on a variable
that already has a loop drops that loop and everything inside it; RETURN
drops the loops begun since its GOSUB; CLR and RUN empty the stack.  A
missing GOTO/GOSUB target is UNDEF'D STATEMENT when the statement runs.
Syntax errors found while reading the line (:mod:`basic.dialects.c64.parser`)
stop the program when they are reached.

FOR and NEXT are in :mod:`.loops`; PRINT, INPUT, GET, READ and DATA in
:mod:`.io`; expressions in :mod:`.expressions`.
"""
from __future__ import annotations

from typing import Any, Callable, Optional

from . import numbers as cbm
from ...core.codegen import tiered
from ...core.compiler import Compiler, Stmt
from ...core.errors import BasicError
from ...core.interpreter import ProgramEnd
from ...core import ast
from .formula import Fault
from .parser import SyntaxStmt, TimeAssign
from .codegen import CbmCodegen
from .expressions import NUM, STR, ExpressionCompiler, index_value, raiser, typeof
from .files import FileCompiler
from .io import IoCompiler
from .loops import Loops
from .syscall import SysCompiler
from .store import (DEFAULT_SIZE, GOSUB_BYTES, GOSUB_MIN, STACK_START, CbmArray, ForFrame,
                    GosubFrame, Stack)
from . import stackroom
from .cost import statement_cycles

class CbmCompiler(Loops, SysCompiler, FileCompiler, IoCompiler, ExpressionCompiler, Compiler):
    """AST -> closures for the Commodore 64."""

    UNSUPPORTED_CODE = "UNSUPPORTED"
    RETURN_WITHOUT_GOSUB = "RETURN WITHOUT GOSUB"
    #: runs after which a LET or IF is replaced by generated code (.codegen);
    #: 0 generates it at once (the tests' way of checking that code)
    HOT = 64

    def __init__(self, interp: Any) -> None:
        super().__init__(interp)
        self.machine = interp.machine
        self.stack = Stack()
        #: FN name -> (parameter slot, body, the body's stack peak)
        self.functions: dict[str, tuple[int, Any, int]] = {}
        self.arrays: dict[str, CbmArray] = {}
        self.data_ptr = [-1, 0]              # [line index, offset] as DATPTR
        self.machine.store = self
        self.codegen = CbmCodegen(self)
        #: id of an FN call -> bytes from NEWSTT's pointer (or its enclosing
        #: FN body's first check) to its body's first check
        self.fn_sites: dict[int, int] = {}

    # -- program-wide -------------------------------------------------------------------
    def before_compile(self, layout: Any) -> None:
        self.fn_sites.clear()

    def line_of(self, idx: int) -> Optional[ast.Line]:
        """The stored line statement ``idx`` is in (None: a direct command)."""
        if idx < self.layout.program_size:
            return self.layout.lines[self.layout.line_at[idx]]
        return None

    def stack_limit(self, idx: int, *formulas: tuple[str, Optional[ast.Node]]) -> int:
        """The most Stack.used may be for statement ``idx``'s formulas,
        (context, node) each, to fit on the 6502 stack (:mod:`.stackroom`);
        the FN calls in them learn where their bodies start."""
        line = self.line_of(idx)
        for c, n in formulas:
            if n is not None:
                self.fn_sites.update(stackroom.fn_sites(n, line, stackroom.CONTEXT[c]))
        return stackroom.limit((c, stackroom.peak(n, line)) for c, n in formulas
                               if n is not None)

    def stack_guard(self, idx: int, *formulas: tuple[str, Optional[ast.Node]]) -> Callable[[], None]:
        """FRMEVL's stack check before formulas (context, node) of statement
        ``idx`` that are evaluated next, in that order: when they would not
        fit (:meth:`stack_limit`), they are evaluated as far as the ROM gets
        (:meth:`overflow`), so an error the ROM meets first comes first."""
        return self.stack_check(idx, *formulas)[1]

    def stack_check(self, idx: int, *formulas: tuple[str, Optional[ast.Node]]
                    ) -> tuple[int, Callable[[], None]]:
        """:meth:`stack_guard`, with the limit it compares Stack.used with
        (for generated code, which makes the comparison itself)."""
        limit = self.stack_limit(idx, *formulas)
        stack = self.stack
        wanted = [(c, n) for c, n in formulas if n is not None]
        line = self.line_of(idx)

        def guard() -> None:
            if stack.used > limit:
                self.overflow(wanted, line)
        return limit, guard

    def overflow(self, formulas: list[tuple[str, ast.Node]], line: Optional[ast.Line]) -> None:
        """The formulas that do not all fit on the 6502 stack, evaluated the
        way FRMEVL would: each that fits in full, then the first that does
        not up to its failing check, then ``?OUT OF MEMORY``."""
        for context, node in formulas:
            room = stackroom.ROOM - stackroom.CONTEXT[context] - self.stack.used
            cut = stackroom.cut(node, line, room)
            self.expr(node if cut is None else cut)()
            if cut is not None:
                break
        raise BasicError("OUT OF MEMORY")

    def subscripts(self, target: ast.Node) -> list[tuple[str, ast.Node]]:
        """The subscripts of a variable a statement assigns, as formulas."""
        if isinstance(target, ast.Index):
            return [("SUBSCRIPT", a) for a in target.args]
        return []

    def do_run_clear(self) -> None:
        """RUN and CLR: variables, arrays, functions, the stack, DATA, and
        the KERNAL's table of files (CLALL: the devices are not told)."""
        self.machine.devices.close_all()
        self.vars.clear()
        self.interp.gosub.clear()
        self.clear_all()

    def clear_all(self) -> None:
        self.machine.temps.clear()               # STKINI
        self.machine.clear_strings()
        self.arrays.clear()
        self.functions.clear()
        self.stack.clear()
        self.data_ptr[0], self.data_ptr[1] = -1, 0

    def cost(self, node: ast.Node, idx: int) -> int:
        return statement_cycles(node, self.layout, idx)

    def is_direct(self, idx: int) -> bool:
        return idx >= self.layout.program_size

    # -- arrays ---------------------------------------------------------------------------
    def array_getter(self, key: str, kind: str, count: int):
        arrays = self.arrays
        machine = self.machine

        def get(subs: list[int]) -> CbmArray:
            arr = arrays.get(key)
            if arr is None:
                machine.need_bytes(CbmArray.size_of([DEFAULT_SIZE] * count, kind))
                arr = arrays[key] = CbmArray([DEFAULT_SIZE] * count, kind)
            return arr
        return get

    # -- jumps ------------------------------------------------------------------------------
    def target(self, node: ast.Node, idx: int) -> tuple[Optional[int], int]:
        """(flat index or None if the line does not exist, line number) of
        the line GOTO in statement ``idx`` finds, as the ROM's GOTO does: a
        line after the current one's number is looked for from the next
        line on, any other from the start (FNDLIN walks the program to the
        first line whose number is at least the target; only that number
        itself will do).  A direct command's CURLIN is $FFxx: from the start."""
        number = int(node.text) if isinstance(node, ast.Num) and node.text.isdigit() else 0
        layout = self.layout
        start = 0
        if idx < layout.program_size and number > layout.where[idx][0]:
            start = layout.line_at[idx] + 1
        i = layout.find_line(number, start)
        if i == len(layout.line_numbers) or layout.line_numbers[i] != number:
            return None, number
        return layout.line_first[i], number

    def stmt_Goto(self, node: ast.Goto, idx: int) -> Stmt:
        index, _ = self.target(node.target, idx)
        if index is None:
            return raiser("UNDEF'D STATEMENT")
        return lambda: index

    def stmt_Gosub(self, node: ast.Gosub, idx: int) -> Stmt:
        index, _ = self.target(node.target, idx)
        stack = self.stack
        frames = stack.frames
        frame = GosubFrame(idx + 1)                      # (never changed: made once)

        def gosub() -> int:
            if STACK_START - stack.used < GOSUB_MIN:     # Stack.push_gosub
                raise BasicError("OUT OF MEMORY")
            frames.append(frame)
            stack.used += GOSUB_BYTES
            if index is None:
                raise BasicError("UNDEF'D STATEMENT")
            return index
        return gosub

    def stmt_Return(self, node: ast.Return, idx: int) -> Stmt:
        stack = self.stack

        frames = stack.frames

        def return_() -> int:
            if frames and frames[-1].__class__ is GosubFrame:   # the usual case
                stack.used -= GOSUB_BYTES
                return frames.pop().resume
            i = len(frames) - 1
            while i >= 0 and isinstance(frames[i], ForFrame):
                i -= 1
            if i < 0:
                raise BasicError("RETURN WITHOUT GOSUB")
            resume = frames[i].resume
            if i == len(frames) - 1:         # as stack.cut(i): the usual case
                frames.pop()
                stack.used -= GOSUB_BYTES
            else:
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
        targets = [self.target(t, idx)[0] for t in node.targets]
        to_byte = cbm.to_byte
        push = self.stack.push_gosub
        gosub = node.gosub
        ret = idx + 1
        guard = self.stack_guard(idx, ("ON", node.selector))

        def on() -> Optional[int]:
            guard()
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
        d, guard = self.stack_check(idx, ("IF", node.cond))
        string = typeof(node.cond) == STR
        if node.then_line is not None:
            index, _ = self.target(node.then_line, idx)

            def if_goto() -> int:
                guard()
                v = cond()
                if not (v if not string else len(v)):
                    return skip
                if index is None:
                    raise BasicError("UNDEF'D STATEMENT")
                return index
            first: Stmt = if_goto
        else:
            index = None

            def if_() -> Optional[int]:
                guard()
                v = cond()
                return None if (v if not string else len(v)) else skip
            first = if_
        if not self.codegen.can_if(node):
            return first
        return tiered(self.interp, idx, self.HOT, first,
                      lambda: self.codegen.if_(node, index, skip, first, d))

    # -- ending and resuming -------------------------------------------------------------------
    def stmt_End(self, node: ast.End, idx: int) -> Stmt:
        return self.end_sentinel()

    def end_sentinel(self) -> Stmt:
        """END, and the end of the program or of a direct command: READY. is
        printed through a string descriptor (STROUT), so with none free the
        run ends in FORMULA TOO COMPLEX at the line that ran last."""
        room = self.machine.temps.room

        def end() -> None:
            room()
            raise ProgramEnd()
        return end

    STOP_CODE = "BREAK"

    def stmt_Stop(self, node: ast.Stop, idx: int) -> Stmt:
        """STOP: BREAK IN n, printed through a descriptor as READY. is."""
        room = self.machine.temps.room

        def stop() -> None:
            room()
            raise BasicError("BREAK", by_stop=True)
        return stop

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
            index, _ = self.target(node.line, idx)
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
        room, guard = self.stack_check(idx, *self.subscripts(node.target), ("LET", node.value))
        first = self._let(node, guard)
        if not self.codegen.can_let(node):
            return first
        return tiered(self.interp, idx, self.HOT, first,
                      lambda: self.codegen.let(node, first, room))

    def _let(self, node: ast.Let, guard: Callable[[], None]) -> Stmt:
        """LET as closures (what runs until the statement is hot); a string
        value's descriptor is freed as it is stored (GETSPT: FRETMS)."""
        find, kind = self.assigner(node.target)
        value = self.released(node.value, self.expr(node.value), reclaim=False)
        vt = typeof(node.value)
        if vt == STR and (isinstance(node.value, ast.Index) or
                          isinstance(node.value, ast.Var) and node.value.name != "TI"):
            value = self._kept(value)
        if vt != kind and vt != "a":
            def mismatch() -> None:
                guard()
                find()
                value()
                raise BasicError("TYPE MISMATCH")
            return mismatch
        if isinstance(node.target, ast.Var):
            setter = find()
            made = self._made_first(node.target)

            def let_simple() -> None:
                made()
                guard()
                setter(value())
            return let_simple

        def let() -> None:
            guard()
            setter = find()
            setter(value())
        return let

    def _made_first(self, target: ast.Var) -> Any:
        """LET finds (makes) its variable before the value is worked out
        (PTRGET, then FRMEVL), so FRE in the value counts it."""
        created = self.machine.created
        if target.is_string:
            store, slot, empty = self.vars.str, self.vars.str_slot(target.name + "$"), ""
        else:
            name = target.name + ("%" if target.is_integer else "")
            store, slot = self.vars.num, self.vars.num_slot(name)
            empty = 0 if target.is_integer else 0.0

        def made() -> None:
            if store[slot] is None:
                created()
                store[slot] = empty
        return made

    def _kept(self, value: Any) -> Any:
        """A variable's string stored in another (GETSPT): copied when it
        is in string space (:meth:`.heap.StringHeap.keep`)."""
        keep = self.machine.heap.keep
        return lambda: keep(value())

    def stmt_TimeAssign(self, node: TimeAssign, idx: int) -> Stmt:
        value = self.used_string(node.value)
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
        guard = self.stack_guard(idx, *(("SUBSCRIPT", b) for b in node.bounds))

        def dim() -> None:
            guard()
            sizes = [index_value(f()) + 1 for f in bounds]
            if key in arrays:
                raise BasicError("REDIM'D ARRAY")
            machine.need_bytes(CbmArray.size_of(sizes, kind))
            arrays[key] = CbmArray(sizes, kind)
        return dim

    def stmt_DefFn(self, node: ast.DefFn, idx: int) -> Stmt:
        if node.is_string:
            return raiser("TYPE MISMATCH")
        if self.is_direct(idx):
            return raiser("ILLEGAL DIRECT")
        param = node.params[0][0]
        slot = self.vars.num_slot(param)
        line = self.line_of(idx)
        self.fn_sites.update(stackroom.fn_sites(node.body, line, 0))
        peak = stackroom.peak(node.body, line)
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
            functions[name] = (slot, body, peak)
        return define

    # -- memory and the machine ------------------------------------------------------------------
    def checked_finders(self, idx: int, targets: list[ast.Node],
                        context: str = "TARGET") -> list[tuple[Callable[[], Any], str]]:
        """:meth:`assigner` of each target, with its subscripts' stack check
        (``context``: the statement's, :data:`.stackroom.CONTEXT`)."""
        out = []
        for t in targets:
            find, kind = self.assigner(t)
            out.append((self.checked_finder(idx, t, find, context), kind))
        return out

    def checked_finder(self, idx: int, target: ast.Node, find: Callable[[], Any],
                       context: str) -> Callable[[], Any]:
        """READ's, INPUT's and GET's ``find`` of a subscripted target, after
        the stack check of its subscripts' formulas."""
        subscripts = [(context, a) for _, a in self.subscripts(target)]
        if not subscripts:
            return find
        guard = self.stack_guard(idx, *subscripts)

        def checked() -> Any:
            guard()
            return find()
        return checked

    def stmt_Poke(self, node: ast.Poke, idx: int) -> Stmt:
        guard = self.stack_guard(idx, ("POKE", node.address))
        guard_value = self.stack_guard(idx, ("POKE", node.value))
        address = self.num(node.address)
        value = self.num(node.value)
        poke = self.machine.poke
        to_uint16, to_byte = cbm.to_uint16, cbm.to_byte

        def run() -> None:
            guard()
            a = to_uint16(address())
            guard_value()
            poke(a, to_byte(value()))
        return run

    def stmt_Generic(self, node: ast.Generic, idx: int) -> Stmt:
        method = getattr(self, "generic_" + node.kind.replace("#", "_"), None)
        if method is None:
            return self.unsupported(node.kind)
        return method(node, idx)

    def generic_WAIT(self, node: ast.Generic, idx: int) -> Stmt:
        if len(node.args) < 2:                      # the line ended in the address
            return raiser("SYNTAX", *[self.expr(a) for a in node.args])
        guards = [self.stack_guard(idx, ("POKE", a)) for a in node.args]
        address = self.num(node.args[0])
        mask = self.num(node.args[1])
        flip = self.num(node.args[2]) if len(node.args) > 2 else None
        machine = self.machine
        to_uint16, to_byte = cbm.to_uint16, cbm.to_byte
        ahead = self.cost(node, idx)          # the cycles spent before the polling loop

        def wait() -> None:
            guards[0]()
            a = to_uint16(address())
            guards[1]()
            m = to_byte(mask())
            if flip is not None:
                guards[2]()
            x = to_byte(flip()) if flip is not None else 0
            machine.wait(a, m, x, ahead)
        return wait

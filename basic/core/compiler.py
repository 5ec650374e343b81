"""Compile AST nodes into Python closures, once per program.

``Compiler`` walks each statement and expression a single time and returns a
closure that does the work when called: expressions become ``() -> value``,
statements become ``() -> None | int`` (the int is the flat index to continue
at).  Running a program is then just calling closures, typically 5-20x faster
than walking the tree every time, and just as readable.

This base class holds what every dialect shares: dispatch, the statement cost
model for the virtual clock, the end sentinel, GO TO / GO SUB / RETURN / IF /
REM.  Dialect compilers subclass it and add ``stmt_<Node>`` / ``expr_<Node>``
methods for their own meanings.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Optional

from . import ast, spine
from .errors import BasicError
from .interpreter import GosubEntry, ProgramEnd
from .program import Layout

if TYPE_CHECKING:  # pragma: no cover
    from .interpreter import Interpreter

Expr = Callable[[], Any]
Stmt = Callable[[], Optional[int]]

#: virtual-clock cost model, in machine cycles (T-states on a Spectrum)
BASE_STATEMENT_COST = 2400
NODE_COST = 900


def _nothing() -> None:
    return None


def _end_sentinel() -> None:
    raise ProgramEnd()


class Compiler:
    """AST → closures.  ``self.interp`` is the running Interpreter."""

    #: report code for "the statement needs a line that GO SUB can return to"
    RETURN_WITHOUT_GOSUB = "7"

    def __init__(self, interp: "Interpreter") -> None:
        self.interp = interp
        self.vars = interp.vars
        self.layout: Layout = interp.layout
        #: closures standing in for nodes during a heavy-path compile
        self.stubs: dict[int, Expr] = {}
        self._shapes: Optional[dict[int, tuple[int, int, ast.Node]]] = None

    def spine_precheck(self, node: ast.Node) -> Optional[Expr]:
        """A check the ROM makes on ``node`` before its operands, for a
        heavy-path compile (basic.core.spine) to run on the way down (a
        DEF FN that is missing, an array that is not there), or None."""
        return None

    # -- whole programs ----------------------------------------------------
    def compile_layout(self, layout: Layout) -> tuple[list[Stmt], list[int]]:
        self.layout = layout
        self.before_compile(layout)
        stmts: list[Stmt] = []
        costs: list[int] = []
        self._compile_range(layout, 0, layout.program_size, stmts, costs)
        return stmts, costs

    def compile_direct(self, layout: Layout, stmts: list[Stmt],
                       costs: list[int]) -> tuple[list[Stmt], list[int]]:
        """Compile the direct command laid out after the program's sentinel."""
        self.layout = layout
        del stmts[layout.end + 1:]
        del costs[layout.end + 1:]
        self._compile_range(layout, layout.end + 1, len(layout.nodes), stmts, costs)
        return stmts, costs

    def _compile_range(self, layout: Layout, start: int, stop: int,
                       stmts: list[Stmt], costs: list[int]) -> None:
        """Statements ``start..stop-1`` of the layout, then an end sentinel."""
        for idx in range(start, stop):
            node = layout.nodes[idx]
            stmts.append(self.stmt(node, idx))
            costs.append(self.cost(node, idx))
        stmts.append(self.end_sentinel())
        costs.append(0)

    def end_sentinel(self) -> Stmt:
        """What runs after the last statement (of the program, of a direct
        command): the end of the run, unless a dialect has more to do there."""
        return _end_sentinel

    def before_compile(self, layout: Layout) -> None:
        """Hook: tables a dialect builds once per program (DATA, DEF FN...)."""

    def after_relink(self) -> None:
        """Hook: fix up dialect state after the program was replaced."""

    def do_run_clear(self) -> None:
        """What RUN does before running (the dialect's CLEAR)."""
        self.vars.clear()
        self.interp.gosub.clear()

    # -- dispatch ----------------------------------------------------------
    def stmt(self, node: ast.Stmt, idx: int) -> Stmt:
        method = getattr(self, "stmt_" + type(node).__name__, None)
        if method is None:
            return self.unsupported(type(node).__name__.upper())
        return method(node, idx)

    def expr(self, node: ast.Node) -> Expr:
        """The closure computing ``node``; a deep expression is compiled
        along its heavy path (:mod:`.spine`), so no tree a line can hold
        needs deep Python recursion to compile or to evaluate."""
        stub = self.stubs.get(id(node)) if self.stubs else None
        if stub is not None:
            return stub
        shapes = self._shapes
        shape = shapes.get(id(node)) if shapes is not None else None
        if shape is None:
            self._shapes = spine.measure(node)
            try:
                return self._expr_shaped(node)
            finally:
                self._shapes = shapes
        return self._expr_shaped(node)

    def _expr_shaped(self, node: ast.Node) -> Expr:
        shapes = self._shapes
        assert shapes is not None
        if shapes[id(node)][0] > spine.DEEP and spine.operands(node) is not None:
            return spine.SpineCompiler(self, shapes).compile(node)
        return self.compile_node(node)

    def compile_node(self, node: ast.Node) -> Expr:
        """The dialect's ``expr_<Node>`` for ``node``."""
        method = getattr(self, "expr_" + type(node).__name__, None)
        if method is None:
            name = getattr(node, "name", type(node).__name__)
            return self.unsupported(str(name))
        return method(node)

    def unsupported(self, what: str) -> Callable[[], Any]:
        """A keyword that parses but that this interpreter cannot run yet:
        running it stops with a clear message naming it."""
        code = self.UNSUPPORTED_CODE

        def run() -> Any:
            raise BasicError(code, f"{what} is not supported yet")
        return run

    UNSUPPORTED_CODE = "C"

    #: the report a stored line that does not parse gives when it runs
    #: (the Spectrum's ``C Nonsense in BASIC``; each dialect's own)
    NONSENSE_CODE = "C"

    def stmt_Unparsed(self, node: ast.Unparsed, idx: int) -> Stmt:
        """A loaded line's statement that does not parse: the ROM meets the
        nonsense as it runs the statement and stops with its report."""
        code = self.NONSENSE_CODE
        at = None
        if node.after_statement and idx < len(self.layout.where):
            line, stmt = self.layout.where[idx]
            at = (line, stmt - 1)

        def nonsense() -> Any:
            raise BasicError(code, at=at)
        return nonsense

    def cost(self, node: ast.Node, idx: int) -> int:
        """Machine cycles statement ``node`` (at flat index ``idx``) takes.
        The default is a base cost plus a cost per AST node, roughly what a
        tokenised-BASIC ROM spends scanning and evaluating it; dialects with
        a measured model override this."""
        return BASE_STATEMENT_COST + NODE_COST * _count_nodes(node)

    # -- shared control flow ----------------------------------------------
    def line_target(self, target: ast.Node) -> Callable[[], int]:
        """A GO TO / GO SUB target as a function giving the flat index.
        Constant targets are resolved once, when the program is compiled."""
        layout = self.layout
        const = self.constant_line(target)
        if const is not None:
            index = layout.index_of_line(const)
            return lambda: index
        value = self.expr(target)
        to_line = self.line_number

        def dynamic() -> int:
            return layout.index_of_line(to_line(value()))
        return dynamic

    def constant_line(self, node: ast.Node) -> Optional[int]:
        """The line number of a literal target, or None for an expression."""
        return None

    def line_number(self, value: Any) -> int:
        """Convert a computed GO TO value to a line number (dialect rules)."""
        return int(value)

    def stmt_Goto(self, node: ast.Goto, idx: int) -> Stmt:
        return self.line_target(node.target)

    #: RETURN (and, in the dialects that use it, NEXT) goes back to the
    #: (line, statement) GO SUB or FOR kept, found by number as GO TO finds
    #: a line (the Sinclair ROMs: LINE-ADDR), rather than to the place after
    #: the GO SUB (the C64's RETURN, which keeps the text pointer); the two
    #: differ only in a program LOAD brought out of order or with a number
    #: twice, or one edited while a GO SUB waits
    RETURNS_BY_NUMBER = False

    def return_point(self, line: int, stmt: int) -> tuple[int, int]:
        """The (line, statement) a GO SUB or FOR at ``line``:``stmt``
        keeps for RETURN or NEXT: the next statement."""
        return line, stmt + 1

    def resume_index(self, line: int, stmt: int) -> int:
        """The flat index RETURN or NEXT goes to for a kept (line,
        statement), found by number (:meth:`Layout.index_of`)."""
        return self.layout.index_of(line, stmt)

    def stmt_Gosub(self, node: ast.Gosub, idx: int) -> Stmt:
        target = self.line_target(node.target)
        stack = self.interp.gosub
        ret = idx + 1
        line, stmt = self.layout.where[idx]
        entry_line, entry_stmt = self.return_point(line, stmt)
        if idx >= self.layout.program_size:         # a direct command's GO SUB
            entry_line, entry_stmt = line, stmt + 1
        deep = self.GOSUB_CHECK_FROM
        check = self.check_gosub_room

        def gosub() -> int:
            dest = target()
            stack.append(GosubEntry(ret, entry_line, entry_stmt))
            if len(stack) > deep:
                check(len(stack), dest)
            return dest
        return gosub

    #: GO SUB depth from which every GO SUB asks whether memory is left
    GOSUB_CHECK_FROM = 32
    OUT_OF_MEMORY = "4"
    GOSUB_MAX = 10000

    def check_gosub_room(self, depth: int, dest: int) -> None:
        """Hook: the dialect's memory limit for the GO SUB stack."""
        if depth > self.GOSUB_MAX:
            raise BasicError(self.OUT_OF_MEMORY)

    def stmt_Return(self, node: ast.Return, idx: int) -> Stmt:
        stack = self.interp.gosub
        code = self.RETURN_WITHOUT_GOSUB
        layout = self.layout
        program = layout.program_size
        if not self.RETURNS_BY_NUMBER:
            def return_() -> int:
                if not stack:
                    raise BasicError(code)
                return stack.pop().target
            return return_

        resume = self.resume_index
        where = layout.where
        ascending = layout.ascending

        def return_by_number() -> int:
            if not stack:
                raise BasicError(code)
            entry = stack.pop()
            target = entry.target
            if target > program:                    # back into a direct command
                return target
            if ascending and target < program:
                # the statement kept, or the one before it (the GO SUB itself,
                # where the point is one past its line's last), is where it
                # was when pushed: the search by number finds this very one
                kept = entry.line, entry.stmt
                if where[target] == kept or (
                        kept[1] > 1 and where[target - 1] == (kept[0], kept[1] - 1)):
                    return target
            return resume(entry.line, entry.stmt)
        return return_by_number

    #: the report STOP gives
    STOP_CODE = "9"

    def stmt_Stop(self, node: ast.Stop, idx: int) -> Stmt:
        code = self.STOP_CODE

        def stop() -> None:
            raise BasicError(code, by_stop=True)
        return stop

    def stmt_Empty(self, node: ast.Empty, idx: int) -> Stmt:
        return _nothing

    def stmt_Rem(self, node: ast.Rem, idx: int) -> Stmt:
        next_line = self.layout.next_line[idx]
        return lambda: next_line

    def stmt_If(self, node: ast.If, idx: int) -> Stmt:
        cond = self.expr(node.cond)
        skip = self.layout.next_line[idx]
        if node.then_line is not None:
            target = self.line_target(node.then_line)

            def if_goto() -> Optional[int]:
                return target() if cond() else skip
            return if_goto

        def if_() -> Optional[int]:
            return None if cond() else skip
        return if_


def _count_nodes(node: Any) -> int:
    """How many AST nodes a statement holds (for the cost model)."""
    return sum(1 for _ in ast.walk(node))

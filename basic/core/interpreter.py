"""The run loop: line:statement addressing, reports, RUN/GO TO/CONTINUE.

Control flow lives here and in the compiled closures it runs: a statement
closure returns ``None`` to fall through to the next statement or the flat
index of the statement to run next.  The loop also charges every statement's
cost to the machine's clock, which is how FRAMES, PAUSE, key scripts and the
authentic-speed throttle see time pass.

Nothing here knows which machine it is running: reports are built from the
report code by the dialect, and every statement's meaning comes from the
dialect's compiler.
"""
from __future__ import annotations

from .nodeclass import record
from typing import TYPE_CHECKING, Any, Optional

from . import ast
from .errors import BasicError, StopRun
from .program import Layout
from .variables import Variables

if TYPE_CHECKING:  # pragma: no cover
    from .dialect import Dialect
    from .machine import Machine


class ProgramEnd(Exception):
    """Raised by the end-of-program sentinel."""


class Restart(Exception):
    """Raised by a statement that has replaced the program under the run
    (the C64's LOAD inside a program): the run goes on at flat index ``pc``
    of the new program."""

    def __init__(self, pc: int = 0) -> None:
        super().__init__(pc)
        self.pc = pc


@record
class Report:
    """How a run ended, in the ROM's terms: code, line and statement."""
    code: str
    line: int
    stmt: int
    detail: str = ""
    #: (line, statement) the run would have gone to next, when the report
    #: came between statements (BREAK): the ROM's NEWPPC/NSPPC, so CONTINUE
    #: takes a pending jump as MAIN-4 does
    resume: Optional[tuple[int, int]] = None
    #: the STOP statement ended the run
    by_stop: bool = False

    @property
    def ok(self) -> bool:
        return self.code == "0"

    @property
    def normal_end(self) -> bool:
        """The program ended as it meant to: ``0 OK`` (``0/n``, ``READY.``) or
        its STOP statement.  Any other report is an error (BREAK too)."""
        return self.code == "0" or self.by_stop


@record
class GosubEntry:
    target: int   # flat index to return to
    line: int     # ROM addressing of the return point, for re-linking
    stmt: int


class Interpreter:
    """Runs one program on one machine."""

    def __init__(self, dialect: "Dialect", machine: "Machine") -> None:
        self.dialect = dialect
        self.machine = machine
        self.vars = Variables()
        self.program = ast.Program(lines=[])
        self.layout = Layout.of(self.program)
        self.stmts: list = []
        self.costs: list[int] = []
        self.gosub: list[GosubEntry] = []
        self.compiler = dialect.make_compiler(self)
        #: where CONTINUE resumes (line, statement), as the ROM's OLDPPC/OSPPC
        self.cont_at: Optional[tuple[int, int]] = None
        self.last_report: Optional[Report] = None
        self.current = 0       # flat index of the statement last seen by the clock
        #: the (line, statement) a run stopped without a report (StopRun:
        #: ``--frames``, a headless wait) would go on from: the statement it
        #: was inside, or the next one when it stopped between two
        self.stopped_at: Optional[tuple[int, int]] = None
        self._load(self.program)

    # -- program ---------------------------------------------------------
    def _load(self, program: ast.Program) -> None:
        self.program = program
        self.layout = Layout.of(program)
        self.stmts, self.costs = self.compiler.compile_layout(self.layout)
        self.machine.program_changed(program, self.vars)

    def set_program(self, program: ast.Program) -> None:
        """Replace the program (after a LOAD or an edit), re-linking the
        positions the ROM keeps by line:statement."""
        old_loops = [(i, lp) for i, lp in enumerate(self.vars.loops) if lp is not None]
        self._load(program)
        for _, lp in old_loops:
            lp.target = self.layout.index_of(lp.line, lp.stmt)
        for entry in self.gosub:
            entry.target = self.layout.index_of(entry.line, entry.stmt)
        self.compiler.after_relink()

    # -- commands --------------------------------------------------------
    def run(self, line: Optional[int] = None) -> Report:
        """RUN [line]: CLEAR, then run from the start or from ``line``."""
        self.compiler.do_run_clear()
        start = 0 if line is None else self.layout.index_of_line(line)
        return self.execute(start)

    def start(self, parsed: Any) -> Report:
        """Run a program just put in the machine (a ParseResult): a program
        file that LOAD starts by itself (SAVE ... LINE n, a ZX81's NXTLIN)
        goes on at its line as GO TO does, with the variables it brought; a
        snapshot goes on from its statement (:meth:`resume`), after the
        machine code it caught running (``Dialect.resume_image``); anything
        else is RUN (from a listing's ``# autostart:`` line)."""
        image = parsed.image
        if image is not None and image.resume is not None:
            try:
                first = self.dialect.resume_image(self.machine, self, image)
            except BasicError as err:
                line, stmt = err.at or image.resume
                return self._finish(Report(err.code, line, stmt, err.detail), -1)
            if first is not None:
                return self._finish(first, -1)
            return self.resume(*image.resume)
        if image is not None and parsed.autostart is not None:
            return self.goto(parsed.autostart)
        return self.run(parsed.autostart)

    def resume(self, line: int, stmt: int) -> Report:
        """Go on at statement ``stmt`` of ``line`` with everything kept (a
        snapshot's machine, as CONTINUE and NEXT find a statement)."""
        return self.execute(self.layout.index_of(line, stmt))

    def goto(self, line: int) -> Report:
        """GO TO as a direct command: variables are kept."""
        return self.execute(self.layout.index_of_line(line))

    def cont(self) -> Report:
        """CONTINUE: resume where the last report left off."""
        if self.cont_at is None:
            return self.execute(self.layout.end)
        line, stmt = self.cont_at
        return self.execute(self.layout.index_of(line, stmt))

    def run_direct(self, stmts: list[ast.Stmt]) -> Report:
        """Run a direct command (a line typed without a number).  It is laid out
        after the program as "line 0", so GO TO, FOR and NEXT work in it as on
        the machine, and a jump into the program simply continues there."""
        start = self.layout.add_direct(stmts)
        self.stmts, self.costs = self.compiler.compile_direct(self.layout, self.stmts, self.costs)
        try:
            return self.execute(start)
        finally:
            self.layout.drop_direct()
            del self.stmts[self.layout.end + 1:]
            del self.costs[self.layout.end + 1:]

    # -- the loop --------------------------------------------------------
    def execute(self, pc: int) -> Report:
        """Run from flat index ``pc`` until a report; return it."""
        while True:
            try:
                return self._execute(pc)
            except Restart as restart:
                pc = restart.pc

    def _execute(self, pc: int) -> Report:
        stmts = self.stmts
        costs = self.costs
        clock = self.machine.clock
        cur = last = pc
        try:
            while True:
                last = cur
                cur = pc
                r = stmts[pc]()
                pc = cur + 1 if r is None else r
                clock.budget -= costs[cur]
                if clock.budget < 0:
                    # a frame that passes quietly (Clock.tick's own rule, without the call)
                    if (clock.frames + 1 < clock.quiet_until and clock.realtime is None
                            and clock.interrupt is None):
                        clock.frames += 1
                        clock.budget += clock.cycles_per_frame
                        if clock.budget >= 0:
                            continue
                    self.current = cur
                    try:
                        clock.tick()
                    except BasicError as err:
                        # BREAK is seen between statements (STMT-RET), but a
                        # true IF goes straight on into its THEN part
                        while r is None and isinstance(self.layout.nodes[cur], ast.If):
                            cur = pc
                            r = stmts[pc]()
                            pc = cur + 1 if r is None else r
                        err.resume = self._resume_at(pc)
                        raise
                    except StopRun:
                        self.stopped_at = self._resume_at(pc)
                        cur = -1
                        raise
        except StopRun:
            if cur >= 0:                  # inside a statement: it is done again
                self.stopped_at = self._resume_at(cur)
            raise
        except ProgramEnd:
            line, stmt = self._where(last)
            return self._finish(Report("0", line, stmt), cur)
        except BasicError as err:
            line, stmt = err.at or self._where(cur)
            report = Report(err.code, line, stmt, err.detail, err.resume, err.by_stop)
            return self._finish(report, cur)

    def _where(self, index: int) -> tuple[int, int]:
        if 0 <= index < len(self.layout.where):
            return self.layout.where[index]
        return self.layout.where[-1] if self.layout.where else (0, 1)

    def _resume_at(self, index: int) -> Optional[tuple[int, int]]:
        """The program position of flat index ``index``, or None when it is
        not a program statement (the end, or the direct command)."""
        if 0 <= index < self.layout.end:
            where = self.layout.where[index]
            return where if where[0] else None
        return None

    def _finish(self, report: Report, index: int) -> Report:
        """Remember where CONTINUE goes (the ROM's OLDPPC/OSPPC rules) and let
        the dialect show the report."""
        position = self.dialect.continue_position(report)
        if position is not self.dialect.KEEP:
            self.cont_at = position
        self.last_report = report
        self.machine.on_report(report)
        return report

"""Running the program (or a direct command) from the REPL.

A run shows its output the way the machine would, in one of two displays:

* **text**: what the program PRINTs scrolls up the terminal as lines and
  INPUT reads a line (the stream mode of :mod:`basic.frontends.stream`);
  right for programs that only PRINT and INPUT;
* **live**: the machine's whole screen in the terminal, the keyboard given to
  the program (the live screen of :mod:`basic.frontends.live`); needed by
  programs that draw, print AT, use colours or read the keyboard directly.

:func:`uses_screen` decides from the statements that may run: ``auto`` picks
the live screen when any of them needs it.  Either way the program keeps
running on the same machine, so its screen memory, variables and position
survive from one run to the next, and Ctrl-C is BREAK (the machine's BREAK
report: L on the Spectrum, D on the ZX80/ZX81, BREAK on the C64).  How a
machine's text is decoded, its keys mapped and its report shown comes from
its face (basic.core.face).

The machine keeps one host for its whole life, :class:`ReplHost`; for each
run it hands the machine's calls to the display's own host.  SAVE, LOAD,
MERGE and VERIFY reach the REPL through it (``tape``), in a program as well
as typed directly.
"""
from __future__ import annotations

import signal
import sys
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Optional, TextIO

from ...core import ast
from ...core.errors import StopRun
from ...core.face import face_of
from ...core.dialect import Dialect
from ...core.host import Host
from ...core.interpreter import Report
from ...core.machine import Machine
from ..live import LateBreak, LiveHost
from ..pacing import Pacer, parse_speed
from ..stream import BreakOnSigint, StreamHost
from ..terminal import Terminal, is_terminal

#: statements whose effect only the machine's screen or keyboard shows
SCREEN_STATEMENTS = (ast.Plot, ast.Draw, ast.Circle, ast.Pause, ast.Border, ast.Colour)
#: PRINT / INPUT items that place or colour text on the screen
SCREEN_ITEMS = (ast.PrintAt, ast.PrintColour)
#: functions that read the screen or the keyboard as it is now
SCREEN_FUNCTIONS = frozenset({"INKEY$", "IN", "SCREEN$", "ATTR", "POINT"})
#: statements through which a direct command can go on into the program
JUMPS = (ast.Run, ast.Goto, ast.Gosub, ast.OnGoto, ast.Continue, ast.FnCall)

#: where programs show their output; ``screen`` is the REPL itself on the
#: machine's screen, read by the machine's own editor (.screen)
DISPLAYS = ("auto", "live", "text", "screen")


def uses_screen(statements: Iterable[ast.Node],
                extra: Optional[Callable[[ast.Node], bool]] = None) -> bool:
    """True when any of ``statements`` draws, places or colours text, pauses
    for a key or reads the keyboard or screen directly.  ``extra`` is the
    machine's own test for a node (its face's ``needs_live``: a C64's GET
    or POKE, say)."""
    for stmt in statements:
        for node in ast.walk(stmt):
            if isinstance(node, SCREEN_STATEMENTS) or isinstance(node, SCREEN_ITEMS):
                return True
            if isinstance(node, ast.Call) and node.name in SCREEN_FUNCTIONS:
                return True
            if extra is not None and extra(node):
                return True
    return False


def enters_program(statements: Iterable[ast.Node]) -> bool:
    """True when a direct command may go on into the stored program (RUN, GO
    TO, GO SUB, CONTINUE, IF ... THEN line, a DEF FN it calls)."""
    for stmt in statements:
        for node in ast.walk(stmt):
            if isinstance(node, JUMPS):
                return True
            if isinstance(node, ast.If) and node.then_line is not None:
                return True
    return False


class ReplHost(Host):
    """The host the machine keeps between runs.  During a run ``active`` is
    the display's host and every call goes to it; ``tape`` goes to the
    REPL's SAVE/LOAD handler."""

    #: every frame comes here: BREAK and pacing are checked in the display
    #: host's frame hook, so none may be skipped
    next_frame_wanted = 0
    keeps_files = True

    def __init__(self, tape: Callable[[Machine, ast.Tape, str], None]) -> None:
        self.active: Optional[Host] = None
        self._tape = tape
        self.on_program_loaded: Optional[Callable[[Machine, ast.Program, str], None]] = None
        self.on_program_replaced: Optional[Callable[[Machine, ast.Program], None]] = None

    def program_loaded(self, machine: Machine, program: ast.Program, name: str = "") -> bool:
        """A LOAD from the disk typed as a command (the C64's LOAD "x",8):
        the REPL takes the program (and ends the command with report 0)."""
        if self.on_program_loaded is None:
            return False
        self.on_program_loaded(machine, program, name)
        return True

    def program_replaced(self, machine: Machine, program: ast.Program) -> None:
        """A LOAD inside a running program replaced the program."""
        if self.on_program_replaced is not None:
            self.on_program_replaced(machine, program)

    def frame(self, machine: Machine) -> None:
        self.tell_watchers(machine)               # RECORD's recorder
        if self.active is not None:
            self.active.frame(machine)

    def input_line(self, machine: Machine) -> Optional[str]:
        return self.active.input_line(machine) if self.active is not None else None

    def waiting(self, machine: Machine, what: str) -> None:
        if self.active is not None:
            self.active.waiting(machine, what)

    def printed(self, codes: str, channel: str) -> None:
        if self.active is not None and self.active.wants_printed:
            self.active.printed(codes, channel)

    def tape(self, machine: Machine, node: ast.Tape, name: str) -> None:
        self._tape(machine, node, name)


@dataclass
class Outcome:
    """How a run ended: its report, or why it was stopped without one
    (``text_display``: it ran on the text display)."""
    report: Optional[Report]
    stopped: Optional[str] = None
    screenshots: list[str] = field(default_factory=list)
    text_display: bool = False


class Runner:
    """Runs interpreter calls on the text or the live display.

    ``speed`` is ``--speed`` as given (None: the default of each display,
    ``max`` for text and ``authentic`` for live, as ``basic run`` has them).
    ``interactive``: stdin and stdout are the user's terminal (then the
    terminal echoes INPUT answers itself, and a program waiting for a key
    waits, as the machine does; otherwise it stops as stream mode stops it).
    """

    def __init__(self, host: ReplHost, stdin: TextIO, stdout: TextIO, *,
                 speed: Optional[str] = None, interactive: bool = False,
                 live_ok: bool = False) -> None:
        self.host = host
        self.stdin = stdin
        self.stdout = stdout
        self.speed = speed
        self.interactive = interactive
        self.live_ok = live_ok

    def _speed(self, default: str) -> Optional[float]:
        return parse_speed(self.speed or default)

    def run(self, machine: Machine, call: Callable[[], Report], live: bool) -> Outcome:
        if live and self.live_ok:
            return self._live(machine, call)
        return self._text(machine, call)

    # -- text ----------------------------------------------------------------
    def _text(self, machine: Machine, call: Callable[[], Report]) -> Outcome:
        speed = self._speed("max")
        pacer = Pacer(speed, frame_rate=face_of(machine).frame_rate)
        host = StreamHost(self.stdin, self.stdout, pacer,
                          idle_frames=0 if self.interactive else 50,
                          echo=not self.interactive)
        host.attach(machine)                    # the machine's own text conventions
        machine.clock.realtime = pacer.realtime if speed is None else None
        pacer.start(machine.clock.frames)
        outcome = Outcome(None, text_display=True)
        self.host.active = host
        quiet = _QuietCtrlC(self.stdin if self.interactive else None)
        try:
            with quiet, BreakOnSigint(host):
                try:
                    outcome.report = call()
                except StopRun as stop:
                    outcome.stopped = stop.reason
        finally:
            self.host.active = None
            host.stream.close()
        return outcome

    # -- live ----------------------------------------------------------------
    def _live(self, machine: Machine, call: Callable[[], Report]) -> Outcome:
        speed = self._speed("authentic")
        pacer = Pacer(speed)
        outcome = Outcome(None)
        old_term = _exit_on_sigterm()
        breaker = LateBreak()
        try:
            with BreakOnSigint(breaker), Terminal() as term:
                host = breaker.host = LiveHost(term, pacer, alternatives=("DISPLAY text",))
                face = host.bind(machine)
                pacer.frame_rate = face.frame_rate
                machine.clock.realtime = pacer.realtime if speed is None else None
                pacer.start(machine.clock.frames)
                self.host.active = host
                try:
                    host.redraw(machine, force_size=True)
                    try:
                        outcome.report = call()
                    except StopRun as stop:
                        outcome.stopped = stop.reason
                    host.redraw(machine)
                    report = outcome.report
                    if report is not None and report.code != face.break_code \
                            and outcome.stopped is None:
                        host.wait_to_leave(machine)
                finally:
                    self.host.active = None
                    outcome.screenshots = list(host.screenshots)
        finally:
            _restore_sigterm(old_term)
        return outcome


class _QuietCtrlC:
    """While a program prints to the terminal, Ctrl-C should not echo as
    ``^C`` in front of the report: turn the terminal's ECHOCTL off for the
    run (POSIX terminals only; anything else is left alone)."""

    def __init__(self, stream: Optional[TextIO]) -> None:
        self.stream = stream
        self._saved: Any = None

    def __enter__(self) -> "_QuietCtrlC":
        if self.stream is None:
            return self
        try:
            import termios
            fd = self.stream.fileno()
            attrs = termios.tcgetattr(fd)
            self._saved = (fd, list(attrs))
            attrs[3] &= ~termios.ECHOCTL
            termios.tcsetattr(fd, termios.TCSANOW, attrs)
        except (ImportError, AttributeError, OSError, ValueError):
            self._saved = None
        return self

    def __exit__(self, *exc: object) -> None:
        if self._saved is not None:
            import termios
            fd, attrs = self._saved
            try:
                termios.tcsetattr(fd, termios.TCSANOW, attrs)
            except (OSError, ValueError):
                pass


def _exit_on_sigterm() -> Any:
    """While the live screen is up, SIGTERM leaves through SystemExit so the
    terminal is put back as it was."""
    def handler(signum: int, frame: Any) -> None:
        raise SystemExit(128 + signum)
    try:
        return signal.signal(signal.SIGTERM, handler)
    except ValueError:          # not the main thread
        return None


def _restore_sigterm(old: Any) -> None:
    if old is not None:
        signal.signal(signal.SIGTERM, old)


def live_possible(dialect: Dialect, stdin: TextIO = sys.stdin, stdout: TextIO = sys.stdout) -> bool:
    """The live screen needs the user's terminal on both ends (every
    machine's face can draw its screen there)."""
    return is_terminal(stdin) and is_terminal(stdout)

"""The REPL on the machine's own screen: in the window, or ``DISPLAY screen`` in
the terminal.

The machine's own editor reads each line on its screen, as the machine did
(its face's :meth:`~basic.core.face.MachineFace.edit_line`): the C64's
full-screen editor (LIST, cursor up onto a line, change it, RETURN enters
it), the Sinclair machines' editor in the lower screen.  The line then goes
to :class:`.commands.Repl` as a typed line does, and everything runs on the
same screen: LIST is the machine's own LIST, reports are the machine's,
and the REPL's own remarks (``saved prog.bas``) are printed there too
(:class:`ScreenConsole`).  Between lines the machine's clock runs on, so
the cursor blinks and FLASH flashes, and the screen host
(:class:`basic.frontends.screenhost.ScreenHost`: the window's, or the live
terminal's) draws, paces and feeds keys all the while.

Ctrl-C while a program runs is BREAK; while a line is being typed it drops
the line.  Ctrl-D, or closing the window, leaves.
"""
from __future__ import annotations

import io
import sys
from typing import TYPE_CHECKING, Callable, Optional

from ...core.errors import BasicError, StopRun
from ...core.face import MachineFace
from ...core.host import BreakOnSigint
from ...core.interpreter import Report
from ...core.machine import Machine
from ..live import LateBreak, LiveHost
from ..pacing import Pacer, parse_speed
from ..screenhost import ScreenHost
from ..terminal import Terminal
from .console import Console
from .running import Outcome, ReplHost, Runner

if TYPE_CHECKING:  # pragma: no cover
    from .commands import Repl


class ScreenConsole(Console):
    """The REPL's words on the machine's screen.  Reports are left out: the
    machine prints its own."""

    def __init__(self, face: Callable[[], MachineFace]) -> None:
        super().__init__(io.StringIO())
        self.face = face
        #: the last line handed to the REPL was refused
        self.refused = False

    def _show(self, text: str) -> None:
        self.face().show_text(text.splitlines() or [""])

    def line(self, text: str) -> None:
        self._show(text)

    def note(self, text: str) -> None:
        self._show(text)

    def problem(self, text: str) -> None:
        self._show(text)

    def report(self, text: str) -> None:
        return None

    def listing(self, text: str) -> None:
        self._show(text)

    def syntax_error(self, source: str, column: Optional[int], message: str,
                     what: str) -> None:
        self.refused = True
        self.face().refuse_line(source, column)


class ScreenRunner(Runner):
    """Runs every command on the screen host, which stays up between them."""

    def __init__(self, host: ReplHost, screen: ScreenHost) -> None:
        super().__init__(host, io.StringIO(), io.StringIO(), live_ok=True)
        self.screen = screen

    def run(self, machine: Machine, call: Callable[[], Report], live: bool) -> Outcome:
        outcome = Outcome(None)
        before = len(self.screen.screenshots)
        try:
            outcome.report = call()
        except StopRun as stop:
            outcome.stopped = stop.reason
        outcome.screenshots = self.screen.screenshots[before:]
        return outcome


def screen_loop(repl: "Repl", screen: ScreenHost,
                first: Optional[Callable[[], None]] = None) -> int:
    """Read lines with the machine's editor and hand them to ``repl`` until
    the user leaves (Ctrl-D, the window closed).  ``screen`` is the host
    that draws the machine and feeds it keys (already open)."""
    saved = (repl.console, repl.runner)
    console = repl.console = ScreenConsole(lambda: repl.face)
    repl.runner = ScreenRunner(repl.host, screen)
    repl.lists_on_screen = True
    repl.host.active = screen
    try:
        if first is not None:
            screen.redraw(repl.machine, force_size=True)
            try:
                first()
            except StopRun:
                return 0
        again = ""                                  # a line EDIT brought down
        while True:
            face = screen.bind(repl.machine)
            screen.redraw(repl.machine, force_size=True)
            try:
                line = face.edit_line(again)
            except BasicError:
                screen.let_go(repl.machine)         # Ctrl-C: the line is dropped
                again = ""
                continue
            except StopRun:
                return 0
            console.refused = False
            try:
                requests = repl.submit(line)
            except StopRun:
                return 0
            number = _line_number(line)
            if number and not console.refused and not requests:
                # stored, replaced or deleted (or no such line to delete):
                # the editors list the program round it all the same
                repl.face.line_entered(repl.store.program(), number)
            again = requests[0].text if requests else ""
            if screen.keys.closed:
                return 0
    finally:
        repl.host.active = None
        repl.console, repl.runner = saved
        repl.lists_on_screen = False


def _line_number(line: str) -> Optional[int]:
    """The number a typed line starts with (it was stored), or None."""
    digits = line.lstrip()[:6]
    k = 0
    while k < len(digits) and digits[k].isdigit():
        k += 1
    return int(digits[:k]) if k else None


def run_on_screen(repl: "Repl", window: bool, speed: Optional[str] = None,
                  first: Optional[Callable[[], None]] = None) -> int:
    """The REPL on the machine's screen, in a window or in the terminal
    (``speed``: ``--speed``, authentic by default); ``first`` runs on that
    screen before the first line is read (``basic run -i FILE``'s RUN).
    Returns the exit status (2 when the machine's editor cannot do it, or
    there is no window)."""
    face = repl.face
    if not face.screen_editor:
        print(f"basic: the {face.title}'s own editor cannot read the REPL's lines "
              "on its screen", file=sys.stderr)
        return 2
    pace = parse_speed(speed or "authentic")
    pacer = Pacer(pace, frame_rate=face.frame_rate)
    if window:
        from ..window import Window, WindowHost, WindowUnavailable
        try:
            with Window(f"basic: {repl.dialect.title}") as shown:
                host = WindowHost(shown, pacer)
                with BreakOnSigint(host):      # Ctrl-C in the terminal it came from
                    return _session(repl, host, pacer, pace, first)
        except WindowUnavailable as exc:
            print(f"basic: {exc}", file=sys.stderr)
            return 2
    breaker = LateBreak()
    with BreakOnSigint(breaker), Terminal() as term:
        live = breaker.host = LiveHost(term, pacer)
        return _session(repl, live, pacer, pace, first)


def _session(repl: "Repl", screen: ScreenHost, pacer: Pacer, pace: Optional[float],
             first: Optional[Callable[[], None]]) -> int:
    screen.quit_allowed = True
    machine = repl.machine
    machine.clock.realtime = pacer.realtime if pace is None else None
    pacer.start(machine.clock.frames)
    return screen_loop(repl, screen, first)

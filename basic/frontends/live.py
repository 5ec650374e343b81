"""``basic run FILE`` without ``--headless``: the live terminal, or stream mode.

:func:`run_live` is what the CLI calls.  When stdin and stdout are both
terminals (and ``--stream`` is not given) the program runs on the live
screen of :mod:`.terminal`, with the keyboard of :mod:`.keymap` and the pace
of :mod:`.pacing` (``--speed authentic`` by default); otherwise it runs in
the stream mode of :mod:`.stream` (``--speed max`` by default), or in the
dialect's own stream mode when it has one (``Dialect.own_stream_mode``: the
C64's follows c64ref's capture conventions).

Nothing here knows which machine runs: the screen view, the key map, the
frame rate, BREAK's report and screenshots come from the machine's face
(basic.core.face).

In the live screen:

* Ctrl-C is BREAK: the program stops with the machine's BREAK report
  (``L BREAK into program, l:s``, ``D/20``, ``BREAK IN 20``) and the run
  ends at once;
* when the program ends by itself its report stays in the lower screen until
  a key is pressed;
* F12 writes a screenshot, ``basic-screenshot-N.png`` in the current directory;
* the machine's sound plays on the audio device, if there is one, unless
  ``--mute`` (basic.frontends.audio); ``--wav FILE`` records it;
* either way the terminal is put back as it was, and then the report is
  printed on stdout (screenshots written are listed on stderr).
"""
from __future__ import annotations

import importlib.util
import io
import signal
import sys
import time
from typing import Any, Callable, Optional

from ..core.dialect import Dialect
from ..core.errors import BasicError, StopRun
from ..core.face import MachineFace, TerminalView, face_of
from ..core.formats import ProgramImage
from ..core.keyscript import KeyScriptError
from ..core.machine import Machine
from .audio import RunSound, run_sound, with_run_sound
from .options import RunOptions
from .pacing import Pacer, parse_speed
from .recording import problems, recorders
from .runner import (EXIT_USAGE, end_recordings, exit_code, final_outputs, finish_shown_run,
                     load, start_recordings)
from .screenhost import ScreenHost
from .stream import BreakOnSigint, StreamHost
from .terminal import Terminal, is_terminal, too_small_message

SIZE_INTERVAL = 0.25         # look at the terminal's size this often


class LiveHost(ScreenHost):
    """Drives a machine from a :class:`Terminal`: keys in, screen out, pace
    (the keys, BREAK, F12 and pacing are :class:`.screenhost.ScreenHost`'s).

    A terminal too small for the machine's screen holds the program only
    inside a frame, where BREAK is the machine's report: before a run starts
    and after it has ended (the REPL, the last screen) it only says so.
    ``alternatives`` names other ways of running, for that message."""

    def __init__(self, term: Terminal, pacer: Pacer,
                 now: Callable[[], float] = time.monotonic,
                 screenshot_dir: str = ".",
                 alternatives: tuple[str, ...] = ()) -> None:
        super().__init__(term, pacer, now, screenshot_dir)
        self.term = term
        self.alternatives = alternatives
        self.view: Optional[TerminalView] = None
        self._size: Optional[tuple[int, int]] = None
        self._last_size = -1.0
        self._in_frame = False
        self._told: Optional[tuple[int, int]] = None     # the size a message was shown for

    def rebound(self) -> None:
        self.view = None

    def frame(self, machine: Machine) -> None:
        self._in_frame = True
        try:
            super().frame(machine)
        finally:
            self._in_frame = False

    # -- screen -------------------------------------------------------------------
    def redraw(self, machine: Machine, force_size: bool = False,
               frames: Optional[int] = None) -> None:
        """Send what changed on the screen to the terminal (``frames``, for
        FLASH, defaults to the machine's clock)."""
        face = self.bind(machine)
        now = self.now()
        if force_size or self.view is None or now - self._last_size >= SIZE_INTERVAL:
            self._last_size = now
            size = self.term.size()
            if size != self._size or self.view is None:
                self._size = size
                view = face.view(*size)
                if view is None:
                    if self._in_frame:
                        self._wait_for_room(machine)
                    else:
                        self._too_small(face, size)
                    return
                self.view = view
                self._told = None
                self.term.clear()
        assert self.view is not None
        self.term.draw(self.view.changes(machine.clock.frames if frames is None else frames))

    def _too_small(self, face: MachineFace, size: tuple[int, int]) -> None:
        """Say the terminal is too small (once for each size)."""
        if size != self._told:
            self._told = size
            self.term.message(too_small_message(*size, title=face.title, need=face.min_size,
                                                alternatives=self.alternatives))

    def _wait_for_room(self, machine: Machine) -> None:
        """The terminal is too small: say so, and hold the program until it is
        large enough.  Ctrl-C is BREAK (the machine's report: this runs
        inside a frame), Ctrl-D leaves where the host allows it."""
        face = self.bind(machine)
        while True:
            size = self.term.size()
            if face.view(*size) is not None:
                break
            self._too_small(face, size)
            for key in self.term.read_keys():
                if key.kind == "release":
                    continue
                if key.action == "break":
                    self.let_go(machine)
                    raise BasicError(face.break_code)
                if key.action == "quit" and self.quit_allowed:
                    self.let_go(machine)
                    raise StopRun("quit")
            if self.term.closed:
                raise StopRun("terminal-closed")
            time.sleep(0.05)
        self.view = None
        self._size = None
        self.pacer.start(machine.clock.frames)
        self.redraw(machine, force_size=True)


class LateBreak:
    """A SIGINT (``kill -INT``: in raw mode Ctrl-C is a key) while the live
    screen is up is BREAK, as a key would be; before the host is made, while
    the terminal goes raw, it does nothing, so no KeyboardInterrupt can
    leave the terminal half set up.  (A :class:`BreakingHost`.)"""

    reading = False

    def __init__(self) -> None:
        self.host: Optional[ScreenHost] = None

    def request_break(self) -> None:
        if self.host is not None:
            self.host.request_break()


def run_alternatives() -> tuple[str, ...]:
    """The other ways of running a program that a too small terminal's
    message names: stream mode, and the window where pygame-ce is there."""
    return ("--stream", "--window") if importlib.util.find_spec("pygame") else ("--stream",)


def run_live(options: RunOptions, text: "str | ProgramImage", dialect: Dialect) -> int:
    """Run the listing ``text`` in the live terminal, or in stream mode when
    stdin or stdout is not a terminal or ``options.stream`` is set."""
    stream = options.stream or not (is_terminal(sys.stdin) and is_terminal(sys.stdout))
    try:
        speed = parse_speed(options.speed or ("max" if stream else "authentic"))
    except ValueError as exc:
        print(f"basic: {exc}", file=sys.stderr)
        return EXIT_USAGE
    if stream:
        if dialect.own_stream_mode:          # the dialect's own conventions (the C64's)
            return run_dialect_stream(options, text, dialect)
        return run_stream(options, text, dialect, speed)
    return _run_terminal(options, text, dialect, speed)


def _run_terminal(options: RunOptions, text: "str | ProgramImage", dialect: Dialect,
                  speed: Optional[float]) -> int:
    return with_run_sound(options, True, speed, lambda sound: _run_terminal_with(
        options, text, dialect, speed, sound))


def _run_terminal_with(options: RunOptions, text: "str | ProgramImage", dialect: Dialect,
                       speed: Optional[float], sound: RunSound) -> int:
    pacer = Pacer(speed)
    report = None
    face: Optional[MachineFace] = None
    stop_reason = "ended"
    host: Optional[LiveHost] = None
    rejected = io.StringIO()            # parse errors, shown once the screen is gone
    old_term = _raise_on_sigterm()
    breaker = LateBreak()
    try:
        with BreakOnSigint(breaker), Terminal() as term:
            host = breaker.host = LiveHost(term, pacer, alternatives=run_alternatives())
            host.peripherals = options.peripherals()
            host.sound = sound.sink
            host.joystick = options.joystick
            watching = start_recordings(options, host)
            machine, interp, parsed = load(text, dialect, host, options.upper_keywords,
                                           options.file, err=rejected)
            face = host.bind(machine)
            pacer.frame_rate = face.frame_rate
            if speed is None:
                machine.clock.realtime = pacer.realtime
            pacer.start()
            try:
                report = interp.start(parsed)
            except StopRun as stop:
                stop_reason = stop.reason
            machine.flush_sound()
            machine.power_off()
            host.redraw(machine)
            if report is not None and report.code != face.break_code and stop_reason == "ended":
                host.wait_to_leave(machine)
            end_recordings(host, machine, watching, rejected)
    finally:
        signal.signal(signal.SIGTERM, old_term)
        sys.stderr.write(rejected.getvalue())
    return finish_shown_run(options, machine, interp, report, stop_reason,
                            host.screenshots if host is not None else ())


def run_stream(options: RunOptions, text: "str | ProgramImage", dialect: Dialect,
               speed: Optional[float]) -> int:
    """Stream mode (see :mod:`.stream`); its sound is heard when it prints
    to a terminal."""
    return with_run_sound(options, _isatty(sys.stdout), speed, lambda sound: _run_stream_with(
        options, text, dialect, speed, sound))


def _run_stream_with(options: RunOptions, text: "str | ProgramImage", dialect: Dialect,
                     speed: Optional[float], sound: RunSound) -> int:
    pacer = Pacer(speed)
    echo = not (_isatty(sys.stdin) and _isatty(sys.stdout))
    try:
        host = StreamHost(sys.stdin, sys.stdout, pacer, keys=options.keys,
                          inputs=options.inputs, idle_frames=options.idle_frames, echo=echo)
    except KeyScriptError as exc:
        print(f"basic: --keys: {exc}", file=sys.stderr)
        return EXIT_USAGE
    host.peripherals = options.peripherals()
    host.sound = sound.sink
    watching = start_recordings(options, host)
    machine, interp, parsed = load(text, dialect, host, options.upper_keywords, options.file)
    host.attach(machine)                   # the machine's own text conventions
    pacer.frame_rate = face_of(machine).frame_rate
    if speed is None:
        machine.clock.realtime = pacer.realtime
    report = None
    stop_reason = "ended"
    pacer.start()
    with BreakOnSigint(host):
        try:
            report = interp.start(parsed)
        except StopRun as stop:
            stop_reason = stop.reason
    machine.flush_sound()
    machine.power_off()
    host.stream.close()
    listing = face_of(machine).ended_in_editor() if report is not None else None
    for row in listing or ():               # the ZX80's LIST in a program: its listing
        print(row)
    end_recordings(host, machine, watching)
    final_outputs(options, machine, interp, report, stop_reason)
    if report is not None:
        if report.code != "0":
            print(machine.report_text, file=sys.stderr)
        if report.detail:
            print(f"basic: {report.detail}", file=sys.stderr)
    else:
        print(f"basic: stopped: {stop_reason}", file=sys.stderr)
    return exit_code(report)


def run_dialect_stream(options: RunOptions, text: "str | ProgramImage", dialect: Dialect) -> int:
    """Stream mode the dialect's own way (``Dialect.run_stream``): the C64's
    prints its reports itself, so only a line end follows an error; the dump
    and the picture are as in the shared stream mode."""
    sound = run_sound(options, _isatty(sys.stdout), None)
    if sound is None:
        return EXIT_USAGE
    watching = recorders(options.gif, options.apng, options.scale)
    try:
        report, reason, machine, interp = dialect.run_stream(
            text, sys.stdin, sys.stdout, keys=options.keys, inputs=options.inputs,
            idle_frames=options.idle_frames, peripherals=options.peripherals(),
            watchers=watching, sound=sound.sink)
    except KeyScriptError as exc:
        print(f"basic: --keys: {exc}", file=sys.stderr)
        return EXIT_USAGE
    finally:
        sound.close()
    for problem in problems(watching):
        print(f"basic: {problem}", file=sys.stderr)
    if report is not None and report.code != "0":
        sys.stdout.write("\n")
    if reason != "ended":
        print(f"basic: stopped: {reason}", file=sys.stderr)
    final_outputs(options, machine, interp, report, reason, frames=False)
    if report is not None and report.detail:
        print(f"basic: {report.detail}", file=sys.stderr)
    return exit_code(report)


def _isatty(stream: Any) -> bool:
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError):
        return False


def _raise_on_sigterm() -> Any:
    """Turn SIGTERM into SystemExit, so the terminal is restored on the way out."""
    def handler(signum: int, frame: Any) -> None:
        raise SystemExit(128 + signum)
    try:
        return signal.signal(signal.SIGTERM, handler)
    except ValueError:
        return signal.SIG_DFL

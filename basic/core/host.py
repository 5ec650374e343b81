"""The protocol between a machine and whoever runs it (headless, terminal, stream).

The machine calls its host once per 50 Hz frame of machine time and whenever it
waits in its editor; the host supplies keys (by pressing and releasing keys on
the machine's keyboard), INPUT answers, pacing and display.  :class:`Host` is
a host with nobody at the keyboard; :class:`HeadlessHost` plays a key script
(basic.core.keyscript) and a list of INPUT answers, and is what headless runs,
stream mode (basic.frontends) and the C64's own stream mode build on.
"""
from __future__ import annotations

import signal
from typing import TYPE_CHECKING, Any, Optional, Protocol, Sequence

from .errors import BasicError, StopRun
from .face import face_of
from .keyscript import KeyScheduler, parse_script
from .peripherals import Peripherals

if TYPE_CHECKING:  # pragma: no cover
    from . import ast
    from .machine import Machine
    from .sound import SoundSink

DEFAULT_IDLE_FRAMES = 50
DEFAULT_MAX_FRAMES = 10000


class FrameWatcher(Protocol):
    """Something that sees every frame of machine time whoever runs the
    machine: a recorder of the screen (``--gif``, ``RECORD``), a sound
    sink.  A host hands each frame to its watchers (:meth:`Host.watch`)
    before its own work."""

    def frame(self, machine: "Machine") -> None:
        """Frame ``machine.clock.frames`` has begun."""
        ...

    def close(self, machine: "Machine") -> None:
        """The run (or the recording) is over: finish with the machine as
        it is now (write the file)."""
        ...


class Host(Protocol):
    """What a machine needs from whoever runs it (the other half of the
    contract in basic/core/machine.py).  Every host names this class as its
    base and so inherits the defaults, which are those of a host with nobody
    at the keyboard (:class:`NobodyHost`)."""

    #: whether :meth:`tape` keeps programs in files (the REPL's host does); a
    #: machine whose own LOAD/SAVE would otherwise report a missing device
    #: (the C64's) asks this first
    keeps_files: bool = False

    #: the disk and the printer (``--disk``, ``--printer``)
    peripherals: Peripherals = Peripherals()

    #: the machine may skip :meth:`frame` on frames before this one when no
    #: key is down and the program has not read the keyboard (a host that
    #: paces or draws leaves it at 0: every frame)
    next_frame_wanted: int = 0

    #: where the machine's sound goes (a live device, a WAV file: see
    #: basic/core/sound.py); None: a host that does not want sound gets none
    sound: Optional["SoundSink"] = None

    #: what sees every frame besides the host (:meth:`watch`)
    watchers: tuple[FrameWatcher, ...] = ()

    def watch(self, watcher: FrameWatcher) -> None:
        """From now on ``watcher`` sees every frame (so no frame may pass
        quietly: :attr:`next_frame_wanted` stays 0)."""
        self.watchers = (*self.watchers, watcher)
        self.next_frame_wanted = 0

    def unwatch(self, watcher: FrameWatcher) -> None:
        self.watchers = tuple(w for w in self.watchers if w is not watcher)

    def close_watchers(self, machine: "Machine") -> None:
        """The run is over: every watcher finishes (and is let go)."""
        watchers, self.watchers = self.watchers, ()
        for watcher in watchers:
            watcher.close(machine)

    def tell_watchers(self, machine: "Machine") -> None:
        """Hand the frame to the watchers: every host's :meth:`frame`
        begins with this."""
        for watcher in self.watchers:
            watcher.frame(machine)

    def attach(self, machine: "Machine") -> None:
        """Called by a machine built with this host, before it prints
        anything (a host may take the machine's conventions then)."""
        return None

    def frame(self, machine: "Machine") -> None:
        """Called once per 50 Hz frame of machine time."""
        self.tell_watchers(machine)

    def input_line(self, machine: "Machine") -> Optional[str]:
        """A whole INPUT answer if the host has one ready (stream mode,
        ``--input``), else None to let the machine's editor read keys."""
        return None

    def waiting(self, machine: "Machine", what: str) -> None:
        """Called every frame while the machine waits for a key in its editor
        (``what`` is ``'input'``, ``'scroll'``, ``'pause'`` or ``'key'``)."""
        return None

    def tape(self, machine: "Machine", node: "ast.Tape", name: str) -> None:
        """SAVE/LOAD/VERIFY/MERGE reached inside a running program."""
        raise BasicError("C", f"{node.kind} needs a tape, and there is none")

    def printed(self, codes: str, channel: str) -> None:
        """Every string of codes (control codes and their parameters
        included) the program sends to channel 'S', 'K' or 'P', for a host
        that defines this method (see :attr:`wants_printed`)."""
        return None

    @property
    def wants_printed(self) -> bool:
        """The host defines :meth:`printed`.  A machine asks once, when it
        is made, so PRINT costs nothing more for hosts that do not."""
        return type(self).printed is not Host.printed

    def column(self, machine: "Machine") -> Optional[int]:
        """The print column as the host's own display counts it (the C64's
        stream mode), or None to use the machine's screen."""
        return None

    def program_loaded(self, machine: "Machine", program: "ast.Program", name: str) -> bool:
        """A direct LOAD brought ``program`` in: True when the host takes it
        (the REPL keeps it as its program), False to let the machine run it."""
        return False

    def program_replaced(self, machine: "Machine", program: "ast.Program") -> None:
        """A LOAD inside the program replaced it (the REPL keeps the new one)."""
        return None


class NobodyHost(Host):
    """A host with nobody at the keyboard: the defaults of :class:`Host`."""


class HeadlessHost(Host):
    """Drives a machine from a key script and a list of INPUT answers, and
    decides when a run that waits for the keyboard should stop."""

    def __init__(self, keys: Sequence[str] = (), inputs: Sequence[str] = (),
                 idle_frames: int = DEFAULT_IDLE_FRAMES,
                 max_frames: int = DEFAULT_MAX_FRAMES, auto_scroll: bool = True) -> None:
        events = []
        for script in keys:
            events.extend(parse_script(script))
        self.scheduler = KeyScheduler(events)
        self.inputs = list(inputs)
        self.inputs_typed: list[str] = []
        self.idle_frames = idle_frames
        self.max_frames = max_frames
        self.auto_scroll = auto_scroll
        self.scrolls = 0
        self._last_poll = -1000
        self._last_screen: Optional[bytes] = None
        self._idle_streak = 0
        #: Ctrl-C (:class:`BreakOnSigint`): BREAK at the next frame
        self.break_requested = False
        #: blocked reading stdin (stream mode's INPUT), where Ctrl-C comes
        #: as a KeyboardInterrupt
        self.reading = False
        self._machine: Optional["Machine"] = None

    def request_break(self) -> None:
        """Ctrl-C: BREAK at the next frame, which the machine must not let
        pass quietly (a headless run skips frames while nothing can happen)."""
        self.break_requested = True
        self.next_frame_wanted = 0
        if self._machine is not None:
            self._machine.clock.quiet_until = 0

    def read_stdin(self, stdin: Any, break_code: str) -> str:
        """A line from ``stdin`` (stream mode's INPUT): Ctrl-C while it
        blocks, or just before, is BREAK (``break_code``, the machine's)."""
        self.reading = True
        try:
            line = str(stdin.readline())
        except KeyboardInterrupt:
            self.break_requested = False
            raise BasicError(break_code) from None
        finally:
            self.reading = False
        if self.break_requested:
            self.break_requested = False
            raise BasicError(break_code)
        return line

    # -- per frame -----------------------------------------------------------
    def frame(self, machine: "Machine") -> None:
        self._machine = machine
        if self.break_requested:            # Ctrl-C: the machine's BREAK report
            self.break_requested = False
            raise BasicError(face_of(machine).break_code)
        self.tell_watchers(machine)
        frame = machine.clock.frames
        polled = machine.keyboard.polled
        if polled:
            self._last_poll = frame
        idle = self.scheduler.idle
        if not idle:
            press, release = self.scheduler.frame(
                frame, polled, machine.waiting_for == "input",
                lambda: "\n".join(machine.screen_rows()))
            if release:
                machine.keyboard.release()
            if press is not None:
                machine.keyboard.press(*press)
            idle = self.scheduler.idle
        if frame >= self.max_frames:
            raise StopRun("frames-limit")
        self._check_idle(machine, frame, idle)
        # while nothing can happen before the frame limit (no key to press, the
        # program busy rather than polling), the machine need not call us
        quiet = (idle and machine.waiting_for is None
                 and frame - self._last_poll > 10 and not self.watchers)
        self.next_frame_wanted = self.max_frames if quiet else frame + 1

    def _check_idle(self, machine: "Machine", frame: int, idle: bool) -> None:
        """Stop a program that only waits for a key that will never come: it has
        read the keyboard lately (or sits in PAUSE 0), the screen has not
        changed for ``idle_frames`` frames, and no key event is left
        (``idle``: the key script has none)."""
        if not self.idle_frames or not idle or machine.waiting_for == "input":
            self._idle_streak = 0
            self._last_screen = None
            return
        pause0 = machine.waiting_for == "pause"
        if frame - self._last_poll > 10 and not pause0:
            self._idle_streak = 0              # busy, not waiting for a key
            self._last_screen = None
            return
        screen = machine.screen_bytes()
        if screen == self._last_screen:
            self._idle_streak += 1
            if self._idle_streak >= self.idle_frames:
                raise StopRun("pause-wait" if pause0 else "inkey-wait")
        else:
            self._idle_streak = 0
        self._last_screen = screen

    # -- editor waits ----------------------------------------------------------
    def input_line(self, machine: "Machine") -> Optional[str]:
        if self.inputs:
            text = self.inputs.pop(0)
            self.inputs_typed.append(text)
            return text
        if self.scheduler.idle:
            raise StopRun("input-wait")
        return None

    def waiting(self, machine: "Machine", what: str) -> None:
        if what == "scroll":
            if not self.auto_scroll:
                raise StopRun("scroll?")
            self.scrolls += 1
            machine.key_events.append(ord("y"))
        elif what == "key" and self.scheduler.idle:
            raise StopRun("key-wait")
        elif what == "input" and self.scheduler.idle and not self.inputs:
            # an INPUT begun while key events were pending: the script is done
            raise StopRun("input-wait")

    def tape(self, machine: "Machine", node: "ast.Tape", name: str) -> None:
        """There is no tape in a headless run: stop, as the oracle does."""
        raise StopRun("tape")


class BreakingHost(Protocol):
    """A host that takes Ctrl-C as the machine's BREAK (:class:`BreakOnSigint`)."""

    #: true while the host blocks reading stdin, where BREAK comes as a
    #: KeyboardInterrupt instead
    reading: bool

    def request_break(self) -> None:
        """Ctrl-C came: the host's next frame turns it into BREAK."""
        ...


class BreakOnSigint:
    """While active, Ctrl-C (SIGINT) asks the host to BREAK at the next frame
    instead of killing Python wherever it happens to be.  The host has
    ``request_break`` (after which its ``frame`` raises the machine's BREAK
    report) and ``reading`` (true while it blocks on stdin, where the BREAK
    comes as a KeyboardInterrupt)."""

    def __init__(self, host: "BreakingHost") -> None:
        self.host = host
        self._old: Any = None

    def __enter__(self) -> "BreakOnSigint":
        try:
            self._old = signal.signal(signal.SIGINT, self._handler)
        except ValueError:          # not the main thread
            self._old = None
        return self

    def _handler(self, signum: int, frame: Any) -> None:
        self.host.request_break()
        if self.host.reading:          # blocked in readline: interrupt it
            raise KeyboardInterrupt

    def __exit__(self, *exc: object) -> None:
        if self._old is not None:
            signal.signal(signal.SIGINT, self._old)

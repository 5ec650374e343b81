"""What every front-end with a screen and a keyboard does each frame.

The live terminal (:class:`basic.frontends.live.LiveHost`) and the window
(:class:`basic.frontends.window.WindowHost`) differ in how they draw and
where their keys come from; everything else is here, once:

* keys: the key source's events go through :class:`.keymap.HeldKeys`
  (how long a key counts as held; a source that reports releases, as the
  window and a kitty terminal do, holds a key exactly as long as it is
  down) to the machine's keyboard by its face's ``hold``;
* BREAK: Ctrl-C (or the window's close button) stops the program with the
  machine's BREAK report at the next frame;
* F12 writes ``basic-screenshot-N.png`` (the face's picture, as ``--png``);
* Ctrl-D leaves when :attr:`ScreenHost.quit_allowed` (the REPL on the
  machine's screen), as it leaves the REPL's prompt;
* pacing: :class:`.pacing.Pacer` keeps machine time in step with the wall
  clock (``--speed``);
* the watchers of basic.core.host (``--gif``, ``--apng``, a sound sink) see
  every frame.
"""
from __future__ import annotations

import os
import time
from typing import Callable, Optional, Protocol

from ..core.errors import BasicError, StopRun
from ..core.face import MachineFace, face_of
from ..core.host import Host
from ..core.machine import Machine
from .keymap import KITTY_SAFETY, HeldKeys, TermKey, with_keypad
from .pacing import Pacer

POLL_INTERVAL = 0.004        # read the keys at most this often


class KeySource(Protocol):
    """Where a screen host's keys come from (a terminal, a window)."""

    #: the source reports key releases (kitty terminals, the window)
    release_events: bool

    def read_keys(self) -> list[TermKey]:
        """The key events since the last call; never blocks."""
        ...

    @property
    def closed(self) -> bool:
        """The user has gone (the terminal closed, the window shut)."""
        ...


class ScreenHost(Host):
    """A host with a screen and a keyboard; subclasses draw (:meth:`redraw`)."""

    #: seconds between two redraws at most (a subclass may draw less often)
    draw_interval = 1 / 25
    #: Ctrl-D stops the run with StopRun("quit") (the REPL on the screen)
    quit_allowed = False
    #: Ctrl-C came as a signal (basic.core.host.BreakOnSigint: the terminal
    #: a window was started from); a frame turns it into BREAK
    break_requested = False
    reading = False

    def __init__(self, keys: KeySource, pacer: Pacer,
                 now: Callable[[], float] = time.monotonic,
                 screenshot_dir: str = ".", forget_after: Optional[float] = KITTY_SAFETY) -> None:
        self.keys = keys
        self.pacer = pacer
        self.now = now
        self.held = HeldKeys(release_events=keys.release_events, forget_after=forget_after)
        self.screenshot_dir = screenshot_dir
        self.screenshots: list[str] = []
        self.face: Optional[MachineFace] = None
        self._machine: Optional[Machine] = None
        self._last_draw = -1.0
        self._last_poll = -1.0
        self._shown: tuple[frozenset[str], bool] = (frozenset(), False)
        #: ``--joystick PORT`` (MachineFace.use_joystick), None: not asked
        self.joystick: Optional[int] = None

    def bind(self, machine: Machine) -> MachineFace:
        """The face of ``machine`` (looked up once per machine): its key map
        goes to :attr:`held`."""
        if self.face is None or self._machine is not machine:
            self._machine = machine
            self.face = face_of(machine)
            if self.joystick is not None:
                self.face.use_joystick(self.joystick)
            self.held.keymap = with_keypad(self.face.keys_for)
            self.rebound()
        return self.face

    def rebound(self) -> None:
        """A new machine is shown (a subclass forgets what it drew)."""

    # -- the machine's hooks ---------------------------------------------------
    def request_break(self) -> None:
        """Ctrl-C as a signal: BREAK at the next frame."""
        self.break_requested = True

    def frame(self, machine: Machine) -> None:
        if self.break_requested:
            self.break_requested = False
            self.let_go(machine)
            raise BasicError(self.bind(machine).break_code)
        self.tell_watchers(machine)
        face = self.bind(machine)
        now = self.now()
        editing = machine.waiting_for is not None
        if editing or now - self._last_poll >= POLL_INTERVAL:
            self._last_poll = now
            for key in self.keys.read_keys():
                self._key(machine, key, now, editing)
            if self.keys.closed:
                raise StopRun("terminal-closed")
        keys = self.held.update(now, polled=machine.keyboard.polled or editing)
        shown = (keys, self.held.sustained)
        if shown != self._shown:
            self._shown = shown
            face.hold(keys, self.held.sustained)
        if now - self._last_draw >= self.draw_interval:
            self._last_draw = now
            self.redraw(machine)
        self.pacer.pace(machine.clock.frames)

    def input_line(self, machine: Machine) -> Optional[str]:
        return None          # the machine's own editor reads the keys

    # -- keys -------------------------------------------------------------------
    def _key(self, machine: Machine, key: TermKey, now: float, editing: bool) -> None:
        if key.kind == "paste":
            self.paste(machine, key.name, now, editing)
            return
        action = key.action
        if action is not None:
            if key.kind == "release":
                return
            if action == "break":
                self.let_go(machine)
                raise BasicError(self.bind(machine).break_code)
            if action == "screenshot" and key.kind == "press":
                self.screenshot(machine)
            if action == "quit" and self.quit_allowed:
                self.let_go(machine)
                raise StopRun("quit")
            return
        self.held.event(key, now, editing)

    def paste(self, machine: Machine, text: str, now: float, editing: bool) -> None:
        """Typed text: straight into the machine's editor where its face
        takes it (MachineFace.type_text), else key after key."""
        if self.bind(machine).type_text(text):
            return
        for n, ch in enumerate(text.replace("\r\n", "\n")):
            name = "c-m" if ch == "\n" else ch
            code = -1 - n                           # no physical key: a code of its own
            self.held.event(TermKey(name, "press", code), now, editing)
            self.held.event(TermKey(name, "release", code), now, editing)

    def let_go(self, machine: Machine) -> None:
        """Every key up, on the machine's keyboard too."""
        self.held.clear()
        self._shown = (frozenset(), False)
        self.bind(machine).hold(frozenset())

    def screenshot(self, machine: Machine) -> str:
        """Write the screen as the first free ``basic-screenshot-N.png``."""
        n = 1
        while True:
            path = os.path.join(self.screenshot_dir, f"basic-screenshot-{n}.png")
            if not os.path.exists(path):
                break
            n += 1
        self.bind(machine).screenshot(path, frames=machine.clock.frames)
        self.screenshots.append(path)
        return path

    # -- screen -------------------------------------------------------------------
    def redraw(self, machine: Machine, force_size: bool = False,
               frames: Optional[int] = None) -> None:
        """Show what changed on the screen (``frames``, for FLASH, defaults
        to the machine's clock)."""
        raise NotImplementedError

    def wait_to_leave(self, machine: Machine) -> None:
        """The program has ended: keep its last screen (FLASH and all) until
        a key is pressed (Ctrl-C included, as a key or a signal)."""
        self.held.clear()
        self.break_requested = False
        rate = self.bind(machine).frame_rate
        start = self.now()
        while True:
            self.redraw(machine, frames=machine.clock.frames + int((self.now() - start) * rate))
            keys = self.keys.read_keys()
            if any(k.kind == "press" for k in keys) or self.keys.closed \
                    or self.break_requested:
                self.break_requested = False
                return
            time.sleep(0.02)

"""``--window``: the machine's screen in a window, pixel for pixel, with a keyboard
that reports releases (pygame-ce, on SDL2).  docs/window.md is the user's page.

* **Picture**: the face's :meth:`~basic.core.face.MachineFace.picture`, the
  one the PNG writer and the recorders draw, at the largest whole scale
  that fits the display (resizing the window picks the largest that fits
  it; F11 or Alt+Enter toggles full screen), centred on black.  It is
  redrawn when its state changes (:meth:`MachineFace.picture_state`), at
  most :data:`MAX_FPS` times a second, so it follows the machine's frames
  at any ``--speed``.
* **Keys**: a key is down on the machine from the moment it goes down in
  the window until it comes up (:class:`.keymap.HeldKeys` with release
  events): INKEY$, GET, PEEK 197 and the ROM's own key repeat see it held.
  :func:`key_name` turns an SDL key event into the names the faces map
  (``keys_for``; the keypad's keys are ``kp0``..``kp9``, ``kp.``..., which
  type their characters where a face has no use for them), with the roles
  of :class:`.keymap.TermKey`: Shift is CAPS
  SHIFT (the ZX81's and ZX80's SHIFT), Ctrl and Alt are SYMBOL SHIFT, a
  symbol brings its own shifts.  Shift+Insert or Ctrl+Shift+V types the
  clipboard's text.
* **Ctrl-C or the close button** is BREAK, then the run ends, as in the
  terminal; F12 writes ``basic-screenshot-N.png``.
* **Sound** plays on the audio device as in the terminal (unless
  ``--mute``), and ``--wav`` records it (basic.frontends.audio).

Nothing here knows which machine runs; :class:`WindowHost` is a
:class:`.screenhost.ScreenHost`, as the live terminal's host is.
"""
from __future__ import annotations

import os
import sys
import time
from typing import Any, Callable, Optional

from ..core.dialect import Dialect
from ..core.errors import StopRun
from ..core.host import BreakOnSigint
from ..core.machine import Machine
from ..core.picture import Picture
from .audio import RunSound, with_run_sound
from .keymap import TermKey
from .options import RunOptions
from .pacing import Pacer, parse_speed
from .runner import EXIT_USAGE, end_recordings, finish_shown_run, load, start_recordings
from .screenhost import ScreenHost

MAX_FPS = 100
#: systems whose windows need an X or Wayland display named in the environment
UNIX_DISPLAYS = ("linux", "freebsd", "openbsd", "netbsd")
#: the share of the display the window may take at first
FIT = 0.9

#: SDL key names (pygame.key.name) -> the names the faces map
NAMED = {
    "return": "c-m", "enter": "c-m", "backspace": "c-h", "delete": "delete",
    "escape": "escape", "tab": "c-i", "left": "left", "right": "right", "up": "up",
    "down": "down", "home": "home", "end": "end", "insert": "insert",
    "page up": "pageup", "page down": "pagedown", "caps lock": "capslock",
    **{f"f{n}": f"f{n}" for n in range(1, 13)},
}
#: modifier keys -> names (a face maps those its machine has)
MODIFIERS = {"left shift": "shift", "right shift": "shift", "left ctrl": "ctrl",
             "right ctrl": "ctrl", "left alt": "alt", "right alt": "alt"}

CTRL = 0x40 | 0x80          # KMOD_LCTRL | KMOD_RCTRL
SHIFT = 0x1 | 0x2
ALT = 0x100 | 0x200


def key_name(sdl_name: str, unicode: str, mods: int) -> Optional[tuple[str, str]]:
    """(name, role) of a key going down: ``sdl_name`` is SDL's name of the
    key (``'a'``, ``'left shift'``, ``'return'``), ``unicode`` the
    character it types with the modifiers ``mods``.  None: a key no machine
    has.  Ctrl+C is ``'c-c'`` (BREAK)."""
    if sdl_name in MODIFIERS:
        return MODIFIERS[sdl_name], "modifier"
    if mods & CTRL and sdl_name == "c":
        return "c-c", ""
    if sdl_name in NAMED:
        return NAMED[sdl_name], ""
    if len(sdl_name) == 3 and sdl_name[0] == "[" and sdl_name[2] == "]":
        # the keypad: kp0..kp9, kp. ...: the C64's joystick, the digit elsewhere
        return "kp" + sdl_name[1], ("plain" if sdl_name[1].isdigit() else "")
    if unicode and unicode.isprintable() and not mods & (CTRL | ALT):
        return unicode, ("plain" if unicode.isalnum() or unicode == " " else "")
    if len(sdl_name) == 1 and (sdl_name.isalnum()):
        return sdl_name, "plain"           # a letter with Ctrl or Alt: SYMBOL SHIFT's
    if sdl_name == "space":
        return " ", "plain"
    if unicode and unicode.isprintable():
        return unicode, ""
    return None


class WindowUnavailable(Exception):
    """The window cannot be opened (no pygame-ce, or no display)."""


def _pygame() -> Any:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    try:
        import pygame
    except ImportError:
        raise WindowUnavailable("--window needs pygame-ce, which is not installed "
                                "(pip install pygame-ce)") from None
    return pygame


class Window:
    """A window showing pictures and giving key events (a
    :class:`.screenhost.KeySource`).  Use it as a context manager."""

    release_events = True

    def __init__(self, title: str = "basic") -> None:
        self.title = title
        self.pg: Any = None
        self.surface: Any = None
        self.closed = False
        self.fullscreen = False
        self._picture: Optional[Picture] = None
        self._windowed_size: Optional[tuple[int, int]] = None
        self._names: dict[int, tuple[str, str]] = {}     # key code -> (name, role) of its press
        self.scale = 1

    # -- open and close ------------------------------------------------------------
    def __enter__(self) -> "Window":
        pg = self.pg = _pygame()
        chosen = os.environ.get("SDL_VIDEODRIVER")
        if not chosen and sys.platform.startswith(UNIX_DISPLAYS) \
                and not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
            raise WindowUnavailable("--window needs a display, and there is none "
                                    "(DISPLAY and WAYLAND_DISPLAY are not set)")
        if not chosen and sys.platform.startswith(UNIX_DISPLAYS):
            # only the displays named: SDL would fall back to an invisible one
            os.environ["SDL_VIDEODRIVER"] = ("wayland,x11" if os.environ.get("WAYLAND_DISPLAY")
                                             else "x11")
        try:
            pg.display.init()
        except pg.error as exc:
            raise WindowUnavailable(f"--window needs a display: {exc}") from None
        if not chosen and pg.display.get_driver() in ("offscreen", "dummy"):
            pg.display.quit()
            raise WindowUnavailable("--window needs a display, and SDL found none")
        pg.display.set_caption(self.title)
        pg.key.set_repeat()                     # no auto-repeat: the machine repeats
        return self

    def __exit__(self, *exc: object) -> None:
        if self.pg is not None:
            self.pg.display.quit()

    def _fit(self, size: tuple[int, int]) -> tuple[int, int]:
        """The window size for the picture at the largest whole scale that
        fits :data:`FIT` of the display."""
        w, h = size
        try:
            dw, dh = self.pg.display.get_desktop_sizes()[0]
        except (IndexError, self.pg.error):
            dw, dh = w * 2, h * 2
        scale = max(1, min(int(dw * FIT) // w, int(dh * FIT) // h))
        return w * scale, h * scale

    # -- pictures -------------------------------------------------------------------
    def show(self, picture: Picture) -> None:
        """Draw ``picture`` at the largest whole scale the window holds."""
        pg = self.pg
        size = (picture.width, picture.height)
        if self.surface is None:
            self._windowed_size = self._fit(size)
            self.surface = pg.display.set_mode(self._windowed_size, pg.RESIZABLE)
        self._picture = picture
        self._draw()

    def _draw(self) -> None:
        picture = self._picture
        if picture is None or self.surface is None:
            return
        pg = self.pg
        ww, wh = self.surface.get_size()
        scale = max(1, min(ww // picture.width, wh // picture.height))
        self.scale = scale
        image = pg.image.frombuffer(picture.rgb, (picture.width, picture.height), "RGB")
        w, h = picture.width * scale, picture.height * scale
        if scale != 1:
            image = pg.transform.scale(image, (w, h))
        self.surface.fill((0, 0, 0))
        self.surface.blit(image, ((ww - w) // 2, (wh - h) // 2))
        pg.display.flip()

    def toggle_fullscreen(self) -> None:
        pg = self.pg
        if self.surface is None:
            return
        self.fullscreen = not self.fullscreen
        if self.fullscreen:
            self._windowed_size = self.surface.get_size()
            self.surface = pg.display.set_mode((0, 0), pg.FULLSCREEN)
        else:
            self.surface = pg.display.set_mode(self._windowed_size, pg.RESIZABLE)
        self._draw()

    # -- keys ------------------------------------------------------------------------
    def read_keys(self) -> list[TermKey]:
        """The key events since the last call (and the window's own: resize,
        full screen, close)."""
        pg = self.pg
        out: list[TermKey] = []
        for event in pg.event.get():
            if event.type == pg.QUIT:
                self.closed = True
                out.append(TermKey("c-c"))
            elif event.type in (pg.VIDEORESIZE, pg.WINDOWEXPOSED, pg.WINDOWSIZECHANGED):
                self._draw()
            elif event.type == pg.KEYDOWN:
                out.extend(self._down(event))
            elif event.type == pg.KEYUP:
                named = self._names.pop(event.key, None)
                if named is not None:
                    out.append(TermKey(named[0], "release", event.key, named[1]))
        return out

    def _down(self, event: Any) -> list[TermKey]:
        pg = self.pg
        mods = event.mod
        sdl = pg.key.name(event.key).lower()
        if sdl == "f11" or (sdl in ("return", "enter") and mods & ALT):
            self.toggle_fullscreen()
            return []
        if (sdl == "insert" and mods & SHIFT) or (sdl == "v" and mods & CTRL and mods & SHIFT):
            return self.paste()
        named = key_name(sdl, event.unicode, mods)
        if named is None:
            return []
        if event.key in self._names:            # already down (no repeats are asked for)
            return []
        self._names[event.key] = named
        base = sdl if len(sdl) == 1 and sdl.isalnum() and named[0] != sdl else ""
        return [TermKey(named[0], "press", event.key, named[1], base)]

    def paste(self) -> list[TermKey]:
        """The clipboard's text, as one ``paste`` event (the screen host
        types it: .screenhost.ScreenHost.paste)."""
        pg = self.pg
        try:
            text = pg.scrap.get_text() if pg.scrap.get_init() or _scrap(pg) else ""
        except pg.error:
            text = ""
        return [TermKey(text, "paste")] if text else []


def _scrap(pg: Any) -> bool:
    try:
        pg.scrap.init()
    except pg.error:
        return False
    return True


class WindowHost(ScreenHost):
    """Drives a machine from a :class:`Window`: keys with releases in, the
    picture out, the pace of ``--speed``."""

    draw_interval = 1 / MAX_FPS

    def __init__(self, window: Window, pacer: Pacer,
                 now: Callable[[], float] = time.monotonic, screenshot_dir: str = ".") -> None:
        super().__init__(window, pacer, now, screenshot_dir, forget_after=None)
        self.window = window
        self._state: object = None
        #: Ctrl-C in the terminal the window was started from (BreakOnSigint)
        self.break_requested = False
        self.reading = False

    def rebound(self) -> None:
        self._state = None

    def redraw(self, machine: Machine, force_size: bool = False,
               frames: Optional[int] = None) -> None:
        """Show the picture if it changed since it was last shown."""
        face = self.bind(machine)
        at = machine.clock.frames if frames is None else frames
        state = face.picture_state(at)
        if state != self._state or force_size:
            self._state = state
            self.window.show(face.picture(at))


def run_window(options: RunOptions, text: str, dialect: Dialect) -> int:
    """``basic run FILE --window``: run the listing in a window (``--speed
    authentic`` by default); when it ends by itself its last screen stays
    until a key is pressed or the window is closed.  The report is printed
    on stdout as the live terminal prints it."""
    try:
        speed = parse_speed(options.speed or "authentic")
    except ValueError as exc:
        print(f"basic: {exc}", file=sys.stderr)
        return EXIT_USAGE
    return with_run_sound(options, True, speed, lambda sound: _run_window_with(
        options, text, dialect, speed, sound))


def _run_window_with(options: RunOptions, text: str, dialect: Dialect,
                     speed: Optional[float], sound: RunSound) -> int:
    pacer = Pacer(speed)
    report = None
    stop_reason = "ended"
    name = os.path.basename(options.file) if options.file else ""
    try:
        with Window(f"basic: {name}" if name else "basic") as window:
            host = WindowHost(window, pacer)
            host.peripherals = options.peripherals()
            host.sound = sound.sink
            host.joystick = options.joystick
            watching = start_recordings(options, host)
            machine, interp, parsed = load(text, dialect, host, options.upper_keywords,
                                           options.file)
            face = host.bind(machine)
            pacer.frame_rate = face.frame_rate
            if speed is None:
                machine.clock.realtime = pacer.realtime
            host.redraw(machine, force_size=True)
            pacer.start()
            with BreakOnSigint(host):
                try:
                    report = interp.start(parsed)
                except StopRun as stop:
                    stop_reason = stop.reason
                machine.flush_sound()
                machine.power_off()
                host.redraw(machine)
                if report is not None and report.code != face.break_code \
                        and stop_reason == "ended" and not window.closed:
                    host.wait_to_leave(machine)
            end_recordings(host, machine, watching)
    except WindowUnavailable as exc:
        print(f"basic: {exc}", file=sys.stderr)
        return EXIT_USAGE
    return finish_shown_run(options, machine, interp, report, stop_reason, host.screenshots)

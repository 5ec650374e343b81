"""The Commodore 64's face for the front-ends (see basic.core.face).

* **Screen**: the 40x25 text screen of :mod:`.view` (PETSCII as
  Unicode, colour RAM, reverse video), one terminal cell per character,
  inside as much border as the terminal has room for (up to 4 columns and 2
  rows on each side), centred.  The terminal must have at least 40 columns
  and 25 rows.
* **Keys**: a key is a PETSCII code (a chord of one code, written as its
  decimal number); the keyboard scan puts it in the buffer at 631 and shows
  it at 197, as the KERNAL does.  Lower-case letters are the letter keys
  (capitals in the upper case/graphics set), capitals are SHIFT + letter (the
  graphics of the set; the capitals in lower/upper case); digits, space and
  the symbols of the C64's keyboard type themselves (``£`` or ``\\`` is £,
  ``^`` is ↑, ``_`` is ←); Enter is RETURN, Backspace and Delete are
  INST/DEL's DEL, Insert is INST, Home is CLR/HOME (Shift-Home: CLR), the
  cursor keys are the cursor keys, F1-F8 the function keys, and Escape is
  RUN/STOP (BREAK).
* **Time**: 60 jiffies a second.  **BREAK**: report ``BREAK``
  (``BREAK IN 30``).
* **Text**: :class:`CbmTextStream` writes what the program prints with the
  conventions of :mod:`.stream` (c64ref's): RETURN ends a line,
  cursor right is a space, colours and cursor moves print nothing.  The
  machine prints its own error reports (``?SYNTAX  ERROR IN 10``) and echoes
  INPUT answers, so the REPL shows only ``READY.`` after an error in its
  text display, and the echo is dropped when the user's terminal has shown
  the answer already.
* **Pictures**: :mod:`.image`, the VIC-II's frame (:func:`.picture.frame`):
  :meth:`CbmFace.screenshot` writes it as a PNG, :meth:`CbmFace.frame_pixels`
  gives it as palette indices (:attr:`CbmFace.palette`) to a window or a
  recording, so all three show the same pixels.
"""
from __future__ import annotations

from typing import Any, BinaryIO, Optional, TextIO, Union

from ...core import ast
from .image import frame_pixels, screen_png
from .petscii import PALETTE
from .screen import COLS, ROWS
from .stream import StreamText
from .view import CbmScreenView

#: prompt_toolkit key names -> PETSCII
NAMED = {
    "c-m": 13, "c-j": 13, "c-h": 20, "delete": 20, "insert": 148, "home": 19,
    "s-home": 147, "up": 145, "down": 17, "left": 157, "right": 29, "escape": 3,
    "f1": 133, "f2": 137, "f3": 134, "f4": 138, "f5": 135, "f6": 139, "f7": 136, "f8": 140,
    "\r": 13, "\n": 13, "\x7f": 20,
}
#: characters a PC keyboard types that the C64 has under another code
CHARS = {"£": 0x5C, "\\": 0x5C, "^": 0x5E, "↑": 0x5E, "_": 0x5F, "←": 0x5F, "π": 0xFF}

RETURN, SHIFT_RETURN, CURSOR_RIGHT = 13, 141, 29
#: PETSCII codes that move the cursor, colour, clear or switch the set: a
#: program printing them needs the live screen
SCREEN_CODES = frozenset(set(range(1, 32)) - {RETURN} | set(range(128, 160)) - {SHIFT_RETURN})


def petscii_for(name: str) -> Optional[int]:
    """The PETSCII code of terminal key ``name`` (see the module docstring)."""
    if name in NAMED:
        return NAMED[name]
    if len(name) != 1:
        return None
    if name in CHARS:
        return CHARS[name]
    if "a" <= name <= "z":
        return ord(name) - 0x20
    if "A" <= name <= "Z":
        return ord(name) + 0x80
    if " " <= name <= "@" or name in "[]":
        return ord(name)
    return None


class CbmView:
    """A :class:`CbmScreenView` placed in the middle of the terminal."""

    def __init__(self, machine: Any, cols: int, rows: int) -> None:
        self.machine = machine
        bx = min(4, (cols - COLS) // 2)
        by = min(2, (rows - ROWS) // 2)
        self.view = CbmScreenView(by, bx)
        self.top = (rows - self.view.height) // 2
        self.left = (cols - self.view.width) // 2

    def changes(self, frames: int = 0) -> list[tuple[int, int, str, str, str]]:
        m = self.machine
        return [(r + self.top, c + self.left, text, fg, bg)
                for r, c, text, fg, bg in self.view.changes(m.memory, m.screen.border, frames)]

    def invalidate(self) -> None:
        self.view.invalidate()


class CbmTextStream:
    """PETSCII printed -> text lines (see the module docstring)."""

    def __init__(self, out: TextIO, machine: Any) -> None:
        self.out = out
        self.text = StreamText(out, lambda: machine.screen.lower_case)
        self.at_line_start = True
        self._swallow = 0

    def write(self, codes: str, channel: str = "S") -> None:
        if self._swallow:
            self._swallow -= 1             # the machine's echo of an answer shown already
            return
        if codes:
            self.text.write(codes)
            last = ord(codes[-1])
            self.at_line_start = last in (RETURN, SHIFT_RETURN)

    def prompt_done(self, answer: Optional[str], echo: bool = True) -> None:
        """The machine echoes an answer itself, then prints RETURN: when the
        terminal has shown the answer and its line end, both are dropped."""
        if answer is not None and not echo:
            self._swallow = 2
            self.at_line_start = True

    def flush(self, spaces: bool = False) -> None:
        self.out.flush()

    def close(self) -> None:
        if not self.at_line_start:
            self.out.write("\n")
            self.at_line_start = True
        self.out.flush()


class CbmFace:
    """The C64 (``machine``: basic.dialects.c64.machine.C64Machine)."""

    title = "C64"
    frame_rate = 60.0
    #: the VIC-II's 16 colours, (r, g, b), for :meth:`frame_pixels`
    palette = PALETTE
    break_code = "BREAK"
    min_size = (COLS, ROWS)

    def __init__(self, machine: Any) -> None:
        self.machine = machine

    def view(self, cols: int, rows: int) -> Optional[CbmView]:
        if cols < COLS or rows < ROWS:
            return None
        return CbmView(self.machine, cols, rows)

    def screenshot(self, target: Union[str, BinaryIO], scale: int = 2,
                   flash_phase: Optional[int] = None, frames: int = 0) -> None:
        screen_png(self.machine.memory, target, scale)

    def frame_pixels(self) -> tuple[int, int, bytes]:
        """(width, height, palette indices, a byte a pixel, rows top to
        bottom) of the frame the VIC-II shows now: the display window in a
        32-pixel border, 384x264."""
        return frame_pixels(self.machine.memory)

    def keys_for(self, name: str) -> Optional[frozenset[str]]:
        code = petscii_for(name)
        return None if code is None else frozenset({str(code)})

    def hold(self, keys: frozenset[str], sustained: bool = True) -> None:
        """The key down; the KERNAL repeats a held cursor key, space or
        INST/DEL only while the hold is ``sustained``: a tap the front-end
        holds a little while (longer in machine time at ``--speed N``) types
        one character."""
        keyboard = self.machine.keyboard
        if keys:
            keyboard.press_code(max(int(k) for k in keys), repeat=sustained)
        else:
            keyboard.release()

    def text_stream(self, out: TextIO) -> CbmTextStream:
        return CbmTextStream(out, self.machine)

    def report_lines(self, report: Any, text_display: bool) -> list[str]:
        """``READY.`` after every run; before it the error (``?SYNTAX  ERROR
        IN 10``, ``BREAK IN 20``) unless the text display has printed it."""
        if report.code == "0" or text_display:
            return ["READY."]
        return [self.machine.report_text, "READY."]

    def needs_live(self, node: Any) -> bool:
        """GET, WAIT, POKE and PEEK (the keyboard and screen are memory), and
        strings holding cursor, colour or clear codes."""
        if isinstance(node, ast.Generic):
            return node.kind in ("GET", "WAIT")
        if isinstance(node, ast.Poke):
            return True
        if isinstance(node, ast.Call):
            return node.name == "PEEK"
        if isinstance(node, ast.Str):
            return any(ord(c) in SCREEN_CODES for c in node.value)
        return False

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
  RUN/STOP (BREAK).  In the window Ctrl is the Commodore key and Page Up is
  RESTORE (with RUN/STOP held: the warm start).
* **Joysticks**: the numeric keypad, where the front-end can tell it from
  the digits (the window, a terminal with the kitty keyboard protocol), is
  the joystick in port 2 (8 up, 2 down, 4 left, 6 right, 7 9 1 3 the
  diagonals, 0 and 5 fire); ``--joystick PORT`` (:meth:`CbmFace.use_joystick`)
  puts it in port 1 or 2, and makes the cursor keys its directions and Tab
  and End its fire, for terminals whose keypad types digits.  While the
  screen editor reads a line (READY., INPUT) those keys type as before.
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
  :meth:`CbmFace.picture` gives it as pixels to the PNG writer
  (``screenshot``), the window and the recorders (basic.core.picture), so
  all three show the same pixels; :meth:`CbmFace.frame_pixels` gives it as
  palette indices (:attr:`CbmFace.palette`).
"""
from __future__ import annotations

from typing import Any, Hashable, Optional, TextIO

from ...core import ast
from ...core.face import MachineFace
from ...core.interpreter import Report
from ...core.picture import Picture
from .image import frame_pixels, screen_rgb
from .petscii import PALETTE
from .screen import COLS, ROWS
from .stream import StreamText
from .text import KEYS, code_text, encode, typed_codes
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

#: the front-ends' keypad keys -> the joystick's switches
KEYPAD_STICK = {"kp8": ("UP",), "kp2": ("DOWN",), "kp4": ("LEFT",), "kp6": ("RIGHT",),
                "kp7": ("UP", "LEFT"), "kp9": ("UP", "RIGHT"), "kp1": ("DOWN", "LEFT"),
                "kp3": ("DOWN", "RIGHT"), "kp0": ("FIRE",), "kp5": ("FIRE",)}
#: ... and with --joystick, the cursor keys, Tab and End
CURSOR_STICK = {"up": ("UP",), "down": ("DOWN",), "left": ("LEFT",), "right": ("RIGHT",),
                "c-i": ("FIRE",), "end": ("FIRE",)}

RETURN, SHIFT_RETURN, CURSOR_RIGHT = 13, 141, 29
#: the Commodore key and RESTORE in a chord (the window's Ctrl and Page Up)
COMMODORE = "CBM"
RESTORE = "RESTORE"
#: what the KERNAL prints at power-on (INIT's greeting, BASIC's READY.)
POWER_ON = ("\r    **** COMMODORE 64 BASIC V2 ****\r\r"
            " 64K RAM SYSTEM  38911 BASIC BYTES FREE\r\rREADY.\r")
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


#: the fewest terminal rows the C64's screen is shown in: 24 of its 25 rows,
#: the rows shown following the cursor, so 80 x 24 terminals play it
MIN_ROWS = ROWS - 1


class CbmView:
    """A :class:`CbmScreenView` placed in the middle of the terminal; in a
    terminal of 24 rows, 24 of the screen's 25 with the cursor's among them
    (the last row printed, the line being typed)."""

    def __init__(self, machine: Any, cols: int, rows: int) -> None:
        self.machine = machine
        bx = min(4, (cols - COLS) // 2)
        by = max(0, min(2, (rows - ROWS) // 2))
        self.view = CbmScreenView(by, bx, rows=min(ROWS, rows))
        self.top = (rows - self.view.height) // 2
        self.left = (cols - self.view.width) // 2

    def changes(self, frames: int = 0) -> list[tuple[int, int, str, str, str]]:
        m = self.machine
        if self.view.rows < ROWS:
            self.view.follow(m.screen.tblx)
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


class CbmFace(MachineFace):
    """The C64 (``machine``: basic.dialects.c64.machine.C64Machine)."""

    title = "C64"
    frame_rate = 60.0
    #: the VIC-II's 16 colours, (r, g, b), for :meth:`frame_pixels`
    palette = PALETTE
    break_code = "BREAK"
    min_size = (COLS, MIN_ROWS)

    def __init__(self, machine: Any) -> None:
        self.machine = machine
        #: the port the keypad's joystick is in; with --joystick also the
        #: cursor keys' (``cursor_stick``)
        self.joystick_port = 2
        self.cursor_stick = False

    def use_joystick(self, port: int) -> bool:
        """``--joystick PORT`` (1 or 2): the keypad, and the cursor keys with
        Tab and End as fire, are the joystick in ``port``."""
        self.joystick_port = 1 if port == 1 else 2
        self.cursor_stick = True
        return True

    def view(self, cols: int, rows: int) -> Optional[CbmView]:
        if cols < COLS or rows < MIN_ROWS:
            return None
        return CbmView(self.machine, cols, rows)

    def picture(self, frames: int = 0, flash_phase: Optional[int] = None) -> Picture:
        """The VIC-II's frame: the 320x200 display window in its 32-pixel
        border, 384x264 (:func:`.picture.frame`)."""
        return Picture(*screen_rgb(self.machine.memory))

    def picture_state(self, frames: int = 0) -> Hashable:
        """The frame's palette indices: what the VIC-II shows depends on
        much of its bank (bitmaps, sprites, character sets), and its frame
        is cheap next to the RGB picture (its lines are cached)."""
        return frame_pixels(self.machine.memory)[2]

    def frame_pixels(self) -> tuple[int, int, bytes]:
        """(width, height, palette indices, a byte a pixel, rows top to
        bottom) of the frame the VIC-II shows now: the display window in a
        32-pixel border, 384x264."""
        return frame_pixels(self.machine.memory)

    def keys_for(self, name: str) -> Optional[frozenset[str]]:
        if name == "ctrl":                  # the window's Ctrl: the Commodore key
            return frozenset({COMMODORE})
        if name == "pageup":                # RESTORE
            return frozenset({RESTORE})
        stick = KEYPAD_STICK.get(name) or (CURSOR_STICK.get(name) if self.cursor_stick else None)
        machine = self.machine
        if stick is not None and (machine.direct_editing or machine.waiting_for == "input"):
            stick = None                    # the editor reads a line: the keys type
        if stick is not None:
            return frozenset(f"JOY{self.joystick_port}{switch}" for switch in stick)
        code = petscii_for(name)
        return None if code is None else frozenset({str(code)})

    def hold(self, keys: frozenset[str], sustained: bool = True) -> None:
        """The key down; the KERNAL repeats a held cursor key, space or
        INST/DEL only while the hold is ``sustained``: a tap the front-end
        holds a little while (longer in machine time at ``--speed N``) types
        one character.  With the Commodore key, a key types the graphic on
        the left of its front (the KERNAL's third table)."""
        keyboard = self.machine.keyboard
        codes = [int(k) for k in keys if k.isdigit()]
        if codes:
            code = max(codes)
            if COMMODORE in keys:
                pair = KEYS.get(code_text(code & 0x7F if code >= 0xC1 else code).upper())
                if pair is not None:
                    code = pair[1]
            keyboard.press_code(code, repeat=sustained)
        else:
            keyboard.release()
        keyboard.hold_joysticks(keys)
        if RESTORE in keys:
            keyboard.restore()

    def text_stream(self, out: TextIO) -> CbmTextStream:
        return CbmTextStream(out, self.machine)

    def report_lines(self, report: Any, text_display: bool) -> list[str]:
        """``READY.`` after every run; before it the error (``?SYNTAX  ERROR
        IN 10``, ``BREAK IN 20``) unless the text display has printed it."""
        if report.code == "0" or text_display:
            return ["READY."]
        return [self.machine.report_text, "READY."]

    # -- the REPL on the C64's screen: its full-screen editor -------------------------
    screen_editor = True

    def edit_line(self, text: str = "") -> str:
        """The screen editor reads the line RETURN is pressed on (typed
        there, or LISTed and changed), as listing text (``text`` is not
        used: a C64 line is edited where it is shown).  On a screen as
        blank as at power-on, the KERNAL's greeting and READY. come first."""
        m = self.machine
        if (m.screen.tblx, m.screen.pntr) == (0, 0) and \
                not any(c != 0x20 for row in m.screen.codes() for c in row):
            m.screen.out_text(POWER_ON)
        return encode(m.read_command())

    def refuse_line(self, text: str, column: Optional[int]) -> None:
        """?SYNTAX  ERROR and READY., as the ROM says for a line it will not
        store (a line number from 64000 on: LINGET).  Any other numbered line
        is stored as typed and fails when it runs, as on the C64 (its parser
        never refuses: basic.dialects.c64.formula's Fault)."""
        self.machine.on_report(Report("SYNTAX", 0, 1))

    def show_text(self, lines: list[str]) -> None:
        for line in lines:
            self.machine.out_text(typed_codes(line) + "\r")

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

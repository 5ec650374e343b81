"""The ZX80's and ZX81's face for the front-ends (see basic.core.face).

* **Screen**: the 24x32 grid of character codes, black on white in a white
  border, at the largest of the Spectrum's scales the terminal holds (one
  ZX cell is 4x2, 2x1 or 1x1 terminal cells; the grid is the same size).  A
  letter, digit or symbol is shown as itself (at the wider scales followed by
  blanks, ``H E L L O``), inverse video as white on black; block graphics
  and the chequered shades are drawn from their pixels with block
  characters (one terminal cell: the Unicode character of
  basic.dialects.zx8x.charset, exact for every graphic).
* **Keys**: both machines have the Spectrum's 40-key matrix, with SHIFT where
  the Spectrum has CAPS SHIFT, NEWLINE for ENTER and ``.`` where SYMBOL
  SHIFT is.  Letters in either case are the letter keys (neither machine
  has lower case), digits, space and ``.`` their keys, Enter is NEWLINE,
  Backspace and Delete are RUBOUT (SHIFT + 0).  A symbol is typed on the
  real machine with SHIFT and a key, and the face presses exactly that
  chord (the machine's ``SHIFTED`` table, its ROM's: K-SHIFT on the ZX81,
  MAIN-KEYS' shifted half on the ZX80, where ``(`` is the key that gives
  the token for it), so INKEY$ sees SHIFT + J for ``-``; the cursor keys
  are SHIFT + 5..8.  F1 .. F9 and F10 are SHIFT + 1 .. 9 and 0, as on
  the Spectrum's face (the ZX81's EDIT, AND, THEN, TO, the cursor keys,
  GRAPHICS and RUBOUT; the ZX80's NOT, AND, THEN, TO ... HOME), Escape is
  EDIT (the ZX80's is SHIFT + NEWLINE), Tab the ZX81's FUNCTION (SHIFT +
  NEWLINE), Home the ZX80's HOME.  A character the machine has but no key
  gives (a graphic) is held as itself (a ``typed:`` key INPUT and INKEY$
  read as that character).
* **Text** (stream mode, the REPL's text display): :class:`Zx8xPrintStream`
  writes the characters in Unicode as the dumps show them (the shades
  too), following the print position on the machine's screen, so PRINT AT,
  TAB, the comma, CLS and SCROLL come out as they do on the Spectrum's
  stream (basic.dialects.spectrum.stream), on basic.core.textstream.
* **Time and BREAK**: 50 frames a second; Ctrl-C stops the program with
  report D, the ZX81's BREAK report (given to the ZX80 too).
* **Pictures**: :mod:`.image`, with this project's font.
"""
from __future__ import annotations

from typing import Any, Hashable, Optional, TextIO

from ...core.cells import QUADRANTS, Layout, choose_layout, pixels, region_char, text_rows
from ...core.face import MachineFace
from ...core.picture import Picture
from ...core.textstream import LineStream
from .font import glyph
from .image import screen_rgb
from .screen import COLS, ROWS

INK = "000000"
PAPER = "ffffff"
BORDER = PAPER

#: prompt_toolkit key names of the terminal -> the machines' key chords
_NAMED = {
    "c-m": frozenset({"ENTER"}), "c-j": frozenset({"ENTER"}),
    "c-h": frozenset({"CS", "0"}), "delete": frozenset({"CS", "0"}),
    " ": frozenset({"SPACE"}), ".": frozenset({"SS"}),
    "shift": frozenset({"CS"}),             # the window's Shift held alone
}
_ALIASES = {"\r": "c-m", "\n": "c-m", "\x7f": "c-h"}
#: the front-ends' editing keys -> the codes of the machine's keys for them
#: (basic.dialects.zx8x.keyboard): the cursor keys (SHIFT + 5..8), EDIT,
#: HOME (the ZX80's SHIFT + 9), FUNCTION (the ZX81's SHIFT + NEWLINE)
_EDITING_CODES = {"left": 0x72, "down": 0x71, "up": 0x70, "right": 0x73, "escape": 0x75,
                  "home": 0x74, "c-i": 0x79}
#: F1 .. F10: SHIFT and the digit keys
_FUNCTION_KEYS = {f"f{n}": frozenset({"CS", str(n % 10)}) for n in range(1, 11)}
TYPED = "typed:"


class Zx8xView:
    """The machine's text screen in a terminal laid out by ``layout``."""

    def __init__(self, machine: Any, layout: Layout) -> None:
        self.machine = machine
        self.layout = layout
        self._prev: list[Optional[int]] = [None] * (COLS * ROWS)
        self._border_drawn = False
        self._memo: dict[int, tuple[tuple[str, ...], str, str]] = {}

    def invalidate(self) -> None:
        self._prev = [None] * (COLS * ROWS)
        self._border_drawn = False

    def cell(self, code: int) -> tuple[tuple[str, ...], str, str]:
        """(rows of terminal text, foreground, background) for one code."""
        hit = self._memo.get(code)
        if hit is not None:
            return hit
        lay = self.layout
        charset = self.machine.charset
        base = code & 0x3F if (code < 64 or 128 <= code < 192) else None
        ch = charset.chars[base] if base is not None else "?"
        graphic = base is not None and not ("!" <= ch <= "~" or ch in " £")
        if not graphic:
            inverse = base is not None and code >= 128      # inverse video (code 128: a block)
            rows = text_rows(ch, lay.cw, lay.ch)
            out = (rows, PAPER, INK) if inverse else (rows, INK, PAPER)
        elif lay.ch == 1 and (lay.cw == 1 or charset.unicode_char(code) not in QUADRANTS):
            # one terminal row per cell: the Unicode graphic is exact (a
            # shade, or half of one, repeated across the cell's columns)
            out = ((charset.unicode_char(code) * lay.cw,), INK, PAPER)
        else:
            out = (_graphic_rows(glyph(charset, code), lay.cw, lay.ch), INK, PAPER)
        self._memo[code] = out
        return out

    def changes(self, frames: int = 0) -> list[tuple[int, int, str, str, str]]:
        lay = self.layout
        runs: list[tuple[int, int, str, str, str]] = []
        if not self._border_drawn:
            runs.extend(_border_runs(lay))
            self._border_drawn = True
        cells = self.machine.screen.cells
        prev = self._prev
        for r in range(ROWS):
            pending: list[tuple[int, list[tuple[str, ...]], str, str]] = []
            row = cells[r]
            for c in range(COLS):
                k = r * COLS + c
                code = row[c]
                if prev[k] == code:
                    continue
                prev[k] = code
                text, fg, bg = self.cell(code)
                if pending and pending[-1][0] + len(pending[-1][1]) == c and \
                        pending[-1][2] == fg and pending[-1][3] == bg:
                    pending[-1][1].append(text)
                else:
                    pending.append((c, [text], fg, bg))
            for c0, texts, fg, bg in pending:
                for j in range(lay.ch):
                    runs.append((lay.top + r * lay.ch + j, lay.left + c0 * lay.cw,
                                 "".join(t[j] for t in texts), fg, bg))
        return runs


def _graphic_rows(cell: tuple[int, ...], cw: int, ch: int) -> tuple[str, ...]:
    """A graphic cell at cw x ch terminal cells: blocks where exact, the
    medium shade for a chequered region, braille otherwise."""
    px = pixels(cell)
    w, h = 8 // cw, 8 // ch
    out = []
    for j in range(ch):
        row = []
        for i in range(cw):
            x0, y0 = i * w, j * h
            bits = [px[y][x] for y in range(y0, y0 + h) for x in range(x0, x0 + w)]
            chequer = all(px[y][x] != px[y][x + 1] for y in range(y0, y0 + h)
                          for x in range(x0, x0 + w - 1)) and w > 1 and 0 < sum(bits) < len(bits)
            row.append("▒" if chequer else region_char(px, x0, y0, w, h))
        out.append("".join(row))
    return tuple(out)


def _border_runs(lay: Layout) -> list[tuple[int, int, str, str, str]]:
    w, h = COLS * lay.cw, ROWS * lay.ch
    x0 = lay.left - lay.bx
    full = " " * (w + 2 * lay.bx)
    runs = [(y, x0, full, BORDER, BORDER) for y in range(lay.top - lay.by, lay.top)]
    runs += [(y, x0, full, BORDER, BORDER) for y in range(lay.top + h, lay.top + h + lay.by)]
    if lay.bx:
        for y in range(lay.top, lay.top + h):
            runs.append((y, x0, " " * lay.bx, BORDER, BORDER))
            runs.append((y, lay.left + w, " " * lay.bx, BORDER, BORDER))
    return runs


class Zx8xPrintStream(LineStream):
    """What a ZX80/ZX81 program prints, as lines of Unicode text.

    The machine sends its own codes, one character at a time, after putting
    each on its screen (NEWLINE, 118, ends a line); the stream follows the
    print position the screen then has, so a character that lands elsewhere
    than next in line (AT, TAB, the ZX81's comma, after CLS) is placed by
    the rules of the Spectrum's stream: further right on the same row pads
    with spaces, lower rows start new lines, anything else starts one new
    line (none when the stream is at the start of a line).  After SCROLL the
    text goes on at the start of a new line, as it does at the bottom of the
    screen."""

    def __init__(self, out: TextIO, machine: Any) -> None:
        super().__init__(out)
        self.machine = machine
        screen = machine.screen
        self._scrolled = getattr(screen, "scrolled", 0)
        # a stream starts where the print position is (the REPL makes one
        # per run, on a fresh line of the terminal)
        self.row, self.col = screen.row, min(screen.col, COLS)

    def write(self, codes: str, channel: str = "S") -> None:
        screen = self.machine.screen
        newline = self.machine.NEWLINE_CODE
        for ch in codes:
            code = ord(ch)
            if code == newline:
                self.newline()
                continue
            if len(codes) == 1:                 # just printed: the screen shows where
                self._follow(screen.row, screen.col - 1)
            self._char(self.machine.charset.unicode_char(code))

    def _follow(self, row: int, col: int) -> None:
        screen = self.machine.screen
        scrolled = getattr(screen, "scrolled", 0)
        if scrolled != self._scrolled:          # SCROLL: on at the bottom, a line below
            self._scrolled = scrolled
            if self.col:
                self.newline()
            self.row = row
            self._pad_to(max(col, 0))
            return
        if col < 0:
            return
        if row == self.row and col >= self.col:
            self._pad_to(col)
        elif 0 < row - self.row <= ROWS:
            for _ in range(row - self.row):
                self.newline()
            self._pad_to(col)
        elif (row, col) != (self.row, self.col):
            if self.col:
                self.newline()
            self.row = row
            self._pad_to(col)


class Zx8xFace(MachineFace):
    """A ZX80 or ZX81 (``machine``: a basic.dialects.zx8x.machine.Zx8xMachine)."""

    frame_rate = 50.0
    break_code = "D"
    min_size = (COLS, ROWS)

    def __init__(self, machine: Any) -> None:
        self.machine = machine
        self.title = machine.charset.name.upper()

    # -- screen ------------------------------------------------------------
    def view(self, cols: int, rows: int) -> Optional[Zx8xView]:
        layout = choose_layout(cols, rows, (COLS, ROWS))
        return None if layout is None else Zx8xView(self.machine, layout)

    def picture(self, frames: int = 0, flash_phase: Optional[int] = None) -> Picture:
        """The 32x24 character screen (256x192) in its white border."""
        return Picture(*screen_rgb(self.machine.charset, self.machine.screen.codes()))

    def picture_state(self, frames: int = 0) -> Hashable:
        return self.machine.screen_bytes()

    # -- keys --------------------------------------------------------------
    def keys_for(self, name: str) -> Optional[frozenset[str]]:
        name = _ALIASES.get(name, name)
        if name in _NAMED:
            return _NAMED[name]
        if name in _FUNCTION_KEYS:
            return _FUNCTION_KEYS[name]
        shifted = self.machine.SHIFTED
        if name in _EDITING_CODES:
            if name == "home" and not self.machine.HOME_KEY:
                return None
            return _shifted_chord(shifted, _EDITING_CODES[name])
        if len(name) != 1:
            return None
        if name.isalnum() and name.isascii():
            return frozenset({name.lower()})
        charset = self.machine.charset
        code = charset.code_of.get(name)
        if code is None or code >= 64:
            return None
        return _shifted_chord(shifted, charset.keyed.get(code, code)) \
            or frozenset({TYPED + name})

    def hold(self, keys: frozenset[str], sustained: bool = True) -> None:
        keyboard = self.machine.keyboard
        keyboard.release()
        if keys:
            keyboard.press(*keys)

    # -- text and reports ----------------------------------------------------
    def text_stream(self, out: TextIO) -> Zx8xPrintStream:
        return Zx8xPrintStream(out, self.machine)

    def report_lines(self, report: Any, text_display: bool) -> list[str]:
        """``0/830``: the machine shows its report only on its bottom row."""
        return [self.machine.report_text]

    def needs_live(self, node: Any) -> bool:
        return False

    @property
    def list_reports(self) -> bool:  # type: ignore[override]
        return bool(self.machine.LIST_REPORTS)

    def ended_in_editor(self) -> Optional[list[str]]:
        """The listing rows above the edit line (its cursor row left out)."""
        if not self.machine.ended_in_editor:
            return None
        rows = [row.rstrip() for row in self.machine.screen.rows()[:ROWS - 1]]
        while rows and not rows[-1]:
            rows.pop()
        return rows

    # -- the REPL on the machine's screen: the ROM's line editor ---------------------
    screen_editor = True

    def edit_line(self, text: str = "") -> str:
        """The ROM's line editor at the bottom of the screen (.editor): one
        key a keyword at the K cursor, the cursor keys, EDIT, RUBOUT,
        NEWLINE.  The line comes back as listing text; a command (a line
        without a number) clears the screen before it runs, as N/L-KEY and
        ED-ENTER do."""
        m = self.machine
        codes = m.editor.read(text)
        line = m.line_text(codes)
        if not line.lstrip()[:1].isdigit():
            m.cls()
        return line

    def line_entered(self, program: Any, number: int) -> None:
        """The automatic listing round the line entered, marked ``>``
        (.autolist)."""
        self.machine.line_entered(program, number)

    def refuse_line(self, text: str, column: Optional[int]) -> None:
        """The line stays in the edit line with the inverse S at the fault,
        the program listed above it (the ZX81's LINE-SCAN fails back to
        UPPER)."""
        m = self.machine
        codes = m.editor.entered[0]
        if m.line_text(codes) != text:                # not the editor's line
            codes = m.text_codes(text)
            m.editor.entered = (codes, len(codes), m.editor.lower)
        m.editor.refuse(m.text_index(codes, column))

    def type_text(self, text: str) -> bool:
        """A paste while the editor waits: each line goes into the edit line
        as the keys would type it (keywords as tokens, whatever the cursor),
        and NEWLINE enters it; the lines after the first wait for the next
        reads."""
        m = self.machine
        if m.waiting_for is None or m.input_row is not None:
            return False
        pieces = text.replace("\r\n", "\n").split("\n")
        lines = [(m.text_codes(piece), True) for piece in pieces[:-1]]
        if pieces[-1]:
            lines.append((m.text_codes(pieces[-1]), False))
        m.editor.paste(lines)
        return True

    def show_text(self, lines: list[str]) -> None:
        """The REPL's remarks on the upper screen, as PRINT prints."""
        m = self.machine
        table = m.charset.code_of
        for line in lines:
            for ch in line.upper():
                code = table.get(ch)
                if code is not None and code < 64:
                    m.emit(code)
            m.emit_newline()


def _shifted_chord(shifted: dict[str, int], code: int) -> Optional[frozenset[str]]:
    for key, value in shifted.items():
        if value == code:
            return frozenset({"CS", key})
    return None

"""The Spectrum's screen in a terminal, on prompt_toolkit's input and output.

The live front-end draws whatever machine it runs through that machine's
*face* (basic.frontends.face): the Spectrum's face uses :class:`ScreenView`
below; the ZX80/ZX81 and the C64 have views of their own, built on the same
:func:`choose_layout`, :func:`text_rows` and :func:`region_char`.
:class:`Terminal` serves them all.

Three parts, each testable alone:

* :func:`choose_layout` picks how many terminal cells show one Spectrum
  character cell (1x1, 2x1 or 4x2, the largest the terminal holds) and where
  the screen and its border go;
* :class:`ScreenView` turns screen memory into terminal cells and remembers
  what it drew, so only what changed is sent again.  A cell whose 8 bytes
  match a character of the font (the glyph table of
  :mod:`basic.machine.zx_decode`) is shown as that character; any other cell
  (PLOT/DRAW pixels, block graphics, UDGs) is drawn with Unicode block
  characters where they are exact and braille dots otherwise, each terminal
  cell standing for its share of the 8x8 pixels.  Colours are the cell's ink
  and paper (BRIGHT, and FLASH swapping them in the second half of every
  32-frame cycle, as the ULA does);
* :class:`Terminal` owns the real terminal: raw mode, the alternate screen,
  the kitty keyboard protocol when the terminal offers it, and restoring all
  of it on the way out, whatever happens.
"""
from __future__ import annotations

import os
import sys
import time
from dataclasses import dataclass
from typing import Any, Optional, TextIO

from ..core.memory import Memory
from ..dialects.spectrum.decode import QUADRANTS, code_text, glyph_table
from ..dialects.spectrum.sysvars import CHARS, UDG
from ..dialects.spectrum.image import PALETTE
from .keymap import (DA1_QUERY, KITTY_POP, KITTY_PUSH, KITTY_QUERY, KittyDecoder, TermKey,
                     from_keypress)

COLS, ROWS = 32, 24
#: (terminal columns, terminal rows) per Spectrum cell, best first
SCALES = ((4, 2), (2, 1), (1, 1))
FLASH_FRAMES = 16

HEX = [[bytes(c).hex() for c in PALETTE[b]] for b in (0, 1)]


def flash_phase(frames: int) -> int:
    """0 or 1: FLASH cells show ink and paper swapped in phase 1."""
    return (frames // FLASH_FRAMES) & 1


# ---------------------------------------------------------------------------
# layout
# ---------------------------------------------------------------------------

@dataclass(frozen=True)
class Layout:
    """Where the picture goes in a terminal of ``cols`` x ``rows``."""
    cols: int
    rows: int
    cw: int            # terminal columns per Spectrum column
    ch: int            # terminal rows per Spectrum row
    bx: int            # border width, in terminal columns on each side
    by: int            # border height, in terminal rows above and below
    left: int          # 0-based terminal column of the screen's left edge
    top: int           # 0-based terminal row of the screen's top edge


def choose_layout(cols: int, rows: int, grid: tuple[int, int] = (COLS, ROWS),
                  scales: tuple[tuple[int, int], ...] = SCALES) -> Optional[Layout]:
    """The largest scale that fits, with a border of up to 16 pixels' worth
    around it; None when even one terminal cell per character does not fit.
    ``grid`` is the machine's screen in character cells (the Spectrum's and
    the ZX80/ZX81's are 32x24)."""
    gcols, grows = grid
    for cw, ch in scales:
        w, h = gcols * cw, grows * ch
        if w <= cols and h <= rows:
            bx = min(2 * cw, (cols - w) // 2)
            by = min(2 * ch, (rows - h) // 2)
            left = (cols - w) // 2
            top = (rows - h) // 2
            return Layout(cols, rows, cw, ch, bx, by, left, top)
    return None


def too_small_message(cols: int, rows: int, title: str = "Spectrum",
                      need: tuple[int, int] = (COLS, ROWS)) -> list[str]:
    """What a terminal too small for the screen shows instead (``title``
    names the machine, ``need`` is the smallest terminal that will do)."""
    return ["The terminal is too small for the",
            f"{title}'s screen: it needs {need[0]}x{need[1]},",
            f"this one is {cols}x{rows}.",
            "Make the window larger;",
            "the program waits until then.",
            "(Ctrl-C stops it.)"]


# ---------------------------------------------------------------------------
# cells -> characters
# ---------------------------------------------------------------------------

BRAILLE_BASE = 0x2800
#: braille dot bit for dot column x (0..1), dot row y (0..3)
BRAILLE_BIT = ((0x01, 0x02, 0x04, 0x40), (0x08, 0x10, 0x20, 0x80))


def _pixels(glyph: bytes) -> list[list[int]]:
    return [[(b >> (7 - x)) & 1 for x in range(8)] for b in glyph]


def _any(px: list[list[int]], x0: int, y0: int, w: int, h: int) -> int:
    return int(any(px[y][x] for y in range(y0, y0 + h) for x in range(x0, x0 + w)))


def _quadrant_char(px: list[list[int]], x0: int, y0: int, w: int, h: int) -> Optional[str]:
    """The block character for a w x h region if each of its quarters is all
    ink or all paper, else None."""
    qw, qh = w // 2, h // 2
    index = 0
    for bit, (dx, dy) in ((1, (1, 0)), (2, (0, 0)), (4, (1, 1)), (8, (0, 1))):
        cells = [px[y][x] for y in range(y0 + dy * qh, y0 + (dy + 1) * qh)
                 for x in range(x0 + dx * qw, x0 + (dx + 1) * qw)]
        if all(cells):
            index |= bit
        elif any(cells):
            return None
    return QUADRANTS[index]


def _braille_char(px: list[list[int]], x0: int, y0: int, w: int, h: int) -> str:
    """Braille dots for a w x h region: a dot is on when any pixel under it is."""
    dw, dh = max(1, w // 2), max(1, h // 4)
    bits = 0
    for dx in range(2):
        for dy in range(4):
            if _any(px, x0 + dx * dw, y0 + dy * dh, dw, dh):
                bits |= BRAILLE_BIT[dx][dy]
    return chr(BRAILLE_BASE + bits)


def region_char(px: list[list[int]], x0: int, y0: int, w: int, h: int) -> str:
    """One terminal character for a w x h region of a cell's pixels (rows of
    0/1): a block character where it is exact, braille dots otherwise."""
    q = _quadrant_char(px, x0, y0, w, h)
    return q if q is not None else _braille_char(px, x0, y0, w, h)


def pixels(glyph: bytes | tuple[int, ...]) -> list[list[int]]:
    """8 bytes of a character cell (top row first, bit 7 leftmost) as rows
    of 0/1 pixels."""
    return _pixels(bytes(glyph))


def graphic_rows(glyph: bytes, cw: int, ch: int) -> tuple[str, ...]:
    """A cell of pixels as ``ch`` strings of ``cw`` characters: block
    characters where they are exact, braille otherwise."""
    px = _pixels(glyph)
    w, h = 8 // cw, 8 // ch
    out = []
    for j in range(ch):
        out.append("".join(region_char(px, i * w, j * h, w, h) for i in range(cw)))
    return tuple(out)


def text_rows(char: str, cw: int, ch: int) -> tuple[str, ...]:
    """A character cell: the character in the first row, a little right of
    the left edge at the wider scales, the rest blank."""
    pad = (cw - 1) // 2
    first = " " * pad + char + " " * (cw - 1 - pad)
    return (first,) + (" " * cw,) * (ch - 1)


class ScreenView:
    """Screen memory -> terminal cells, with memory of what is on the terminal.

    :meth:`changes` returns the runs of terminal cells to (re)write as
    ``(row, col, text, fg, bg)`` (0-based terminal position, colours as hex
    ``'rrggbb'``)."""

    def __init__(self, layout: Layout) -> None:
        self.layout = layout
        self._prev: list[Optional[tuple[bytes, int]]] = [None] * (COLS * ROWS)
        self._prev_border: Optional[int] = None
        self._snapshot: Optional[bytes] = None
        self._phase = -1
        self._fonts: Optional[bytes] = None
        self._table: dict[bytes, tuple[int, bool]] = {}
        self._memo: dict[tuple[bytes, int], tuple[str, ...]] = {}
        base = [[0x4000 | ((r & 0x18) << 8) | ((r & 7) << 5) | c for c in range(COLS)]
                for r in range(ROWS)]
        self._bases = [a for row in base for a in row]

    def invalidate(self) -> None:
        """Forget what is on the terminal (after a clear or a resize)."""
        self._prev = [None] * (COLS * ROWS)
        self._prev_border = None
        self._snapshot = None

    def _refresh_table(self, memory: Memory) -> None:
        d = memory.data
        font = d[CHARS] | (d[CHARS + 1] << 8)
        udg = d[UDG] | (d[UDG + 1] << 8)
        key = bytes(d[font + 256:font + 1024]) + bytes(d[udg:udg + 168]) + bytes(
            [font & 0xFF, font >> 8, udg & 0xFF, udg >> 8])
        if key != self._fonts:
            self._fonts = key
            self._table = glyph_table(memory)
            self._memo.clear()
            self._prev = [None] * (COLS * ROWS)

    def _cell(self, glyph: bytes) -> tuple[str, ...]:
        """The terminal text of one cell: a character if the glyph is one of
        the font's printable characters, else a picture of its pixels."""
        lay = self.layout
        hit = self._table.get(glyph)
        if hit is not None and 32 <= hit[0] < 128:
            return text_rows(code_text(hit[0]), lay.cw, lay.ch)
        return graphic_rows(glyph, lay.cw, lay.ch)

    def changes(self, memory: Memory, border: int, frames: int) -> list[tuple[int, int, str, str, str]]:
        """The runs that differ from what was drawn last time."""
        d = memory.data
        lay = self.layout
        phase = flash_phase(frames)
        runs: list[tuple[int, int, str, str, str]] = []
        if border != self._prev_border:
            runs.extend(self._border_runs(border))
            self._prev_border = border
        self._refresh_table(memory)
        snapshot = bytes(d[0x4000:0x5B00])
        if snapshot == self._snapshot and (phase == self._phase or not any(
                a & 0x80 for a in snapshot[0x1800:])):
            return runs
        self._snapshot = snapshot
        self._phase = phase
        memo = self._memo
        table = self._table
        prev = self._prev
        cw, ch = lay.cw, lay.ch
        for r in range(ROWS):
            pending: list[tuple[int, list[tuple[str, ...]], str, str]] = []
            for c in range(COLS):
                k = r * COLS + c
                base = self._bases[k]
                glyph = bytes(d[base:base + 0x800:0x100])
                attr = d[0x5800 + k]
                inv = False
                hit = table.get(glyph)
                if hit is not None and 32 <= hit[0] < 128:
                    inv = hit[1]
                swap = inv ^ bool(attr & 0x80 and phase)
                key = (glyph, attr | (0x100 if swap else 0))
                if prev[k] == key:
                    continue
                prev[k] = key
                cell = memo.get(glyph)
                if cell is None:
                    cell = self._cell(glyph)
                    if len(memo) > 4096:
                        memo.clear()
                    memo[glyph] = cell
                bright = (attr >> 6) & 1
                ink, paper = HEX[bright][attr & 7], HEX[bright][(attr >> 3) & 7]
                fg, bg = (paper, ink) if swap else (ink, paper)
                if pending and pending[-1][0] + len(pending[-1][1]) == c and \
                        pending[-1][2] == fg and pending[-1][3] == bg:
                    pending[-1][1].append(cell)
                else:
                    pending.append((c, [cell], fg, bg))
            for c0, cells, fg, bg in pending:
                for j in range(ch):
                    text = "".join(cell[j] for cell in cells)
                    runs.append((lay.top + r * ch + j, lay.left + c0 * cw, text, fg, bg))
        return runs

    def _border_runs(self, border: int) -> list[tuple[int, int, str, str, str]]:
        lay = self.layout
        colour = HEX[0][border & 7]
        w = COLS * lay.cw
        h = ROWS * lay.ch
        x0 = lay.left - lay.bx
        full = w + 2 * lay.bx
        runs = []
        for y in range(lay.top - lay.by, lay.top):
            runs.append((y, x0, " " * full, colour, colour))
        for y in range(lay.top + h, lay.top + h + lay.by):
            runs.append((y, x0, " " * full, colour, colour))
        if lay.bx:
            for y in range(lay.top, lay.top + h):
                runs.append((y, x0, " " * lay.bx, colour, colour))
                runs.append((y, lay.left + w, " " * lay.bx, colour, colour))
        return runs


# ---------------------------------------------------------------------------
# the terminal itself
# ---------------------------------------------------------------------------

class Terminal:
    """A terminal in raw mode showing the alternate screen.  Use it as a
    context manager: the terminal is restored on leaving, however the block
    ends (return, BREAK, exception).

    ``kitty``: ask the terminal whether it speaks the kitty keyboard protocol
    and turn it on if so (then :attr:`release_events` is True)."""

    QUERY_TIMEOUT = 0.3

    def __init__(self, stdin: Optional[TextIO] = None, stdout: Optional[TextIO] = None,
                 kitty: bool = True) -> None:
        self._stdin = stdin or sys.stdin
        self._stdout = stdout or sys.stdout
        self._want_kitty = kitty
        self.release_events = False
        self.input: Any = None
        self.output: Any = None
        self._raw: Any = None
        self._decoder = KittyDecoder()
        self._parser: Any = None
        self._parsed: list[Any] = []
        self._early: list[TermKey] = []
        self._colours: Optional[tuple[str, str]] = None
        self._attrs_cache: dict[tuple[str, str], Any] = {}
        self._depth: Any = None
        self.active = False

    # -- enter / leave ----------------------------------------------------------
    def __enter__(self) -> "Terminal":
        from prompt_toolkit.input import create_input
        from prompt_toolkit.input.vt100_parser import Vt100Parser
        from prompt_toolkit.output import ColorDepth, create_output
        self.input = create_input(self._stdin)
        self.output = create_output(self._stdout)
        self._depth = ColorDepth.from_env() or ColorDepth.DEPTH_24_BIT
        self._parser = Vt100Parser(self._parsed.append)
        try:
            self._raw = self.input.raw_mode()
            self._raw.__enter__()
            self.active = True
            out = self.output
            out.enter_alternate_screen()
            out.hide_cursor()
            out.disable_autowrap()
            out.reset_attributes()
            out.erase_screen()
            out.flush()
            if self._want_kitty:
                self._negotiate_kitty()
        except BaseException:
            self.restore()
            raise
        return self

    def __exit__(self, *exc: object) -> None:
        self.restore()

    def restore(self) -> None:
        """Put the terminal back as it was (safe to call more than once)."""
        if self.output is not None and self.active:
            out = self.output
            try:
                if self.release_events:
                    out.write_raw(KITTY_POP)
                out.reset_attributes()
                out.enable_autowrap()
                out.show_cursor()
                out.quit_alternate_screen()
                out.flush()
            except OSError:
                pass
        if self._raw is not None:
            raw, self._raw = self._raw, None
            raw.__exit__(None, None, None)
        self.active = False
        self.release_events = False

    def _negotiate_kitty(self) -> None:
        """Ask for the kitty keyboard flags, then for the device attributes
        (which every terminal answers): a flags reply before the DA1 reply
        means the protocol is there."""
        self.output.write_raw(KITTY_QUERY + DA1_QUERY)
        self.output.flush()
        deadline = time.monotonic() + self.QUERY_TIMEOUT
        supported = False
        while time.monotonic() < deadline:
            for piece in self._read_pieces(wait=0.02):
                if isinstance(piece, tuple):
                    if piece[0] == "flags":
                        supported = True
                    elif piece[0] == "da1":
                        deadline = 0
                elif isinstance(piece, TermKey):
                    self._early.append(piece)
        if supported:
            self.output.write_raw(KITTY_PUSH)
            self.output.flush()
            self._decoder.active = True
            self.release_events = True

    # -- input -------------------------------------------------------------------
    def _read_pieces(self, wait: float = 0.0) -> list[Any]:
        if wait:
            import select
            try:
                select.select([self.input.fileno()], [], [], wait)
            except (OSError, ValueError):
                pass
        text = self.input.stdin_reader.read()
        if not text:
            if not self._decoder.pending:
                return []
            pieces = self._decoder.split("", final=True)
        else:
            pieces = self._decoder.split(text, final=False)
        out: list[Any] = []
        for piece in pieces:
            if isinstance(piece, str):
                self._parser.feed(piece)
                self._parser.flush()
                for kp in self._parsed:
                    if getattr(kp.key, "value", kp.key) == "<bracketed-paste>":
                        out.extend(TermKey(ch) for ch in kp.data)
                        continue
                    key = from_keypress(kp.key, kp.data)
                    if key is not None:
                        out.append(key)
                self._parsed.clear()
            else:
                out.append(piece)
        return out

    def read_keys(self) -> list[TermKey]:
        """Keys typed since the last call; never blocks."""
        keys, self._early = self._early, []
        keys.extend(p for p in self._read_pieces() if isinstance(p, TermKey))
        return keys

    @property
    def closed(self) -> bool:
        return bool(self.input is not None and self.input.closed)

    # -- output ------------------------------------------------------------------
    def size(self) -> tuple[int, int]:
        """(columns, rows)."""
        s = self.output.get_size()
        return s.columns, s.rows

    def clear(self) -> None:
        self.output.reset_attributes()
        self._colours = None
        self.output.erase_screen()

    def _set_colours(self, fg: str, bg: str) -> None:
        if self._colours == (fg, bg):
            return
        from prompt_toolkit.styles import Attrs
        attrs = self._attrs_cache.get((fg, bg))
        if attrs is None:
            attrs = Attrs(color=fg, bgcolor=bg, bold=False, underline=False, strike=False,
                          italic=False, blink=False, reverse=False, hidden=False, dim=False)
            self._attrs_cache[(fg, bg)] = attrs
        self.output.set_attributes(attrs, self._depth)
        self._colours = (fg, bg)

    def draw(self, runs: list[tuple[int, int, str, str, str]]) -> None:
        """Write runs of cells ``(row, col, text, fg, bg)`` (0-based) and flush."""
        if not runs:
            return
        out = self.output
        for row, col, text, fg, bg in runs:
            out.cursor_goto(row + 1, col + 1)
            self._set_colours(fg, bg)
            out.write(text)
        out.flush()

    def message(self, lines: list[str]) -> None:
        """A few lines of plain text in the middle of a cleared screen."""
        cols, rows = self.size()
        self.clear()
        top = max(0, (rows - len(lines)) // 2)
        for i, line in enumerate(lines):
            if top + i >= rows:
                break
            line = line[:cols]
            self.output.cursor_goto(top + i + 1, max(0, (cols - len(line)) // 2) + 1)
            self.output.write(line)
        self.output.flush()


def is_terminal(stream: Any) -> bool:
    """True when ``stream`` is an interactive terminal."""
    try:
        return bool(stream.isatty()) and os.get_terminal_size(stream.fileno()) is not None
    except (AttributeError, OSError, ValueError):
        return False

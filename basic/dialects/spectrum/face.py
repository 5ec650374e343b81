"""The Spectrum's face for the front-ends (see :mod:`basic.core.face`).

Everything the live terminal, stream mode and the REPL need of a Spectrum,
so that they never ask which machine they run:

* the screen: :class:`.view.ScreenView` at the largest scale the terminal
  holds (:func:`basic.core.cells.choose_layout`);
* the keys: :func:`.keys.spectrum_keys` (CAPS SHIFT and SYMBOL SHIFT chords
  of the 40-key matrix);
* the text: :class:`.stream.PrintStream`;
* pictures: :mod:`.image`;
* BREAK is report L, and the clock runs at 50 frames a second.
"""
from __future__ import annotations

from typing import Any, Hashable, Optional, TextIO

from ...core.cells import choose_layout
from ...core.face import MachineFace, Run
from ...core.picture import Picture
from .command_editor import listing_text
from .image import BORDER_PX, screen_rgb
from .input_editor import encode_input
from .keys import spectrum_keys
from .stream import PrintStream
from .view import COLS, ROWS, ScreenView
from .view import flash_phase as phase_at


class SpectrumView:
    """A :class:`ScreenView` bound to the machine it shows."""

    def __init__(self, machine: Any, view: ScreenView) -> None:
        self.machine = machine
        self.view = view

    def changes(self, frames: int) -> list[Run]:
        m = self.machine
        return self.view.changes(m.memory, m.screen.border, frames)

    def invalidate(self) -> None:
        self.view.invalidate()


class SpectrumFace(MachineFace):
    """The 48K Spectrum as the front-ends see it."""

    title = "Spectrum"
    frame_rate = 50.0
    break_code = "L"
    min_size = (COLS, ROWS)

    def __init__(self, machine: Any) -> None:
        self.machine = machine

    # -- screen ------------------------------------------------------------
    def view(self, cols: int, rows: int) -> Optional[SpectrumView]:
        layout = choose_layout(cols, rows)
        return None if layout is None else SpectrumView(self.machine, ScreenView(layout))

    def picture(self, frames: int = 0, flash_phase: Optional[int] = None) -> Picture:
        """The 256x192 screen in its 32-pixel border (320x256); FLASH as the
        ULA shows it at ``frames`` (16 frames a phase) unless
        ``flash_phase`` says which phase."""
        phase = phase_at(frames) if flash_phase is None else flash_phase
        rgb = screen_rgb(self.machine.memory, self.machine.screen.border, phase)
        return Picture(256 + 2 * BORDER_PX, 192 + 2 * BORDER_PX, rgb)

    def picture_state(self, frames: int = 0) -> Hashable:
        """The display file and attributes, the border, and FLASH's phase
        while any cell flashes."""
        d = self.machine.memory.data
        attrs = d[0x5800:0x5B00]
        phase = phase_at(frames) if max(attrs) & 0x80 else 0
        return (bytes(d[0x4000:0x5B00]), self.machine.screen.border & 7, phase)

    # -- keys --------------------------------------------------------------
    def keys_for(self, name: str) -> Optional[frozenset[str]]:
        return spectrum_keys(name)

    def hold(self, keys: frozenset[str], sustained: bool = True) -> None:
        keyboard = self.machine.keyboard
        keyboard.release()
        if keys:
            keyboard.press(*keys)

    # -- text and reports ----------------------------------------------------
    def text_stream(self, out: TextIO) -> PrintStream:
        return PrintStream(out)

    def report_lines(self, report: Any, text_display: bool) -> list[str]:
        """The report as the ROM words it (``0 OK, 30:1``): the machine shows
        it only in its lower screen, so the REPL always repeats it."""
        return [self.machine.report_text]

    # -- the REPL on the Spectrum's screen: the ROM's editor in the lower screen ----------
    screen_editor = True

    def edit_line(self, text: str = "") -> str:
        """The command line typed in the lower screen with the K, L, C, E or
        G cursor (:mod:`.command_editor`), as listing text; a line refused
        last time comes back with its flashing ?."""
        editor = self.machine.command_editor
        text, column = editor.refused or (text, -1)
        editor.refused = None
        return listing_text(editor.read(text, column))

    def line_entered(self, program: Any, number: int) -> None:
        """The ROM's automatic listing in the upper screen (AUTO-LIST)."""
        self.machine.channels.auto_list(program, number)

    def type_text(self, text: str) -> bool:
        """A paste while the editor waits (a command line or INPUT) goes in
        as characters, so its letters are not keywords at the K cursor."""
        m = self.machine
        if m.waiting_for != "input":
            return False
        m.key_events.extend(13 if ch == "\n" else ord(ch)
                            for ch in encode_input(text.replace("\r\n", "\n")))
        return True

    def refuse_line(self, text: str, column: Optional[int]) -> None:
        """The ROM keeps a line it cannot take in the editor, the ? flashing
        where the syntax check stopped: the next :meth:`edit_line` has it."""
        self.machine.command_editor.refused = (text, (column - 1) if column else len(text))

    def show_text(self, lines: list[str]) -> None:
        """The REPL's remarks in the upper screen, as PRINT prints."""
        m = self.machine
        m.channels.select_stream(2)
        for line in lines:
            m.channels.out_text(encode_input(line) + "\r")

    def needs_live(self, node: Any) -> bool:
        """The REPL's own list (basic.frontends.repl.running) covers the Spectrum."""
        return False

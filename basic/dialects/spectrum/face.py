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

from typing import Any, BinaryIO, Optional, TextIO, Union

from ...core.cells import choose_layout
from ...core.face import Run
from .image import screen_png
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


class SpectrumFace:
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

    def screenshot(self, target: Union[str, BinaryIO], scale: int = 2,
                   flash_phase: Optional[int] = None, frames: int = 0) -> None:
        """The screen and border as a PNG; FLASH as it is at ``frames``
        unless ``flash_phase`` says which phase."""
        phase = phase_at(frames) if flash_phase is None else flash_phase
        screen_png(self.machine.memory, self.machine.screen.border, target, scale=scale,
                   flash_phase=phase)

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

    def needs_live(self, node: Any) -> bool:
        """The REPL's own list (basic.frontends.repl.running) covers the Spectrum."""
        return False

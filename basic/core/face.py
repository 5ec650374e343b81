"""What a front-end needs from a machine: a screen view and a key sink.

The live terminal, stream mode, screenshots and the REPL run any dialect
without asking which one it is: they ask the machine for its *face*,
``machine.front_end()``, an object with the members of :class:`MachineFace`.
Each machine builds its own (the Spectrum's in
:mod:`basic.dialects.spectrum.face`, the ZX80/ZX81's in
:mod:`basic.dialects.zx8x.face`, the C64's in :mod:`basic.dialects.c64.face`).

A face only *observes* the machine and presses its keys; it never changes
program state.  Its parts:

* **screen**: :meth:`MachineFace.view` gives a :class:`TerminalView` for a
  terminal of a given size (None when it is too small), whose ``changes``
  are the runs of coloured text that differ from what the terminal shows;
  :meth:`MachineFace.screenshot` writes the screen as a PNG;
* **keys**: :meth:`MachineFace.keys_for` turns a terminal key (as
  prompt_toolkit names it, or the character typed) into a *chord*, a
  frozenset of the machine's key names; :meth:`MachineFace.hold` shows a
  chord (or nothing) as held on the machine's keyboard.  How long a chord is
  held is the front-end's business (:class:`basic.frontends.keymap.HeldKeys`);
* **time**: ``frame_rate``, the machine's frames per second (50, or the
  C64's 60 jiffies), which the pacer and FLASH follow;
* **reports**: ``break_code``, the report a BREAK (Ctrl-C) gives, and
  :meth:`MachineFace.report_lines`, what the REPL shows when a run ends;
* **text**: :meth:`MachineFace.text_stream`, the decoder that turns what the
  program prints into lines for stream mode and the REPL's text display
  (each dialect's own character set and conventions);
* **REPL**: :meth:`MachineFace.needs_live`, whether a statement's node can only
  be shown on the live screen (the REPL's ``DISPLAY auto``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, BinaryIO, Optional, Protocol, TextIO, Union

if TYPE_CHECKING:  # pragma: no cover
    from .ast import Node
    from .interpreter import Report
    from .machine import Machine

#: a run of terminal cells: (row, column, text, foreground, background), 0-based,
#: colours as ``'rrggbb'``
Run = tuple[int, int, str, str, str]


class TerminalView(Protocol):
    """A machine's screen drawn in a terminal of a fixed size."""

    def changes(self, frames: int) -> list[Run]:
        """The runs that differ from what was drawn last time (``frames``:
        the machine's frame counter, for anything that blinks)."""
        ...

    def invalidate(self) -> None:
        """Forget what is on the terminal (after it was cleared)."""
        ...


class TextStream(Protocol):
    """What a program prints, as lines of text (stream mode, REPL text)."""

    def write(self, codes: str, channel: str) -> None: ...

    def prompt_done(self, answer: Optional[str], echo: bool = True) -> None:
        """An INPUT answer was read (``echo``: write it out; False when the
        user's terminal has shown it already)."""
        ...

    def flush(self, spaces: bool = False) -> None: ...

    def close(self) -> None: ...


class MachineFace(Protocol):
    """What the front-ends use of a machine (see the module docstring)."""

    #: the machine's name in messages ("Spectrum", "ZX81", "C64")
    title: str
    #: frames per second of the machine's clock
    frame_rate: float
    #: the report code of BREAK
    break_code: str
    #: the smallest terminal (columns, rows) the screen fits in
    min_size: tuple[int, int]

    def view(self, cols: int, rows: int) -> Optional[TerminalView]: ...

    def keys_for(self, name: str) -> Optional[frozenset[str]]: ...

    def hold(self, keys: frozenset[str], sustained: bool = True) -> None:
        """Show ``keys`` as held.  ``sustained``: the hold is known to last
        (the terminal's auto-repeat keeps it up, or it reports releases),
        not a tap the front-end holds for a moment, so a machine whose own
        keyboard repeats a held key may repeat it."""

    def screenshot(self, target: Union[str, BinaryIO], scale: int = 2,
                   flash_phase: Optional[int] = None, frames: int = 0) -> None: ...

    def text_stream(self, out: TextIO) -> TextStream: ...

    def report_lines(self, report: "Report", text_display: bool) -> list[str]: ...

    def needs_live(self, node: "Node") -> bool: ...


def face_of(machine: "Machine") -> MachineFace:
    """The front-end face of ``machine`` (every machine has one)."""
    return machine.front_end()

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
  :meth:`MachineFace.picture` renders a frame as pixels
  (basic.core.picture), the one picture the PNG writer
  (:meth:`MachineFace.screenshot`), the window and the recorders draw, and
  :meth:`MachineFace.picture_state` says cheaply whether it changed;
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
  be shown on the live screen (the REPL's ``DISPLAY auto``); and, for a
  face with :attr:`MachineFace.screen_editor`, the REPL on the machine's own
  screen (the window, ``DISPLAY screen``): :meth:`MachineFace.edit_line`
  reads a line with the machine's own editor (the C64's full-screen editor,
  the Sinclair machines' lower-screen editor), :meth:`MachineFace.refuse_line`
  shows a line the machine refuses as it would, and
  :meth:`MachineFace.show_text` prints the REPL's own remarks there.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, BinaryIO, Hashable, Optional, Protocol, TextIO, Union

from .picture import Picture, write_png

if TYPE_CHECKING:  # pragma: no cover
    from .ast import Node, Program
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
    """What the front-ends use of a machine (see the module docstring).
    Each face names this class as its base, so it inherits the defaults."""

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

    def type_text(self, text: str) -> bool:
        """Typed text (a paste) straight into the editor the machine waits
        in, as characters: True when taken.  False (the default): the
        front-end presses the keys that type it, one after another (which
        is right where no key means more than its character; at the
        Spectrum's K cursor a P is PRINT, so its face takes the text)."""
        return False

    def hold(self, keys: frozenset[str], sustained: bool = True) -> None:
        """Show ``keys`` as held.  ``sustained``: the hold is known to last
        (the terminal's auto-repeat keeps it up, or it reports releases),
        not a tap the front-end holds for a moment, so a machine whose own
        keyboard repeats a held key may repeat it."""

    def use_joystick(self, port: int) -> bool:
        """``--joystick PORT``: the front-end's joystick keys (the keypad,
        and the cursor keys with Tab as fire) drive the joystick in
        ``port``.  False (the default): the machine has no joystick port,
        and those keys keep their meaning."""
        return False

    def picture(self, frames: int = 0, flash_phase: Optional[int] = None) -> Picture:
        """The screen and its border as the machine shows them at frame
        ``frames`` of its clock (FLASH as the ULA has it then, unless
        ``flash_phase`` says which phase), unscaled."""
        ...

    def picture_state(self, frames: int = 0) -> Hashable:
        """What :meth:`picture` depends on at frame ``frames``: two frames
        with equal states have equal pictures.  Recorders and the window
        ask this every frame and render only when it changes, so it should
        cost much less than the picture (the default is the picture)."""
        return self.picture(frames).rgb

    def screenshot(self, target: Union[str, BinaryIO], scale: int = 2,
                   flash_phase: Optional[int] = None, frames: int = 0) -> None:
        """Write :meth:`picture` as a PNG, ``scale`` pixels a pixel."""
        write_png(self.picture(frames, flash_phase), target, scale)

    def text_stream(self, out: TextIO) -> TextStream: ...

    def report_lines(self, report: "Report", text_display: bool) -> list[str]: ...

    def needs_live(self, node: "Node") -> bool: ...

    #: LIST typed as a command ends with a report, as the ZX81's 0/0 and the
    #: Spectrum's 0 OK; False: it goes back to the editor with none (the
    #: ZX80's LIST, 0x0256, jumps to MAIN-EXEC)
    list_reports: bool = True

    def ended_in_editor(self) -> Optional[list[str]]:
        """The rows of the machine's editor screen, when the last run ended
        there rather than at a report (the ZX80's LIST in a program: the
        automatic listing, no report), for a front-end that shows text
        rather than the screen; None (the default): it ended at its
        report."""
        return None

    # -- the REPL on the machine's own screen ----------------------------------------
    #: the machine's own editor can read the REPL's lines on its screen
    screen_editor: bool = False

    def edit_line(self, text: str = "") -> str:
        """Read one line with the machine's own editor on its screen, as at
        its READY. or K cursor (frames pass, so the host draws and feeds
        keys), and return it as listing text; ``text`` is a line to start
        from (the REPL's EDIT brought it down), where the editor has one.  The screen shows what the
        machine shows once a line is entered (the C64's cursor goes down a
        line).  A host's BREAK or StopRun ends it."""
        raise NotImplementedError(f"the {self.title}'s editor does not read the REPL's lines")

    def refuse_line(self, text: str, column: Optional[int]) -> None:
        """A line typed at :meth:`edit_line` that does not parse: show it as
        the machine would (the C64 says ?SYNTAX ERROR; a Sinclair editor
        keeps the line with its ? at ``column`` for the next edit)."""
        self.show_text([f"? {text}"])

    def show_text(self, lines: list[str]) -> None:
        """Print lines of plain text on the machine's screen, as its PRINT
        would (the REPL's own remarks when the REPL is on that screen)."""
        return None

    def line_entered(self, program: "Program", number: int) -> None:
        """A numbered line was typed at :meth:`edit_line` and stored (or
        deleted): show what the machine shows then (the Sinclair editors'
        automatic listing; the C64 shows nothing more)."""
        return None


def face_of(machine: "Machine") -> MachineFace:
    """The front-end face of ``machine`` (every machine has one)."""
    return machine.front_end()

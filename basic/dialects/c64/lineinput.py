"""The screen editor reading a line: BASIC's INPUT and the direct line.

A mixin of :class:`.machine.C64Machine`.  The KERNAL's CHRIN from the
keyboard is the editor's input loop (LOOP4/LOOP5): the cursor blinks, keys
are printed as they are typed, RETURN takes the logical line back from the
screen.  BASIC's INPUT reads it through CHRIN's vector at $0324, so a
routine a program puts there gets every code (:meth:`.machinecode.MachineCode.line_through_chrin`).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Optional

from ...core.errors import BasicError
from .bus import C64Memory
from .romcalls import IBASIN
from .screen import COLS, ROWS, SCREEN, CbmScreen
from .text import typed_codes


class LineInput:
    """INPUT's line and the direct line on a :class:`.machine.C64Machine`."""

    host: Any
    memory: Any
    screen: CbmScreen
    keyboard: Any
    clock: Any
    waiting_for: Optional[str]
    direct_editing: bool
    warm: bool
    _printed: Any

    if TYPE_CHECKING:                     # the machine's, which this is mixed into
        def out(self, code: int) -> None: ...
        def out_text(self, text: str) -> None: ...
        def line_through_chrin(self) -> str: ...

    def read_line(self, prompt: str) -> str:
        """BASIC's INPUT line: ``prompt`` (``?`` and a cursor right), then the
        answer, then RETURN.  The host may hand over a whole answer (stream
        mode, ``--input``); otherwise the screen editor reads keys until
        RETURN and takes the line from the screen."""
        self.out_text(prompt)
        d = self.memory.data
        if d[IBASIN] != 0x57 or d[IBASIN + 1] != 0xF1:
            text = self.line_through_chrin()
        else:
            text = self.keyboard_line()
        self.out(13)
        return text

    def keyboard_line(self) -> str:
        """CHRIN's line from the keyboard ($F157): the host's whole answer
        (stream mode, ``--input``) as the editor shows it typed, or the
        screen editor's line input."""
        ready = self.host.input_line(self)
        if ready is not None:
            text = typed_codes(ready)[:88]
            self._echo(text)
            if text:                          # LOP5 gives the RETURN with PNTR
                self.screen.pntr += 1         # one past the line's last code
                self.screen._sync()
            return text
        return self._edit_line()

    def read_command(self) -> str:
        """BASIC's direct mode reading a line (INLIN): the screen editor
        reads keys until RETURN, the logical line under the cursor comes
        back as PETSCII (80 codes at most, BASIC's buffer), and the cursor
        goes down a line.  The line may be one LISTed above and changed:
        that is the C64's full-screen editing."""
        self.direct_editing = True
        try:
            text = self._edit_line()[:80]
        except BasicError:
            if self.warm:                         # RUN/STOP and RESTORE at READY.
                self.warm = False
                self.screen.out_text("\rREADY.\r")
            raise
        finally:
            self.direct_editing = False
        self.out(13)
        return text

    def _echo(self, text: str) -> None:
        """What the screen editor shows of an answer typed at once."""
        if self._printed is not None:
            self._printed(text, "S")
        for ch in text:
            self.screen.out(ord(ch))

    def _edit_line(self) -> str:
        """The screen editor's input loop: the cursor blinks (the character
        under it shown reversed every 20 jiffies, as the KERNAL's interrupt
        does), keys are printed as typed (cursor keys move, DEL deletes),
        RETURN ends, and the line is read back from the screen from where
        input started."""
        screen = self.screen
        screen.input_begin()
        self.waiting_for = "input"
        blink = Blink(self.memory, screen)
        try:
            while True:
                code = self.keyboard.get()
                if code == 0:
                    self.keyboard.polled = True
                    self.clock.next_frame()
                    blink.tick()
                    self.host.waiting(self, "input")
                    self.clock.raise_interrupt()
                    continue
                blink.restore()
                if code in (13, 0x8D):
                    break
                if code == 3:
                    continue
                screen.out(code)
                blink.count = 2
        finally:
            blink.restore()
            self.waiting_for = None
        return screen.input_end()[:88]


class Blink:
    """The KERNAL's cursor blink (BLNCT, BLNON, GDBLN, GDCOL): the cell under
    the cursor is shown reversed in the text colour, and put back."""

    def __init__(self, memory: C64Memory, screen: CbmScreen) -> None:
        self.d = memory.data
        self.c = memory.colour_ram
        self.screen = screen
        self.count = 2
        self.on: Optional[tuple[int, int, int]] = None     # (cell, char, colour)

    def _cell(self) -> int:
        return self.screen.pnt + self.screen.pntr

    def tick(self) -> None:
        self.count -= 1
        if self.count:
            return
        self.count = 20
        if self.on is not None:
            self.restore()
            return
        a = self._cell()
        if 0 <= a < COLS * ROWS:
            d = self.d
            self.on = (a, d[SCREEN + a], self.c[a])
            d[SCREEN + a] ^= 0x80
            self.c[a] = self.screen.colour

    def restore(self) -> None:
        if self.on is not None:
            a, char, colour = self.on
            self.d[SCREEN + a] = char
            self.c[a] = colour
            self.on = None

"""What a Spectrum program prints, as lines of text (stream mode, the REPL's text).

:class:`PrintStream` turns the codes sent to the screen channels into lines:

* printable codes as in ``--dump text`` (``£ ↑ ©``, block graphics as
  quadrant characters, ``[UDG-A]``, keywords spelt out with the ROM's spaces);
* 13 ends the line; a line is also ended after 32 characters, as on the
  screen (the wrap happens when the 33rd character comes, so a full line
  followed by 13 is one line, not two);
* the comma pads to column 16, or ends the line when past it; ``TAB n`` pads
  to column ``n`` (mod 32), on a new line if that column has been passed;
* ``AT r,c`` pads to column ``c`` on the current line if ``r`` is the row the
  stream thinks it is on and ``c`` is ahead; moving down starts as many new
  lines as rows moved; moving up or back starts one new line.  AT cannot
  overwrite what is already out, so a screen-oriented program looks best
  with ``--dump``;
* colour codes and their parameters, cursor left and the like print nothing;
  cursor right is a space; codes the ROM shows as ``?`` are ``?``;
* trailing spaces are dropped from each line.

The lines themselves (width, owed spaces, the INPUT answer) are
basic.core.textstream's; the Spectrum's face (:mod:`.face`) hands this
stream to the front-ends.
"""
from __future__ import annotations

from typing import TextIO

from ...core.textstream import LineStream
from .decode import code_text
from .rom import token_raw

WIDTH = 32
#: control codes and how many parameter bytes follow them
PARAMS = {16: 1, 17: 1, 18: 1, 19: 1, 20: 1, 21: 1, 22: 2, 23: 2}
SILENT = {8}                 # cursor left: nothing can be unprinted
QUESTION = set(range(0, 6)) | {7, 10, 11, 12, 14, 15} | set(range(24, 32))


class PrintStream(LineStream):
    """Codes sent to the screen channels -> lines of text on ``out``."""

    width = WIDTH

    def __init__(self, out: TextIO) -> None:
        super().__init__(out)
        # after_space is the ROM's FLAGS bit 0 here: no leading space before a keyword
        self.channel = "S"
        self._control = 0
        self._params: list[int] = []

    # -- public ------------------------------------------------------------
    def write(self, codes: str, channel: str = "S") -> None:
        """Codes a program sent to ``channel`` (``'S'`` or ``'K'``)."""
        if channel == "P":
            return
        if channel != self.channel:
            self.channel = channel
            if self.col:
                self.newline()
        for ch in codes:
            self._code(ord(ch))

    # -- codes ---------------------------------------------------------------
    def _code(self, code: int) -> None:
        if self._control:
            self._params.append(code)
            if len(self._params) == PARAMS[self._control]:
                control, params = self._control, self._params
                self._control, self._params = 0, []
                self._apply(control, params)
            return
        if code >= 32:
            if code >= 0xA5:
                self._token(code)
            else:
                self._char(code_text(code))
        elif code == 13:
            self.newline()
        elif code == 6:
            if self.col < 16:
                self._pad_to(16)
            else:
                self.newline()
        elif code in PARAMS:
            self._control = code
        elif code == 9:
            self._char(" ")
        elif code in QUESTION:
            self._char("?")

    def _apply(self, control: int, params: list[int]) -> None:
        if control == 22:                             # AT row, column
            row, col = params
            col %= WIDTH
            if row == self.row and col >= self.col:
                self._pad_to(col)
            elif 0 < row - self.row <= 24:
                for _ in range(row - self.row):
                    self.newline()
                self._pad_to(col)
            else:
                self.newline()
                self._pad_to(col)
            self.row = row
        elif control == 23:                           # TAB n
            target = (params[0] | (params[1] << 8)) % WIDTH
            if target < self.col:
                self.newline()
            self._pad_to(target)
        # 16..21: colour items print nothing

    def _token(self, code: int) -> None:
        """A keyword, with the leading and trailing spaces the ROM gives it."""
        raw = token_raw(code)
        index = code - 0xA5
        text = "".join(chr(b & 0x7F) for b in raw)
        if not (index < 0x20 or (raw[0] & 0x7F) < 0x41) and not self.after_space:
            self._char(" ")
        for ch in text:
            self._char(ch)
        last = raw[-1] & 0x7F
        if (last == 0x24 or last >= 0x41) and index >= 3:
            self._char(" ")

"""Device 4, a Commodore printer (MPS-801 / 1525) printing into a text file.

Whatever is sent to it is printed line by line, each line appended to the
file as soon as its CR arrives (and what is left when the printer is
closed or the session ends), PETSCII turned into the characters the
terminal shows for it.  Secondary address 7 selects the lower/upper case
set, any other the upper case/graphics set; CHR$(17) and CHR$(145) switch
between them within a line, as on the MPS-801.  Other control codes
(reverse, double width, graphics mode) print nothing.
"""
from __future__ import annotations

import os
from pathlib import Path
from typing import Callable

CR, LF = 0x0D, 0x0A
LOWER_CASE, UPPER_CASE = 0x11, 0x91


def _plain(code: int, lower: bool) -> str:
    """A stand-in decoding (ASCII letters and digits) for tests and tools."""
    if 0x41 <= code <= 0x5A:
        return chr(code + 32) if lower else chr(code)
    if 0xC1 <= code <= 0xDA:
        return chr(code - 0x80)
    if 0x20 <= code <= 0x5D:
        return chr(code)
    return '?'


class Printer:
    """A bus device (see :mod:`.kernal`) writing to ``path``.
    ``decode(code, lower)`` gives the character for a PETSCII code in the
    lower (True) or upper case set; ``report`` is told of a file that
    cannot be written.  It takes no machine time (``clock`` None)."""

    clock = None

    def __init__(self, path: str | os.PathLike,
                 decode: Callable[[int, bool], str] | None = None,
                 report: Callable[[str], None] | None = None):
        self.path = Path(path)
        self.decode = decode or _plain
        self.report = report or (lambda text: None)
        self._line: list[str] = []
        self._lower = False

    def open(self, secondary: int, name: bytes) -> None:
        pass

    def close(self, secondary: int) -> None:
        self.flush()

    def unlisten(self) -> None:
        pass

    def read(self, secondary: int) -> tuple[int, bool] | None:
        return None

    def write(self, secondary: int, data: bytes) -> bool:
        lower_set = secondary == 7
        for code in data:
            if code == CR:
                self._end_line()
            elif code == LOWER_CASE:
                self._lower = True
            elif code == UPPER_CASE:
                self._lower = False
            elif code == LF:
                continue
            elif 0x20 <= code < 0x80 or 0xA0 <= code:
                self._line.append(self.decode(code, lower_set or self._lower))
        return True

    def _end_line(self) -> None:
        self._append(''.join(self._line) + '\n')
        self._line = []
        self._lower = False

    def flush(self) -> None:
        """Print what is left of a line."""
        if self._line:
            self._end_line()

    def _append(self, text: str) -> None:
        try:
            with open(self.path, 'a', encoding='utf-8') as file:
                file.write(text)
        except OSError as error:
            self.report('the printer cannot write %s: %s' % (self.path, error.strerror))

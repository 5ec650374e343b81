"""The ZX80/ZX81 text screen: 24 rows of 32 character codes.

Neither machine has a bitmap: the display file holds one character code per
cell (0..63 and their inverses 128..191), so the screen is modelled as a grid
of codes.  The upper part takes PRINT output; the bottom rows belong to the
lower screen, where the machine shows INPUT and its report (``0/100``).
There is no scrolling: a PRINT that needs a row beyond the upper part stops
with report 5 (no more room on the screen); the ZX81's SCROLL statement moves
everything up one row explicitly.

This class knows nothing about PRINT's separators: the dialects implement
their own comma, TAB and AT rules on top of :meth:`put`, :meth:`newline` and
:meth:`move_to` (the ZX80's comma and the ZX81's differ).
"""
from __future__ import annotations

from typing import Optional

from ...core.errors import BasicError
from .charset import Charset

ROWS = 24
COLS = 32


class TextScreen:
    """A 32x24 grid of codes with a print position in the upper part."""

    def __init__(self, charset: Charset, upper_rows: int, full_code: str = "5") -> None:
        self.charset = charset
        self.upper_rows = upper_rows
        self.full_code = full_code
        self.cells: list[list[int]] = [[0] * COLS for _ in range(ROWS)]
        #: how many cells of each row above the print position have been
        #: printed (the ZX80's display file holds what was printed, printed
        #: spaces included, and no more): noted when the row is left
        self.lengths = [0] * ROWS
        self.row = 0
        self.col = 0
        #: the print position has reached column 32: the next character goes
        #: to the start of the next row (the ROMs wrap on the 33rd character)
        self.changes = 0
        #: how many times SCROLL has moved the rows up (the stream front-end
        #: follows the print position through it)
        self.scrolled = 0

    # -- the upper screen ------------------------------------------------------
    def cls(self) -> None:
        for r in range(ROWS):
            self.cells[r] = [0] * COLS
        self.lengths = [0] * ROWS
        self.row = self.col = 0
        self.changes += 1

    def put(self, code: int) -> None:
        """Print one character code at the print position and advance it."""
        if self.col >= COLS:
            self.lengths[self.row] = COLS
            self.row += 1
            self.col = 0
        if self.row >= self.upper_rows:
            raise BasicError(self.full_code)
        self.cells[self.row][self.col] = code
        self.col += 1
        self.changes += 1

    def newline(self) -> None:
        """End the current row (NEWLINE).  Running out of rows is noticed by
        the next character printed, as on the machines."""
        if self.row >= self.upper_rows:
            raise BasicError(self.full_code)
        if self.lengths[self.row] < self.col:
            self.lengths[self.row] = self.col
        self.row += 1
        self.col = 0

    def move_to(self, row: int, col: int) -> None:
        """Set the print position (PRINT AT, TAB)."""
        self.row, self.col = row, col

    def scroll(self) -> None:
        """ZX81 SCROLL: the upper part moves up a row; printing continues at
        the start of its last row."""
        top = self.upper_rows
        del self.cells[0]
        self.cells.insert(top - 1, [0] * COLS)
        del self.lengths[0]
        self.lengths.insert(top - 1, 0)
        self.row, self.col = top - 1, 0
        self.changes += 1
        self.scrolled += 1

    # -- cells -------------------------------------------------------------------
    def code_at(self, row: int, col: int) -> int:
        return self.cells[row][col]

    def set_code(self, row: int, col: int, code: int) -> None:
        self.cells[row][col] = code
        self.changes += 1

    # -- the lower screen --------------------------------------------------------
    def write_row(self, row: int, codes: list[int], col: int = 0) -> None:
        """Put a line of the lower screen (an INPUT line, a report) at ``row``,
        clearing the rest of that row."""
        line = [0] * COLS
        for k, code in enumerate(codes[:COLS - col]):
            line[col + k] = code
        self.cells[row] = line
        self.lengths[row] = min(COLS, col + len(codes))
        self.changes += 1

    def clear_rows(self, first: int, last: int = ROWS - 1) -> None:
        for r in range(first, last + 1):
            self.cells[r] = [0] * COLS
            self.lengths[r] = 0
        self.changes += 1

    # -- views ---------------------------------------------------------------------
    def rows(self) -> list[str]:
        """24 rows as Unicode (inverse characters shown as the plain
        character; see :meth:`inverse`)."""
        uc = self.charset.unicode_char
        return ["".join(uc(c) for c in row) for row in self.cells]

    def codes(self) -> list[list[int]]:
        return [list(row) for row in self.cells]

    def inverse(self) -> list[str]:
        """24 strings of '0'/'1': the cell holds an inverse-video character
        that is not a block graphic."""
        inv = self.charset.is_inverse
        return ["".join("1" if inv(c) else "0" for c in row) for row in self.cells]

    def snapshot(self) -> bytes:
        """The cells as bytes, to notice a changed screen."""
        return bytes(c & 0xFF for row in self.cells for c in row)


def codes_of(text: str) -> list[int]:
    """A machine string -> list of codes."""
    return [ord(c) for c in text]


def report_row(screen: TextScreen, text: str, row: Optional[int] = None) -> None:
    """Show a report (already in machine codes) on the bottom row."""
    screen.write_row(ROWS - 1 if row is None else row, codes_of(text))

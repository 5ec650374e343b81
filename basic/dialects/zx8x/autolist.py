"""The editors' automatic listing (ZX80 AUTO-LIST at 0x0293, ZX81 UPPER at
0x0419), which a line entered, the cursor keys and the ZX80's LIST in a
program end with, and where its first line, S_TOP, stands.

The listing has the rows above the lower screen: 24 less DF_SZ, the lower
screen's lines (2, and more while a long edit line takes them; the lower
screen's first line is left blank).  OUT-LINE (ZX80 0x04F7, ZX81 0x0745)
prints each line from S_TOP on: its number in four columns, an inverse
``>`` on the line numbered E_PPC (else a space), then its codes as LIST
prints them (keywords spelt out, FLAGS bit 0 set at the start) and NEWLINE,
until a character finds no line left (the line is cut there) or the program
ends.  If the listing stopped before E_PPC's line was shown whole, S_TOP
moves on and the listing starts again: to the line before E_PPC's when the
listing stopped before that line, else to the next line (ZX80
0x02BE..0x02E5, ZX81 LIST-TOP and INC-LINE).  Both ROMs answer alike
(tests/zx81/golden/editor_rom.json, tests/zx80/golden/editor_rom.json).

A program typed in a line at a time, in order, leaves S_TOP at the first
line of the last screenful: each NEWLINE makes the new line E_PPC and lists
again, so S_TOP is where typing the last line moved it
(:func:`typed_s_top`).
"""
from __future__ import annotations

from bisect import bisect_left, bisect_right
from typing import Callable, Optional, Sequence

#: the lines the listing has with the lower screen at its smallest
LIST_ROWS = 22
NEWLINE = 0x76
Renderer = Callable[..., tuple[list[int], list[int]]]
Lines = Sequence[tuple[int, Sequence[int]]]


def listed_line(number: int, body: Sequence[int], render: Renderer) -> list[int]:
    """One line as OUT-LINE prints it, unmarked (no NEWLINE)."""
    digits = [0 if ch == " " else 28 + int(ch) for ch in f"{number:4d}"]
    shown, _ = render(list(body), True)
    return digits + [0] + shown


def _pass(numbers: list[int], codes: list[list[int]], e_ppc: int, s_top: int, mark: int,
          list_rows: int, from_before: bool) -> tuple[list[list[int]], int, bool]:
    """One pass from S_TOP over the lines' printed ``codes``: (the rows
    printed, the index of the line it stopped in, whether E_PPC's line has
    yet to appear)."""
    rows: list[list[int]] = [[]]
    lines_left, column = list_rows, 33          # PRINT-A-2's B and C after CLS
    behind = False                              # OUT-LINE's E
    index = bisect_left(numbers, s_top)
    if from_before and index and (index == len(numbers) or numbers[index] != s_top):
        index -= 1                              # ZX81: LINE-ADDR's line before
    while index < len(numbers):
        number = numbers[index]
        if number != e_ppc:
            behind = number < e_ppc
        line = codes[index]
        if number == e_ppc:
            line = line[:4] + [mark] + line[5:]
        for code in line + [NEWLINE]:
            if code != NEWLINE and column in (0, 1):
                lines_left -= 1                 # a line begun (NEWLINE or the 33rd)
                if lines_left == 0:
                    return rows[:list_rows], index, behind
                rows.append([])
                column = 32
            elif code != NEWLINE:
                column -= 1
            if code == NEWLINE:
                column = 0
            else:
                rows[-1].append(code)
        index += 1
    return rows[:list_rows], index, False       # the program's end: E is 0


def _listed(lines: Lines, render: Renderer) -> list[list[int]]:
    return [listed_line(number, body, render) for number, body in lines]


def list_rows(lines: Lines, e_ppc: int, s_top: int, render: Renderer, mark: int,
              codes: Optional[list[list[int]]] = None, rows_free: int = LIST_ROWS,
              from_before: bool = False) -> tuple[list[list[int]], int]:
    """The rows the automatic listing leaves on the screen, and S_TOP after
    it (``mark``: the machine's inverse ``>``; ``codes``: the lines as
    listed, when the caller has them; ``rows_free``: the rows above the
    lower screen; ``from_before``: the ZX81's UPPER, which starts at the
    line before S_TOP's when there is no line S_TOP, where the ZX80 starts
    at the line after)."""
    if e_ppc < s_top:
        s_top = e_ppc
    numbers = [n for n, _ in lines]
    if codes is None:
        codes = _listed(lines, render)
    while True:
        rows, stopped, behind = _pass(numbers, codes, e_ppc, s_top, mark, rows_free,
                                      from_before)
        if not behind:
            return rows, s_top
        before = max(bisect_left(numbers, e_ppc) - 1, 0)
        if stopped < before:
            new = numbers[before]               # the line before E_PPC's
        else:
            new = numbers[min(bisect_right(numbers, s_top), len(numbers) - 1)]
        if new == s_top:
            return rows, s_top
        s_top = new


def typed_s_top(lines: Lines, render: Renderer, mark: int, from_before: bool = False) -> int:
    """S_TOP as typing ``lines`` in, in order, leaves it."""
    codes = _listed(lines, render)
    s_top = 0
    for k in range(len(lines)):
        _, s_top = list_rows(lines[:k + 1], lines[k][0], s_top, render, mark, codes[:k + 1],
                             from_before=from_before)
    return s_top


class AutoList:
    """The editor's place in the program: E_PPC (the current line, marked
    ``>``), S_TOP (the first line listed) and the lines as LIST prints
    them, with the moves of the cursor keys and EDIT (ZX81 UP-KEY,
    DOWN-KEY, EDIT-KEY; ZX80 ED-UP, ED-DOWN, ED-HOME, ED-EDIT)."""

    def __init__(self, render: Renderer, mark: int, from_before: bool = False) -> None:
        self.render = render
        self.mark = mark
        self.from_before = from_before
        self.lines: list[tuple[int, list[int]]] = []
        self.e_ppc = 0
        self._s_top: Optional[int] = 0

    def program(self, lines: list[tuple[int, list[int]]]) -> None:
        """The program now (its lines' numbers and codes).  Another program
        than the editor's (a LOAD, NEW, ``basic run``) leaves E_PPC at its
        last line and S_TOP where typing it in would have."""
        if lines != self.lines:
            self.lines = lines
            self.e_ppc = lines[-1][0] if lines else 0
            self._s_top = None

    def entered(self, lines: list[tuple[int, list[int]]], number: int) -> None:
        """Line ``number`` was entered (stored, or deleted): it is current."""
        if self._s_top is None:
            self._s_top = typed_s_top(self.lines, self.render, self.mark, self.from_before)
        self.lines = lines
        self.e_ppc = number & 0x3FFF

    @property
    def s_top(self) -> int:
        if self._s_top is None:
            self._s_top = typed_s_top(self.lines, self.render, self.mark, self.from_before)
        return self._s_top

    def rows(self, rows_free: int = LIST_ROWS) -> list[list[int]]:
        """The listing's rows, S_TOP moved on as the ROM moves it."""
        rows, self._s_top = list_rows(self.lines, self.e_ppc, self.s_top, self.render, self.mark,
                                      rows_free=rows_free, from_before=self.from_before)
        return rows

    def numbers(self) -> list[int]:
        return [number for number, _ in self.lines]

    def up(self) -> None:
        """Cursor up: the line before E_PPC's (LINE-ADDR's previous line;
        the first line when E_PPC is at or before it; 0 with no program)."""
        numbers = self.numbers()
        at = bisect_left(numbers, self.e_ppc)
        self.e_ppc = numbers[at - 1] if at else (numbers[0] if numbers else 0)

    def down(self) -> None:
        """Cursor down: the first line after E_PPC (the last line when
        there is none)."""
        numbers = self.numbers()
        at = bisect_left(numbers, self.e_ppc + 1)
        self.e_ppc = numbers[at] if at < len(numbers) else (numbers[-1] if numbers else 0)

    def home(self) -> None:
        """The ZX80's HOME: line 0."""
        self.e_ppc = 0

    def current(self) -> Optional[tuple[int, list[int]]]:
        """The line EDIT brings down: the first at or after E_PPC, else the
        last one; None with no program."""
        numbers = self.numbers()
        if not numbers:
            return None
        at = bisect_left(numbers, self.e_ppc)
        return self.lines[min(at, len(numbers) - 1)]

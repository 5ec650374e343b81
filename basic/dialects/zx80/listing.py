"""The ZX80 editor's automatic listing (AUTO-LIST, 0x0293), which LIST in a
program ends with, and where its first line, S_TOP, stands.

The upper screen has 22 lines for the listing (23, less the lower screen's
2, and the blank line AUTO-LIST allows).  OUT-LINE (0x04F7) prints each line
from S_TOP on: its number in four columns, an inverse ``>`` on the line
numbered E_PPC (else a space), then its codes as LIST prints them (keywords
spelt out by PO-TOKEN, FLAGS bit 0 set at the start by OUT-LINE-2) and
NEWLINE, until a character finds no line left (the line is cut there) or the
program ends.  If the listing stopped before E_PPC's line was shown whole,
S_TOP moves on and the listing starts again: to the line before E_PPC's when
the listing stopped before that line, else to the next line (0x02BE..0x02E5).

A program typed in a line at a time, in order, leaves S_TOP at the first
line of the last screenful: each NEWLINE makes the new line E_PPC and lists
again, so S_TOP is where typing the last line moved it
(:func:`typed_s_top`).
"""
from __future__ import annotations

from bisect import bisect_left, bisect_right
from typing import Callable, Optional, Sequence

#: the lines the listing has
LIST_ROWS = 22
#: OUT-LINE's mark on E_PPC's line: the inverse '>'
MARK = 0x97
NEWLINE = 0x76
Renderer = Callable[..., tuple[list[int], list[int]]]
Lines = Sequence[tuple[int, Sequence[int]]]


def listed_line(number: int, body: Sequence[int], marked: bool,
                render: Renderer) -> list[int]:
    """One line as OUT-LINE prints it (no NEWLINE)."""
    digits = [0 if ch == " " else 28 + int(ch) for ch in f"{number:4d}"]
    shown, _ = render(list(body), True)
    return digits + [MARK if marked else 0] + shown


def _pass(numbers: list[int], codes: list[list[int]], e_ppc: int,
          s_top: int) -> tuple[list[list[int]], int, bool]:
    """One AUTO-LIST pass from S_TOP over the lines' printed ``codes``:
    (the rows printed, the index of the line it stopped in, whether E_PPC's
    line has yet to appear)."""
    rows: list[list[int]] = [[]]
    lines_left, column = LIST_ROWS, 33          # PRINT-A-2's B and C after CLS
    behind = False                              # OUT-LINE's E
    index = bisect_left(numbers, s_top)
    while index < len(numbers):
        number = numbers[index]
        if number != e_ppc:
            behind = number < e_ppc
        line = codes[index]
        if number == e_ppc:
            line = line[:4] + [MARK] + line[5:]
        for code in line + [NEWLINE]:
            if code != NEWLINE and column in (0, 1):
                lines_left -= 1                 # a line begun (NEWLINE or the 33rd)
                if lines_left == 0:
                    return rows[:LIST_ROWS], index, behind
                rows.append([])
                column = 32
            elif code != NEWLINE:
                column -= 1
            if code == NEWLINE:
                column = 0
            else:
                rows[-1].append(code)
        index += 1
    return rows[:LIST_ROWS], index, False       # the program's end: E is 0


def _listed(lines: Lines, render: Renderer) -> list[list[int]]:
    return [listed_line(number, body, False, render) for number, body in lines]


def list_rows(lines: Lines, e_ppc: int, s_top: int, render: Renderer,
              codes: Optional[list[list[int]]] = None) -> tuple[list[list[int]], int]:
    """The rows AUTO-LIST leaves on the screen, and S_TOP after it
    (``codes``: the lines as listed, when the caller has them)."""
    if e_ppc < s_top:
        s_top = e_ppc
    numbers = [n for n, _ in lines]
    if codes is None:
        codes = _listed(lines, render)
    while True:
        rows, stopped, behind = _pass(numbers, codes, e_ppc, s_top)
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


def typed_s_top(lines: Lines, render: Renderer) -> int:
    """S_TOP as typing ``lines`` in, in order, leaves it."""
    codes = _listed(lines, render)
    s_top = 0
    for k in range(len(lines)):
        _, s_top = list_rows(lines[:k + 1], lines[k][0], s_top, render, codes[:k + 1])
    return s_top

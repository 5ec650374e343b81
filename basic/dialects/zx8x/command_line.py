"""The editor's command line at the bottom of the ZX80's and ZX81's screen (the
REPL on the machine's own screen: basic.frontends.repl.screen).

The line is typed at the bottom of the screen, after the rows the program
left, with the editor's cursor: an inverse K where a keyword may start (the
start of the line, after its number, after THEN or ``:``), an inverse L
elsewhere; a line the REPL refused comes back with an inverse S at the
fault, as the ZX81's syntax marker.  Keys come from the machine's
keyboard (NEWLINE ends the line, RUBOUT deletes).  Keywords are spelt out
here: the one-key keywords of the machines' K mode are not typed by this
editor (their key tables are not modelled yet); the REPL reads the spelt
words as the listing does.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Optional

from .charset import input_codes
from .screen import COLS, ROWS

if TYPE_CHECKING:  # pragma: no cover
    from .machine import Zx8xMachine

#: the rows the command line may take (it scrolls within them)
LINE_ROWS = 2


def keyword_position(text: str) -> bool:
    """The cursor is where a keyword may start (K)."""
    body = text.lstrip(" 0123456789") if text[:1].isdigit() else text
    stripped = body.rstrip()
    if stripped.count('"') % 2:
        return False
    return not stripped or stripped.endswith(":") or stripped.upper().endswith("THEN")


class CommandLine:
    """The command line of one machine."""

    def __init__(self, machine: "Zx8xMachine") -> None:
        self.machine = machine
        #: a line the REPL refused, and where its S goes: the next read has it
        self.refused: Optional[tuple[str, int]] = None

    def read(self, text: str = "") -> str:
        """Read a line (host text) with the editor at the bottom of the
        screen, starting from ``text``."""
        m = self.machine
        text, error_at = self.refused or (text, -1)
        self.refused = None
        buffer = list(text)
        m.key_events.clear()
        m.waiting_for = "input"
        report_up = not text and self._report_shown()
        if not report_up:
            self._show(buffer, error_at)
        try:
            while True:
                m.clock.next_frame()
                m.host.waiting(m, "input")
                while m.key_events:
                    ch = m.key_events.pop(0)
                    report_up = False                     # the report goes at the first key
                    if ch == "\n":
                        m.screen.clear_rows(ROWS - LINE_ROWS, ROWS - 1)
                        return "".join(buffer)
                    error_at = -1
                    if ch == "\b":
                        if buffer:
                            buffer.pop()
                    else:
                        buffer.append(ch)
                    self._show(buffer, error_at)
        finally:
            m.waiting_for = None

    def _report_shown(self) -> bool:
        """The bottom row still shows the last report (it stays until a key
        is pressed, as on the machine)."""
        m = self.machine
        if not m.report_text:
            return False
        codes = [m.charset.code_of.get(c, 0) for c in m.report_text]
        return m.screen.codes()[ROWS - 1][:len(codes)] == codes

    def _show(self, buffer: list[str], error_at: int) -> None:
        m = self.machine
        cs = m.charset
        codes = [ord(c) for c in input_codes(cs, "".join(buffer))]
        cursor = cs.code_of["K" if keyword_position("".join(buffer)) else "L"] | 0x80
        if 0 <= error_at <= len(codes):
            codes.insert(error_at, cs.code_of["S"] | 0x80)
        codes.append(cursor)
        shown = codes[-COLS * LINE_ROWS:]
        first = ROWS - LINE_ROWS
        m.screen.clear_rows(first, ROWS - 1)
        for k in range(0, len(shown), COLS):
            m.screen.write_row(first + k // COLS, shown[k:k + COLS])

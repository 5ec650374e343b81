"""Key sessions on the ZX81's and ZX80's own screens, as their ROM oracles
run them (tests/zx81/oracle/zx81oracle.py and tests/zx80/oracle/zx80oracle.py,
``key_session``): a listing typed in, then keys pressed one at a time at the
editor's key wait, the screen kept after each.

Here the keys go through the REPL on the machine's screen
(basic.frontends.repl.screen.screen_loop) as a window sends them: each chord
goes down for two frames and comes up, the next only once the machine waits
in its editor again."""
from __future__ import annotations

import io
from pathlib import Path
from typing import Any, Callable, Optional

from basic.core.machine import Machine
from basic.dialects import get_dialect
from basic.frontends.keymap import TermKey
from basic.frontends.pacing import Pacer
from basic.frontends.repl.commands import Repl
from basic.frontends.repl.console import Console
from basic.frontends.repl.screen import screen_loop
from basic.frontends.screenhost import ScreenHost


class ChordKeys:
    """Presses each step's chord (``'p'``, ``'CS+5'``, ``'ENTER'``) when the
    machine waits in its editor, keeping the screen as it was just before
    (what the key before left); shuts after the last."""

    release_events = True

    def __init__(self, steps: list[str], machine: Callable[[], Any]) -> None:
        self.steps = list(steps)
        self.machine = machine
        self.screens: list[list[list[int]]] = []
        self.down = 0                     # frames the current chord has been down
        self.quiet = 0                    # frames waited in the editor since
        self.code = 0
        self.done = False

    def read_keys(self) -> list[TermKey]:
        m = self.machine()
        if self.down:
            self.down += 1
            if self.down > 2:
                self.down = 0
                return [TermKey(self.current, "release", self.code)]
            return []
        if m.waiting_for is None:
            self.quiet = 0
            return []
        self.quiet += 1
        if self.quiet < 3:
            return []
        if self.code:
            self.screens.append(trimmed(m.screen.codes()))
        if not self.steps:
            self.done = True
            return []
        self.current = self.steps.pop(0)
        self.code += 1
        self.down = 1
        self.quiet = 0
        return [TermKey(self.current, "press", self.code)]

    @property
    def closed(self) -> bool:
        return self.done


def trimmed(rows: list[list[int]]) -> list[list[int]]:
    """The rows, each without its trailing spaces (as the oracles keep them)."""
    out = []
    for row in rows:
        row = list(row)
        while row and row[-1] == 0:
            row.pop()
        out.append(row)
    return out


class ChordScreen(ScreenHost):
    """No drawing; the key names are chords of the machine's keys."""

    def redraw(self, machine: Machine, force_size: bool = False,
               frames: Optional[int] = None) -> None:
        return None

    def rebound(self) -> None:
        self.held.keymap = lambda name: frozenset(name.split("+"))


def key_session(dialect: str, steps: list[str], listing: str = "",
                tmp_path: Optional[Path] = None) -> tuple[Repl, list]:
    """Type ``listing`` in (each line entered as the editor enters it), then
    press ``steps``; the REPL and the screen after each step."""
    repl = Repl(get_dialect(dialect), Console(io.StringIO()), base_dir=tmp_path or Path("."))
    keys = ChordKeys(steps, lambda: repl.machine)
    ticks = iter(range(10 ** 9))
    screen = ChordScreen(keys, Pacer(None), now=lambda: next(ticks) * 0.02)

    def type_listing() -> None:
        for line in listing.splitlines():
            if line.strip():
                repl.submit(line)
                number = int(line.split()[0])
                repl.face.line_entered(repl.store.program(), number)

    screen_loop(repl, screen, first=type_listing if listing else None)
    return repl, keys.screens

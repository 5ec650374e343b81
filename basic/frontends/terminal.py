"""The live terminal itself, on prompt_toolkit's input and output.

:class:`Terminal` owns the real terminal: raw mode, the alternate screen, the
kitty keyboard protocol when the terminal offers it, and restoring all of it
on the way out, whatever happens.  What it shows comes from the machine's
face (basic.core.face), which lays its screen out in terminal cells
(basic.core.cells); :func:`too_small_message` is what a terminal too small
for that screen shows instead.
"""
from __future__ import annotations

import os
import sys
import time
from typing import Any, Optional, Sequence, TextIO

from ..core.cells import DEFAULT_GRID
from .keymap import (DA1_QUERY, KITTY_POP, KITTY_PUSH, KITTY_QUERY, KittyDecoder, TermKey,
                     from_keypress)


def too_small_message(cols: int, rows: int, title: str = "Spectrum",
                      need: tuple[int, int] = DEFAULT_GRID,
                      alternatives: Sequence[str] = ()) -> list[str]:
    """What a terminal too small for the screen shows instead (``title``
    names the machine, ``need`` is the smallest terminal that will do,
    ``alternatives`` the other ways to run it: ``--stream``, ``--window``,
    the REPL's ``DISPLAY text``); no line is longer than 40 characters."""
    lines = ["The terminal is too small for the",
             f"{title}'s screen: it needs {need[0]}x{need[1]},",
             f"this one is {cols}x{rows}.",
             "Make the window larger;",
             "the program waits until then."]
    if alternatives:
        lines.append("Or use " + " or ".join(alternatives) + ".")
    lines.append("(Ctrl-C stops it.)")
    return lines


class Terminal:
    """A terminal in raw mode showing the alternate screen.  Use it as a
    context manager: the terminal is restored on leaving, however the block
    ends (return, BREAK, exception).

    ``kitty``: ask the terminal whether it speaks the kitty keyboard protocol
    and turn it on if so (then :attr:`release_events` is True)."""

    QUERY_TIMEOUT = 0.3

    def __init__(self, stdin: Optional[TextIO] = None, stdout: Optional[TextIO] = None,
                 kitty: bool = True) -> None:
        self._stdin = stdin or sys.stdin
        self._stdout = stdout or sys.stdout
        self._want_kitty = kitty
        self.release_events = False
        self.input: Any = None
        self.output: Any = None
        self._raw: Any = None
        self._decoder = KittyDecoder()
        self._parser: Any = None
        self._parsed: list[Any] = []
        self._early: list[TermKey] = []
        self._colours: Optional[tuple[str, str]] = None
        self._attrs_cache: dict[tuple[str, str], Any] = {}
        self._depth: Any = None
        self.active = False

    # -- enter / leave ----------------------------------------------------------
    def __enter__(self) -> "Terminal":
        from prompt_toolkit.input import create_input
        from prompt_toolkit.input.vt100_parser import Vt100Parser
        from prompt_toolkit.output import ColorDepth, create_output
        self.input = create_input(self._stdin)
        self.output = create_output(self._stdout)
        self._depth = ColorDepth.from_env() or ColorDepth.DEPTH_24_BIT
        self._parser = Vt100Parser(self._parsed.append)
        try:
            self._raw = self.input.raw_mode()
            self._raw.__enter__()
            self.active = True
            out = self.output
            out.enter_alternate_screen()
            out.hide_cursor()
            out.disable_autowrap()
            out.reset_attributes()
            out.erase_screen()
            out.flush()
            if self._want_kitty:
                self._negotiate_kitty()
        except BaseException:
            self.restore()
            raise
        return self

    def __exit__(self, *exc: object) -> None:
        self.restore()

    def restore(self) -> None:
        """Put the terminal back as it was (safe to call more than once)."""
        if self.output is not None and self.active:
            out = self.output
            try:
                if self.release_events:
                    out.write_raw(KITTY_POP)
                out.reset_attributes()
                out.enable_autowrap()
                out.show_cursor()
                out.quit_alternate_screen()
                out.flush()
            except OSError:
                pass
        if self._raw is not None:
            raw, self._raw = self._raw, None
            raw.__exit__(None, None, None)
        self.active = False
        self.release_events = False

    def _negotiate_kitty(self) -> None:
        """Ask for the kitty keyboard flags, then for the device attributes
        (which every terminal answers): a flags reply before the DA1 reply
        means the protocol is there."""
        self.output.write_raw(KITTY_QUERY + DA1_QUERY)
        self.output.flush()
        deadline = time.monotonic() + self.QUERY_TIMEOUT
        supported = False
        while time.monotonic() < deadline:
            for piece in self._read_pieces(wait=0.02):
                if isinstance(piece, tuple):
                    if piece[0] == "flags":
                        supported = True
                    elif piece[0] == "da1":
                        deadline = 0
                elif isinstance(piece, TermKey):
                    self._early.append(piece)
        if supported:
            self.output.write_raw(KITTY_PUSH)
            self.output.flush()
            self._decoder.active = True
            self.release_events = True

    # -- input -------------------------------------------------------------------
    def _read_pieces(self, wait: float = 0.0) -> list[Any]:
        if wait:
            import select
            try:
                select.select([self.input.fileno()], [], [], wait)
            except (OSError, ValueError):
                pass
        text = self.input.stdin_reader.read()
        if not text:
            if not self._decoder.pending:
                return []
            pieces = self._decoder.split("", final=True)
        else:
            pieces = self._decoder.split(text, final=False)
        out: list[Any] = []
        for piece in pieces:
            if isinstance(piece, str):
                self._parser.feed(piece)
                self._parser.flush()
                for kp in self._parsed:
                    if getattr(kp.key, "value", kp.key) == "<bracketed-paste>":
                        # typed text, as the window's paste: the screen host
                        # hands it to the machine's editor or presses its keys
                        out.append(TermKey(kp.data, "paste"))
                        continue
                    key = from_keypress(kp.key, kp.data)
                    if key is not None:
                        out.append(key)
                self._parsed.clear()
            else:
                out.append(piece)
        return out

    def read_keys(self) -> list[TermKey]:
        """Keys typed since the last call; never blocks."""
        keys, self._early = self._early, []
        keys.extend(p for p in self._read_pieces() if isinstance(p, TermKey))
        return keys

    @property
    def closed(self) -> bool:
        return bool(self.input is not None and self.input.closed)

    # -- output ------------------------------------------------------------------
    def size(self) -> tuple[int, int]:
        """(columns, rows)."""
        s = self.output.get_size()
        return s.columns, s.rows

    def clear(self) -> None:
        self.output.reset_attributes()
        self._colours = None
        self.output.erase_screen()

    def _set_colours(self, fg: str, bg: str) -> None:
        if self._colours == (fg, bg):
            return
        from prompt_toolkit.styles import Attrs
        attrs = self._attrs_cache.get((fg, bg))
        if attrs is None:
            attrs = Attrs(color=fg, bgcolor=bg, bold=False, underline=False, strike=False,
                          italic=False, blink=False, reverse=False, hidden=False, dim=False)
            self._attrs_cache[(fg, bg)] = attrs
        self.output.set_attributes(attrs, self._depth)
        self._colours = (fg, bg)

    def draw(self, runs: list[tuple[int, int, str, str, str]]) -> None:
        """Write runs of cells ``(row, col, text, fg, bg)`` (0-based) and flush."""
        if not runs:
            return
        out = self.output
        for row, col, text, fg, bg in runs:
            out.cursor_goto(row + 1, col + 1)
            self._set_colours(fg, bg)
            out.write(text)
        out.flush()

    def message(self, lines: list[str]) -> None:
        """A few lines of plain text in the middle of a cleared screen."""
        cols, rows = self.size()
        self.clear()
        top = max(0, (rows - len(lines)) // 2)
        for i, line in enumerate(lines):
            if top + i >= rows:
                break
            line = line[:cols]
            self.output.cursor_goto(top + i + 1, max(0, (cols - len(line)) // 2) + 1)
            self.output.write(line)
        self.output.flush()


def is_terminal(stream: Any) -> bool:
    """True when ``stream`` is an interactive terminal."""
    try:
        return bool(stream.isatty()) and os.get_terminal_size(stream.fileno()) is not None
    except (AttributeError, OSError, ValueError):
        return False

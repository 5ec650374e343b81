"""Text a program prints, as lines: the part of stream mode every machine shares.

A machine's face decodes what its programs print by its own rules (the
Spectrum's control codes and keywords, the ZX81's character set and print
position, the C64's PETSCII); what is left is the same for all of them and
is here: lines that end at the screen's width, spaces owed until something
visible follows them (so trailing spaces are dropped), padding to a column,
and the INPUT prompt and answer.
"""
from __future__ import annotations

from typing import Optional, TextIO


class LineStream:
    """Characters -> lines of text on ``out``, ``width`` to a line.

    :meth:`write` takes characters as they are; a machine's own stream
    (a subclass) decodes its codes and calls :meth:`_char`,
    :meth:`newline` and :meth:`_pad_to`."""

    width = 32

    def __init__(self, out: TextIO) -> None:
        self.out = out
        self.col = 0              # 0..width (width: the line is full, wrap pending)
        self.row = 0              # the screen row the stream thinks it is on
        self.spaces = 0           # spaces owed before the next visible character
        self.after_space = False  # the last character was a space

    def write(self, codes: str, channel: str = "S") -> None:
        """Text to show as it is (``\\n`` ends a line)."""
        for ch in codes:
            if ch == "\n":
                self.newline()
            else:
                self._char(ch)

    def newline(self) -> None:
        """End the current line."""
        self.out.write("\n")
        self.col = 0
        self.row += 1
        self.spaces = 0

    def prompt_done(self, answer: Optional[str], echo: bool = True) -> None:
        """An INPUT answer was read: show it (``echo``, unless the terminal
        has shown it already) and end the line."""
        self._flush_spaces()
        if answer is not None and echo:
            self.out.write(answer)
            self.out.write("\n")
        self.col = 0

    def flush(self, spaces: bool = False) -> None:
        """Push the text out (``spaces``: including owed spaces, for a prompt)."""
        if spaces:
            self._flush_spaces()
        self.out.flush()

    def close(self) -> None:
        """End an unfinished line."""
        if self.col:
            self.newline()
        self.out.flush()

    def _char(self, text: str) -> None:
        if self.col >= self.width:
            self.newline()
        if text == " ":
            self.spaces += 1
        else:
            self._flush_spaces()
            self.out.write(text)
        self.col += 1
        self.after_space = text == " "

    def _flush_spaces(self) -> None:
        if self.spaces:
            self.out.write(" " * self.spaces)
            self.spaces = 0

    def _pad_to(self, col: int) -> None:
        if col > self.col:
            self.spaces += col - self.col
            self.col = col

r"""Stream mode for the C64: PRINT to stdout as text, INPUT and GET from stdin.

The conventions are c64ref's (tests/c64/c64ref/README.md), so its cases can be
compared byte for byte:

* RETURN (13, and shifted RETURN 141) ends a line with LF; a cursor right
  (29: after a number, from ``,``, TAB and SPC) is a space; other control
  codes (colours, cursor moves, CLR...) print nothing; codes 32-126 are
  written as the ASCII bytes they are (so ``\`` for £, as the capture wrote
  them), the graphics above 160 as Unicode (:mod:`.petscii`: box
  drawing and blocks), and in lower case mode the letters as lower/upper case;
* the INPUT prompt is ``? `` and the answer is echoed after it, then BASIC's
  own RETURN follows; ``?REDO FROM START``, ``?EXTRA IGNORED`` and ``??`` are
  the ROM's;
* GET takes the characters of the input one at a time (line ends are not
  keys); with none left it finds no key, as GET on an idle keyboard does;
* an error prints an empty line and ``?NAME  ERROR IN n`` with no line end;
  STOP prints ``BREAK IN n``; ``READY.`` is not printed;
* comma, TAB, SPC and POS count on the 80-column logical line, and there is
  no 40-column wrap in the text (the screen behind it still wraps).

``C64Dialect.run_stream`` (:mod:`.dialect`) runs a listing this way; it
is what tests/c64/test_c64ref.py checks and what ``basic run --stream`` runs
for a C64 listing.
"""
from __future__ import annotations

from typing import Any, Optional, Sequence, TextIO

from ...core.errors import StopRun
from ...core.host import HeadlessHost
from .petscii import petscii_char
from .text import char_code

BREAK = "BREAK"            # RUN/STOP's report, ``BREAK IN n``


class StreamColumn:
    """The column c64ref's capture counts for comma, TAB, SPC and POS: every
    printable code and cursor right moves it on, RETURN sets it to 0, and it
    wraps at 80 (one logical line).  On the screen the KERNAL's cursor right
    does not link a second row, so POS after TAB(45) is 5 there and 45 here."""

    def __init__(self) -> None:
        self.col = 0

    def feed(self, codes: str) -> None:
        col = self.col
        for ch in codes:
            c = ord(ch)
            if c == 13 or c == 141:
                col = 0
            elif c == 29 or 32 <= c < 128 or c >= 160:
                col = (col + 1) % 80
        self.col = col


class StreamText:
    """PETSCII codes -> text lines on ``out``."""

    def __init__(self, out: TextIO, lower: Any = lambda: False) -> None:
        self.out = out
        self.lower = lower

    def write(self, codes: str) -> None:
        parts: list[str] = []
        lower = self.lower()
        for ch in codes:
            c = ord(ch)
            if c == 13 or c == 141:
                parts.append("\n")
            elif c == 29:
                parts.append(" ")
            elif 0x20 <= c < 0x7F and not (lower and (0x41 <= c <= 0x5A)):
                parts.append(ch)                  # the byte as ASCII, as c64ref captured it
            else:
                parts.append(petscii_char(c, lower))
        self.out.write("".join(parts))


class C64StreamHost(HeadlessHost):
    """A headless host (key scripts, idle stop) whose output goes to a
    :class:`StreamText` and whose INPUT answers and GET keys come from stdin."""

    def __init__(self, stdin: Optional[TextIO], stdout: TextIO, *, keys: Sequence[str] = (),
                 inputs: Sequence[str] = (), idle_frames: int = 50,
                 max_frames: int = 2 ** 62) -> None:
        super().__init__(list(keys), list(inputs), idle_frames, max_frames)
        self.stdin = stdin
        self.text = StreamText(stdout)
        self.stdout = stdout
        self._chars: list[str] = []
        self.counter = StreamColumn()

    def attach(self, machine: Any) -> None:
        self.text.lower = lambda: machine.screen.lower_case

    def printed(self, codes: str, channel: str = "S") -> None:
        self.text.write(codes)
        self.counter.feed(codes)

    def column(self, machine: Any) -> Optional[int]:
        """The stream's column (see :class:`StreamColumn`)."""
        return self.counter.col

    def _stdin_line(self) -> Optional[str]:
        if self.stdin is None:
            return None
        line = self.read_stdin(self.stdin, BREAK)
        if line == "":
            return None
        return line.rstrip("\r\n")

    def input_line(self, machine: Any) -> Optional[str]:
        if self.inputs:
            return super().input_line(machine)
        if self._chars:
            line = "".join(self._chars)
            self._chars.clear()
        else:
            line = self._stdin_line()
        if line is None:
            raise StopRun("input-eof")
        self.inputs_typed.append(line)
        return line

    def get_key(self, machine: Any) -> Optional[int]:
        """GET: the next character of the input, if there is one."""
        if not self._chars:
            line = self._stdin_line()
            if line is None:
                return None
            self._chars.extend(line)
        while self._chars:
            code = char_code(self._chars.pop(0), False)
            if code is not None:            # a key the C64 does not have is not typed
                return code
        return None

    def waiting(self, machine: Any, what: str) -> None:
        if what == "input":
            return
        super().waiting(machine, what)

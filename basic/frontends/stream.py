"""Stream mode: PRINT goes to stdout as lines, INPUT reads lines from stdin.

Chosen when stdin or stdout is not a terminal (``echo 5 | basic run
prog.bas``, ``basic run prog.bas > out.txt``) or with ``--stream``.  The
program still runs on the whole virtual machine: PRINT AT, PLOT and DRAW
change its screen as usual (``--dump`` and ``--png`` show the final screen);
stdout gets the text the program printed, as :class:`PrintStream` turns the
codes sent to the screen channels into lines:

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

The INPUT prompt (what the program prints to the lower screen) is written to
stdout too.  The answer is a line of stdin; it is echoed after the prompt
unless stdin and stdout are the same terminal (which has echoed it already).
When stdin runs out the run stops (``input-eof``).

Keys: ``--keys`` scripts work as in headless runs; a program that waits for a
key nobody will press stops as a headless run does (``inkey-wait`` ...).
Ctrl-C stops the program with ``L BREAK into program``.

That is the Spectrum's :class:`PrintStream`.  Another machine decodes what it
prints by its own rules: :meth:`StreamHost.attach` asks the machine's face
(basic.frontends.face) for its text stream (the ZX80/ZX81's follows their
character set and print position, basic.machine.zx8x_face) and for the
report BREAK gives.
"""
from __future__ import annotations

import signal
from typing import Any, Optional, TextIO

from .headless import HeadlessHost
from ..dialects.spectrum.decode import code_text
from ..dialects.spectrum.rom import token_raw
from ..core.errors import BasicError, StopRun
from .pacing import Pacer

WIDTH = 32
#: control codes and how many parameter bytes follow them
PARAMS = {16: 1, 17: 1, 18: 1, 19: 1, 20: 1, 21: 1, 22: 2, 23: 2}
SILENT = {8}                 # cursor left: nothing can be unprinted
QUESTION = set(range(0, 6)) | {7, 10, 11, 12, 14, 15} | set(range(24, 32))


class PrintStream:
    """Codes sent to the screen channels -> lines of text on ``out``."""

    def __init__(self, out: TextIO) -> None:
        self.out = out
        self.col = 0              # 0..32 (32: the line is full, wrap pending)
        self.row = 0              # the screen row the stream thinks it is on
        self.spaces = 0           # spaces owed before the next visible character
        self.after_space = False  # the ROM's FLAGS bit 0: no leading space before a keyword
        self.channel = "S"
        self._control = 0
        self._params: list[int] = []

    # -- public ------------------------------------------------------------
    def write(self, codes: str, channel: str) -> None:
        """Codes a program sent to ``channel`` (``'S'`` or ``'K'``)."""
        if channel == "P":
            return
        if channel != self.channel:
            self.channel = channel
            if self.col:
                self.newline()
        for ch in codes:
            self._code(ord(ch))

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

    def _char(self, text: str) -> None:
        if self.col >= WIDTH:
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


class StreamHost(HeadlessHost):
    """A headless host (key scripts, idle stop) whose PRINT output goes to a
    :class:`PrintStream` and whose INPUT answers come from ``stdin``."""

    def __init__(self, stdin: TextIO, stdout: TextIO, pacer: Pacer, *,
                 keys: tuple[str, ...] = (), inputs: tuple[str, ...] = (),
                 idle_frames: int = 50, echo: bool = True) -> None:
        super().__init__(list(keys), list(inputs), idle_frames, max_frames=2 ** 62)
        self.stdin = stdin
        self.stream = PrintStream(stdout)
        self.pacer = pacer
        self.echo = echo
        self.break_requested = False
        self.reading = False
        self.break_code = "L"
        self._out = stdout
        self._attached: Any = None

    def attach(self, machine: Any) -> None:
        """Take the machine's own text conventions and BREAK report (its
        face, basic.frontends.face); a machine calls this when it is built
        with this host, and the runners call it again (it is done once)."""
        if self._attached is machine:
            return
        from ..core.face import face_of
        self._attached = machine
        face = face_of(machine)
        self.stream = face.text_stream(self._out)
        self.break_code = face.break_code

    def frame(self, machine: Any) -> None:
        if self.break_requested:
            self.break_requested = False
            raise BasicError(self.break_code)
        super().frame(machine)
        self.next_frame_wanted = 0          # pacing and Ctrl-C need every frame
        self.pacer.pace(machine.clock.frames)

    def printed(self, codes: str, channel: str) -> None:
        self.stream.write(codes, channel)

    def input_line(self, machine: Any) -> Optional[str]:
        if self.inputs:
            answer = super().input_line(machine)
            self.stream.prompt_done(answer, True)
            return answer
        self.stream.flush(spaces=True)
        self.reading = True
        try:
            line = self.stdin.readline()
        except KeyboardInterrupt:
            self.break_requested = False
            raise BasicError(self.break_code) from None
        finally:
            self.reading = False
        if self.break_requested:
            self.break_requested = False
            raise BasicError(self.break_code)
        if line == "":
            raise StopRun("input-eof")
        line = line.rstrip("\r\n")
        self.inputs_typed.append(line)
        self.stream.prompt_done(line, self.echo)
        return line

    def waiting(self, machine: Any, what: str) -> None:
        if what == "input":
            return
        super().waiting(machine, what)


class BreakOnSigint:
    """While active, Ctrl-C (SIGINT) asks the host to BREAK at the next frame
    instead of killing Python wherever it happens to be."""

    def __init__(self, host: StreamHost) -> None:
        self.host = host
        self._old: Any = None

    def __enter__(self) -> "BreakOnSigint":
        try:
            self._old = signal.signal(signal.SIGINT, self._handler)
        except ValueError:          # not the main thread
            self._old = None
        return self

    def _handler(self, signum: int, frame: Any) -> None:
        self.host.break_requested = True
        if self.host.reading:          # blocked in readline: interrupt it
            raise KeyboardInterrupt

    def __exit__(self, *exc: object) -> None:
        if self._old is not None:
            signal.signal(signal.SIGINT, self._old)

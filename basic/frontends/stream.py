"""Stream mode: PRINT goes to stdout as lines, INPUT reads lines from stdin.

Chosen when stdin or stdout is not a terminal (``echo 5 | basic run
prog.bas``, ``basic run prog.bas > out.txt``) or with ``--stream``.  The
program still runs on the whole virtual machine: PRINT AT, PLOT and DRAW
change its screen as usual (``--dump`` and ``--png`` show the final screen);
stdout gets the text the program printed, as the machine's face decodes it
(its ``text_stream``, basic.core.face: the Spectrum's keywords and control
codes, the ZX80/ZX81's character set and print position...).

The INPUT prompt (what the program prints to the lower screen) is written to
stdout too.  The answer is a line of stdin; it is echoed after the prompt
unless stdin and stdout are the same terminal (which has echoed it already).
When stdin runs out the run stops (``input-eof``).

Keys: ``--keys`` scripts work as in headless runs; a program that waits for a
key nobody will press stops as a headless run does (``inkey-wait`` ...).
Ctrl-C stops the program with the machine's BREAK report (``L BREAK into
program`` on the Spectrum).  A dialect may run stream mode its own way
(``Dialect.own_stream_mode``: the C64's follows c64ref's capture
conventions; basic.frontends.live runs it).
"""
from __future__ import annotations

from typing import Optional, TextIO

from ..core.errors import StopRun
from ..core.face import TextStream, face_of
from ..core.host import BreakOnSigint, HeadlessHost
from ..core.machine import Machine
from ..core.textstream import LineStream
from .pacing import Pacer


class StreamHost(HeadlessHost):
    """A headless host (key scripts, idle stop) whose PRINT output goes to
    the machine's text stream and whose INPUT answers come from ``stdin``."""

    def __init__(self, stdin: TextIO, stdout: TextIO, pacer: Pacer, *,
                 keys: tuple[str, ...] = (), inputs: tuple[str, ...] = (),
                 idle_frames: int = 50, echo: bool = True) -> None:
        super().__init__(list(keys), list(inputs), idle_frames, max_frames=2 ** 62)
        self.stdin = stdin
        self.stream: TextStream = LineStream(stdout)    # until the machine attaches
        self.pacer = pacer
        self.echo = echo
        self.break_code = "L"
        self._out = stdout
        self._attached: Optional[Machine] = None


    def attach(self, machine: Machine) -> None:
        """Take the machine's own text conventions and BREAK report (its
        face, basic.core.face); a machine calls this when it is built with
        this host, and the runners call it again (it is done once)."""
        if self._attached is machine:
            return
        self._attached = machine
        face = face_of(machine)
        self.stream = face.text_stream(self._out)
        self.break_code = face.break_code

    def frame(self, machine: Machine) -> None:
        super().frame(machine)              # BREAK, when Ctrl-C asked for it
        self.next_frame_wanted = 0          # pacing and Ctrl-C need every frame
        self.pacer.pace(machine.clock.frames)

    def printed(self, codes: str, channel: str) -> None:
        self.stream.write(codes, channel)

    def input_line(self, machine: Machine) -> Optional[str]:
        if self.inputs:
            answer = super().input_line(machine)
            self.stream.prompt_done(answer, True)
            return answer
        self.stream.flush(spaces=True)
        line = self.read_stdin(self.stdin, self.break_code)
        if line == "":
            raise StopRun("input-eof")
        line = line.rstrip("\r\n")
        self.inputs_typed.append(line)
        self.stream.prompt_done(line, self.echo)
        return line

    def waiting(self, machine: Machine, what: str) -> None:
        if what == "input":
            return
        super().waiting(machine, what)


__all__ = ["BreakOnSigint", "StreamHost"]

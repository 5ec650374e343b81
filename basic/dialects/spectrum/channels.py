"""Streams and channels: where PRINT's codes go, LIST in a program, OPEN# and CLOSE#.

The 48K Spectrum's channels are ``K`` (the lower screen), ``S`` (the upper
screen) and ``P`` (the ZX Printer, :mod:`.printer`: text into the printer's
file, made when first used); streams 0..15
name them, 0-3 from the start (K K S P).  Every code sent (RST 10) goes
through the current channel to the screen's PRINT engine (:mod:`.screen`),
and to the host's ``printed`` hook, which stream mode turns into text.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.errors import BasicError
from . import memory_map
from . import sysvars as sv

if TYPE_CHECKING:  # pragma: no cover
    from .machine import SpectrumMachine

#: the streams a machine starts with (and CLOSE# puts back for 0..3)
STANDARD_STREAMS = {0: "K", 1: "K", 2: "S", 3: "P"}


class Channels:
    """The streams, the current channel and what is sent through it."""

    def __init__(self, machine: "SpectrumMachine") -> None:
        self.machine = machine
        self.streams = dict(STANDARD_STREAMS)
        self.current = "S"
        self.printer_output: list[str] = []
        self._printer: Any = None
        #: the host's optional ``printed(codes, channel)``: told every code a
        #: program sends to a channel (stream mode turns them into stdout lines)
        self._printed = machine.host.printed if machine.host.wants_printed else None

    def channel_of(self, stream: int) -> str:
        channel = self.streams.get(stream)
        if channel is None:
            raise BasicError("O")
        return channel

    def select_stream(self, stream: int) -> None:
        """CHAN-OPEN for a stream: PRINT #n, and PRINT's own stream 2."""
        channel = self.channel_of(stream)
        self.current = channel
        if channel != "P":
            self.machine.screen.open_channel(channel)

    def out(self, code: int) -> None:
        """RST 10 through the current channel."""
        if self._printed is not None:
            self._printed(chr(code), self.current)
        if self.current == "P":
            self.printer_out(code)
        else:
            self.machine.screen.out(code, self.current)

    @property
    def echoing(self) -> bool:
        """The host wants every code printed (stream mode)."""
        return self._printed is not None

    def echo(self, code: int, letter: str) -> None:
        """A code machine code printed through the ROM's PRINT-OUT on the
        channel ``letter`` (:mod:`.code`): the host's ``printed`` hears it."""
        if self._printed is not None:
            self._printed(chr(code), letter)

    def follow_memory(self) -> None:
        """After machine code: the current channel is the one CURCHL names
        (a routine may have opened another with CHAN-OPEN)."""
        memory = self.machine.memory
        letter = chr(memory.peek(memory.peek16(sv.CURCHL) + 4))
        if letter in ("K", "S", "P"):
            self.current = letter

    def out_text(self, text: str) -> None:
        if self._printed is not None:
            self._printed(text, self.current)
        if self.current == "P":
            for ch in text:
                self.printer_out(ord(ch))
            return
        out = self.machine.screen.out
        channel = self.current
        for ch in text:
            out(ord(ch), channel)

    @property
    def printer(self) -> Any:
        """The ZX Printer, with the host's paper (``--printer``)."""
        if self._printer is None:
            from .printer import ZXPrinter
            peripherals = self.machine.host.peripherals
            self._printer = ZXPrinter(peripherals.printer, peripherals.report)
        return self._printer

    def printer_out(self, code: int) -> None:
        """LPRINT, LLIST and #3: to the ZX Printer (and collected: a host
        may show the codes)."""
        self.printer_output.append(chr(code))
        self.printer.write(chr(code))

    def power_off(self) -> None:
        """The end of the session: a line still in the printer buffer is printed."""
        if self._printer is not None:
            self._printer.flush()

    def cls(self) -> None:
        """CLS: the whole screen cleared, the lower screen's channel current."""
        self.machine.screen.cls()
        self.current = "K"

    def open_stream(self, stream: int, name: str) -> None:
        if not 0 <= stream <= 15:
            raise BasicError("O")
        letter = name.upper()[:1] if len(name) == 1 else ""
        if letter not in ("K", "S", "P"):
            raise BasicError("F")
        self.streams[stream] = letter

    def close_stream(self, stream: int) -> None:
        if not 0 <= stream <= 15:
            raise BasicError("O")
        if stream <= 3:
            self.streams[stream] = STANDARD_STREAMS[stream]
        else:
            self.streams.pop(stream, None)

    def no_device(self, kind: str) -> None:
        """CAT, FORMAT, MOVE, ERASE on a 48K without Interface 1."""
        raise BasicError("O")

    def auto_list(self, program: Any, current: int) -> None:
        """AUTO-LIST after a line is entered in the editor: the upper screen
        cleared, then the program listed round the current line (E_PPC,
        marked ``>``), as many lines as the upper screen holds without
        scrolling: from up to 10 lines above it, as the ROM keeps S_TOP
        near it (our simplification of S_TOP's rules)."""
        memory = self.machine.memory
        d = memory.data
        memory.poke16(sv.E_PPC, current)
        self.machine.cls()
        self.select_stream(2)
        lines = [ln for ln in program.lines if ln.statements]
        at = next((k for k, ln in enumerate(lines) if ln.number >= current), len(lines) - 1)
        screen = self.machine.screen
        for line in lines[max(0, at - 10):]:
            if screen.row_col()[0] >= 20:
                break
            d[sv.SCR_CT] = 0xFF                     # no scroll? while listing
            self.out_text(f"{line.number:>4}")
            d[sv.FLAGS] &= 0xFE
            if line.number == current:
                self.out(ord(">"))
                d[sv.FLAGS] |= 0x01
            self.out_text(memory_map.listed_codes(line))
            self.out(0x0D)

    def list_program(self, program: Any, first: int, stream: int) -> None:
        """LIST / LLIST [n] in a program (LIST-1 .. LIST-ALL): E_PPC becomes
        n (0 without one); from the first line numbered n or more, each line
        goes through the channel from the print position on, as OUT-LINE
        prints it: the number right-aligned in four columns, then ``>`` for
        the E_PPC line with FLAGS bit 0 set (so its keyword has no leading
        space), or nothing with the bit reset (so the keyword's own leading
        space follows the number), then the stored codes (tokens spelt by
        the PRINT routine, colour codes acting) and ENTER."""
        memory = self.machine.memory
        d = memory.data
        memory.poke16(sv.E_PPC, first)
        self.select_stream(stream)
        for line in program.lines:
            if line.number < first or not line.statements:
                continue
            self.out_text(f"{line.number:>4}")
            d[sv.FLAGS] &= 0xFE
            if line.number == first:
                self.out(ord(">"))
                d[sv.FLAGS] |= 0x01
            self.out_text(memory_map.listed_codes(line))
            self.out(0x0D)

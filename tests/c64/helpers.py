"""Running C64 listings in tests: what they printed, and their final state."""
from __future__ import annotations

from typing import Any, Optional, Sequence

from basic.dialects import get_dialect
from basic.frontends.headless import HeadlessHost
from basic.core.errors import StopRun
from basic.core.interpreter import Interpreter


class RecordingHost(HeadlessHost):
    """A headless host that records every code printed, answers INPUT from a
    list and GET from a string of keys (as the ROM oracle does); with
    ``stream_column`` it counts columns as c64ref's capture and the oracle do."""

    def __init__(self, inputs: Sequence[str] = (), chars: Optional[str] = None,
                 keys: Sequence[str] = (), max_frames: int = 100000,
                 stream_column: bool = False) -> None:
        super().__init__(list(keys), list(inputs), idle_frames=50, max_frames=max_frames)
        self.codes: list[int] = []
        self.chars = list(chars if chars is not None else "".join(inputs))
        if stream_column:
            from basic.dialects.c64.stream import StreamColumn
            self.counter = StreamColumn()
            self.column = lambda machine: self.counter.col

    def printed(self, codes: str, channel: str = "S") -> None:
        self.codes.extend(ord(c) for c in codes)
        counter = getattr(self, "counter", None)
        if counter is not None:
            counter.feed(codes)

    def get_key(self, machine: Any) -> Optional[int]:
        from basic.dialects.c64.text import char_code
        return char_code(self.chars.pop(0), False) if self.chars else None


def run(listing: str, inputs: Sequence[str] = (), chars: Optional[str] = None,
        keys: Sequence[str] = (), max_frames: int = 100000,
        stream_column: bool = False, peripherals: Any = None,
        printer_bytes: Optional[list] = None,
        host: Optional[RecordingHost] = None) -> tuple[Any, Any, RecordingHost, str]:
    """Run a C64 listing; returns (report, machine, host, stop reason).
    ``peripherals``: the disk and printer (basic.core.peripherals); the
    bytes sent to the printer are added to ``printer_bytes``; ``host``: one
    made by the caller (else from ``inputs`` to ``stream_column``)."""
    dialect = get_dialect("c64")
    parsed = dialect.parse_listing(listing)
    if host is None:
        host = RecordingHost(inputs, chars, keys, max_frames, stream_column)
    if peripherals is not None:
        host.peripherals = peripherals
    machine = dialect.make_machine(host=host)
    if printer_bytes is not None:
        printer = machine.devices.kernal.devices[4]
        write = printer.write
        printer.write = lambda sa, data: (printer_bytes.extend(data), write(sa, data))[1]
    interp = Interpreter(dialect, machine)
    interp.set_program(parsed.program)
    machine.reset_frames()
    reason = "ended"
    report = None
    try:
        report = interp.run()
    except StopRun as stop:
        reason = stop.reason
    machine.interp = interp
    return report, machine, host, reason


def as_text(codes: list[int]) -> str:
    """The c64ref rendering: RETURN a new line, cursor right a space."""
    return "".join("\n" if c == 13 else " " if c == 29 else "" if c == 10 else chr(c)
                   for c in codes)

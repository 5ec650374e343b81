"""INPUT's line editor in the lower screen.

The prompt is printed by the PRINT items of INPUT (:mod:`.items`); the
answer is typed here, key by key from the keyboard interrupt's queue (or
handed over whole by the host: stream mode, ``--input``), shown in the
lower screen with its cursor (``L`` or ``C``) and, for a string, between the
quotes the ROM puts round it.  An answer the ROM refuses comes back with its
flashing ``?`` for the user to correct.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Optional

from ...core.errors import BasicError
from . import sysvars as sv
from .escapes import UNICODE_TO_CODE, decode_text

if TYPE_CHECKING:  # pragma: no cover
    from .machine import SpectrumMachine


def encode_input(text: str, caps_lock: bool = False) -> str:
    """Text typed on the host keyboard -> machine codes (£ and © and the
    listing escapes are understood).  With CAPS LOCK on (FLAGS2 bit 3, e.g.
    after ``POKE 23658,8``) the letters are capitals, as K-DECODE gives them
    key by key.  A character the Spectrum has no key for (``é``, ``€``, an
    emoji) is left out, as a key the machine does not have."""
    codes = decode_text("".join(c for c in text if c.isascii() or c in UNICODE_TO_CODE))
    if not caps_lock:
        return codes
    return "".join(chr(ord(c) - 32) if "a" <= c <= "z" else c for c in codes)


class InputEditor:
    """The lower-screen editor of one machine."""

    def __init__(self, machine: "SpectrumMachine") -> None:
        self.machine = machine

    def begin(self) -> None:
        self.machine.channels.current = "K"
        self.machine.screen.input_begin()

    def end(self) -> None:
        self.machine.screen.input_end()

    def read(self, mode: str, rejected: Optional[tuple[str, int]] = None) -> str:
        """Read one INPUT answer with the lower-screen editor.  ``mode`` is
        ``'number'``, ``'string'`` (the ROM shows quotes around it) or
        ``'line'`` (INPUT LINE).  ``rejected`` = (text, position) redraws an
        answer the ROM refused, with its flashing ``?`` at the position, for
        the user to correct (the ROM keeps the text and waits)."""
        m = self.machine
        quotes = mode == "string"
        d = m.memory.data
        d[sv.FLAGS] |= 0x08                 # the editor's L mode
        buffer: list[str] = list(rejected[0]) if rejected else []
        cursor = rejected[1] if rejected else 0
        error_at = rejected[1] if rejected else -1

        def framed(text: str) -> str:
            return '"' + text + '"' if quotes else text

        def show() -> None:
            letter = "C" if m.keys.caps_lock else "L"
            shift = 1 if quotes else 0
            m.screen.input_show(framed("".join(buffer)), cursor + shift, letter,
                                   error_at + shift if error_at >= 0 else -1)

        show()
        ready = m.host.input_line(m)
        if ready is not None:
            buffer[cursor:cursor] = list(encode_input(ready, m.keys.caps_lock))
            return "".join(buffer)
        m.key_events.clear()
        m.waiting_for = "input"
        try:
            while True:
                m.clock.next_frame()
                m.host.waiting(m, "input")
                while m.key_events:
                    code = m.key_events.pop(0)
                    click(m)
                    if code == 13:
                        return "".join(buffer)
                    if code == 12:          # DELETE
                        if cursor:
                            del buffer[cursor - 1]
                            cursor -= 1
                    elif code == 8:         # cursor left
                        cursor = max(0, cursor - 1)
                    elif code == 9:         # cursor right
                        cursor = min(len(buffer), cursor + 1)
                    elif code == 10 and mode == "line":   # cursor down ends INPUT LINE
                        raise BasicError("H")
                    elif code == 6:         # CAPS LOCK
                        d[sv.FLAGS2] ^= 0x08
                    elif code >= 32:
                        buffer.insert(cursor, chr(code))
                        cursor += 1
                    error_at = -1
                    show()
        finally:
            m.waiting_for = None

    def accept(self, text: str, mode: str) -> None:
        """An answer was taken: the ROM reprints the line (quotes and all) and
        the next prompt follows it."""
        self.machine.screen.input_accept('"' + text + '"' if mode == "string" else text)


#: ED-LOOP's click: BEEPER with HL = 200 (918 T-states between edges)
CLICK_HL = 0xC8


def click(m: "SpectrumMachine") -> None:
    """ED-LOOP (0x0F38) clicks for every key the editor takes: BEEPER with
    HL = 200 and DE = PIP (0 unless POKEd), so PIP + 1 cycles of 3.8 kHz."""
    m.frames.beeper(CLICK_HL, m.memory.data[sv.PIP] + 1)

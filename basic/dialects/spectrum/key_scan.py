"""The ROM's keyboard interrupt, and what a program reads of the keyboard.

Fifty times a second the ROM's interrupt looks at the keys held
(:mod:`.keyboard`): a newly pressed key (and, while it is held, a repeat
after REPDEL frames and then every REPPER frames) sets LAST_K and the new-key
flag (FLAGS bit 5) and goes to the editor's queue (the machine's
``key_events``); BREAK (CAPS SHIFT + SPACE) held is noticed here too.
INKEY$ reads the keys held now, decoded in L or C mode, and the editor's
waits (``scroll?``) take keys from the queue.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.errors import BasicError
from . import sysvars as sv

if TYPE_CHECKING:  # pragma: no cover
    from .machine import SpectrumMachine


class KeyScan:
    """The keyboard interrupt and the keyboard reads of one machine."""

    def __init__(self, machine: "SpectrumMachine") -> None:
        self.machine = machine
        self._prev_keys: frozenset[str] = frozenset()
        self._repeat_in = 0

    @property
    def idle(self) -> bool:
        """No key was held at the last scan."""
        return not self._prev_keys

    @property
    def caps_lock(self) -> bool:
        return bool(self.machine.memory.data[sv.FLAGS2] & 0x08)

    def scan(self) -> None:
        """The interrupt's keyboard scan (see the module docstring)."""
        m = self.machine
        if not m.keyboard.held and not self._prev_keys:
            return                                  # the usual case: no key at all
        held = frozenset(m.keyboard.held)
        d = m.memory.data
        if held != self._prev_keys:
            new = held - self._prev_keys
            self._prev_keys = held
            self._repeat_in = d[sv.REPDEL] or 256
            if new:
                self._key_event()
        elif held:
            self._repeat_in -= 1
            if self._repeat_in <= 0:
                self._repeat_in = d[sv.REPPER] or 256
                self._key_event()
        if "CS" in held and "SPACE" in held:
            m.clock.interrupt = BasicError("L")

    def _key_event(self) -> None:
        m = self.machine
        d = m.memory.data
        code = m.keyboard.code(self.caps_lock, k_mode=not d[sv.FLAGS] & 0x08)
        if code is not None:
            d[sv.LAST_K] = code
            d[sv.FLAGS] |= 0x20
            m.key_events.append(code)

    def keyboard_read(self) -> None:
        """The program looked at the keyboard: frames matter again."""
        self.machine.keyboard.polled = True
        self.machine.clock.quiet_until = 0

    def inkey(self) -> str:
        """INKEY$: the key held now, or the empty string."""
        self.keyboard_read()
        code = self.machine.keyboard.code(self.caps_lock)
        return "" if code is None else chr(code)

    def inkey_stream(self, stream: int) -> str:
        """INKEY$#n: the keyboard through stream n (report J for a stream
        that is not the keyboard's)."""
        if self.machine.channels.channel_of(stream) == "K":
            return self.inkey()
        raise BasicError("J")

    def wait_key(self, what: str) -> int:
        """Wait (frame by frame) for a key press in the editor and return its
        code."""
        m = self.machine
        m.key_events.clear()
        m.waiting_for = what
        try:
            while not m.key_events:
                m.clock.next_frame()
                m.host.waiting(m, what)
            return m.key_events.pop(0)
        finally:
            m.waiting_for = None

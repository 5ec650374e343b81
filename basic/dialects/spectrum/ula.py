"""IN and OUT: the ULA's port, which is the keyboard's half-rows and the border.

A read of a port whose low byte is 0xFE sees the keyboard half-rows the high
byte selects (:meth:`.keyboard.Keyboard.read_port`); any other port reads
0xFF.  A write to an even port sets the border colour and the speaker's
EAR and MIC bits (bits 4 and 3, :mod:`.beeper`), at the machine time it is
made.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from .machine import SpectrumMachine


class Ula:
    """IN and OUT of one machine."""

    def __init__(self, machine: "SpectrumMachine") -> None:
        self.machine = machine

    def port_in(self, port: int) -> int:
        m = self.machine
        if port & 0xFF == 0xFE:
            m.keys.keyboard_read()
            return m.keyboard.read_port(port)
        return 0xFF

    def port_out(self, port: int, value: int) -> None:
        """OUT: the single entry point of a write to a port."""
        if port & 1 == 0:
            m = self.machine
            m.screen.border = value & 7
            m.beeper.out(value, m.frames.cycles())

"""A snapshot file run on the genuine 48K ROM, for the snapshot tests.

SkoolKit (a dependency) holds the 48K ROM image (``skoolkit.ROM48``) and
loads a snapshot into its Z80 simulator as an emulator does
(``skoolkit.simutils.from_snapshot``): the RAM and registers as the file
has them; an ``.sna`` goes on through a RETN in the ROM, as the format
asks, so its PC comes off the machine stack.  The machine runs frame by
frame with memory and I/O contention, no key pressed; a key is typed the
way the ROM's keyboard interrupt hands one over (LAST_K, FLAGS bit 5), as
zxoracle's ``inject_key`` does.  The screen is read with basic's own
decoder (the fields of the oracle's ``--json``).
"""
from __future__ import annotations

from typing import Any

from skoolkit import ROM48, read_bin_file
from skoolkit.simutils import from_snapshot
from skoolkit.snapshot import SNA, SZX, Z80

from basic.core.memory import Memory
from basic.dialects.spectrum.decode import screen_fields

FRAME_T = 69888
PC, SP, T = 24, 12, 25
LAST_K, FLAGS = 23560, 23611
#: the editor waits for a key here (WAIT-KEY1), called from ED-LOOP
WAIT_KEY1, RET_EDITOR = 0x15DE, 0x0F3B


class RomSpectrum:
    """A snapshot running on the genuine ROM."""

    def __init__(self, data: bytes, kind: str) -> None:
        try:
            from skoolkit.ccmiosimulator import CCMIOSimulator as cls
        except ImportError:                                   # pragma: no cover
            from skoolkit.cmiosimulator import CMIOSimulator as cls
        snap: Any = {"z80": Z80, "sna": SNA, "szx": SZX}[kind](data)
        registers = {}
        if kind == "sna":
            rom = read_bin_file(ROM48)
            registers["PC"] = bytes(rom).index(b"\xed\x45")      # a RETN in the ROM
            registers["SP"] = snap.sp
        self.sim = from_snapshot(cls, snap, registers, config={"fast_djnz": False,
                                                                "fast_ldir": False})
        self.border = snap.border                 # the C simulator's tracer has one
        self.held: set[tuple[int, int]] = set()
        self.sim.set_tracer(self)
        self.mem = self.sim.memory
        self.regs = self.sim.registers

    def read_port(self, registers: Any, port: int) -> int:
        """Port 254: the keys held (:attr:`held`, (half-row, bit) pairs:
        the row's address line low, its bit low when the key is down)."""
        if port & 1:
            return 0xFF
        value = 0xBF
        for row, bit in self.held:
            if not port & (0x100 << row):
                value &= ~(1 << bit)
        return value

    def write_port(self, registers: Any, port: int, value: int, offset: int = 0) -> None:
        if not port & 1:
            self.border = value & 7

    def word(self, address: int) -> int:
        return self.mem[address] | (self.mem[address + 1] << 8)

    def run(self, frames: int) -> None:
        """Run ``frames`` frames (to the end of the frame it is in, then more)."""
        end = (self.regs[T] // FRAME_T + frames) * FRAME_T
        self.sim.trace(None, None, 0, end, True, None, None, None, None, None)

    def to_editor(self, frames: int = 3000) -> bool:
        """Run until the editor waits for a key (True), at most ``frames``."""
        end = self.regs[T] + frames * FRAME_T
        while self.regs[T] < end:
            if self.sim.trace(None, WAIT_KEY1, 0, end, True, None, None, None, None,
                              None)[0] == 3 and self.word(self.regs[SP]) == RET_EDITOR:
                return True
        return False

    def type_key(self, code: int) -> None:
        """One decoded key code, as the keyboard interrupt delivers it."""
        self.mem[LAST_K] = code
        self.mem[FLAGS] |= 0x20

    def screen(self) -> dict[str, Any]:
        memory = Memory()
        memory.data[:] = bytes(self.mem[:65536])      # the ROM's font is in it
        return screen_fields(memory)

"""A 64 KiB address space, the one thing every part of a machine shares.

Screen memory, system variables, UDGs and the program area are all views of
this one ``bytearray``, so ``POKE 22528,56`` and ``PEEK 23672`` work because the
screen and the interpreter read the same bytes the program pokes.  The lowest
``rom_size`` bytes are read-only, as on the machine: a POKE there is ignored.

Dialect-neutral: the Spectrum uses ``rom_size=16384``; a Commodore 64 view
would pass 0 (its ROMs are banked over RAM, which is the dialect's business).
"""
from __future__ import annotations

from collections.abc import Iterable


class Memory:
    """64 KiB of memory; ``data`` is public so hot paths may index it directly
    (hot paths that write must respect ``rom_size`` themselves)."""

    SIZE = 65536

    def __init__(self, rom: bytes | bytearray | None = None, rom_size: int | None = None) -> None:
        self.data = bytearray(self.SIZE)
        if rom is not None:
            self.data[:len(rom)] = rom
        self.rom_size = len(rom) if rom_size is None and rom is not None else (rom_size or 0)

    def peek(self, addr: int) -> int:
        """The byte at ``addr`` (wrapped to 16 bits, as the address bus does)."""
        return self.data[addr & 0xFFFF]

    def poke(self, addr: int, value: int) -> None:
        """Store the low 8 bits of ``value``; writes into ROM are ignored."""
        addr &= 0xFFFF
        if addr >= self.rom_size:
            self.data[addr] = value & 0xFF

    def peek16(self, addr: int) -> int:
        """Little-endian word at ``addr`` (the Z80's order)."""
        d = self.data
        return d[addr & 0xFFFF] | (d[(addr + 1) & 0xFFFF] << 8)

    def poke16(self, addr: int, value: int) -> None:
        """Store a little-endian word; each byte obeys the ROM rule."""
        self.poke(addr, value & 0xFF)
        self.poke(addr + 1, (value >> 8) & 0xFF)

    def load(self, addr: int, values: Iterable[int]) -> None:
        """Copy ``values`` to RAM from ``addr`` on (ROM bytes stay as they are)."""
        for i, v in enumerate(values):
            self.poke(addr + i, v)

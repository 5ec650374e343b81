"""The C64's address space as the 6510 sees it: RAM, ROMs, and the I/O chips.

:class:`C64Memory` is the one memory that BASIC's PEEK and POKE use, and that
a 6502 emulator running machine code will use (``memory[address]`` reads and
``memory[address] = value`` writes, as py65's MPU expects).  ``data`` is the
64 KiB of RAM, the whole of it: the screen editor, the keyboard and the
program store index it directly, as the KERNAL's own code addresses RAM.

What a read or write reaches depends on location 1, the 6510's processor
port (Programmer's Reference Guide, appendix A's memory map; C. Bauer, "The
MOS 6567/6569 video controller", 2.4.1):

* location 0 is the port's data direction register, location 1 its data
  register; a bit set as input reads 1 (LORAM, HIRAM, CHAREN are pulled
  up; the cassette switch, bit 4, reads 1 with no button pressed), so
  ``PEEK(1)`` is 55 at power-on;
* bits 0-2 of what the port's pins give (LORAM, HIRAM, CHAREN) choose the
  map: BASIC ROM at $A000-$BFFF while LORAM and HIRAM are set, the KERNAL
  at $E000-$FFFF while HIRAM is set, and at $D000-$DFFF the I/O chips
  while CHAREN is set, the character ROM while it is clear, RAM when LORAM
  and HIRAM are both clear;
* a write always goes to the RAM beneath a ROM; a write to $D000-$DFFF goes
  to the I/O chip while I/O is mapped in, to RAM otherwise.

The BASIC and KERNAL ROMs are not included (they are Commodore's): while
mapped in they read 0, but for the processor's three vectors at
$FFFA-$FFFF, which hold the KERNAL's addresses.  The character ROM is this project's own drawing
(:mod:`.chargen`).

**I/O devices.**  The 4 KiB at $D000-$DFFF are 16 pages of 256 bytes, each
served by one device: an object with ``read(address)`` and
``write(address, value)`` (:class:`IoDevice`), attached with
:meth:`C64Memory.attach` (the last attached wins, so a machine can replace a
chip).  A device receives the full 16-bit address and decodes its own
mirrors.  Reads may have side effects (the VIC-II's collision registers clear
on reading); a device whose reads must not, says so.  Devices that need the
time read :meth:`C64Memory.cycles`, the machine's time in 6510 cycles.
"""
from __future__ import annotations

from typing import Callable, Protocol

from ...core.memory import Memory
from .chargen import CHARGEN
from .cia import Cia1, Cia2
from .vic import VicII

IO_FIRST, IO_LAST = 0xD000, 0xDFFF
COLOUR_FIRST, COLOUR_LAST = 0xD800, 0xDBFF

#: the 6510's vectors at the top of the KERNAL (NMI $FE43, RESET $FCE2, IRQ
#: $FF48): addresses, not Commodore's code, so that an interrupt taken by
#: machine code finds the KERNAL's entry points (:mod:`.romcalls`)
KERNAL_VECTORS = {0xFFFA: 0x43, 0xFFFB: 0xFE, 0xFFFC: 0xE2, 0xFFFD: 0xFC,
                  0xFFFE: 0x48, 0xFFFF: 0xFF}

#: the processor port at power-on (the KERNAL's IOINIT: DDR $2F, data $37)
PORT_DDR, PORT_DATA = 0x2F, 0x37
#: the levels of the port's pins that are inputs: LORAM, HIRAM, CHAREN pulled
#: up, the cassette switch (bit 4) open; bits 6-7 are not connected
PORT_INPUTS = 0x17


class IoDevice(Protocol):
    """A chip on the I/O bus: what a read of ``address`` gives, what a write
    does.  ``address`` is the full 16-bit address (the device decodes its
    mirrors); ``value`` is 0-255."""

    def read(self, address: int) -> int: ...

    def write(self, address: int, value: int) -> None: ...


class OpenBus:
    """A page with no chip ($DE00-$DFFF, the expansion port's I/O 1 and 2,
    with no cartridge): writes go nowhere, reads give 0 (on a C64 the byte
    the VIC-II fetched last, which we do not model)."""

    def read(self, address: int) -> int:
        return 0

    def write(self, address: int, value: int) -> None:
        pass


class ColourRam:
    """Colour RAM, 1024 x 4 bits at $D800-$DBFF (the Programmer's Reference
    Guide: "each of the color RAM locations is 4 bits wide").  Only the low
    four bits are kept; the high four, which float on a C64, read 0.
    ``nybbles`` is public: the screen editor writes it as the KERNAL does,
    and the VIC-II reads it."""

    def __init__(self) -> None:
        self.nybbles = bytearray(1024)

    def read(self, address: int) -> int:
        return self.nybbles[address & 0x3FF]

    def write(self, address: int, value: int) -> None:
        self.nybbles[address & 0x3FF] = value & 0x0F


class SilentSid:
    """The SID's 29 registers ($D400-$D41C, repeated every 32 bytes through
    $D7FF) until a SID that sounds is attached: writes are kept, the
    write-only registers read 0, the paddles ($D419, $D41A) read 255 (none
    connected), oscillator 3 and envelope 3 read 0."""

    def __init__(self) -> None:
        self.regs = bytearray(32)

    def read(self, address: int) -> int:
        reg = address & 0x1F
        return 0xFF if reg in (0x19, 0x1A) else 0

    def write(self, address: int, value: int) -> None:
        self.regs[address & 0x1F] = value


class C64Memory(Memory):
    """The 6510's view of memory: RAM, the processor port, the ROMs and the
    I/O devices (see the module docstring).  It is built with the C64's
    chips attached: ``vic`` at $D000-$D3FF, a :class:`SilentSid` at
    $D400-$D7FF, ``colour`` RAM at $D800-$DBFF, ``cia1`` at $DC00 and
    ``cia2`` at $DD00; a machine may attach others over them."""

    def __init__(self) -> None:
        super().__init__(rom_size=0)
        self.chargen = CHARGEN
        self.colour = ColourRam()
        #: colour RAM's 1024 cells, for the screen editor and the VIC-II
        self.colour_ram = self.colour.nybbles
        self._io: list[IoDevice] = [OpenBus()] * 16
        #: the machine's time in 6510 cycles (the machine sets it)
        self.cycles: Callable[[], float] = lambda: 0.0
        self.vic = VicII(self)
        self.cia1 = Cia1(cycles=lambda: self.cycles())
        self.cia2 = Cia2(cycles=lambda: self.cycles())
        self.attach(0xD000, 0xD3FF, self.vic)
        self.attach(0xD400, 0xD7FF, SilentSid())
        self.attach(COLOUR_FIRST, COLOUR_LAST, self.colour)
        self.attach(0xDC00, 0xDCFF, self.cia1)
        self.attach(0xDD00, 0xDDFF, self.cia2)
        self.ddr = PORT_DDR
        self.port = PORT_DATA
        self.basic_in = self.kernal_in = self.io_in = True
        self.chars_in = False
        self._map()

    # -- devices ---------------------------------------------------------------------
    def attach(self, first: int, last: int, device: IoDevice) -> None:
        """Let ``device`` serve the pages from ``first`` to ``last``
        (inclusive, whole pages within $D000-$DFFF)."""
        if not (IO_FIRST <= first <= last <= IO_LAST and first & 0xFF == 0
                and last & 0xFF == 0xFF):
            raise ValueError(f"I/O devices take whole pages of $D000-$DFFF, "
                             f"not ${first:04X}-${last:04X}")
        for page in range(first >> 8, (last >> 8) + 1):
            self._io[page - 0xD0] = device

    def device_at(self, address: int) -> IoDevice:
        """The device serving ``address`` (in $D000-$DFFF)."""
        return self._io[(address >> 8) - 0xD0]

    def read_io(self, address: int) -> int:
        """Read an I/O register whatever location 1 maps in (for a chip that
        reads another's pins, as the VIC-II reads CIA 2's port A)."""
        return self._io[(address >> 8) - 0xD0].read(address)

    # -- the processor port ------------------------------------------------------------
    def _pins(self) -> int:
        """What the port's pins give: outputs as written, inputs as pulled."""
        return (self.port & self.ddr) | (PORT_INPUTS & ~self.ddr)

    def _map(self) -> None:
        """Location 1's bits 0-2 (of the pins) choose what is mapped in."""
        pins = self._pins()
        loram, hiram, charen = pins & 1, pins & 2, pins & 4
        self.basic_in = bool(loram and hiram)
        self.kernal_in = bool(hiram)
        any_rom = bool(loram or hiram)
        self.io_in = any_rom and bool(charen)
        self.chars_in = any_rom and not charen

    # -- the 6510's reads and writes -------------------------------------------------
    def read(self, address: int) -> int:
        """What the 6510 reads at ``address`` (0-65535)."""
        if address < 0xA000:
            if address > 1:
                return self.data[address]
            return self.ddr if address == 0 else self._pins()
        if address < 0xC000:
            return 0 if self.basic_in else self.data[address]
        if address < 0xD000:
            return self.data[address]
        if address < 0xE000:
            if self.io_in:
                return self._io[(address >> 8) - 0xD0].read(address)
            if self.chars_in:
                return self.chargen[address - 0xD000]
            return self.data[address]
        if self.kernal_in:
            return KERNAL_VECTORS.get(address, 0)
        return self.data[address]

    def write(self, address: int, value: int) -> None:
        """The 6510 writes ``value`` (0-255) at ``address`` (0-65535)."""
        if 0xD000 <= address < 0xE000 and self.io_in:
            self._io[(address >> 8) - 0xD0].write(address, value)
        elif address > 1:
            self.data[address] = value
        else:
            if address == 0:
                self.ddr = value
            else:
                self.port = value
            self._map()

    def peek(self, addr: int) -> int:
        return self.read(addr & 0xFFFF)

    def poke(self, addr: int, value: int) -> None:
        self.write(addr & 0xFFFF, value & 0xFF)

    __getitem__ = peek
    __setitem__ = poke

"""The two 6526 CIAs as BASIC's PEEK and POKE meet them: register files.

CIA 1 ($DC00) scans the keyboard and the joysticks and times the jiffy
interrupt; CIA 2 ($DD00) drives the serial bus and gives the VIC-II its
16 KiB bank.  Each has 16 registers, repeated through its page.  What is
modelled here (Programmer's Reference Guide, appendix M, the 6526 data
sheet):

* a port reads its pins: the bits set as outputs in its data direction
  register (PRA/PRB at 0/1, DDRA/DDRB at 2/3) give what was written, the
  others what the outside world gives (:meth:`Cia.inputs`);
* CIA 1's timer A counts down the jiffy, as the KERNAL programs it: its
  counter reads the cycles left to the next jiffy interrupt;
* every other register reads what was last written.

The keyboard matrix on CIA 1's ports, the other timers, the TOD clock and the
interrupt control register are not modelled yet: BASIC's keyboard goes
through the KERNAL's buffer (:mod:`.keyboard`).  A fuller CIA replaces these
with ``memory.attach(0xDC00, 0xDCFF, cia1)``; it must answer reads of $DD00
with port A's pins and no side effect, since the VIC-II reads its bank there.
"""
from __future__ import annotations

from typing import Callable

PRA, PRB, DDRA, DDRB, TALO, TAHI = 0, 1, 2, 3, 4, 5
CRA = 14

#: the PAL KERNAL's jiffy: timer A of CIA 1 loaded with 16421 ("sixtyp" in
#: Commodore's kernal/init.s)
JIFFY_LATCH = 16421


class Cia:
    """A 6526's registers; ports read their pins."""

    #: registers at power-on, after the KERNAL's IOINIT
    POWER_ON: dict[int, int] = {}

    def __init__(self) -> None:
        self.regs = bytearray(16)
        for reg, value in self.POWER_ON.items():
            self.regs[reg] = value

    def inputs(self, port: int) -> int:
        """The levels the outside world puts on ``port``'s pins (0: A, 1: B)
        where they are inputs: 1s, the pull-ups, with nothing connected."""
        return 0xFF

    def pins(self, port: int) -> int:
        """What a read of port ``port`` gives: outputs as written, inputs as
        driven from outside."""
        ddr = self.regs[DDRA + port]
        return (self.regs[PRA + port] & ddr) | (self.inputs(port) & ~ddr & 0xFF)

    def read(self, address: int) -> int:
        reg = address & 0x0F
        if reg <= PRB:
            return self.pins(reg)
        return self.regs[reg]

    def write(self, address: int, value: int) -> None:
        self.regs[address & 0x0F] = value


class Cia1(Cia):
    """CIA 1: keyboard and joysticks on its ports (nothing pressed: all
    1s), timer A the jiffy."""

    POWER_ON = {PRA: 0x7F, DDRA: 0xFF, DDRB: 0x00, TALO: JIFFY_LATCH & 0xFF,
                TAHI: JIFFY_LATCH >> 8, CRA: 0x11}

    def __init__(self, jiffy_cycles: Callable[[], float] = lambda: 0.0) -> None:
        super().__init__()
        self.latch = JIFFY_LATCH
        #: cycles since the last jiffy interrupt (the machine sets it)
        self.jiffy_cycles = jiffy_cycles

    def read(self, address: int) -> int:
        reg = address & 0x0F
        if reg in (TALO, TAHI) and self.regs[CRA] & 1:
            left = max(0, self.latch - int(self.jiffy_cycles()))
            return left & 0xFF if reg == TALO else left >> 8
        return super().read(address)

    def write(self, address: int, value: int) -> None:
        reg = address & 0x0F
        if reg == TALO:
            self.latch = (self.latch & 0xFF00) | value
        elif reg == TAHI:
            self.latch = (self.latch & 0x00FF) | value << 8
        super().write(address, value)


class Cia2(Cia):
    """CIA 2: port A's bits 0-1 give the VIC-II its bank (inverted: 3 is
    bank 0), bits 3-5 drive the serial bus's ATN, CLOCK and DATA lines and
    bits 6-7 read CLOCK and DATA back.  Nothing else on the bus pulls a line,
    so a line reads low exactly while we drive it (the outputs are
    inverted onto the bus): PEEK(56576) is 151 at power-on."""

    POWER_ON = {PRA: 0x97, DDRA: 0x3F, DDRB: 0x00}

    def inputs(self, port: int) -> int:
        if port == 1:
            return 0xFF
        out = self.regs[PRA] & self.regs[DDRA]
        clock_in = 0 if out & 0x10 else 0x40
        data_in = 0 if out & 0x20 else 0x80
        return 0x3F | clock_in | data_in

    def vic_bank(self) -> int:
        """The VIC-II's bank, 0-3 (bank n sees $4000 x n)."""
        return 3 - (self.pins(0) & 3)

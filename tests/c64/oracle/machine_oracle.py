"""A whole C64 of genuine code: Commodore's BASIC V2 and KERNAL ROMs in py65.

A *regeneration tool*, not a test dependency.  The two ROM images are
assembled from Commodore's source by build_rom.sh into $C64ROM (default
/tmp/c64rom_full) and checked there against the ROMs' CRCs; nothing of them
is in the repository.  Where c64oracle.py gives BASIC a KERNAL of Python
stubs and screen_oracle.py runs the screen editor alone, this runs both as
the machine does, from the reset: BASIC's PRINT goes through CHROUT, BSOUT
and the editor's PRT, INPUT through CHRIN and the editor's line input,
PLOT, TAB, SPC and the comma read the editor's zero page.  So it answers
what a program sees when it POKEs the editor's variables (211, 214...)
and then PRINTs or INPUTs.

The memory is the C64's: 64 KiB of RAM, the BASIC ROM at $A000 and the
KERNAL at $E000 over it (writes go to the RAM beneath), the I/O area as RAM
(the VIC-II's and the CIAs' registers keep what is written; CIA 1's port B
reads $FF, no key down, the raster 0, as the reset wants on a PAL machine).  What it leaves out: interrupts (no jiffy, so TI
stays 0, the cursor never blinks and no key is scanned); the keys a run
types are put straight into the keyboard buffer (631, count at 198), ten at
a time, whenever the editor waits for one (LOOP3).

``run(lines, keys="")`` types the program lines (PETSCII), ``RUN`` and then
``keys`` (INPUT answers, with RETURN as code 13), and stops when the editor
waits with nothing more to type; it returns screen RAM, colour RAM (low
nybbles), the cursor (214, 211) and the codes BASIC sent through CHROUT
after RUN.
"""
from __future__ import annotations

import os

from py65.devices.mpu6502 import MPU

ROMS = os.environ.get("C64ROM", "/tmp/c64rom_full")
STEP_LIMIT = 40_000_000


class Timeout(Exception):
    pass


#: I/O registers read as constants: CIA 1's port B (no key down), the
#: raster line (0, which PCINT waits for) and the VIC-II's interrupt
#: register with the raster bit a PAL 6569 has set by then (PALNTS 1)
FIXED = {0xDC01: 0xFF, 0xD012: 0x00, 0xD019: 0x01}


class C64Bus:
    """RAM with the BASIC and KERNAL ROMs and the I/O area over it."""

    def __init__(self, basic: bytes, kernal: bytes) -> None:
        self.ram = bytearray(0x10000)
        self.io = bytearray(0x1000)
        self.basic = basic
        self.kernal = kernal

    def __getitem__(self, address: int) -> int:
        if address < 0xA000 or 0xC000 <= address < 0xD000:
            return self.ram[address]
        if address < 0xC000:
            return self.basic[address - 0xA000]
        if address >= 0xE000:
            return self.kernal[address - 0xE000]
        return self.io[address - 0xD000] if address not in FIXED else FIXED[address]

    def __setitem__(self, address: int, value: int) -> None:
        if 0xD000 <= address < 0xE000:
            self.io[address - 0xD000] = value
        else:
            self.ram[address] = value

    def __len__(self) -> int:
        return 0x10000


class C64:
    def __init__(self) -> None:
        self.labels: dict[str, int] = {}
        for line in open(f"{ROMS}/labels.txt"):
            _, address, name = line.split()
            self.labels.setdefault(name.lstrip("."), int(address, 16))
        basic = open(f"{ROMS}/basic.bin", "rb").read()
        kernal = open(f"{ROMS}/kernal.bin", "rb").read()
        self.bus = C64Bus(basic, kernal)
        self.mpu = MPU(memory=self.bus)
        self.mpu.pc = kernal[0x1FFC] | kernal[0x1FFD] << 8
        self.pending: list[int] = []
        self.out: list[int] = []
        self.recording = False

    def type(self, codes: list[int]) -> None:
        self.pending.extend(codes)

    def run(self) -> None:
        """Run until the editor waits for a key and none is left to type."""
        mpu, bus = self.mpu, self.bus
        wait, bsout = self.labels["loop3"], self.labels["bsout"]
        step = mpu.step
        ram = bus.ram
        for _ in range(STEP_LIMIT):
            pc = mpu.pc
            if pc == wait and not ram[0xC6]:
                if not self.pending:
                    return
                keys, self.pending = self.pending[:10], self.pending[10:]
                ram[0x277:0x277 + len(keys)] = bytes(keys)
                ram[0xC6] = len(keys)
            elif pc == bsout and self.recording and ram[0x9A] == 3:
                self.out.append(mpu.a)
            step()
        raise Timeout()

    def state(self) -> dict:
        ram, io = self.bus.ram, self.bus.io
        return {"screen": list(ram[0x400:0x7E8]),
                "colour": [c & 15 for c in io[0x800:0xBE8]],
                "cursor": [ram[214], ram[211]],
                "out": self.out}


def run(lines: list[list[int]], keys: list[int] | None = None) -> dict:
    """Type ``lines`` (each a line's PETSCII codes, RETURN added), RUN, then
    ``keys``; the machine's state when it next waits with nothing to type."""
    c64 = C64()
    c64.run()                                   # the reset, up to READY.
    for line in lines:
        c64.type(line + [13])
        c64.run()
    c64.recording = True
    c64.type([ord(c) for c in "RUN"] + [13] + list(keys or []))
    c64.run()
    return c64.state()

"""The VIC-II (6569, PAL) as the CPU meets it: its registers, its time, its DMA.

Rules from C. Bauer, "The MOS 6567/6569 video controller (VIC-II) and its
application in the Commodore 64" (1996), cited by section, and the
Programmer's Reference Guide (PRG), chapter 3 and appendix G.

**Registers** (3.2).  47 registers at $D000-$D02E, repeated every 64 bytes
through $D000-$D3FF; $D02F-$D03F read $FF and ignore writes.  Bits with no
function read 1 ($D016 bits 6-7, $D018 bit 0, $D019 bits 4-6, $D01A bits
4-7, the high nybble of the colour registers $D020-$D02E), so after
``POKE 53280,0`` ``PEEK(53280)`` is 240.  Reading:

* $D011 bit 7 and $D012 are the raster line the beam is on (RASTER, 3.2),
  worked out from the machine's time: 312 lines of 63 cycles (the 6569's
  figures, 3.4; docs/c64.md says why PAL); writing them sets the line the
  raster interrupt compares with;
* $D013/$D014, the light pen latches, are 0: nothing pulls the LP line;
* $D019 latches the interrupt sources (3.12): bit 0 when the raster reaches
  the compare line, bit 1 at a sprite-background collision, bit 2 at a
  sprite-sprite collision (the first only: while $D01E/$D01F are not 0, no
  new one latches), bit 7 while a latched source is enabled in $D01A;
  writing 1s clears latched bits;
* $D01E and $D01F, the collision registers, are cleared by reading them and
  cannot be written (3.2).

**Time.**  The machine gives its time in 6510 cycles (:meth:`.bus.C64Memory.cycles`);
what happened on the screen between two looks at the chip is worked out when
the CPU next reads a register that shows it, when it writes one, and at
every jiffy (:meth:`VicII.advance`): the raster lines passed since then
are checked against the raster compare line and, with sprites on, against
the lines where sprites meet each other or foreground graphics, with the
registers and memory as they are now.  Changing a register in the middle
of a frame (raster splits) is not modelled: every frame is drawn with the
registers of the moment (docs/c64.md, "Graphics").

**DMA** (3.5, 3.6.3, 3.8.1).  The CPU stops while the VIC-II reads the
video matrix on a bad line (40-43 cycles; we count 42, 25 lines a frame
while DEN is set) and while it reads a sprite's data, on each of the 21
lines the sprite is shown (42 expanded in Y): BA goes low 3 cycles before
the sprite's two cycles of s-accesses, and sprites whose slots lie closer
share the wait, so one sprite takes 5 cycles of a line and all eight 19.
:meth:`VicII.stolen_cycles` gives the cycles a frame loses; the machine
turns it into the cycles BASIC gets per jiffy.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Optional

from .registers import (D010, D011, D012, D015, D017, D018, D019, D01A, D01E, D01F, D020,
                        D021, LINE_CYCLES, LINES, REGISTERS)
from .sprites import collisions

if TYPE_CHECKING:
    from .bus import C64Memory

#: cycles a bad line stops the CPU (Bauer 3.5: 40-43)
BAD_LINE_CYCLES = 42
BAD_LINES = 25
#: bits that read 1 whatever was written (Bauer 3.2, "not connected")
_UNUSED = bytes([0] * 0x16 + [0xC0, 0, 0x01, 0x70, 0xF0, 0, 0, 0, 0, 0] + [0xF0] * 15)
assert len(_UNUSED) == REGISTERS

#: the registers after the KERNAL's INITV copies its table TVIC (47 bytes:
#: the 46 of the table and the "L" of RUNTB after it, Commodore's
#: kernal/editor.3.s), so sprite 7's colour is 12
POWER_ON = bytes([0] * 17 + [0x9B, 55, 0, 0, 0, 0x08, 0, 0x14, 0x0F, 0, 0, 0, 0, 0, 0]
                 + [14, 6, 1, 2, 3, 4, 0, 1, 2, 3, 4, 5, 6, 7, 0x4C])
assert len(POWER_ON) == REGISTERS

#: registers whose writes change the DMA (and so the CPU's cycles)
_DMA_REGS = frozenset([D011, D015, D017] + [2 * n + 1 for n in range(8)])


class VicII:
    """The VIC-II on the I/O bus at $D000-$D3FF (see the module docstring)."""

    def __init__(self, bus: C64Memory) -> None:
        self.bus = bus
        self.regs = bytearray(POWER_ON)
        self.irq = 0                    # $D019's latched sources (bits 0-3)
        self.sprite_sprite = 0          # $D01E
        self.sprite_data = 0            # $D01F
        self._seen = 0.0                # machine time up to which events are latched
        #: told the cycles a frame loses to DMA whenever they change
        self.on_dma: Optional[Callable[[int], None]] = None
        self._stolen = self._count_stolen()

    # -- the CPU's reads and writes ------------------------------------------------------
    def raster(self) -> int:
        """The raster line the beam is on now."""
        return int(self.bus.cycles() // LINE_CYCLES) % LINES

    def read(self, address: int) -> int:
        reg = address & 0x3F
        if reg >= REGISTERS:
            return 0xFF
        if reg == D011:
            return (self.regs[D011] & 0x7F) | (0x80 if self.raster() & 0x100 else 0)
        if reg == D012:
            return self.raster() & 0xFF
        if reg in (0x13, 0x14):
            return 0
        if reg == D019:
            self.advance()
            return self.irq | 0x70 | (0x80 if self.irq & self.regs[D01A] & 0x0F else 0)
        if reg == D01E:
            self.advance()
            value, self.sprite_sprite = self.sprite_sprite, 0
            return value
        if reg == D01F:
            self.advance()
            value, self.sprite_data = self.sprite_data, 0
            return value
        return self.regs[reg] | _UNUSED[reg]

    def write(self, address: int, value: int) -> None:
        reg = address & 0x3F
        if reg >= REGISTERS or reg in (D01E, D01F):
            return
        self.advance()
        if reg == D019:
            self.irq &= ~value & 0x0F
            return
        self.regs[reg] = value
        if reg in _DMA_REGS:
            stolen = self._count_stolen()
            if stolen != self._stolen:
                self._stolen = stolen
                if self.on_dma is not None:
                    self.on_dma(stolen)

    # -- what the VIC-II sees ------------------------------------------------------------
    def bank(self) -> int:
        """The 16 KiB bank the VIC-II sees: bits 0-1 of CIA 2's port A,
        inverted (PRG, "Video bank selection")."""
        return (3 - (self.bus.read_io(0xDD00) & 3)) << 14

    def fetch(self, offset: int, length: int) -> bytes:
        """``length`` bytes from ``offset`` in the VIC-II's 16 KiB: RAM, but
        the character ROM at $1000-$1FFF in banks 0 and 2 (Bauer 2.4.2; PRG,
        "Character memory")."""
        bank = self.bank()
        data = self.bus.data
        if bank & 0x4000:
            return bytes(data[bank + offset:bank + offset + length])
        out = bytearray()
        end = offset + length
        while offset < end:
            if 0x1000 <= offset < 0x2000:
                stop = min(end, 0x2000)
                out += self.bus.chargen[offset - 0x1000:stop - 0x1000]
            else:
                stop = min(end, 0x1000 if offset < 0x1000 else 0x4000)
                out += data[bank + offset:bank + stop]
            offset = stop
        return bytes(out)

    def matrix_base(self) -> int:
        """VM13-VM10 of $D018: the video matrix (the screen) in the bank."""
        return (self.regs[D018] >> 4) << 10

    def char_base(self) -> int:
        """CB13-CB11 of $D018: the character generator in the bank."""
        return (self.regs[D018] & 0x0E) << 10

    def bitmap_base(self) -> int:
        """CB13 of $D018: the bitmap in the bank."""
        return (self.regs[D018] & 0x08) << 10

    def sprite(self, n: int) -> tuple[int, int, bytes]:
        """Sprite ``n``'s X (9 bits), Y and 63 bytes of data (its pointer is
        the last 8 bytes of the video matrix, PRG "Sprite pointers")."""
        r = self.regs
        x = r[2 * n] | ((r[D010] >> n) & 1) << 8
        pointer = self.fetch(self.matrix_base() + 0x3F8 + n, 1)[0]
        return x, r[2 * n + 1], self.fetch(pointer << 6, 63)

    @property
    def border(self) -> int:
        return self.regs[D020] & 0x0F

    @property
    def background(self) -> int:
        return self.regs[D021] & 0x0F

    @property
    def lower_case(self) -> bool:
        """Bit 1 of $D018: with the character ROM, its lower/upper case set."""
        return bool(self.regs[D018] & 0x02)

    # -- events over time ------------------------------------------------------------------
    def advance(self) -> None:
        """Latch what happened on the raster lines the beam has passed
        since the last look: the raster interrupt, the collisions."""
        now = self.bus.cycles()
        seen = self._seen
        if now <= seen:
            self._seen = now
            return
        self._seen = now
        first = int(seen // LINE_CYCLES) + 1        # the first line begun since
        last = int(now // LINE_CYCLES)              # the line begun last
        if last < first:
            return
        span = last - first + 1
        a, b = first % LINES, last % LINES

        def passed(line: int) -> bool:
            if span >= LINES:
                return True
            return a <= line <= b if a <= b else line >= a or line <= b

        compare = (self.regs[D011] & 0x80) << 1 | self.regs[D012]
        if compare < LINES and passed(compare):
            self.irq |= 0x01
        if self.regs[D015]:
            ss = sd = 0
            for line, sprites, data in collisions(self):
                if passed(line):
                    ss |= sprites
                    sd |= data
            if ss:
                if not self.sprite_sprite:
                    self.irq |= 0x04
                self.sprite_sprite |= ss
            if sd:
                if not self.sprite_data:
                    self.irq |= 0x02
                self.sprite_data |= sd

    # -- the interrupt line -------------------------------------------------------------
    def irq_asserted(self) -> bool:
        """IRQ held low: a latched source enabled in $D01A (Bauer 3.12)."""
        if not self.regs[D01A] & 0x0F:
            return False
        self.advance()
        return bool(self.irq & self.regs[D01A] & 0x0F)

    def cycles_to_event(self) -> Optional[int]:
        """Cycles until the beam starts the raster compare line, when the
        raster interrupt is enabled (None otherwise): where a routine
        running machine code must stop to take it."""
        if not self.regs[D01A] & 0x01:
            return None
        compare = (self.regs[D011] & 0x80) << 1 | self.regs[D012]
        if compare >= LINES:
            return None
        now = self.bus.cycles()
        line = int(now // LINE_CYCLES)
        ahead = (compare - line % LINES) % LINES or LINES
        return max(1, int((line + ahead) * LINE_CYCLES - now) + 1)

    def power_on(self) -> None:
        """The registers as the KERNAL's CINT leaves them (its table TVIC)."""
        for reg, value in enumerate(POWER_ON):
            self.write(0xD000 + reg, value)

    # -- DMA ---------------------------------------------------------------------------------
    def stolen_cycles(self) -> int:
        """The cycles the CPU loses to the VIC-II in a frame."""
        return self._stolen

    def _count_stolen(self) -> int:
        r = self.regs
        total = BAD_LINES * BAD_LINE_CYCLES if r[D011] & 0x10 else 0
        enabled = r[D015]
        if not enabled:
            return total
        per_line: dict[int, int] = {}
        for n in range(8):
            if enabled >> n & 1:
                height = 42 if r[D017] >> n & 1 else 21
                top = r[2 * n + 1] + 1
                for line in range(top, top + height):
                    per_line[line % LINES] = per_line.get(line % LINES, 0) | 1 << n
        cost: dict[int, int] = {}
        for sprites in per_line.values():
            if sprites not in cost:
                cost[sprites] = sprite_dma_cycles(sprites)
            total += cost[sprites]
        return total


def sprite_dma_cycles(sprites: int) -> int:
    """The cycles a raster line loses to the sprites in the bit mask
    ``sprites``: each sprite's s-accesses take the 2 cycles of its slot
    (the slots follow one another, sprite 0 first), and BA goes low 3 cycles
    before (Bauer 3.6.3, 3.8.1); the CPU is stopped for the union of those
    stretches."""
    stopped = 0
    end = None
    for n in range(8):
        if sprites >> n & 1:
            start = 2 * n - 3
            stop = 2 * n + 2
            if end is not None and start < end:
                stopped += stop - end
            else:
                stopped += stop - start
            end = stop
    return stopped

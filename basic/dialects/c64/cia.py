"""The two 6526 CIAs: ports, timers, the time-of-day clock and interrupts.

CIA 1 ($DC00) scans the keyboard and the joysticks and times the jiffy
interrupt; CIA 2 ($DD00) drives the serial bus and gives the VIC-II its
16 KiB bank.  Each has 16 registers, repeated through its page.  What is
modelled (MOS 6526 data sheet; Programmer's Reference Guide, appendix M):

* **Ports** read their pins: the bits set as outputs in the data direction
  register (PRA/PRB at 0/1, DDRA/DDRB at 2/3) give what was written, the
  others what the outside world gives (:meth:`Cia.inputs`).  On CIA 1 that
  is the keyboard matrix: a key pulls its row (a bit of port B) low while
  its column (a bit of port A) is driven low, and the other way round
  (:meth:`Cia1.inputs`, from the keys the front-end holds,
  :meth:`.keyboard.C64Keyboard.matrix`); joystick 2 pulls port A's bits 0-4
  low (up, down, left, right, fire), joystick 1 port B's.
* **Timers** A and B (4-7) count the 6510's cycles down from their latch
  (a write to the high byte of a stopped timer loads it; bit 4 of the
  control registers 14/15 forces a load), in continuous or one-shot mode
  (bit 3), started by bit 0; an underflow sets its bit in the interrupt
  data.  Timer B counting timer A's underflows (CRB bits 5-6 = 2) is
  modelled; counting the CNT pin is not (nothing is connected to it).
  The time is the machine's (:meth:`.bus.C64Memory.cycles`), worked out
  when a timer is read or written, so nothing runs between.
* **The interrupt control register** (13): a read gives the sources latched
  (bit 7 set when one is enabled: the IRQ line, or NMI on CIA 2) and clears
  them; a write sets (bit 7 set) or clears the enable bits.
* **The time-of-day clock** (8-11: tenths, seconds, minutes, hours in BCD,
  bit 7 of the hours PM), counting tenths of the machine's time (the 50 Hz
  mains of a PAL C64, divided by 5); reading the hours latches all four
  until the tenths are read, writing the hours stops it until the tenths
  are written; CRB bit 7 set makes writes set the alarm, which latches bit 2.

**The jiffy.**  The KERNAL loads timer A of CIA 1 with 16421 and runs it
continuously with its interrupt on; the machine's jiffy *is* that
interrupt, so while timer A is set that way its underflows come at the
machine's jiffies (:meth:`Cia1.jiffy`) and its counter reads the cycles
left to the next.  Set any other way it keeps its own time.
"""
from __future__ import annotations

from typing import Callable, Optional

PRA, PRB, DDRA, DDRB, TALO, TAHI, TBLO, TBHI = 0, 1, 2, 3, 4, 5, 6, 7
TOD_10TH, TOD_SEC, TOD_MIN, TOD_HR, SDR, ICR, CRA, CRB = 8, 9, 10, 11, 12, 13, 14, 15

#: the PAL KERNAL's jiffy: timer A of CIA 1 loaded with 16421 ("sixtyp" in
#: Commodore's kernal/init.s)
JIFFY_LATCH = 16421
#: 6510 cycles a tenth of a second (985248 Hz)
TENTH = 98524.8


#: the TOD alarm registers when no alarm is set
NO_ALARM = bytes(4)

class Timer:
    """A 6526 interval timer counting cycles of machine time."""

    def __init__(self, latch: int = 0xFFFF) -> None:
        self.latch = latch
        self.running = False
        self.one_shot = False
        self.value = latch          # the counter when last looked at
        self.since = 0.0            # the machine time it was looked at
        self.underflows = 0         # since the interrupt data was last told

    def advance(self, now: float) -> None:
        """Count down to ``now``, noting the underflows."""
        if not self.running:
            self.since = now
            return
        elapsed = int(now) - int(self.since)
        if elapsed <= 0:
            return
        self.since = now
        if elapsed <= self.value:
            self.value -= elapsed
            return
        elapsed -= self.value + 1
        self.underflows += 1
        if self.one_shot:
            self.running = False
            self.value = self.latch
            return
        period = self.latch + 1
        self.underflows += elapsed // period
        self.value = self.latch - elapsed % period

    def to_underflow(self) -> Optional[int]:
        """Cycles until the next underflow (None while stopped)."""
        return self.value + 1 if self.running else None

    def load(self) -> None:
        self.value = self.latch


class Cia:
    """A 6526 (see the module docstring)."""

    #: registers at power-on, after the KERNAL's IOINIT
    POWER_ON: dict[int, int] = {}

    def __init__(self, cycles: Callable[[], float] = lambda: 0.0) -> None:
        #: the machine's time in 6510 cycles (the bus's)
        self.cycles = cycles
        self.power_on()

    def power_on(self) -> None:
        self.regs = bytearray(16)
        self.a = Timer()
        self.b = Timer()
        self.icr_data = 0
        self.icr_mask = 0
        #: reads of the ICR that cleared a source (the line went high)
        self.acknowledged = 0
        self._tod_offset = 0.0           # tenths added to the machine's
        self._tod_latch: Optional[bytes] = None
        self._tod_stopped: Optional[float] = None
        self.alarm = bytes(4)
        for reg, value in self.POWER_ON.items():
            self.write_register(reg, value)

    # -- ports -----------------------------------------------------------------------
    def inputs(self, port: int) -> int:
        """The levels the outside world puts on ``port``'s pins (0: A, 1: B)
        where they are inputs: 1s, the pull-ups, with nothing connected."""
        return 0xFF

    def pins(self, port: int) -> int:
        """What a read of port ``port`` gives: the pins' levels, an output's
        as written unless something outside pulls it low (a joystick on
        CIA 1's port A, which the KERNAL leaves as outputs: PEEK(56320) is
        127 with the stick at rest, 126 pushed up), an input's as driven
        from outside."""
        ddr = self.regs[DDRA + port]
        return ((self.regs[PRA + port] & ddr) | (~ddr & 0xFF)) & self.inputs(port)

    # -- time ----------------------------------------------------------------------------
    def update(self) -> None:
        """Bring the timers up to now and latch their underflows."""
        now = self.cycles()
        a, b = self.a, self.b
        a.advance(now)
        if self.regs[CRB] & 0x60 == 0x40:     # timer B counts timer A's underflows
            if b.running and a.underflows:
                self._count_b(a.underflows)
        else:
            b.advance(now)
        if a.underflows:
            self.icr_data |= 0x01
            a.underflows = 0
        if b.underflows:
            self.icr_data |= 0x02
            b.underflows = 0

    def _count_b(self, n: int) -> None:
        b = self.b
        while n > 0 and b.running:
            if n <= b.value:
                b.value -= n
                return
            n -= b.value + 1
            b.underflows += 1
            b.value = b.latch
            if b.one_shot:
                b.running = False

    def cycles_to_event(self) -> Optional[int]:
        """Cycles until the next interrupt this chip will raise (None if
        none is enabled and running)."""
        self.update()
        soonest: Optional[int] = None
        for bit, timer in ((0x01, self.a), (0x02, self.b)):
            if self.icr_mask & bit:
                left = timer.to_underflow()
                if bit == 0x02 and self.regs[CRB] & 0x60 == 0x40:
                    left = None
                if left is not None and (soonest is None or left < soonest):
                    soonest = left
        return soonest

    def irq_asserted(self) -> bool:
        """The interrupt line: a latched source whose enable bit is set."""
        self.update()
        self._check_alarm()
        return bool(self.icr_data & self.icr_mask & 0x1F)

    def take_interrupt(self) -> bool:
        """:meth:`irq_asserted`, and when it is, the interrupt routine's read
        of ICR (:meth:`read` of register 13, its value unused) at the same
        cycle: the sources latched are cleared and counted as acknowledged.
        One update serves both, as nothing moves between them."""
        self.update()
        self._check_alarm()
        data = self.icr_data
        if not data & self.icr_mask & 0x1F:
            return False
        self.icr_data = 0
        self.acknowledged += 1
        return True

    # -- the TOD clock ----------------------------------------------------------------------
    def _tenths(self) -> float:
        if self._tod_stopped is not None:
            return self._tod_stopped
        return self.cycles() / TENTH + self._tod_offset

    def _tod_bytes(self, tenths: float) -> bytes:
        t = int(tenths) % (24 * 36000)
        tenth, seconds = t % 10, t // 10
        sec, minutes = seconds % 60, seconds // 60
        minute, hour24 = minutes % 60, minutes // 60
        pm = hour24 >= 12
        hour = hour24 % 12 or 12
        bcd = lambda n: (n // 10) << 4 | n % 10     # noqa: E731
        return bytes((tenth, bcd(sec), bcd(minute), bcd(hour) | (0x80 if pm else 0)))

    def _set_tod(self, reg: int, value: int) -> None:
        now = self._tod_bytes(self._tenths())
        new = bytearray(now)
        new[reg - TOD_10TH] = value
        if self.regs[CRB] & 0x80:
            alarm = bytearray(self.alarm)
            alarm[reg - TOD_10TH] = value
            self.alarm = bytes(alarm)
            return
        tenths = _tod_tenths(bytes(new))
        if reg == TOD_HR:
            self._tod_stopped = tenths
        elif self._tod_stopped is not None:
            self._tod_stopped = tenths
            if reg == TOD_10TH:
                self._tod_offset = tenths - self.cycles() / TENTH
                self._tod_stopped = None
        else:
            self._tod_offset = tenths - self.cycles() / TENTH

    def _check_alarm(self) -> None:
        if self.alarm != NO_ALARM and self._tod_bytes(self._tenths()) == self.alarm:
            self.icr_data |= 0x04

    # -- the CPU's reads and writes -----------------------------------------------------------
    def read(self, address: int) -> int:
        reg = address & 0x0F
        if reg <= PRB:
            return self.pins(reg)
        if TALO <= reg <= TBHI:
            self.update()
            timer = self.a if reg < TBLO else self.b
            return timer.value & 0xFF if reg in (TALO, TBLO) else timer.value >> 8
        if TOD_10TH <= reg <= TOD_HR:
            latch = self._tod_latch
            if latch is None:
                latch = self._tod_bytes(self._tenths())
                if reg == TOD_HR:
                    self._tod_latch = latch
            elif reg == TOD_10TH:
                self._tod_latch = None
            return latch[reg - TOD_10TH]
        if reg == ICR:
            self.update()
            self._check_alarm()
            data = self.icr_data
            self.icr_data = 0
            if data:
                self.acknowledged += 1
            return data | (0x80 if data & self.icr_mask & 0x1F else 0)
        if reg == CRA:
            return self.regs[CRA] & 0xEE | (1 if self.a.running else 0)
        if reg == CRB:
            return self.regs[CRB] & 0xEE | (1 if self.b.running else 0)
        return self.regs[reg]

    def write(self, address: int, value: int) -> None:
        self.update()
        self.write_register(address & 0x0F, value)

    def write_register(self, reg: int, value: int) -> None:
        if TALO <= reg <= TBHI:
            timer = self.a if reg < TBLO else self.b
            if reg in (TALO, TBLO):
                timer.latch = (timer.latch & 0xFF00) | value
            else:
                timer.latch = (timer.latch & 0x00FF) | value << 8
                if not timer.running:
                    timer.load()
            self.regs[reg] = value
            return
        if TOD_10TH <= reg <= TOD_HR:
            self._set_tod(reg, value)
            return
        if reg == ICR:
            if value & 0x80:
                self.icr_mask |= value & 0x1F
            else:
                self.icr_mask &= ~value & 0x1F
            return
        if reg in (CRA, CRB):
            timer = self.a if reg == CRA else self.b
            timer.since = self.cycles()
            if value & 0x10:
                timer.load()
            timer.one_shot = bool(value & 0x08)
            timer.running = bool(value & 0x01)
            self.regs[reg] = value & 0xEF
            return
        self.regs[reg] = value


def _tod_tenths(b: bytes) -> float:
    unbcd = lambda n: (n >> 4) * 10 + (n & 0x0F)     # noqa: E731
    hour = unbcd(b[3] & 0x1F) % 12 + (12 if b[3] & 0x80 else 0)
    return float((((hour * 60) + unbcd(b[2])) * 60 + unbcd(b[1])) * 10 + (b[0] & 0x0F))


class Cia1(Cia):
    """CIA 1: the keyboard matrix and the joysticks on its ports, timer A
    the jiffy."""

    POWER_ON = {PRA: 0x7F, DDRA: 0xFF, DDRB: 0x00, TALO: JIFFY_LATCH & 0xFF,
                TAHI: JIFFY_LATCH >> 8, ICR: 0x81, CRA: 0x11}

    def __init__(self, jiffy_cycles: Callable[[], float] = lambda: 0.0,
                 cycles: Callable[[], float] = lambda: 0.0) -> None:
        #: cycles since the last jiffy interrupt (the machine sets it)
        self.jiffy_cycles = jiffy_cycles
        #: the keys held, as the matrix codes 0-63 (the machine sets it)
        self.keys: Callable[[], frozenset[int]] = frozenset
        #: the joysticks' switches (bit 0 up, 1 down, 2 left, 3 right, 4 fire)
        self.joysticks = [0, 0]
        #: told when a program reads the ports (it reads the keys)
        self.scanned: Callable[[], None] = lambda: None
        super().__init__(cycles)

    @property
    def latch(self) -> int:
        return self.a.latch

    def kernal_timer(self) -> bool:
        """Timer A runs as the KERNAL set it: its underflows are the jiffies."""
        a = self.a
        return a.running and not a.one_shot and a.latch == JIFFY_LATCH

    def jiffy(self) -> None:
        """A jiffy of the machine: timer A's underflow, while it keeps the
        KERNAL's time."""
        if self.kernal_timer():
            self.icr_data |= 0x01

    def update(self) -> None:
        if self.kernal_timer():
            a = self.a
            a.since = self.cycles()
            a.value = max(0, JIFFY_LATCH - int(self.jiffy_cycles()))
            a.underflows = 0
            if self.regs[CRB] & 0x60 != 0x40:
                self.b.advance(a.since)
            if self.b.underflows:
                self.icr_data |= 0x02
                self.b.underflows = 0
            return
        super().update()

    def cycles_to_event(self) -> Optional[int]:
        if self.kernal_timer():
            saved, self.icr_mask = self.icr_mask, self.icr_mask & ~0x01
            try:
                return super().cycles_to_event()
            finally:
                self.icr_mask = saved
        return super().cycles_to_event()

    def inputs(self, port: int) -> int:
        """The keyboard matrix (a key held joins its column, a bit of port
        A, to its row, a bit of port B) and the joysticks (2 on port A, 1
        on port B), each pulling its lines low."""
        self.scanned()
        columns = self.pins_out(0)
        rows = self.pins_out(1)
        level = 0xFF
        keys = self.keys()
        for code in keys:
            column, row = code >> 3, code & 7
            if port == 1 and not columns >> column & 1:
                level &= ~(1 << row)
            elif port == 0 and not rows >> row & 1:
                level &= ~(1 << column)
        joystick = self.joysticks[1 if port == 0 else 0]
        return level & ~joystick & 0xFF

    def pins_out(self, port: int) -> int:
        """What a port drives: its outputs as written, 1 where it is input."""
        ddr = self.regs[DDRA + port]
        return (self.regs[PRA + port] & ddr) | (~ddr & 0xFF)


class Cia2(Cia):
    """CIA 2: port A's bits 0-1 give the VIC-II its bank (inverted: 3 is
    bank 0), bits 3-5 drive the serial bus's ATN, CLOCK and DATA lines and
    bits 6-7 read CLOCK and DATA back.  Nothing else on the bus pulls a line,
    so a line reads low exactly while we drive it (the outputs are
    inverted onto the bus): PEEK(56576) is 151 at power-on.  Its interrupt
    is the NMI, which nothing here takes."""

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

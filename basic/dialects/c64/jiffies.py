"""The C64's time: its jiffies, TI and TI$, the machine's cycles.

The clock's frames are the KERNAL's jiffies, 60 a second: each is CIA 1's
timer A running out, and between BASIC's statements the interrupt it raises
is taken in :meth:`Jiffies._on_frame` (TI counts, the host has its turn, the
keyboard is scanned, RUN/STOP stops the program).  While nothing but TI could
change, jiffies pass quietly and TI catches up when it is read.  Machine time
in 6510 cycles (:meth:`Jiffies.cycles`) is what the chips read: the jiffies
counted so far and the part of the current one the statements have used.

A mixin of :class:`.machine.C64Machine`, which owns the memory, the chips,
the keyboard and the host these methods use.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Optional

from ...core.clock import Clock
from ...core.errors import BasicError
from ...core.host import Host
from ...core.sound import SoundSink
from .cia import NO_ALARM
from .drive.timing import C64_CLOCK
from .registers import FRAME_CYCLES
from .romcalls import STKEY
from .temps import SLOTS, TOO_COMPLEX
from .vectors import CINV, KERNAL_IRQ

#: The jiffy: the PAL KERNAL loads CIA 1 timer A with 16421 ("sixtyp" in
#: Commodore's kernal/init.s), one interrupt per 16421 cycles of the 985248 Hz
#: clock, 60.0 a second.  BASIC does not get all of them:
#: * bad lines: the VIC-II (6569) stops the CPU for 40-43 cycles on the first
#:   raster line of every text row, 25 per 312-line frame of 63 cycles
#:   (C. Bauer, "The MOS 6567/6569 video controller (VIC-II) and its
#:   application in the Commodore 64", 3.5 "Bad Lines"): 42 x 25 / 19656 =
#:   5.3% of the time with the screen on and no sprites;
#: * the jiffy interrupt itself (IRQ entry, PULS, KEY: UDTIM, the cursor and
#:   cassette tests, SCNKEY with no key down, the return), about 220 cycles
#:   counted by hand from the KERNAL's source.
#: So the cost model's cycles (the ROM's own, as the 6502 simulator counts them)
#: make one jiffy per JIFFY_CYCLES.  With it the ROM's cycles for BM2-BM7 give
#: the measured PAL times within 0.5% (tools/calibrate_c64_speed.py).
CIA_JIFFY = 16421               # 985248 Hz (PAL) / 60 Hz jiffies
BAD_LINE_CYCLES = round(CIA_JIFFY * 25 * 42 / (312 * 63))     # 877
IRQ_CYCLES = 220
JIFFY_CYCLES = CIA_JIFFY - BAD_LINE_CYCLES - IRQ_CYCLES        # 15324 for BASIC


def jiffy_cycles(stolen: int) -> int:
    """The cycles BASIC gets in a jiffy when the VIC-II takes ``stolen``
    cycles of each frame (bad lines and sprite DMA, :mod:`.vic`)."""
    return CIA_JIFFY - IRQ_CYCLES - round(stolen * CIA_JIFFY / FRAME_CYCLES)

DAY = 5184000                   # jiffies in 24 hours: TI wraps here

class Jiffies:
    """Time on a :class:`.machine.C64Machine`."""

    clock: Clock
    host: Host
    memory: Any
    sid: Any
    vic: Any
    keyboard: Any
    screen: Any
    devices: Any
    temps: Any
    waiting_for: Optional[str]
    direct_editing: bool
    warm: bool
    _epoch: float
    _cpu: Any
    _code_depth: int
    _device_wait: bool
    _quiet_from: Optional[int]

    if TYPE_CHECKING:  # pragma: no cover -- MachineCode's, after this class in the MRO
        def _stop_in_code(self, cpu: Any) -> None: ...
        def _interrupt_routine(self) -> None: ...
        def _nmi_routine(self) -> None: ...

    def cycles(self) -> float:
        """Machine time in 6510 cycles (985248 a second): every jiffy is
        16421, the KERNAL's timer, and the current one is as far on as the
        statements' cycles have taken it."""
        return self._epoch + (self.clock.frames * CIA_JIFFY + self._jiffy_part())

    def seconds(self) -> float:
        """Machine time in seconds (the drive's clock, :mod:`.drive.timing`)."""
        return self.cycles() / C64_CLOCK

    def wait_seconds(self, seconds: float) -> None:
        """The C64 waits ``seconds`` for a device (the serial bus, the
        1541): the jiffies pass, interrupts and all, as for any work."""
        clock = self.clock
        self._device_wait = True                  # interrupts are taken meanwhile
        try:
            clock.spend(round(seconds * C64_CLOCK / CIA_JIFFY * clock.cycles_per_frame))
        finally:
            self._device_wait = False

    def _jiffy_part(self) -> float:
        """Cycles since the last jiffy interrupt."""
        c = self.clock
        return (c.cycles_per_frame - c.budget) * CIA_JIFFY / c.cycles_per_frame

    def _dma(self, stolen: int) -> None:
        """The VIC-II now takes ``stolen`` cycles of each frame."""
        self.clock.cycles_per_frame = jiffy_cycles(stolen)

    def sound_cycles(self) -> int:
        """Machine time for the SID, in cycles of the PAL clock: the
        clock's ticks (on across RUNs, and the work done at ``--speed max``
        rather than the wall clock) and the part of this jiffy used."""
        return self.clock.ticks * CIA_JIFFY + int(self._jiffy_part())

    def listen(self, sink: Optional[SoundSink]) -> None:
        self.sid.connect(sink, self.sound_cycles())

    def flush_sound(self) -> None:
        self.sid.render(self.sound_cycles())

    def _on_frame(self) -> None:
        """A jiffy of machine time.  The SID's sound is rendered up to it
        (while anyone listens).  The VIC-II latches what its sprites did
        meanwhile and CIA 1's timer A runs out (the jiffy interrupt); RUN/STOP
        and RESTORE pressed in a front-end is the warm start.  While
        machine code runs it takes the interrupt itself (:mod:`.cpu`); the
        host has its turn.  Between BASIC's statements the interrupt is
        taken here: with the KERNAL's vector ($EA31) the KERNAL's work (TI
        counts, the host has its turn, the keyboard is scanned: RUN/STOP
        stops the program), else the program's own routine.  When nothing
        but TI can change for a while (:meth:`_quiet_jiffies`), the next
        jiffies pass without a call here and TI catches up when it is read
        (:meth:`sync_jiffies`)."""
        if self._quiet_from is not None:
            self._catch_up(self.clock.frames - 1)
            self._quiet_from = None
        sid = self.sid
        if sid.sink is not None:
            sid.render(self.clock.ticks * CIA_JIFFY)
        vic = self.vic
        if vic.regs[0x15]:
            vic.advance()
        cia1 = self.memory.cia1
        cia1.jiffy()
        cpu = self._cpu
        if cpu is not None and cpu.running and not self._device_wait:
            self.host.frame(self)
            self._stop_in_code(cpu)
            self.keyboard.polled = False
            return
        d = self.memory.data
        if d[CINV] | d[CINV + 1] << 8 == KERNAL_IRQ:
            jiffy = cia1.take_interrupt()      # and the read of ICR that acknowledges it
            if jiffy:
                self._tick_clock(1)
            self.host.frame(self)
            if jiffy:
                self._scan_keyboard()
                if self._quiet_jiffies():
                    self._quiet_from = self.clock.frames
                    self.clock.quiet_until = self.host.next_frame_wanted
        else:
            self.host.frame(self)
            self._interrupt_routine()
        if self.keyboard.warm_start:              # RUN/STOP and RESTORE: the NMI
            self.keyboard.warm_start = False
            self._warm_start()
        if self.memory.cia2.icr_mask:
            self._nmi_routine()
        self.keyboard.polled = False

    def _quiet_jiffies(self) -> bool:
        """After a jiffy taken in full by the KERNAL's routine: would the
        next ones change nothing but TI (and CIA 1's count of interrupts
        acknowledged) until the host wants its next turn?  So: no key down
        or being repeated, the keyboard not read, no wait, no sprite, no
        sound being heard, no machine code, the CIAs interrupting with
        timer A's jiffies alone.  A POKE below 1024 or into the I/O area,
        a read of the keyboard and machine code end it (:meth:`_wake`)."""
        keyboard = self.keyboard
        clock = self.clock
        cia1 = self.memory.cia1
        return (clock.frames + 1 < self.host.next_frame_wanted and clock.realtime is None
                and clock.interrupt is None and keyboard.held is None
                and keyboard._prev is None and not keyboard.polled
                and not keyboard.warm_start and self.waiting_for is None
                and not self._code_depth and self.sid.sink is None
                and not self.vic.regs[0x15] and cia1.icr_mask == 0x01
                and cia1.alarm == NO_ALARM and not self.memory.cia2.icr_mask)

    def sync_jiffies(self) -> None:
        """Bring TI up to the clock after jiffies that passed quietly."""
        if self._quiet_from is not None:
            self._catch_up(self.clock.frames)

    def _catch_up(self, frame: int) -> None:
        """The KERNAL's jiffies after ``_quiet_from`` up to ``frame``, at
        once: each counted TI on (UDTIM) and was acknowledged."""
        assert self._quiet_from is not None
        n = frame - self._quiet_from
        if n > 0:
            self._quiet_from = frame
            self._tick_clock(n)
            self.memory.cia1.acknowledged += n

    def _wake(self) -> None:
        """Something a quiet jiffy would not do has happened: TI is brought
        up to now and the next jiffy is taken in full (and decides again)."""
        if self._quiet_from is not None:
            self._catch_up(self.clock.frames)
            self.clock.quiet_until = 0

    def _ports_read(self) -> None:
        """A program (or a routine) read CIA 1's ports: the keyboard matrix
        or the joysticks, as key scripts and front-ends count reading keys."""
        self.keyboard.polled = True

    def _scan_keyboard(self) -> None:
        """SCNKEY from the jiffy interrupt; RUN/STOP down breaks the program
        between statements (in machine code, see :meth:`_stop_in_code`)."""
        stop = self.keyboard.scan()
        self.memory.data[STKEY] = 0x7F if stop else 0xFF
        if stop and not self._code_depth and not self.direct_editing:
            # "BREAK" is printed through a descriptor (STROUT): none free is FORMULA TOO COMPLEX
            full = self.temps.n >= SLOTS
            self.clock.interrupt = BasicError(TOO_COMPLEX if full else "BREAK")

    def _warm_start(self) -> None:
        """RUN/STOP and RESTORE: the NMI's warm start (RESTOR, IOINIT, CINT,
        then BASIC's warm start through $A002): the screen as at power-on
        (cleared, its colours, the upper case set), the program stopped
        with no message, READY.  In the editor the line being typed goes."""
        m = self.memory
        for address, value in ((53280, 14), (53281, 6), (53272, 0x15)):
            m.poke(address, value)                # CINT: the VIC-II's registers
        m.data[646] = 14
        self.screen.clear()
        self.devices.clear_channels()
        self.warm = True
        self.clock.interrupt = BasicError("BREAK", "RUN/STOP and RESTORE")

    def _tick_clock(self, n: int) -> None:
        """``n`` jiffies of UDTIM: TI counts on, and past 24:00:00 (DAY) it
        starts again at 0."""
        d = self.memory.data
        t = d[160] << 16 | d[161] << 8 | d[162]
        if t > DAY:                               # the first jiffy takes it to 0
            t, n = 0, n - 1
        t = (t + n) % (DAY + 1)
        d[160], d[161], d[162] = t >> 16, (t >> 8) & 0xFF, t & 0xFF

    def reset_frames(self) -> None:
        self._wake()
        self._epoch = self.cycles()
        self.clock.reset()
        if self._quiet_from is not None:
            self._quiet_from = 0
        d = self.memory.data
        d[160] = d[161] = d[162] = 0

    def jiffies(self) -> float:
        self.sync_jiffies()
        d = self.memory.data
        return float(d[160] << 16 | d[161] << 8 | d[162])

    def time_string(self) -> str:
        """TI$: hours, minutes and seconds of the jiffy clock, HHMMSS."""
        seconds = int(self.jiffies()) // 60
        return "%02d%02d%02d" % (seconds // 3600 % 100, seconds // 60 % 60, seconds % 60)

    def set_time(self, text: str) -> None:
        """TI$ = "HHMMSS": six characters, else ILLEGAL QUANTITY.  Like the
        ROM (which tests for digits with the half of CHRGET that does not
        look for ':'), any character from "0" up counts as the digit
        CODE-48, so "12I345" is 12 hours and 253 minutes; the jiffies are
        kept in 24 bits."""
        if len(text) != 6 or any(c < "0" for c in text):
            raise BasicError("ILLEGAL QUANTITY")
        v = [ord(c) - 48 for c in text]
        h, m, s = 10 * v[0] + v[1], 10 * v[2] + v[3], 10 * v[4] + v[5]
        t = (((h * 60 + m) * 60 + s) * 60) & 0xFFFFFF
        self.sync_jiffies()
        d = self.memory.data
        d[160], d[161], d[162] = t >> 16, (t >> 8) & 0xFF, t & 0xFF

"""The Spectrum's time: 50 frames a second, the FRAMES counter, PAUSE and BEEP.

Every statement charges its cost to the machine's clock (basic.core.clock);
at each frame boundary the speaker's sound is rendered up to it, the host
gets its turn (keys, display, pacing) and then the ROM's keyboard interrupt
runs (:mod:`.key_scan`).  When the host has nothing to do for a while and no
key is involved, the clock lets the next frames pass quietly, and FRAMES
catches up when it is read (:meth:`Frames.sync`).

Machine time in T-states (:meth:`Frames.cycles`, from the clock's ticks)
goes on across RUNs and at ``--speed max``: it is what the speaker's edges
are stamped with (:mod:`.beeper`).

BEEP (:mod:`.beep`) runs the ROM's BEEPER with interrupts off: its frames
pass for the host (the display and the pace go on, and the sound is heard),
but the ROM's interrupt does not run, so FRAMES does not count them and the
keyboard is not scanned, as on the machine.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import beep as rom_beep
from . import sysvars as sv

if TYPE_CHECKING:  # pragma: no cover
    from .machine import SpectrumMachine

FRAME_CYCLES = 69888          # T-states per 50 Hz frame on a 48K Spectrum


class Frames:
    """The frame hook, the FRAMES system variable and the waits on time."""

    def __init__(self, machine: "SpectrumMachine") -> None:
        self.machine = machine
        self._seen = 0             # the clock's frame count FRAMES was last brought to
        #: BEEPER runs: the ROM's interrupt is off
        self.interrupts_off = False
        #: a routine runs in the Z80 (:mod:`.code`): the ROM's own interrupt
        #: counts FRAMES and scans the keys there, the host only gets its turn
        self.code_running = False

    def cycles(self) -> int:
        """Machine time in T-states (never reset, whatever FRAMES does):
        every frame is 69888, and the current one is as far on as the
        statements' costs have taken it."""
        clock = self.machine.clock
        return (clock.ticks + 1) * FRAME_CYCLES - clock.budget

    def on_frame(self) -> None:
        """A frame boundary: FRAMES counts on, the host gets its turn, then
        the keyboard interrupt runs (or the next frames pass quietly -- never
        while the machine waits for a key: PAUSE 0, INPUT, scroll?, whose
        waits the host must see)."""
        m = self.machine
        sound = m.beeper
        if sound.sink is not None:
            sound.render(m.clock.ticks * FRAME_CYCLES)
        if self.interrupts_off:
            if m.clock.frames >= m.host.next_frame_wanted:
                m.host.frame(m)
            return
        if self.code_running:
            if m.clock.frames >= m.host.next_frame_wanted or m.keyboard.polled:
                m.host.frame(m)
                m.keyboard.polled = False
            return
        self.sync()
        keyboard = m.keyboard
        wanted = m.host.next_frame_wanted
        if (m.clock.frames < wanted and not keyboard.polled and m.waiting_for is None
                and not keyboard.held and m.keys.idle):
            m.clock.quiet_until = wanted
            return
        m.host.frame(m)
        m.keys.scan()
        keyboard.polled = False

    def sync(self) -> None:
        """Bring the FRAMES system variable up to the clock."""
        now = self.machine.clock.frames
        passed = now - self._seen
        if passed:
            self._seen = now
            mem = self.machine.memory.data
            frames = mem[sv.FRAMES] | (mem[sv.FRAMES + 1] << 8) | (mem[sv.FRAMES + 2] << 16)
            frames = (frames + passed) & 0xFFFFFF
            mem[sv.FRAMES] = frames & 0xFF
            mem[sv.FRAMES + 1] = (frames >> 8) & 0xFF
            mem[sv.FRAMES + 2] = frames >> 16

    def resync(self) -> None:
        """After a routine: FRAMES in memory is what the Z80's interrupts made
        it, from now on."""
        self._seen = self.machine.clock.frames

    def reset(self) -> None:
        """RUN starts frame 0 with FRAMES at 0 (as the oracle does)."""
        self.machine.clock.reset()
        self._seen = 0
        d = self.machine.memory.data
        d[sv.FRAMES] = d[sv.FRAMES + 1] = d[sv.FRAMES + 2] = 0

    def pause(self, frames: int) -> None:
        """PAUSE n: wait n frames (0 = for ever) or until a key is pressed (the
        interrupt's new-key flag, FLAGS bit 5, which a key still held sets
        again when it repeats).  BREAK ends the pause and stops the program."""
        m = self.machine
        d = m.memory.data
        end = m.clock.frames + frames
        m.waiting_for = "pause" if frames == 0 else None
        try:
            while frames == 0 or m.clock.frames < end:
                m.clock.next_frame()
                if frames == 0:
                    m.host.waiting(m, "pause")
                if d[sv.FLAGS] & 0x20:
                    break
        finally:
            m.waiting_for = None
            d[sv.FLAGS] &= ~0x20 & 0xFF
            m.key_events.clear()
        m.clock.raise_interrupt()

    def beep(self, duration: Any, pitch: Any) -> None:
        """BEEP: the ROM's checks and numbers (:mod:`.beep`), its calculator's
        time, then BEEPER."""
        tone = rom_beep.plan(duration, pitch)
        self.machine.clock.spend(tone.setup)
        if tone.cycles:
            self.beeper(tone.hl, tone.cycles)

    def beeper(self, hl: int, cycles: int) -> None:
        """BEEPER (0x03B5): ``2 x cycles`` edges on the speaker, ``4 hl + 118``
        T-states apart, with the border (BORDCR's paper) and MIC bit set,
        and interrupts off meanwhile: the frames it takes pass, but FRAMES
        does not count them."""
        m = self.machine
        d = m.memory.data
        value = ((d[sv.BORDCR] & 0x38) >> 3) | 0x08
        m.beeper.tone(self.cycles() + rom_beep.first_edge(hl), rom_beep.half_period(hl),
                      2 * cycles, value)
        m.screen.border = value & 7
        self.sync()
        self.interrupts_off = True
        try:
            m.clock.spend(rom_beep.beeper_time(hl, cycles))
        finally:
            self.interrupts_off = False
            self._seen = m.clock.frames           # the interrupts missed are lost

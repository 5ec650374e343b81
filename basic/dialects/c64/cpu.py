"""The 6510 running machine code over the C64's one memory: SYS, USR, IRQs.

The processor is py65's MPU (a kept 6502 simulator: every documented opcode
with its cycles, decimal mode included) on :class:`.bus.C64Memory`, so
machine code reads and writes the same RAM, screen, colour RAM and chips as
BASIC's PEEK and POKE.  py65 runs about 1.1-1.2 million instructions a
second of CPU time on this project's machines (a loop of loads, stores and
branches on the C64's bus, ``tools/bench_6502.py``): 4.4 times the real
6510's 985,248 cycles a second, at 3.7 cycles an instruction.  The other
6502s on PyPI measured slower in the same loop (jennings 0.3, which runs the
undocumented opcodes, at 0.6 times py65's speed; py65emu 0.1 at 0.1).

**The ROMs.**  Commodore's BASIC and KERNAL are not included, so a jump into
them while they are mapped in is caught before it runs (:meth:`Cpu6510.run`):
the KERNAL's jump table, its vectors' default routines, the IRQ handler's
entry points and the BASIC routines machine code commonly calls are done by
the project's own code (:mod:`.romcalls`); anywhere else in a ROM stops the
program with ``?MACHINE CODE  ERROR`` and a message naming the address.
An illegal opcode stops the same way, naming the opcode and where it was,
and so does BRK through the KERNAL's default vector (a crash into empty
memory, which holds 0).

**Time.**  The cycles py65 counts go on the machine's clock (its budget is
the 6510's cycles BASIC gets each jiffy), so TI, the raster and the CIAs'
timers see machine code take its time.  Code runs in slices that end at the
next jiffy and the next interrupt a chip has scheduled: at each jiffy the
host has its frame (Ctrl-C, ``--frames``, key scripts), so a runaway routine
can always be stopped.

**Interrupts.**  The IRQ line is CIA 1's and the VIC-II's (:meth:`irq_line`).
While code runs, an interrupt it leaves enabled is taken between two
instructions as the 6510 takes it (PC and P pushed, I set, the vector at
$FFFE: the KERNAL's, whose entry $FF48 pushes A, X, Y and jumps through
$0314, or the program's own with the KERNAL banked out).  While BASIC runs,
the machine takes it at each jiffy (:meth:`interrupt_basic`): with the
KERNAL's vector ($EA31) it is the project's own jiffy work, otherwise the
program's routine runs until its RTI.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from py65.devices.mpu6502 import MPU

from ...core.errors import BasicError

if TYPE_CHECKING:
    from .bus import C64Memory

#: where SYS returns to: CSYSRZ in BASIC's SYS ($E12A), which stores A, X, Y
#: and P in 780-783 (the return address pushed is $E142)
SYS_RETURN = 0xE143
#: where USR returns to: after FINGO's JSR JMPER ($AFE0)
USR_RETURN = 0xAFE3
#: where an IRQ taken between BASIC's statements returns to: NEWSTT
IRQ_RETURN = 0xA7AE
#: the processor's vectors
NMI_VECTOR, RESET_VECTOR, IRQ_VECTOR = 0xFFFA, 0xFFFC, 0xFFFE
#: SYS's registers in memory (SAREG, SXREG, SYREG, SPREG)
SAREG = 780
#: the stack pointer BASIC leaves machine code (the ROM's is near $F6 with
#: no FOR or GOSUB open)
STACK_TOP = 0xF6
I_FLAG, B_FLAG, UNUSED = 0x04, 0x10, 0x20
#: cycles a routine may run with the interrupt line held and I clear,
#: re-entering its handler without end, before it is taken for a hang
#: (an IRQ source never acknowledged: ten seconds of machine time)
IRQ_STORM = 10 * 985248


class MachineCodeStop(Exception):
    """Raised inside the run loop to stop it: a ROM address with no routine
    here, an illegal opcode, BRK.  The caller turns it into the report."""


def _illegal(mpu: "Mpu") -> None:
    """An opcode the NMOS 6502 does not document (py65 skips them)."""
    pc = (mpu.pc - 1) & 0xFFFF
    opcode = mpu.memory[pc]
    raise MachineCodeStop(f"illegal opcode ${opcode:02X} at ${pc:04X} ({pc})")


class Mpu(MPU):
    """py65's 6502 with the C64's RAM read directly (one comparison before
    the bytearray, the bus for the rest) and undocumented opcodes stopping
    the run instead of being skipped."""

    instruct = [(_illegal if f is MPU.inst_not_implemented else f) for f in MPU.instruct]

    def __init__(self, memory: "C64Memory") -> None:
        self._ram = memory.data
        self._bus_read = memory.read
        super().__init__(memory=memory, pc=0)

    def ByteAt(self, addr: int) -> int:
        if 1 < addr < 0xA000:
            return self._ram[addr]
        return self._bus_read(addr)


class Cpu6510:
    """The machine's processor: :meth:`call` runs a routine to its return."""

    def __init__(self, machine: Any) -> None:
        self.machine = machine
        self.memory: C64Memory = machine.memory
        self.mpu = Mpu(self.memory)
        #: routines standing in for the ROMs' code, by address
        #: (:mod:`.romcalls` fills it)
        self.traps: dict[int, Callable[[], None]] = {}
        #: how deep calls are nested (an IRQ routine inside a SYS is 2)
        self.depth = 0
        #: the routine called the KERNAL's STOP since the last jiffy
        self.stop_polled = False
        self._nmi_low = False
        self._nmi_acks = 0

    @property
    def running(self) -> bool:
        return self.depth > 0

    # -- the stack -------------------------------------------------------------------------
    def push(self, value: int) -> None:
        mpu = self.mpu
        self.memory.data[0x100 + mpu.sp] = value & 0xFF
        mpu.sp = (mpu.sp - 1) & 0xFF

    def pull(self) -> int:
        mpu = self.mpu
        mpu.sp = (mpu.sp + 1) & 0xFF
        return self.memory.data[0x100 + mpu.sp]

    def push_word(self, value: int) -> None:
        self.push(value >> 8)
        self.push(value)

    def pull_word(self) -> int:
        low = self.pull()
        return low | self.pull() << 8

    def rts(self) -> None:
        """What RTS does: back to the address on the stack, plus one."""
        self.mpu.pc = (self.pull_word() + 1) & 0xFFFF

    def rti(self) -> None:
        mpu = self.mpu
        mpu.p = (self.pull() | UNUSED) & ~B_FLAG & 0xFF
        mpu.pc = self.pull_word()

    # -- calls -----------------------------------------------------------------------------
    def call(self, address: int, returns: int, a: int, x: int, y: int, p: int) -> None:
        """JSR ``address`` with these registers, as BASIC's SYS and USR do
        (the return address they push is ``returns`` - 1), and run until the
        routine returns there."""
        mpu = self.mpu
        if self.depth == 0:
            mpu.sp = STACK_TOP
        self.push_word(returns - 1)
        mpu.a, mpu.x, mpu.y = a & 0xFF, x & 0xFF, y & 0xFF
        mpu.p = (p | UNUSED) & ~B_FLAG & 0xFF
        mpu.pc = address & 0xFFFF
        self.run(returns)

    def interrupt(self, returns: int, vector: int = IRQ_VECTOR) -> None:
        """Take an IRQ (or the NMI) now, as the 6510 does between two
        instructions: the return address and P pushed, I set, on through the
        vector at $FFFE (the NMI's at $FFFA)."""
        mpu = self.mpu
        self.push_word(returns)
        self.push((mpu.p | UNUSED) & ~B_FLAG)
        mpu.p |= I_FLAG
        mpu.pc = self.memory.read(vector) | self.memory.read(vector + 1) << 8
        mpu.processorCycles += 7

    def interrupt_basic(self, vector: int = IRQ_VECTOR) -> None:
        """An IRQ (or with ``vector`` $FFFA the NMI) between BASIC's
        statements, run through the program's routine until its RTI comes
        back here (the machine calls this at a jiffy when $0314 is not the
        KERNAL's, or when CIA 2 raises the NMI)."""
        mpu = self.mpu
        saved = (mpu.a, mpu.x, mpu.y, mpu.p, mpu.sp, mpu.pc)
        if self.depth == 0:
            mpu.sp = STACK_TOP
        mpu.p = UNUSED
        self.interrupt(IRQ_RETURN, vector)
        try:
            self.run(IRQ_RETURN)
        finally:
            mpu.a, mpu.x, mpu.y, mpu.p, mpu.sp, mpu.pc = saved

    # -- running -------------------------------------------------------------------------------
    def nmi_edge(self) -> bool:
        """The NMI line (CIA 2's interrupt) has gone low since last looked
        at: the NMI is taken on the edge, whatever I says."""
        cia2 = self.memory.cia2
        low = cia2.irq_asserted()
        edge = low and (not self._nmi_low or cia2.acknowledged != self._nmi_acks)
        self._nmi_low = low
        self._nmi_acks = cia2.acknowledged
        return edge

    def irq_line(self) -> bool:
        """Is the IRQ line held low: a CIA 1 or VIC-II source latched and
        enabled (the CIA's timers and the raster are brought up to now)."""
        machine = self.machine
        return machine.memory.cia1.irq_asserted() or machine.vic.irq_asserted()

    def _slice(self) -> int:
        """Cycles until the next jiffy or the next interrupt a chip has
        scheduled: the most the next run of instructions may take."""
        clock = self.machine.clock
        until = max(1, clock.budget)
        memory = self.memory
        for event in (memory.cia1.cycles_to_event(), memory.cia2.cycles_to_event(),
                      self.machine.vic.cycles_to_event()):
            if event is not None and 0 < event < until:
                until = event
        return until

    def run(self, returns: int) -> None:
        """Run until PC reaches ``returns`` (in a ROM: a routine's return
        into BASIC).  The ROM addresses the project stands in for are done by
        their traps; slices of instructions are charged to the clock, whose
        jiffies give the host its frames."""
        mpu = self.mpu
        memory = self.memory
        step = mpu.step
        traps = self.traps
        clock = self.machine.clock
        self.depth += 1
        storm = 0
        pending = False           # the IRQ line is held while I is set
        try:
            while True:
                start = mpu.processorCycles
                limit = start + self._slice()
                while mpu.processorCycles < limit and (not pending or mpu.p & I_FLAG):
                    pc = mpu.pc
                    if pc >= 0xA000 and ((pc < 0xC000 and memory.basic_in)
                                         or (pc >= 0xE000 and memory.kernal_in)):
                        if pc == returns:
                            return
                        trap = traps.get(pc)
                        if trap is None:
                            raise MachineCodeStop(self._rom_message(pc))
                        trap()
                        continue
                    step()
                used = mpu.processorCycles - start
                clock.budget -= used
                if clock.budget < 0:
                    clock.tick()
                if self.nmi_edge():
                    self.interrupt(mpu.pc, NMI_VECTOR)
                pending = self.irq_line()
                if pending and not mpu.p & I_FLAG:
                    storm += used
                    if storm > IRQ_STORM:
                        raise MachineCodeStop("an interrupt that is never acknowledged "
                                              f"(the routine at ${mpu.pc:04X})")
                    self.interrupt(mpu.pc)
                    pending = False
                else:
                    storm = 0
        finally:
            self.depth -= 1

    def _rom_message(self, pc: int) -> str:
        where = "BASIC" if pc < 0xC000 else "KERNAL"
        return (f"a jump into the {where} ROM at ${pc:04X} ({pc}), "
                "whose code is not here")

    def charge(self, cycles: int) -> None:
        """Cycles a trap's routine takes, counted as the processor's."""
        self.mpu.processorCycles += cycles

    # -- the flags traps give back --------------------------------------------------------
    def set_nz(self, value: int) -> None:
        mpu = self.mpu
        p = mpu.p & ~0x82
        if value & 0x80:
            p |= 0x80
        if not value & 0xFF:
            p |= 0x02
        mpu.p = p

    def set_carry(self, on: bool) -> None:
        mpu = self.mpu
        mpu.p = (mpu.p | 1) if on else (mpu.p & ~1)

    def stop_message(self, stop: MachineCodeStop) -> BasicError:
        return BasicError("MACHINE CODE", str(stop))


def stop_report(stop: MachineCodeStop) -> BasicError:
    """The report a stopped routine ends the program with."""
    return BasicError("MACHINE CODE", str(stop))

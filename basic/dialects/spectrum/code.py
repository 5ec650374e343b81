"""USR n on the Spectrum: the routine runs in a Z80 with the genuine 48K ROM.

The routine sees the machine as the ROM leaves it at USR-NO (0x34B3, reached
from the calculator): the program and variables written at PROG and VARS in
the ROM's formats (:mod:`.ram`), the screen, the system variables, and the
registers and machine stack measured on the ROM (tests/z80/
gen_spectrum_code.py): BC holds the address, HL and the return address are
STACK-BC (0x2D2B), IY is 23610, IX 0x03D4, HL' 0x2758, B'C' the print
position, interrupts on in mode 1 with I 0x3F (as BASIC leaves them; what a
routine makes of them stays for the next),
interrupts on in mode 1, SP 20 bytes below ERR_SP with the calls of the
statement and the calculator over it.  The interrupt every 69,888 T-states
runs the ROM's own IM 1 routine (FRAMES, KEY-SCAN); ``IN`` reads the keys
the front-end holds and ``OUT`` sets the border (:mod:`.ula`).  Memory and
I/O contention are SkoolKit's, as the oracle's.

The routine ends when it returns to STACK-BC with the stack as USR left it:
its BC is USR's value.  A ROM routine that fails (the calculator's report
6, ``RST 8``) goes through ERR_SP, where this module puts STACK-BC's address
for the run instead of MAIN-4's, and the program stops with the report in
ERR_NR (``RST 8: DEFB 255`` is ``0 OK``).  Afterwards the variables area is
read back into the interpreter's variables (:meth:`.ram.Ram.read_back`).

What stops a routine besides: BREAK (CAPS SHIFT + SPACE held, or the host's
Ctrl-C) is report L; ``--frames`` ends a headless run; HALT with interrupts
off, a run through empty memory (NOPs) or a jump to the reset address stop
with report C and one line naming the address.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Optional

from ...core.errors import BasicError, StopRun
from ..z80.call import (Routine, describe, empty_memory, halted_for_ever, on_the_clock,
                        routine_pc, run_routine)
from ..z80.cpu import A, HALT, IFF, IM, I, PAIRS, PC, R, SP, T, Z80
from . import rom
from . import sysvars as sv
from .frames import FRAME_CYCLES

if TYPE_CHECKING:  # pragma: no cover
    from .machine import SpectrumMachine

STACK_BC = 0x2D2B
MAIN_4 = 0x1303
PRINT_OUT = 0x09F4
#: where PRINT-A-2 (RST 16) returns from the channel's output routine
PRINT_A_RETURN = 0x15FE
#: START (0x0000) and START-NEW's RAM-FILL and RAM-READ (0x11CB-0x11EE):
#: the machine is being reset
RESET_CODE = frozenset(range(0x0000, 0x0008)) | frozenset(range(0x11CB, 0x11EF))
#: the machine stack between ERR_SP and SP when USR-NO jumps to the routine,
#: from SP up (measured on the ROM for RANDOMIZE USR n: STACK-BC, the
#: calculator's return, STMT-RET...)
ENTRY_STACK = (STACK_BC, 0x3365, 0x0000, 0x10ED, 0x000D, 0x0009, 0x1C85, 0x1C10, 0x1B52,
               0x1B76)
#: the registers at the routine's first instruction, as the ROM leaves them
ENTRY_REGISTERS = {"AF": 0x0054, "HL": STACK_BC, "IX": 0x03D4, "IY": 0x5C3A,
                   "AF'": 0x0044, "DE'": 0x369B, "HL'": 0x2758}
#: the report characters, ERR_NR + 1
REPORTS = "0123456789ABCDEFGHIJKLMNOPQR"
#: the keyboard rows a program polls (letters and digits), as the oracle
#: counts a read: with interrupts on, so not the ROM's own KEY-SCAN
_POLLED_ROWS = frozenset({0xFD, 0xFB, 0xF7, 0xEF, 0xDF, 0xBF})


class MachineCode:
    """The Z80 of one Spectrum and the USR calls it runs."""

    def __init__(self, machine: "SpectrumMachine") -> None:
        self.machine = machine
        self._cpu: Optional[Z80] = None
        #: the machine stack's address of the run's error return while a
        #: routine runs (ERR_SP's word)
        self._err_sp = 0
        self._entry_sp = 0
        self._address = 0
        #: the channel records whose output routine is STACK-BC's address
        #: for the run (stream mode: every code printed stops the Z80)
        self._echoing: list[int] = []
        #: the Z80's registers when a run was stopped inside a routine, else None
        self.stopped: Optional[dict[str, int]] = None

    @property
    def cpu(self) -> Z80:
        """The Z80, made when the first routine runs (with the ROM in it)."""
        if self._cpu is None:
            self._cpu = Z80(self, contention=True, frame_cycles=FRAME_CYCLES)
            self._cpu.memory[:rom.ROM_SIZE] = rom.rom_image()
            # as BASIC leaves them; a routine's DI, IM 2 and I stay for the next
            regs = self._cpu.registers
            regs[I], regs[IM], regs[IFF] = 0x3F, 1, 1
        return self._cpu

    # -- USR ---------------------------------------------------------------------------
    def call(self, address: int, interp: Any) -> int:
        """USR ``address``: run the routine there; its BC."""
        m = self.machine
        m.ram.materialize()
        if not any(m.memory.data[address:address + 16]) and address < 0xFFF0:
            raise BasicError("C", f"USR {address}: there is no routine at {address}: the memory "
                                  "from there is empty (NOPs)")
        before = m.ram.variables_area()
        cpu = self.cpu
        data = m.memory.data
        cpu.memory[0x4000:] = data[0x4000:]
        self._enter(cpu, address, interp.gosub)
        return self._run(cpu, before, interp)

    def resume(self, registers: dict[str, int], err_slot: Optional[int], interp: Any,
               basic: bool = True) -> int:
        """A snapshot's machine code goes on: the Z80 from the snapshot's
        registers, in the memory as the snapshot has it (already the
        machine's).  ``err_slot`` is the machine stack's MAIN-4 slot
        (ERR_SP's), None when BASIC's stack is gone.  It ends as a USR
        routine ends, when it returns to STACK-BC from the slot USR-NO
        pushed (the highest STACK-BC word between SP and ERR_SP's slot):
        its BC.  Without such a slot it never ends of itself.  ``basic``:
        the system variables describe a BASIC program (else no variables
        are read back afterwards)."""
        m = self.machine
        before = m.ram.variables_area() if basic else None
        cpu = self.cpu
        cpu.memory[0x4000:] = m.memory.data[0x4000:]
        regs = cpu.registers
        for name, value in registers.items():
            if name in PAIRS:
                cpu.set_pair(name, value)
        regs[SP], regs[PC] = registers["SP"], registers["PC"]
        regs[I], regs[R], regs[IFF], regs[IM] = (registers["I"], registers["R"],
                                                 registers["IFF"], registers["IM"])
        regs[HALT] = 0
        regs[T] = max(0, FRAME_CYCLES - m.clock.budget)
        self._address = registers["PC"]
        self._err_sp = err_slot if err_slot is not None else -1
        top = err_slot if err_slot is not None else min(regs[SP] + 256, 0xFFFF)
        slots = [at for at in range(regs[SP], top - 1) if cpu.word(at) == STACK_BC]
        self._entry_sp = slots[-1] + 2 if slots else -1
        if err_slot is not None:
            cpu.memory[err_slot:err_slot + 2] = STACK_BC.to_bytes(2, "little")
        self._echo_channels(cpu)
        return self._run(cpu, before, interp)

    def _run(self, cpu: Z80, before: Optional[bytes], interp: Any) -> int:
        """Run the routine set up in ``cpu`` to its end; the machine as
        BASIC has it afterwards, whatever happens.  A run stopped meanwhile
        (StopRun: ``--frames``, the host) keeps the Z80's registers in
        :attr:`stopped`, for a snapshot of the machine as it was."""
        m = self.machine
        m.frames.code_running = True
        self.stopped = None
        try:
            return run_routine(cpu, m.memory, m.clock,
                               Routine(STACK_BC, self._at_stop, self._check))
        except StopRun:
            self.stopped = cpu.state()
            raise
        finally:
            m.frames.code_running = False
            m.frames.resync()
            if self._err_sp >= 0 and m.memory.peek16(self._err_sp) == STACK_BC:
                m.memory.poke16(self._err_sp, MAIN_4)
            for record in self._echoing:
                if m.memory.peek16(record) == STACK_BC:
                    m.memory.poke16(record, PRINT_OUT)
            m.channels.follow_memory()
            if before is not None:
                m.ram.read_back(before, interp)

    def _enter(self, cpu: Z80, address: int, gosub: Any) -> None:
        """The registers and stack of USR-NO's jump, the T-state counter at
        the clock's place in its frame."""
        m = self.machine
        regs = cpu.registers
        self._address = address
        # the GO SUB stack under RAMTOP's end marker (3 bytes a level: the
        # line to return to, low byte first, and the statement), then the
        # error return at ERR_SP, as GO-SUB (0x1EED) leaves them
        ramtop = m.memory.peek16(sv.RAMTOP)
        self._err_sp = (ramtop - 3 - 3 * len(gosub)) & 0xFFFF
        for k, entry in enumerate(reversed(gosub)):
            at = self._err_sp + 2 + 3 * k
            if 0x4000 <= at <= 0xFFFD:
                cpu.memory[at:at + 3] = bytes([entry.line & 0xFF, (entry.line >> 8) & 0xFF,
                                               entry.stmt & 0xFF])
        m.memory.poke16(sv.ERR_SP, self._err_sp)
        cpu.memory[sv.ERR_SP:sv.ERR_SP + 2] = self._err_sp.to_bytes(2, "little")
        for name, value in ENTRY_REGISTERS.items():
            cpu.set_pair(name, value)
        cpu.set_pair("BC", address)
        regs[0] = address & 0xFF                 # A: FIND-INT2's last byte
        cpu.set_pair("DE", m.memory.peek16(sv.STKEND))
        cpu.set_pair("BC'", m.screen.alternate_bc)        # PO-STORE's last position
        # the error return (ERR_SP's word) is STACK-BC for the run, then the
        # calls over the routine, the top one its return address
        words = ENTRY_STACK + (STACK_BC,)
        sp = regs[SP] = (self._err_sp - 2 * len(ENTRY_STACK)) & 0xFFFF
        for k, word in enumerate(words):
            at = sp + 2 * k
            if 0x4000 <= at < 0xFFFF:
                cpu.memory[at:at + 2] = word.to_bytes(2, "little")
        self._entry_sp = (sp + 2) & 0xFFFF       # SP once the routine has returned
        regs[PC] = address
        regs[T] = max(0, FRAME_CYCLES - m.clock.budget)
        self._echo_channels(cpu)

    def _echo_channels(self, cpu: Z80) -> None:
        """In stream mode, the K, S and P channels' output routine
        (PRINT-OUT) is STACK-BC for the run, so that each code printed
        stops the Z80 for the host."""
        m = self.machine
        self._echoing = []
        if m.channels.echoing:
            chans = cpu.word(sv.CHANS)
            for record in range(chans, min(chans + 20, sv.PROG_START), 5):
                if cpu.word(record) == PRINT_OUT:
                    cpu.memory[record:record + 2] = STACK_BC.to_bytes(2, "little")
                    self._echoing.append(record)

    def _at_stop(self, cpu: Z80) -> Optional[int]:
        """At STACK-BC: the routine's return (its BC), an error through
        ERR_SP (the report in ERR_NR), a code printed through a channel
        whose output routine it stands for (stream mode: the host hears it,
        and PRINT-OUT goes on), or a call of STACK-BC of the routine's own."""
        regs = cpu.registers
        sp = regs[SP]
        if sp == self._entry_sp:
            return cpu.pair("BC")
        if sp == (self._err_sp + 2) & 0xFFFF:
            err = cpu.memory[sv.ERR_NR]
            index = (err + 1) & 0xFF                 # ERR_NR 255 is report 0
            if index < len(REPORTS):
                raise BasicError(REPORTS[index])
            raise BasicError("C", f"USR {self._address}: the routine stopped with ERR_NR {err}, "
                                  "which is no report")
        if self._echoing and cpu.word(sp) == PRINT_A_RETURN:
            record = cpu.word(sv.CURCHL)
            self.machine.channels.echo(regs[A], chr(cpu.memory[(record + 4) & 0xFFFF]))
            regs[PC] = PRINT_OUT
        return None

    def _check(self, cpu: Z80) -> None:
        """Every frame: BREAK held, or a state the routine never leaves."""
        m = self.machine
        held = m.keyboard.held
        if "CS" in held and "SPACE" in held:
            raise BasicError("L")
        pc = routine_pc(cpu)
        if halted_for_ever(cpu):
            raise BasicError("C", f"USR {self._address}: HALT with interrupts off at "
                                  f"{describe(pc, cpu.memory)}: the machine would stop for ever")
        empty = empty_memory(cpu.memory, pc, self._address)
        if empty is not None:
            raise BasicError("C", f"USR {self._address}: {empty}")
        if pc in RESET_CODE and not cpu.registers[IFF]:
            raise BasicError("C", f"USR {self._address}: the routine reset the machine "
                                  "(it reached the ROM's START at 0x0000)")

    # -- the ports (the simulator's tracer calls these) --------------------------------------
    def port_in(self, port: int, interrupts_on: bool) -> int:
        m = self.machine
        if port & 1:
            return 0xFF
        if interrupts_on and (port >> 8) in _POLLED_ROWS:
            m.keys.keyboard_read()
        return m.keyboard.read_port(port)

    def port_out(self, port: int, value: int, t: int) -> None:
        """OUT: the ULA's, with the machine's clock at the write's T-state
        (the border now; the speaker's edge at its time)."""
        m = self.machine
        on_the_clock(self.cpu, m.clock, t, lambda: m.ula.port_out(port, value))

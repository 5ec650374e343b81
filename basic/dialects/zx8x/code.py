"""USR on the ZX80 and ZX81: the routine runs in a Z80 over the machine's RAM.

The project has neither machine's ROM (they are not free to copy), so the
routine runs with the ROM's 16K filled with ``RST 38`` (0xFF): the first
instruction it runs there pushes its address and goes to 0x0038, where the
Z80 stops.  A return to the address USR stacked (the ROM's STACK-BC, or
the ZX80's own) is the routine's end, with its result; any other address
is a call into the ROM, and the program stops with report C (the ZX80's
machine stops it with 9 and one line naming the address and saying that
``--rom FILE`` or the environment variable (:mod:`basic.core.romimage`)
would let it run.

With the genuine image supplied, it is in the Z80's memory (and in the
machine's, so PEEK reads it) at 0x0000 and mirrored up to 0x3FFF, and the
routine may call it: the return to STACK-BC with USR's stack is the end, a
report through ERR_SP (whose word is STACK-BC's address for the run) stops
the program with the report in ERR_NR.

Either way the routine starts with the registers and machine stack the ROM
gives it (each machine's :class:`Profile`, measured on its ROM by the
oracles in tests/zx81/oracle and tests/zx80/oracle), the program, display
file and variables written in the ROM's formats (the machine's ``ram``),
and interrupts off: there is no display generator here, so the machine
runs as in FAST mode, and the T-states go on the clock as the statements'
do (a quarter of each frame's in SLOW mode).  ``IN`` reads the keyboard
matrix the front-end holds.  At every frame the display file is read back
into the screen, so the host shows what the routine wrote; at the end the
variables it changed are read back too.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Optional

from ...core.errors import BasicError
from ...core.keys import matrix_bits
from ...core.romimage import RomImage, RomImageError
from ..z80.call import (RAM_START, Routine, describe, empty_memory, halted_for_ever,
                        routine_pc, run_routine)
from ..z80.cpu import IFF, IM, I, PC, SP, T, Z80

if TYPE_CHECKING:  # pragma: no cover
    from .machine import Zx8xMachine

#: where a routine that runs into the ROM-less ROM area stops (RST 38's)
TRAP = 0x0038
#: the byte the ROM-less ROM area is filled with: RST 38, and its T-states
RST_38 = 0xFF
RST_TIME = 11
#: the report characters by ERR_NR + 1, as REPORT prints them
REPORT_CHARS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"


@dataclass(frozen=True)
class Profile:
    """What one machine's ROM does at USR, measured on the ROM."""
    rom: RomImage
    #: where the routine's RET goes (STACK-BC, or the ZX80's USR's return)
    returns_to: int
    #: the machine stack from SP (the return address) up to under ERR_SP
    #: (the ZX81) or the GO SUB stack (the ZX80)
    entry_stack: tuple[int, ...]
    #: the registers at the routine's first instruction (BC is the address
    #: on the ZX81, HL and HL' on the ZX80, set apart)
    entry_registers: dict[str, int]
    i_register: int
    #: the register pair USR gives back, and whether as a signed number
    result: str
    #: the system variables ERR_NR and ERR_SP (None: the ZX80 has none, its
    #: error restart only notes the report and returns: USR's return is the
    #: end, ERR_NR says whether a report came)
    err_nr: int
    err_sp: Optional[int]
    #: the registers set from the system variables' words at entry
    #: (DE = STKEND on the ZX81; the ZX80's D'E' and B'C')
    from_sysvars: dict[str, int] = field(default_factory=dict)
    signed: bool = False
    #: A is the address's low byte (the ZX81's FIND-INT)
    a_is_low_byte: bool = False
    #: the machine's report for a routine stopped here (no report of the ROM's)
    stopped: str = "C"
    #: BREAK's report
    break_report: str = "D"


class Zx8xCode:
    """The Z80 of one ZX80 or ZX81, and the USR calls it runs."""

    def __init__(self, machine: "Zx8xMachine", profile: Profile,
                 frame_sync: Callable[[], None]) -> None:
        self.machine = machine
        self.profile = profile
        #: reads the display file back into the screen (at every frame)
        self.frame_sync = frame_sync
        self._cpu: Optional[Z80] = None
        self._rom: Optional[bytes] = None
        self._rom_looked = False
        self._address = 0
        self._entry_sp = 0
        self._err_sp = 0
        self._error_return = 0

    # -- the ROM ---------------------------------------------------------------------
    def rom(self) -> Optional[bytes]:
        """The ROM image the user supplied (``--rom``, the environment
        variable), read once; None without one.  The machine's memory
        shows it from then on (PEEK reads the ROM)."""
        if not self._rom_looked:
            self._rom_looked = True
            try:
                self._rom = self.profile.rom.find(self.machine.host.peripherals.rom)
            except RomImageError as exc:
                raise BasicError(self.profile.stopped, str(exc)) from None
            if self._rom is not None:
                self.machine.memory.data[:RAM_START] = self._mirrored(self._rom)
        return self._rom

    @staticmethod
    def _mirrored(rom: bytes) -> bytes:
        return (rom * (RAM_START // len(rom) + 1))[:RAM_START]

    @property
    def cpu(self) -> Z80:
        if self._cpu is None:
            self._cpu = Z80(self, contention=False, frame_cycles=self.machine.FRAME_CYCLES)
            rom = self.rom()
            self._cpu.memory[:RAM_START] = (self._mirrored(rom) if rom is not None
                                            else bytes([RST_38]) * RAM_START)
        return self._cpu

    # -- USR -----------------------------------------------------------------------------
    def call(self, address: int, interp: Any) -> int:
        """USR ``address``: run the routine; its result."""
        m = self.machine
        profile = self.profile
        self.rom()
        m.ram.materialize(m._store)
        before = m.ram.variables_area()
        cpu = self.cpu
        data = m.memory.data
        if address >= RAM_START and not any(data[address:address + 16]) and address < 0xFFF0:
            raise BasicError(profile.stopped, f"USR {address}: there is no routine at "
                                              f"{address}: the memory from there is empty")
        cpu.memory[RAM_START:] = data[RAM_START:]
        self._enter(cpu, address, len(interp.gosub) if interp is not None else 0)
        stop = profile.returns_to if self._rom is not None else TRAP
        try:
            result = run_routine(cpu, m.memory, m.clock, Routine(
                stop, self._at_stop, self._check, interrupts=False, sync=self.frame_sync))
        finally:
            if profile.err_sp is not None and m.memory.peek16(self._err_sp) == profile.returns_to:
                m.memory.poke16(self._err_sp, self._error_return)
            self.frame_sync()
            if interp is not None:
                m.ram.read_back(before, interp)
        if profile.err_sp is None:
            self._noted_report(cpu)
        if profile.signed and result >= 0x8000:
            return result - 0x10000
        return result

    def _noted_report(self, cpu: Z80) -> None:
        """The ZX80's error restart noted a report in ERR_NR (bit 7 clear)
        and returned: it ends the statement."""
        err = cpu.memory[self.profile.err_nr]
        if not err & 0x80:
            index = err + 1
            raise BasicError(REPORT_CHARS[index] if index < len(REPORT_CHARS)
                             else self.profile.stopped)

    def _enter(self, cpu: Z80, address: int, depth: int) -> None:
        """The registers and stack the ROM's USR leaves, the T-state counter
        at the clock's place in its frame."""
        m = self.machine
        profile = self.profile
        regs = cpu.registers
        memory = m.memory
        self._address = address
        if profile.err_sp is not None:
            self._err_sp = memory.peek16(profile.err_sp)
            self._error_return = memory.peek16(self._err_sp)
            top = self._err_sp
        else:
            # the ZX80: the stack's end marker under RAMTOP, then a word a
            # GO SUB level
            top = (m.room.ramtop - 2 - 2 * depth) & 0xFFFF
        for name, value in profile.entry_registers.items():
            cpu.set_pair(name, value)
        for name, variable in profile.from_sysvars.items():
            cpu.set_pair(name, memory.peek16(variable))
        for name in ("BC", "HL", "HL'"):
            if name not in profile.entry_registers and name not in profile.from_sysvars:
                cpu.set_pair(name, address)
        if profile.a_is_low_byte:
            regs[0] = address & 0xFF                          # A: FIND-INT's last byte
        regs[I], regs[IM], regs[IFF] = profile.i_register, 1, 0
        words = profile.entry_stack + ((profile.returns_to,) if profile.err_sp is not None else ())
        sp = regs[SP] = (top - 2 * len(profile.entry_stack)) & 0xFFFF
        for k, word in enumerate(words):
            at = sp + 2 * k
            if RAM_START <= at < 0xFFFF:
                cpu.memory[at:at + 2] = word.to_bytes(2, "little")
        self._entry_sp = (sp + 2) & 0xFFFF
        regs[PC] = address
        regs[T] = max(0, m.clock.cycles_per_frame - m.clock.budget)

    def _at_stop(self, cpu: Z80) -> Optional[int]:
        """The routine returned (its result), left through ERR_SP (a
        report), or, without a ROM, ran into the ROM's area."""
        regs = cpu.registers
        sp = regs[SP]
        profile = self.profile
        if self._rom is None:                  # at 0x0038, after an RST 38 in the ROM's area
            entered = (cpu.word(sp) - 1) & 0xFFFF
            if entered >= RAM_START:            # an RST 38 of the routine's own
                entered = TRAP
            elif entered == profile.returns_to and (sp + 2) & 0xFFFF == self._entry_sp:
                # the return: the Z80 as it was at that address, before the RST
                regs[SP], regs[PC], regs[T] = self._entry_sp, entered, regs[T] - RST_TIME
                return cpu.pair(profile.result)
            raise BasicError(profile.stopped, f"USR {self._address}: the routine called the ROM "
                                              f"at {entered} (0x{entered:04X}), and there is no "
                                              f"ROM image: give {profile.rom.name} with --rom "
                                              f"FILE or ${profile.rom.env}")
        if sp == self._entry_sp:
            return cpu.pair(profile.result)
        if profile.err_sp is not None and sp == (self._err_sp + 2) & 0xFFFF:
            index = (cpu.memory[profile.err_nr] + 1) & 0xFF
            if index < len(REPORT_CHARS):
                raise BasicError(REPORT_CHARS[index])
            raise BasicError(profile.stopped, f"USR {self._address}: the routine stopped with "
                                              f"ERR_NR {index - 1}, which is no report")
        return None

    def _check(self, cpu: Z80) -> None:
        """Every frame: BREAK held (SHIFT + SPACE), or a state the routine
        never leaves."""
        m = self.machine
        held = m.keyboard.held
        if "CS" in held and "SPACE" in held:
            raise BasicError(self.profile.break_report)
        pc = routine_pc(cpu)
        if halted_for_ever(cpu):
            raise BasicError(self.profile.stopped,
                             f"USR {self._address}: HALT with interrupts off at "
                             f"{describe(pc, cpu.memory)}: nothing here would wake it")
        empty = empty_memory(cpu.memory, pc, self._address)
        if empty is not None:
            raise BasicError(self.profile.stopped, f"USR {self._address}: {empty}")

    # -- the ports ----------------------------------------------------------------------
    def port_in(self, port: int, interrupts_on: bool) -> int:
        """Port 0xFE (any even port): the keyboard's half-rows the high byte
        selects, active low; bits 5-7 high."""
        if port & 1:
            return 0xFF
        keyboard = self.machine.keyboard
        keyboard.polled = True
        return matrix_bits(keyboard.held, port) | 0xE0

    def port_out(self, port: int, value: int, t: int) -> None:
        """The ZX80's and ZX81's OUTs drive the display and the tape, which
        are not made here."""

"""A snapshot put into our Spectrum, and our Spectrum taken as a snapshot.

Restoring (``basic run game.z80``): the 48K of RAM goes into the machine's
memory as it is (the screen, the system variables with every print
position and colour, the UDGs, RAMTOP and the code above it), the border
is the snapshot's, the variables area is read into the interpreter's
variables (:mod:`basic.dialects.sinclair.saved_vars`), the GO SUB stack
into the interpreter's, and CONTINUE's place (OLDPPC, OSPPC) into its
own.  The program and variables are then written back at PROG as the
machine keeps them (:mod:`..ram`), the same bytes for a standard 48K.

Capturing (``--snapshot-out``): the machine's memory as it keeps it (the
program and variables written out at PROG, the GO SUB stack and the MAIN-4
slot under RAMTOP, as :mod:`..code` writes them for USR), with the
registers set so that the genuine ROM goes on as the run would have:

* a run that ended with a report: PC at MAIN-4 (0x1303) with SP just above
  ERR_SP's slot, where ERROR-2's ``LD SP,(ERR_SP): RET`` leaves the ROM;
  MAIN-4 prints the report from ERR_NR, PPC and SUBPPC, sets OLDPPC/OSPPC
  for CONTINUE and goes to the editor;
* a run stopped between or inside statements (``--frames``, a headless
  wait for a key): PC at STMT-RET (0x1B76) with SP at ERR_SP, NEWPPC and
  NSPPC the statement to go on from (the one being run when it was inside
  one), which STMT-RET's LINE-NEW jumps to.

Both with IY 23610, interrupts on in mode 1, I 0x3F and HL' 0x2758 (the
calculator's), as BASIC keeps them.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Optional

from ....core.interpreter import GosubEntry
from ...sinclair import saved_vars
from .. import sysvars as sv
from .basic_state import MAIN_4, BasicState
from .files import RAM_START, MachineState

if TYPE_CHECKING:  # pragma: no cover
    from ..machine import SpectrumMachine

STMT_RET = 0x1B76
#: RANDOMIZE's entry in the syntax tables: class 3, then the routine 0x1E4F
P_RANDOM = 0x1AB5
#: the registers BASIC keeps between statements
BASIC_REGISTERS = {"AF": 0x0054, "BC": 0, "DE": 0, "HL": 0, "AF'": 0x0044, "BC'": 0,
                   "DE'": 0x369B, "HL'": 0x2758, "IX": 0x03D4, "IY": sv.ERR_NR,
                   "I": 0x3F, "R": 0, "IFF": 1, "IM": 1}


@dataclass
class Snapshot:
    """A snapshot file's machine and what it says about BASIC (the
    ``machine`` of its :class:`~basic.core.formats.ProgramImage`)."""
    state: MachineState
    basic: BasicState
    #: it caught machine code running (PC in RAM), which goes on first
    code: bool = False


def restore(machine: "SpectrumMachine", interp: Any, snap: Snapshot) -> None:
    """Put the snapshot's machine into ours (see the module's words)."""
    state, basic = snap.state, snap.basic
    data = machine.memory.data
    if basic.standard:
        data[RAM_START:RAM_START + len(state.ram)] = state.ram
    else:
        # PROG is not where our Spectrum keeps it (Interface 1's channels):
        # the screen comes, the system variables stay the standard 48K's
        data[RAM_START:sv.SYSVARS_START] = state.ram[:sv.SYSVARS_START - RAM_START]
    machine.screen.border = state.border
    if basic.variables:
        saved_vars.restore(interp.vars, basic.variables, saved_vars.SPECTRUM,
                           interp.layout.index_of)
    machine.program_changed(interp.program, interp.vars)
    machine.channels.follow_memory()
    layout = interp.layout
    interp.gosub[:] = [GosubEntry(layout.index_of(line, stmt), line, stmt)
                    for line, stmt in basic.gosub]
    interp.cont_at = basic.cont
    machine.frames.resync()


def capture(machine: "SpectrumMachine", interp: Any, report: Any,
            resume: Optional[tuple[int, int]]) -> MachineState:
    """Our machine as a snapshot: ``report`` the run's report (None when
    it was stopped), ``resume`` the statement it goes on from then.  A run
    stopped inside machine code is the Z80 as it was, in memory as it
    was."""
    machine.frames.sync()
    stopped = machine.code.stopped
    if report is None and stopped is not None:
        return _in_code(machine, stopped, resume)
    machine.ram.materialize()
    mem = machine.memory
    data = mem.data
    ram = bytearray(data[RAM_START:])
    state = MachineState(ram, dict(BASIC_REGISTERS), machine.screen.border & 7)
    ramtop = mem.peek16(sv.RAMTOP)
    gosub = interp.gosub
    err_sp = (ramtop - 3 - 3 * len(gosub)) & 0xFFFF
    state.poke(ramtop, 0x3E)
    for k, entry in enumerate(reversed(gosub)):
        at = err_sp + 2 + 3 * k
        state.poke16(at, entry.line)
        state.poke(at + 2, entry.stmt)
    state.poke16(err_sp, MAIN_4)
    state.poke16(sv.ERR_SP, err_sp)
    regs = state.registers
    if interp.cont_at is not None:
        state.poke16(sv.OLDPPC, interp.cont_at[0])
        state.poke(sv.OSPPC, interp.cont_at[1])
    if report is not None:
        # MAIN-4 prints the report and sets OLDPPC/OSPPC itself (MAIN-6
        # adds one to SUBPPC after STOP and BREAK)
        state.poke16(sv.PPC, report.line if report.line else 0xFFFE)
        state.poke(sv.SUBPPC, report.stmt)
        pending = report.resume if report.code == "L" else None
        state.poke16(sv.NEWPPC, pending[0] if pending else 0)
        state.poke(sv.NSPPC, pending[1] if pending else 0xFF)
        regs["PC"], regs["SP"] = MAIN_4, (err_sp + 2) & 0xFFFF
    else:
        line, stmt = resume if resume is not None else (interp.cont_at or (0, 0))
        state.poke16(sv.NEWPPC, line)
        state.poke(sv.NSPPC, stmt)
        regs["PC"], regs["SP"] = STMT_RET, err_sp
    return state


def _in_code(machine: "SpectrumMachine", stopped: dict[str, int],
             statement: Optional[tuple[int, int]]) -> MachineState:
    """A run stopped inside a USR routine: the Z80 as it was, in memory as
    it was (the stack as USR-NO leaves it, :mod:`..code`).  The
    interpreter keeps no CH_ADD or T_ADDR of its own, so CH_ADD is the edit
    line's ENTER (SCANNING ends the expression there when the routine has
    returned, through the ROM's RANDOMIZE path that USR-NO's measured stack
    is: SEED takes the routine's BC), and the statement after the USR one
    is a jump pending (NEWPPC, NSPPC), which STMT-RET takes."""
    regs = {name: stopped[name] for name in BASIC_REGISTERS if name in stopped}
    regs.update(SP=stopped["SP"], PC=stopped["PC"])
    state = MachineState(bytearray(machine.memory.data[RAM_START:]), regs,
                         machine.screen.border & 7, tstates=stopped["T"] % 69888)
    # SCANNING goes on after the routine from CH_ADD: the edit line's ENTER
    # ends the expression there; SCAN-LOOP then reads RANDOMIZE's syntax
    # table entry (P-RANDOM) on from its class byte, through T_ADDR
    state.poke16(sv.CH_ADD, state.word(sv.E_LINE) + 1)
    state.poke16(sv.T_ADDR, P_RANDOM + 1)
    if statement is not None:
        line, stmt = statement
        state.poke16(sv.PPC, line)
        state.poke(sv.SUBPPC, stmt)
        state.poke16(sv.NEWPPC, line)
        state.poke(sv.NSPPC, stmt + 1)
    return state

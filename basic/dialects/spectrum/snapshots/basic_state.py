"""What a snapshot's RAM says about BASIC: the program, its variables, the
GO SUB stack and the statement the machine goes on from.

The system variables say it all ("The Complete Spectrum ROM Disassembly",
part 1 and the routines named): the program is PROG to VARS, the variables
VARS to E_LINE - 1 (its 0x80 end marker last), the GO SUB stack three
bytes a level (line low byte first, then the statement to return to) from
the word above ERR_SP's MAIN-4 return up to RAMTOP's end marker.

Where the machine goes on is where the ROM would:

* at the editor waiting for a command it goes on as CONTINUE does: at
  OLDPPC:OSPPC (CONTINUE, 0x1E5F);
* else a jump pending (NSPPC below 128: GO TO, NEXT, RETURN, or LOAD's
  autostart line, which LD-CONTRL puts in NEWPPC with NSPPC 0) is taken
  first, as STMT-RET takes it;
* a program running (PPC a line; the editor not waiting for a command)
  repeats the statement it was in, PPC:SUBPPC, as CONTINUE repeats a
  statement stopped by an error: the PAUSE, INKEY$ loop or INPUT the
  snapshot caught;
* a direct command with no jump pending goes on as CONTINUE does too.

The editor is told by ERR_SP's word: ED-ERROR (0x107F) while EDITOR runs,
with FLAGX bit 5 set when it is INPUT's.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

from ....core.formats import FormatError
from .. import sysvars as sv
from .files import RAM_START, MachineState

MAIN_4 = 0x1303
#: where USR-NO makes a routine return (its value in BC)
STACK_BC = 0x2D2B
ED_ERROR = 0x107F
#: PPC while the edit line runs as a direct command (LINE-RUN)
DIRECT = 0xFFFE
#: the end of the ROM: PC below it is the ROM's own code
ROM_END = 0x4000


@dataclass
class BasicState:
    """The BASIC machine a snapshot holds."""
    program: bytes
    #: the variables area without its end marker
    variables: bytes
    #: (line, statement) the run goes on from, and why (words for the user)
    resume: tuple[int, int]
    how: str
    #: the GO SUB stack, oldest first: (line, statement) to return to
    gosub: list[tuple[int, int]] = field(default_factory=list)
    #: CONTINUE's place (OLDPPC, OSPPC)
    cont: tuple[int, int] = (0, 0)
    #: PROG where the standard 48K has it (no Interface 1 channels)
    standard: bool = True
    #: the machine stack's MAIN-4 slot (ERR_SP's, below any editor's)
    err_base: Optional[int] = None
    #: machine code caught running: the statement that called it (where its
    #: reports are), or None when a direct command did
    code_from: Optional[tuple[int, int]] = None


def basic_state(state: MachineState) -> BasicState:
    """The program, variables, GO SUB stack and resume position of a
    snapshot; FormatError when the system variables do not describe a
    BASIC program in memory."""
    prog, vars_at, e_line = (state.word(sv.PROG), state.word(sv.VARS), state.word(sv.E_LINE))
    if not (sv.CHANNEL_INFO < prog <= vars_at < e_line <= 0xFFFF):
        raise FormatError(f"its system variables do not describe a BASIC program (PROG "
                          f"{prog}, VARS {vars_at}, E_LINE {e_line}): the snapshot was taken "
                          "when something other than BASIC owned the memory")
    if state.peek(e_line - 1) != 0x80:
        raise FormatError(f"the variables area (VARS {vars_at} to E_LINE {e_line}) does not "
                          "end with its end marker (0x80): the snapshot is damaged")
    ram = state.ram
    program = bytes(ram[prog - RAM_START:vars_at - RAM_START])
    variables = bytes(ram[vars_at - RAM_START:e_line - 1 - RAM_START])
    base = _err_base(state)
    out = BasicState(program, variables, (0, 0), "", standard=prog == sv.PROG_START,
                     err_base=base)
    out.gosub = _gosub_stack(state, base)
    out.cont = (state.word(sv.OLDPPC), state.peek(sv.OSPPC))
    out.resume, out.how = _resume(state)
    return out


def _err_base(state: MachineState) -> Optional[int]:
    """The stack slot holding MAIN-4 that ERR_SP points at while BASIC
    runs (the editor's own slots, ED-ERROR over the saved ERR_SP, are
    walked over); None when there is none."""
    at = state.word(sv.ERR_SP)
    for _ in range(4):
        if not RAM_START <= at <= 0xFFFD:
            return None
        word = state.word(at)
        if word == MAIN_4:
            return at
        if word != ED_ERROR:
            return None
        at = state.word(at + 2)
    return None


def _gosub_stack(state: MachineState, base: Optional[int]) -> list[tuple[int, int]]:
    """The GO SUB stack's entries, oldest first: from the slot above
    MAIN-4's to RAMTOP's end marker (CLEAR leaves 0x3E at RAMTOP and the
    MAIN-4 slot three bytes under it).  Empty when it is not whole."""
    if base is None:
        return []
    ramtop = state.word(sv.RAMTOP)
    room = ramtop - 1 - (base + 2)
    if room < 0 or room % 3 or room > 3 * 10000:
        return []
    entries = []
    for at in range(base + 2, ramtop - 1, 3):
        line, stmt = state.word(at), state.peek(at + 2)
        if line > 9999 or stmt == 0:
            return []
        entries.append((line, stmt))
    return entries[::-1]


def at_editor(state: MachineState) -> bool:
    """The ROM's editor waits for a command (not INPUT's line)."""
    return state.word(state.word(sv.ERR_SP)) == ED_ERROR and not state.peek(sv.FLAGX) & 0x20


def _resume(state: MachineState) -> tuple[tuple[int, int], str]:
    nsppc = state.peek(sv.NSPPC)
    ppc, subppc = state.word(sv.PPC), state.peek(sv.SUBPPC)
    if not at_editor(state):
        if not nsppc & 0x80 and state.word(sv.NEWPPC) <= 9999:
            line = state.word(sv.NEWPPC)
            return (line, nsppc), f"the jump it was about to take, to {line}:{max(nsppc, 1)}"
        if ppc <= 9999:
            return (ppc, subppc), f"the statement it was running, {ppc}:{subppc}"
    line, stmt = state.word(sv.OLDPPC), state.peek(sv.OSPPC)
    return (line, stmt), f"where CONTINUE goes, {line}:{stmt}"


def code_only(state: MachineState) -> BasicState:
    """The BASIC side of a snapshot whose system variables describe no
    program (machine code owns the memory): none, the machine code runs."""
    return BasicState(b"", b"", (0, 0), "nowhere: there is no BASIC program", standard=False,
                      err_base=_err_base(state))


def after_code(state: MachineState, basic: BasicState) -> None:
    """Where BASIC goes on once the machine code the snapshot caught
    returns: the statement after the one that called it (PPC:SUBPPC + 1;
    the value USR gave is not used), or, called from a direct command,
    nowhere (the ROM's 0 OK, 0:1)."""
    ppc, subppc = state.word(sv.PPC), state.peek(sv.SUBPPC)
    if ppc <= 9999 and basic.program:
        basic.resume = (ppc, subppc + 1)
        basic.how = (f"the statement after {ppc}:{subppc}, which called the machine code, once "
                     "the code returns")
        basic.code_from = (ppc, subppc)
    else:
        basic.how = "nowhere once the code returns (a direct command called it)"
        basic.code_from = None


def machine_code_running(state: MachineState) -> bool:
    """The snapshot caught machine code of its own running: PC in RAM (a
    routine BASIC called with USR, or a program that has left BASIC), or a
    USR routine's return to STACK-BC on the machine stack between SP and
    ERR_SP's slot (the routine was inside a ROM routine it called: BEEPER,
    PRINT...), which BASIC's own statements never leave there."""
    if state.pc >= ROM_END:
        return True
    base = _err_base(state)
    sp = state.registers.get("SP", 0)
    if base is None or not RAM_START <= sp < base:
        return False
    return any(state.word(at) == STACK_BC for at in range(sp, base - 1))

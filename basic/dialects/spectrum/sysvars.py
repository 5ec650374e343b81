"""The 48K Spectrum's system variables: where they live and what RUN finds there.

Names are the manual's (with ``_`` for the space in ``K DATA`` etc.).  Each
entry of :data:`SYSVARS` is ``(address, size in bytes)``; the module also
exposes every name as a constant holding its address (``sysvars.DF_SZ ==
23659``), which is what hot code should use.

:func:`init_system_variables` writes what a 48K holds at the first statement
of a program after power-on and RUN: the ROM's initialisation (START/RAM-DONE,
the channel and stream tables, the UDGs copied from the ROM's letters A..U),
then RUN's CLEAR and CLS.  The test suite compares it byte for byte with the
real ROM booted in SkoolKit's simulator.
"""
from __future__ import annotations

from ...core.memory import Memory
from .rom import charset

SYSVARS: dict[str, tuple[int, int]] = {
    "KSTATE": (23552, 8), "LAST_K": (23560, 1), "REPDEL": (23561, 1), "REPPER": (23562, 1),
    "DEFADD": (23563, 2), "K_DATA": (23565, 1), "TVDATA": (23566, 2), "STRMS": (23568, 38),
    "CHARS": (23606, 2), "RASP": (23608, 1), "PIP": (23609, 1), "ERR_NR": (23610, 1),
    "FLAGS": (23611, 1), "TV_FLAG": (23612, 1), "ERR_SP": (23613, 2), "LIST_SP": (23615, 2),
    "MODE": (23617, 1), "NEWPPC": (23618, 2), "NSPPC": (23620, 1), "PPC": (23621, 2),
    "SUBPPC": (23623, 1), "BORDCR": (23624, 1), "E_PPC": (23625, 2), "VARS": (23627, 2),
    "DEST": (23629, 2), "CHANS": (23631, 2), "CURCHL": (23633, 2), "PROG": (23635, 2),
    "NXTLIN": (23637, 2), "DATADD": (23639, 2), "E_LINE": (23641, 2), "K_CUR": (23643, 2),
    "CH_ADD": (23645, 2), "X_PTR": (23647, 2), "WORKSP": (23649, 2), "STKBOT": (23651, 2),
    "STKEND": (23653, 2), "BREG": (23655, 1), "MEM": (23656, 2), "FLAGS2": (23658, 1),
    "DF_SZ": (23659, 1), "S_TOP": (23660, 2), "OLDPPC": (23662, 2), "OSPPC": (23664, 1),
    "FLAGX": (23665, 1), "STRLEN": (23666, 2), "T_ADDR": (23668, 2), "SEED": (23670, 2),
    "FRAMES": (23672, 3), "UDG": (23675, 2), "COORDS": (23677, 2), "P_POSN": (23679, 1),
    "PR_CC": (23680, 2), "ECHO_E": (23682, 2), "DF_CC": (23684, 2), "DF_CCL": (23686, 2),
    "S_POSN": (23688, 2), "S_POSNL": (23690, 2), "SCR_CT": (23692, 1), "ATTR_P": (23693, 1),
    "MASK_P": (23694, 1), "ATTR_T": (23695, 1), "MASK_T": (23696, 1), "P_FLAG": (23697, 1),
    "MEMBOT": (23698, 30), "NMIADD": (23728, 2), "RAMTOP": (23730, 2), "P_RAMT": (23732, 2),
}

# every name as a module constant (its address)
KSTATE, LAST_K, REPDEL, REPPER = 23552, 23560, 23561, 23562
DEFADD, K_DATA, TVDATA, STRMS = 23563, 23565, 23566, 23568
CHARS, RASP, PIP, ERR_NR, FLAGS, TV_FLAG = 23606, 23608, 23609, 23610, 23611, 23612
ERR_SP, LIST_SP, MODE, NEWPPC, NSPPC, PPC, SUBPPC = 23613, 23615, 23617, 23618, 23620, 23621, 23623
BORDCR, E_PPC, VARS, DEST, CHANS, CURCHL, PROG = 23624, 23625, 23627, 23629, 23631, 23633, 23635
NXTLIN, DATADD, E_LINE, K_CUR, CH_ADD, X_PTR = 23637, 23639, 23641, 23643, 23645, 23647
WORKSP, STKBOT, STKEND, BREG, MEM, FLAGS2, DF_SZ = 23649, 23651, 23653, 23655, 23656, 23658, 23659
S_TOP, OLDPPC, OSPPC, FLAGX, STRLEN, T_ADDR, SEED = 23660, 23662, 23664, 23665, 23666, 23668, 23670
FRAMES, UDG, COORDS, P_POSN, PR_CC, ECHO_E = 23672, 23675, 23677, 23679, 23680, 23682
DF_CC, DF_CCL, S_POSN, S_POSNL, SCR_CT = 23684, 23686, 23688, 23690, 23692
ATTR_P, MASK_P, ATTR_T, MASK_T, P_FLAG, MEMBOT = 23693, 23694, 23695, 23696, 23697, 23698
NMIADD, RAMTOP, P_RAMT = 23728, 23730, 23732

SYSVARS_START = 23552
SYSVARS_END = 23734            # first byte after P_RAMT: the channel information
CHANNEL_INFO = 23734           # CHANS on a 48K without microdrives
PROG_START = 23755             # PROG on a 48K without microdrives
UDG_START = 65368              # 21 UDGs x 8 bytes, up to P_RAMT
P_RAMT_48K = 65535
ERR_RETURN = 65364             # where ERR_SP points while a program runs (holds MAIN-4)

# The initial channel information (ROM table at 0x15AF) and stream table
# (0x15C6): K, S, R, P channels, end marker 0x80; streams -3..3.
_CHANNELS = bytes([0xF4, 0x09, 0xA8, 0x10, 0x4B,
                   0xF4, 0x09, 0xC4, 0x15, 0x53,
                   0x81, 0x0F, 0xC4, 0x15, 0x52,
                   0xF4, 0x09, 0xC4, 0x15, 0x50,
                   0x80])
_STREAMS = bytes([0x01, 0x00, 0x06, 0x00, 0x0B, 0x00, 0x01, 0x00,
                  0x01, 0x00, 0x06, 0x00, 0x10, 0x00])


def channel_record(letter: str) -> int:
    """Address of the channel record for ``'K'``, ``'S'``, ``'R'`` or ``'P'``
    (output routine word, input routine word, letter)."""
    return CHANNEL_INFO + 5 * "KSRP".index(letter)


def init_system_variables(memory: Memory, program: bytes = b"", command: bytes = b"\xf7") -> None:
    """Fill the system variables, channel area, UDGs and machine-stack bottom as
    a 48K has them when the first statement of ``program`` runs after RUN.

    ``program`` is the tokenized program as it sits at PROG (it is copied there;
    its length sets VARS, E_LINE and everything above); ``command`` is the
    direct command still in the edit line (default the RUN token).  PPC,
    SUBPPC, NSPPC and NXTLIN describe the program's first statement.  Values
    the clock owns (FRAMES, SEED) are those of a machine just switched on, as
    are the calculator's scratch bytes (MEMBOT, BREG, T_ADDR); the interpreter
    updates them as it runs.
    """
    d = memory.data
    d[SYSVARS_START:SYSVARS_END] = bytes(SYSVARS_END - SYSVARS_START)

    def w8(addr: int, v: int) -> None:
        d[addr] = v & 0xFF

    def w16(addr: int, v: int) -> None:
        d[addr] = v & 0xFF
        d[addr + 1] = (v >> 8) & 0xFF

    # the keyboard: both KSTATE sets free, ENTER (of RUN) the last key
    d[KSTATE:KSTATE + 8] = bytes([0xFF, 0, 0, 0, 0xFF, 0, 0, 0])
    w8(LAST_K, 0x0D)
    w8(REPDEL, 0x23)
    w8(REPPER, 0x05)
    d[STRMS:STRMS + len(_STREAMS)] = _STREAMS
    w16(CHARS, 0x3C00)                       # font = CHARS+256 = the ROM's 0x3D00
    w8(RASP, 0x40)
    w8(ERR_NR, 0xFF)                         # no error
    w8(FLAGS, 0x84)                          # bit 2: 'L' mode, bit 7: running
    w8(TV_FLAG, 0x01)                        # CLS ends in CLS-LOWER: lower screen, channel K
    w16(ERR_SP, ERR_RETURN)                  # the run's error return on the machine stack
    w16(LIST_SP, ERR_RETURN)
    w16(NEWPPC, 0)
    w8(NSPPC, 0xFF)                          # no jump pending
    w8(BORDCR, 0x38)                         # BORDER 7, lower screen black on white
    w16(E_PPC, 0)

    prog = PROG_START
    vars_ = prog + len(program)
    e_line = vars_ + 1                       # after the 0x80 end marker of the variables
    worksp = e_line + len(command) + 2       # the edit line, its 0x0D, then 0x80
    if len(program) >= 4:                    # the first line is the one running
        w16(PPC, (program[0] << 8) | program[1])
        w8(SUBPPC, 1)
        w16(NXTLIN, prog + 4 + (program[2] | (program[3] << 8)))
    w16(VARS, vars_)
    w16(CHANS, CHANNEL_INFO)
    w16(CURCHL, channel_record("K"))
    w16(PROG, prog)
    w16(DATADD, prog - 1)
    w16(E_LINE, e_line)
    w16(K_CUR, e_line + len(command))
    w16(WORKSP, worksp)
    w16(STKBOT, worksp)
    w16(STKEND, worksp)
    w16(MEM, MEMBOT)
    w8(FLAGS2, 0x10)                         # the K channel is in use
    w8(DF_SZ, 2)
    w16(S_TOP, 0)
    w16(OLDPPC, 0)
    w16(UDG, UDG_START)
    w8(P_POSN, 0x21)                         # printer buffer empty (CLEAR-PRB at start-up)
    w16(PR_CC, 0x5B00)
    w16(ECHO_E, 0x1721)                      # lower screen: line 23 (reversed), column $21
    w16(DF_CC, 0x4000)                       # upper screen: top left after CLS
    w16(DF_CCL, 0x50E0)                      # lower screen: row 23
    w16(S_POSN, 0x1821)
    w16(S_POSNL, 0x1721)
    w8(SCR_CT, 1)
    w8(ATTR_P, 0x38)
    w8(ATTR_T, 0x38)
    w16(RAMTOP, UDG_START - 1)
    w16(P_RAMT, P_RAMT_48K)

    d[CHANNEL_INFO:CHANNEL_INFO + len(_CHANNELS)] = _CHANNELS
    d[prog:vars_] = program
    d[vars_] = 0x80                          # end of the (empty) variables area
    d[e_line:worksp] = command + b"\x0d\x80"
    # the machine stack's bottom: the GO SUB end marker 0x3E00 at RAMTOP-1, and
    # under it MAIN-4's address, where ERR_SP points while a program runs
    w16(UDG_START - 2, 0x3E00)
    w16(ERR_RETURN, 0x1303)

    # UDGs A..U: the ROM's capital letters (RAM-DONE copies them from 0x3E08)
    font = charset()
    a = (ord("A") - 32) * 8
    d[UDG_START:UDG_START + 21 * 8] = font[a:a + 21 * 8]

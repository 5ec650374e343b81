"""ZX80 routines asked of the genuine 4K ROM (gen_zx80_code.py) and run here
(test_zx80_code.py).  The ZX80 has no DATA and no slicing: each routine is
POKEd into line 1's REM at 16427 from a string of hex digits, two a byte
(CODE "0" is 28), eaten with TL$; USR calls it.  The ROM's answer is the
registers at its first instruction and at its return (to 0x0BBA, USR's
return in the expression evaluator), its T-states, and the screen, report
and variables at the end.

``rom``: the routine calls the ROM, so here, without the image, it stops
naming the address it called (``rom_stop``).
"""
from __future__ import annotations

from asm import assemble

ORG = 16427

CASES: dict[str, dict] = {
    # gives back a number in HL
    "ret_hl": dict(call="PRINT USR(16427)", asm=["LD HL,1234", "RET"]),
    # USR's value is signed: 65535 is -1
    "negative": dict(call="PRINT USR(16427)", asm=["LD HL,65535", "RET"]),
    # a one-letter number variable changed in the variables area: X=5 becomes
    # 300.  The area is I (the FOR variable), A$ (given a new value by each
    # LET, so made again at the end), then X
    "variable": dict(before="LET X=5", call="LET U=USR(16427)", after="PRINT X", asm=[
        "LD HL,(16392)",                            # VARS: I, 7 bytes
        "LD DE,7", "ADD HL,DE",                     # A$: its letter, text, quote
        "skip: INC HL", "LD A,(HL)", "CP 1", "JR NZ,skip",
        "INC HL", "INC HL",                         # X's letter, then 2 bytes
        "LD (HL),44", "INC HL", "LD (HL),1", "RET"]),
    # IN from the A-G half-row with no key held
    "in_port": dict(call="PRINT USR(16427)", asm=[
        "LD BC,65022", "IN A,(C)", "LD L,A", "LD H,0", "RET"]),
    # the ROM's PRINT restart: here it stops at 0x0010
    "rst16": dict(rom=True, rom_stop=0x0010, call="PRINT USR(16427)",
                  asm=["LD A,45", "RST 16", "RET"]),
}


def routine(name: str) -> bytes:
    return assemble(CASES[name]["asm"], ORG)


def listing(name: str) -> str:
    """The case's ZX80 program: the REM, the hex loader, the call."""
    case = CASES[name]
    code = routine(name)
    digits = "0123456789ABCDEF"
    hexes = "".join(digits[b >> 4] + digits[b & 15] for b in code)
    lines = ["# dialect: zx80",
             f"1 REM {'X' * len(code)}",
             f'10 LET A$="{hexes}"',
             f"20 FOR I=0 TO {len(code) - 1}",
             f"30 POKE {ORG}+I,16*CODE(A$)+CODE(TL$(A$))-476",
             "40 LET A$=TL$(TL$(A$))",
             "50 NEXT I"]
    if case.get("before"):
        lines.append(f"60 {case['before']}")
    lines.append(f"70 {case.get('call', f'RANDOMISE USR({ORG})')}")
    if case.get("after"):
        lines.append(f"80 {case['after']}")
    return "\n".join(lines) + "\n"

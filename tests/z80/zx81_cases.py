"""ZX81 routines asked of the genuine 8K ROM (gen_zx81_code.py) and run here
(test_zx81_code.py).  Each is put into line 1's REM at 16514 by the ZX81
type-ins' hex loader (two characters a byte, CODE "0" being 28) and called
by USR: the ROM's answer is the registers at the routine's first
instruction and at its return, its T-states (the machine in FAST mode, as
the oracle runs), and the screen, report and variables at the end.

``rom``: the routine calls the ROM, so here, without the image, it stops
naming the address it called (``rom_stop``).
"""
from __future__ import annotations

from asm import assemble

ORG = 16514

CASES: dict[str, dict] = {
    # gives back a number in BC
    "ret_bc": dict(call="PRINT USR 16514", asm=["LD BC,1234", "RET"]),
    # writes the codes 38.. (A, B, ...) across the top row of the display file
    "display": dict(before='PRINT AT 5,0;"HERE"', asm=[
        "LD HL,(16396)", "INC HL",                  # D_FILE, past its NEWLINE
        "LD B,20", "LD A,38",
        "loop: LD (HL),A", "INC HL", "INC A", "DJNZ loop", "RET"]),
    # moves the display file's rows up one (the top row lost, the last blank)
    "scroll": dict(before='PRINT AT 0,0;"TOP";AT 1,0;"SECOND";AT 21,0;"LAST"', asm=[
        "LD HL,(16396)", "INC HL", "LD D,H", "LD E,L",
        "LD BC,33", "ADD HL,BC",                    # the second row
        "LD BC,693", "LDIR",                        # 21 rows of 33
        "LD B,32", "XOR A",
        "blank: LD (DE),A", "INC DE", "DJNZ blank", "RET"]),
    # a number variable changed in the variables area: X=5 becomes 7 (5 bytes,
    # the ZX81's floating point: 83 60 00 00 00)
    "variable": dict(before="LET X=5", after="PRINT X", asm=[
        "LD HL,(16400)",                            # VARS: A$ (3 + its length)
        "INC HL", "LD E,(HL)", "INC HL", "LD D,(HL)", "INC HL", "ADD HL,DE",
        "LD DE,18", "ADD HL,DE",                    # past I (a FOR variable, 18 bytes)
        "INC HL", "LD (HL),131", "INC HL", "LD (HL),96", "RET"]),   # X: 7
    # IN from the A-G half-row with no key held
    "in_port": dict(call="PRINT USR 16514", asm=[
        "LD BC,65022", "IN A,(C)", "LD C,A", "LD B,0", "RET"]),
    # the ROM's PRINT (RST 16): here it stops at 0x0010
    "rst16": dict(rom=True, rom_stop=0x0010, asm=[
        "LD A,45", "RST 16", "LD A,46", "RST 16", "RET"]),
    # report B from the ROM's error restart: here it stops at 0x0008
    "rst8": dict(rom=True, rom_stop=0x0008, asm=["RST 8", "DEFB 10"]),
}


def routine(name: str) -> bytes:
    return assemble(CASES[name]["asm"], ORG)


def listing(name: str) -> str:
    """The case's ZX81 program: the REM, the hex loader, the call."""
    case = CASES[name]
    code = routine(name)
    digits = "0123456789ABCDEF"
    hexes = "".join(digits[b >> 4] + digits[b & 15] for b in code)
    lines = [f"1 REM {'X' * len(code)}",
             f'10 LET A$="{hexes}"',
             "20 FOR I=1 TO LEN A$-1 STEP 2",
             f"30 POKE {ORG}+(I-1)/2,16*CODE A$(I)+CODE A$(I+1)-476",
             "40 NEXT I"]
    if case.get("before"):
        lines.append(f"50 {case['before']}")
    lines.append(f"60 {case.get('call', f'RAND USR {ORG}')}")
    if case.get("after"):
        lines.append(f"70 {case['after']}")
    return "\n".join(lines) + "\n"

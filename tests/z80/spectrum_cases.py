"""Spectrum routines asked of the genuine 48K ROM (gen_spectrum_code.py) and
run here (test_spectrum_code.py): each is POKEd from DATA by a BASIC program
and called by USR, and the ROM's answer is its entry and exit registers, its
T-states, the writes to port 254, FRAMES across it, and the screen, report
and variables at the end.

A case: ``org`` and ``asm`` (the routine) or ``code`` (its bytes), ``call``
(the statement that calls it), ``before`` and ``after`` (BASIC around the
call), ``keys`` (keys held while it runs), ``exit`` (False: the routine
leaves through an error).

The ``snaker_*`` routines are SNAKER's (listings/snaker.bas, MIT licence):
one makes its crash noise with OUT from the bytes its return address points
at (the ROM's STACK-BC), the other plays a falling tune through the ROM's
BEEPER.
"""
from __future__ import annotations

from asm import assemble

ORG = 32000

CASES: dict[str, dict] = {
    # fills the display file with a pattern and the attributes with a colour
    "fill": dict(asm=[
        "LD HL,16384", "LD DE,16385", "LD BC,6143", "LD (HL),170", "LDIR",
        "LD HL,22528", "LD DE,22529", "LD BC,767", "LD (HL),22", "LDIR", "RET"]),
    # scrolls the whole bitmap one pixel left, four times, over printed text
    "scroll": dict(before='PRINT AT 3,0;"SCROLL ME";AT 20,30;"AB"', call="FOR k=1 TO 4: "
                   "RANDOMIZE USR 32000: NEXT k", asm=[
                       "LD HL,22527", "LD C,192",
                       "row: LD B,32", "AND A",
                       "byte: RL (HL)", "DEC HL", "DJNZ byte",
                       "DEC C", "JR NZ,row", "RET"]),
    # prints through the ROM's RST 16 on stream 2: AT, INK and text
    "rst16": dict(before='PRINT "before";', after='PRINT "after"', asm=[
        "LD A,2", "CALL 5633",                       # CHAN-OPEN
        "LD HL,msg",
        "loop: LD A,(HL)", "CP 255", "RET Z", "RST 16", "INC HL", "JR loop",
        'msg: DEFB 22,5,3,"HELLO",16,2,"RED",16,0,13,"END",255']),
    # the ROM's BEEPER: a tone of 26 cycles (middle C for a tenth of a second)
    "beeper": dict(asm=["LD HL,1642", "LD DE,26", "CALL 949", "RET"]),
    # waits ten frames with interrupts on: the ROM's IM 1 routine counts FRAMES
    "halt": dict(call="PRINT USR 32000", asm=[
        "EI", "LD B,10", "wait: HALT", "DJNZ wait", "LD BC,1234", "RET"]),
    # the calculator: SQR 144 through RST 40, then FP-TO-BC
    "calculator": dict(call="PRINT USR 32000", asm=[
        "LD A,144", "CALL 11560",                    # STACK-A
        "RST 40", "DEFB 40,56",                      # sqr, end-calc
        "CALL 11682", "RET"]),                       # FP-TO-BC
    # the calculator's report 6 from a ROM routine
    "calc_error": dict(exit=False, asm=[
        "LD A,1", "CALL 11560", "XOR A", "CALL 11560",
        "RST 40", "DEFB 5,56", "RET"]),              # division, end-calc
    # RST 8 with the code of report B
    "rst8": dict(exit=False, asm=["RST 8", "DEFB 10"]),
    # RST 8 with 255: 0 OK, the program stops there
    "rst8_ok": dict(exit=False, after='PRINT "not here"', asm=["RST 8", "DEFB 255"]),
    # OUT to port 254: the border
    "border": dict(asm=["LD A,2", "OUT (254),A", "LD BC,7", "RET"]),
    # a number variable changed in the variables area: a=5 becomes 99
    "variable": dict(before="CLEAR: LET a=5: LET b$=\"xyz\"", after="PRINT a;b$", asm=[
        "LD HL,(23627)",                             # VARS: a's letter
        "INC HL", "INC HL", "INC HL", "LD (HL),99",  # small integer 0,0,lo,hi,0
        "INC HL", "INC HL", "INC HL",                # b$'s letter
        "INC HL", "INC HL", "INC HL", "LD (HL),65",  # its first character
        "RET"]),
    # the ROM's KEY-SCAN with a key held ('a': key value 0x26)
    "key_scan": dict(call="PRINT USR 32000", keys=("a",), asm=[
        "CALL 654", "LD B,D", "LD C,E", "RET"]),
    # IN from port 0xFDFE (the A-G half-row) with 'a' held
    "in_port": dict(call="PRINT USR 32000", keys=("a",), asm=[
        "LD BC,65022", "IN A,(C)", "LD C,A", "LD B,0", "RET"]),
}


#: SNAKER's machine code (line 25 of listings/snaker.bas), at 65200
SNAKER_CODE = bytes([
    58, 72, 92, 31, 31, 31, 230, 7, 225, 229, 95, 14, 0, 22, 15, 126, 230, 16, 131, 211, 254,
    65, 16, 254, 35, 21, 32, 243, 13, 32, 238, 201, 1, 80, 0, 33, 0, 5, 237, 66, 17, 1, 0, 229,
    197, 205, 181, 3, 193, 225, 124, 167, 32, 240, 201])

CASES.update({
    # the entry's A is the address's low byte (FIND-INT2's last LD A,C)
    "a_register": dict(org=40001, call="PRINT USR 40001", asm=["LD B,0", "LD C,A", "RET"]),
    "snaker_crash": dict(org=65200, code=SNAKER_CODE, before="CLEAR 65199",
                         call="LET u=USR 65200"),
    "snaker_tune": dict(org=65200, entry=65232, code=SNAKER_CODE, before="CLEAR 65199",
                        call="LET u=USR 65232"),
})


def routine(name: str) -> bytes:
    case = CASES[name]
    if "code" in case:
        return case["code"]
    return assemble(case["asm"], case.get("org", ORG))


def listing(name: str) -> str:
    """The BASIC program of a case: POKE the routine from DATA, then call it."""
    case = CASES[name]
    org = case.get("org", ORG)
    code = routine(name)
    lines = [f"10 FOR i=0 TO {len(code) - 1}: READ a: POKE {org}+i,a: NEXT i"]
    for k in range(0, len(code), 16):
        lines.append(f"{20 + k // 16} DATA " + ",".join(str(b) for b in code[k:k + 16]))
    if case.get("before"):
        lines.append(f"50 {case['before']}")
    lines.append(f"60 {case.get('call', f'RANDOMIZE USR {org}')}")
    if case.get("after"):
        lines.append(f"70 {case['after']}")
    return "\n".join(lines) + "\n"

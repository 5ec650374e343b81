"""Programs of this project's own that do what real listings with machine
code do, where the listing itself may not be copied here (listings/MANIFEST.md
names each and its source).  Each is built from its assembly by this
module, run on the genuine ROM by gen_listings.py and here by
test_real_listings.py.

* ``tape_clear`` (as the Rosetta Code Brainf*** interpreter in Spectrum
  BASIC): a Brainf*** interpreter whose tape above RAMTOP is first filled
  with rubbish by BASIC, then cleared by a routine POKEd from DATA (LDIR),
  then runs the "Hello World!" program.
* ``font_cells`` (as QUICKFONT): machine code POKEd from DATA into line 1's
  REM copies the ROM's font into a user font (LDIR from 0x3D00), and decodes
  a character of the font CHARS points at into the string array a$, which it
  finds by walking the variables area; BASIC prints a$.
* ``rem_reader`` (as hitch-h.p's READ and RESTORE, ZX81): RESTORE finds the
  line whose number RAND put in SEED; READ copies the next item of that REM
  line's text into A$, the first variable, and gives its length, which
  ``A$( TO USR ...)`` slices with (the ROM reads A$ after the USR).
"""
from __future__ import annotations

from asm import assemble

TAPE_CLEAR_ORG = 60000
TAPE_CLEAR = ["LD HL,60100", "LD DE,60101", "LD BC,1999", "LD (HL),0", "LDIR", "RET"]


def tape_clear() -> str:
    code = assemble(TAPE_CLEAR, TAPE_CLEAR_ORG)
    program = "++++++++[>++++[>++>+++>+++>+<<<<-]>+>+>->>+[<]<-]>>.>---.+++++++..+++.>>.<-." \
              "<.+++.------.--------.>>+.>++."
    return "\n".join([
        "10 CLEAR 59999",
        f"20 RESTORE 900: FOR n=0 TO {len(code) - 1}: READ b: POKE {TAPE_CLEAR_ORG}+n,b: NEXT n",
        "30 FOR n=60100 TO 60140: POKE n,n-60000: NEXT n: REM rubbish on the tape",
        f'40 LET c$="{program}"',
        f"50 RANDOMIZE USR {TAPE_CLEAR_ORG}: REM clear the tape",
        "60 LET p=60100: LET e=0",
        "100 LET e=e+1: IF e>LEN c$ THEN PRINT: PRINT \"done\": STOP",
        "110 LET k$=c$(e)",
        "120 IF k$=\"+\" THEN POKE p,PEEK p+1-256*(PEEK p=255): GO TO 100",
        "130 IF k$=\"-\" THEN POKE p,PEEK p-1+256*(PEEK p=0): GO TO 100",
        "140 IF k$=\">\" THEN LET p=p+1: GO TO 100",
        "150 IF k$=\"<\" THEN LET p=p-1: GO TO 100",
        "160 IF k$=\".\" THEN PRINT CHR$ PEEK p;: GO TO 100",
        "170 IF k$=\"[\" AND PEEK p=0 THEN LET d=1: GO SUB 300: GO TO 100",
        "180 IF k$=\"]\" AND PEEK p<>0 THEN LET d=-1: GO SUB 300: GO TO 100",
        "190 GO TO 100",
        "300 LET b=1",
        "310 LET e=e+d: IF c$(e)=\"[\" THEN LET b=b+d",
        "320 IF c$(e)=\"]\" THEN LET b=b-d",
        "330 IF b THEN GO TO 310",
        "340 RETURN",
        "900 DATA " + ",".join(str(b) for b in code),
    ]) + "\n"


#: line 1's REM text starts at PROG+5; the routines' offsets in it
FONT_CODE = [
    # copy: the ROM's font (0x3D00) to the user font (the operand of LD DE
    # is POKEd by BASIC, at offset 4)
    "copy: LD HL,15616", "LD DE,0", "LD BC,768", "LDIR", "RET",
    # decode: the character whose code BASIC POKEd at 'char', from the font
    # CHARS points at, into a$ (found in the variables area) as # and .
    "decode: LD BC,0", "LD HL,(23627)",
    "walk: LD A,(HL)", "CP 128", "RET Z", "CP 193", "JR Z,found",
    "AND 224", "CP 96", "JR Z,number", "CP 224", "JR Z,loop", "CP 160", "JR Z,long",
    "INC HL", "LD C,(HL)", "INC HL", "LD B,(HL)", "INC HL", "ADD HL,BC", "JR walk",
    "number: LD BC,6", "ADD HL,BC", "JR walk",
    "loop: LD BC,19", "ADD HL,BC", "JR walk",
    "long: INC HL", "name: LD A,(HL)", "INC HL", "BIT 7,A", "JR Z,name",
    "LD BC,5", "ADD HL,BC", "JR walk",
    "found: LD BC,8", "ADD HL,BC", "EX DE,HL",
    "LD A,(char)", "SUB 32", "LD L,A", "LD H,0", "ADD HL,HL", "ADD HL,HL", "ADD HL,HL",
    "LD BC,(23606)", "ADD HL,BC", "INC H",
    "LD C,8",
    "row: LD A,(HL)", "LD B,8",
    "bit: RLA", "PUSH AF", "LD A,46", "JR NC,dot", "LD A,35",
    "dot: LD (DE),A", "POP AF", "INC DE", "DJNZ bit",
    "INC HL", "DEC C", "JR NZ,row",
    "LD BC,64", "RET",
    "char: DEFB 65",
]


def font_cells(rem_at: int) -> tuple[str, bytes]:
    """The program, and its routine as it is assembled at ``rem_at`` (the
    REM text's address, which depends only on line 1)."""
    code = assemble(FONT_CODE, rem_at)
    decode = rem_at + assemble(FONT_CODE[:5], rem_at).__len__()
    char = rem_at + len(code) - 1
    listing = "\n".join([
        f"1 REM {'x' * len(code)}",
        "10 CLEAR 64599: LET f=64600",
        "20 LET p=PEEK 23635+256*PEEK 23636: IF PEEK (p+4)<>234 THEN PRINT \"no REM\": STOP",
        f"30 LET m=p+5: RESTORE 900: FOR i=0 TO {len(code) - 1}: READ b: POKE m+i,b: NEXT i",
        "40 POKE m+4,f-256*INT (f/256): POKE m+5,INT (f/256)",
        "50 RANDOMIZE USR m: REM the ROM's font into the user font",
        "60 POKE 23606,f-256*INT (f/256): POKE 23607,INT (f/256)-1",
        "70 FOR i=0 TO 7: POKE f+8*33+i,255-PEEK (f+8*33+i): NEXT i: REM A inverted",
        '80 PRINT "ABC"',
        "90 DIM a$(8,8): LET n=0",
        f"100 FOR c=65 TO 66: POKE {char},c: LET n=n+USR {decode}",
        "110 FOR i=1 TO 8: PRINT a$(i): NEXT i: NEXT c",
        "120 POKE 23606,0: POKE 23607,60: PRINT n;\" cells\"",
        "900 DATA " + ",".join(str(b) for b in code),
    ]) + "\n"
    return listing, code


#: where line 1's REM text starts in the Spectrum program (PROG + 5)
SPECTRUM_REM_TEXT = 23755 + 5

ZX81_ORG = 16514
READER_CODE = [
    # restore: the first line numbered SEED or more; its text after the REM
    "restore: LD DE,(16434)", "LD HL,16509",
    "find: LD A,(HL)", "CP D", "JR C,next", "JR NZ,found",
    "INC HL", "LD A,(HL)", "DEC HL", "CP E", "JR NC,found",
    "next: INC HL", "INC HL", "LD C,(HL)", "INC HL", "LD B,(HL)", "INC HL", "ADD HL,BC",
    "JR find",
    "found: LD BC,5", "ADD HL,BC", "LD (16507),HL", "RET",
    # read: the next item (up to a comma or NEWLINE) into A$ (VARS + 6)
    "read: LD HL,(16507)", "LD DE,(16400)", "EX DE,HL", "LD BC,6", "ADD HL,BC", "EX DE,HL",
    "LD BC,0",
    "copy: LD A,(HL)", "CP 26", "JR Z,comma", "CP 118", "JR Z,stop",
    "LD (DE),A", "INC HL", "INC DE", "INC BC", "JR copy",
    "comma: INC HL",
    "stop: LD (16507),HL", "RET",
]


def rem_reader() -> str:
    code = assemble(READER_CODE, ZX81_ORG)
    read = ZX81_ORG + len(assemble(READER_CODE[:READER_CODE.index("read: LD HL,(16507)")],
                                   ZX81_ORG))
    digits = "0123456789ABCDEF"
    hexes = "".join(digits[b >> 4] + digits[b & 15] for b in code)
    return "\n".join([
        "# dialect: zx81",
        f"1 REM {'X' * len(code)}",
        f'10 LET H$="{hexes}"',
        "20 FOR I=1 TO LEN H$-1 STEP 2",
        f"30 POKE {ZX81_ORG}+(I-1)/2,16*CODE H$(I)+CODE H$(I+1)-476",
        "40 NEXT I",
        "50 CLEAR",
        "60 DIM A$(32)",
        "70 RAND 200",
        f"80 RAND USR {ZX81_ORG}",
        "90 FOR I=1 TO 4",
        f"100 LET N=USR {read}",
        '110 PRINT N;" ";A$( TO N)',
        "120 NEXT I",
        "130 RAND 210",
        f"140 RAND USR {ZX81_ORG}",
        f"150 PRINT A$( TO USR {read})",
        f"160 PRINT A$(2 TO USR {read})",
        "170 STOP",
        "200 REM RED,GREEN,BLUE",
        "210 REM ZX81,SINCLAIR",
    ]) + "\n"


#: a POKE into the variables area changes the variable (no machine code: the
#: same memory BASIC and machine code share), on each machine
POKE_VARS = {
    "spectrum": "10 LET a=5: LET b$=\"xyz\"\n20 LET v=PEEK 23627+256*PEEK 23628\n"
                "30 POKE v+3,99: POKE v+9,65\n40 PRINT a;\" \";b$\n",
    "zx81": "# dialect: zx81\n10 LET A=5\n20 LET V=PEEK 16400+256*PEEK 16401\n30 POKE V+1,132\n"
            "40 PRINT A\n",
    "zx80": "# dialect: zx80\n10 LET A=5\n20 LET V=PEEK(16392)+256*PEEK(16393)\n30 POKE V+1,44\n"
            "40 POKE V+2,1\n50 PRINT A\n",
}


#: DEST (23629) while a LET whose value PEEKs assigns an array element, and
#: after it: QUICKFONT's way of finding its a$ in the variables area
DEST_PROGRAMS = {
    "dest_element": "\n".join([
        "10 DIM a$(8,8): LET x=1",
        "20 LET a$(1,1)=CHR$ PEEK 23629",
        "30 LET l=CODE a$(1,1)",
        "40 LET a$(1,1)=CHR$ PEEK 23630",
        "50 LET d=l+256*CODE a$(1,1)",
        '60 LET a$(1,1)="A": LET a$(3,4)="Q"',
        '70 PRINT PEEK d;" ";PEEK (d+19);" ";d-PEEK 23627-256*PEEK 23628']) + "\n",
    "dest_after": "\n".join([
        '10 LET b$="xyz": DIM a$(4): LET n=7',
        "20 LET a$(2)=CHR$ PEEK 23629",
        "30 PRINT CODE a$(2)+256*PEEK 23630-PEEK 23627-256*PEEK 23628"]) + "\n",
}

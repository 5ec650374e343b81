"""``SYS address,...``: routines that read their parameters with BASIC's own
text routines (CHRGET, CHKCOM, FRMEVL, GETBYT, PTRGET...), as type-ins do,
and what BASIC does after they return (NEWSTT from wherever TXTPTR is).

Each routine is assembled at $C000 (tests/c64/mc.py) and POKEd from DATA by
GOSUB 9000; gen_sys.py runs every probe on the genuine BASIC ROM
(c64oracle.py, which runs the routine in the same 6502) and stores what it
printed in tests/c64/golden/sys_params.json, with the whole listing, so the
test needs no assembler.

``PROGRAMS``: (name, routine, program lines).  ``DIRECT``: (name, routine,
direct lines typed after ``GOSUB 9000``).
"""
from __future__ import annotations

#: two bytes after the address, each with CHKCOM and GETBYT, to 251 and 252
TWO_BYTES = """
    JSR $AEFD
    JSR $B79E
    STX 251
    JSR $AEFD
    JSR $B79E
    STX 252
    RTS
"""
#: the same with COMBYT (CHKCOM, GETBYT)
COMBYT = """
    JSR $B7F1
    STX 251
    JSR $B7F1
    STX 252
    RTS
"""
#: GTBYTC: CHRGET passes the comma, then GETBYT
GTBYTC = """
    JSR $B79B
    STX 251
    RTS
"""
#: POKE's way: CHKCOM, GETNUM (an address to LINNUM, a comma, a byte)
GETNUM = """
    JSR $AEFD
    JSR $B7EB
    TXA
    LDY #0
    STA ($14),Y
    RTS
"""
#: a string: CHKCOM, FRMEVL, FRESTR; its length to 2, its bytes to $C100
STRING = """
    JSR $AEFD
    JSR $AD9E
    JSR $B6A3
    STA 2
    STX 251
    STY 252
    LDY #0
loop:
    CPY 2
    BEQ @done
    LDA (251),Y
    STA $C100,Y
    INY
    BNE @loop
done:
    RTS
"""
#: FRMNUM: a number, or TYPE MISMATCH; GETADR then gives it at 251/252
FRMNUM = """
    JSR $AEFD
    JSR $AD8A
    JSR $B7F7
    STY 251
    STA 252
    RTS
"""
#: PTRGET: 42 stored into the variable named (GIVAYF, MOVMF to VARPNT)
PTRGET = """
    JSR $AEFD
    JSR $B08B
    STA 251
    STY 252
    LDA #0
    LDY #42
    JSR $B391
    LDX 251
    LDY 252
    JSR $BBD4
    RTS
"""
#: PTRGET of an integer variable: 258 in its two bytes (high first)
PTRGET_INT = """
    JSR $AEFD
    JSR $B08B
    STA 251
    STY 252
    LDY #0
    LDA #1
    STA (251),Y
    INY
    LDA #2
    STA (251),Y
    RTS
"""
#: CHRGET and CHRGOT in zero page: the codes up to the statement's end counted
CHRGET_COUNT = """
    LDX #0
loop:
    JSR $0079
    BEQ @done
    INX
    JSR $0073
    JMP @loop
done:
    STX 251
    RTS
"""
#: DATA: TXTPTR on to the end of the statement
DATA = """
    JSR $A8F8
    RTS
"""
#: TXTPTR on to the 0 at the end of the line
SKIP_LINE = """
    LDY #0
loop:
    LDA ($7A),Y
    BEQ @done
    INC $7A
    BNE @loop
    INC $7B
    JMP @loop
done:
    RTS
"""
#: LINGET after CHKCOM (its CHRGET leaves the digit in A, carry clear)
LINGET = """
    JSR $AEFD
    JSR $A96B
    LDA $14
    STA 251
    LDA $15
    STA 252
    RTS
"""
#: PARCHK: ( formula ), then GETADR
PARCHK = """
    JSR $AEF1
    JSR $B7F7
    STY 251
    STA 252
    RTS
"""
#: as many bytes as are given: CHRGOT until the statement ends, COMBYT each
BYTE_LIST = """
    LDA #0
    STA 2
loop:
    JSR $0079
    BEQ @done
    JSR $B7F1
    TXA
    LDY 2
    STA $C100,Y
    INC 2
    JMP @loop
done:
    RTS
"""
#: TXTPTR set from 251/252, as BASIC's GOTO sets it (a line's link - 1)
SET_TXTPTR = """
    LDA 251
    STA $7A
    LDA 252
    STA $7B
    RTS
"""
#: the address of line 30's link, from the links (1, 5, 10, 20, 30)
LINK4 = "5 P=2049:FOR K=1 TO 4:P=PEEK(P)+256*PEEK(P+1):NEXT\n"
NOTHING = """
    RTS
"""

P2 = ":PRINT PEEK(251);PEEK(252)"
S = "\n20 FOR I=0 TO PEEK(2)-1:PRINT CHR$(PEEK(49408+I));:NEXT:PRINT PEEK(2)"

PROGRAMS: list[tuple[str, str, str]] = [
    ("sys_two_bytes", TWO_BYTES, "10 SYS 49152,10,20" + P2),
    ("sys_two_bytes_next_line", TWO_BYTES, "10 SYS 49152,10,20\n20 PRINT PEEK(251);PEEK(252)"),
    ("sys_too_many_parameters", TWO_BYTES, "10 SYS 49152,10,20,30" + P2),
    ("sys_too_few_parameters", TWO_BYTES, "10 SYS 49152,10" + P2),
    ("sys_no_parameters_read", NOTHING, "10 SYS 49152,1:PRINT 2"),
    ("sys_no_parameters", NOTHING, "10 SYS 49152:PRINT 2"),
    ("sys_formulas_and_spaces", TWO_BYTES, "10 A=3:SYS 49152 , A*2 , A+1 " + P2),
    ("sys_in_a_loop", TWO_BYTES,
     "10 FOR I=1 TO 3:SYS 49152,I,I*2:PRINT PEEK(251);PEEK(252);:NEXT"),
    ("sys_after_then", TWO_BYTES, "10 IF 1 THEN SYS 49152,5,6" + P2),
    ("sys_combyt", COMBYT, "10 SYS 49152,7,8" + P2),
    ("sys_gtbytc", GTBYTC, "10 SYS 49152,77:PRINT PEEK(251)"),
    ("sys_getnum_pokes", GETNUM, "10 SYS 49152,1234,99:PRINT PEEK(1234)"),
    ("sys_byte_too_big", TWO_BYTES, "10 SYS 49152,300,1" + P2),
    ("sys_division_by_zero", TWO_BYTES, "10 SYS 49152,1/0,1" + P2),
    ("sys_missing_formula", TWO_BYTES, "10 SYS 49152,,1" + P2),
    ("sys_string_literal", STRING, '10 SYS 49152,"HELLO"' + S),
    ("sys_string_variable", STRING, '10 A$="WORLD":SYS 49152,A$' + S),
    ("sys_string_join", STRING, '10 A$="AB":SYS 49152,A$+"CD"+CHR$(69)' + S),
    ("sys_string_function", STRING, '10 SYS 49152,LEFT$("XYZZY",3)' + S),
    ("sys_string_empty", STRING, '10 SYS 49152,""' + S),
    ("sys_string_expected", STRING, "10 SYS 49152,12" + S),
    ("sys_number_expected", FRMNUM, '10 SYS 49152,"A"' + P2),
    ("sys_frmnum_getadr", FRMNUM, "10 SYS 49152,40000+123" + P2),
    ("sys_ptrget_new", PTRGET, "10 SYS 49152,Q:PRINT Q"),
    ("sys_ptrget_existing", PTRGET, "10 A=1:Q=5:B=2:SYS 49152,Q:PRINT A;Q;B"),
    ("sys_ptrget_element", PTRGET, "10 DIM B(5):B(2)=1:SYS 49152,B(3):PRINT B(2);B(3);B(4)"),
    ("sys_ptrget_new_array", PTRGET, "10 SYS 49152,C(7):PRINT C(7);C(6)"),
    ("sys_ptrget_integer", PTRGET_INT, "10 SYS 49152,N%:PRINT N%"),
    ("sys_ptrget_not_a_name", PTRGET, "10 SYS 49152,3:PRINT 1"),
    ("sys_chrget_counts", CHRGET_COUNT, "10 SYS 49152 HELLO THERE:PRINT PEEK(251)"),
    ("sys_chrget_counts_to_end", CHRGET_COUNT, "10 SYS 49152,1,22,333\n20 PRINT PEEK(251)"),
    ("sys_data_skips", DATA, '10 SYS 49152 ANY "TEXT:X" HERE:PRINT "OK"'),
    ("sys_skip_line", SKIP_LINE, '10 SYS 49152:PRINT "NOT"\n20 PRINT "NEXT"'),
    ("sys_skip_last_line", SKIP_LINE, '10 PRINT "A":SYS 49152:PRINT "NOT"'),
    ("sys_linget", LINGET, "10 SYS 49152,1234" + P2),
    ("sys_parchk", PARCHK, "10 SYS 49152(1000+2*3)" + P2),
    ("sys_byte_list", BYTE_LIST,
     "10 SYS 49152,1,2,3,4:PRINT PEEK(2);PEEK(49408)+PEEK(49411)\n"
     "20 SYS 49152:PRINT PEEK(2)"),
    ("sys_txtptr_to_another_line", SET_TXTPTR,
     LINK4 + "10 P=P-1:POKE 251,P AND 255:POKE 252,P/256:SYS 49152\n"
     '20 PRINT "NOT"\n30 PRINT "THIRTY"'),
    ("sys_txtptr_into_another_line", SET_TXTPTR,
     LINK4 + "10 P=P+9:POKE 251,P AND 255:POKE 252,P/256:SYS 49152\n"
     '20 PRINT "NOT"\n30 PRINT "A":PRINT "B"'),
    ("sys_txtptr_to_a_letter", SET_TXTPTR,
     LINK4 + "10 P=P+4:POKE 251,P AND 255:POKE 252,P/256:SYS 49152\n"
     '20 PRINT "NOT"\n30 PRINT "A":PRINT "B"'),
]

DIRECT: list[tuple[str, str, list[str]]] = [
    ("sys_direct_two_bytes", TWO_BYTES, ["SYS 49152,10,20:PRINT PEEK(251);PEEK(252)"]),
    ("sys_direct_too_many", TWO_BYTES, ["SYS 49152,10,20,30:PRINT 5"]),
    ("sys_direct_string", STRING, ['SYS 49152,"HI THERE":PRINT PEEK(2);CHR$(PEEK(49408))']),
    ("sys_direct_chrget", CHRGET_COUNT, ["SYS 49152 ABC:PRINT PEEK(251)"]),
]

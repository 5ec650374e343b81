"""BASIC's PRINT, INPUT and GET through the KERNAL's vectors in RAM (CHROUT
$0326, CHRIN $0324, GETIN $032A) when a program points one at its own
routine, and CHRIN called by machine code, answered by the whole machine of
genuine code (machine_oracle.py).  gen_vectors.py stores the screen,
colours and cursor each leaves in tests/c64/golden/vectors.json.

Each case: (name, routine assembled at $C000, program lines, keys typed
after RUN).  ``W`` installs the routine in a vector, ``K`` puts the
KERNAL's own routine back.
"""
from __future__ import annotations

#: CHROUT: every A printed as B, then on to BSOUT
SWAP = """
    CMP #65
    BNE @out
    LDA #66
out: JMP $F1CA
"""
#: CHROUT: each code counted at 251
COUNT = """
    INC 251
    JMP $F1CA
"""
#: CHROUT: RETURN dropped (carry clear: no error)
NO_RETURN = """
    CMP #13
    BNE @out
    CLC
    RTS
out: JMP $F1CA
"""
#: CHRIN: each A of the line read as Z
CHRIN_SWAP = """
    JSR $F157
    CMP #65
    BNE @done
    LDA #90
done: CLC
    RTS
"""
#: machine code reading a line with CHRIN ($FFCF) up to RETURN: the codes
#: at $C100, their count at 251
READ_LINE = """
    LDX #0
loop: JSR $FFCF
    STA $C100,X
    INX
    CMP #13
    BNE @loop
    STX 251
    RTS
"""
#: GETIN: every key one code on
GETIN_NEXT = """
    JSR $F13E
    BEQ @done
    CLC
    ADC #1
done: RTS
"""

OUT_W, OUT_K = "POKE 806,0:POKE 807,192", "POKE 806,202:POKE 807,241"
IN_W, IN_K = "POKE 804,0:POKE 805,192", "POKE 804,87:POKE 805,241"
GET_W, GET_K = "POKE 810,0:POKE 811,192", "POKE 810,62:POKE 811,241"
C = "10 PRINT CHR$(147);:"

CASES: list[tuple[str, str, list[str], str]] = [
    ("chrout_swap", SWAP, [C + OUT_W + ':PRINT "ABCA";5', "20 " + OUT_K + ':PRINT "ABCA"'], ""),
    ("chrout_swap_ready", SWAP, [C + OUT_W + ':PRINT "A.A"'], ""),
    ("chrout_swap_error", SWAP, [C + OUT_W + ":PRINT A", "20 X=1/0"], ""),
    ("chrout_swap_list", SWAP, [C + OUT_W + ":LIST 30", "30 REM A LINE"], ""),
    ("chrout_count", COUNT, [C + "POKE 251,0:" + OUT_W + ':PRINT "HELLO";12,', "20 " + OUT_K
                             + ":PRINT PEEK(251)"], ""),
    ("chrout_no_return", NO_RETURN, [C + OUT_W + ':PRINT "A":PRINT "B":PRINT "C";',
                                     "20 " + OUT_K + ':PRINT "D"'], ""),
    ("chrin_swap", CHRIN_SWAP, [C + IN_W + ":INPUT A$", "20 " + IN_K + ":PRINT A$"], "ABAC\r"),
    ("chrin_by_code", READ_LINE, [C + 'PRINT "NAME";:SYS 49152:PRINT PEEK(251);',
                                  "20 PRINT PEEK(49408);PEEK(49409)"], "XY\r"),
    ("getin_next", GETIN_NEXT, [C + GET_W, '20 GET A$:IF A$="" THEN 20',
                                "30 " + GET_K + ":PRINT A$;ASC(A$)"], "A"),
]

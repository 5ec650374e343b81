"""PRINT, INPUT, TAB, SPC, the comma and POS after a program POKEs the
screen editor's zero page (211 PNTR, 214 TBLX, 209/210 PNT, 199 RVS, 212
QTSW, 216 INSRT) or calls the editor's entry points, answered by the whole
machine of genuine code (machine_oracle.py: Commodore's BASIC and KERNAL).
gen_screen_pokes.py stores the screen, colours and cursor each leaves in
tests/c64/golden/screen_pokes.json.

Each case: (name, program lines typed as they are, keys typed after RUN for
INPUT).  Every program clears the screen first, so the screen is the
program's alone.  A column POKEd beyond the end of the logical line (more
than PEEK(213)) is not among them: PRT then links row 0 to the row above
it, and the KERNAL's FINDST walks back through the stack page for a line
start (see docs/c64.md).
"""
from __future__ import annotations

C = "10 PRINT CHR$(147);"

CASES: list[tuple[str, list[str], str]] = [
    ("pntr_same_line", [C + '"ABC";:POKE 211,10:PRINT "X"'], ""),
    ("pntr_new_line", [C + ':POKE 211,10:PRINT "X"'], ""),
    ("pntr_back", [C + '"ABCDEFGH";:POKE 211,2:PRINT "X";:PRINT "Y"'], ""),
    ("pntr_39", [C + ':POKE 211,39:PRINT "AB"'], ""),
    ("pntr_long_line", ['5 A$="' + "Q" * 30 + '"', C + 'A$;A$;:POKE 211,5:PRINT "X"'], ""),
    ("pntr_long_line_second_row",
     ['5 A$="' + "Q" * 30 + '"', C + 'A$;A$;:POKE 211,45:PRINT "X"'], ""),
    ("pntr_long_line_79",
     ['5 A$="' + "Q" * 30 + '"', C + 'A$;A$;:POKE 211,79:PRINT "XY"'], ""),
    ("pntr_in_a_loop", [C + ':FOR I=0 TO 9:POKE 211,I*3:PRINT "*";:NEXT'], ""),
    ("pntr_each_line", [C + ':FOR I=0 TO 4:POKE 211,I*5:PRINT I:NEXT'], ""),
    ("tblx_alone", [C + '"AB";:POKE 214,10:PRINT "X":PRINT "Y"'], ""),
    ("tblx_and_pntr", [C + '"AB";:POKE 214,10:POKE 211,5:PRINT "X":PRINT "Y"'], ""),
    ("tblx_then_down", [C + '"AB";:POKE 214,10:PRINT "X";CHR$(17);"Y"'], ""),
    ("tblx_then_up", [C + '"AB";:POKE 214,10:PRINT "X";CHR$(145);"Y"'], ""),
    ("tblx_bottom_return", [C + '"AB";:POKE 214,24:PRINT "X":PRINT "Y"'], ""),
    ("stupt", [C + ':POKE 214,10:POKE 211,5:SYS 58732:PRINT "X"'], ""),
    ("stupt_column_40", [C + ':POKE 214,10:POKE 211,45:SYS 58732:PRINT "X"'], ""),
    ("plot_entry", [C + ':POKE 214,10:POKE 211,5:SYS 58640:PRINT "X"'], ""),
    ("comma", [C + ':POKE 211,5:PRINT "A",;"B"'], ""),
    ("comma_past_zone", [C + '"ABC";:POKE 211,12:PRINT ,"B"'], ""),
    ("tab", [C + '"AB";:POKE 211,20:PRINT TAB(25);"X"'], ""),
    ("tab_behind", [C + '"AB";:POKE 211,30:PRINT TAB(25);"X"'], ""),
    ("spc", [C + ':POKE 211,20:PRINT SPC(3);"X"'], ""),
    ("pos", [C + ':POKE 211,17:PRINT POS(0)'], ""),
    ("input", [C + ':POKE 211,15:INPUT A$:PRINT A$'], "HELLO\r"),
    ("input_prompt", [C + ':POKE 211,10:INPUT "NAME";A$:PRINT A$'], "BOB\r"),
    ("input_tblx", [C + '"AB";:POKE 214,5:INPUT A$:PRINT A$'], "XY\r"),
    ("reverse_flag", [C + ':POKE 199,1:PRINT "AB";:PRINT "C"'], ""),
    ("quote_flag", [C + ':POKE 212,1:PRINT CHR$(18);"A";CHR$(17);"B"'], ""),
    ("insert_count", [C + ':POKE 216,2:PRINT CHR$(18);CHR$(17);"A";CHR$(17)'], ""),
    ("pnt_direct", [C + '"AB";:POKE 209,144:POKE 210,5:PRINT "X"'], ""),
    ("scrol_leaves_pnt", [C + '"AB";:SYS 59626:PRINT "X":PRINT "Y"'], ""),
    ("clrln_leaves_pnt", [C + '"AB":PRINT "CD";:POKE 781,7:SYS 59903:PRINT "X"'], ""),
]

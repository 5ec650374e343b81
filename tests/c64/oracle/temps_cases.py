"""The ROM's three temporary string descriptors (TEMPST at $19-$21), probed on
the genuine C64 ROM (c64oracle.py); gen_golden.py stores the answers in
tests/c64/golden/string_temps.json.

Every string a formula makes (a literal, a function's result, a join, TI$,
the digits PRINT makes of a number) gets a descriptor on this stack
(PUTNEW); the statement or operator that uses the string takes it off again
(FRETMS, only if it is the top one).  A fourth at once is ``?FORMULA TOO
COMPLEX``.  IF tests a string without freeing it, so ``IF "X" THEN`` leaves
one behind until RUN, CLR or an error empties the stack (STKINI).  Same
shape as cases.CASES: (name, listing, INPUT answers, GET keys).
"""
from __future__ import annotations

#: three IFs that leak a descriptor each, at the end of lines 10-30 so their
#: truth (a leftover FAC byte on the ROM) does not change what runs after them
LEAK3 = "10 IF \"X\" THEN X=1\n20 IF \"Y\" THEN X=2\n30 IF \"Z\" THEN X=3\n"

CASES: list[tuple[str, str, list[str], str | None]] = [
    ("temps_if_literal_leaks",
     "10 FOR I=1 TO 5:PRINT I;\n20 IF \"X\" THEN X=1\n30 NEXT", [], None),
    ("temps_if_join_leaks",
     "10 A$=\"A\":FOR I=1 TO 5:PRINT I;\n20 IF A$+\"B\" THEN X=1\n30 NEXT", [], None),
    ("temps_if_function_leaks",
     "10 A$=\"ABC\":FOR I=1 TO 5:PRINT I;\n20 IF MID$(A$,2) THEN X=1\n30 NEXT", [], None),
    ("temps_if_variable_no_leak",
     "10 A$=\"A\":FOR I=1 TO 6:PRINT I;\n20 IF A$ THEN X=1\n30 NEXT", [], None),
    ("temps_if_array_no_leak",
     "10 DIM A$(2):A$(1)=\"A\":FOR I=1 TO 6:PRINT I;\n20 IF A$(1) THEN X=1\n30 NEXT", [], None),
    ("temps_if_compare_no_leak",
     "10 FOR I=1 TO 6:PRINT I;\n20 IF \"A\"<\"B\" THEN X=1\n30 NEXT", [], None),
    ("temps_if_goto_leaks",
     "10 FOR I=1 TO 5:PRINT I;\n20 IF \"X\" GOTO 30\n30 NEXT", [], None),
    ("temps_two_leaks_then_join",
     "10 IF \"X\" THEN X=1\n20 IF \"Y\" THEN X=2\n30 A$=\"A\"+\"B\":PRINT A$\n40 PRINT \"C\"+\"D\"", [], None),
    ("temps_leaks_print_number", LEAK3 + "40 X=5:PRINT \"OK\"\n50 PRINT X", [], None),
    ("temps_leaks_print_literal", LEAK3 + "40 PRINT \"OK\"", [], None),
    ("temps_leaks_print_variable", "5 A$=\"V\"\n" + LEAK3 + "40 PRINT A$;A$:B$=A$:PRINT B$\n50 PRINT 1", [], None),
    ("temps_leaks_let_literal", LEAK3 + "40 A=1:A$=\"Q\"", [], None),
    ("temps_leaks_numeric_work", LEAK3 + "40 A=1+2*3:B=LEN(C$):IF A>B THEN C=A\n50 POKE 828,A:PRINT PEEK(828)", [], None),
    ("temps_leaks_chr", LEAK3 + "40 A$=CHR$(65)", [], None),
    ("temps_leaks_str", LEAK3 + "40 A$=STR$(5)", [], None),
    ("temps_leaks_ti", LEAK3 + "40 A$=TI$", [], None),
    ("temps_leaks_read", LEAK3 + "40 READ A\n50 READ A$\n60 DATA 5,Q", [], None),
    ("temps_leaks_input_number", LEAK3 + "40 INPUT A\n50 INPUT A$", ["7", "Q"], None),
    ("temps_leaks_get", LEAK3 + "40 GET A$\n50 PRINT \"N\"", [], "Q"),
    ("temps_leaks_compare_variables", "5 A$=\"A\":B$=\"B\"\n" + LEAK3 + "40 C=A$<B$:D=A$=B$\n50 PRINT \"C\"", [], None),
    ("temps_leaks_len_variable", "5 A$=\"ABC\"\n" + LEAK3 + "40 L=LEN(A$)+ASC(A$)+VAL(A$)\n50 PRINT L", [], None),
    ("temps_leaks_program_end", LEAK3, [], None),
    ("temps_leaks_end", LEAK3 + "40 END\n50 PRINT 5", [], None),
    ("temps_leaks_stop", LEAK3 + "40 STOP\n50 PRINT 5", [], None),
    ("temps_two_leaks_end", "10 IF \"X\" THEN X=1\n20 IF \"Y\" THEN X=2\n30 PRINT \"E\":END", [], None),
    ("temps_leaks_input_prompt", LEAK3 + "40 INPUT \"N\";A", ["5"], None),
    ("temps_two_leaks_redo", "10 IF \"X\" THEN X=1\n20 IF \"Y\" THEN X=2\n30 INPUT A:PRINT A", ["Q", "5"], None),
    ("temps_leaks_redo", LEAK3 + "40 INPUT A:PRINT A", ["Q", "5"], None),
    ("temps_leaks_extra_ignored", LEAK3 + "40 INPUT A", ["5,6"], None),
    ("temps_leaks_get_number", LEAK3 + "40 GET A\n50 X=A+1\n60 GET B", [], "7"),
    ("temps_leaks_get_no_key", LEAK3 + "40 GET A\n50 PRINT \"N\"", [], ""),
    ("temps_leaks_get_string_no_key", LEAK3 + "40 GET A$\n50 PRINT \"N\"", [], ""),
    ("temps_pos_string_leaks",
     "10 FOR I=1 TO 5:PRINT I;\n20 X=POS(\"X\")\n30 NEXT", [], None),
    ("temps_fre_string_frees",
     "10 FOR I=1 TO 5:PRINT I;\n20 X=FRE(\"X\")\n30 NEXT", [], None),
    ("temps_clr_empties",
     LEAK3 + "40 CLR:PRINT \"A\";5", [], None),
    ("temps_nested_join_three",
     "10 A$=\"A\"+(\"B\"+\"C\"):PRINT A$", [], None),
    ("temps_nested_join_four",
     "10 PRINT \"X\"\n20 A$=\"A\"+(\"B\"+(\"C\"+\"D\")):PRINT A$", [], None),
    ("temps_nested_join_variables",
     "10 A$=\"A\":B$=\"B\":C$=\"C\":D$=\"D\":E$=A$+(B$+(C$+(D$+A$))):PRINT E$", [], None),
    ("temps_compare_joins",
     "10 PRINT \"A\"+\"B\"<\"C\"+\"D\";(\"A\"+(\"B\"+\"C\"))=\"ABC\"\n20 PRINT \"A\"+(\"B\"+\"C\")<\"A\"+(\"B\"+\"D\")", [], None),
    ("temps_function_arguments",
     "10 PRINT MID$(\"ABC\"+\"D\",2,LEN(\"XY\"));LEFT$(RIGHT$(\"ABCDE\",3),2)\n"
     "20 PRINT MID$(\"A\"+(\"B\"+MID$(\"CDE\",2)),2)", [], None),
    ("temps_function_arguments_deep",
     "10 PRINT \"OK\"\n20 PRINT MID$(\"A\"+(\"B\"+(\"C\"+MID$(\"CDE\",2))),2)", [], None),
    ("temps_one_leak_then_deep",
     "10 IF \"X\" THEN X=1\n20 PRINT \"A\"+(\"B\"+\"C\")\n30 PRINT \"A\"+(\"B\"+(\"C\"+\"D\"))", [], None),
    ("temps_leak_in_loop_error_line",
     "10 FOR I=1 TO 9:PRINT I;:IF STR$(I) THEN X=1\n20 NEXT", [], None),
    ("temps_fre_string",
     LEAK3 + "40 X=FRE(0)+FRE(A$)\n50 PRINT \"A\"", [], None),
    ("temps_fn_with_string",
     "10 DEF FN L(X)=LEN(\"AB\"+\"C\")+X\n20 IF \"X\" THEN X=1\n30 IF \"Y\" THEN X=2\n40 PRINT FN L(1)", [], None),
    # a descriptor left under the top one is not freed by the formula above it
    ("temps_pos_inside_join",
     "10 FOR I=1 TO 3:PRINT I;\n20 A$=\"A\"+CHR$(65+POS(\"X\"))\n30 NEXT", [], None),
    ("temps_pos_inside_mid",
     "10 FOR I=1 TO 4:PRINT I;\n20 B$=MID$(\"ABC\"+\"\",POS(\"X\")+1)\n30 NEXT", [], None),
    ("temps_pos_inside_compare",
     "10 FOR I=1 TO 4:PRINT I;\n20 C=(\"A\"<CHR$(65+POS(\"X\")))\n30 NEXT", [], None),
    ("temps_fn_pos_leaks",
     "10 DEF FN P(X)=POS(\"X\")+X\n20 FOR I=1 TO 4:PRINT I;:Y=FN P(1):NEXT", [], None),
    # balanced work in a loop (the generated-code tier's fast path)
    ("temps_loop_joins_balanced",
     "10 FOR I=1 TO 30:A$=A$+\"X\":B$=LEFT$(A$,I)+MID$(A$,1,1)+RIGHT$(A$,1)\n"
     "20 IF B$>A$ THEN C=C+1\n30 IF LEN(\"A\"+B$)>5 THEN D=D+1\n40 NEXT:PRINT LEN(B$);C;D", [], None),
    ("temps_one_leak_loop_deep",
     "10 IF \"X\" THEN X=1\n20 FOR I=1 TO 3:A$=\"A\"+(\"B\"+STR$(I)):PRINT A$;:NEXT\n"
     "30 A$=\"A\"+(\"B\"+(STR$(I)+\"C\"))", [], None),
    ("temps_two_leaks_ti_join",
     "10 IF \"X\" THEN X=1\n20 IF \"Y\" THEN X=2\n30 A$=TI$+\"\":PRINT LEN(A$)", [], None),
    ("temps_two_leaks_input_prompt_redo",
     "10 IF \"X\" THEN X=1\n20 IF \"Y\" THEN X=2\n30 INPUT \"N\";A:PRINT A", ["Q", "5"], None),
    ("temps_two_leaks_get_string",
     "10 IF \"X\" THEN X=1\n20 IF \"Y\" THEN X=2\n30 GET A$:PRINT A$;\"!\"", [], "Q"),
    ("temps_if_numeric_of_strings_no_leak",
     "10 FOR I=1 TO 6:PRINT I;\n20 IF LEN(\"A\"+\"B\") THEN X=1\n30 IF \"A\"+\"B\"=\"AB\" THEN X=2\n40 NEXT", [], None),
    ("temps_if_leak_then_let_loop",
     "10 FOR I=1 TO 5:A$=\"Q\"+STR$(I):PRINT A$;\n20 IF A$+\"\" THEN X=1\n30 NEXT", [], None),
]

"""Where the ROM puts strings, and when it collects the garbage (string
space, basic/dialects/c64/heap.py), probed on the genuine C64 ROM
(c64oracle.py); gen_golden.py stores the answers in
tests/c64/golden/string_heap.json.

FRE(0) collects, so it shows the live strings; FRETOP (PEEK(51)+256*PEEK(52),
``FN T``) shows the garbage too, and a jump up of FRETOP between two
statements is a collection.  Same shape as cases.CASES: (name, listing,
INPUT answers, GET keys).
"""
from __future__ import annotations

T = "1 DEF FN T(X)=PEEK(51)+256*PEEK(52)\n"

CASES: list[tuple[str, str, list[str], str | None]] = [
    ("heap_fre_empty", "10 PRINT FRE(0)", [], None),
    ("heap_literal_stays_in_program", T + "10 A$=\"HELLO\":PRINT FN T(0);FRE(0)", [], None),
    ("heap_join_in_string_space", T + "10 A$=\"HEL\"+\"LO\":PRINT FN T(0);FRE(0)", [], None),
    ("heap_copy_of_literal_variable",
     T + "10 A$=\"HELLO\":B$=A$:PRINT FN T(0);FRE(0)", [], None),
    ("heap_copy_of_heap_variable",
     T + "10 A$=\"HE\"+\"LLO\":B$=A$:PRINT FN T(0);FRE(0)", [], None),
    ("heap_copy_of_element",
     T + "10 DIM B$(2):B$(1)=\"X\"+\"YZ\":A$=B$(1):PRINT FN T(0);FRE(0)", [], None),
    ("heap_functions",
     T + "10 A$=\"HELLO\":B$=LEFT$(A$,2):PRINT FN T(0)\n20 C$=RIGHT$(A$,3):PRINT FN T(0)\n"
         "30 D$=MID$(A$,2,2):PRINT FN T(0)\n40 E$=CHR$(65):PRINT FN T(0)\n"
         "50 F$=STR$(1234):PRINT FN T(0);FRE(0)", [], None),
    ("heap_mid_whole_and_empty",
     T + "10 A$=\"HELLO\":B$=MID$(A$,1):C$=MID$(A$,9):D$=LEFT$(A$,0):PRINT FN T(0);FRE(0)",
     [], None),
    ("heap_reassign_garbage",
     T + "10 FOR I=1 TO 10:A$=A$+\"X\":NEXT:PRINT FN T(0)\n20 PRINT FRE(0);FN T(0)", [], None),
    ("heap_print_join_given_back",
     T + "10 A$=\"AB\"+\"C\":X=FN T(0):PRINT A$+\"D\";:PRINT X-FN T(0)", [], None),
    ("heap_print_number_given_back",
     T + "10 X=FN T(0):PRINT 12345;:PRINT X-FN T(0)", [], None),
    ("heap_len_of_join_given_back",
     T + "10 A$=\"AB\"+\"C\":X=FN T(0):L=LEN(A$+\"D\"):PRINT L;X-FN T(0)", [], None),
    ("heap_compare_join_given_back",
     T + "10 A$=\"AB\"+\"C\":X=FN T(0):Y=A$+\"D\"=\"ABCD\":PRINT Y;X-FN T(0)", [], None),
    ("heap_left_of_join_leaves_garbage",
     T + "10 A$=\"AB\":B$=\"CD\":X=FN T(0):C$=LEFT$(A$+B$,3):PRINT X-FN T(0);FRE(0)",
     [], None),
    ("heap_if_compare_join",
     T + "10 A$=\"AB\":X=FN T(0):IF A$+\"C\"=\"ABC\" THEN PRINT \"Y\";\n20 PRINT X-FN T(0)",
     [], None),
    ("heap_read_stays_in_program",
     T + "10 READ A$,B$:PRINT FN T(0);FRE(0)\n20 DATA HELLO,\"WORLD\"", [], None),
    ("heap_input_in_string_space",
     T + "10 INPUT A$:PRINT FN T(0);FRE(0)", ["HELLO"], None),
    ("heap_get_in_string_space",
     T + "10 GET A$:GET B$:PRINT FN T(0);FRE(0)", [], "X"),
    ("heap_ti_string", T + "10 A$=TI$:PRINT FN T(0);FRE(0)", [], None),
    ("heap_array_elements",
     T + "10 DIM A$(20):FOR I=0 TO 20:A$(I)=STR$(I):NEXT:PRINT FN T(0);FRE(0);FN T(0)",
     [], None),
    ("heap_clr_empties",
     "10 A$=\"X\"+\"Y\":CLR:PRINT PEEK(51)+256*PEEK(52);FRE(0)", [], None),
    # memory nearly full: garbage piles up until GETSPA collects (FRETOP jumps up)
    ("heap_collects_when_full",
     T + "10 DIM A(7680):L=FN T(0)\n"
         "20 FOR I=1 TO 60:B$=STR$(I)+\"ABCDEFGHIJ\":T=FN T(0):IF T>L THEN PRINT I;\n"
         "30 L=T:NEXT:PRINT:PRINT FRE(0)", [], None),
    ("heap_collects_for_a_variable",
     T + "10 DIM A(7680)\n20 B$=STR$(I)+\"ABCDEFGHIJ\":I=I+1\n"
         "30 IF FN T(0)-PEEK(49)-256*PEEK(50)>20 THEN 20\n"
         "40 L=FN T(0):C1=1:C2=2:C3=3:PRINT I;FN T(0)-L;FRE(0)", [], None),
    ("heap_out_of_memory_strings",
     "10 DIM A(7660):DIM S$(30)\n20 FOR I=0 TO 30:S$(I)=LEFT$(STR$(I)+\"ABCDEFGHIJKLMNOPQRSTUVWXYZ\",20)"
     ":PRINT I;:NEXT", [], None),
    ("heap_out_of_memory_join",
     "10 DIM A(7690):A$=\"ABCDEFGHIJKLMNOPQRSTUVWXYZ\"\n20 FOR I=1 TO 20:B$=B$+A$:PRINT LEN(B$);:NEXT",
     [], None),
    ("heap_let_makes_its_variable_first", "10 X=FRE(0):Y$=STR$(FRE(0)):PRINT X;Y$;FRE(0)",
     [], None),
    ("heap_join_collected_with_its_operands_held",
     T + "10 DIM A(7600):A$=\"ABCDEFGHIJKLMNOPQRSTUVWXYZ\"\n"
     "20 FOR I=1 TO 40:B$=LEFT$(A$+STR$(I)+A$,40):T=FN T(0):IF T>L THEN PRINT I;\n"
     "30 L=T:NEXT:PRINT FRE(0)", [], None),
    ("heap_fre_negative",
     "10 A$=\"X\"+\"Y\":PRINT FRE(0)+65536*(FRE(0)<0)", [], None),
]

#: direct lines (typed after power-on, no program): their literals are in the
#: input buffer, so the ROM copies them into string space (gen_golden.py
#: string_heap_direct writes golden/string_heap_direct.json)
DIRECT: list[str] = [
    "PRINT FRE(0)",
    "A$=\"HELLO\":PRINT FRE(0)",
    "A$=\"HE\"+\"LLO\":B$=\"XY\":PRINT FRE(0)",
    "PRINT \"ABC\";FRE(0)",
    "FOR I=1 TO 100:A$=\"XYZ\":NEXT:PRINT FRE(0)",
    "A$=\"AB\":PRINT PEEK(51)+256*PEEK(52)",
    "IF \"X\"=\"X\" THEN PRINT PEEK(51)+256*PEEK(52)",
]

"""The "side effects" probes: RND(1) in one expression position each, answered
by the genuine C64 ROM (c64oracle.py) and stored in
tests/c64/golden/side_effects.json by gen_golden.py.

Each probe seeds the generator (``X=RND(-n)``), uses RND in one position
several times, and prints one more RND at the end, so an expression evaluated
twice, or out of the ROM's order, shows in what is printed and in the last
number.  Subscripts, MID$, TAB, ON and POKE take the whole part of their
argument themselves, so ``A(RND(1)*7)`` needs no INT (and lines stay under
the 80 characters the screen editor takes).  Same shape as cases.CASES:
(name, listing, INPUT answers, GET keys).
"""
from __future__ import annotations

CASES: list[tuple[str, str, list[str], str | None]] = [
    # -- subscripts ---------------------------------------------------------------
    ("side_subscript_1d",
     "10 X=RND(-7):DIM A(6):FOR I=0 TO 6:A(I)=I*I:NEXT\n"
     "20 FOR K=1 TO 8:PRINT A(RND(1)*7);:NEXT:PRINT:PRINT RND(1)", [], None),
    ("side_subscript_2d",
     "10 X=RND(-8):DIM A(3,4):FOR I=0 TO 3:FOR J=0 TO 4:A(I,J)=I*10+J:NEXT J,I\n"
     "20 FOR K=1 TO 8:PRINT A(RND(1)*4,RND(1)*5);:NEXT:PRINT:PRINT RND(1)", [], None),
    ("side_subscript_3d",
     "10 X=RND(-9):DIM A(2,2,2):FOR I=0 TO 2:FOR J=0 TO 2:FOR L=0 TO 2\n"
     "20 A(I,J,L)=I*100+J*10+L:NEXT L,J,I\n"
     "30 FOR K=1 TO 8:PRINT A(RND(1)*3,RND(1)*3,RND(1)*3);:NEXT:PRINT:PRINT RND(1)", [], None),
    ("side_subscript_string_array",
     "10 X=RND(-10):DIM A$(4):FOR I=0 TO 4:A$(I)=CHR$(65+I)+CHR$(97+I):NEXT\n"
     "20 FOR K=1 TO 8:PRINT A$(RND(1)*5);:NEXT:PRINT:PRINT RND(1)", [], None),
    ("side_subscript_integer_array",
     "10 X=RND(-11):DIM A%(5):FOR I=0 TO 5:A%(I)=-I:NEXT\n"
     "20 FOR K=1 TO 8:PRINT A%(RND(1)*6);:NEXT:PRINT:PRINT RND(1)", [], None),
    ("side_subscript_undimmed",
     "10 X=RND(-12):FOR I=0 TO 10:B(I)=I:NEXT\n"
     "20 FOR K=1 TO 8:PRINT B(RND(1)*11);:NEXT:PRINT:PRINT RND(1)", [], None),
    ("side_subscript_nested",
     "10 X=RND(-13):DIM A(5),B(5):FOR I=0 TO 5:A(I)=5-I:B(I)=I*I:NEXT\n"
     "20 FOR K=1 TO 8:PRINT B(A(RND(1)*6));:NEXT:PRINT:PRINT RND(1)", [], None),
    # -- string functions -----------------------------------------------------------
    ("side_mid_two_args",
     "10 X=RND(-14):S$=\"ABCDEFGHI\"\n"
     "20 FOR K=1 TO 8:PRINT MID$(S$,RND(1)*9+1);\"/\";:NEXT:PRINT:PRINT RND(1)", [], None),
    ("side_mid_three_args",
     "10 X=RND(-15):S$=\"ABCDEFGHI\"\n"
     "20 FOR K=1 TO 8:PRINT MID$(S$,RND(1)*9+1,RND(1)*4+1);\"/\";:NEXT\n"
     "30 PRINT:PRINT RND(1)", [], None),
    ("side_left_right",
     "10 X=RND(-16):S$=\"ABCDEFGHI\"\n"
     "20 FOR K=1 TO 6:PRINT LEFT$(S$,RND(1)*5);\"/\";RIGHT$(S$,RND(1)*5);\"/\";:NEXT\n"
     "30 PRINT:PRINT RND(1)", [], None),
    ("side_string_of_array_element",
     "10 X=RND(-17):DIM A$(3):A$(0)=\"WXYZ\":A$(1)=\"PQRS\":A$(2)=\"KLMN\":A$(3)=\"EFGH\"\n"
     "20 FOR K=1 TO 8:PRINT MID$(A$(RND(1)*4),RND(1)*4+1,1);:NEXT:PRINT:PRINT RND(1)", [], None),
    ("side_one_arg_functions",
     "10 X=RND(-18):S$=\"ABCDEFGHI\":FOR K=1 TO 4\n"
     "20 PRINT ASC(MID$(S$,RND(1)*9+1));LEN(LEFT$(S$,RND(1)*9));CHR$(65+RND(1)*26);\n"
     "30 PRINT STR$(INT(RND(1)*10));ABS(INT(RND(1)*10)-5);SGN(RND(1)-.5)\n"
     "40 NEXT:PRINT RND(1)", [], None),
    ("side_val",
     "10 X=RND(-19):S$=\"123456789\"\n"
     "20 FOR K=1 TO 8:PRINT VAL(MID$(S$,RND(1)*9+1,2));:NEXT:PRINT:PRINT RND(1)", [], None),
    ("side_peek",
     "10 X=RND(-20):FOR J=0 TO 7:POKE 828+J,J*11:NEXT\n"
     "20 FOR K=1 TO 8:PRINT PEEK(828+RND(1)*8);:NEXT:PRINT:PRINT RND(1)", [], None),
    ("side_rnd_argument",
     "10 X=RND(-21):FOR K=1 TO 4:PRINT RND(-INT(RND(1)*5+1));RND(1):NEXT:PRINT RND(1)", [], None),
    # -- assignment targets ---------------------------------------------------------
    ("side_let_element_order",
     "10 X=RND(-22):DIM A(5):FOR K=1 TO 6:A(RND(1)*6)=INT(RND(1)*100):NEXT\n"
     "20 FOR I=0 TO 5:PRINT A(I);:NEXT:PRINT:PRINT RND(1)", [], None),
    ("side_let_element_2d_order",
     "10 X=RND(-23):DIM A(2,2):FOR K=1 TO 6:A(RND(1)*3,RND(1)*3)=INT(RND(1)*100):NEXT\n"
     "20 FOR I=0 TO 2:FOR J=0 TO 2:PRINT A(I,J);:NEXT J:PRINT:NEXT I:PRINT RND(1)", [], None),
    ("side_let_string_element_order",
     "10 X=RND(-24):DIM A$(5):FOR K=1 TO 6:A$(RND(1)*6)=CHR$(65+RND(1)*26):NEXT\n"
     "20 FOR I=0 TO 5:PRINT \"[\";A$(I);\"]\";:NEXT:PRINT:PRINT RND(1)", [], None),
    ("side_let_integer_element_order",
     "10 X=RND(-25):DIM A%(5):FOR K=1 TO 6:A%(RND(1)*6)=RND(1)*1000:NEXT\n"
     "20 FOR I=0 TO 5:PRINT A%(I);:NEXT:PRINT:PRINT RND(1)", [], None),
    ("side_let_plain",
     "10 X=RND(-26):S$=\"\":FOR K=1 TO 5:X=INT(RND(1)*100)-INT(RND(1)*10)\n"
     "20 S$=S$+CHR$(65+RND(1)*26):PRINT X;:NEXT:PRINT:PRINT S$:PRINT RND(1)", [], None),
    # -- operators -----------------------------------------------------------------
    ("side_and_both",
     "10 X=RND(-27):FOR K=1 TO 8:PRINT (INT(RND(1)*100))AND(RND(1)>.5);:NEXT\n"
     "20 PRINT:PRINT RND(1)", [], None),
    ("side_and_zero",
     "10 X=RND(-28):FOR K=1 TO 5:PRINT (INT(RND(1)*10))AND 0;\n"
     "20 PRINT 0 AND INT(RND(1)*10);:NEXT:PRINT:PRINT RND(1)", [], None),
    ("side_or_both",
     "10 X=RND(-29):X=2:FOR K=1 TO 8\n"
     "20 IF X=INT(RND(1)*5)OR X<>INT(RND(1)*5)THEN PRINT K;\n"
     "30 NEXT:PRINT:FOR K=1 TO 5:PRINT -1 OR INT(RND(1)*10);\n"
     "40 PRINT (INT(RND(1)*3))OR(RND(1)>.5);:NEXT:PRINT:PRINT RND(1)", [], None),
    ("side_not_minus",
     "10 X=RND(-30):FOR K=1 TO 8:PRINT NOT INT(RND(1)*2);-INT(RND(1)*10);:NEXT\n"
     "20 PRINT:PRINT RND(1)", [], None),
    ("side_arithmetic_order",
     "10 X=RND(-31):FOR K=1 TO 4:PRINT INT(RND(1)*100)-INT(RND(1)*100);\n"
     "20 PRINT INT(RND(1)*10)/(INT(RND(1)*10)+1);(INT(RND(1)*3)+1)^INT(RND(1)*4)\n"
     "30 NEXT:PRINT RND(1)", [], None),
    ("side_compare_order",
     "10 X=RND(-32):FOR K=1 TO 8:PRINT INT(RND(1)*10)<INT(RND(1)*5);\n"
     "20 PRINT INT(RND(1)*3)=INT(RND(1)*3);:NEXT:PRINT:PRINT RND(1)", [], None),
    ("side_string_compare",
     "10 X=RND(-33):S$=\"ABCDEF\":FOR K=1 TO 8\n"
     "20 PRINT MID$(S$,RND(1)*6+1,1)<MID$(S$,RND(1)*6+1,1);\n"
     "30 PRINT MID$(S$,RND(1)*2+1,1)=MID$(S$,RND(1)*2+1,1);:NEXT:PRINT:PRINT RND(1)", [], None),
    ("side_concat_order",
     "10 X=RND(-34):S$=\"ABCDEF\":FOR K=1 TO 6\n"
     "20 PRINT MID$(S$,RND(1)*6+1,1)+MID$(S$,RND(1)*6+1,1)+STR$(INT(RND(1)*10));\n"
     "30 NEXT:PRINT:PRINT RND(1)", [], None),
    # -- user functions ---------------------------------------------------------------
    ("side_fn_argument_once",
     "10 X=RND(-35):DEF FN D(X)=X*10+X\n"
     "20 FOR K=1 TO 8:PRINT FN D(INT(RND(1)*10));:NEXT:PRINT:PRINT RND(1)", [], None),
    ("side_fn_body_rnd",
     "10 X=RND(-36):DEF FN R(X)=INT(RND(1)*10)+X\n"
     "20 FOR K=1 TO 8:PRINT FN R(0)*10+FN R(0);:NEXT:PRINT:PRINT RND(1)", [], None),
    ("side_fn_unused_argument",
     "10 X=RND(-37):DEF FN U(X)=5\n"
     "20 FOR K=1 TO 4:PRINT FN U(RND(1));:NEXT:PRINT:PRINT RND(1)", [], None),
    ("side_fn_nested",
     "10 X=RND(-38):DEF FN R(X)=INT(RND(1)*10)*X:DEF FN F(X)=X-FN R(1)\n"
     "20 FOR K=1 TO 8:PRINT FN F(FN R(1));:NEXT:PRINT:PRINT RND(1)", [], None),
    # -- statements -----------------------------------------------------------------
    ("side_print_items",
     "10 X=RND(-39):FOR K=1 TO 4:PRINT INT(RND(1)*10);INT(RND(1)*10),INT(RND(1)*10);\n"
     "20 PRINT INT(RND(1)*10):NEXT:PRINT RND(1)", [], None),
    ("side_tab_spc",
     "10 X=RND(-40):FOR K=1 TO 6:PRINT TAB(RND(1)*10);\"*\";SPC(RND(1)*5);\"+\":NEXT\n"
     "20 PRINT RND(1)", [], None),
    ("side_dim_bounds",
     "10 X=RND(-41):DIM A(RND(1)*3+1):DIM B$(RND(1)*3+1,RND(1)*3+1)\n"
     "20 A(0)=1:PRINT FRE(0):PRINT RND(1)", [], None),
    ("side_for_start_limit_step",
     "10 X=RND(-42):FOR I=INT(RND(1)*5)TO INT(RND(1)*5)+6 STEP INT(RND(1)*3)+1\n"
     "20 PRINT I;:NEXT:PRINT:PRINT I;RND(1)", [], None),
    ("side_on_goto",
     "10 X=RND(-43):K=0\n"
     "20 K=K+1:IF K>10 THEN PRINT:PRINT RND(1):END\n"
     "30 ON RND(1)*3+1 GOTO 100,110,120\n"
     "100 PRINT \"A\";:GOTO 20\n110 PRINT \"B\";:GOTO 20\n120 PRINT \"C\";:GOTO 20", [], None),
    ("side_on_gosub",
     "10 X=RND(-44):FOR K=1 TO 10:ON RND(1)*4+1 GOSUB 100,110,120:NEXT\n"
     "20 PRINT:PRINT RND(1):END\n"
     "100 PRINT \"A\";:RETURN\n110 PRINT \"B\";:RETURN\n120 PRINT \"C\";:RETURN", [], None),
    ("side_if_condition",
     "10 X=RND(-45):FOR K=1 TO 12:IF INT(RND(1)*2) THEN PRINT K;\n"
     "20 NEXT:PRINT:PRINT RND(1)", [], None),
    ("side_read_target",
     "10 X=RND(-46):DIM A(5):FOR K=1 TO 6:READ A(RND(1)*6):NEXT\n"
     "20 FOR I=0 TO 5:PRINT A(I);:NEXT:PRINT:PRINT RND(1)\n"
     "30 DATA 11,22,33,44,55,66", [], None),
    ("side_input_target",
     "10 X=RND(-47):DIM A(5):FOR K=1 TO 2:INPUT A(RND(1)*6):NEXT\n"
     "20 FOR I=0 TO 5:PRINT A(I);:NEXT:PRINT:PRINT RND(1)", ["4", "7"], None),
    ("side_get_target",
     "10 X=RND(-48):DIM A$(5):FOR K=1 TO 3:GET A$(RND(1)*6):NEXT\n"
     "20 FOR I=0 TO 5:PRINT \"[\";A$(I);\"]\";:NEXT:PRINT:PRINT RND(1)", [], "XYZ"),
    ("side_poke_args",
     "10 X=RND(-49):FOR K=1 TO 8:POKE 828+RND(1)*8,RND(1)*256:NEXT\n"
     "20 FOR J=0 TO 7:PRINT PEEK(828+J);:NEXT:PRINT:PRINT RND(1)", [], None),
    ("side_hot_loop",
     "10 X=RND(-50):DIM A(4):S$=\"ABCDE\":T=0:C=0:W$=\"\"\n"
     "20 FOR I=0 TO 4:A(I)=I:NEXT\n"
     "30 FOR K=1 TO 100\n"
     "40 T=T+A(RND(1)*5)\n"
     "50 IF MID$(S$,RND(1)*5+1,1)=\"C\" THEN C=C+1\n"
     "60 A(RND(1)*5)=INT(RND(1)*9)\n"
     "70 X=(INT(RND(1)*5))AND(RND(1)>.5)\n"
     "80 IF X=INT(RND(1)*5)OR X<>RND(1)*5 THEN W$=RIGHT$(W$+MID$(S$,RND(1)*5+1,1),9)\n"
     "90 NEXT\n"
     "100 PRINT T;C;X;W$:FOR I=0 TO 4:PRINT A(I);:NEXT:PRINT:PRINT RND(1)", [], None),
]

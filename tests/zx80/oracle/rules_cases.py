"""The cases gen_rules.py asks the ZX80's 4K ROM (each program typed at its
keyboard, key by key), by the rule each one tests: issue 32's ZX80 rules
(keyword spacing, GO TO past the end, symbols in strings, system variables,
LIST in a program, the report on a full 1K) and issue 25's INPUT and USR.
``class`` names the rule; ``inputs`` are INPUT answers (``\\b`` is RUBOUT);
``ram`` the K of RAM (16 unless given)."""
from __future__ import annotations

from typing import Any


def _cases(cls: str, listings: dict[str, str], **extra: Any) -> dict[str, dict[str, Any]]:
    return {f"{cls}: {name}": {"class": cls, "listing": text, **extra}
            for name, text in listings.items()}


CASES: dict[str, dict[str, Any]] = {}

# 7. a keyword code printed (PO-TOKEN, 0x0584): a leading space unless FLAGS
#    bit 0 says not, a trailing space after the words that end in a letter
CASES.update(_cases("keyword space", {
    "mid line": '10 PRINT "A";CHR$(213);"B"\n',
    "start of a line": "10 PRINT CHR$(213)\n20 PRINT CHR$(230)\n30 PRINT CHR$(224);1\n",
    "after a keyword": "10 PRINT CHR$(213);CHR$(214);CHR$(224)\n20 PRINT CHR$(243);CHR$(225)\n",
    "after a comma": '10 PRINT ,CHR$(213)\n20 PRINT "A",CHR$(230)\n30 PRINT 1,,CHR$(219)\n',
    "after a number": "10 PRINT 1;CHR$(230);2\n20 PRINT -5;CHR$(219)\n30 LET A=7\n"
                      "40 PRINT A;CHR$(214);A\n",
    "symbols": "10 PRINT CHR$(226);CHR$(218);CHR$(217);CHR$(100);CHR$(212);CHR$(192)\n"
               '20 PRINT "X";CHR$(227);CHR$(222);"Y"\n',
    "string variable": "10 LET A$=CHR$(213)\n20 PRINT A$;A$\n30 PRINT A$\n",
    "across lines": "10 PRINT CHR$(230);\n20 PRINT CHR$(213)\n30 PRINT CHR$(218);\n"
                    "40 PRINT CHR$(213)\n",
    "after cls": "10 PRINT CHR$(213);\n20 CLS\n30 PRINT CHR$(213)\n40 PRINT 1;\n50 CLS\n"
                 "60 PRINT CHR$(214)\n",
    "after input": "10 PRINT CHR$(213);\n20 INPUT A\n30 PRINT CHR$(213)\n",
    "in a loop": "10 FOR I=213 TO 216\n20 PRINT CHR$(I);\n30 NEXT I\n",
}))
CASES["keyword space: after input"]["inputs"] = ["5"]

# 8. GO TO or GO SUB past the last line: the main loop finds no line from
#    PPC on and reports 0 with PPC, the line asked for
CASES.update(_cases("past the end", {
    "go to": "10 GO TO 100\n",
    "go sub": '10 PRINT "A"\n20 GO SUB 1000\n',
    "computed": "10 LET A=500\n20 GO TO A*2\n",
    "after a loop": "10 FOR I=1 TO 3\n20 PRINT I\n30 NEXT I\n40 GO TO 9999\n",
    "run": "10 RUN 50\n",
    "between lines": "10 PRINT 1\n20 GO TO 25\n",
    "in if": "10 IF 1=1 THEN GO TO 77\n20 PRINT 2\n",
    "above 16383": "10 GO TO 20000\n",
    "return to the end": "10 GO SUB 30\n20 GO TO 40\n30 RETURN\n",
}))

# 9. the keys for ( ) ; , - + * / = > < ** give tokens, in strings too
CASES.update(_cases("string tokens", {
    "code": '10 PRINT CODE("(")\n20 PRINT CODE(")")\n30 PRINT CODE(";")\n40 PRINT CODE(",")\n'
            '50 PRINT CODE("=")\n60 PRINT CODE("*")\n',
    "printed": '10 PRINT "A(B)=C+D"\n20 PRINT "1,2;3-4/5*6<7>8"\n30 PRINT "**"\n',
    "variable": '10 LET A$="(+)"\n20 PRINT CODE(A$)\n30 PRINT CODE(TL$(A$))\n40 PRINT A$\n',
    "compared": '10 IF "(" = CHR$(218) THEN PRINT "YES"\n20 IF "(" = CHR$(16) THEN PRINT "NO"\n'
                '30 PRINT "A" < "("\n',
    "input": "10 INPUT A$\n20 PRINT CODE(A$)\n30 PRINT A$\n",
    "rem": "10 REM (X)\n20 PRINT PEEK(16427)\n30 PRINT PEEK(16429)\n",
    "chr": "10 PRINT CHR$(16);CHR$(218);CODE(CHR$(16))\n",
    "other symbols": '10 PRINT CODE(":");CODE("?");CODE("$");CODE(".")\n',
}))
CASES["string tokens: input"]["inputs"] = ["(A;B)"]

# 10. the system variables hold what the ROM holds; the display file is
#     the screen
CASES.update(_cases("system variables", {
    "ppc": "10 PRINT PEEK(16386)\n20 PRINT PEEK(16386)+256*PEEK(16387)\n30 PRINT PEEK(16386)\n",
    "pointers": "10 PRINT PEEK(16392)+256*PEEK(16393)\n20 PRINT PEEK(16394)+256*PEEK(16395)\n"
                "30 PRINT PEEK(16396)+256*PEEK(16397)\n40 PRINT PEEK(16398)+256*PEEK(16399)\n"
                "50 PRINT PEEK(16400)+256*PEEK(16401)\n",
    "after let": "10 LET A=300\n20 LET BC=5\n30 LET V=PEEK(16392)+256*PEEK(16393)\n"
                 "40 PRINT PEEK(V);PEEK(V+1);PEEK(V+2)\n50 PRINT PEEK(V+3);PEEK(V+4)\n"
                 "60 PRINT PEEK(16394)+256*PEEK(16395)-V\n",
    "poke the display": '10 LET D=0\n20 PRINT "AB"\n30 LET D=PEEK(16396)+256*PEEK(16397)\n'
                        "40 POKE D+1,46\n50 POKE D+2,128\n60 POKE D+4,53\n",
    "program bytes": "10 PRINT PEEK(16424);PEEK(16425);PEEK(16426)\n20 LET P=16424\n"
                     "30 PRINT PEEK(P+3);PEEK(P+4);PEEK(P+5)\n",
    "s posn": '10 PRINT PEEK(16420);PEEK(16421)\n20 PRINT "ABC";\n'
              "30 PRINT PEEK(16420);PEEK(16421)\n",
    "one k": "10 PRINT PEEK(16396)+256*PEEK(16397)\n20 PRINT PEEK(16386)\n",
    "for variable": "10 FOR I=5 TO 9\n20 LET V=PEEK(16392)+256*PEEK(16393)\n"
                    "30 PRINT PEEK(V);PEEK(V+1);PEEK(V+3);PEEK(V+5)\n40 STOP\n",
    "string variable": '10 LET A$="HI"\n20 LET V=PEEK(16392)+256*PEEK(16393)\n'
                       "30 PRINT PEEK(V);PEEK(V+1);PEEK(V+2);PEEK(V+3)\n",
    "df sz and e ppc": "10 PRINT PEEK(16402)\n20 PRINT PEEK(16390)+256*PEEK(16391)\n",
}))
CASES["system variables: one k"]["ram"] = 1

# 11. LIST inside a program (0x0256: E_PPC, then MAIN-EXEC's listing: the
#     program stops with no report); the report on a full 1K
CASES.update(_cases("list", {
    "list": "10 LIST\n20 PRINT 1\n",
    "list a line": '10 PRINT "A"\n20 LIST 30\n30 PRINT 2\n40 STOP\n',
    "after prints": '10 PRINT "A"\n20 PRINT "B"\n30 LIST 20\n',
    "list 0": "10 REM X\n20 LIST 0\n",
    "a long program": "".join(f"{10 * i} REM {i}\n" for i in range(1, 31)) + "310 LIST 200\n",
}))
CASES.update(_cases("full 1k", {
    "dim 100": '10 DIM A(100)\n20 FOR I=1 TO 300\n30 PRINT "ABCDEFGHIJKLMNOPQRSTUVWXYZ";\n'
               "40 NEXT I\n",
    "dim 200": '10 DIM A(200)\n20 FOR I=1 TO 300\n30 PRINT "ABCDEFGHIJKLMNOPQRSTUVWXYZ";\n'
               "40 NEXT I\n",
    "report cut short": '10 DIM A(220)\n20 FOR I=1 TO 300\n'
                        '30 PRINT "ABCDEFGHIJKLMNOPQRSTUVWXYZ";\n40 NEXT I\n',
    "numbers": "10 DIM A(150)\n20 FOR I=1 TO 999\n30 PRINT I;\n40 NEXT I\n",
    "lines": "10 DIM A(200)\n20 FOR I=1 TO 99\n30 PRINT I\n40 NEXT I\n",
}, ram=1))

# issue 25, item 5: INPUT's line under the print position, an answer the
# ROM refuses kept with its error marker, to be edited
CASES.update(_cases("input", {
    "after print": '10 PRINT "HELLO"\n20 INPUT A\n30 PRINT A\n',
    "after semicolon": '10 PRINT "HELLO"\n15 PRINT "X";\n20 INPUT A$\n30 PRINT A$\n',
    "nothing printed": "10 INPUT A\n20 PRINT A\n",
    "syntax error": '10 PRINT "HELLO"\n20 INPUT A\n30 PRINT A\n',
    "rubbed out": "10 INPUT A\n20 PRINT A\n",
    "two answers": "10 INPUT A\n20 INPUT B\n30 PRINT A;B\n",
    "low on the screen": "10 FOR I=1 TO 20\n20 PRINT I\n30 NEXT I\n40 INPUT A$\n50 PRINT A$\n",
    "expression": "10 LET X=6\n20 INPUT A\n30 PRINT A\n",
}))
CASES["input: after print"]["inputs"] = ["34"]
CASES["input: after semicolon"]["inputs"] = ["AB"]
CASES["input: nothing printed"]["inputs"] = ["7"]
CASES["input: syntax error"]["inputs"] = ["3+", "4"]
CASES["input: rubbed out"]["inputs"] = ["12+", "\b\b5"]
CASES["input: two answers"]["inputs"] = ["1", "2"]
CASES["input: low on the screen"]["inputs"] = ["LOW"]
CASES["input: expression"]["inputs"] = ["X*7"]

# issue 25, item 9: USR jumps to machine code (0x06F0: JP (HL)); a RET
# there returns its address
CASES.update(_cases("usr", {
    "ret": "10 REM X\n20 POKE 16427,201\n30 PRINT USR(16427)\n",
}))

# issue 32, item 12: what LIST shows of the characters a file can hold (the
# golden's program bytes are the ROM's, for the text round trip of
# tests/formats/test_zx8x_listing_text.py)
CASES.update(_cases("listing text", {
    "space before rem": "10   REM ZELLERS CONGRUENCE\n20 LIST\n",
    "spaces after a keyword": "10 PRINT   1\n20 LIST\n",
    "space before a string": '5 LET N=1\n10 PRINT N;  " SHOTS"\n20 LIST\n',
    "symbols in strings": '10 PRINT "AGAIN? (Y/N)";"1+2=3"\n20 LIST\n',
    "graphics": '10 PRINT "\\: \\..\\!:\\!.\\!\'\\\' \\ .\\\'.";\n20 LIST\n',
    "spaces before keywords": '10 IF 1  THEN   PRINT "X"\n20 LIST\n',
    "spaces at the end": "10 PRINT 1  \n20 LIST\n",
}))
CASES.update(_cases("input", {
    "a long answer": '10 PRINT "HI"\n20 INPUT A\n30 PRINT A\n',
}))
CASES["input: a long answer"]["inputs"] = ["1+" * 20, "1"]

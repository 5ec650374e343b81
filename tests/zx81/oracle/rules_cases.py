"""The cases gen_rules.py asks the 8K ROM (typed at its keyboard), by the
rule of issue 32 each one tests.  ``class`` names the rule; ``inputs`` are
INPUT answers; ``ram`` the K of RAM (16 unless given)."""
from __future__ import annotations

from typing import Any


def _cases(cls: str, listings: dict[str, str], **extra: Any) -> dict[str, dict[str, Any]]:
    return {f"{cls}: {name}": {"class": cls, "listing": text, **extra}
            for name, text in listings.items()}


CASES: dict[str, dict[str, Any]] = {}

# 1. a number written with an exponent is DEC-TO-FP's, with the ZX81's E-TO-FP
CASES.update(_cases("numbers", {
    "print": "10 PRINT 1E-20*1E20-1\n20 PRINT 1E-20=1/1E20\n30 PRINT 1E-9*1E9-1\n",
    "let and if": ("10 LET A=1E-20\n20 IF A=1/1E20 THEN PRINT \"SAME\"\n"
                   "30 IF A<>1/1E20 THEN PRINT \"DIFFERENT\"\n40 PRINT A*1E20-1\n"),
    "val": "10 PRINT VAL \"1E-20*1E20-1\"\n20 LET A$=\"2.5E-15\"\n30 PRINT VAL A$*4E14-1\n",
    "decimals and exponents": ("10 PRINT 1.5E-7*1E7-1.5\n20 PRINT 7.7E-8\n30 PRINT 3.3E+12\n"
                               "40 PRINT 1E-5*1E5-1\n50 PRINT .1E-10*1E11-1\n"),
    "for and str": ("10 FOR I=1E-20 TO 3E-20 STEP 1E-20\n20 PRINT I*1E20-INT (I*1E20+.5)\n"
                    "30 NEXT I\n40 PRINT STR$ (1E-15*1E15-1)\n"),
    "large": "10 PRINT 1E38*1-1E38\n20 PRINT 1.7E38\n30 PRINT 1E30/1E29-10\n",
    "input": ("10 INPUT A\n20 PRINT A*1E20-1\n30 INPUT B\n40 PRINT B*1E10-1\n"),
}))
CASES["numbers: input"]["inputs"] = ["1E-20", "1E-10"]

# 2. PLOT and UNPLOT leave the PRINT position after the square; a negative
#    coordinate is taken as its absolute value
CASES.update(_cases("plot", {
    "print after plot": "10 PLOT 10,40\n20 PRINT \"X\"\n",
    "print after unplot": "10 PRINT AT 5,5;\"ABC\"\n20 UNPLOT 20,30\n30 PRINT \"Y\";\"Z\"\n",
    "negative x": "10 PLOT -6,40\n20 PRINT \"N\"\n",
    "negative y": "10 PLOT 6,-40\n20 PRINT \"M\"\n",
    "semicolon after plot": "10 PRINT \"AB\";\n20 PLOT 63,0\n30 PRINT \"C\"\n",
    "plot in a loop": "10 FOR I=0 TO 5\n20 PLOT I*2,43-I\n30 NEXT I\n40 PRINT \"E\"\n",
    "negative out of range": "10 PLOT -64,0\n",
    "x 63 then print": "10 PLOT 63,0\n20 PRINT \"A\"\n",
    "x 64": "10 PLOT 64,10\n",
    "x 200": "10 PLOT 200,5\n",
    "y 44": "10 PLOT 0,44\n",
    "over a letter": ("10 PRINT AT 0,0;\"ABCDEFGH\"\n20 PLOT 0,43\n30 PLOT 3,42\n40 UNPLOT 4,43\n"
                      "50 PRINT AT 10,10;\"Q\"\n60 PLOT 21,23\n70 PRINT AT 15,0;\"\";\n80 PLOT 9,13\n"),
    "quadrants and unplot": ("10 PLOT 0,43\n20 PLOT 1,43\n30 PLOT 0,42\n40 PLOT 1,42\n"
                             "50 UNPLOT 0,43\n60 PLOT 4,42\n70 PLOT 5,42\n80 UNPLOT 5,42\n"
                             "90 PLOT 9.4,40.6\n100 PRINT \"R\"\n"),
}))

# 3. a keyword printed first on a line gets its leading space unless a
#    NEWLINE from PRINT started that line
CASES.update(_cases("keyword space", {
    "after cls": "10 PRINT CHR$ 222\n",
    "after newline": "10 PRINT \"A\"\n20 PRINT CHR$ 222\n",
    "mid line": "10 PRINT \"A\";CHR$ 222;\"B\"\n",
    "after at": "10 PRINT AT 3,0;CHR$ 222\n20 PRINT AT 5,4;CHR$ 223\n",
    "after tab and comma": "10 PRINT TAB 0;CHR$ 222\n20 PRINT ,CHR$ 225\n",
    "after scroll": "10 SCROLL\n20 PRINT CHR$ 227\n",
    "two keywords": "10 PRINT CHR$ 222;CHR$ 223\n20 PRINT CHR$ 212;CHR$ 213\n",
    "after wrap": "10 PRINT \"12345678901234567890123456789012\";CHR$ 222\n",
    "string with keywords": "10 LET A$=CHR$ 222+\"X\"+CHR$ 224\n20 PRINT A$\n30 PRINT A$\n",
    "after a space": "10 PRINT \"A \";CHR$ 222\n20 PRINT 1;CHR$ 217;CHR$ 216;CHR$ 218\n",
    "functions and symbols": ("10 PRINT \"X\";CHR$ 196;CHR$ 213;CHR$ 219;CHR$ 64;CHR$ 66;\"Y\"\n"
                              "20 PRINT CHR$ 65;CHR$ 225;CHR$ 236\n30 PRINT CHR$ 195;CHR$ 192;CHR$ 193\n"),
    "after plot": "10 PLOT 0,43\n20 PRINT CHR$ 222\n30 PRINT AT 5,0;\n40 PLOT 0,0\n50 PRINT CHR$ 223\n",
}))

# 4. SAVE "" is report F
CASES.update(_cases("save empty name", {
    "literal": "10 SAVE \"\"\n",
    "variable": "10 LET A$=\"\"\n20 SAVE A$\n",
    "after print": "10 PRINT \"HELLO\"\n20 SAVE \"\"\n30 PRINT \"NOT HERE\"\n",
    "in if": "10 IF 1 THEN SAVE \"\"\n",
    "slice": "10 LET A$=\"AB\"\n20 SAVE A$(3 TO )\n",
}))

# 5. LIST inside a program lists from the PRINT position
CASES.update(_cases("list in program", {
    "after print": "10 PRINT \"HELLO\"\n20 LIST\n30 PRINT \"END\"\n",
    "nothing printed": "10 LIST\n20 PRINT \"END\"\n",
    "after at": "10 PRINT AT 10,5;\"X\";\n20 LIST 20\n",
    "after semicolon": "10 PRINT \"A\";\n20 LIST 30\n30 REM END\n",
    "twice": "10 PRINT \"ONE\"\n20 LIST 40\n30 LIST 40\n40 REM X\n",
    "long": "1 LET A=0\n" + "".join(f"{n} LET A=A*{n}+1E-5 OR 2\n" for n in range(2, 30)) + "30 LIST\n",
    "keywords and numbers": ("10 PRINT \"X\";\n20 LIST 30\n30 IF A<=1.5E-3 THEN GOTO 10\n"
                             "40 LET A$=\"THEN\"+CHR$ 65\n50 REM  **\n60 PRINT AT 1,0;TAB 2;\n"),
    "not a line": "10 PRINT \"Q\"\n20 LIST 25\n30 STOP\n",
}))

# 6. system variables that hold addresses are the ROM's, and the display
#    file is the screen
CASES.update(_cases("system variables", {
    "d_file poke": ("10 LET D=PEEK 16396+256*PEEK 16397\n20 POKE D+1,38\n"
                    "30 POKE D+34,39\n40 POKE D+33*5+3,128+40\n"),
    "addresses": ("10 PRINT PEEK 16396+256*PEEK 16397\n20 PRINT PEEK 16400+256*PEEK 16401\n"
                  "30 PRINT PEEK 16404+256*PEEK 16405\n40 PRINT PEEK 16386+256*PEEK 16387\n"
                  "50 PRINT PEEK 16412+256*PEEK 16413\n60 PRINT PEEK 16410+256*PEEK 16411\n"),
    "vars grow": ("10 LET V=PEEK 16400+256*PEEK 16401\n20 LET E=PEEK 16404+256*PEEK 16405\n"
                  "30 PRINT E-V\n40 LET A$=\"HELLO\"\n"
                  "50 PRINT PEEK 16404+256*PEEK 16405-V\n60 PRINT PEEK V\n"),
    "d_file read": ("10 PRINT \"AB\"\n20 LET D=PEEK 16396+256*PEEK 16397\n"
                    "30 PRINT PEEK (D+1);\" \";PEEK (D+2);\" \";PEEK D;\" \";PEEK (D+33)\n"),
    "df_cc and s_posn": ("10 PRINT \"ABC\";\n20 LET C=PEEK 16398+256*PEEK 16399\n"
                         "30 LET D=PEEK 16396+256*PEEK 16397\n40 PRINT C-D;\" \";PEEK 16441;\" \";PEEK 16442\n"),
    "d_file 1k": ("10 LET D=PEEK 16396+256*PEEK 16397\n20 PRINT D;\" \";PEEK D;\" \";PEEK (D+1)\n"
                  "30 PRINT PEEK 16400+256*PEEK 16401-D\n"),
    "nxtlin and program": ("10 PRINT PEEK 16509;\" \";PEEK 16510\n20 PRINT PEEK 16425+256*PEEK 16426\n"
                           "30 PRINT PEEK 16511+256*PEEK 16512\n"),
    "poke screen then print": ("10 PRINT \"HELLO\"\n20 LET D=PEEK 16396+256*PEEK 16397\n"
                               "30 POKE D+2,52\n40 PRINT \"WORLD\"\n"),
}))
CASES.update(_cases("system variables", {
    "ppc err_sp in go sub": ("10 GOSUB 100\n20 PRINT PEEK 16386+256*PEEK 16387\n30 STOP\n"
                             "100 PRINT PEEK 16391+256*PEEK 16392\n110 PRINT PEEK 16386+256*PEEK 16387\n"
                             "120 PRINT PEEK 16425+256*PEEK 16426-16509\n130 RETURN\n"),
    "variables bytes": ("10 LET AB=2\n20 DIM C(2)\n30 DIM D$(2,3)\n40 FOR I=1 TO 2\n50 NEXT I\n"
                        "60 LET V=PEEK 16400+256*PEEK 16401\n70 LET E=PEEK 16404+256*PEEK 16405\n"
                        "80 FOR J=V TO E-1\n90 PRINT PEEK J;\" \";\n100 NEXT J\n"),
    "poke 1k display": ("10 PRINT \"ABCDEF\"\n20 LET D=PEEK 16396+256*PEEK 16397\n"
                        "30 POKE D+3,38\n40 PRINT PEEK (D+7);\" \";PEEK (D+8)\n"),
    "program bytes": ("10 REM XY\n20 FOR I=16509 TO 16522\n30 PRINT PEEK I;\" \";\n40 NEXT I\n"),
}))
CASES.update(_cases("system variables", {
    "poke into a rem": "10 REM ABC\n20 POKE 16514,40\n30 PRINT PEEK 16514;\" \";PEEK 16515\n",
}))
CASES["system variables: d_file 1k"]["ram"] = 1
CASES["system variables: poke 1k display"]["ram"] = 1

# issue 25, item 5: INPUT's line is the lower screen's bottom row; an answer
# the ROM refuses stays, with its error marker, for the user to go on typing
CASES.update(_cases("input", {
    "after print": '10 PRINT "HELLO"\n20 INPUT A\n30 PRINT A\n',
    "after semicolon": '10 PRINT "HELLO"\n15 PRINT "X";\n20 INPUT A$\n30 PRINT A$\n',
    "nothing printed": "10 INPUT A\n20 PRINT A\n",
    "syntax error": '10 PRINT "HELLO"\n20 INPUT A\n30 PRINT A\n',
    "error in the middle": "10 INPUT A\n20 PRINT A\n",
    "two answers": "10 INPUT A\n20 INPUT B\n30 PRINT A;B\n",
    "low on the screen": "10 FOR I=1 TO 20\n20 PRINT I\n30 NEXT I\n40 INPUT A$\n50 PRINT A$\n",
    "expression": "10 LET X=6\n20 INPUT A\n30 PRINT A\n",
    "keywords typed": "10 INPUT A\n20 PRINT A\n",
}))
CASES["input: after print"]["inputs"] = ["34"]
CASES["input: after semicolon"]["inputs"] = ["AB"]
CASES["input: nothing printed"]["inputs"] = ["7"]
CASES["input: syntax error"]["inputs"] = ["3+", "4"]
CASES["input: error in the middle"]["inputs"] = ["2)*3", "+1"]
CASES["input: two answers"]["inputs"] = ["1", "2"]
CASES["input: low on the screen"]["inputs"] = ["LOW"]
CASES["input: expression"]["inputs"] = ["X*7"]
CASES["input: keywords typed"]["inputs"] = ["INT PI"]

# issue 32, item 12: what LIST shows of the characters a file can hold (the
# golden's program bytes are the ROM's, for the text round trip of
# tests/formats/test_zx8x_listing_text.py)
CASES.update(_cases("listing text", {
    "space before rem": "10   REM X\n20 LIST\n",
    "graphics and inverse": '10 PRINT "\\\'\'\\!:\\::\\.:abc\\$%:\\@"\n20 LIST\n',
    "quote image": '10 LET A$="HE SAID ""HI"""\n20 PRINT A$\n30 REM `Q`\n40 LIST\n',
    "space before a string": '10 PRINT 1;  "A"\n20 LIST\n',
    "spaces after a keyword": "10 PRINT   1\n20 LIST\n",
    "spaces before keywords": '10 IF 1  THEN   PRINT "X"\n20 LIST\n',
    "tokens in a string": '10 PRINT "\\{213}\\{234}"\n20 LIST\n',
}))
CASES.update(_cases("input", {
    "a long answer": '10 PRINT "HI"\n20 INPUT A\n30 PRINT A\n',
}))
CASES["input: a long answer"]["inputs"] = ["1+" * 20, "1"]

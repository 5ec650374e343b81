"""Every statement of every dialect, in the forms a user might type: good
arguments, wrong ones, missing files, and the functions that decide where a
program's output goes (the REPL's ``DISPLAY auto``).

Used by tests/repl/test_every_statement.py (each statement through the
REPL's choice of display, and typed and RUN in a real terminal) and by the
sweep script tests/repl/sweep_tmux.py.  A statement here must never make the
REPL show a Python error, in any dialect, typed directly or in a program.
"""
from __future__ import annotations

#: statements and functions by dialect; each entry is one direct command
#: (the program form is ``10 `` followed by it)
CORPUS: dict[str, list[str]] = {
    "spectrum": [
        "DEF FN f(x)=x*2", 'CAT', 'CAT 1', 'FORMAT "a"', 'MOVE "a","b"', 'ERASE "a"',
        'OPEN #4,"s"', 'OPEN #4,"x"', "CLOSE #4", 'MERGE "nofile"', 'VERIFY "nofile"',
        "BEEP 0.01,0", "BEEP 20,0", "CIRCLE 100,100,20", "CIRCLE 0,0,300", "INK 2",
        "INK 9", "INK 12", "PAPER 5", "FLASH 1", "BRIGHT 1", "INVERSE 1", "OVER 1",
        "OUT 254,1", 'LPRINT "x"', "LLIST", "STOP", "READ a", "DATA 1,2", "RESTORE",
        "RESTORE 10", "NEW", "BORDER 2", "BORDER 8", "CONTINUE", "DIM a(5)",
        "DIM a$(3,4)", "DIM a(70000)", "REM x", "FOR i=1 TO 3", "GO TO 10",
        "GO TO 70000", "GO SUB 10", "INPUT a", 'INPUT "name? ";a$', "INPUT LINE a$",
        'INPUT AT 0,0;"x";a', 'LOAD "nofile"', 'LOAD ""', 'LOAD "" CODE',
        'LOAD "x" SCREEN$', 'LOAD "x" DATA a()', "LIST", "LIST 10", "LET a=1",
        'LET a$="x"', "LET a(1)=1", "PAUSE 1", "PAUSE 0", "NEXT i", "NEXT z",
        "POKE 23692,255", "POKE 16384,255", "POKE 0,1", "PRINT 1", 'PRINT "hi";',
        'PRINT AT 3,3;"X"', 'PRINT AT 22,0;"X"', "PRINT TAB 5;1", 'PRINT INK 2;"x"',
        "PRINT #0;1", "PRINT #4;1", "PRINT #16;1", "PLOT 10,10", "PLOT 300,0", "RUN",
        "RUN 10", 'SAVE "sweep"', 'SAVE "sweep" LINE 10', 'SAVE "x" CODE 0,10',
        'SAVE "x" SCREEN$', 'SAVE ""', 'SAVE "sweep.tap"', 'SAVE "sweep.p"',
        "RANDOMIZE", "RANDOMIZE 1", "IF 1 THEN PRINT 1", "IF 0 THEN GO TO 10", "CLS",
        "DRAW 10,10", "DRAW 10,10,1", "DRAW 1000,0", "CLEAR", "CLEAR 30000",
        "CLEAR 100", "RETURN", "COPY",
        "PRINT RND", "PRINT INKEY$", "PRINT PI", "PRINT FN f(1)", "PRINT POINT (1,1)",
        "PRINT SCREEN$ (0,0)", "PRINT ATTR (0,0)", 'PRINT VAL$ "1"', 'PRINT CODE "a"',
        'PRINT VAL "1+"', 'PRINT LEN "ab"', "PRINT SIN 1", "PRINT COS 1", "PRINT TAN 1",
        "PRINT ASN 2", "PRINT ACS 1", "PRINT ATN 1", "PRINT LN 0", "PRINT EXP 100",
        "PRINT INT -1.5", "PRINT SQR -1", "PRINT SGN -2", "PRINT ABS -2", "PRINT PEEK 0",
        "PRINT IN 254", "PRINT USR 0", 'PRINT USR "a"', "PRINT STR$ 1", "PRINT CHR$ 65",
        "PRINT NOT 1", "PRINT BIN 101", "PRINT 1 OR 0", "PRINT 1 AND 0", "PRINT 1<=2",
        "PRINT 1/0", "PRINT a$", "PRINT b(1)", 'PRINT "abc"(2 TO)',
        "SOUND 1,2", "ON ERR GO TO 10", "DELETE 10", "RESET", "PLAY \"a\"", "SPECTRUM",
        "EDIT", "EDIT 10", "SCREENSHOT", 'SCREENSHOT "sweep.png"', "DISPLAY",
        "DISPLAY text", "DISPLAY auto", "HELP", "CONT",
    ],
    "zx81": [
        "LPRINT 1", "LLIST", "STOP", "SLOW", "FAST", "NEW", "SCROLL", "CONT",
        "DIM A(5)", "DIM A$(3,4)", "REM X", "FOR I=1 TO 3", "GOTO 10", "GOTO 70000",
        "GOSUB 10", "INPUT A", "INPUT A$", 'LOAD "NOFILE"', 'LOAD ""', "LIST",
        "LIST 10", "LET A=1", 'LET A$="X"', "PAUSE 10", "PAUSE 40000", "NEXT I",
        "NEXT Z", "POKE 16418,0", "POKE 0,1", "PRINT 1", 'PRINT "HI";',
        'PRINT AT 3,3;"X"', 'PRINT AT 22,0;"X"', "PRINT TAB 5;1", "PLOT 1,1",
        "PLOT 100,1", "UNPLOT 1,1", "RUN", "RUN 10", 'SAVE "SWEEP"', 'SAVE ""',
        'SAVE "SWEEP.P"', "RAND", "RAND 1", "IF 1 THEN PRINT 1", "CLS", "CLEAR",
        "RETURN", "COPY",
        'PRINT CODE "A"', 'PRINT VAL "1+"', 'PRINT LEN "AB"', "PRINT SIN 1",
        "PRINT COS 1", "PRINT TAN 1", "PRINT ASN 2", "PRINT ACS 1", "PRINT ATN 1",
        "PRINT LN 0", "PRINT EXP 100", "PRINT INT -1.5", "PRINT SQR -1", "PRINT SGN -2",
        "PRINT ABS -2", "PRINT PEEK 0", "PRINT USR 0", "PRINT STR$ 1", "PRINT CHR$ 38",
        "PRINT INKEY$", "PRINT RND", "PRINT PI", "PRINT NOT 1", "PRINT 1 AND 0",
        "PRINT 1 OR 0", "PRINT 1/0", "PRINT A$", "PRINT B(1)",
        "EDIT", "SCREENSHOT", "DISPLAY", "HELP",
    ],
    "zx80": [
        "LIST", "LIST 10", "RETURN", "CLS", "DIM A(5)", 'SAVE', 'SAVE "SWEEP"',
        'SAVE "SWEEP.O"', "FOR I=1 TO 3", "GO TO 10", "GO TO 70000", "POKE 16384,0",
        "POKE 0,1", "INPUT A", "INPUT A$", "RANDOMISE", "RANDOMISE 1", "LET A=1",
        'LET A$="X"', "NEXT I", "NEXT Z", "PRINT 1", 'PRINT "HI";', "PRINT 1,2",
        "NEW", "RUN", "RUN 10", "STOP", "CONTINUE", "IF 1 THEN PRINT 1", "GO SUB 10",
        "LOAD", 'LOAD "NOFILE"', "CLEAR", "REM X",
        "PRINT ABS -2", "PRINT CHR$ 38", 'PRINT CODE "A"', "PRINT PEEK 0", "PRINT RND 10",
        "PRINT STR$ 1", 'PRINT TL$ "AB"', "PRINT USR 0", "PRINT 1 AND 0", "PRINT 1 OR 0",
        "PRINT NOT 1", "PRINT 1/0", "PRINT 32767+1", "PRINT A$", "PRINT B(1)",
        "EDIT", "SCREENSHOT", "DISPLAY", "HELP", "CONT",
    ],
    "c64": [
        "END", "FOR I=1 TO 3", "NEXT", "NEXT Z", "DATA 1,2", "INPUT#1,A", "INPUT A",
        'INPUT "NAME";A$', "DIM A(5)", "DIM A(70000)", "READ A", "LET A=1", "A=1",
        "GOTO 10", "GO TO 10", "RUN", "RUN 10", "IF 1 THEN PRINT 1", "IF 0 GOTO 10",
        "RESTORE", "GOSUB 10", "RETURN", "REM X", "STOP", "ON 1 GOTO 10",
        "ON 1 GOSUB 10", "WAIT 198,1", "WAIT 1,1,1", 'LOAD "SWEEPX",8', 'LOAD "SWEEPX"',
        "LOAD", 'LOAD "$",8', 'SAVE "SWEEP",8', 'SAVE "SWEEP"', "SAVE", 'SAVE "SWEEP",1',
        'SAVE "SWEEP.PRG",8', 'VERIFY "SWEEP",8', 'VERIFY "NOFILE"', "VERIFY",
        "DEF FN A(X)=X*2", "POKE 53280,0", "POKE 1024,1", "POKE 646,1",
        'PRINT#1,"A"', 'PRINT "A"', 'PRINT "{clr}"', 'PRINT "{red}X"', "PRINT CHR$(147)",
        'PRINT "{rvon}X"', "PRINT TAB(5)1", "PRINT SPC(5)1", "CONT", "LIST", "LIST 10-",
        "CLR", "CMD 4", "CMD 1", "SYS 64738", "SYS 49152", "OPEN 1,4", "OPEN 1,8,15",
        'OPEN 2,8,2,"F,S,W"', "OPEN 1", "OPEN 1,3", "OPEN 1,0", "CLOSE 1", "GET A$",
        "GET#1,A$", "NEW",
        "PRINT SGN(-2)", "PRINT INT(-1.5)", "PRINT ABS(-2)", "PRINT USR(0)",
        "PRINT FRE(0)", "PRINT POS(0)", "PRINT SQR(-1)", "PRINT RND(1)", "PRINT LOG(0)",
        "PRINT EXP(100)", "PRINT COS(1)", "PRINT SIN(1)", "PRINT TAN(1)", "PRINT ATN(1)",
        "PRINT PEEK(197)", 'PRINT LEN("AB")', "PRINT STR$(1)", 'PRINT VAL("1")',
        'PRINT ASC("")', "PRINT CHR$(65)", 'PRINT LEFT$("AB",1)', 'PRINT RIGHT$("AB",1)',
        'PRINT MID$("AB",2)', "PRINT FN A(1)", "PRINT TI", "PRINT TI$", 'TI$="000000"',
        "PRINT ST", "PRINT 1 AND 0", "PRINT NOT 1", "PRINT 1/0", "PRINT A$(1)",
        "EDIT", "SCREENSHOT", "DISPLAY", "HELP",
    ],
}

DIALECTS = tuple(CORPUS)

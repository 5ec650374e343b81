"""Programs as a file brings them, for the ROMs: the cases of
tests/formats/test_loaded.py, whose answers gen_loaded.py asks of the
genuine ROMs (../golden/loaded_rom.json).

A case is the program as stored (each line's number and body: a listing
line stored as the ROM's editor stores it, or its bytes given in hex), the
variables area's bytes, and the command that starts it (``RUN``, or ``GO
TO n``, which is what LOAD's autostart does: the variables are kept).
"""
from __future__ import annotations

from typing import Any

from basic.dialects.sinclair import calculator as zx


def fp(value: Any) -> str:
    """The Spectrum's five bytes for ``value``, as hex."""
    return zx.to_fp5(value).hex()


def zfp(value: float) -> str:
    """The ZX81's five bytes for ``value`` (no small-integer form), as hex."""
    return bytes(5).hex() if value == 0 else zx.to_fp5(float(value)).hex()


# Spectrum: (number, listing body) or (number, {"hex": body bytes}); the
# variables as hex; the GO TO line (None: RUN)
SPECTRUM: dict[str, dict[str, Any]] = {
    # lines out of order, a number twice: RUN walks them as stored and GO TO
    # finds the first line whose number is at least its target (LINE-ADDR)
    "walk_and_duplicates": {
        "lines": [(20, 'LET n=n+1: PRINT "twenty ";n: IF n=3 THEN STOP'),
                  (10, 'PRINT "ten a"'), (10, 'PRINT "ten b"'), (5, "GO TO 10")],
        "variables": "6e" + fp(0), "goto": 1},
    "goto_a_repeated_number": {
        "lines": [(10, 'PRINT "first ten"'), (10, 'PRINT "second ten": STOP'),
                  (30, "GO TO 10")],
        "variables": "", "goto": 30},
    "gosub_return_to_a_repeated_number": {
        "lines": [(10, 'GO SUB 100: PRINT "back in the first ten"'),
                  (10, 'PRINT "second ten": STOP'), (100, "RETURN")],
        "variables": "", "goto": None},
    "list_shows_them_as_stored": {
        "lines": [(5, "LIST"), (30, 'PRINT "x"'), (10, "STOP"), (10, "REM again")],
        "variables": "", "goto": 5},
    # the hidden number is what runs, not the digits
    "a_stored_number_unlike_its_digits": {
        "lines": [(10, {"hex": "f5" + "31" + "0e" + fp(2)}),            # PRINT 1 (2 stored)
                  (20, {"hex": "ec" + "35" + "0e" + fp(40)}),            # GO TO 5 (40 stored)
                  (30, 'PRINT "thirty"'), (40, 'PRINT "forty"')],
        "variables": "", "goto": None},
    # a line that does not parse: what runs before it runs, then the report
    "a_line_that_does_not_parse": {
        "lines": [(10, 'PRINT "before"'),
                  (20, {"hex": "f5" + "31" + "0e" + fp(1) + "3a" + "f5" + "29"}),  # PRINT 1: PRINT )
                  (30, 'PRINT "after"')],
        "variables": "", "goto": None},
    "nonsense_after_a_whole_statement": {
        "lines": [(10, {"hex": "f5" + "31" + "0e" + fp(1) + "29"})],           # PRINT 1)
        "variables": "", "goto": None},
    "nonsense_in_the_first_statement": {
        "lines": [(10, {"hex": "f5" + "29" + "3a" + "f5" + "32" + "0e" + fp(2)})],
        "variables": "", "goto": None},
    # RETURN goes to the line and statement GO SUB kept, found by number
    # from the start (LINE-ADDR): a statement past the end of the first
    # line 10 is the start of the line after it
    "return_finds_its_line_by_number": {
        "lines": [(10, 'GO SUB 100: PRINT "a"'),
                  (10, 'LET n=n+1: PRINT "b";n: GO SUB 100+3*(n=3): PRINT "c"'),
                  (100, "RETURN"), (103, "STOP")],
        "variables": "6e" + fp(0), "goto": 1},
    # NEXT goes back by number too: the FOR kept line 10, statement 3, and
    # the first line 10 has one statement (N Statement lost, reported at the
    # statement before the one asked for)
    "next_finds_its_line_by_number": {
        "lines": [(10, 'PRINT "a"'), (10, 'LET n=n+1: FOR i=1 TO 2: PRINT "b";n;i'),
                  (15, "IF n=3 THEN STOP"), (20, "NEXT i")],
        "variables": "6e" + fp(0), "goto": 1},
    # ... and a line not there at all is N too, where RETURN stands
    "return_to_a_line_not_there": {
        "lines": [(20, 'PRINT "twenty"'), (10, 'GO SUB 100+3*(n=1): LET n=n+1: PRINT "c"'),
                  (30, 'PRINT "thirty"'), (100, "RETURN"), (103, "STOP")],
        "variables": "6e" + fp(0), "goto": 10},
    # every kind of variable the area holds, and a FOR loop going on
    "every_kind_of_variable": {
        "lines": [(10, 'PRINT a;" ";total;" ";b$;" ";c(2);" ";d$(2)'),
                  (15, 'PRINT "loop ";i'), (20, "NEXT i")],
        "variables": ("61" + fp(7)                                       # a = 7
                      + "b4" + "6f7461" + "ec" + fp(12.5)              # total = 12.5
                      + "42" + "0300" + "686579"                       # b$ = "hey"
                      + "83" + "1200" + "01" + "0300" + fp(1) + fp(2) + fp(3)   # c(3)
                      + "c4" + "0b00" + "02" + "0200" + "0300" + "616263" + "78797a"  # d$(2,3)
                      + "e9" + fp(1) + fp(3) + fp(1) + "0f00" + "01"),  # FOR i=1 TO 3 at 15:1
        "goto": 10},
}

# ZX81: the same; bodies in the ZX81's codes as hex, or a listing line
ZX81: dict[str, dict[str, Any]] = {
    "hello_p": {                       # ryangray/zx81-utils' hello.p, saved with A=123
        "lines": [(10, 'PRINT "HELLO"'), (20, "STOP"), (90, 'SAVE "HELLO"'),
                  (91, 'PRINT "A=";A')],
        "variables": "66" + zfp(123), "goto": 91},
    "hello_p_to_its_end": {            # ... and on to its 99 RUN: RUN leaves the screen
        "lines": [(10, 'PRINT "HELLO"'), (20, "STOP"), (90, 'SAVE "HELLO"'),
                  (91, 'PRINT "A=";A'), (99, "RUN")],
        "variables": "66" + zfp(123), "goto": 91},
    "walk_and_duplicates": {
        "lines": [(20, 'PRINT "TWENTY"'), (10, 'PRINT "TEN A"'), (10, 'PRINT "TEN B"'),
                  (25, "LET N=N+1"), (26, "IF N=2 THEN STOP"), (5, "GOTO 10")],
        "variables": "73" + zfp(0), "goto": 1},
    # the ZX81 checks a statement's end only as a line is typed: PRINT 1?
    # prints 1 and goes on; a statement cut short is C
    "nonsense_after_a_whole_statement": {
        "lines": [(10, 'PRINT "BEFORE"'), (20, {"hex": "f5" + "1d7e" + zfp(1) + "0f"}),
                  (30, 'PRINT "AFTER"')],
        "variables": "", "goto": None},
    "a_statement_cut_short": {
        "lines": [(10, 'PRINT "BEFORE"'), (20, {"hex": "f5" + "1d7e" + zfp(1) + "15"}),
                  (30, 'PRINT "AFTER"')],                                     # PRINT 1+
        "variables": "", "goto": None},
    # hitch-h.p's FOR I=1 TO LEN X?: with X$ (and no X) LEN X finds no X
    "hitch_h_len_x": {
        "lines": [(20, {"hex": "eb2e14" + "1d7e" + zfp(1) + "df" + "c63d0f"}),   # FOR I=1 TO LEN X?
                  (30, 'PRINT "AFTER"')],
        "variables": "5d0200" + "2627", "goto": 20},
    "a_stored_number_unlike_its_digits": {
        "lines": [(10, {"hex": "f5" + "1d" + "7e" + zfp(2)}),               # PRINT 1 (2 stored)
                  (20, {"hex": "ec" + "21" + "7e" + zfp(40)}),              # GOTO 5 (40 stored)
                  (30, 'PRINT "THIRTY"'), (40, 'PRINT "FORTY"')],
        "variables": "", "goto": None},
    # GO SUB keeps PPC+1: RETURN goes to the first line numbered at least
    # that, found from the start (12, stored before 11)
    "return_finds_a_line_by_number": {
        "lines": [(10, "GOSUB 100"), (5, 'PRINT "FIVE"'), (12, 'PRINT "TWELVE"'),
                  (11, 'PRINT "ELEVEN"'), (100, "RETURN")],
        "variables": "", "goto": None},
    # FOR keeps PPC+1 too: NEXT goes to the first line from the start
    # numbered at least that (50, stored before the FOR)
    "next_finds_a_line_by_number": {
        "lines": [(50, 'PRINT "FIFTY ";I'), (51, "IF I=2 THEN STOP"), (10, "FOR I=1 TO 2"),
                  (20, 'PRINT "TWENTY ";I'), (30, "NEXT I")],
        "variables": "6e" + zfp(0), "goto": 1},
    # LOAD brings the system variables too: CONT goes to the file's OLDPPC
    # and RND goes on from its SEED ("command": the keywords typed, in turn)
    "cont_goes_to_the_saved_oldppc": {
        "lines": [(10, 'PRINT "TEN"'), (20, "STOP"), (30, 'PRINT "THIRTY ";A')],
        "variables": "66" + zfp(42), "goto": None, "command": ["CONT"],
        "sysvars": {"OLDPPC": 30}},
    "rnd_from_the_saved_seed": {
        "lines": [(10, "PRINT RND"), (20, "PRINT RND")],
        "variables": "", "goto": None, "command": ["RUN"], "sysvars": {"SEED": 1234}},
    # a program that ended: CONT goes to OLDPPC, which report 0 leaves
    # where it was (0, after this LOAD): the program runs again from line 10
    "cont_after_the_end": {
        "lines": [(10, "LET N=N+1"), (20, "PRINT N")],
        "variables": "73" + zfp(0), "goto": None, "command": ["GOTO 10", "CONT"]},
    # CONT at once: OLDPPC is 0 in a file basic wrote (as after the machine
    # is switched on), and GOTO 0 runs the program from its start
    "cont_just_after_load": {
        "lines": [(10, 'PRINT "A"'), (20, 'PRINT "B"')],
        "variables": "", "goto": None, "command": ["CONT"]},
    "every_kind_of_variable": {
        "lines": [(10, 'PRINT A;" ";TOTAL;" ";B$;" ";C(2);" ";D$(2)'),
                  (15, 'PRINT "LOOP ";I'), (20, "NEXT I")],
        "variables": ("66" + zfp(7)
                      + "b9" + "34" + "39" + "26" + "b1" + zfp(12.5)   # TOTAL
                      + "47" + "0300" + "2d2a3e"                        # B$ = "HEY"
                      + "88" + "1200" + "01" + "0300" + zfp(1) + zfp(2) + zfp(3)
                      + "c9" + "0b00" + "02" + "0200" + "0300" + "262728" + "3d3e3f"
                      + "ee" + zfp(1) + zfp(3) + zfp(1) + "0f00"),      # FOR I=1 TO 3 at 15
        "goto": 10},
}


def zx80_tokens() -> dict[str, str]:
    """The ZX80's keyword and symbol tokens, as hex (TKN-TABLE, 0x00BA)."""
    from basic.dialects.zx80.charset import ZX80_FIRST_TOKEN, ZX80_TOKENS
    return {word: f"{ZX80_FIRST_TOKEN + i:02x}" for i, word in enumerate(ZX80_TOKENS)
            if word != "?"}


def i16(value: int) -> str:
    """A ZX80 integer's two bytes, as hex."""
    return (value & 0xFFFF).to_bytes(2, "little").hex()


_T = zx80_tokens()

# ZX80: the same, and the command typed after LOAD (RUN, GO TO n or
# CONTINUE: a ZX80 program never starts itself); "sysvars" overrides system
# variables of the .o basic writes (their addresses: o.py), as a file saved
# at another moment holds them.  The ZX80 stores a number as its digits.
ZX80: dict[str, dict[str, Any]] = {
    # RUN and GO TO walk the lines as stored; GO TO n (LINE-ADDR, 0x060A)
    # takes the first line from the start whose number is at least n
    "walk_and_duplicates": {
        "lines": [(20, 'PRINT "TWENTY"'), (10, 'PRINT "TEN A"'), (10, 'PRINT "TEN B"'),
                  (25, "LET N=N+1"), (26, "IF N=2 THEN STOP"), (5, "GO TO 10")],
        "variables": "73" + i16(0), "command": "GO TO 1"},
    "goto_a_repeated_number": {
        "lines": [(10, 'PRINT "FIRST TEN"'), (10, "STOP"), (30, "GO TO 10")],
        "variables": "", "command": "GO TO 30"},
    # GO SUB keeps PPC+1 (0x0943) and RETURN goes to the first line from
    # the start numbered at least that: here line 12, stored before 11
    "return_finds_a_line_by_number": {
        "lines": [(10, "GO SUB 100"), (5, 'PRINT "FIVE"'), (12, 'PRINT "TWELVE"'),
                  (11, 'PRINT "ELEVEN"'), (100, "RETURN")],
        "variables": "", "command": "RUN"},
    # a FOR keeps PPC+1 as its line: NEXT goes to the first line from the
    # start numbered at least that, here 50, stored before the FOR
    "next_finds_a_line_by_number": {
        "lines": [(50, 'PRINT "FIFTY ";I'), (51, "IF I=2 THEN STOP"), (10, "FOR I=1 TO 2"),
                  (20, 'PRINT "TWENTY ";I'), (30, "NEXT I")],
        "variables": "6e" + i16(0), "command": "GO TO 1"},
    # GO SUB to a line that is not there goes to the next one by number
    "gosub_a_missing_line": {
        "lines": [(50, 'PRINT "FIFTY"'), (60, "RETURN"), (10, "GO SUB 45"),
                  (20, 'PRINT "BACK"'), (30, "STOP")],
        "variables": "", "command": "GO TO 10"},
    "goto_past_every_line": {
        "lines": [(50, 'PRINT "FIFTY"'), (10, "GO TO 100"), (60, 'PRINT "SIXTY"')],
        "variables": "", "command": "GO TO 10"},
    "list_shows_them_as_stored": {
        "lines": [(5, "LIST"), (30, 'PRINT "X"'), (10, "STOP"), (10, "REM AGAIN")],
        "variables": "", "command": "RUN"},
    # the variables area (NEXT-ONE's kinds): A=7, TOTAL=-3, B$="HEY",
    # C(2)=0,5,9, and a FOR I=1 TO 3 looping to line 15
    "every_kind_of_variable": {
        "lines": [(10, 'PRINT A;" ";TOTAL;" ";B$;" ";C(1);" ";C(2)'),
                  (15, 'PRINT "LOOP ";I'), (20, "NEXT I")],
        "variables": ("66" + i16(7) + "59" + "343926" + "b1" + i16(-3)
                      + "87" + "2d2a3e" + "01" + "a8" + "02" + i16(0) + i16(5) + i16(9)
                      + "ee" + i16(1) + i16(3) + i16(15)),
        "command": "GO TO 10"},
    # CONTINUE goes to OLDPPC, which LOAD brought with the system variables
    "continue_goes_to_the_saved_oldppc": {
        "lines": [(10, 'PRINT "TEN"'), (20, "STOP"), (30, 'PRINT "THIRTY ";A')],
        "variables": "66" + i16(42), "command": "CONTINUE", "sysvars": {"OLDPPC": 30}},
    # CONTINUE after a program that ended: report 0 leaves OLDPPC as it was
    # (0 after LOAD of a file basic wrote), so the program runs again
    "continue_after_the_end": {
        "lines": [(10, 'PRINT "A"'), (20, 'PRINT "B"')],
        "variables": "", "command": ["RUN", "CONTINUE"]},
    "continue_after_stop_twice": {
        "lines": [(10, 'PRINT "A"'), (20, "STOP"), (30, 'PRINT "C"')],
        "variables": "", "command": ["RUN", "CONTINUE", "CONTINUE"]},
    # LOAD goes back to the editor: nothing runs, the listing shows
    "load_does_not_start_it": {
        "lines": [(10, 'PRINT "A"'), (20, 'PRINT "B"')],
        "variables": "", "command": ""},
    # RUN clears them (CLEAR, then GO TO)
    "run_clears_the_variables": {
        "lines": [(10, "PRINT A")], "variables": "66" + i16(7), "command": "RUN"},
    # a program that changes them leaves the area in the ROM's order
    "variables_changed_and_made": {
        "lines": [(10, "LET A=A+1"), (20, "LET Z=1"), (30, "LET C(1)=C(1)+1"),
                  (40, "PRINT A;Z;C(1)")],
        "variables": "66" + i16(7) + "a8" + "01" + i16(4) + i16(5), "command": "GO TO 10"},
    # RND goes on from the SEED LOAD brought (RUN does not change it)
    "rnd_from_the_saved_seed": {
        "lines": [(10, "PRINT RND(1000)"), (20, "PRINT RND(1000)")],
        "variables": "", "command": "RUN", "sysvars": {"SEED": 1234}},
    # lines that do not parse: the 4K ROM checks a line only as it is
    # typed, and has no report for nonsense
    "a_statement_then_one_code_more": {              # PRINT 1)
        "lines": [(10, 'PRINT "BEFORE"'), (20, {"hex": _T["PRINT"] + "1d" + _T[")"]}),
                  (30, 'PRINT "AFTER"')],
        "variables": "", "command": "RUN"},
    "a_statement_then_a_keyword": {                  # LET A=1 THEN
        "lines": [(10, 'PRINT "BEFORE"'), (20, {"hex": _T["LET"] + "26" + _T["="] + "1d"
                                                + _T["THEN"]}),
                  (30, 'PRINT "AFTER"')],
        "variables": "", "command": "RUN"},
    "a_statement_then_codes": {                      # PRINT 1)X
        "lines": [(10, 'PRINT "BEFORE"'), (20, {"hex": _T["PRINT"] + "1d" + _T[")"] + "3d"}),
                  (30, 'PRINT "AFTER"')],
        "variables": "", "command": "RUN"},
    "the_last_operand_missing": {                    # PRINT 2*3+
        "lines": [(10, 'PRINT "BEFORE"'),
                  (20, {"hex": _T["PRINT"] + "1e" + _T["*"] + "1f" + _T["+"]}),
                  (30, 'PRINT "AFTER"')],
        "variables": "", "command": "RUN"},
    "a_bracket_left_open": {                         # LET A=7-(
        "lines": [(10, {"hex": _T["LET"] + "26" + _T["="] + "23" + _T["-"] + _T["("]}),
                  (20, "PRINT A")],
        "variables": "", "command": "RUN"},
    "the_operand_missing_in_a_product": {           # PRINT 1+2*
        "lines": [(10, {"hex": _T["PRINT"] + "1d" + _T["+"] + "1e" + _T["*"]})],
        "variables": "", "command": "RUN"},
    "no_keyword": {                                  # A=1
        "lines": [(10, 'PRINT "BEFORE"'), (20, {"hex": "26" + _T["="] + "1d"}),
                  (30, 'PRINT "AFTER"')],
        "variables": "", "command": "RUN"},
    "codes_before_the_keyword": {                    # 1A PRINT 2
        "lines": [(10, 'PRINT "BEFORE"'), (20, {"hex": "1d26" + _T["PRINT"] + "1e"}),
                  (30, 'PRINT "AFTER"')],
        "variables": "", "command": "RUN"},
    "an_empty_line": {
        "lines": [(10, 'PRINT "BEFORE"'), (20, {"hex": ""}), (30, 'PRINT "AFTER"')],
        "variables": "", "command": "RUN"},
    "nothing_where_an_operand_begins": {            # PRINT )
        "lines": [(10, 'PRINT "BEFORE"'), (20, {"hex": _T["PRINT"] + _T[")"]}),
                  (30, 'PRINT "AFTER"')],
        "variables": "", "command": "RUN"},
    "a_number_too_big": {                            # PRINT 40000
        "lines": [(10, {"hex": _T["PRINT"] + "201c1c1c1c"}), (20, 'PRINT "AFTER"')],
        "variables": "", "command": "RUN"},
    "let_without_its_value": {                       # LET A
        "lines": [(10, {"hex": _T["LET"] + "26"}), (20, "PRINT A")],
        "variables": "", "command": "RUN"},
    # LIST shows each line as stored, the ones that do not parse too
    "list_lines_that_do_not_parse": {
        "lines": [(10, {"hex": _T["PRINT"] + "1d" + _T[")"]}),                 # PRINT 1)
                  (20, {"hex": "26" + _T["="] + "1d"}),                         # A=1
                  (30, {"hex": "1d26" + _T["PRINT"] + "1e"}),                   # 1A PRINT 2
                  (40, {"hex": ""}),
                  (50, {"hex": _T["PRINT"] + "201c1c1c1c"}),                   # PRINT 40000
                  (60, {"hex": _T["LET"] + "26" + _T["="] + "23" + _T["-"] + _T["("]})],
        "variables": "", "command": "LIST"},
    # LIST n starts at the first line from the start numbered at least n
    "list_from_a_number_out_of_order": {
        "lines": [(30, 'PRINT "THIRTY"'), (10, 'PRINT "TEN"'), (20, "STOP"), (10, "REM TWICE")],
        "variables": "", "command": "LIST 15"},
    # GO TO straight to a line that does not parse
    "goto_a_line_that_does_not_parse": {
        "lines": [(10, 'PRINT "TEN"'), (20, {"hex": _T["PRINT"] + "1e" + _T["THEN"]}),
                  (30, 'PRINT "THIRTY"')],
        "variables": "", "command": "GO TO 20"},
    "a_number_where_a_string_goes": {               # LET A$=1
        "lines": [(10, {"hex": _T["LET"] + "260d" + _T["="] + "1d"}), (20, "PRINT A")],
        "variables": "", "command": "RUN"},
    "a_number_where_a_string_goes_then_the_string": {  # LET A$=1, PRINT A$
        "lines": [(10, {"hex": _T["LET"] + "260d" + _T["="] + "1d"}), (20, "PRINT A$")],
        "variables": "", "command": "RUN"},
    "a_string_where_a_long_name_goes": {            # LET AB=B$ with B$="X"
        "lines": [(10, {"hex": _T["LET"] + "2627" + _T["="] + "270d"}), (20, "PRINT AB")],
        "variables": "87" + "3d" + "01", "command": "GO TO 10"},
    "a_string_where_a_number_goes": {               # LET A=B$ with B$="X"
        "lines": [(10, {"hex": _T["LET"] + "26" + _T["="] + "270d"}), (20, "PRINT A")],
        "variables": "87" + "3d" + "01", "command": "GO TO 10"},
}


# ZX80: listings typed at the ROM's keyboard, then SAVE: the file it writes
ZX80_SAVED: dict[str, str] = {
    "empty": "",
    "one_line": "10 REM X",
    "a_program": '10 LET A=5\n20 PRINT A;"HI (THERE)"\n30 GO TO 10',
    "numbers_to_9999": '5 PRINT "ONE"\n10 PRINT "TWO"\n1000 STOP\n9999 REM LAST',
    "spaces_and_graphics": '10   REM \\:: \\.\'\n20 PRINT "A",,"B";\n30 IF A=1 THEN GO SUB 10',
}

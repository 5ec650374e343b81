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

"""RETURN by number after the program changes under a GO SUB.

The Spectrum's and the ZX81's RETURN find the kept line:statement by number
(LINE-NEW, LINE-ADDR).  While the program is as it was when GO SUB ran, the
flat index GO SUB kept is that very statement, and RETURN takes it without
the search; these cases edit the program while a subroutine is stopped, so
the kept index no longer names the kept statement and the search must run:
each would go wrong if RETURN trusted the kept index.  The ROM's answers for
the search itself are in tests/formats/golden/loaded_rom.json.
"""
from __future__ import annotations

import pytest

from basic.core.interpreter import Interpreter
from basic.dialects import get_dialect
from basic.frontends.headless import HeadlessHost

SUB = "100 STOP\n110 RETURN\n"


def stop_edit_continue(dialect: str, first: str, second: str) -> tuple[str, int, int, object]:
    """Run ``first`` to its STOP in the subroutine, replace the program with
    ``second``, CONTINUE; the report and the trace ``t``."""
    d = get_dialect(dialect)
    interp = Interpreter(d, d.make_machine(host=HeadlessHost()))
    interp.set_program(d.parse_listing(first).program)
    assert interp.run().code == "9"
    interp.set_program(d.parse_listing(second).program)
    r = interp.run_direct(d.parse_line("CONTINUE"))
    return r.code, r.line, r.stmt, interp.vars.num[interp.vars.num_slot("t")]


CASES = [
    # lines put in before: the kept index is stale, the statement is found by number
    ("10 LET t=1: GO SUB 100: LET t=t*10+2: STOP\n",
     "5 LET t=5\n10 LET t=1: GO SUB 100: LET t=t*10+2: STOP\n", ("9", 10, 4, 12)),
    # the GO SUB line gone: N where RETURN stands
    ("10 LET t=1: GO SUB 100: LET t=t*10+2: STOP\n20 LET t=t*10+3: STOP\n",
     "20 LET t=t*10+3: STOP\n", ("N", 110, 1, 1)),
    # the line shorter: the kept statement is past its end by more than one:
    # N, at the statement before it
    ("10 LET t=1: GO SUB 100: LET t=t*10+2\n20 LET t=t*10+3: STOP\n",
     "10 LET t=1\n20 LET t=t*10+3: STOP\n", ("N", 10, 2, 1)),
    ("10 LET t=1: LET t=t: GO SUB 100: LET t=t*10+2\n20 LET t=t*10+3: STOP\n",
     "10 LET t=1\n20 LET t=t*10+3: STOP\n", ("N", 10, 3, 1)),
    # ... by one: the line after it
    ("10 LET t=1: GO SUB 100\n20 LET t=t*10+3: STOP\n",
     "10 LET t=1: LET t=t*10+2\n20 LET t=t*10+3: STOP\n", ("9", 20, 2, 13)),
    # GO SUB last in its line, the line now longer: the kept statement is the new one
    ("10 LET t=1: GO SUB 100\n20 LET t=t*10+3: STOP\n",
     "10 LET t=1: GO SUB 100: LET t=t*10+2: STOP\n20 LET t=t*10+3: STOP\n", ("9", 10, 4, 12)),
]


@pytest.mark.parametrize("first, second, expected", CASES)
def test_spectrum_return_after_an_edit_searches_by_number(first: str, second: str,
                                                          expected: tuple) -> None:
    assert stop_edit_continue("spectrum", first + SUB, second + SUB) == expected


def test_zx81_return_after_lines_put_in_before_its_line() -> None:
    """PPC+1 by number: a line put in between GO SUB's and the next is where RETURN goes."""
    first = "10 LET T=1\n20 GOSUB 100\n30 LET T=T*10+3\n40 STOP\n"
    second = "10 LET T=1\n20 GOSUB 100\n25 LET T=T*10+5\n30 LET T=T*10+3\n40 STOP\n"
    assert stop_edit_continue("zx81", first + SUB, second + SUB) == ("9", 40, 1, 153)

"""FOR, NEXT, GOSUB and RETURN on the ROM's stack, through the closures'
usual cases (issue 30: a FOR with numbers in its line and a GOSUB push a
frame made once, which nothing changes; NEXT of a loop inside others cuts
them first, then pops its own; RETURN pops a GOSUB on top at once)."""
from __future__ import annotations

import pytest

from .helpers import as_text, run

CASES = [
    # RETURN drops the loops begun since its GOSUB
    ("10 FOR I=1 TO 3:GOSUB 100:NEXT:PRINT N;I:END\n100 FOR J=1 TO 2:N=N+1:RETURN", " 3  4 \n"),
    # the same GOSUB frame pushed again and again
    ("10 GOSUB 20:PRINT N:END\n20 N=N+1:IF N<5 THEN GOSUB 20\n30 RETURN", " 5 \n"),
    # NEXT I drops the J loop inside it
    ("10 FOR I=1 TO 2:FOR J=1 TO 2:PRINT I;J;:NEXT I:PRINT J", " 1  1  2  1  1 \n"),
    # FOR on a variable with a loop drops that loop (and those inside it)
    ("10 FOR I=1 TO 3:FOR K=1 TO 2:FOR I=1 TO 2:NEXT:PRINT I;K", " 3  1 \n"),
    ("10 FOR I=1 TO 2:PRINT I;:NEXT:IF K<2 THEN K=K+1:GOTO 10", " 1  2  1  2  1  2 "),
    # a FOR after a GOSUB looks for its variable's loop only above the GOSUB
    ("10 FOR I=1 TO 2:GOSUB 100:PRINT I;:NEXT:END\n100 FOR I=5 TO 6:NEXT:RETURN", " 7 "),
    # a GOSUB inside the loop, a NEXT after its RETURN
    ("10 FOR I=1 TO 3:GOSUB 100:NEXT I:PRINT S\n20 END\n100 S=S+I:RETURN", " 6 \n"),
]


@pytest.mark.parametrize("listing,printed", CASES)
def test_the_stack_as_the_rom_keeps_it(listing: str, printed: str) -> None:
    report, machine, host, _ = run(listing)
    assert report.code == "0"
    assert as_text(host.codes) == printed
    assert machine.store.stack.frames == [] or listing.startswith("10 FOR I=1 TO 2:FOR J")


@pytest.mark.parametrize("listing,code,line", [
    ("10 GOSUB 10", "OUT OF MEMORY", 10),
    ("10 FOR I=1 TO 2:GOSUB 20\n20 FOR J=1 TO 2:GOSUB 10", "OUT OF MEMORY", 20),
    ("10 RETURN", "RETURN WITHOUT GOSUB", 10),
    ("10 FOR I=1 TO 2:RETURN", "RETURN WITHOUT GOSUB", 10),
    ("10 GOSUB 20:END\n20 NEXT", "NEXT WITHOUT FOR", 20),
    ("10 FOR I=1 TO 2:GOSUB 20:END\n20 NEXT I", "NEXT WITHOUT FOR", 20),
])
def test_the_stacks_errors(listing: str, code: str, line: int) -> None:
    report, machine, _, _ = run(listing)
    assert (report.code, report.line) == (code, line)


def test_a_deep_gosub_fills_the_stack_as_before() -> None:
    """How many GOSUBs fit (the frames' bytes counted as the ROM's stack)."""
    report, machine, _, _ = run("10 N=N+1:GOSUB 10")
    assert report.code == "OUT OF MEMORY"
    stack = machine.store.stack
    assert len(stack.frames) == machine.store.vars.snapshot()["N"] == 24
    assert stack.used == 7 * 24

"""BASIC's PRINT, INPUT and GET through the KERNAL's vectors in RAM: a
program that points CHROUT ($0326), CHRIN ($0324) or GETIN ($032A) at its
own routine gets BASIC's output, input and keys as on the machine
(basic/dialects/c64/machinecode.py), READY. and the error messages
included.  Every probe of oracle/vector_cases.py must leave the screen,
colours and cursor the genuine BASIC and KERNAL left
(golden/vectors.json, oracle/gen_vectors.py)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from basic.dialects.c64.screen import SCREEN
from basic.dialects.c64.vectors import CINV, vector_bytes

from .helpers import as_text, run
from .mc import assemble, loader

GOLDEN = json.loads((Path(__file__).parent / "golden" / "vectors.json").read_text())


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_basic_goes_through_the_vectors_as_on_the_machine(name: str) -> None:
    case = GOLDEN[name]
    keys = case["keys"]
    typed = keys.endswith("\r")
    report, machine, _, _ = run(case["listing"], [keys[:-1]] if typed else [],
                                None if typed else keys)
    assert list(machine.memory.data[SCREEN:SCREEN + 1000]) == case["screen"]
    assert list(machine.memory.colour_ram[:1000]) == case["colour"]
    assert [machine.screen.tblx, machine.screen.pntr] == case["cursor"]


def test_what_the_routine_lets_through_is_what_the_host_sees() -> None:
    """Stream mode and recordings see what reaches BSOUT: the routine's
    changes, nothing it swallows."""
    code = assemble("""
        CMP #65
        BNE @out
        LDA #66
    out: JMP $F1CA
    """, 0xC000)
    listing = ('1 GOSUB 9000\n10 POKE 806,0:POKE 807,192:PRINT "ABRACADABRA"\n'
               "20 POKE 806,202:POKE 807,241\n8999 END\n" + loader(code, 0xC000))
    report, _, host, _ = run(listing)
    assert report.code == "0" and as_text(host.codes) == "BBRBCBDBBRB\n"


def test_a_routine_that_crashes_ends_the_program_with_the_kernals_vectors() -> None:
    """A CHROUT routine that runs into BRK stops the program with MACHINE
    CODE; as the warm start that follows a crash on the machine, RESTOR
    puts the KERNAL's vectors back, so the report is printed."""
    listing = '10 POKE 49152,0:POKE 806,0:POKE 807,192:PRINT "X"\n20 PRINT "NOT"'
    report, machine, host, _ = run(listing)
    assert report.code == "MACHINE CODE" and "BRK" in report.detail
    assert bytes(machine.memory.data[CINV:CINV + 32]) == vector_bytes()
    assert "MACHINE CODE" in machine.screen_rows()[1]

"""The ZX81's and ZX80's RAM (basic/dialects/zx8x/room.py): ``--ram`` sets
RAMTOP, and arrays, strings, the GO SUB stack and (below 3 1/4K) what is on
the screen all come out of it, with report 4 when it is full.  No ROM runs in
these tests: the rules follow the 8K and 4K ROM listings (TEST-ROOM, GO-SUB),
and test_zx8x_rom_room.py and tests/deep hold answers from the ROMs themselves."""
from __future__ import annotations

import pytest

from basic.core.peripherals import Peripherals
from basic.frontends.headless import run_source


def run(dialect: str, body: str, ram: int) -> dict:
    return run_source(f"# dialect: {dialect}\n" + body, peripherals=Peripherals(ram=ram))


@pytest.mark.parametrize("ram", [1, 2, 16, 32])
def test_ramtop_is_16384_plus_the_ram(ram: int) -> None:
    r = run("zx81", "10 PRINT PEEK 16388+256*PEEK 16389\n", ram)
    assert r["rows"][0].strip() == str(16384 + 1024 * ram)


@pytest.mark.parametrize("dialect", ["zx81", "zx80"])
def test_the_go_sub_stack_grows_with_the_ram(dialect: str) -> None:
    """Unbounded GO SUB ends in report 4, deeper the more RAM there is (2
    bytes a level); on both ROMs it is the LET the GO SUB goes to that runs
    out (test_zx8x_rom_room.py has the ROMs' depths)."""
    body = "10 LET N=0\n20 LET N=N+1\n30 GOSUB 20\n"
    depths = []
    for ram in (1, 16):
        r = run(dialect, body, ram)
        assert r["report"] == "4/20"
        depths.append(r["vars"]["N"] if "N" in r["vars"] else r["vars"]["n"])
    assert depths[0] < depths[1]
    assert 7000 < depths[1] < 8192         # 16K / 2 bytes, less the program and display


@pytest.mark.parametrize("length, report", [(150, "0/40"), (400, "4/20")])
def test_a_1k_zx81_runs_out_of_room_for_strings(length: int, report: str) -> None:
    """On 1K every string is checked when stored: two copies of one (the
    workspace and the variable) must fit; on 16K the same string fits."""
    body = (f'10 LET A$=""\n15 FOR I=1 TO {length}\n20 LET A$=A$+"X"\n'
            f"30 NEXT I\n40 PRINT LEN A$\n")
    assert run("zx81", body, 1)["report"] == report
    assert run("zx81", body, 16)["report"] == "0/40"


def test_a_1k_zx81_screen_takes_room() -> None:
    """Below 3 1/4K the display file holds only what is printed: a full
    screen leaves less room for the GO SUB stack."""
    body = "10 LET N=0\n20 LET N=N+1\n30 GOSUB 20\n"
    empty = run("zx81", body, 1)["vars"]
    full = run("zx81", "5 FOR I=1 TO 20\n6 PRINT \"XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX\";\n"
                "7 NEXT I\n" + body, 1)["vars"]
    depth = lambda v: v.get("N", v.get("n"))  # noqa: E731
    assert depth(full) < depth(empty) - 250

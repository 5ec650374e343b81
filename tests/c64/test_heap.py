"""String space and its garbage collection (basic/dialects/c64/heap.py)
against the genuine ROM: GARBA2's cycles measured in the 6502 simulator
(golden/gc_cycles.json, made by oracle/gen_gc_cycles.py) and the clock that
charges them.  Where strings go and when the ROM collects is in
golden/string_heap.json, run by test_rom_cases.py."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from basic.dialects.c64.heap import gc_cycles
from basic.dialects.c64.jiffies import JIFFY_CYCLES

from .helpers import run

GOLDEN = json.loads((Path(__file__).parent / "golden" / "gc_cycles.json").read_text())
PROBES = GOLDEN["probes"]
#: the model's constants are rounded from a least-squares fit; the ROM's
#: cycles also depend on where the strings lie (page crossings), so 8%
TOLERANCE = 0.08


@pytest.mark.parametrize("i", range(len(PROBES)))
def test_a_collection_moves_what_the_rom_moves_in_its_time(i: int) -> None:
    probe = PROBES[i]
    rom = probe["gc"]
    _, machine, _, _ = run(probe["listing"])
    strings, nbytes, cycles = machine.heap.last           # FRE(0)'s collection
    assert (strings, nbytes) == (rom["strings"], rom["bytes"])
    assert abs(cycles - rom["cycles"]) <= TOLERANCE * rom["cycles"]


def test_the_formula_follows_the_roms_features() -> None:
    """gc_cycles from the ROM's own counts of what it looked at, probe by probe."""
    for probe in PROBES:
        rom = probe["gc"]
        model = gc_cycles(rom["simple"] - rom["string_vars"], rom["string_vars"], rom["arrays"],
                          rom["string_elements"], rom["nonempty"], rom["strings"], rom["bytes"])
        assert abs(model - rom["cycles"]) <= TOLERANCE * rom["cycles"], probe["probe"]


def _probe(args: list[int]) -> dict:
    return next(p for p in PROBES if p["probe"] == args)


def test_ti_feels_a_collection() -> None:
    """FRE(0) with 100 strings of 20 in string space: 877053 cycles on the
    ROM, 57 jiffies; TI sees it."""
    probe = _probe([0, 0, 0, 20, 0, 100, 100])
    listing = probe["listing"].replace("400 K=FRE(0)", "400 T=TI:K=FRE(0):PRINT TI-T")
    _, machine, host, _ = run(listing)
    waited = int("".join(map(chr, host.codes)).split()[-1])
    rom = probe["gc"]["cycles"] / JIFFY_CYCLES
    assert rom * (1 - TOLERANCE) <= waited <= rom * (1 + TOLERANCE) + 2


def test_a_loop_making_garbage_collects_and_pays_for_it() -> None:
    """A loop that makes garbage next to 150 live strings: string space fills
    and GETSPA collects, over and over; each collection is on TI, so the loop
    takes far longer than the same loop with the strings left in the program."""
    fill = "10 DIM S$(149):FOR I=0 TO 149:S$(I)=STR$(I):NEXT\n"
    plain = "10 DIM S$(149):FOR I=0 TO 149:S$(I)=\"1234\":NEXT\n"
    loop = ("20 DIM A(7300):T=TI\n30 FOR I=1 TO 600:B$=STR$(I)+\"ABCDEFGHIJ\":NEXT\n"
            "40 PRINT TI-T")
    _, heavy, h1, _ = run(fill + loop)
    _, light, h2, _ = run(plain + loop)
    assert heavy.heap.collections > 3 and light.heap.collections > 3
    t_heavy = int("".join(map(chr, h1.codes)).split()[-1])
    t_light = int("".join(map(chr, h2.codes)).split()[-1])
    per_gc = heavy.heap.cycles / heavy.heap.collections / JIFFY_CYCLES
    assert per_gc > 100                                   # 150 strings: ~2 s each
    # the loops differ only in what their collections cost
    extra = (heavy.heap.cycles - light.heap.cycles) / JIFFY_CYCLES
    assert abs((t_heavy - t_light) - extra) <= 0.05 * extra + 2


DIRECT = json.loads((Path(__file__).parent / "golden" / "string_heap_direct.json").read_text())


@pytest.mark.parametrize("line", sorted(DIRECT))
def test_a_direct_lines_literals_are_copied_into_string_space(line: str) -> None:
    """A direct line's literals are in the input buffer: the ROM copies them
    into string space (golden/string_heap_direct.json, typed after power-on;
    the ROM's output starts with the RETURN that ended the typed line)."""
    from basic.core.interpreter import Interpreter
    from basic.dialects import get_dialect
    from .helpers import RecordingHost
    dialect = get_dialect("c64")
    host = RecordingHost()
    interp = Interpreter(dialect, dialect.make_machine(host=host))
    interp.set_program(dialect.parse_listing("").program)
    interp.run_direct(dialect.parse_line(line))
    rom = DIRECT[line]
    assert rom[0] == 13
    assert host.codes == rom[1:]

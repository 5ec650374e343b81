"""ZX80 machine code against the genuine 4K ROM (golden/zx80_code_rom.json,
made by gen_zx80_code.py): for each routine of zx80_cases.py, run here
without the ROM image, the registers at its first instruction and at its
return, its T-states, the screen and the report at the end; a routine that
calls the ROM stops with report 9, naming the address."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from basic.core.host import HeadlessHost
from basic.dialects import get_dialect
from basic.frontends.runner import load_listing
from zx80_cases import CASES, listing

GOLDEN = json.loads((Path(__file__).parent / "golden" / "zx80_code_rom.json").read_text())
REGISTERS = ("AF", "BC", "DE", "HL", "IX", "IY", "AF'", "BC'", "DE'", "HL'", "SP", "I", "IM",
             "IFF")


def run_here(name: str) -> dict[str, Any]:
    host = HeadlessHost(max_frames=2000)
    machine, interp, parsed = load_listing(listing(name), get_dialect("zx80"), host)
    code = machine.code
    seen: dict[str, Any] = {}
    enter = code._enter

    def traced_enter(cpu: Any, address: int, depth: int) -> None:
        enter(cpu, address, depth)
        seen["entry"] = cpu.state()

    code._enter = traced_enter
    report = interp.run(parsed.autostart)
    seen["exit"] = code.cpu.state()
    seen["tstates"] = seen["exit"]["T"] - seen["entry"]["T"]
    seen["dump"] = machine.dump(report, interp)
    seen["detail"] = report.detail
    return seen


@pytest.fixture(scope="module")
def runs() -> dict[str, dict[str, Any]]:
    return {name: run_here(name) for name in CASES}


@pytest.mark.parametrize("name", list(CASES))
def test_entry_registers(runs: dict, name: str) -> None:
    """JP (HL) at 0x06F0: the registers the routine starts with."""
    ours, rom = runs[name]["entry"], GOLDEN[name]["entry"]
    for reg in REGISTERS:
        if reg == "SP" and not CASES[name]["call"].startswith("PRINT"):
            continue        # LET's calls take a word more of the stack than PRINT's
        assert ours[reg] == rom[reg], (name, reg, hex(ours[reg]), hex(rom[reg]))
    assert ours["PC"] == rom["PC"]


@pytest.mark.parametrize("name", [n for n in CASES if not CASES[n].get("rom")])
def test_return_registers_time_screen_and_report(runs: dict, name: str) -> None:
    ours, rom = runs[name], GOLDEN[name]
    for reg in REGISTERS:
        if reg == "SP" and not CASES[name]["call"].startswith("PRINT"):
            continue
        assert ours["exit"][reg] == rom["exit"][reg], (name, reg)
    assert ours["tstates"] == rom["tstates"]
    assert ours["dump"]["report"] == rom["report"]
    ours_codes = [row[:len(r)] for row, r in zip(ours["dump"]["codes"], rom["codes"])]
    assert ours_codes == rom["codes"]


@pytest.mark.parametrize("name", [n for n in CASES if CASES[n].get("rom")])
def test_a_call_into_the_rom_stops_naming_it(runs: dict, name: str) -> None:
    ours = runs[name]
    assert ours["dump"]["report"] == "9/70"
    stop = CASES[name]["rom_stop"]
    assert f"called the ROM at {stop} (0x{stop:04X})" in ours["detail"]
    assert "$BASIC_ZX80_ROM" in ours["detail"]

"""ZX81 machine code against the genuine 8K ROM (golden/zx81_code_rom.json,
made by gen_zx81_code.py): for each routine of zx81_cases.py, run here
without the ROM image, the registers at its first instruction and at its
return, its T-states, and the screen, report and variables at the end; a
routine that calls the ROM stops, naming the address."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from basic.core.host import HeadlessHost
from basic.dialects import get_dialect
from basic.dialects.z80.cpu import T
from basic.frontends.runner import load_listing
from zx81_cases import CASES, listing

GOLDEN = json.loads((Path(__file__).parent / "golden" / "zx81_code_rom.json").read_text())
#: B'C' is left out: the calculator's scratch, which follows the numbers the
#: program worked with before
REGISTERS = ("AF", "BC", "DE", "HL", "IX", "IY", "AF'", "DE'", "HL'", "SP", "I", "IM", "IFF")


def run_here(name: str) -> dict[str, Any]:
    host = HeadlessHost(max_frames=2000)
    machine, interp, parsed = load_listing(listing(name), get_dialect("zx81"), host)
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
    """USR's jump (usr_num: FIND-INT, then STACK-BC and the address
    stacked and RET): the registers the routine starts with."""
    ours, rom = runs[name]["entry"], GOLDEN[name]["entry"]
    for reg in REGISTERS:
        if reg == "SP" and not CASES[name].get("call", "").startswith("PRINT"):
            continue        # RAND's calls take 4 bytes more of the stack than PRINT's
        assert ours[reg] == rom[reg], (name, reg, hex(ours[reg]), hex(rom[reg]))
    assert ours["PC"] == rom["PC"]


@pytest.mark.parametrize("name", [n for n in CASES if not CASES[n].get("rom")])
def test_return_registers_and_time(runs: dict, name: str) -> None:
    ours, rom = runs[name], GOLDEN[name]
    for reg in REGISTERS:
        if reg == "SP" and not CASES[name].get("call", "").startswith("PRINT"):
            continue
        assert ours["exit"][reg] == rom["exit"][reg], (name, reg)
    assert ours["tstates"] == rom["tstates"]


@pytest.mark.parametrize("name", [n for n in CASES if not CASES[n].get("rom")])
def test_screen_report_variables(runs: dict, name: str) -> None:
    ours, rom = runs[name]["dump"], GOLDEN[name]
    assert ours["report"] == rom["report"]
    assert [row[:len(r)] for row, r in zip(ours["codes"], rom["codes"])] == rom["codes"]
    for var, value in rom["vars"].items():
        assert ours["vars"][var] == value, (name, var)


@pytest.mark.parametrize("name", [n for n in CASES if CASES[n].get("rom")])
def test_a_call_into_the_rom_stops_naming_it(runs: dict, name: str) -> None:
    """Without the ROM image: report C at the USR, and the address called."""
    ours = runs[name]
    assert ours["dump"]["report"] == "C/60"
    stop = CASES[name]["rom_stop"]
    assert f"called the ROM at {stop} (0x{stop:04X})" in ours["detail"]
    assert "--rom FILE" in ours["detail"] and "$BASIC_ZX81_ROM" in ours["detail"]

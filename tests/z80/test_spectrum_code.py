"""Spectrum machine code against the genuine 48K ROM (golden/spectrum_code_rom.json,
made by gen_spectrum_code.py): for each routine of spectrum_cases.py, the
registers at its first instruction and when it returns, its T-states (the
Z80 started at the ROM's place in the frame), the writes to port 254 with
their T-states, FRAMES across it (the ROM's IM 1 routine), and the screen,
report, border and variables at the end of the program."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from basic.core.host import HeadlessHost
from basic.dialects import get_dialect
from basic.dialects.spectrum import sysvars as sv
from basic.dialects.z80.cpu import T
from basic.frontends.runner import load_listing
from spectrum_cases import CASES, listing

pytestmark = pytest.mark.slow          # thirteen programs, 0.8 s

GOLDEN = json.loads((Path(__file__).parent / "golden" / "spectrum_code_rom.json").read_text())
FRAME = 69888


def run_here(name: str) -> dict[str, Any]:
    """The case's program, with the routine entered at the ROM's phase."""
    case = CASES[name]
    rom = GOLDEN[name]
    host = HeadlessHost(max_frames=2000)
    machine, interp, parsed = load_listing(listing(name), get_dialect("spectrum"), host)
    code = machine.code
    seen: dict[str, Any] = {"outs": []}
    call, enter, port_out = code.call, code._enter, code.port_out

    def frames_now() -> int:
        d = machine.memory.data
        return d[sv.FRAMES] | d[sv.FRAMES + 1] << 8 | d[sv.FRAMES + 2] << 16

    def timed_call(address: int, interp: Any) -> int:
        machine.clock.budget = FRAME - rom["phase"]
        if case.get("keys"):
            machine.keyboard.press(*case["keys"])
        machine.frames.sync()
        seen["frames0"] = frames_now()
        try:
            return call(address, interp)
        finally:
            seen["frames"] = frames_now() - seen["frames0"]
            seen["exit"] = code.cpu.state()
            machine.keyboard.release()

    def traced_enter(cpu: Any, address: int, gosub: Any) -> None:
        enter(cpu, address, gosub)
        seen["entry"] = cpu.state()
        seen["t0"] = cpu.registers[T]

    def traced_out(port: int, value: int, t: int) -> None:
        if not port & 1:
            seen["outs"].append([t - seen["t0"], value])
        port_out(port, value, t)

    code.call, code._enter, code.port_out = timed_call, traced_enter, traced_out
    report = interp.run(parsed.autostart)
    seen["dump"] = machine.dump(report, interp)
    seen["tstates"] = seen["exit"]["T"] - seen["t0"]
    return seen


REGISTERS = ("AF", "BC", "DE", "HL", "IX", "IY", "AF'", "BC'", "DE'", "HL'", "SP", "I", "IM",
             "IFF")


@pytest.fixture(scope="module")
def runs() -> dict[str, dict[str, Any]]:
    return {name: run_here(name) for name in CASES}


@pytest.mark.parametrize("name", list(CASES))
def test_entry_registers(runs: dict, name: str) -> None:
    """USR-NO's jump: the registers the routine starts with (DE, the
    calculator's STKEND, follows the program's variables)."""
    ours, rom = runs[name]["entry"], GOLDEN[name]["entry"]
    for reg in REGISTERS:
        if reg != "DE":
            assert ours[reg] == rom[reg], (name, reg, hex(ours[reg]), hex(rom[reg]))
    assert ours["PC"] == rom["PC"]


@pytest.mark.parametrize("name", [n for n in CASES if CASES[n].get("exit", True)])
def test_return_registers_and_time(runs: dict, name: str) -> None:
    """At the return to STACK-BC: every register, the T-states, FRAMES."""
    ours, rom = runs[name], GOLDEN[name]
    for reg in REGISTERS:
        if reg == "DE" and rom["entry"]["DE"] == rom["exit"]["DE"]:
            continue                    # the routine left DE as it found it
        assert ours["exit"][reg] == rom["exit"][reg], (name, reg, hex(ours["exit"][reg]),
                                                       hex(rom["exit"][reg]))
    assert ours["tstates"] == rom["tstates"]
    assert ours["frames"] == rom["frames"]
    assert ours["outs"] == rom["outs"]


@pytest.mark.parametrize("name", list(CASES))
def test_screen_report_variables(runs: dict, name: str) -> None:
    ours, rom = runs[name]["dump"], GOLDEN[name]
    assert ours["report"] == rom["report"]
    assert [f"{int(row, 2):064x}" for row in ours["bitmap"]] == rom["bitmap"]
    assert ours["attrs"] == rom["attrs"]
    assert ours["rows"] == rom["rows"]
    assert ours["border"] == rom["border"]
    for var, value in rom["vars"].items():
        if var not in ("i", "a"):           # the DATA loop's
            assert ours["vars"][var] == value, (name, var)

"""ZXScreen against the genuine ROM: every case of zx_screen_cases.py.

golden/zx_screen.json holds what the ROM showed for each program (made by
regen_golden.py with the oracle); here the same program is performed on our
ZXScreen by the case's driver, and the whole screen (display file, attributes,
decoded rows), the report, the screen's system variables, the channels'
output routines and the screen-function results must agree.
"""
from __future__ import annotations

import base64
import json
import zlib
from pathlib import Path

import pytest

from basic.dialects.spectrum import sysvars as sv
from basic.core.memory import Memory
from basic.dialects.spectrum.decode import decode_rows
from basic.dialects.spectrum.rom import rom_image
from basic.dialects.spectrum.screen import ZXScreen
from basic.core.errors import BasicError, StopRun
from zx_screen_cases import CASES, Driver

GOLDEN = json.loads((Path(__file__).parent / "golden" / "zx_screen.json").read_text())

# system variables the screen owns: after the same program they must hold the ROM's values
SCREEN_SYSVARS = ["TVDATA", "DF_CC", "DF_CCL", "S_POSN", "S_POSNL", "ECHO_E", "DF_SZ", "SCR_CT",
                  "ATTR_P", "MASK_P", "ATTR_T", "MASK_T", "P_FLAG", "BORDCR", "COORDS", "CURCHL",
                  "UDG", "CHARS"]


def unpack(text: str) -> bytes:
    return zlib.decompress(base64.b64decode(text))


def run_ours(case, gold) -> tuple[ZXScreen, str | None, str | None]:
    """Power on, RUN (CLS), perform the case; finish as the ROM's run finished."""
    mem = Memory(rom_image())
    sv.init_system_variables(mem)
    screen = ZXScreen(mem)
    screen.cls()
    if gold["stop_reason"] == "scroll?":
        def stop_at_scroll() -> int:
            raise StopRun("scroll?")
        screen.wait_key = stop_at_scroll
    elif case.special.startswith("answer:"):
        screen.wait_key = lambda: int(case.special.split(":")[1])
    error = stopped = None
    try:
        case.drive(Driver(screen))
    except BasicError as e:
        error = e.code
    except StopRun as e:
        stopped = e.reason
    if gold["stop_reason"] == "ended":
        screen.show_report(gold["report"])
    return screen, error, stopped


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_screen_matches_rom(case):
    gold = GOLDEN[case.name]
    assert gold["program"] == case.program, "golden file is stale: run regen_golden.py"
    screen, error, stopped = run_ours(case, gold)
    d = screen.memory.data

    # how the run ended
    if gold["stop_reason"] == "ended":
        code = gold["report"].split(" ", 1)[0]
        assert error == (None if code in ("0", "9") else code)
    else:
        assert error is None
        expected_stop = gold["stop_reason"] if gold["stop_reason"] in ("input-wait", "scroll?") else None
        assert stopped == expected_stop

    # the screen
    rows, _, _ = decode_rows(screen.memory)
    assert rows == gold["rows"]
    assert [bytes(d[0x5800 + 32 * r:0x5820 + 32 * r]).hex() for r in range(24)] == gold["attrs"]
    assert bytes(d[0x4000:0x5800]) == unpack(gold["dfile"])
    assert screen.border == gold["border"]

    # where the ROM keeps its state
    rom_sv = bytes.fromhex(gold["sysvars"])
    for name in SCREEN_SYSVARS:
        addr, size = sv.SYSVARS[name]
        off = addr - sv.SYSVARS_START
        assert bytes(d[addr:addr + size]) == rom_sv[off:off + size], name
    tv_flag = rom_sv[sv.TV_FLAG - sv.SYSVARS_START]
    assert d[sv.TV_FLAG] & 0x21 == tv_flag & 0x21, "TV_FLAG"
    chans = bytes.fromhex(gold["channels"])
    assert bytes(d[sv.CHANNEL_INFO:sv.CHANNEL_INFO + 2]) == chans[0:2], "K output routine"
    assert bytes(d[sv.CHANNEL_INFO + 5:sv.CHANNEL_INFO + 7]) == chans[5:7], "S output routine"


def _values(case) -> dict:
    mem = Memory(rom_image())
    sv.init_system_variables(mem)
    screen = ZXScreen(mem)
    screen.cls()
    drv = Driver(screen)
    case.drive(drv)
    return drv.values


@pytest.mark.parametrize("name", ["plot_point_attr_screen", "screen_str_font"])
def test_screen_functions_match_rom(name):
    """POINT, ATTR and SCREEN$ give what the ROM's program stored in its variables."""
    case = next(c for c in CASES if c.name == name)
    values = _values(case)
    assert values
    gold_vars = GOLDEN[name]["vars"]
    for var, value in values.items():
        assert value == gold_vars[var], var

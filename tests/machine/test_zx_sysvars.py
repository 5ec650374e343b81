"""init_system_variables against the real ROM's state at a program's first statement."""
import json
from pathlib import Path

from basic.dialects.spectrum import sysvars as sv
from basic.core.memory import Memory
from basic.dialects.spectrum.rom import rom_image
from basic.dialects.spectrum.screen import ZXScreen

GOLD = json.loads((Path(__file__).parent / "golden" / "zx_sysvars_run.json").read_text())

# state that belongs to the statement being executed or to the clock, not to RUN:
# E_PPC (the editor's last typed line), CH_ADD (inside the running line), the
# calculator's scratch (BREG, T_ADDR, MEMBOT) and FRAMES
EXECUTION_STATE = {"E_PPC", "CH_ADD", "BREG", "T_ADDR", "MEMBOT", "FRAMES"}


def _ours() -> Memory:
    m = Memory(rom_image())
    sv.init_system_variables(m, bytes.fromhex(GOLD["program"]))
    return m


def test_addresses_are_contiguous_and_complete():
    addr = sv.SYSVARS_START
    for name, (a, size) in sv.SYSVARS.items():
        assert a == addr, name
        assert getattr(sv, name) == a, name
        addr += size
    assert addr == sv.SYSVARS_END == sv.CHANNEL_INFO


def test_system_variables_match_the_rom():
    m = _ours()
    rom = bytes.fromhex(GOLD["sysvars"])
    for name, (a, size) in sv.SYSVARS.items():
        if name in EXECUTION_STATE:
            continue
        off = a - sv.SYSVARS_START
        assert bytes(m.data[a:a + size]) == rom[off:off + size], name


def test_channels_program_and_edit_line_match_the_rom():
    m = _ours()
    area = bytes.fromhex(GOLD["channels_to_worksp"])
    assert bytes(m.data[sv.CHANNEL_INFO:sv.CHANNEL_INFO + len(area)]) == area
    assert m.peek16(sv.E_LINE) == GOLD["e_line"]


def test_udgs_and_stack_bottom_match_the_rom():
    m = _ours()
    assert bytes(m.data[65368:65536]).hex() == GOLD["udgs"]
    assert bytes(m.data[65364:65368]).hex() == GOLD["stack_bottom"]


def test_cls_after_init_gives_the_rom_screen_and_keeps_the_variables():
    m = _ours()
    before = bytes(m.data[sv.SYSVARS_START:sv.SYSVARS_END])
    ZXScreen(m).cls()
    assert bytes(m.data[0x5800:0x5B00]).hex() == GOLD["screen_attrs"]
    assert GOLD["dfile_blank"] and not any(m.data[0x4000:0x5800])
    after = bytes(m.data[sv.SYSVARS_START:sv.SYSVARS_END])
    assert after == before                 # RUN's CLS leaves what init describes


def test_channel_record():
    assert sv.channel_record("K") == 23734
    assert sv.channel_record("S") == 23739
    assert sv.channel_record("P") == 23749

"""ZXScreen's API edges (the ROM behaviour itself is checked in test_zx_screen_golden.py)."""
import pytest

from basic.dialects.spectrum import sysvars as sv
from basic.core.memory import Memory
from basic.dialects.spectrum.rom import rom_image
from basic.dialects.spectrum.screen import ZXScreen, cl_addr, pixel_addr
from basic.core.errors import BasicError


@pytest.fixture
def screen() -> ZXScreen:
    m = Memory(rom_image())
    sv.init_system_variables(m)
    s = ZXScreen(m)
    s.cls()
    return s


def test_after_cls_channel_k_is_open_and_positions_are_home(screen):
    assert screen.current_channel() == "K"
    assert screen.row_col("S") == (0, 0)
    assert screen.memory.peek16(sv.DF_CC) == 0x4000


def test_print_codes_is_out_for_each_code(screen):
    other = ZXScreen(Memory(rom_image()))
    sv.init_system_variables(other.memory)
    other.cls()
    screen.print_codes(["AB", 6, "C", 13, 22, 5, 7, "\x90"], "S")
    for code in [65, 66, 6, 67, 13, 22, 5, 7, 0x90]:
        other.out(code, "S")
    assert screen.memory.data == other.memory.data
    assert screen.current_channel() == "S"
    assert screen.row_col("S") == (5, 8)


def test_row_col_follows_printing(screen):
    screen.print_codes(["x" * 40], "S")
    assert screen.row_col("S") == (1, 8)
    screen.print_codes([22, 21, 31, "y"], "S")
    assert screen.row_col("S") == (21, 32)     # past the right edge until the next character


def test_only_screen_channels(screen):
    with pytest.raises(ValueError):
        screen.out(65, "P")


def test_bad_colour_statement_names(screen):
    with pytest.raises(ValueError):
        screen.set_permanent("COLOUR", 1)
    screen.set_permanent("ink ", 3)            # spelling is forgiven, the ROM's check is not
    assert screen.memory.peek(sv.ATTR_P) & 7 == 3


@pytest.mark.parametrize("call", [
    lambda s: s.set_permanent("INK", 256), lambda s: s.set_permanent("PAPER", -1),
    lambda s: s.set_border(256), lambda s: s.plot(256, 0), lambda s: s.plot(0, -1),
    lambda s: s.point(0, 176), lambda s: s.point(-1, 0), lambda s: s.attr_of(256, 0),
    lambda s: s.screen_str(0, 256)])
def test_values_beyond_a_byte_are_integer_out_of_range(screen, call):
    with pytest.raises(BasicError) as e:
        call(screen)
    assert e.value.code == "B"


def test_address_helpers():
    assert cl_addr(24) == 0x4000 and cl_addr(1) == 0x50E0 and cl_addr(16) == 0x4800
    assert pixel_addr(0, 175) == (0x4000, 0)
    assert pixel_addr(255, 0) == (0x57BF, 7)      # y=0 is the bottom of row 21
    assert pixel_addr(9, 167) == (0x4021, 1)


def test_point_reads_what_plot_wrote(screen):
    screen.begin_graphics()
    screen.plot(17, 33)
    assert screen.point(17, 33) == 1 and screen.point(18, 33) == 0
    assert screen.memory.peek16(sv.COORDS) == 33 * 256 + 17

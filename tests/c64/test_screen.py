"""The 40x25 screen and the KERNAL's PRINT routine (basic/machine/cbm_screen.py).

Expectations follow the KERNAL's screen editor (routines PRT, WLOGIC, NXLN,
SCROL in the C64 KERNAL source) and the Programmer's Reference Guide's
memory map: screen RAM 1024, colour RAM 55296, 53280/53281/646/53272.
"""
from __future__ import annotations

from basic.dialects.c64.petscii import petscii_to_screen, screen_to_petscii
from basic.dialects.c64.screen import CbmScreen
from basic.dialects.c64.bus import C64Memory as Memory

from .helpers import as_text, run


def screen() -> tuple[CbmScreen, Memory]:
    m = Memory()
    return CbmScreen(m), m


def row(m: Memory, r: int) -> list[int]:
    return list(m.data[1024 + 40 * r:1064 + 40 * r])


def text(m: Memory, r: int) -> str:
    from basic.dialects.c64.petscii import screen_char
    return "".join(screen_char(c) for c in row(m, r)).rstrip()


def test_power_on_colours_and_blank_screen() -> None:
    s, m = screen()
    assert (m.peek(53280) & 15, m.peek(53281) & 15, m.data[646]) == (14, 6, 14)
    assert set(m.data[1024:2024]) == {32}
    assert set(m.colour_ram[:1000]) == {14}
    assert (s.tblx, s.pntr) == (0, 0)


def test_printable_codes_become_screen_codes() -> None:
    assert petscii_to_screen(ord("A")) == 1
    assert petscii_to_screen(ord("@")) == 0
    assert petscii_to_screen(ord("1")) == ord("1")
    assert petscii_to_screen(0xC1) == 0x41            # shifted A: the spade
    assert petscii_to_screen(0xA0) == 0x60            # shifted space
    assert petscii_to_screen(0xFF) == 0x5E            # pi
    assert petscii_to_screen(0x61) == 0x41            # codes 96-127 show as 192-223
    for code in list(range(0x20, 0x60)) + list(range(0xA0, 0xFF)) + list(range(0xC0, 0xE0)):
        assert screen_to_petscii(petscii_to_screen(code)) in (code, code & 0x7F | 0x40,
                                                              code ^ 0x40, code - 0x40)


def test_print_puts_codes_and_colour_and_moves_the_cursor() -> None:
    s, m = screen()
    s.out_text("HI")
    assert row(m, 0)[:3] == [8, 9, 32]
    assert m.colour_ram[0] == 14 and (s.tblx, s.pntr) == (0, 2)
    s.out(13)
    assert (s.tblx, s.pntr) == (1, 0)


def test_colour_codes_set_646_and_colour_later_characters() -> None:
    s, m = screen()
    s.out_text("\x1cR\x05W\x9aB")
    assert m.data[646] == 14
    assert list(m.colour_ram[0:3]) == [2, 1, 14]


def test_reverse_on_until_return() -> None:
    s, m = screen()
    s.out_text("\x12AB\x92C\x12D\rE")
    assert row(m, 0)[:4] == [0x81, 0x82, 3, 0x84]
    assert row(m, 1)[0] == 5


def test_clr_and_home() -> None:
    s, m = screen()
    s.out_text("XYZ\r\rQ")
    m.data[646] = 2
    s.out(0x93)
    assert set(m.data[1024:2024]) == {32} and set(m.colour_ram[:1000]) == {2}
    assert (s.tblx, s.pntr) == (0, 0)
    s.out_text("\x11\x11\x1d\x13A")
    assert row(m, 0)[0] == 1


def test_cursor_moves() -> None:
    s, m = screen()
    s.out_text("\x11\x11\x1d\x1dA\x91B\x9d\x9dC")
    assert row(m, 2)[2] == 1
    assert row(m, 1)[3] == 2 and row(m, 1)[2] == 3


def test_line_wrap_links_two_rows_into_one_logical_line() -> None:
    s, m = screen()
    s.out_text("A" * 45)
    assert text(m, 0) == "A" * 40 and text(m, 1) == "A" * 5
    assert (s.tblx, s.pntr, s.lnmx) == (1, 45, 79)
    assert s.links[:3] == [True, False, True]
    s.out_text("B" * 35)          # 80 characters: the next one starts a new line
    assert (s.tblx, s.pntr) == (2, 0)


def test_scrolling_at_the_bottom() -> None:
    s, m = screen()
    for i in range(26):
        s.out_text(f"L{i}\r")
    assert text(m, 0) == "L2" and text(m, 23) == "L25" and text(m, 24) == ""
    assert s.tblx == 24


def test_scrolling_removes_a_whole_logical_line() -> None:
    s, m = screen()
    s.out_text("A" * 50 + "\r")
    for i in range(23):
        s.out_text(f"{i}\r")
    # 2 rows + 23 rows = 25: the cursor went off the bottom, the two-row
    # line at the top scrolled away in one go
    assert text(m, 0) == "0" and s.tblx == 23


def test_quote_mode_shows_control_codes_reversed() -> None:
    s, m = screen()
    s.out_text('"\x93\x11\x1c"')
    assert row(m, 0)[:5] == [0x22, 0xD3, 0x91, 0x9C, 0x22]
    assert not s.qtsw
    s.out(0x93)                                           # outside quotes CLR is obeyed
    assert set(m.data[1024:2024]) == {32}


def test_delete_and_insert() -> None:
    s, m = screen()
    s.out_text("ABCD\x9d\x9d\x14")
    assert text(m, 0) == "ACD" and s.pntr == 1
    s.out_text("\x94X")
    assert text(m, 0) == "AXCD"
    s.out_text("\x94\x94\x11")        # two spaces inserted, then a control code shows reversed
    assert row(m, 0)[2] == 0x91


def test_lower_case_switch() -> None:
    _, machine, _, _ = run('10 PRINT CHR$(14);"AB";CHR$(193)')
    assert machine.screen.lower_case
    assert machine.screen_rows()[0].startswith("abA")
    _, machine, _, _ = run('10 PRINT CHR$(14);CHR$(142);"A"')
    assert not machine.screen.lower_case
    _, machine, _, _ = run("10 POKE 53272,23:PRINT \"A\"")
    assert machine.screen.lower_case and machine.screen_rows()[0].startswith("a")


def test_pokes_are_the_screen() -> None:
    _, machine, _, _ = run("10 POKE 1024,1:POKE 55296,2:POKE 53280,0:POKE 53281,1:"
                           "PRINT:PRINT PEEK(1024);PEEK(53280)")
    rows = machine.screen_rows()
    assert rows[0][0] == "A"
    d = machine.memory.data
    assert (machine.peek(55296), machine.screen.border, machine.screen.background) == (2, 0, 1)
    assert rows[1].startswith(" 1  240")     # unused bits read 1 (Bauer, 3.2)


def test_text_colour_646_is_used_by_print() -> None:
    _, machine, _, _ = run("10 POKE 646,7:PRINT \"Y\"")
    assert machine.memory.colour_ram[0] == 7


def test_comma_and_tab_count_on_the_logical_line() -> None:
    _, machine, host, _ = run('10 PRINT "' + "X" * 45 + '",1;POS(0)')
    from .helpers import as_text
    assert as_text(host.codes) == "X" * 45 + "     " + " 1  53 \n"
    assert machine.screen_rows()[1].startswith("XXXXX      1  53")


def test_on_the_screen_pos_is_the_kernals_column() -> None:
    """Cursor right does not link a second row (the KERNAL's PRT, checked in
    test_screen_kernal's right_at_39): TAB(45) from column 0 ends on the
    next row at column 5, so POS is 5 on the screen (45 in stream mode)."""
    _, machine, host, _ = run("10 PRINT TAB(45);POS(0)")
    assert as_text(host.codes).endswith(" 5 \n")
    _, _, host, _ = run("10 PRINT TAB(45);POS(0)", stream_column=True)
    assert as_text(host.codes).endswith(" 45 \n")

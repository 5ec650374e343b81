"""The C64 machine around the program: keyboard buffer and key-down code,
the jiffy clock, INPUT through the screen editor, RUN/STOP, WAIT, SYS/USR,
devices, LIST, the program in memory, detection of Commodore listings."""
from __future__ import annotations

import glob
from pathlib import Path

import pytest

from basic.dialects import detect_dialect
from basic.frontends.headless import run_source
from basic.dialects.c64.keyboard import C64Keyboard, matrix_code
from basic.core.memory import Memory
from basic.dialects.c64.crunch import crunch

from .helpers import as_text, run

ROOT = Path(__file__).resolve().parents[2]


def test_keys_go_through_the_buffer_to_get() -> None:
    src = "10 GET A$:IF A$=\"\" THEN 10\n20 PRINT ASC(A$);PEEK(198):IF A$<>\"X\" THEN 10"
    _, machine, host, reason = run(src, keys=["inkey:h,inkey:ENTER,inkey:x"])
    assert reason == "ended"
    assert as_text(host.codes) == " 72  0 \n 13  0 \n 88  0 \n"


def test_buffer_location_and_limit() -> None:
    m = Memory()
    kb = C64Keyboard(m)
    kb.type_codes(range(65, 80))
    assert m.data[198] == 10 and list(m.data[631:641]) == list(range(65, 75))
    assert kb.get() == 65 and m.data[198] == 9 and m.data[631] == 66


def test_key_down_location_197() -> None:
    assert matrix_code(ord("A")) == 10 and matrix_code(13) == 1 and matrix_code(32) == 60
    src = "10 K=PEEK(197):IF K=64 THEN 10\n20 PRINT K"
    _, _, host, _ = run(src, keys=["inkey:a"])
    assert as_text(host.codes) == " 10 \n"


def test_jiffy_clock_counts_sixty_a_second() -> None:
    src = ("10 TI$=\"000000\":T=TI\n20 IF TI<T+150 THEN 20\n"
           "30 PRINT TI$;PEEK(160);PEEK(162)>=150")
    _, machine, host, _ = run(src)
    assert as_text(host.codes) == "000002 0 -1 \n"
    assert machine.memory.data[162] >= 150


def test_ti_string_from_the_clock() -> None:
    # 23:59:59 is 5183940 jiffies; a second later the clock starts again at 0
    _, _, host, _ = run('10 TI$="235959":T=TI:PRINT T\n20 IF TI>=T THEN 20\n30 PRINT TI$')
    assert as_text(host.codes) == " 5183940 \n000000\n"


def test_input_through_the_screen_editor() -> None:
    src = '10 INPUT "N";A:PRINT A*2'
    _, machine, host, reason = run(src, keys=["wait:1,+1:3,+1:DELETE,+1:2,+1:ENTER"])
    assert reason == "ended"
    rows = machine.screen_rows()
    assert rows[0].startswith("N? 12") and rows[1].startswith(" 24")


def test_input_reads_the_line_back_without_trailing_spaces() -> None:
    src = '10 INPUT A$:PRINT "[";A$;"]"'
    _, machine, _, _ = run(src, keys=["wait:a,+1:SPACE,+1:b,+1:SPACE,+1:SPACE,+1:ENTER"])
    assert machine.screen_rows()[1].startswith("[A B]")


def test_run_stop_is_break() -> None:
    report, machine, host, _ = run("10 PRINT \"GO\"\n20 GOTO 20", keys=["10:BREAK"])
    assert report.code == "BREAK" and report.line == 20
    assert as_text(host.codes) == "GO\n\nBREAK IN 20"
    assert machine.screen_rows()[2].startswith("BREAK IN 20")


def test_wait_for_a_key_in_the_buffer() -> None:
    _, _, host, reason = run("10 WAIT 198,1:GET A$:PRINT A$", keys=["30:q"])
    assert reason == "ended" and as_text(host.codes) == "Q\n"


def test_sys_and_usr_do_not_run_machine_code() -> None:
    report, _, host, _ = run("10 PRINT 1:SYS 49152")
    assert report.code == "MACHINE CODE" and "49152" in report.detail
    assert as_text(host.codes) == " 1 \n\n?MACHINE CODE  ERROR IN 10"
    report, _, _, _ = run("10 SYS 64738:PRINT 1")
    assert report.code == "0"
    report, _, _, _ = run("10 PRINT USR(1)")
    assert report.code == "ILLEGAL QUANTITY"
    report, _, _, _ = run("10 POKE 785,0:POKE 786,192:PRINT USR(1)")
    assert report.code == "MACHINE CODE" and "49152" in report.detail


def test_devices_that_are_not_there() -> None:
    assert run("10 OPEN 1,9,2,\"F\"")[0].code == "DEVICE NOT PRESENT"
    assert run("10 PRINT#1,\"X\"")[0].code == "FILE NOT OPEN"
    assert run("10 CLOSE 1:PRINT 2")[0].code == "0"


def test_the_program_is_in_memory_from_2049() -> None:
    src = "10 PRINT PEEK(2049)+256*PEEK(2050);PEEK(2051);PEEK(2053);PEEK(43)+256*PEEK(44)"
    _, _, host, _ = run(src)
    # the link to the (absent) next line, line number 10, the PRINT token, TXTTAB
    body_length = len(crunch(src[3:]))
    assert as_text(host.codes).split() == [str(2049 + 4 + body_length + 1), "10", "153", "2049"]


def test_headless_dump_has_the_screen() -> None:
    result = run_source("# dialect: c64\n10 PRINT \"{clr}{red}{rvon}A\"")
    assert result["rows"][0].startswith("A")
    assert result["codes"][0][0] == 0x81 and result["colours"][0][0] == 2
    assert result["report"] == "READY." and result["border"] == 14


@pytest.mark.parametrize("path", sorted(glob.glob(str(ROOT / "tests/golden/**/*.bas"), recursive=True))
                         + [str(ROOT / "listings/fortress.bas")])
def test_spectrum_listings_are_not_taken_for_commodore(path: str) -> None:
    assert detect_dialect(Path(path).read_text()).name != "c64"


def test_clearly_commodore_listings_are_detected() -> None:
    squares = (ROOT / "listings/squares.bas").read_text().replace("# dialect: c64\n", "")
    assert detect_dialect(squares).name == "c64"
    for text in ('10 PRINT "{clr}HELLO"', "10 POKE 53280,0", '10 ?"HI":GOTO 10',
                 '10 A$=LEFT$(B$,2)', '10 print "{rvon}x"'):
        assert detect_dialect(text).name == "c64", text
    for text in ('10 PRINT "HELLO"', "10 GO TO 10", "10 PRINT AT 0,0;\"X\"",
                 "10 POKE 23692,255"):
        assert detect_dialect(text).name != "c64", text


def test_the_cursor_blinks_while_input_waits() -> None:
    src = '10 INPUT A:PRINT A'
    seen = []

    from .helpers import RecordingHost

    class Watch(RecordingHost):
        def waiting(self, machine, what):      # noqa: ANN001
            seen.append(machine.memory.data[1024 + 2])
            super().waiting(machine, what)

    from basic.dialects import get_dialect
    from basic.core.interpreter import Interpreter
    d = get_dialect("c64")
    host = Watch(keys=["45:1,+1:ENTER"])
    machine = d.make_machine(host=host)
    interp = Interpreter(d, machine)
    interp.set_program(d.parse_listing(src).program)
    machine.reset_frames()
    interp.run()
    # the cell after "? " shows a reversed space, then a space, 20 jiffies each
    assert seen[1:3] == [0xA0, 0xA0] and 0x20 in seen[22:30] and 0xA0 in seen[42:50]
    assert machine.screen_rows()[0].startswith("? 1")
    assert machine.memory.data[1024 + 2] == ord("1")       # put back, then typed over


@pytest.mark.parametrize("body, rom_cycles", [
    ("", 947), ("A=A+I*2:", 5446), ("B$=STR$(I):", 9995), ("X=SIN(I):", 26870)])
def test_statements_take_about_the_roms_time(body: str, rom_cycles: int) -> None:
    """Cycles per loop pass measured on the ROM in the 6502 simulator
    (tests/c64/oracle); the jiffy clock must show the same time within 20%."""
    _, _, host, _ = run(f"10 T=TI:FOR I=1 TO 500:{body}NEXT:PRINT TI-T", max_frames=10 ** 6)
    jiffies = float(as_text(host.codes))
    expected = 500 * rom_cycles / 16421
    assert 0.8 * expected <= jiffies <= 1.2 * expected

"""Machine code on the C64: SYS and USR in the 6502 over the one memory, the
KERNAL's and BASIC's entry points, the ROM's own entry points type-ins SYS
into, and what stops a routine (basic/dialects/c64/cpu.py, romcalls.py,
basiccalls.py).  The routines are assembled here (tests/c64/mc.py) and
POKEd from DATA as type-ins do."""
from __future__ import annotations

import pytest

from basic.core.errors import BasicError
from tests.c64.helpers import as_text, run
from tests.c64.mc import assemble, loader

C000 = 0xC000


def with_code(program: str, source: str, at: int = C000) -> str:
    """``program`` with GOSUB 9000 first, which POKEs ``source`` at ``at``."""
    return ("1 GOSUB 9000\n" + program + "\n8999 END\n"
            + loader(assemble(source, at), at))


def test_sys_passes_registers_through_780_to_783() -> None:
    """SYS loads A, X, Y, P from 780-783 and CSYSRZ stores them back."""
    code = """
        TAY          ; Y = A
        INX          ; X + 1
        LDA #$42
        SEC
        RTS
    """
    listing = with_code("10 POKE 780,7:POKE 781,9:POKE 783,0:SYS 49152\n"
                        "20 PRINT PEEK(780);PEEK(781);PEEK(782);PEEK(783)AND1", code)
    report, _, host, _ = run(listing)
    assert report.code == "0"
    assert as_text(host.codes) == " 66  10  7  1 \n"


def test_sys_to_rts_and_reset() -> None:
    report, _, _, _ = run("10 POKE 49152,96:SYS 49152:PRINT 1")
    assert report.code == "0"
    report, _, host, _ = run("10 SYS 64738:PRINT 1")
    assert report.code == "0" and as_text(host.codes) == ""


def test_usr_takes_and_gives_the_fac() -> None:
    """USR(X): the FAC holds X; the routine doubles it with FLPINT and
    GIVAYF; the vector at 785/786 points at it."""
    code = """
        JSR $B1AA    ; FLPINT: A = high, Y = low
        STY $FB
        STA $FC
        ASL $FB
        ROL $FC
        LDA $FC
        LDY $FB
        JMP $B391    ; GIVAYF
    """
    listing = with_code("10 POKE 785,0:POKE 786,192:PRINT USR(21);USR(-300)", code)
    report, _, host, _ = run(listing)
    assert report.code == "0"
    assert as_text(host.codes) == " 42 -600 \n"


def test_usr_without_a_routine_is_illegal_quantity() -> None:
    report, _, _, _ = run("10 PRINT USR(1)")
    assert report.code == "ILLEGAL QUANTITY"


def test_usr_fac_keeps_the_rounding_byte() -> None:
    """A routine that only returns gives the argument back unchanged,
    rounding byte and all (USR's argument is the unrounded FAC)."""
    report, _, host, _ = run("10 POKE 785,0:POKE 786,192:POKE 49152,96\n"
                             "20 PRINT USR(1/3)=1/3;USR(7)")
    assert report.code == "0" and as_text(host.codes) == "-1  7 \n"


def test_chrout_strout_linprt_print_on_the_screen() -> None:
    code = """
        LDA #$48        ; H
        JSR $FFD2
        LDA #<@msg
        LDY #>@msg
        JSR $AB1E       ; STROUT
        LDA #$01
        LDX #$2C        ; 300
        JSR $BDCD       ; LINPRT
        JMP $AAD7       ; CRDO
    msg: .byte 73,33,0
    """
    report, machine, host, _ = run(with_code("10 SYS 49152:PRINT \"OK\"", code))
    assert report.code == "0"
    assert as_text(host.codes) == "HI! 300\nOK\n"
    assert machine.screen_rows()[0].startswith("HI! 300")


def test_plot_moves_the_cursor() -> None:
    code = """
        LDX #5      ; row
        LDY #10     ; column
        CLC
        JSR $FFF0
        LDA #$2A
        JMP $FFD2
    """
    report, machine, _, _ = run(with_code("10 PRINT \"{clr}\";:SYS 49152", code))
    assert report.code == "0"
    assert machine.screen_rows()[5][10] == "*"


@pytest.mark.parametrize("entry", [58640, 58732])
def test_sys_into_the_editor_moves_the_cursor(entry: int) -> None:
    """POKE 214,row : POKE 211,column : SYS 58640 (PLOT's JSR STUPT) or
    SYS 58732 (STUPT): the next PRINT is there."""
    report, machine, _, _ = run(f"10 PRINT \"{{clr}}\";:POKE 214,7:POKE 211,12:SYS {entry}"
                                ":PRINT \"X\";")
    assert report.code == "0"
    rows = machine.screen_rows()
    assert rows[7][12] == "X" and rows[7].strip() == "X"


def test_sys_58640_gives_row_and_column_in_781_782() -> None:
    report, _, host, _ = run("10 POKE 214,3:POKE 211,4:SYS 58640:PRINT PEEK(781);PEEK(782)")
    assert report.code == "0" and as_text(host.codes).endswith(" 3  4 \n")


def test_sys_58692_clears_the_screen() -> None:
    report, machine, _, _ = run("10 PRINT \"A\":PRINT \"B\":SYS 58692:PRINT \"C\";")
    assert report.code == "0"
    rows = machine.screen_rows()
    assert rows[0].strip() == "C" and rows[1].strip() == "READY."
    assert all(not r.strip() for r in rows[2:])


def test_sys_59626_scrolls_and_59903_clears_a_row() -> None:
    report, machine, _, _ = run("10 PRINT \"{clr}A\":PRINT \"B\":SYS 59626\n"
                                "20 POKE 781,0:SYS 59903")
    assert report.code == "0"
    rows = machine.screen_rows()
    assert rows[0].strip() == "" and rows[1].strip() == ""


def test_getin_reads_the_keys_held() -> None:
    code = """
    wait: JSR $FFE4
        BEQ @wait
        STA $02
        RTS
    """
    report, _, host, _ = run(with_code("10 SYS 49152:PRINT PEEK(2)", code), keys=["20:q"])
    assert report.code == "0" and as_text(host.codes) == " 81 \n"


def test_rdtim_settim_are_ti() -> None:
    code = """
        LDA #$30
        LDX #$00
        LDY #$00
        JSR $FFDB   ; SETTIM: 48 jiffies
        JSR $FFDE
        STA $02
        RTS
    """
    report, _, host, _ = run(with_code("10 SYS 49152:PRINT PEEK(2);INT(TI/10)", code))
    assert report.code == "0" and as_text(host.codes) == " 48  4 \n"


def test_kernal_files_write_and_read_a_disk(tmp_path) -> None:
    """SETLFS, SETNAM, OPEN, CHKOUT, CHROUT, CLRCHN, CLOSE write a file on
    device 8 that BASIC's INPUT# then reads."""
    from basic.core.peripherals import Peripherals
    code = """
        LDA #2
        LDX #8
        LDY #2
        JSR $FFBA      ; SETLFS 2,8,2
        LDA #8
        LDX #<@name
        LDY #>@name
        JSR $FFBD      ; SETNAM
        JSR $FFC0      ; OPEN
        LDX #2
        JSR $FFC9      ; CHKOUT
        LDX #0
    out: LDA @text,X
        BEQ @done
        JSR $FFD2
        INX
        BNE @out
    done: JSR $FFCC    ; CLRCHN
        LDA #2
        JMP $FFC3      ; CLOSE
    name: .byte 68,65,84,65,44,83,44,87
    text: .byte 72,69,76,76,79,13,0
    """
    listing = with_code('10 SYS 49152:OPEN 1,8,2,"DATA,S,R":INPUT#1,A$:CLOSE 1:PRINT A$', code)
    report, _, host, _ = run(listing, peripherals=Peripherals(disk=str(tmp_path)))
    assert report.code == "0" and as_text(host.codes) == "HELLO\n"


def test_a_jump_into_the_rom_stops_naming_the_address() -> None:
    report, _, host, _ = run("10 SYS 41000")
    assert report.code == "MACHINE CODE"
    assert "$A028" in report.detail and "41000" in report.detail
    assert as_text(host.codes) == "\n?MACHINE CODE  ERROR IN 10"


def test_an_illegal_opcode_stops_naming_it() -> None:
    report, _, _, _ = run("10 POKE 49152,234:POKE 49153,2:SYS 49152")
    assert report.code == "MACHINE CODE"
    assert report.detail == "illegal opcode $02 at $C001 (49153)"


def test_a_crash_into_empty_memory_is_brk() -> None:
    report, _, _, _ = run("10 POKE 49152,76:POKE 49153,0:POKE 49154,80:SYS 49152")
    assert report.code == "MACHINE CODE"
    assert report.detail == "BRK (opcode $00) at $5000 (20480)"


def test_a_runaway_routine_gives_the_host_its_frames() -> None:
    """JMP * never returns; the headless frame limit stops it."""
    report, machine, _, reason = run("10 POKE 49152,76:POKE 49153,0:POKE 49154,192:SYS 49152",
                                     max_frames=30)
    assert reason == "frames-limit"
    assert 30 <= machine.clock.frames <= 31


def test_run_stop_breaks_a_runaway_routine() -> None:
    report, _, host, _ = run("10 POKE 49152,76:POKE 49153,0:POKE 49154,192:SYS 49152",
                             keys=["20:CS+SPACE:10"])
    assert report.code == "BREAK"
    assert as_text(host.codes).startswith("\nBREAK IN 10")


def test_ctrl_c_from_the_host_breaks_a_runaway_routine() -> None:
    from tests.c64.helpers import RecordingHost

    class Breaking(RecordingHost):
        def frame(self, machine) -> None:
            if machine.clock.frames == 12:
                raise BasicError("BREAK")
            super().frame(machine)
    from basic.dialects import get_dialect
    from basic.core.interpreter import Interpreter
    dialect = get_dialect("c64")
    host = Breaking()
    machine = dialect.make_machine(host=host)
    interp = Interpreter(dialect, machine)
    interp.set_program(dialect.parse_listing(
        "10 POKE 49152,76:POKE 49153,0:POKE 49154,192:SYS 49152").program)
    report = interp.run()
    assert report.code == "BREAK" and report.line == 10


def test_machine_code_time_is_on_the_clock() -> None:
    """A delay loop of 256 x 256 DEY/BNE takes about 330,000 cycles: 21 or
    so jiffies of TI."""
    code = """
        LDX #0
        LDY #0
    loop: DEY
        BNE @loop
        DEX
        BNE @loop
        RTS
    """
    report, _, host, _ = run(with_code("10 T=TI:SYS 49152:PRINT TI-T", code))
    jiffies = int(as_text(host.codes))
    assert report.code == "0" and 19 <= jiffies <= 24


def test_stop_routine_sees_run_stop() -> None:
    """A routine that polls the KERNAL's STOP ends on its own when RUN/STOP
    is held, and the program goes on."""
    code = """
    loop: JSR $FFE1
        BNE @loop
        RTS
    """
    report, _, host, _ = run(with_code("10 SYS 49152:PRINT \"DONE\"", code),
                             keys=["20:CS+SPACE:10"])
    assert as_text(host.codes).startswith("DONE")


def test_sys_2059_runs_the_code_after_the_basic_line() -> None:
    """Issue 25's smallest case: ``10 SYS2059`` and, where the program's end
    link would be, ``A2 00 60`` (LDX #0: RTS).  Whatever LOAD leaves in
    memory there (the loader's work) is what SYS 2059 runs."""
    from basic.dialects import get_dialect
    from basic.core.interpreter import Interpreter
    from tests.c64.helpers import RecordingHost
    dialect = get_dialect("c64")
    host = RecordingHost()
    machine = dialect.make_machine(host=host)
    interp = Interpreter(dialect, machine)
    interp.set_program(dialect.parse_listing("10 SYS2059").program)
    d = machine.memory.data
    assert d[2058] == 0 and (d[2059], d[2060]) == (0, 0)   # the line ends at 2058
    d[2059:2062] = bytes((0xA2, 0x07, 0x60))               # LDX #7: RTS over the end link
    machine.reset_frames()
    report = interp.run()
    assert report.code == "0" and d[781] == 7

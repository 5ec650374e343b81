"""``SYS address,...``: routines read their parameters with BASIC's text
routines at TXTPTR (basic/dialects/c64/textcalls.py), and BASIC goes on
from where they leave TXTPTR (syscall.py).  Every probe of
oracle/sys_cases.py must print what the genuine ROM printed
(golden/sys_params.json, oracle/gen_sys.py)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from basic.core.interpreter import Interpreter
from basic.dialects import get_dialect

from .helpers import RecordingHost, as_text, run
from .mc import assemble, loader

GOLDEN = json.loads((Path(__file__).parent / "golden" / "sys_params.json").read_text())
PROGRAMS = sorted(name for name, case in GOLDEN.items() if "direct" not in case)
DIRECT = sorted(name for name, case in GOLDEN.items() if "direct" in case)
READY = [13, 10] + [ord(c) for c in "READY."] + [13, 10]


@pytest.mark.parametrize("name", PROGRAMS)
def test_a_routine_reads_its_parameters_as_on_the_rom(name: str) -> None:
    case = GOLDEN[name]
    _, _, host, _ = run(case["listing"], stream_column=True)
    assert as_text(host.codes) == as_text(case["codes"])
    assert host.codes == case["codes"]


@pytest.mark.parametrize("name", DIRECT)
def test_a_direct_sys_reads_the_input_buffer(name: str) -> None:
    """A direct command is in the input buffer at $0200: TXTPTR points
    there (the ROM's output starts with the RETURN that ended the line
    typed, and READY. is the REPL's)."""
    case = GOLDEN[name]
    dialect = get_dialect("c64")
    host = RecordingHost(stream_column=True)
    interp = Interpreter(dialect, dialect.make_machine(host=host))
    interp.set_program(dialect.parse_listing(case["listing"]).program)
    interp.run_direct(dialect.parse_line("GOSUB 9000"))
    host.codes.clear()
    for line in case["direct"]:
        interp.run_direct(dialect.parse_line(line))
    rom = case["codes"]
    assert rom[0] == 13
    rom = rom[1:]
    if rom[-len(READY):] == READY:
        rom = rom[:-len(READY)]
    assert as_text(host.codes) == as_text(rom)


def test_chrget_is_code_in_zero_page() -> None:
    """INITCZ copies CHRGET to $0073: its bytes are there at power-on, with
    TXTPTR the operand of its LDA at $7A/$7B."""
    _, machine, _, _ = run("10 PRINT PEEK(115);PEEK(121);PEEK(138)")
    d = machine.memory.data
    assert bytes(d[0x73:0x79]) == bytes((0xE6, 0x7A, 0xD0, 0x02, 0xE6, 0x7B))
    assert d[0x79] == 0xAD and d[0x8A] == 0x60


def test_txtptr_points_after_the_address_in_the_stored_line() -> None:
    """During SYS, TXTPTR is the address of the ',' after the address in
    the line as stored from $0801 (the routine copies TXTPTR and the byte
    there to 251-253)."""
    code = """
        LDA $7A
        STA 251
        LDA $7B
        STA 252
        LDY #0
        LDA ($7A),Y
        STA 253
        RTS
    """
    listing = ("1 GOSUB 9000\n10 SYS 49152 ,1:REM\n8999 END\n" + loader(assemble(code, 0xC000), 0xC000))
    report, machine, _, _ = run(listing.replace("10 SYS 49152 ,1:REM", "10 SYS 49152:REM"))
    d = machine.memory.data
    line10 = next(a for a, line in machine.line_addresses if line.number == 10)
    assert report.code == "0"
    assert d[251] | d[252] << 8 == line10 + 4 + len("\x9e 49152")
    assert d[253] == 0x3A                 # the ':' of the line


def test_a_colon_inside_the_parameters_stops_with_a_message() -> None:
    """TXTPTR left at a ':' inside a string, where no statement that was
    compiled starts: the ROM would run BASIC from there; here the program
    stops and says so."""
    code = """
        LDY #0
    loop:
        LDA ($7A),Y
        CMP #58
        BEQ @done
        INC $7A
        BNE @loop
    done:
        RTS
    """
    listing = ('1 GOSUB 9000\n10 SYS 49152,"A:B"\n8999 END\n' + loader(assemble(code, 0xC000), 0xC000))
    report, _, _, _ = run(listing)
    assert report.code == "MACHINE CODE" and "inside a statement" in report.detail


def test_a_print_at_routine_as_type_ins_have() -> None:
    """The commonest shape: ``SYS 49152,row,column,"text"`` read with COMBYT
    (twice), PLOT, CHKCOM, FRMEVL, FRESTR, and the string printed through
    CHROUT; BASIC goes on after it on the same line."""
    code = """
        JSR $B7F1       ; COMBYT: the row
        STX 251
        JSR $B7F1       ; the column
        TXA
        TAY
        LDX 251
        CLC
        JSR $FFF0       ; PLOT
        JSR $AEFD       ; CHKCOM
        JSR $AD9E       ; FRMEVL
        JSR $B6A3       ; FRESTR: A the length, (X,Y) the bytes
        STX 251
        STY 252
        STA 2
        LDY #0
    loop:
        CPY 2
        BEQ @done
        LDA (251),Y
        JSR $FFD2
        INY
        BNE @loop
    done:
        RTS
    """
    listing = ('1 GOSUB 9000\n10 PRINT "{clr}";:FOR I=1 TO 3:SYS 49152,2*I,5+I,"ROW"+STR$(I):NEXT\n'
               '20 SYS 49152,10,0,"DONE":PRINT "!"\n8999 END\n' + loader(assemble(code, 0xC000), 0xC000))
    report, machine, _, _ = run(listing)
    rows = machine.screen_rows()
    assert report.code == "0"
    assert rows[2][6:12] == "ROW 1 " and rows[4][7:12] == "ROW 2" and rows[6][8:13] == "ROW 3"
    assert rows[10].startswith("DONE!")

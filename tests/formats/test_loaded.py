"""A program file runs as LOAD leaves it in the machine: the lines as
stored (out of order, a number twice, a line that does not parse), the
numbers stored beside the digits, the variables area, and GO TO finding
lines by walking the program.  Every answer here is the genuine ROM's
(golden/loaded_rom.json, from oracle/gen_loaded.py); the files are built
through each format's own writer and read back by its reader."""
from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

from basic.core.host import HeadlessHost
from basic.dialects import get_dialect
from basic.dialects.spectrum import tap
from basic.dialects.zx80 import o
from basic.dialects.zx80.ram import variables_image
from basic.dialects.zx81 import p
from basic.frontends.headless import headless_run
from basic.frontends.runner import load_listing

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE / "oracle"))
from loaded_cases import SPECTRUM, ZX80, ZX81  # noqa: E402
from gen_loaded import spectrum_program, zx80_commands, zx80_file  # noqa: E402

GOLDEN = json.loads((HERE / "golden" / "loaded_rom.json").read_text())


def spectrum_tape(case: dict[str, Any]) -> bytes:
    return tap.tape_file("loaded", spectrum_program(case["lines"]), case["goto"],
                         bytes.fromhex(case["variables"]))


def zx81_file(case: dict[str, Any]) -> bytes:
    """The .p through its writer: each line's bytes kept by a comment, and
    the case's ``sysvars`` as a file saved at another moment holds them."""
    machine = p._machine()
    text = ["# dialect: zx81", "# lines as stored"]
    if case["goto"] is not None:
        text.append(f"# autostart: {case['goto']}")
    for number, body in case["lines"]:
        if isinstance(body, dict):
            stored = bytes.fromhex(body["hex"])
            text.append(f"# line {number} bytes: {stored.hex(' ')}")
            body = machine.decode_body(stored, number, [])
        text.append(f"{number} {body}")
    if case["variables"]:
        text.append(f"# variables: {case['variables']}")
    data = bytearray(p.encode("\n".join(text) + "\n", "LOADED"))
    for name, value in case.get("sysvars", {}).items():
        at = getattr(p, name) - p.VERSN
        data[at:at + 2] = value.to_bytes(2, "little")
    return bytes(data)


def screen(rows: list[str]) -> list[str]:
    return [row.rstrip() for row in rows]


@pytest.mark.parametrize("name", sorted(SPECTRUM))
def test_spectrum_runs_a_tape_as_the_rom_does(name: str) -> None:
    want = GOLDEN["spectrum"][name]
    result = headless_run(tap.load(spectrum_tape(SPECTRUM[name]))).result
    assert screen(result["rows"]) == want["rows"]
    assert result["report"] == want["report"]
    for var, value in want["vars"].items():
        assert result["vars"][var] == value




#: where the ZX81 here is not yet the ROM: its run-time LEN X? takes X as
#: the ROM's run time does (no type check, so it looks for a numeric X and
#: finds none: 2/20); the parser here checks types as the editor does, and
#: the statement is nonsense (C/20)
ZX81_DIFFERENCES = {"hitch_h_len_x": "C/20"}


@pytest.mark.parametrize("name", sorted(ZX81))
def test_zx81_runs_a_p_file_as_the_rom_does(name: str) -> None:
    want = GOLDEN["zx81"][name]
    case = ZX81[name]
    if "command" in case:
        result = after_load("zx81", p.load(zx81_file(case)), case["command"])[0]
    else:
        result = headless_run(p.load(zx81_file(case))).result
    if name in ZX81_DIFFERENCES:
        assert want["report"] != ZX81_DIFFERENCES[name]
        assert result["report"] == ZX81_DIFFERENCES[name]
        return
    assert screen(result["rows"]) == want["rows"]
    assert result["report"] == want["report"]


def test_the_repls_load_brings_the_variables_and_goes_on(tmp_path: Path) -> None:
    """hello.p's shape: saved from line 90 with A=123, LOAD goes on at 91."""
    import io
    from basic.dialects import get_dialect
    from basic.frontends.repl.commands import Repl
    from basic.frontends.repl.console import Console
    (tmp_path / "hello.p").write_bytes(zx81_file(ZX81["hello_p"]))
    out = io.StringIO()
    repl = Repl(get_dialect("zx81"), Console(out, dialect="zx81"), stdin=io.StringIO(""),
                stdout=out, base_dir=tmp_path)
    repl.submit('LOAD "HELLO.P"')
    assert "A=123" in out.getvalue()
    repl.submit("PRINT A*2")
    assert "246" in out.getvalue()


def test_a_line_that_does_not_parse_is_kept_listed_and_converts_back() -> None:
    """hitch-h.p's line 6837: in the program, in LIST, and back byte for byte."""
    case = ZX81["hitch_h_len_x"]
    data = zx81_file(case)
    image = p.load(data)
    assert [line.number for line in image.lines] == [20, 30]
    text = p.decode(data)
    assert "# line 20 bytes: eb 2e 14 1d 7e 81 00 00 00 00 df c6 3d 0f\n20 FOR I=1 TO LEN X?\n" \
        in text
    assert p.encode(text, "LOADED")[0x407D - 0x4009:] == data[0x407D - 0x4009:]
    tape = spectrum_tape(SPECTRUM["a_line_that_does_not_parse"])
    assert tap.encode(tap.decode(tape), "loaded") == tape


def test_a_typed_listing_still_leaves_out_what_does_not_parse() -> None:
    run = headless_run("# dialect: zx81\n10 PRINT 1?\n20 PRINT 2\n")
    assert [e.line for e in run.left_out] == [10]
    assert run.result["rows"][0].strip() == "2"


def after_load(dialect_name: str, image: Any, commands: list[str]) -> tuple[Any, Any, Any]:
    """``image`` put in the machine as LOAD leaves it, then ``commands``
    typed, each run as the editor runs a line typed without a number:
    (the run's result, the interpreter, the machine)."""
    dialect = get_dialect(dialect_name)
    machine, interp, _ = load_listing(image, dialect, HeadlessHost([], []))
    report = None
    for command in commands:
        if dialect_name == "zx81":      # the ZX81's editor clears the screen for a command,
            machine.cls()               # as the REPL's command line does (zx8x/face.py)
        report = interp.run_direct(dialect.parse_line(command))
    return machine.dump(report, interp), interp, machine


def zx80_after_load(case: dict[str, Any]) -> tuple[dict[str, Any], str]:
    """The case's .o (basic's writer) read by basic's reader, LOAD, then
    its commands: the screen, report and variables area the run leaves."""
    result, interp, machine = after_load("zx80", o.load(zx80_file(case)), zx80_commands(case))
    return result, variables_image(interp.vars, machine.charset.code_of).hex()


#: where the ZX80 here is not the ROM, with what it does instead (its
#: report and the rows it prints); the ROM's answers are in the golden file
ZX80_DIFFERENCES = {
    # PRINT 1)X: after PRINT 1 the ROM takes the codes after the ")" for
    # the next line's number (X and NEWLINE: 15734) and runs line 30 under
    # it; here the program ends at line 20
    "a_statement_then_codes": ("0/20", ["BEFORE", "1"]),
    # PRINT ): the ROM prints what it finds at address 0 (its own code) as
    # a string; here the PRINT has no item
    "nothing_where_an_operand_begins": ("0/20", ["BEFORE"]),
}


@pytest.mark.parametrize("name", sorted(name for name in ZX80 if zx80_commands(ZX80[name])))
def test_zx80_runs_an_o_file_as_the_rom_does(name: str) -> None:
    """LOAD, then the commands typed: the ROM's screen, report and
    variables area."""
    want = GOLDEN["zx80"][name]
    result, area = zx80_after_load(ZX80[name])
    rows = screen(result["rows"])
    if name in ZX80_DIFFERENCES:
        report, printed = ZX80_DIFFERENCES[name]
        assert (want["report"], [r for r in want["rows"] if r][:-1]) != (report, printed)
        assert (result["report"], [r for r in rows if r][:-1]) == (report, printed)
        return
    assert rows == want["rows"]
    if want["report"] is not None:             # None: LIST went back to the editor
        assert result["report"] == want["report"]
    assert area == want["area"]


def test_a_zx80_file_waits_for_a_command(tmp_path: Path) -> None:
    """LOAD goes back to the editor (TEST-END jumps to MAIN-EXEC): the ROM
    shows the listing and runs nothing; the REPL's LOAD runs nothing
    either (``basic run`` starts the program with RUN, as typing it would)."""
    import io
    from basic.frontends.repl.commands import Repl
    from basic.frontends.repl.console import Console
    want = GOLDEN["zx80"]["load_does_not_start_it"]
    assert want["report"] is None
    assert [r for r in want["rows"] if r] == ['  10 PRINT "A"', '  20>PRINT "B"', "K"]
    (tmp_path / "AB.O").write_bytes(zx80_file(ZX80["load_does_not_start_it"]))
    out = io.StringIO()
    repl = Repl(get_dialect("zx80"), Console(out, dialect="zx80"), stdin=io.StringIO(""),
                stdout=out, base_dir=tmp_path)
    repl.submit('LOAD "AB.O"')
    assert "loaded" in out.getvalue()
    assert "A\n" not in out.getvalue()
    repl.submit("CONTINUE")                 # OLDPPC 0: from the start, as on the ROM
    assert "A\nB\n" in out.getvalue()


@pytest.mark.parametrize("name", sorted(GOLDEN["zx80_saved"]))
def test_a_zx80_o_is_what_the_roms_save_writes(name: str) -> None:
    """The listing typed at the ROM's keyboard and SAVEd: basic's writer
    makes the same bytes, system variables included (FRAMES, the time the
    machine has been on, is 0 in both: the oracle makes no picture)."""
    case = GOLDEN["zx80_saved"][name]
    assert o.encode("# dialect: zx80\n" + case["listing"] + "\n").hex() == case["file"]


def test_a_zx80_o_brings_its_variables() -> None:
    """The ZX80's layout as the 4K ROM listing's NEXT-ONE gives it (no ROM
    image answers here): A=5, TOTAL=-3, B$="HI", C(2) of 0..2 and a FOR I=1
    TO 3 looping at line 15; GO TO 10 (as CONTINUE would) finds them all."""
    from basic.dialects.zx80 import o
    area = ("66" "0500" "59" "343926" "b1" "fdff" "87" "2d2e" "01" "a8" "02" "010002000300"
            "ee" "0100" "0300" "0f00")
    text = ('# dialect: zx80\n10 PRINT A;" ";TOTAL;" ";B$;" ";C(2)\n15 PRINT I\n20 NEXT I\n'
            f"# variables: {area}\n")
    image = o.load(o.encode(text))
    assert image.variables.hex() == area
    image.autostart = 10
    run = headless_run(image)
    assert [row.rstrip() for row in run.result["rows"][:4]] == ["5 -3 HI 3", "1", "2", "3"]
    with pytest.raises(Exception, match="damaged"):
        o.load(o.encode(text.replace("0f00\n", "0f\n")))


def test_the_repl_saves_a_loaded_program_as_it_was(tmp_path: Path) -> None:
    """LOAD then SAVE: a line that does not parse and lines out of order
    go back as they were stored."""
    import io
    from basic.dialects import get_dialect
    from basic.frontends.repl.commands import Repl
    from basic.frontends.repl.console import Console
    case = {"lines": [(30, 'PRINT "C"'), (20, {"hex": "eb2e14" + "1d7e" + "8100000000" + "df"
                                                      + "c63d0f"}), (10, "STOP")],
            "variables": "", "goto": None}
    (tmp_path / "IN.P").write_bytes(zx81_file(case))
    out = io.StringIO()
    repl = Repl(get_dialect("zx81"), Console(out, dialect="zx81"), stdin=io.StringIO(""),
                stdout=out, base_dir=tmp_path)
    repl.submit('LOAD "IN.P"')
    repl.submit("LIST")
    assert "  30 PRINT \"C\"\n  20 FOR I=1 TO LEN X?\n  10 STOP" in out.getvalue()
    repl.submit('SAVE "OUT.P"')
    saved = p.load((tmp_path / "OUT.P").read_bytes())
    loaded = p.load((tmp_path / "IN.P").read_bytes())
    assert [(line.number, line.stored) for line in saved.lines] == \
        [(line.number, line.stored) for line in loaded.lines]


def repl_after_load(tmp_path: Path, data: bytes, commands: list[str]) -> list[str]:
    """The REPL's ``LOAD "CASE.O"``, then ``commands`` typed: what the last
    one printed (the ROM's screen shows only that: a command clears it),
    less the notes that say why a line that does not parse ended a run."""
    import io
    from basic.frontends.repl.commands import Repl
    from basic.frontends.repl.console import Console
    (tmp_path / "CASE.O").write_bytes(data)
    out = io.StringIO()
    repl = Repl(get_dialect("zx80"), Console(out, dialect="zx80"), stdin=io.StringIO(""),
                stdout=out, base_dir=tmp_path)
    repl.submit('LOAD "CASE.O"')
    start = len(out.getvalue())
    for command in commands:
        start = len(out.getvalue())
        repl.submit(command)
    return [row.rstrip() for row in out.getvalue()[start:].split("\n")
            if row.strip() and "does not parse" not in row]


@pytest.mark.parametrize("name", sorted(name for name in ZX80 if zx80_commands(ZX80[name])
                                        and name not in ZX80_DIFFERENCES))
def test_the_repls_load_of_an_o_file_is_the_roms(name: str, tmp_path: Path) -> None:
    """The REPL's LOAD, then the case's commands typed: the ROM's screen
    row for row (a LIST, in a program or typed, as the ROM's editor shows
    it, with its cursor row and no report)."""
    want = [row for row in GOLDEN["zx80"][name]["rows"] if row]
    got = repl_after_load(tmp_path, zx80_file(ZX80[name]), zx80_commands(ZX80[name]))
    if GOLDEN["zx80"][name]["report"] is None:      # the editor's screen: its cursor row
        assert want[-1] == "K"
        want = want[:-1]
    assert got == want


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(name for name, case in ZX80.items()
                                        if case["command"] == "RUN"
                                        and name not in ZX80_DIFFERENCES))
def test_basic_run_of_an_o_file_is_the_roms_run(name: str, tmp_path: Path) -> None:
    """``basic run CASE.O`` starts the program as RUN typed after LOAD
    does: the ROM's screen and report (a subprocess, as a shell runs it)."""
    sys.path.insert(0, str(HERE.parent / "cli"))
    from basic_cli import basic
    (tmp_path / "CASE.O").write_bytes(zx80_file(ZX80[name]))
    done = basic("run", "--headless", "--dump", "json", str(tmp_path / "CASE.O"))
    assert done.returncode in (0, 1) and "Traceback" not in done.stderr, done.stderr
    result = json.loads(done.stdout)
    want = GOLDEN["zx80"][name]
    assert screen(result["rows"]) == want["rows"]
    if want["report"] is not None:
        assert result["report"] == want["report"]


def test_stream_mode_shows_the_listing_a_zx80_programs_list_leaves(tmp_path: Path) -> None:
    """``basic run CASE.O`` printing to a pipe: a LIST in the program ends
    it in the editor, whose listing is what the ROM shows (no report)."""
    sys.path.insert(0, str(HERE.parent / "cli"))
    from basic_cli import basic
    (tmp_path / "CASE.O").write_bytes(zx80_file(ZX80["list_shows_them_as_stored"]))
    done = basic("run", str(tmp_path / "CASE.O"))
    want = [row for row in GOLDEN["zx80"]["list_shows_them_as_stored"]["rows"] if row]
    assert done.stdout.splitlines() == want[:-1]            # the cursor row is the editor's
    assert (done.returncode, done.stderr) == (0, "")

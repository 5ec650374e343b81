"""48K snapshots (.z80, .sna, .szx): read, run on, written, and run on the
genuine ROM.

The snapshots read here are made by independent tools with the genuine 48K
ROM: SkoolKit's tap2sna LOADs a .tap (written by ``basic convert``) in its
Z80 simulator and saves the machine, one second after the tape ends (so a
program that starts itself is caught running).  The snapshots basic writes
are run on the genuine ROM in SkoolKit's simulator (``rom_snapshot``), which
loads them as an emulator does; what the ROM then shows is what basic shows
for the same program.  Both the ROM and tap2sna come with SkoolKit, a
dependency, so nothing here needs the oracle beside the repository.
"""
from __future__ import annotations

import contextlib
import io
import sys
from pathlib import Path

import pytest
from skoolkit.snapshot import SNA, SZX, Z80

from basic.core.formats import FormatError
from basic.dialects import read_program
from basic.dialects.spectrum import tap
from basic.dialects.spectrum.snapshots import files, sna, szx, z80
from basic.frontends.headless import headless_run

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests" / "cli"))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from basic_cli import basic  # noqa: E402
from rom_snapshot import RomSpectrum  # noqa: E402

KINDS = ("z80", "sna", "szx")
CODECS = {"z80": z80, "sna": sna, "szx": szx}

SUBROUTINE = """10 BORDER 1: PRINT "start"
20 FOR i=1 TO 3
30 GO SUB 100
40 NEXT i
50 STOP
60 PRINT "after stop"
100 PRINT i;: PAUSE 30: PRINT " back": RETURN
"""
#: a routine of 100 HALTs (two seconds) that returns 1234, POKEd from DATA
CODE = """10 FOR i=0 TO 8: READ a: POKE 40000+i,a: NEXT i
20 PRINT "before"
30 RANDOMIZE USR 40000
40 PRINT "after";PEEK 23670+256*PEEK 23671
50 DATA 6,100,118,16,253,1,210,4,201
"""


def shown(rows: list[str]) -> list[str]:
    return [row.rstrip() for row in rows if row.strip()]


def tap2sna(tmp_path: Path, listing: str, kind: str = "z80") -> bytes:
    """The snapshot SkoolKit's tap2sna makes of the .tap ``basic convert``
    writes for ``listing``: the genuine ROM's LOAD "", run on for a second
    after the tape ends."""
    from skoolkit.tap2sna import main
    (tmp_path / "prog.tap").write_bytes(tap.encode(listing, "prog"))
    out = tmp_path / f"prog.{kind}"
    with contextlib.redirect_stdout(io.StringIO()):
        main([str(tmp_path / "prog.tap"), str(out)])
    return out.read_bytes()


def rom_goes_on(data: bytes, kind: str, frames: int = 1000) -> list[str]:
    """The screen once the genuine ROM, going on from the snapshot, is back
    at the editor."""
    zx = RomSpectrum(data, kind)
    assert zx.to_editor(frames)
    return shown(zx.screen()["rows"])


# -- snapshots made by the genuine ROM -------------------------------------------------------

def test_fortress_loaded_by_tap2sna_runs_to_the_listings_title_screen(tmp_path: Path) -> None:
    listing = (ROOT / "listings" / "fortress.bas").read_text()
    image = z80.load(tap2sna(tmp_path, listing))
    ours = headless_run(image, frames=3000).result
    plain = headless_run(listing, frames=3000).result
    assert ours["stop_reason"] == plain["stop_reason"] == "inkey-wait"
    assert "FORTRESS" in " ".join(ours["rows"])
    for field in ("rows", "attrs", "bitmap", "border"):
        assert ours[field] == plain[field], field


@pytest.mark.parametrize("kind", ["z80", "szx"])
def test_a_snapshot_of_fortress_lists_its_program_and_says_the_variables_are_left_out(
        tmp_path: Path, kind: str) -> None:
    listing = (ROOT / "listings" / "fortress.bas").read_text()
    data = tap2sna(tmp_path, listing, kind)
    text = CODECS[kind].decode(data)
    assert text.splitlines()[1:3] == [
        f"# {kind} snapshot: basic run goes on from where CONTINUE goes, 0:0",
        "# variables left out: the snapshot holds none"]
    assert [line for line in text.splitlines() if not line.startswith("#")] == \
        [line for line in tap.decode(tap.encode(listing, "f")).splitlines()
         if not line.startswith("#")]


def test_a_program_caught_in_a_subroutine_goes_on_as_on_the_rom(tmp_path: Path) -> None:
    data = tap2sna(tmp_path, "# autostart: 10\n" + SUBROUTINE)
    image = z80.load(data)
    assert image.resume == (100, 2)                   # the PAUSE it was in
    assert image.machine.basic.gosub == [(30, 2)]
    run = headless_run(image)
    assert shown(run.result["rows"]) == rom_goes_on(data, "z80") == [
        "Program: prog", "start", "1 back", "2 back", "3 back", "9 STOP statement, 50:1"]
    assert run.result["border"] == 1
    assert run.result["vars"]["i"] == 4               # the FOR loop came with it, and ended


def test_a_snapshot_that_caught_machine_code_goes_on_in_the_z80(tmp_path: Path) -> None:
    data = tap2sna(tmp_path, "# autostart: 10\n" + CODE)
    image = z80.load(data)
    assert image.machine.code and image.resume == (30, 2)
    assert "goes on in the Z80" in image.cautions[0]
    run = headless_run(image)
    assert shown(run.result["rows"])[-3:] == rom_goes_on(data, "z80")[-3:] == [
        "before", "after1234", "0 OK, 50:1"]


# -- snapshots basic writes, on the genuine ROM ---------------------------------------------

@pytest.mark.parametrize("kind", KINDS)
def test_a_run_stopped_midway_goes_on_on_the_genuine_rom(tmp_path: Path, kind: str) -> None:
    out = tmp_path / f"mid.{kind}"
    headless_run(SUBROUTINE, frames=50, snapshot_out=str(out))
    data = out.read_bytes()
    whole = shown(headless_run(SUBROUTINE).result["rows"])
    assert whole == ["start", "1 back", "2 back", "3 back", "9 STOP statement, 50:1"]
    assert rom_goes_on(data, kind) == whole
    assert shown(headless_run(read_program(out)).result["rows"]) == whole


def test_fortress_saved_at_its_title_screen_plays_on_on_the_genuine_rom(tmp_path: Path) -> None:
    out = tmp_path / "fortress.z80"
    title = headless_run((ROOT / "listings" / "fortress.bas").read_text(), frames=3000,
                         snapshot_out=str(out)).result
    assert title["stop_reason"] == "inkey-wait"
    zx = RomSpectrum(out.read_bytes(), "z80")
    zx.run(20)
    assert zx.screen()["bitmap"] == title["bitmap"]
    zx.held = {(3, 1)}                      # 2 (a two-player game): half-row 0xF7FE, bit 1
    zx.run(10)
    zx.held = set()
    zx.run(300)
    rom = zx.screen()
    ours = headless_run(read_program(out), keys=["inkey:2"], frames=3000).result
    assert "Attacker move" in " ".join(ours["rows"])
    for field in ("rows", "attrs", "bitmap"):
        assert rom[field] == ours[field], field


@pytest.mark.parametrize("kind", KINDS)
def test_skoolkits_reader_reads_what_basic_writes(tmp_path: Path, kind: str) -> None:
    out = tmp_path / f"mid.{kind}"
    headless_run(SUBROUTINE, frames=50, snapshot_out=str(out))
    snap = {"z80": Z80, "sna": SNA, "szx": SZX}[kind](out.read_bytes())
    ram = snap.ram()
    assert snap.machine == "48K" and len(ram) == 49152
    assert (snap.iy, snap.i, snap.im, snap.iff1, snap.border) == (23610, 0x3F, 1, 1, 1)
    if kind != "sna":                 # an SNA's PC is on its stack
        assert snap.pc == 0x1B76       # STMT-RET: NEWPPC/NSPPC the statement to go on from
    word = lambda a: ram[a - 16384] | ram[a - 16383] << 8   # noqa: E731
    assert (word(23618), ram[23620 - 16384]) == (100, 2)


@pytest.mark.parametrize("kind", KINDS)
def test_after_a_report_the_rom_shows_it_and_continue_goes_on(tmp_path: Path, kind: str) -> None:
    out = tmp_path / f"end.{kind}"
    headless_run(SUBROUTINE, snapshot_out=str(out))
    zx = RomSpectrum(out.read_bytes(), kind)
    assert zx.to_editor(100)
    assert shown(zx.screen()["rows"])[-1] == "9 STOP statement, 50:1"
    assert (zx.word(23662), zx.mem[23664]) == (50, 2)          # OLDPPC:OSPPC, as MAIN-4 sets
    zx.type_key(0xE8)                                          # CONTINUE
    zx.run(5)
    zx.type_key(0x0D)
    assert zx.to_editor(500)
    assert shown(zx.screen()["rows"])[-3:] == ["after stop", "4 back",
                                               "7 RETURN without GOSUB, 100:4"]


@pytest.mark.parametrize("kind", KINDS)
def test_a_run_stopped_inside_machine_code_goes_on_in_both(tmp_path: Path, kind: str) -> None:
    out = tmp_path / f"code.{kind}"
    headless_run(CODE, frames=30, snapshot_out=str(out))
    data = out.read_bytes()
    whole = ["before", "after1234", "0 OK, 50:1"]
    assert shown(headless_run(CODE).result["rows"]) == whole
    assert rom_goes_on(data, kind) == whole
    image = CODECS[kind].load(data)
    assert image.machine.code
    assert shown(headless_run(image).result["rows"]) == whole


def test_a_listing_converted_to_a_snapshot_is_at_the_editor_after_load(tmp_path: Path) -> None:
    data = z80.encode(SUBROUTINE, "prog")
    assert rom_goes_on(data, "z80") == ["0 OK, 0:1"]
    image = z80.load(data)
    assert [line.number for line in image.lines] == [10, 20, 30, 40, 50, 60, 100]


# -- the command line -------------------------------------------------------------------------

@pytest.mark.slow
def test_basic_run_goes_on_and_run_starts_again(tmp_path: Path) -> None:
    (tmp_path / "sub.bas").write_text(SUBROUTINE)
    res = basic("run", "sub.bas", "--headless", "--frames", "50", "--snapshot-out", "mid.szx",
                cwd=tmp_path)
    assert res.returncode == 0 and "stopped: frames-limit" in res.stderr
    res = basic("run", "mid.szx", "--headless", cwd=tmp_path)
    assert res.stdout.splitlines() == ["start", "1 back", "2 back", "3 back",
                                       "9 STOP statement, 50:1"]
    # 20 frames on: from the snapshot's PAUSE (i is 2), or from RUN's CLS
    res = basic("run", "mid.szx", "--headless", "--frames", "20", cwd=tmp_path)
    assert res.stdout.splitlines() == ["start", "1 back", "2"]
    res = basic("run", "mid.szx", "--run", "--headless", "--frames", "20", cwd=tmp_path)
    assert res.stdout.splitlines() == ["start", "1"]


@pytest.mark.slow
def test_basic_convert_writes_the_listing_without_the_variables(tmp_path: Path) -> None:
    (tmp_path / "sub.bas").write_text(SUBROUTINE)
    basic("run", "sub.bas", "--headless", "--frames", "50", "--snapshot-out", "mid.z80",
          cwd=tmp_path)
    res = basic("convert", "mid.z80", "mid.bas", cwd=tmp_path)
    assert res.returncode == 0, res.stderr
    text = (tmp_path / "mid.bas").read_text()
    assert "# variables left out: the snapshot's 19 bytes of variables" in text
    assert "# variables:" not in text
    assert text.rstrip().endswith('100 PRINT i;: PAUSE 30: PRINT " back": RETURN')


@pytest.mark.parametrize("args, message", [
    (("--snapshot-out", "x.tap"), "the suffix says which snapshot to write: .z80, .sna, .szx"),
    (("--snapshot-out", "nowhere/x.z80"), "cannot write nowhere/x.z80"),
    (("--dialect", "c64", "--snapshot-out", "x.z80"), "the c64 has no snapshot format"),
])
@pytest.mark.slow
def test_snapshot_out_is_refused_before_the_run(tmp_path: Path, args: tuple, message: str) -> None:
    (tmp_path / "p.bas").write_text('10 PRINT "hi"\n')
    res = basic("run", "p.bas", "--headless", *args, cwd=tmp_path)
    assert res.returncode == 2 and message in res.stderr and res.stdout == ""


# -- damaged files ---------------------------------------------------------------------------

def _written(kind: str) -> bytes:
    return CODECS[kind].encode(SUBROUTINE, "p")


@pytest.mark.slow
@pytest.mark.parametrize("kind", KINDS)
def test_a_cut_snapshot_is_one_line_and_exit_2(tmp_path: Path, kind: str) -> None:
    data = _written(kind)
    for size in (0, 10, 29, 40, len(data) // 2, len(data) - 1):
        (tmp_path / f"cut.{kind}").write_bytes(data[:size])
        res = basic("run", f"cut.{kind}", "--headless", cwd=tmp_path)
        assert res.returncode == 2, (size, res.stderr)
        lines = res.stderr.splitlines()
        assert len(lines) == 1 and lines[0].startswith(f"basic: cut.{kind}: "), lines
        assert "Traceback" not in res.stderr


@pytest.mark.parametrize("kind, fault", [
    ("z80", "the system variables do not describe a BASIC program"),
    ("sna", "the system variables do not describe a BASIC program"),
])
def test_a_snapshot_without_basic_is_refused(kind: str, fault: str) -> None:
    state = files.MachineState(bytearray(49152), {k: 0 for k in (*files.PAIRS, "SP", "PC", "I",
                                                                 "R", "IFF", "IM")})
    state.registers["SP"] = 0x8000
    with pytest.raises(FormatError, match="do not describe a BASIC program"):
        CODECS[kind].load(files.write(state, kind))


def test_a_128k_snapshot_is_refused() -> None:
    data = bytearray(_written("z80"))
    data[34] = 4                                  # a 128K's hardware mode (version 3)
    with pytest.raises(FormatError, match="basic's Spectrum is a 48K"):
        z80.load(bytes(data))


def test_a_snapshot_of_machine_code_alone_runs_in_the_z80() -> None:
    state = files.MachineState(bytearray(49152), {k: 0 for k in (*files.PAIRS, "SP", "PC", "I",
                                                                 "R", "IFF", "IM")})
    state.ram[0x8000 - 16384:0x8006 - 16384] = bytes([0x3E, 2, 0xD3, 0xFE, 0x18, 0xFE])
    state.registers.update(SP=0xFF00, PC=0x8000, IM=1)   # LD A,2: OUT (254),A: JR $
    image = z80.load(files.write(state, "z80"))
    assert image.lines == [] and "goes on in the Z80" in image.cautions[0]
    run = headless_run(image, frames=20)
    assert (run.result["border"], run.result["stop_reason"]) == (2, "frames-limit")


@pytest.mark.slow
@pytest.mark.parametrize("name", ["sub.tap", "sub.z80"])
def test_run_i_takes_a_program_file_and_a_snapshot(tmp_path: Path, name: str) -> None:
    (tmp_path / "sub.bas").write_text(SUBROUTINE)
    basic("convert", "sub.bas", name, cwd=tmp_path)
    res = basic("run", name, "-i", stdin="PRINT i\n", cwd=tmp_path)
    assert res.returncode == 0 and "Traceback" not in res.stderr, res.stderr
    assert "9 STOP statement, 50:1" in res.stdout and "\n4\n" in res.stdout

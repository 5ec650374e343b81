"""Program files everywhere a listing goes: ``basic run``, ``basic convert``
and the REPL's SAVE/LOAD/VERIFY, each choosing by the file's suffix."""
from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

import pytest

from basic.dialects import get_dialect
from basic.dialects import FORMATS, format_for, program_file_data, read_program_text
from basic.core.formats import FormatError
from basic.frontends.repl.commands import Repl
from basic.frontends.repl.console import Console

ROOT = Path(__file__).resolve().parents[2]
PROGRAMS = {
    "spectrum": ('10 PRINT "HELLO ";2+2\n20 GO TO 40\n30 PRINT "NOT HERE"\n'
                 '40 PRINT "DONE"\n', "HELLO 4"),
    "zx81": ('10 PRINT "HELLO ";2+2\n20 GOTO 40\n30 PRINT "NOT HERE"\n40 PRINT "DONE"\n',
             "HELLO 4"),
    "zx80": ('10 PRINT "HELLO ";2+2\n20 GO TO 40\n30 PRINT "NOT HERE"\n40 PRINT "DONE"\n',
             "HELLO 4"),
    "c64": ('10 PRINT "HELLO";2+2\n20 GOTO 40\n30 PRINT "NOT HERE"\n40 PRINT "DONE"\n',
            "HELLO 4"),
}
SUFFIX = {"spectrum": ".tap", "zx81": ".p", "zx80": ".o", "c64": ".prg"}


def basic(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "basic", *args], cwd=cwd, text=True,
                          capture_output=True, timeout=60)


def test_every_suffix_names_a_format_of_its_machine() -> None:
    assert {f.dialect for f in FORMATS.values()} == set(SUFFIX)
    for dialect, suffix in SUFFIX.items():
        assert format_for(f"GAME{suffix.upper()}").dialect == dialect
    assert format_for("prog.bas") is None and format_for("prog") is None


@pytest.mark.slow
@pytest.mark.parametrize("dialect", sorted(SUFFIX))
def test_convert_then_run_the_program_file(tmp_path: Path, dialect: str) -> None:
    """A listing converted to the machine's file runs from that file with the
    same output, and converts back to the same listing."""
    text, shown = PROGRAMS[dialect]
    (tmp_path / "prog.bas").write_text(f"# dialect: {dialect}\n" + text)
    target = "prog" + SUFFIX[dialect]
    done = basic("convert", "prog.bas", target, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout == f"wrote {target}\n"
    ran = basic("run", target, "--headless", "--dump", "text", cwd=tmp_path)
    rows = [r.strip() for r in ran.stdout.splitlines() if r.strip()]
    assert rows[:2] == [shown, "DONE"], ran.stdout + ran.stderr
    assert basic("convert", target, "back.bas", cwd=tmp_path).returncode == 0
    back = (tmp_path / "back.bas").read_text()
    assert back.splitlines()[0] == f"# dialect: {dialect}"
    assert program_file_data(tmp_path / target, back, dialect) == (tmp_path / target).read_bytes()


@pytest.mark.slow
def test_convert_to_dash_prints_the_listing(tmp_path: Path) -> None:
    text, _ = PROGRAMS["spectrum"]
    (tmp_path / "prog.bas").write_text("# autostart: 20\n" + text)
    assert basic("convert", "prog.bas", "prog.tap", cwd=tmp_path).returncode == 0
    shown = basic("convert", "prog.tap", "-", cwd=tmp_path)
    assert shown.returncode == 0
    assert shown.stdout == "# dialect: spectrum\n# autostart: 20\n" + text


@pytest.mark.slow
def test_a_program_file_must_hold_its_machines_dialect(tmp_path: Path) -> None:
    (tmp_path / "prog.bas").write_text("# dialect: c64\n10 PRINT 1\n")
    done = basic("convert", "prog.bas", "prog.tap", cwd=tmp_path)
    assert done.returncode == 2
    assert "a .tap file holds a spectrum program; this one is c64" in done.stderr
    assert not (tmp_path / "prog.tap").exists()


@pytest.mark.slow
@pytest.mark.parametrize("suffix", sorted(FORMATS))
def test_a_broken_program_file_is_a_clear_message(tmp_path: Path, suffix: str) -> None:
    (tmp_path / f"junk{suffix}").write_bytes(b"\x01\x02not a program")
    with pytest.raises(FormatError):
        read_program_text(tmp_path / f"junk{suffix}")
    ran = basic("run", f"junk{suffix}", "--headless", cwd=tmp_path)
    assert ran.returncode == 2 and ran.stderr.startswith(f"basic: junk{suffix}: ")
    assert "Traceback" not in ran.stderr


class Rig:
    def __init__(self, dialect: str, base: Path) -> None:
        self.out = io.StringIO()
        self.repl = Repl(get_dialect(dialect), Console(self.out, dialect=dialect),
                         stdin=io.StringIO(""), stdout=self.out, base_dir=base)

    def type(self, *lines: str) -> str:
        start = self.out.tell()
        for text in lines:
            self.repl.submit(text)
        self.out.seek(start)
        return self.out.read()


@pytest.mark.parametrize("dialect", sorted(SUFFIX))
def test_repl_saves_loads_and_verifies_program_files(tmp_path: Path, dialect: str) -> None:
    text, shown = PROGRAMS[dialect]
    # lower case is inverse video on the ZX80/ZX81: their file names are in
    # capitals; the C64's unshifted letters are lower case on the host
    name = "game.tap" if dialect == "spectrum" else "GAME" + SUFFIX[dialect].upper()
    host = "game.prg" if dialect == "c64" else name
    rig = Rig(dialect, tmp_path)
    rig.type(*text.splitlines())
    assert f"saved {tmp_path / host}" in rig.type(f'SAVE "{name}"')
    assert (tmp_path / host).read_bytes() == program_file_data(
        tmp_path / host, f"# dialect: {dialect}\n" + text, dialect)
    rig.type("NEW")
    assert f"loaded {tmp_path / host}" in rig.type(f'LOAD "{name}"')
    assert shown in rig.type("RUN")
    if dialect in ("spectrum", "c64"):                 # the ZX80 and ZX81 have no VERIFY
        assert f"verified {tmp_path / host}" in rig.type(f'VERIFY "{name}"')


def test_c64_file_troubles_are_the_c64s_reports(tmp_path: Path) -> None:
    rig = Rig("c64", tmp_path)
    assert rig.type('LOAD "NOSUCH.PRG"').startswith("\n?FILE NOT FOUND  ERROR\nREADY.\n")
    # device 8 is the disk (the folder disk/ beside the REPL's files)
    assert rig.type('LOAD "NOSUCH",8').startswith(
        "\nSEARCHING FOR NOSUCH\n?FILE NOT FOUND  ERROR\nREADY.\n")
    rig.type("10 PRINT 1")
    assert rig.type('SAVE ""').startswith("\n?MISSING FILE NAME  ERROR\nREADY.")


def test_repl_refuses_another_machines_program_file(tmp_path: Path) -> None:
    rig = Rig("spectrum", tmp_path)
    rig.type("10 PRINT 1")
    shown = rig.type('SAVE "x.prg"')
    assert "a .prg file holds a c64 program; this one is spectrum" in shown
    assert not (tmp_path / "x.prg").exists()

"""The disk and the printer from the command line and the REPL: ``basic run
--disk game.d64 '*'``, ``--disk FOLDER``, the default disk/ folder,
``--printer FILE``, the REPL's DISK command and LOAD/SAVE/VERIFY ",8"."""
from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

import pytest
from d64 import DiskImage

from basic.dialects import get_dialect
from basic.dialects.c64.prg import encode
from basic.frontends.repl.commands import Repl
from basic.frontends.repl.console import Console

GAME = "10 PRINT \"HELLO FROM THE DISK\"\n20 OPEN 2,8,2,\"SCORE,S,W\":PRINT#2,42:CLOSE 2\n"


def basic(*args: str, cwd: Path, stdin: str = "") -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "basic", *args], cwd=cwd, text=True,
                          input=stdin, capture_output=True, timeout=60)


def game_image(path: Path) -> Path:
    """A .d64 made by the d64 package, with a BASIC program on it."""
    DiskImage.create("d64", path, b"GAMES", b"GM")
    with DiskImage(path, mode="w") as disk:
        with disk.path(b"GAME").open("w", ftype="prg") as file:
            file.write(encode(GAME))
    return path


@pytest.mark.slow
def test_run_the_first_program_of_a_d64(tmp_path: Path) -> None:
    image = game_image(tmp_path / "game.d64")
    ran = basic("run", "--disk", str(image), "*", "--headless", cwd=tmp_path)
    assert ran.returncode == 0, ran.stderr
    assert "HELLO FROM THE DISK" in ran.stdout
    with DiskImage(image) as disk:              # the program wrote to its own disk
        with disk.path(b"SCORE").open() as file:
            assert file.read() == b" 42 \r"
    ran = basic("run", "--disk", str(image), "GA?E", "--stream", cwd=tmp_path)
    assert ran.stdout.startswith("HELLO FROM THE DISK")


@pytest.mark.slow
def test_a_name_not_on_the_disk_is_a_message(tmp_path: Path) -> None:
    image = game_image(tmp_path / "game.d64")
    ran = basic("run", "--disk", str(image), "NOPE", "--headless", cwd=tmp_path)
    assert ran.returncode == 2
    assert ran.stderr == f"basic: NOPE: not on the disk {image} (62, FILE NOT FOUND,00,00)\n"
    (tmp_path / "bad.d64").write_bytes(b"x" * 100)
    ran = basic("run", "--disk", "bad.d64", "*", "--headless", cwd=tmp_path)
    assert ran.returncode == 2 and "it has 100 bytes" in ran.stderr
    assert "Traceback" not in ran.stderr


@pytest.mark.slow
def test_default_disk_folder_is_made_when_first_written(tmp_path: Path) -> None:
    (tmp_path / "t.bas").write_text("# dialect: c64\n10 OPEN 1,8,15:PRINT ST\n")
    basic("run", "t.bas", "--headless", cwd=tmp_path)
    assert not (tmp_path / "disk").exists()
    (tmp_path / "w.bas").write_text("# dialect: c64\n" + GAME)
    basic("run", "w.bas", "--headless", cwd=tmp_path)
    assert (tmp_path / "disk" / "score.seq").read_bytes() == b" 42 \r"


def test_disk_folder_and_printer_file(tmp_path: Path) -> None:
    (tmp_path / "p.bas").write_text(
        "# dialect: c64\n10 OPEN 5,4,7:PRINT#5,\"Lower\":CLOSE 5\n"
        "20 OPEN 2,8,2,\"0:F,S,W\":PRINT#2,\"X\":CLOSE 2\n"
        "30 OPEN 4,4:PRINT#4,\"TOTAL\";7:CMD 4:LIST\n")
    ran = basic("run", "p.bas", "--headless", "--disk", "mine", "--printer", "out.txt",
                cwd=tmp_path)
    assert ran.returncode == 0, ran.stderr
    assert (tmp_path / "mine" / "f.seq").read_bytes() == b"X\r"
    text = (tmp_path / "out.txt").read_text()
    assert text.startswith("lower\nTOTAL 7 \n")      # sa 7: the lower/upper case set
    assert "\n30 OPEN 4,4:PRINT#4,\"TOTAL\";7:CMD 4:LIST\n" in text


def test_unwritable_disk_says_why(tmp_path: Path) -> None:
    (tmp_path / "blocked").write_text("a file where the folder would be")
    (tmp_path / "w.bas").write_text("# dialect: c64\n" + GAME + "30 PRINT ST\n")
    ran = basic("run", "w.bas", "--headless", "--disk", "blocked/disk", cwd=tmp_path)
    assert "HELLO FROM THE DISK" in ran.stdout
    assert "basic: cannot read the folder blocked/disk" in ran.stderr
    assert "Traceback" not in ran.stderr


class Rig:
    def __init__(self, base: Path) -> None:
        self.out = io.StringIO()
        self.repl = Repl(get_dialect("c64"), Console(self.out, dialect="c64"),
                         stdin=io.StringIO(""), stdout=self.out, base_dir=base)

    def type(self, *lines: str) -> str:
        start = self.out.tell()
        for text in lines:
            self.repl.submit(text)
        self.out.seek(start)
        return self.out.read()


def test_repl_save_load_verify_and_the_directory(tmp_path: Path) -> None:
    rig = Rig(tmp_path)
    rig.type('10 PRINT "HELLO"', "20 A=5")
    assert rig.type('SAVE "PROG",8').startswith("\nSAVING PROG\n")
    assert (tmp_path / "disk" / "prog.prg").read_bytes() == encode('10 PRINT "HELLO"\n20 A=5\n')
    rig.type("NEW")
    shown = rig.type('LOAD "PROG",8')
    assert shown.startswith("\nSEARCHING FOR PROG\nLOADING")
    assert "HELLO" in rig.type("RUN")
    assert "\nOK\n" in rig.type('VERIFY "PROG",8')
    rig.type("30 REM CHANGED")
    assert "?VERIFY  ERROR" in rig.type('VERIFY "PROG",8')
    rig.type('LOAD "$",8')
    listing = rig.type("LIST")
    assert '0 {rvon}"DISK            " 00 2A' in listing
    assert '1    "PROG"             PRG' in listing and "663 BLOCKS FREE." in listing


def test_repl_disk_command(tmp_path: Path) -> None:
    image = game_image(tmp_path / "game.d64")
    rig = Rig(tmp_path)
    assert f"disk: {image}" in rig.type(f'DISK "{image}"')
    rig.type('LOAD "*",8')
    assert "HELLO FROM THE DISK" in rig.type("RUN")
    (tmp_path / "junk.d64").write_bytes(b"junk")
    assert "DISK: " in rig.type(f'DISK "{tmp_path / "junk.d64"}"')
    assert f"disk: {image}" in rig.type("DISK")


def test_repl_says_at_once_that_its_disk_is_missing(tmp_path: Path) -> None:
    """basic repl --disk missing.d64: said when the REPL starts; LOAD then
    finds no device 8, as a C64 with no drive; DISK puts one in."""
    from basic.core.peripherals import Peripherals
    out = io.StringIO()
    missing = tmp_path / "missing.d64"
    reports: list[str] = []
    Repl(get_dialect("c64"), Console(out, dialect="c64"), stdin=io.StringIO(""), stdout=out,
         base_dir=tmp_path, peripherals=Peripherals(str(missing), str(tmp_path / "p.txt"),
                                                    reports.append))
    assert out.getvalue() == (f"disk: {missing}: no such disk image; device 8 is not present "
                              'until DISK "path" puts in a disk\n')
    rig = Rig(tmp_path)
    assert rig.out.getvalue() == ""                     # the default disk/ needs no word
    rig.repl.host.peripherals = Peripherals(str(missing), str(tmp_path / "p.txt"), reports.append)
    rig.repl._fresh_machine()
    assert "?DEVICE NOT PRESENT" in rig.type('LOAD "$",8')
    image = game_image(tmp_path / "game.d64")
    rig.type(f'DISK "{image}"')
    assert "GAME" in rig.type('LOAD "$",8') + rig.type("LIST")

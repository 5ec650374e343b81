"""A C64 program as LOAD leaves it: lines as stored (a directory's files of
the same size share a line number), the program ending at a link whose high
byte is 0 with the bytes after it still in memory, and GOTO finding lines as
FNDLIN walks them (from the next line for a later number, else from the
start; only the number itself will do).  The walk and LNKPRG are Commodore's
BASIC source (code2 ``fndlin``, code16 ``lnkprg``, code5 ``goto``), and the
genuine ROM's answers are golden/loaded_rom.json (oracle/gen_loaded.py)."""
from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from d64 import DiskImage

from basic.dialects import get_dialect
from basic.dialects.c64 import prg
from basic.frontends.headless import headless_run
from basic.frontends.repl.commands import Repl
from basic.frontends.repl.console import Console, reversed_video

SFX = bytes.fromhex("01080b080a009e32303539" "00a20060")
GOLDEN = json.loads((Path(__file__).parent / "golden" / "loaded_rom.json").read_text())


def _printed(rows: list[str]) -> list[str]:
    """The screen's rows down to READY., as the ROM's output reads."""
    rows = [row.rstrip() for row in rows]
    while rows and rows[-1] in ("", "READY."):
        rows.pop()
    return rows


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_a_loaded_program_runs_as_the_rom_runs_it(name: str) -> None:
    """The genuine BASIC ROM's answers (oracle/gen_loaded.py): the program
    put at $0801 as LOAD leaves it, then RUN."""
    case = GOLDEN[name]
    program = b"\x01\x08"
    for number, body in case["lines"]:
        data = bytes.fromhex(body)
        link = 0x0801 + len(program) - 2 + 4 + len(data) + 1
        program += link.to_bytes(2, "little") + number.to_bytes(2, "little") + data + b"\0"
    program += bytes.fromhex(case["tail"]) or b"\0\0"
    run = headless_run(prg.load(program), dialect="c64")
    want = case["text"].rstrip("\n").split("\n") if case["text"] else []
    assert _printed(run.result["rows"]) == want


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


def three_files(path: Path) -> Path:
    DiskImage.create("d64", path, b"DISK", b"2A")
    with DiskImage(path, mode="w") as disk:
        for name in (b"HELLO", b"DATA", b"Z"):
            with disk.path(name).open("w", ftype="prg") as file:
                file.write(prg.encode(f'10 PRINT "{name.decode()}"\n'))
    return path


def test_the_directory_lists_every_file_of_the_same_size(tmp_path: Path) -> None:
    rig = Rig(tmp_path)
    rig.type(f'DISK "{three_files(tmp_path / "three.d64")}"', 'LOAD "$",8')
    listing = rig.type("LIST")
    for name in ("HELLO", "DATA", "Z"):
        assert f'1    "{name}"' in listing
    assert listing.count("\n1 ") == 3
    assert "BLOCKS FREE.\n" in listing                  # no spaces after it


def test_reverse_video_in_a_listing_is_reverse_video() -> None:
    assert reversed_video([("", '0 {rvon}"DISK" 00 2A{rvof}')]) == \
        [("", "0 "), ("reverse", '"DISK" 00 2A')]


def test_a_sys_program_keeps_its_machine_code(tmp_path: Path) -> None:
    """Sound FX Kit's shape: 10 SYS2059, then LDX #0: RTS after the end link."""
    image = prg.load(SFX)
    run = headless_run(image, dialect="c64")
    assert run.report is not None and run.report.code == "0"
    assert "READY." in "\n".join(run.result["rows"])
    (tmp_path / "sfx.prg").write_bytes(SFX)
    rig = Rig(tmp_path)
    rig.type('LOAD "sfx.prg"')
    assert rig.type("PRINT PEEK(2059);PEEK(2061)").startswith(" 162  96")
    assert "?MACHINE CODE" not in rig.type("RUN")


def test_loaded_lines_stay_in_their_order_and_goto_walks_them() -> None:
    # 20 PRINT "A"; 10 PRINT "B"; 30 GOTO 10; 10 PRINT "C": END
    data = prg.build([(20, b'\x99"A"'), (10, b'\x99"B"'), (30, b"\x8910"),
                      (10, b'\x99"C":\x80')])
    text = prg.decode(data)
    assert "# lines as stored\n20 " in text
    assert prg.encode(text) == data
    run = headless_run(prg.load(data), dialect="c64")
    rows = [row.strip() for row in run.result["rows"] if row.strip()]
    # RUN from the start: A, B; GOTO 10 from line 30 looks from the start:
    # the first line numbered 10 or more is 20, which is not 10
    assert rows[:3] == ["A", "B", "?UNDEF'D STATEMENT  ERROR IN 30"]


def test_goto_a_later_number_looks_from_the_next_line() -> None:
    # 5 GOTO 10; 20 END; 10 PRINT "X": from line 5, 10 > 5: FNDLIN starts at
    # the next line (20), stops there (20 >= 10): not found
    data = prg.build([(5, b"\x8910"), (20, b"\x80"), (10, b'\x99"X"')])
    run = headless_run(prg.load(data), dialect="c64")
    assert run.report is not None and run.report.code == "UNDEF'D STATEMENT"
    # a typed program is in order, and GOTO finds its lines as before
    typed = headless_run("# dialect: c64\n5 GOTO 10\n10 PRINT \"X\"\n20 END\n")
    assert "X" in typed.result["rows"][0]

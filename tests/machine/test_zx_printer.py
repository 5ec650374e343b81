"""The ZX Printer: LPRINT, LLIST and PRINT #3 append 32-column text to the
printer's file, line by line as the ROM sends the printer buffer (PO-ENTER,
PR-ALL on the 33rd character, PO-COMMA, PO-FILL, AT's column); each COPY
writes the top 22 screen lines as FILE-n.png."""
from __future__ import annotations

from pathlib import Path

from PIL import Image

from basic.core.peripherals import Peripherals
from basic.frontends.headless import run_source


def printed(listing: str, tmp_path: Path, paper: str = "paper.txt") -> str:
    result = run_source(listing, dialect="spectrum",
                        peripherals=Peripherals(str(tmp_path / "disk"), str(tmp_path / paper)))
    assert result["report"].startswith("0 OK"), result["report"]
    path = tmp_path / paper
    return path.read_text() if path.exists() else ""


def test_lines_end_at_enter_or_when_the_33rd_character_comes(tmp_path: Path) -> None:
    assert printed('10 LPRINT "HELLO"\n20 LPRINT "A" + "B"\n', tmp_path) == "HELLO\nAB\n"
    full = "ABCDEFGHIJKLMNOPQRSTUVWXYZ012345"
    assert printed(f'10 LPRINT "{full}"\n', tmp_path, "a.txt") == f"{full}\n"
    text = printed('10 FOR I=1 TO 40: LPRINT "*";: NEXT I: LPRINT\n', tmp_path, "b.txt")
    assert text == "*" * 32 + "\n" + "*" * 8 + "\n"


def test_comma_tab_and_at_move_along_the_line(tmp_path: Path) -> None:
    text = printed('10 LPRINT "A","B"\n20 LPRINT "X";TAB 10;"Y"\n'
                   '30 LPRINT AT 0,5;"AT";AT 9,2;"xy"\n40 LPRINT 1;" ";2.5\n', tmp_path)
    assert text == "A               B\nX         Y\n  xy AT\n1 2.5\n"


def test_llist_and_print_hash_3(tmp_path: Path) -> None:
    text = printed('10 PRINT #3;"STREAM 3"\n20 LLIST\n', tmp_path)
    assert text == 'STREAM 3\n  10 PRINT #3;"STREAM 3"\n  20 LLIST \n'.replace(" \n", "\n")


def test_a_line_left_unfinished_is_printed_at_the_end(tmp_path: Path) -> None:
    assert printed('10 LPRINT "NO ENTER";\n', tmp_path) == "NO ENTER\n"


def test_copy_writes_the_screen_as_pictures(tmp_path: Path) -> None:
    printed('10 PRINT "SCREEN": PLOT 0,0: COPY\n20 CLS: COPY\n', tmp_path)
    first = Image.open(tmp_path / "paper-1.png")
    second = Image.open(tmp_path / "paper-2.png")
    assert first.size == second.size == (256, 176)
    assert first.getpixel((0, 175)) == 0 and first.getpixel((1, 175)) == 255   # PLOT 0,0
    assert first.crop((0, 0, 48, 8)).getextrema()[0] == 0                    # "SCREEN"
    assert second.getextrema() == (255, 255)

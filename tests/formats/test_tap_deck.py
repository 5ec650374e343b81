"""A program run from a .tap loads the files after it: LOAD "" CODE and
SCREEN$ (basic.dialects.spectrum.tape_deck), as LD-CONTRL finds them."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from basic.dialects.spectrum import tap
from basic.dialects.spectrum.tap import FLAG_DATA, FLAG_HEADER, Header, block_bytes, tape_name
from basic.frontends.headless import run_source


def code_file(name: str, data: bytes, start: int) -> bytes:
    """A CODE file as SAVE "name" CODE start,len writes it: type 3, the start
    in parameter 1, 32768 in parameter 2."""
    header = Header(3, tape_name(name), len(data), start, 32768)
    return block_bytes(FLAG_HEADER, header.to_bytes()) + block_bytes(FLAG_DATA, data)


def tape(tmp_path: Path, listing: str, *files: bytes) -> tuple[Path, str]:
    text = "# dialect: spectrum\n" + listing
    path = tmp_path / "game.tap"
    path.write_bytes(tap.encode(text, "game") + b"".join(files))
    return path, tap.decode(path.read_bytes())


def run(tmp_path: Path, listing: str, *files: bytes) -> dict:
    path, text = tape(tmp_path, listing, *files)
    return run_source(text, file=str(path))


def rows(result: dict) -> list[str]:
    return [r.rstrip() for r in result["rows"] if r.strip()]


UDG = bytes([0x3C, 0x42, 0x81, 0xFF, 0x81, 0x42, 0x3C, 0x00])


def test_load_code_usr_a_defines_the_graphics(tmp_path: Path) -> None:
    result = run(tmp_path, '10 LOAD "" CODE USR "a"\n20 PRINT PEEK USR "a";" ";PEEK (USR "a"+3)\n',
                 code_file("udg", UDG, 40000))
    assert rows(result) == ["60 255", "0 OK, 20:1"]


def test_load_code_goes_where_the_header_says_without_an_address(tmp_path: Path) -> None:
    result = run(tmp_path, '10 LOAD "" CODE\n20 PRINT PEEK 40000;" ";PEEK 40007\n',
                 code_file("data", UDG, 40000))
    assert rows(result)[0] == "60 0"


def test_load_screen_fills_the_display_and_attributes(tmp_path: Path) -> None:
    picture = bytes([0xAA]) * 6144 + bytes([0x16]) * 768        # INK 6 PAPER 2
    result = run(tmp_path, '10 LOAD "" SCREEN$\n', code_file("pic", picture, 16384))
    assert result["report"] == "0 OK, 10:1"
    assert result["attrs"][5] == [0x16] * 32
    assert result["bitmap"][8] == "10" * 128                    # pixel row 8 (a bit a pixel)


def test_a_name_skips_other_files_and_the_tape_can_run_out(tmp_path: Path) -> None:
    result = run(tmp_path, '10 LOAD "two" CODE 30000\n20 PRINT PEEK 30000\n30 LOAD "" CODE\n',
                 code_file("one", b"\x01", 40000), code_file("two", b"\x02", 40000))
    assert rows(result)[0] == "2"
    assert result["stop_reason"] == "tape"                      # nothing left: as with no tape


def test_a_file_longer_than_asked_for_or_different_is_a_loading_error(tmp_path: Path) -> None:
    assert run(tmp_path, '10 LOAD "" CODE 40000,4\n',
               code_file("x", UDG, 40000))["report"] == "R Tape loading error, 10:1"
    assert run(tmp_path, '10 VERIFY "" CODE 40000\n',
               code_file("x", UDG, 40000))["report"] == "R Tape loading error, 10:1"
    assert run(tmp_path, '10 POKE 40000,1\n20 VERIFY "" CODE\n',
               code_file("x", b"\x01", 40000))["report"] == "0 OK, 20:1"


def test_basic_run_of_a_tap_loads_its_code(tmp_path: Path) -> None:
    path, _ = tape(tmp_path, '10 LOAD "" CODE USR "a"\n20 PRINT PEEK USR "a"\n',
                   code_file("udg", UDG, 40000))
    done = subprocess.run([sys.executable, "-m", "basic", "run", str(path), "--headless",
                           "--dump", "text"], capture_output=True, text=True, timeout=60)
    assert [r.strip() for r in done.stdout.splitlines() if r.strip()][:2] == ["60", "0 OK, 20:1"]

"""Stream mode: PRINT as stdout lines, INPUT from stdin."""
from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from basic.dialects.spectrum.stream import PrintStream
from stream_cases import STREAM_INPUTS, STREAM_PROGRAM

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = json.loads((Path(__file__).parent / "golden" / "stream_screen.json").read_text())


def out(*pieces) -> str:
    """Feed codes (ints, or str of codes) on channel S and return stdout."""
    buf = io.StringIO()
    s = PrintStream(buf)
    for p in pieces:
        s.write(p if isinstance(p, str) else chr(p), "S")
    s.close()
    return buf.getvalue()


# -- the print stream ----------------------------------------------------------

def test_text_and_newlines() -> None:
    assert out("HELLO", 13, "WORLD", 13) == "HELLO\nWORLD\n"
    assert out("no newline") == "no newline\n"


def test_comma_pads_to_column_16_or_starts_a_new_line() -> None:
    assert out("A", 6, "B", 13) == "A               B\n"
    assert out("A" * 20, 6, "B", 13) == "A" * 20 + "\nB\n"
    assert out(6, "X", 13) == "                X\n"


def test_tab_pads_and_goes_to_a_new_line_when_passed() -> None:
    assert out(23, 4, 0, "tab", 23, 2, 0, "x", 13) == "    tab\n  x\n"
    assert out(23, 36, 0, "m", 13) == "    m\n"          # TAB 36 is column 4


def test_at_moves_right_and_down_but_never_up() -> None:
    assert out(22, 0, 5, "a", 22, 0, 10, "b", 13) == "     a    b\n"
    assert out("top", 22, 2, 1, "two down", 13) == "top\n\n two down\n"
    assert out("row0", 13, "row1", 22, 0, 0, "up", 13) == "row0\nrow1\nup\n"


def test_lines_wrap_after_32_characters_like_the_screen() -> None:
    assert out("x" * 32, 13, "y") == "x" * 32 + "\ny\n"
    assert out("x" * 40, 13) == "x" * 32 + "\n" + "x" * 8 + "\n"


def test_colour_codes_and_their_parameters_print_nothing() -> None:
    assert out(16, 2, "red", 17, 6, 18, 1, 19, 1, 20, 1, 21, 1, " x", 13) == "red x\n"


def test_special_characters_blocks_and_udgs() -> None:
    assert out(0x60, 0x5E, 0x7F, 0x83, 0x8F, 0x90, 0xA4, 13) == "£↑©▀█[UDG-A][UDG-U]\n"


def test_keywords_are_spelt_out_with_the_roms_spaces() -> None:
    assert out(0xF5, "x", 13) == " PRINT x\n"      # a leading space, as the ROM gives after RUN
    assert out(" ", 0xF5, 13) == " PRINT\n"
    assert out("a", 0xA5, "b", 13) == "aRNDb\n"   # RND is a function: no spaces


def test_trailing_spaces_are_dropped() -> None:
    assert out("a   ", 13, "   ", 13) == "a\n\n"


def test_question_marks_for_codes_the_rom_shows_as_question_marks() -> None:
    assert out(1, 7, 13) == "??\n"


def test_printer_output_is_not_streamed_and_a_new_channel_starts_a_line() -> None:
    buf = io.StringIO()
    s = PrintStream(buf)
    s.write("abc", "S")
    s.write("zzz", "P")
    s.write("Prompt? ", "K")
    s.flush(spaces=True)
    s.prompt_done("42")
    s.write("next", "S")
    s.close()
    assert buf.getvalue() == "abc\nPrompt? 42\nnext\n"


# -- end to end ------------------------------------------------------------------

def run_basic(args: list[str], stdin: str, tmp_path: Path) -> subprocess.CompletedProcess:
    prog = tmp_path / "prog.bas"
    prog.write_text(STREAM_PROGRAM + "\n")
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.run([sys.executable, "-m", "basic", "run", str(prog), *args],
                          input=stdin, capture_output=True, text=True, env=env,
                          cwd=tmp_path, timeout=60)


EXPECTED = """\
SUM OF TWO NUMBERS
First? 2*3
Second? 4
6+4=10
A               B
    tab
  x
Name? World
Hello, World!
red text
 PRINT x







   at     ten
[UDG-A]£
"""


def test_piped_input_and_output(tmp_path: Path) -> None:
    """``printf ... | basic run prog.bas > out``: stdin and stdout are pipes."""
    res = run_basic([], "\n".join(STREAM_INPUTS) + "\n", tmp_path)
    assert res.returncode == 0, res.stderr
    assert res.stdout == EXPECTED
    assert res.stderr == ""


def test_the_virtual_screen_matches_the_rom(tmp_path: Path) -> None:
    res = run_basic(["--stream", "--dump", "json"], "\n".join(STREAM_INPUTS) + "\n", tmp_path)
    dump = json.loads(res.stdout.splitlines()[-1])
    assert dump["rows"] == GOLDEN["rows"]
    assert dump["attrs"] == GOLDEN["attrs"]
    assert dump["report"] == GOLDEN["report"]


def test_input_running_out_stops_the_run(tmp_path: Path) -> None:
    res = run_basic([], "5\n", tmp_path)
    assert res.returncode == 0
    assert res.stdout == "SUM OF TWO NUMBERS\nFirst? 5\nSecond? \n"
    assert "stopped: input-eof" in res.stderr


def test_echo_5_pipe(tmp_path: Path) -> None:
    prog = tmp_path / "double.bas"
    prog.write_text('10 INPUT "N? ";n\n20 PRINT n*2\n30 PRINT 1/0\n')
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    res = subprocess.run(f"echo 5 | {sys.executable} -m basic run {prog}", shell=True,
                         capture_output=True, text=True, env=env, timeout=60)
    assert res.stdout == "N? 5\n10\n"
    assert res.stderr == "6 Number too big, 30:1\n"
    assert res.returncode == 1


@pytest.mark.parametrize("mode", [["--headless"], ["--stream"], ["--stream", "--scale", "1"]])
def test_png_option_matches_the_roms_picture(tmp_path: Path, mode: list[str]) -> None:
    """``--png`` after a headless or a stream run: pixel for pixel the
    oracle's ``--png`` of the same program on the real ROM."""
    from PIL import Image, ImageChops
    from stream_cases import PNG_PROGRAM
    prog = tmp_path / "png.bas"
    prog.write_text(PNG_PROGRAM + "\n")
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    res = subprocess.run([sys.executable, "-m", "basic", "run", str(prog), *mode,
                          "--png", str(tmp_path / "out.png")],
                         capture_output=True, text=True, env=env, timeout=60, stdin=subprocess.DEVNULL)
    assert res.returncode == 0, res.stderr
    ours = Image.open(tmp_path / "out.png").convert("RGB")
    rom = Image.open(Path(__file__).parent / "golden" / "png_option.png").convert("RGB")
    if "--scale" in mode:
        rom = rom.resize((rom.width // 2, rom.height // 2), Image.NEAREST)
    assert ours.size == rom.size
    assert ImageChops.difference(ours, rom).getbbox() is None

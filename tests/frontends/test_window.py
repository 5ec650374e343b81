"""The window (``basic run --window``, docs/window.md) on a virtual X display:
its pixels are the PNG's, and real key presses and releases (xdotool) reach
the program as the machine's keyboard would have them."""
from __future__ import annotations

import re
import time
from pathlib import Path
from typing import Iterator

import pytest
from PIL import Image

from xvfb_driver import Display, WindowRun, close_windows

ROOT = Path(__file__).resolve().parents[2]
FORTRESS = ROOT / "listings" / "fortress.bas"

pytestmark = pytest.mark.slow
YELLOW = (0xD7, 0xD7, 0)


@pytest.fixture(scope="module")
def display() -> Iterator[Display]:
    d = Display()
    try:
        yield d
    finally:
        d.close()


def yellow_status(pic: Image.Image, scale: int = 2) -> bool:
    """FORTRESS's board is up: its bottom text row (21) holds ink."""
    y0 = (32 + 21 * 8) * scale
    row = pic.crop((32 * scale, y0, (32 + 256) * scale, y0 + 8 * scale))
    return (0, 0, 0) in {row.getpixel((x, y)) for x in range(0, row.width, 2)
                         for y in range(row.height)}


def test_the_window_shows_the_png_of_the_same_frame(display: Display, tmp_path: Path) -> None:
    """FORTRESS after a move: the window's pixels are the F12 PNG's, which is
    the --png picture, at the window's scale (2 on a 1024x768 display)."""
    run = WindowRun(display, tmp_path, "run", str(FORTRESS), "--window", "--speed", "4")
    try:
        # the menu: the yellow border (BORDER 6) and its text, waiting for a key
        run.wait_for(lambda pic: pic.size == (640, 512) and pic.getpixel((0, 0)) == YELLOW
                     and (0, 0, 0) in {c for _, c in pic.crop((64, 64, 576, 448)).getcolors(64)})
        display.xdotool("key", "2")                        # 2 players
        board = run.wait_for(yellow_status).tobytes()
        display.xdotool("key", "n")                        # the attacker's move R-N
        shot = run.wait_for(lambda pic: pic.tobytes() != board and yellow_status(pic))
        display.xdotool("key", "F12")
        png = tmp_path / "basic-screenshot-1.png"
        run.wait_for(lambda pic: png.exists())
        after = run.picture()
        display.xdotool("key", "ctrl+c")                   # BREAK
        status, out, err = run.finish()
    finally:
        run.kill()
    assert "L BREAK into program" in out
    picture = Image.open(png).convert("RGB")
    assert picture.size == shot.size == (640, 512)
    assert after is not None and after.tobytes() == shot.tobytes()
    assert shot.tobytes() == picture.tobytes()
    colours = {c for _, c in picture.getcolors(64)}
    assert {(0xFF, 0, 0), (0, 0, 0xFF)} <= colours       # the two tokens, BRIGHT red and blue


HOLD_SPECTRUM = """\
10 IF INKEY$="" THEN GO TO 10
20 LET t=PEEK 23672+256*PEEK 23673
30 IF INKEY$<>"" THEN GO TO 30
40 PRINT "down ";PEEK 23672+256*PEEK 23673-t
"""
HOLD_C64 = """\
# dialect: c64
10 IF PEEK(197)=64 THEN 10
20 T=TI
30 IF PEEK(197)<>64 THEN 30
40 PRINT "DOWN";TI-T
"""


@pytest.mark.parametrize("listing, rate", [(HOLD_SPECTRUM, 50), (HOLD_C64, 60)],
                         ids=["spectrum-inkey", "c64-peek197"])
def test_a_key_held_for_a_second_is_down_for_a_second(display: Display, tmp_path: Path,
                                                      listing: str, rate: int) -> None:
    """xdotool holds a key for 1 s: the program sees it down for the
    machine's frames in a second (50 on the Spectrum, 60 jiffies on the
    C64), give or take 2, and then up."""
    prog = tmp_path / "hold.bas"
    prog.write_text(listing)
    run = WindowRun(display, tmp_path, "run", str(prog), "--window", "--dump", "text")
    try:
        run.wait_for(lambda pic: pic.width >= 640)
        time.sleep(1)                                      # the program polls the keyboard
        display.xdotool("keydown", "q", "sleep", "1", "keyup", "q")
        run.wait_for(lambda pic: True)
        display.xdotool("key", "space")                    # leave the final screen
        status, out, err = run.finish()
    finally:
        run.kill()
    found = re.search(r"DOWN\s*(\d+)", out, re.IGNORECASE)
    assert found, out + err
    print(found.group(0))
    assert abs(int(found.group(1)) - rate) <= 2, out


STICK_C64 = """\
# dialect: c64
10 IF PEEK(56320)=127 THEN 10
20 T=TI:J=PEEK(56320)
30 IF PEEK(56320)<>127 THEN 30
40 PRINT "UP";J;TI-T
"""


def test_the_keypad_is_the_c64s_joystick(display: Display, tmp_path: Path) -> None:
    """Keypad 8 held for a second is joystick 2 pushed up (126 at 56320)
    for 60 jiffies, give or take 2 (docs/window.md, "Keys")."""
    prog = tmp_path / "stick.bas"
    prog.write_text(STICK_C64)
    run = WindowRun(display, tmp_path, "run", str(prog), "--window", "--dump", "text")
    try:
        run.wait_for(lambda pic: pic.width >= 640)
        time.sleep(1)
        display.xdotool("keydown", "KP_8", "sleep", "1", "keyup", "KP_8")
        run.wait_for(lambda pic: True)
        display.xdotool("key", "space")
        status, out, err = run.finish()
    finally:
        run.kill()
    found = re.search(r"UP\s*(\d+)\s+(\d+)", out)
    assert found, out + err
    assert found.group(1) == "126"
    assert abs(int(found.group(2)) - 60) <= 2, out


def test_the_spectrum_repl_in_the_window(display: Display, tmp_path: Path) -> None:
    """The REPL in the window: the Spectrum's own editor in the lower screen
    (P at the K cursor is PRINT, R is RUN, S is SAVE), the program's output
    in the upper screen, the report in the lower."""
    run = WindowRun(display, tmp_path, "repl", "--window")
    try:
        blank = run.wait_for(lambda pic: pic.size == (640, 512)).tobytes()
        for line in ('10p"hello"', "r", 's"prog"'):
            display.xdotool("type", "--delay", "80", line)
            display.xdotool("key", "Return")
            shown = run.wait_for(lambda pic: pic.tobytes() != blank)
            blank = shown.tobytes()
        saved = tmp_path / "prog.bas"
        run.wait_for(lambda pic: saved.exists())
        display.xdotool("key", "F12")
        png = tmp_path / "basic-screenshot-1.png"
        run.wait_for(lambda pic: png.exists())
        shot = run.picture()
    finally:
        run.proc.terminate()
        run.finish()
    assert '10 PRINT "hello"' in saved.read_text()
    picture = Image.open(png).convert("RGB")
    assert shot is not None and shot.tobytes() == picture.tobytes()
    # "hello" on the top row: ink in the first five cells of row 0
    top = picture.crop((64, 64, 64 + 5 * 16, 64 + 16))
    assert (0, 0, 0) in {top.getpixel((x, y)) for x in range(top.width) for y in range(top.height)}


def test_the_close_button_is_break_then_the_run_ends(display: Display, tmp_path: Path) -> None:
    prog = tmp_path / "loop.bas"
    prog.write_text("10 PRINT \"close me\"\n20 PAUSE 0: GO TO 20\n")
    run = WindowRun(display, tmp_path, "run", str(prog), "--window")
    try:
        run.wait_for(lambda pic: pic.size == (640, 512))
        assert close_windows(display) >= 1
        status, out, err = run.finish()
    finally:
        run.kill()
    assert status == 1, err
    assert "L BREAK into program, 20:" in out, out
    assert "Traceback" not in err


def test_ctrl_c_in_the_terminal_leaves_the_last_screen(display: Display, tmp_path: Path) -> None:
    """The program has ended and its last screen waits for a key: Ctrl-C in the
    terminal the window came from (a SIGINT) leaves it too."""
    import signal
    prog = tmp_path / "end.bas"
    prog.write_text("10 PRINT \"the end\"\n")
    run = WindowRun(display, tmp_path, "run", str(prog), "--window")
    try:
        run.wait_for(lambda pic: pic.size == (640, 512))
        time.sleep(0.5)
        run.proc.send_signal(signal.SIGINT)
        status, out, err = run.finish(timeout=15)
    finally:
        run.kill()
    assert status == 0, err
    assert "0 OK, 10:1" in out and "Traceback" not in err


def test_ctrl_c_in_the_terminal_is_break_in_the_windows_repl(display: Display,
                                                           tmp_path: Path) -> None:
    """``basic --window``: a SIGINT from the terminal is BREAK on the machine's
    screen (the REPL goes on, its program kept), never the end of the REPL."""
    import signal
    run = WindowRun(display, tmp_path, "--window")
    try:
        run.wait_for(lambda pic: pic.size == (640, 512))
        run.proc.send_signal(signal.SIGINT)
        time.sleep(1.5)
        assert run.proc.poll() is None, run.proc.communicate()
        assert close_windows(display) >= 1
        status, out, err = run.finish(timeout=15)
    finally:
        run.kill()
    assert status == 0, err
    assert "Traceback" not in err and "internal error" not in err

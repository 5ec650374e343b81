"""The ZX81's and ZX80's own editors read the REPL's lines on their screens, in
a terminal (``--display screen``, tmux) and in the window (``--window``,
Xvfb), typed with the machines' keys as docs/window.md maps them: one key a
keyword at the K cursor (P is PRINT on the ZX81, O on the ZX80, R is RUN),
symbols with their SHIFT, Escape for EDIT, the cursor keys, Backspace for
RUBOUT; the program is stored, listed round its current line, run, changed
after EDIT and saved.  (tests/repl/test_zx8x_editor_rom.py checks the same
editors key by key against the ROMs.)"""
from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Iterator

import pytest
from PIL import Image

from repl_tmux import Session, repl_command

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "frontends"))
from xvfb_driver import Display, WindowRun  # noqa: E402

from basic.dialects.zx80.charset import ZX80  # noqa: E402
from basic.dialects.zx81.charset import ZX81  # noqa: E402
from basic.dialects.zx8x.charset import Charset  # noqa: E402
from basic.dialects.zx8x.font import glyph  # noqa: E402

pytestmark = pytest.mark.slow

#: the keys that type the same program on each machine (the terminal's and
#: the window's names; xdotool types the characters with their Shift)
KEYS = {
    "zx81": {"print": "p", "run": "r", "save": "s"},
    "zx80": {"print": "o", "run": "r", "save": "e"},
}
#: the 1x1 layout of the 32x24 screen in a 36x26 terminal
WIDTH, HEIGHT, LEFT, TOP = 36, 26, 2, 1


def rows_of(pane: str) -> list[str]:
    lines = pane.splitlines() + [""] * HEIGHT
    return [lines[TOP + r][LEFT:LEFT + 32].rstrip() for r in range(24)]


def program_lines(rows: list[str]) -> list[str]:
    """The listed program lines, ``>`` marking the current one."""
    return [r.strip() for r in rows if re.match(r"\s*\d+[ >]", r)]


@pytest.mark.parametrize("dialect", ["zx81", "zx80"])
def test_the_editor_in_the_terminal(dialect: str, tmp_path: Path) -> None:
    k = KEYS[dialect]
    cmd = repl_command(tmp_path, "repl", "--dialect", dialect, "--display", "screen")
    with Session(cmd, WIDTH, HEIGHT, cwd=tmp_path) as tm:
        tm.wait_for(lambda s: rows_of(s)[23].strip() == "K")
        tm.type(f'10{k["print"]}"hi"')
        tm.send("Enter")
        tm.wait_for(lambda s: program_lines(rows_of(s)) == ['10>PRINT "HI"'])
        tm.type(f"20{k['print']}2*3")
        tm.send("Enter")
        tm.wait_for(lambda s: program_lines(rows_of(s)) == ['10 PRINT "HI"', "20>PRINT 2*3"])
        tm.type(k["run"])
        tm.send("Enter")
        rows = rows_of(tm.wait_for(lambda s: rows_of(s)[23].startswith("0/20")))
        assert rows[:2] == ["HI", "6"]
        if dialect == "zx80":
            tm.send("Escape")                 # MAIN-5: a key brings the listing back
            tm.wait_for(lambda s: program_lines(rows_of(s))[-1:] == ["20>PRINT 2*3"])
        tm.send("Escape")                     # EDIT: the current line comes down
        tm.wait_for(lambda s: rows_of(s)[23] == "  20K PRINT 2*3")
        tm.send(*["Right"] * 4, "BSpace")
        tm.type("4")
        tm.wait_for(lambda s: rows_of(s)[23] == "  20 PRINT 2*4L")
        tm.send("Enter")
        tm.wait_for(lambda s: program_lines(rows_of(s)) == ['10 PRINT "HI"', "20>PRINT 2*4"])
        tm.send("Up")                         # the current line moves, the listing follows
        tm.wait_for(lambda s: program_lines(rows_of(s)) == ['10>PRINT "HI"', "20 PRINT 2*4"])
        if dialect == "zx81":
            tm.type('s"edited"')
            tm.send("Enter")
            tm.wait_for(lambda s: rows_of(s)[23].startswith("0/0"))
        tm.send("C-d")
        tm.wait_for("EXIT=0", history=True)
    if dialect == "zx81":
        assert (tmp_path / "EDITED.bas").read_text().splitlines()[-2:] == \
            ['10 PRINT "HI"', "20 PRINT 2*4"]
    assert (tmp_path / "before").read_text() == (tmp_path / "after").read_text()


# -- the window ----------------------------------------------------------------------

@pytest.fixture(scope="module")
def display() -> Iterator[Display]:
    d = Display()          # no Xvfb or xdotool: says which Debian packages to install
    try:
        yield d
    finally:
        d.close()


def screen_text(pic: Image.Image, charset: Charset, scale: int = 2) -> list[str]:
    """The 24 rows of a ZX80 or ZX81 picture read back with the machine's
    font: a letter, digit or symbol as itself, an inverse letter in lower
    case (the cursors, the S marker), ``?`` for anything else."""
    border = 32 * scale
    glyphs: dict[tuple[int, ...], str] = {}
    for code in list(range(64)) + list(range(128, 192)):
        ch = charset.chars[code & 63]
        glyphs.setdefault(tuple(glyph(charset, code)), ch.lower() if code & 128 else ch)
    rows = []
    for r in range(24):
        row = ""
        for c in range(32):
            bits = []
            for y in range(8):
                byte = 0
                for x in range(8):
                    px = pic.getpixel((border + (8 * c + x) * scale,
                                       border + (8 * r + y) * scale))
                    byte = byte << 1 | (px != (255, 255, 255))
                bits.append(byte)
            row += glyphs.get(tuple(bits), "?")
        rows.append(row.rstrip())
    return rows


@pytest.mark.parametrize("dialect", ["zx81", "zx80"])
def test_the_editor_in_the_window(dialect: str, display: Display, tmp_path: Path) -> None:
    k = KEYS[dialect]
    charset = ZX81 if dialect == "zx81" else ZX80
    run = WindowRun(display, tmp_path, "repl", "--dialect", dialect, "--window")

    def shows(test):
        return lambda pic: test(screen_text(pic, charset))
    try:
        run.wait_for(shows(lambda rows: rows[23] == "k"))
        display.xdotool("type", "--delay", "80", f'10{k["print"]}"hi"')
        display.xdotool("key", "Return")
        display.xdotool("type", "--delay", "80", f"20{k['print']}2*3")
        display.xdotool("key", "Return")
        run.wait_for(shows(lambda rows: program_lines(rows) == ['10 PRINT "HI"',
                                                                "20>PRINT 2*3"]))
        display.xdotool("type", "--delay", "80", k["run"])
        display.xdotool("key", "Return")
        rows = screen_text(run.wait_for(shows(lambda rows: rows[23].startswith("0/20"))),
                           charset)
        assert rows[:2] == ["HI", "6"]
        if dialect == "zx80":
            display.xdotool("key", "Escape")
            run.wait_for(shows(lambda rows: program_lines(rows)[-1:] == ["20>PRINT 2*3"]))
        display.xdotool("key", "Escape")          # EDIT
        run.wait_for(shows(lambda rows: rows[23] == "  20k PRINT 2*3"))
        display.xdotool("key", "--delay", "80", *["Right"] * 4, "BackSpace", "4", "Return")
        run.wait_for(shows(lambda rows: program_lines(rows) == ['10 PRINT "HI"',
                                                                "20>PRINT 2*4"]))
        # Shift held with a key is SHIFT on the machine: SHIFT+7 is cursor up
        display.xdotool("key", "shift+7")
        run.wait_for(shows(lambda rows: program_lines(rows) == ['10>PRINT "HI"',
                                                                "20 PRINT 2*4"]))
    finally:
        run.proc.terminate()
        run.finish()

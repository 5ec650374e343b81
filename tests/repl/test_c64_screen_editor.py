"""The C64's full-screen editor is the REPL's, on the live screen of a terminal
(``--display screen``, tmux) and in the window (``--window``, Xvfb): LIST,
cursor up onto a line, change it, RETURN enters it, LIST again shows the
change, and SAVE writes the changed program."""
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

from basic.dialects.c64.font import glyph  # noqa: E402

pytestmark = pytest.mark.slow

TYPED = ['10 print "hello"', "20 goto 10"]


def listed(screen: str) -> list[str]:
    """The program lines the screen shows, in order, blanks squeezed."""
    return [re.sub(r"\s+", " ", ln.strip()) for ln in screen.splitlines()
            if re.match(r"\s*\d+ ", ln)]


def test_the_screen_editor_in_the_terminal(tmp_path: Path) -> None:
    cmd = repl_command(tmp_path, "repl", "--dialect", "c64", "--display", "screen")
    with Session(cmd, 60, 30, cwd=tmp_path) as tm:
        tm.wait_for("READY.")
        for line in TYPED:
            tm.type(line)
            tm.send("Enter")
        tm.type("list")
        tm.send("Enter")
        tm.wait_for(lambda s: s.count("READY.") == 2)
        # up three rows from under READY. to line 10, right to the H, type over it
        tm.send("Up", "Up", "Up", *["Right"] * 10)
        tm.type("bye")
        tm.send("Enter")
        tm.send("Down", "Down")
        tm.type("list")
        tm.send("Enter")
        screen = tm.wait_for(lambda s: s.count("READY.") == 3)
        assert listed(screen)[-2:] == ['10 PRINT "BYELO"', "20 GOTO 10"]
        tm.type('save "edited"')
        tm.send("Enter")
        tm.wait_for(lambda s: s.count("READY.") == 4)
        tm.send("C-d")
        tm.wait_for("EXIT=0", history=True)
    saved = (tmp_path / "edited.bas").read_text()
    assert '10 PRINT "BYELO"' in saved.upper() and "20 GOTO 10" in saved.upper()
    assert (tmp_path / "before").read_text() == (tmp_path / "after").read_text()


# -- the window ----------------------------------------------------------------------

@pytest.fixture(scope="module")
def display() -> Iterator[Display]:
    d = Display()
    try:
        yield d
    finally:
        d.close()


def screen_text(pic: Image.Image, scale: int = 2) -> list[str]:
    """The 25 rows of the C64's picture read back by matching each cell with
    the upper-case set's glyphs (the REPL writes with the default colours)."""
    border = 32 * scale
    paper = pic.getpixel((border + 1, border + 1))
    glyphs: dict[tuple[int, ...], int] = {}
    for code in range(128):
        glyphs.setdefault(tuple(glyph(code, False)), code)
    rows = []
    for r in range(25):
        row = []
        for c in range(40):
            bits = []
            for y in range(8):
                byte = 0
                for x in range(8):
                    px = pic.getpixel((border + (8 * c + x) * scale, border + (8 * r + y) * scale))
                    byte = byte << 1 | (px != paper)
                bits.append(byte)
            code = glyphs.get(tuple(bits))
            row.append("?" if code is None else
                       chr(code + 64) if 1 <= code <= 26 else
                       " " if code == 32 else chr(code) if 32 < code < 64 else
                       "@" if code == 0 else "?")
        rows.append("".join(row))
    return rows


def test_the_screen_editor_in_the_window(display: Display, tmp_path: Path) -> None:
    run = WindowRun(display, tmp_path, "repl", "--dialect", "c64", "--window")

    def shows(count: int):
        return lambda pic: "\n".join(screen_text(pic)).count("READY.") >= count
    try:
        run.wait_for(shows(1))
        for line in TYPED + ["list"]:
            display.xdotool("type", "--delay", "60", line)
            display.xdotool("key", "Return")
        run.wait_for(shows(2))
        display.xdotool("key", "--delay", "60", "Up", "Up", "Up", *["Right"] * 10)
        display.xdotool("type", "--delay", "60", "bye")
        display.xdotool("key", "--delay", "60", "Return", "Down", "Down")
        display.xdotool("type", "--delay", "60", "list")
        display.xdotool("key", "Return")
        pic = run.wait_for(shows(3))
        rows = screen_text(pic)
        display.xdotool("type", "--delay", "60", 'save "edited"')
        display.xdotool("key", "Return")
        run.wait_for(shows(4))
        assert (tmp_path / "edited.bas").exists()
    finally:
        run.proc.terminate()
        run.finish()
    assert listed("\n".join(rows))[-2:] == ['10 PRINT "BYELO"', "20 GOTO 10"], rows
    saved = (tmp_path / "edited.bas").read_text()
    assert '10 PRINT "BYELO"' in saved.upper()

"""Recordings of the screen (--gif, --apng, the REPL's RECORD): one frame
per change, each as long as the machine showed it, in machine time; the last
frame is the run's PNG; a headless run records the same file every time."""
from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image, ImageSequence

from basic.frontends.headless import headless_run
from basic.frontends.recording import Recorder
from basic.frontends.repl.commands import Repl
from basic.frontends.repl.console import Console

ROOT = Path(__file__).resolve().parents[2]
FORTRESS = ROOT / "listings" / "fortress.bas"


def frames(path: Path) -> list[tuple[bytes, float, tuple[int, int]]]:
    """(RGB, duration in ms, size) of each frame of an animation."""
    with Image.open(path) as img:
        return [(f.convert("RGB").tobytes(), f.info.get("duration"), f.size)
                for f in ImageSequence.Iterator(img)]


def basic(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "basic", *args], capture_output=True,
                          text=True, cwd=cwd, timeout=300,
                          env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})


@pytest.mark.slow
def test_fortress_headless_gif_ends_on_the_png_and_is_the_same_every_run(tmp_path: Path) -> None:
    common = ("run", str(FORTRESS), "--headless", "--keys", "inkey:2:5,inkey:n")
    first = basic(*common, "--gif", "a.gif", "--png", "a.png", cwd=tmp_path)
    second = basic(*common, "--gif", "b.gif", cwd=tmp_path)
    assert first.returncode == 0, first.stderr
    gif = (tmp_path / "a.gif").read_bytes()
    assert gif == (tmp_path / "b.gif").read_bytes()
    shots = frames(tmp_path / "a.gif")
    png = Image.open(tmp_path / "a.png").convert("RGB")
    assert shots[-1][0] == png.tobytes() and shots[-1][2] == png.size
    assert len(shots) > 20                   # the board drawn line by line, the move
    assert len(gif) < 200_000
    # every delay a whole number of the Spectrum's 20 ms frames
    assert all(d % 20 == 0 and d >= 20 for _, d, _ in shots)


def test_flash_alternates_every_16_frames_and_unchanged_frames_merge(tmp_path: Path) -> None:
    rec = Recorder(tmp_path / "f.png", "apng", scale=1)
    headless_run('10 PRINT FLASH 1;"X"\n20 PAUSE 100\n', dialect="spectrum",
                 watchers=[rec])
    shots = frames(tmp_path / "f.png")
    # each FLASH phase lasts 16 frames (320 ms), the first and last are cut
    # short (the clock's phase), and the report ends the recording
    inner = [d for _, d, _ in shots[1:-2]]
    assert inner and all(d == 320 for d in inner), [d for _, d, _ in shots]
    pictures = [rgb for rgb, _, _ in shots[1:]]
    assert all(a != b for a, b in zip(pictures, pictures[1:]))    # no frame repeats the last
    assert sum(d for _, d, _ in shots) == pytest.approx(100 * 20, abs=60)


def test_the_border_and_colours_are_recorded(tmp_path: Path) -> None:
    rec = Recorder(tmp_path / "b.gif", "gif", scale=1)
    headless_run("10 BORDER 2: PAUSE 10: BORDER 4: PAUSE 10\n", dialect="spectrum",
                 watchers=[rec])
    shots = frames(tmp_path / "b.gif")
    corners = [Image.frombytes("RGB", size, rgb).getpixel((0, 0)) for rgb, _, size in shots]
    assert (0xD7, 0, 0) in corners and (0, 0xD7, 0) in corners     # red, then green
    assert corners.index((0xD7, 0, 0)) < corners.index((0, 0xD7, 0))


def test_c64_jiffies_become_hundredths(tmp_path: Path) -> None:
    """60 jiffies a second: each frame's delay runs from its start to the
    next's, both rounded to the GIF's hundredths, so the sum is exact."""
    rec = Recorder(tmp_path / "c.gif", "gif", scale=1)
    headless_run('10 FOR I=1 TO 5: PRINT I: FOR J=1 TO 40: NEXT: NEXT\n'
                 '20 T=TI\n30 IF TI-T<120 THEN 30\n', dialect="c64", watchers=[rec])
    shots = frames(tmp_path / "c.gif")
    assert len(shots) >= 6
    assert all(d % 10 == 0 and d >= 20 for _, d, _ in shots)
    total = rec.shots[-1][0] + 1 - rec.shots[0][0]
    assert abs(sum(d for _, d, _ in shots) - total * 1000 / 60) <= 10


def test_an_unwritable_recording_is_one_line(tmp_path: Path) -> None:
    (tmp_path / "p.bas").write_text('10 PRINT "HI"\n')
    res = basic("run", "p.bas", "--headless",
                "--gif", str(tmp_path / "no" / "such" / "dir.gif"), cwd=tmp_path)
    assert "Traceback" not in res.stderr
    assert "basic: cannot write" in res.stderr and "dir.gif" in res.stderr


def test_record_in_the_repl(tmp_path: Path) -> None:
    out = io.StringIO()
    repl = Repl(__import__("basic.dialects", fromlist=["get_dialect"]).get_dialect("spectrum"),
                Console(out), base_dir=tmp_path, stdin=io.StringIO(), stdout=out)
    repl.submit('RECORD "session"\n10 BORDER 1: PRINT "HELLO": PAUSE 5\nRUN\nBORDER 3\nRECORD')
    assert "recording written" in out.getvalue()
    shots = frames(tmp_path / "session.gif")
    corners = [Image.frombytes("RGB", size, rgb).getpixel((0, 0)) for rgb, _, size in shots]
    assert corners[0] == (0xD7, 0xD7, 0xD7) and corners[-1] == (0xD7, 0, 0xD7)
    assert (0, 0, 0xD7) in corners

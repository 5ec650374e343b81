"""``basic run --stream`` (and a pipe) for the ZX80, ZX81 and C64: each
machine's own text conventions."""
from __future__ import annotations

import io
import signal
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LISTINGS = ROOT / "listings"


def basic(*args: str, stdin: str = "") -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "basic", *args], input=stdin,
                          capture_output=True, text=True, timeout=60, cwd=ROOT)


def test_zx81_stream_uses_its_character_set(tmp_path: Path) -> None:
    """The shades and their inverses, inverse letters (shown plain), £, and
    the block graphics PLOT makes, in the Unicode of basic.machine.zx8x_charset."""
    listing = tmp_path / "chars.bas"
    listing.write_text('# dialect: zx81\n10 PRINT "\\!:\\!.\\!\'\\|:\\|.\\|\'";\n'
                       '20 PRINT "inv£"\n30 PRINT "\\: \\ :\\::"\n', encoding="utf-8")
    out = basic("run", str(listing), "--stream")
    assert out.returncode == 0
    assert out.stdout == ("▒\U0001FB8F\U0001FB8E\U0001FB90\U0001FB91\U0001FB92"
                          "INV£\n▌▐█\n")
    assert "?" not in out.stdout


def test_zx81_input_and_report(tmp_path: Path) -> None:
    listing = tmp_path / "sum.bas"
    listing.write_text('# dialect: zx81\n10 PRINT "N?";\n20 INPUT N\n30 PRINT N*N\n'
                       "40 PRINT 1/0\n")
    out = basic("run", str(listing), stdin="12\n")
    # INPUT leaves the print position after "N?": the square is printed
    # there, so the stream puts it in that column on the next line
    assert out.stdout == "N?12\n  144\n"
    assert out.stderr.strip() == "6/40"
    assert out.returncode == 1


def test_zx80_battleship_salvo_in_a_pipe() -> None:
    out = basic("run", str(LISTINGS / "battleship.bas"), stdin="0\n0\n43\n0\n0\n100\n")
    lines = out.stdout.splitlines()
    assert lines[:3] == ["5 SHOTS", "FIRE 1", "0"]
    i = lines.index("HITS:")
    assert lines[i:i + 7] == ["HITS:", "A:0", "B:0", "C:1", "D:1", "5 SHOTS", "FIRE 1"]
    assert out.stderr.strip() == "9/370"


@pytest.mark.slow
def test_c64_stream_is_the_dialects_own() -> None:
    """``basic run --stream`` hands a C64 listing to the C64's stream mode
    (c64ref's conventions, checked byte for byte in tests/c64/test_c64ref.py):
    the CLI's output is exactly what that mode prints."""
    from basic.dialects.c64.dialect import run_stream
    text = (LISTINGS / "squares.bas").read_text()
    keys = "2\nq\n"
    mine = io.StringIO()
    run_stream(text, io.StringIO(keys), mine)
    out = basic("run", str(LISTINGS / "squares.bas"), "--stream", stdin=keys)
    assert out.stdout == mine.getvalue()
    assert "PLAYER 2 - WHICH SQUARE (5678)?" in out.stdout
    assert "basic: stopped: input-eof" in out.stderr or "inkey-wait" in out.stderr


def test_c64_error_in_stream_mode(tmp_path: Path) -> None:
    listing = tmp_path / "err.bas"
    listing.write_text("# dialect: c64\n10 PRINT 1\n20 PRINT 1/0\n")
    from basic.dialects.c64.dialect import run_stream
    mine = io.StringIO()
    run_stream(listing.read_text(), io.StringIO(), mine)
    out = basic("run", str(listing), "--stream")
    assert out.stdout == mine.getvalue() + "\n"        # the CLI ends the last line
    assert "?DIVISION BY ZERO  ERROR IN 20" in out.stdout
    assert out.returncode == 1


@pytest.mark.parametrize("dialect, report", [("spectrum", "L BREAK into program, "),
                                             ("zx81", "D/"), ("c64", "BREAK IN ")])
def test_ctrl_c_in_stream_mode_is_the_machines_break(tmp_path: Path, dialect: str,
                                                     report: str) -> None:
    """Ctrl-C stops a running program with BREAK's report and exit status 1 in
    every dialect's stream mode (the C64's own too: it used to end Python at
    once, exit 130; found by tools/fuzz_campaign.py).  The ZX80 shares the
    ZX81's stream host.  The program prints a line, then loops for ever
    without printing (a loop that prints fills the ZX81's screen, 5/10, in a
    fraction of a second: under load that came before the signal)."""
    listing = tmp_path / "loop.bas"
    listing.write_text('10 PRINT "XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX"\n20 GOTO 20\n')
    proc = subprocess.Popen([sys.executable, "-m", "basic", "run", "--stream", "--dialect",
                             dialect, str(listing)], stdin=subprocess.DEVNULL,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=tmp_path)
    try:
        assert proc.stdout is not None
        assert proc.stdout.read(1)            # it runs: its output has come
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=60)
    finally:
        proc.kill()
    assert proc.returncode == 1
    assert report in (out + err).decode()

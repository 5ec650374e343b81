"""Battleship Solitaire (seed 003) on the ZX80 dialect: headless, stream
mode, and ``GO TO 700`` as a direct command drawing the ocean (Figure 2).

The fleet is fixed: a ZX80 switched on has all RAM zero (RAM-FILL/RAM-READ at
0x0261), so SEED is 0 and RND (0x0BED) gives the same sequence on every RUN
until RANDOMISE.  With that seed the ships occupy B() = 60 70 80 90 / 47 57
67 77 / 63 54 45 36 / 54 65 76 87 (ship C and D share 54), so the shots
(coordinate YX = B - 11) below are derived from the program's own rules.
"""
from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

from basic.dialects import get_dialect
from basic.frontends.headless import HeadlessHost, run_source
from basic.core.interpreter import Interpreter

LISTING = Path(__file__).resolve().parents[2] / "listings" / "battleship.bas"
SHIPS = [60, 70, 80, 90, 47, 57, 67, 77, 63, 54, 45, 36, 54, 65, 76, 87]
#: every segment once: A, B, then C (43 also hits D's 54), then D's rest
WINNING = [49, 59, 69, 79, 36, 46, 56, 66, 52, 43, 34, 25, 54, 65, 76]


def source() -> str:
    return LISTING.read_text(encoding="utf-8")


def rows(result: dict) -> list[str]:
    return [r.rstrip() for r in result["rows"]]


def text(result: dict) -> str:
    return "\n".join(r for r in rows(result) if r)


def test_listing_is_the_figure_with_a_zx80_header() -> None:
    lines = source().splitlines()
    assert lines[0] == "# dialect: zx80"
    assert lines[1] == " 10 DIM B(16)" and lines[-1] == "830 NEXT K"
    assert sum(1 for ln in lines if ln[:4].strip().isdigit()) == 67
    assert get_dialect("zx80").parse_listing(source()).errors == []


def test_first_prompt_and_stop_with_100() -> None:
    r = run_source(source(), inputs=["100"])
    assert rows(r)[:2] == ["5 SHOTS", "FIRE 1"]
    assert r["report"] == "9/370"           # STOP in line 370: report 9, code/line


def test_salvo_prompts_count_up() -> None:
    r = run_source(source(), inputs=["0", "0"])
    assert r["stop_reason"] == "input-wait"
    assert rows(r)[:2] == ["5 SHOTS", "FIRE 3"]    # CLS after each shot (line 380)


def test_hits_per_ship_and_salvo_kept_after_a_hit() -> None:
    r = run_source(source(), inputs=["0", "0", "43", "0", "0", "100"])
    assert rows(r)[:7] == ["HITS:", "A:0", "B:0", "C:1", "D:1", "5 SHOTS", "FIRE 1"]


def test_salvo_shrinks_after_a_miss() -> None:
    r = run_source(source(), inputs=["0"] * 5 + ["100"])
    assert rows(r)[:7] == ["HITS:", "A:0", "B:0", "C:0", "D:0", "4 SHOTS", "FIRE 1"]


def test_you_win() -> None:
    r = run_source(source(), inputs=[str(s) for s in WINNING])
    assert rows(r)[:5] == ["HITS:", "A:4", "B:4", "C:4", "D:4"]
    assert rows(r)[5] == "        YOU WIN"    # PRINT , : the comma pads to column 8
    assert r["report"] == "9/650"


def test_you_lose() -> None:
    misses = ["0"] * (5 + 4 + 3 + 2 + 1)
    r = run_source(source(), inputs=misses)
    assert rows(r)[:5] == ["HITS:", "A:0", "B:0", "C:0", "D:0"]
    assert rows(r)[5] == "        YOU LOSE"
    assert r["report"] == "9/670"


def test_ships_from_the_zero_seed() -> None:
    d = get_dialect("zx80")
    machine = d.make_machine(host=HeadlessHost(inputs=["100"]))
    interp = Interpreter(d, machine)
    interp.set_program(d.parse_listing(source()).program)
    interp.run()
    assert interp.vars.arr[interp.vars.arr_slots["b"]].data[1:] == SHIPS


def test_go_to_700_draws_the_ocean() -> None:
    """After the game, GO TO 700 typed as a direct command: the ROM clears
    the screen for a direct command (ED-ENTER calls CLS), then lines 700-830
    draw Figure 2's display, ending with report 0/830."""
    d = get_dialect("zx80")
    machine = d.make_machine(host=HeadlessHost(inputs=["100"]))
    interp = Interpreter(d, machine)
    interp.set_program(d.parse_listing(source()).program)
    interp.run()
    report = interp.run_direct(d.parse_line("GO TO 700"))
    assert (report.code, report.line) == ("0", 830)
    shown = [r.rstrip() for r in machine.screen_rows()]
    assert shown[:11] == [
        " 0123456789",
        "0",
        "1",
        "2     X",
        "3    X X",
        "4   X  X  X",
        "5  X X X  X",
        "6     XX  X",
        "7      X  X",
        "8",
        "9",
    ]
    assert shown[23] == "0/830"


def test_cli_headless_run() -> None:
    out = subprocess.run([sys.executable, "-m", "basic", "run", str(LISTING), "--headless",
                          "--input", "0", "--input", "100"],
                         capture_output=True, text=True, timeout=60)
    lines = [ln for ln in out.stdout.splitlines() if ln]
    assert lines[:2] == ["5 SHOTS", "FIRE 2"] and lines[-1] == "9/370"


def test_stream_mode_plays_a_salvo() -> None:
    answers = "".join(f"{s}\n" for s in ["0", "0", "43", "0", "0", "100"])
    out = subprocess.run([sys.executable, "-m", "basic", "run", str(LISTING), "--stream"],
                         input=answers, capture_output=True, text=True, timeout=60)
    lines = out.stdout.splitlines()
    assert lines[:3] == ["5 SHOTS", "FIRE 1", "0"]
    i = lines.index("HITS:")
    assert lines[i:i + 7] == ["HITS:", "A:0", "B:0", "C:1", "D:1", "5 SHOTS", "FIRE 1"]
    assert "9/370" in out.stderr


def test_stream_host_in_process() -> None:
    """The stream front-end's host, driven with a StringIO: what the game
    prints arrives as lines."""
    from basic.frontends.pacing import Pacer
    from basic.frontends.stream import StreamHost
    stdout = io.StringIO()
    host = StreamHost(io.StringIO("0\n0\n0\n0\n0\n100\n"), stdout, Pacer(None))
    d = get_dialect("zx80")
    machine = d.make_machine(host=host)
    interp = Interpreter(d, machine)
    interp.set_program(d.parse_listing(source()).program)
    assert interp.run().code == "9"
    host.stream.close()
    lines = stdout.getvalue().splitlines()
    i = lines.index("HITS:")
    assert lines[i:i + 7] == ["HITS:", "A:0", "B:0", "C:0", "D:0", "4 SHOTS", "FIRE 1"]

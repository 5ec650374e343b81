"""Battleship Solitaire (listings/battleship.bas, ZX80) in a real terminal
(tmux), as issue 6 asks: the ``5 SHOTS / FIRE 1`` prompts, the hits per ship,
the shrinking salvo, YOU WIN and YOU LOSE with the fixed fleet, and ``100``
to stop.

The fleet is fixed because a ZX80 switched on has SEED 0 (see
tests/zx80/test_zx80_battleship.py, which derives the ships from the
program's own RND): the ships occupy these positions, and a shot YX hits
when YX + 11 is one of them (line 410).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from basic.core.cells import choose_layout
from dialect_tmux import LISTINGS, exit_status, restored, start
from tmux_driver import Tmux


SHIPS = [60, 70, 80, 90, 47, 57, 67, 77, 63, 54, 45, 36, 54, 65, 76, 87]
WINNING = [49, 59, 69, 79, 36, 46, 56, 66, 52, 43, 34, 25, 54, 65, 76]
WIDTH, HEIGHT = 80, 26
LAYOUT = choose_layout(WIDTH, HEIGHT)


def zx_rows(screen: str) -> list[str]:
    """The ZX80's 24 rows (at this size a cell is 2 terminal columns: the
    character, then a blank)."""
    lines = screen.splitlines() + [""] * HEIGHT
    out = []
    for r in range(24):
        line = lines[LAYOUT.top + r].ljust(WIDTH)
        out.append(line[LAYOUT.left:LAYOUT.left + 64:2].rstrip())
    return out


def expected_prompts(shots: list[int]) -> list[tuple[list[str], list[str]]]:
    """The program's rules (lines 300-670) played over ``shots``: for each
    shot, the rows shown while it is asked for; then the rows of the end."""
    hits = [0, 0, 0, 0]
    n = 5
    shown: list[tuple[list[str], list[str]]] = []
    top: list[str] = []
    k = 0
    while True:
        g = 0
        for j in range(1, n + 1):
            shown.append((top + [f"{n} SHOTS", f"FIRE {j}"], []))
            a = shots[k]
            k += 1
            top = []
            for i, b in enumerate(SHIPS):
                if a + 11 == b:
                    hits[i // 4] += 1
                    g = 1
        top = ["HITS:"] + [f"{s}:{h}" for s, h in zip("ABCD", hits)]
        if all(h > 3 for h in hits):
            shown.append((top + ["        YOU WIN"], ["9/650"]))
            return shown
        n = n - 1 + g
        if n == 0:
            shown.append((top + ["        YOU LOSE"], ["9/670"]))
            return shown


def play(tm: Tmux, shots: list[int]) -> list[str]:
    """Answer every prompt with the next shot; the final rows."""
    plan = expected_prompts(shots)
    for (rows, _), shot in zip(plan, shots):
        tm.wait_for(lambda s: zx_rows(s)[:len(rows)] == rows, timeout=20)
        tm.type(str(shot))
        tm.send("Enter")
    rows, bottom = plan[-1]
    screen = tm.wait_for(lambda s: zx_rows(s)[:len(rows)] == rows and
                         zx_rows(s)[23] == bottom[0], timeout=20)
    return zx_rows(screen)


def run_game(tmp_path: Path) -> Tmux:
    return start(tmp_path, ["run", str(LISTINGS / "battleship.bas"), "--speed", "max"],
                 WIDTH, HEIGHT)


def test_you_win(tmp_path: Path) -> None:
    assert len(expected_prompts(WINNING)) == len(WINNING) + 1
    with run_game(tmp_path) as tm:
        rows = play(tm, WINNING)
        assert rows[:6] == ["HITS:", "A:4", "B:4", "C:4", "D:4", "        YOU WIN"]
        tm.type("x")
        assert exit_status(tm) == 0                 # report 9 (STOP) is a normal end
        assert "9/650" in tm.capture(history=True)
    assert restored(tmp_path)


def test_you_lose_as_the_salvo_shrinks(tmp_path: Path) -> None:
    misses = [0] * (5 + 4 + 3 + 2 + 1)
    plan = expected_prompts(misses)
    # the salvo shrinks by one after each salvo without a hit
    assert [rows[-2] for rows, _ in plan if rows[-1] == "FIRE 1"] == \
        ["5 SHOTS", "4 SHOTS", "3 SHOTS", "2 SHOTS", "1 SHOTS"]
    with run_game(tmp_path) as tm:
        rows = play(tm, misses)
        assert rows[5] == "        YOU LOSE"
        tm.type("x")
        assert exit_status(tm) == 0                 # STOP
    assert restored(tmp_path)


def test_hits_keep_the_salvo_and_100_stops(tmp_path: Path) -> None:
    with run_game(tmp_path) as tm:
        play_until = [0, 0, 43, 0, 0]               # 43 hits ships C and D (both on 54)
        for (rows, _), shot in zip(expected_prompts(play_until + [0] * 20), play_until):
            tm.wait_for(lambda s: zx_rows(s)[:len(rows)] == rows, timeout=20)
            tm.type(str(shot))
            tm.send("Enter")
        tm.wait_for(lambda s: zx_rows(s)[:7] == [
            "HITS:", "A:0", "B:0", "C:1", "D:1", "5 SHOTS", "FIRE 1"], timeout=20)
        tm.type("100")
        tm.wait_for(lambda s: any(r.startswith("100") for r in zx_rows(s)[7:]))  # the INPUT line
        tm.send("Enter")
        tm.wait_for(lambda s: zx_rows(s)[23] == "9/370", timeout=20)
        tm.type("x")
        assert exit_status(tm) == 0                 # STOP
    assert restored(tmp_path)

"""FORTRESS played to the end in a real terminal (tmux), as issue 4 asks:
2 players, and against the computer as attacker and as defender.

The moves follow the listing (listings/fortress.bas): the attacker starts on
R (node 18), the defender on D (node 4); the passages are the strings of line
9090; the computer defender goes to A, B or D by the region (line 9080) of
the attacker's node; the defender may only stand on A, B or D.
"""
from __future__ import annotations

import shlex
import time
from pathlib import Path

import pytest

from basic.core.cells import choose_layout
from tmux_driver import Tmux, basic_command, squeeze, styled_lines


ROOT = Path(__file__).resolve().parents[2]
FORTRESS = ROOT / "listings" / "fortress.bas"
WIDTH, HEIGHT = 100, 30
LAYOUT = choose_layout(WIDTH, HEIGHT)
#: node -> (row, column) of its letter (line 9070)
NODES = dict(zip("ABCDEFGHIJKLMNOPQR", [
    (1, 12), (1, 18), (3, 6), (3, 15), (3, 24), (5, 10), (5, 20), (7, 8), (7, 22), (9, 6),
    (9, 24), (11, 9), (11, 21), (13, 13), (13, 17), (14, 8), (14, 22), (16, 15)]))
RED, BLUE = "255;0;0", "0;0;255"          # INK 2 and INK 1 with BRIGHT 1


def cell(screen: str, row: int, col: int) -> str:
    """The terminal text of Spectrum cell (row, col) (2 columns at this size)."""
    lines = screen.splitlines() + [""] * HEIGHT
    line = lines[LAYOUT.top + row].ljust(WIDTH)
    x = LAYOUT.left + 2 * col
    return line[x:x + 2]


def status(screen: str) -> str:
    """Row 21, where the game writes its prompts and messages."""
    return squeeze("\n".join(screen.splitlines()[LAYOUT.top + 21:LAYOUT.top + 22])).strip()


def start(tmp_path: Path, speed: str) -> Tmux:
    cmd = basic_command("run", str(FORTRESS), "--speed", speed)
    wrapped = "sh -c " + shlex.quote(
        f"stty -a > {tmp_path}/before; {cmd}; rc=$?; stty -a > {tmp_path}/after; echo EXIT=$rc")
    return Tmux(wrapped, WIDTH, HEIGHT)


def wait_status(tm: Tmux, text: str, timeout: float = 30) -> str:
    return tm.wait_for(lambda s: text in status(s), timeout=timeout)


def finish(tm: Tmux, tmp_path: Path, winner: str) -> None:
    """The win message, the ``P= Play again : S= Stop`` INPUT, S ends."""
    wait_status(tm, winner)
    screen = tm.wait_for(lambda s: "P= Play again : S= Stop" in squeeze(s))
    tm.type("s")
    tm.wait_for(lambda s: 'Stop "s' in squeeze(s))         # string INPUT: the quotes show
    tm.send("Enter")
    tm.wait_for(lambda s: "0 OK" in squeeze(s))
    tm.type("x")                                           # leave the final screen
    screen = tm.wait_for("EXIT=", history=True)
    assert "EXIT=0" in screen
    assert (tmp_path / "before").read_text() == (tmp_path / "after").read_text()


def test_two_players(tmp_path: Path) -> None:
    with start(tmp_path, "1") as tm:
        tm.wait_for(lambda s: "2: 2 Player game" in squeeze(s))
        tm.type("2")
        screen = wait_status(tm, "Attacker move")
        # the map: every node's letter but the two under the tokens
        for node, (r, c) in NODES.items():
            shown = cell(screen, r, c)[0]
            assert (shown == node) == (node not in "RD"), node
        styled = styled_lines(tm.capture(escapes=True))

        def ink(node: str) -> set[str]:
            """Foreground colours of the visible characters of a node's cell."""
            r, c = NODES[node]
            x = LAYOUT.left + 2 * c
            return {fg for ch, fg, bg in styled[LAYOUT.top + r][x:x + 2] if ch != " "}
        assert ink("R") == {RED} and ink("D") == {BLUE}    # the two tokens, in their colours
        assert ink("A") == {"0;0;0"}                        # letters in INK 9: black on yellow
        r, c = NODES["R"]
        assert cell(screen, r, c).strip() and cell(screen, r, c)[0] not in "R "
        # the passage R-N passes through cell (14, 14)
        assert cell(screen, 14, 14).strip()

        tm.type("a")                                       # R-A: there is no passage
        tm.wait_for(lambda s: "NO PASSAGE" in status(s), interval=0.005)
        wait_status(tm, "Attacker move")

        tm.type("n")
        screen = wait_status(tm, "Defender move")
        assert cell(screen, *NODES["R"])[0] == "R"         # the attacker left R
        assert cell(screen, *NODES["N"])[0] != "N"         # and stands on N
        assert cell(screen, 14, 14).strip() == ""          # the used passage is erased

        # defender D-A, attacker N-L, D, L-H, B, H-F, D, then F-D onto the defender
        for i, key in enumerate("aldhbfdd"):
            wait_status(tm, "Defender move" if i % 2 == 0 else "Attacker move")
            tm.type(key)
        finish(tm, tmp_path, "ATTACKER WINS")


def test_one_player_as_attacker(tmp_path: Path) -> None:
    with start(tmp_path, "max") as tm:
        tm.wait_for(lambda s: "1: 1 Player game" in squeeze(s))
        tm.type("1")
        tm.wait_for(lambda s: "A: You will be the ATTACKER" in squeeze(s))
        tm.type("a")
        # my move, then the computer's (its choice follows the region of mine)
        for mine, its in (("n", "B"), ("l", "D"), ("h", "A"), ("c", "D"), ("a", "A")):
            wait_status(tm, "Attacker move")
            tm.type(mine)
            wait_status(tm, f"MY MOVE {its} (Press ENTER)")
            tm.send("Enter")
        finish(tm, tmp_path, "I WIN")


def test_one_player_as_defender(tmp_path: Path) -> None:
    with start(tmp_path, "max") as tm:
        tm.wait_for(lambda s: "1: 1 Player game" in squeeze(s))
        tm.type("1")
        tm.wait_for(lambda s: "D: You will be the DEFENDER" in squeeze(s))
        tm.type("d")
        defender = "d"
        for _ in range(40):
            screen = tm.wait_for(lambda s: "MY MOVE" in status(s) or "WIN" in status(s),
                                 timeout=30)
            if "WIN" in status(screen):
                break
            attacker = status(screen).split("MY MOVE ")[1][0].lower()
            tm.send("Enter")
            screen = tm.wait_for(lambda s: "Defender move" in status(s) or "WIN" in status(s))
            if "WIN" in status(screen):
                break
            if attacker in "abd" and attacker != defender:
                move = attacker                            # catch the attacker
            else:
                move = next(k for k in "abd" if k != defender)
            tm.type(move)
            defender = move
            time.sleep(0.05)
        screen = tm.capture()
        winner = "YOU WIN" if "YOU WIN" in status(screen) else "I WIN"
        finish(tm, tmp_path, winner)

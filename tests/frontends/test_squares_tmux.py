"""SQUARES (listings/squares.bas, Commodore 64) played to a win for each player
in a real terminal (tmux), as issue 8 asks, with illegal moves refused as
the article describes (docs/c64.md has the rules as implemented).

The moves come from the model of the rules in tests/c64/squares_model.py
(one player races forward, the other shuffles); the game must accept every
move the model plays and end with the model's winner.  The keys go through
the live terminal's key map: a digit types the square, a lower-case letter
the unshifted letter key (a capital letter on the C64's screen).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from basic.core.face import face_of
from basic.dialects import get_dialect
from dialect_tmux import LISTINGS, ROOT, exit_status, load_module, restored, start
from tmux_driver import Tmux


model = load_module(ROOT / "tests" / "c64" / "squares_model.py", "squares_model")

WIDTH, HEIGHT = 48, 29
VIEW = face_of(get_dialect("c64").make_machine()).view(WIDTH, HEIGHT)
BOARD_TOP, BOARD_LEFT = 5, 14               # the board's corner on the C64 screen


def c64_rows(screen: str) -> list[str]:
    """The 25 rows of the C64 screen in the pane."""
    lines = screen.splitlines() + [""] * HEIGHT
    top = VIEW.top + VIEW.view.top
    left = VIEW.left + VIEW.view.left
    return [lines[top + r][left:left + 40].ljust(40) for r in range(25)]


def board(screen: str) -> list[str]:
    rows = c64_rows(screen)
    return ["".join(rows[BOARD_TOP + 1 + 2 * r][BOARD_LEFT + 1 + 2 * c] for c in range(5))
            for r in range(5)]


def prompt(screen: str) -> str:
    """Row 2, where the game asks (L1$ is HOME and two cursor downs)."""
    return c64_rows(screen)[2].strip()


def wait_prompt(tm: Tmux, text: str) -> str:
    return tm.wait_for(lambda s: prompt(s).startswith(text), timeout=20)


def moves_of(winner: int) -> list[tuple[int, int, str]]:
    """(player, square, destination) of every move of the model's game."""
    _, won, log = model.script(model.racer(winner))
    assert won == winner
    out = []
    for entry in log:
        assert "blocked" not in entry
        player, rest = entry.split(": ")
        n, move = rest.split()
        out.append((int(player), int(n), move))
    return out


def refused_letter(game, n: int) -> str:
    """A letter the model does not allow square n to move to."""
    legal = game.moves(n)
    return next(ch for ch in "ABCDEFGHIJKLMNOPQRSTUVWXY" if ch not in legal)


@pytest.mark.parametrize("winner", [1, 2])
def test_squares_is_won_in_the_terminal(tmp_path: Path, winner: int) -> None:
    moves = moves_of(winner)
    game = model.Game()
    with start(tmp_path, ["run", str(LISTINGS / "squares.bas"), "--speed", "max"],
               WIDTH, HEIGHT) as tm:
        screen = wait_prompt(tm, "PLAYER 1 - WHICH SQUARE (1234)?")
        assert board(screen) == ["ABCD5", "FGHI6", "KLMN7", "PQRS8", "1234Y"]
        for turn, (player, n, move) in enumerate(moves):
            wait_prompt(tm, f"PLAYER {player} - WHICH SQUARE")
            if turn == winner - 1:
                # the article's refusals: a square that is not the player's
                # (or no square at all) is asked for again; so is a letter
                # that is not among the legal moves
                other = "5" if player == 1 else "1"
                tm.type("9")
                tm.type(other)
            tm.type(str(n))
            screen = wait_prompt(tm, f"PLAYER {player} - MOVE {n} TO?")
            assert c64_rows(screen)[3].strip() == "LEGAL MOVES: " + "".join(game.moves(n))
            if turn == winner - 1:
                tm.type(refused_letter(game, n).lower())
            tm.type(move.lower())
            game.play(n, move)
            if move != "Z" and not game.winner:
                expect = [row for row in board_of(game)]
                tm.wait_for(lambda s: board(s) == expect, timeout=20)
        screen = tm.wait_for(lambda s: f"*** PLAYER {winner} WINS ***" in s, timeout=20)
        rows = c64_rows(screen)
        assert rows[20].strip() == f"PLAYER {winner} HAS CROSSED OVER FIRST"
        left = "".join(board(screen))
        assert not any(d in left for d in ("1234" if winner == 1 else "5678"))
        assert any(d in left for d in ("5678" if winner == 1 else "1234"))
        tm.type("x")                                  # leave the final screen
        assert exit_status(tm) == 0
    assert restored(tmp_path)


def board_of(game) -> list[str]:
    """The board as the program shows it: letters, or the squares' digits."""
    cells = [[model.letter((r, c)) for c in range(5)] for r in range(5)]
    for n, pos in game.at.items():
        if pos is not None:
            cells[pos[0]][pos[1]] = str(n)
    return ["".join(row) for row in cells]

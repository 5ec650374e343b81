"""SQUARES (listings/squares.bas) played to a win for each player, headless,
with scripted keys, and its illegal moves refused.

The key scripts come from a small model of the article's rules
(squares_model.py): one player races forward while the other shuffles; the
program must agree with the model move for move (it refuses nothing the model
plays, passes turns where the model passes) and declare the same winner.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from basic.frontends.headless import run_source

from . import squares_model as model
from .helpers import as_text, run as run_c64

LISTING = (Path(__file__).resolve().parents[2] / "listings" / "squares.bas").read_text()
BOARD_TOP, BOARD_LEFT = 5, 14


def keys_script(keys: list[str]) -> str:
    return ",".join(f"inkey:{k}" for k in keys)


def board(rows: list[str]) -> list[str]:
    """The 5x5 cells as shown: letters, or the digits of the squares."""
    return ["".join(rows[BOARD_TOP + 1 + 2 * r][BOARD_LEFT + 1 + 2 * c] for c in range(5))
            for r in range(5)]


def test_the_listing_is_commodore_and_starts_as_the_article_shows() -> None:
    assert LISTING.splitlines()[0] == "# dialect: c64"
    result = run_source(LISTING, keys=[], frames=3000)
    assert result["stop_reason"] == "inkey-wait"
    rows = result["rows"]
    assert board(rows) == ["ABCD5", "FGHI6", "KLMN7", "PQRS8", "1234Y"]
    assert rows[2].startswith("PLAYER 1 - WHICH SQUARE (1234)?")
    assert rows[BOARD_TOP].strip() == "╭─┬─┬─┬─┬─╮"
    assert rows[BOARD_TOP + 1].strip() == "│A│B│C│D│5│"
    assert rows[BOARD_TOP + 2].strip() == "├─┼─┼─┼─┼─┤"
    assert rows[BOARD_TOP + 10].strip() == "╰─┴─┴─┴─┴─╯"
    # squares are reversed, in their player's colour
    codes, colours = result["codes"], result["colours"]
    one = (BOARD_TOP + 9, BOARD_LEFT + 1)
    five = (BOARD_TOP + 1, BOARD_LEFT + 9)
    assert codes[one[0]][one[1]] == 0x80 | ord("1") and colours[one[0]][one[1]] == 7
    assert codes[five[0]][five[1]] == 0x80 | ord("5") and colours[five[0]][five[1]] == 3


@pytest.mark.slow
def test_legal_moves_are_shown_and_illegal_ones_refused() -> None:
    # 9 is nobody's square and 5 is player 2's: both refused; square 2 can
    # only go up to Q (1 and 3 are beside it), so V is refused too
    result = run_source(LISTING, keys=[keys_script(["9", "5", "2", "v"])], frames=3000)
    rows = result["rows"]
    assert result["key_events_left"] == []
    assert rows[3].startswith("LEGAL MOVES: Q")
    assert rows[2].startswith("PLAYER 1 - MOVE 2 TO?")
    assert board(rows)[3:] == ["PQRS8", "1234Y"]
    # Q is taken; then player 2's turn refuses K (not a square number)
    result = run_source(LISTING, keys=[keys_script(["2", "v", "q", "k"])], frames=3000)
    assert board(result["rows"])[3:] == ["P2RS8", "1V34Y"]
    assert result["rows"][2].startswith("PLAYER 2 - WHICH SQUARE (5678)?")


def test_z_only_from_the_far_edge() -> None:
    result = run_source(LISTING, keys=[keys_script(["1", "z", "p"])], frames=3000)
    assert board(result["rows"])[3] == "1QRS8"


@pytest.mark.parametrize("winner", [1, 2])
def test_a_whole_game_is_won(winner: int) -> None:
    keys, expected, log = model.script(model.racer(winner))
    assert expected == winner
    result = run_source(LISTING, keys=[keys_script(keys)], frames=60000, idle_frames=200)
    rows = result["rows"]
    assert result["key_events_left"] == []
    assert result["report"] == "READY."
    assert f"PLAYER {winner} HAS CROSSED OVER FIRST" in rows[20]
    assert f"*** PLAYER {winner} WINS ***" in rows[21]
    left = board(rows)
    loser_digits = "5678" if winner == 1 else "1234"
    winner_digits = "1234" if winner == 1 else "5678"
    assert not any(d in "".join(left) for d in winner_digits)
    assert any(d in "".join(left) for d in loser_digits)


def test_a_blocked_square_loses_the_turn() -> None:
    moves = [(4, "Y"), (8, "S"), (4, "T"), (8, "R"), (4, "S"), (8, "Q"), (4, "R"), (8, "P")]
    game = model.Game()
    for n, move in moves:
        assert move in game.moves(n)
        game.play(n, move)
    assert game.moves(1) == []                     # P above it, 2 beside it
    keys = [k for n, move in moves for k in (str(n), move.lower())] + ["1"]
    _, machine, host, reason = run_c64(LISTING, keys=[keys_script(keys)], max_frames=6000)
    assert reason == "inkey-wait"
    printed = as_text(host.codes)
    assert "SQUARE 1 IS BLOCKED" in printed
    rows = machine.screen_rows()
    assert board(rows)[3:] == ["8Q4ST", "123XY"]
    # after the pause the turn has passed to player 2
    assert rows[2].startswith("PLAYER 2 - WHICH SQUARE (5678)?")

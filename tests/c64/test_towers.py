"""TOMMY'S TOWERS (listings/towers.bas) driven headless with typed keys:
start-up in the manual's order, moves typed both ways, the pieces' rules,
the passive pieces, and illegal input refused without stopping.

Squares are named as the game names them (row letter A-T, column 1-50);
the layout and symbols are docs/towers.md's.  Terrain on white's side:
bridges H6 J26 H45, hills I11 I40, pits I4 J18 J34 I47 (black's side is
the mirror: M6 K26 M45, L11 L40, L4 K18 K34 L47)."""
from __future__ import annotations

from pathlib import Path

import pytest

from .towers_driver import BOARD_TOP, F6, LISTING, Towers

START = "\r\rANN\rBOB\rN"          # skip the show, TOWERS.SCR, names, no replay


@pytest.fixture
def disk(tmp_path: Path) -> Path:
    return tmp_path / "disk"


def play(disk: Path, typed: str) -> Towers:
    game = Towers(disk, START + typed)
    assert game.stop == "inkey-wait", game.text()
    return game


def test_the_listing_is_commodore_64_basic() -> None:
    assert LISTING.splitlines()[0] == "# dialect: c64"


def test_start_up_in_the_manuals_order(disk: Path) -> None:
    game = Towers(disk, "\r")                      # the show skipped: the legend and the first prompt
    text = game.text()
    assert "SCRATCH FILE (RETURN = TOWERS.SCR)" in text
    for name in ("PAWN", "SHIELD", "KING", "TOWER", "BISHOP", "QUEEN", "JACK", "DUKE", "EARL",
                 "KNIGHT", "ARCHER", "PRINCE/PRINCESS", "CANNON", "REDQUEEN", "REDKNIGHT",
                 "WIZARD", "BRIDGE", "PIT", "HILL"):
        assert name in text
    assert "WHITE PLAYER'S NAME" not in text
    game = Towers(disk, "\r\rANN\r")
    assert "BLACK PLAYER'S NAME" in game.text()
    game = Towers(disk, "\r\rANN\rBOB\r")
    assert "REPLAY A SAVED GAME (Y/N)?" in game.text()
    game = play(disk, "")
    assert game.status() == "W:350 B:350 DELAY 0.5 RND 1 WHITE"
    assert game.prompt() == "ANN?"
    # the scratch file is on the disk, recording the game
    assert (disk / "towers.scr.seq").exists()


def test_the_show_plays_without_a_key(disk: Path) -> None:
    game = Towers(disk, "")
    assert "TOMMY'S TOWERS" in game.text()
    assert "SCRATCH FILE" in game.text()              # after the show, the legend


def test_the_board_the_viewport_and_the_labels(disk: Path) -> None:
    rows = play(disk, "").rows()
    assert rows[BOARD_TOP - 1].startswith("     5   10   15   20   25   30   35")
    assert [r[0] for r in rows[BOARD_TOP:BOARD_TOP + 20]] == list("ABCDEFGHIJKLMNOPQRST")
    assert rows[BOARD_TOP][1:39] == "TNBQEHRWDCTNBQEHRWDCTNBQKHRWDCTNBQEHRW"
    assert rows[BOARD_TOP + 8][1:12] == "...O......\u2191"
    # white and black in their colours
    colours = play(disk, "").dump["colours"]
    assert colours[BOARD_TOP][1] == 1 and colours[BOARD_TOP + 19][1] == 0


def test_moves_typed_both_ways_and_shown(disk: Path) -> None:
    game = play(disk, "G2 H2 N2 M2 ")
    assert game.piece("H2") == "P" and game.piece("M2") == "p"
    assert game.status().endswith("RND 2 WHITE")
    game = play(disk, "G12H12")
    assert game.piece("H12") == "P" and game.piece("G12") == "."
    assert game.prompt() == "BOB?"
    # the move as typed is shown B1-C1 style while it is typed
    assert play(disk, "G12H1").prompt() == "ANN? G12-H1"


def test_the_viewport_follows_the_move_typed(disk: Path) -> None:
    rows = play(disk, "G49").rows()
    assert rows[BOARD_TOP - 1].rstrip().endswith("45   50")
    assert play(disk, "G49H49").rows()[BOARD_TOP + 7][37] == "P"


@pytest.mark.parametrize("typed,reason", [
    ("Z", "ILLEGAL KEY: RETYPE"), ("B0", "ILLEGAL KEY: RETYPE"), ("B51", "ILLEGAL KEY: RETYPE"),
    ("B1C1", "ILLEGAL KEY: RETYPE"), ("\r", "ILLEGAL KEY: RETYPE"), ("B1 C0", "ILLEGAL KEY: RETYPE"),
    ("A1 B1 ", "YOUR OWN PIECE"), ("N1 M1 ", "NO PIECE OF YOURS"), ("H1 I1 ", "NO PIECE OF YOURS"),
    ("G2 I2 ", "PAWNS GO 1 FORWARD"), ("A1 A1 ", "SAME SQUARE"), ("A1 H1 ", "THE WAY IS BLOCKED"),
])
def test_illegal_input_is_refused_and_the_game_goes_on(disk: Path, typed: str, reason: str) -> None:
    game = play(disk, typed)
    assert game.prompt().endswith(reason)
    game = play(disk, typed + "G2 H2 ")                 # and then a good move is taken
    assert game.piece("H2") == "P"


def test_a_tower_takes_and_the_army_sizes_follow(disk: Path) -> None:
    game = play(disk, "\\H20 -TOWER\rH30 PAWN\rX\rH20H30")
    assert game.piece("H30") == "T" and game.piece("H20") == "."
    assert game.status().startswith("W:351 B:350")


def test_a_bridge_carries_a_piece_over(disk: Path) -> None:
    game = play(disk, "\\H5 -QUEEN\rX\rH5 H6 ")
    assert game.piece("H7") == "Q" and game.square("H6") == 18 and game.piece("H5") == "."


def test_a_knight_hops_over_a_pit_and_a_hill_blocks_a_prince(disk: Path) -> None:
    game = play(disk, "\\I2 -KNIGHT\rX\rI2 I6 ")
    assert game.piece("I6") == "N" and game.square("I4") == 19
    game = play(disk, "\\I8 -PRINCE\rI13 -PRINCE\rX\rI8 I12")
    assert game.prompt().endswith("A HILL IS IN THE WAY") and game.piece("I8") == "I"
    game = play(disk, "\\I13 -PRINCE\rI17 -PRINCE\rX\rI13I15")
    assert game.piece("I15") == "I"


def test_delay_keys_change_the_status_line(disk: Path) -> None:
    game = play(disk, chr(F6) * 3)
    assert "DELAY 0.2" in game.status()

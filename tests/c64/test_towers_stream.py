"""TOMMY'S TOWERS played through ``basic run listings/towers.bas --stream``
(a subprocess, keys from a key script: towers_stream says why not stdin),
one scripted game: every kind of piece moves and takes (towers_kinds), a
knight hops over a pit, a queen crosses a bridge, a hill blocks a red queen;
then the board is saved and restored, a game is saved, backed up, undone and
replayed from its file."""
from __future__ import annotations

from pathlib import Path

import pytest

from . import towers_kinds as kinds
from .towers_driver import F1, F2, F3, F4, piece
from .towers_stream import Screen, StreamRun, run

#: slow (docs/testing.md): whole games: each test plays TOWERS through python -m basic
pytestmark = pytest.mark.slow

START = "\r\rANN\rBOB\rN"                 # skip the show, TOWERS.SCR, names, no replay
KINDS, KIND_MOVES = kinds.script(kinds.SCENARIOS)      # black's fillers N7-M7 ... N39-M39
PASSIVE = ("\\I2 -KNIGHT\rH5 -QUEEN\rI9 -REDQUEEN\rI13 PAWN\rX\r"
           "I2 I6 N41M41"                 # the knight hops over the pit I4
           "H5 H6 N42M42"                 # the queen goes onto the bridge H6 and on to H7
           "I9 I13"                       # refused: the hill I11 is in the red queen's way
           "G2 H2 N43M43")
PASSIVE_MOVES = ["I2-I6", "N41-M41", "H5-H6", "N42-M42", "G2-H2", "N43-M43"]
BOARD = chr(F1) + "BPOS\r" + chr(F2) + "POS\rB"         # save the board, restore it
GAME = "G3 H3 N46M46G4 H4 N47M47G5 H5 "                  # five moves on the restored board
GAME_MOVES = ["G3-H3", "N46-M46", "G4-H4", "N47-M47", "G5-H5"]
SAVE_BACK_UNDO = (chr(F1) + "GGAME1\r", chr(F3) + "3\r", Screen("ANN? "), chr(F4) + "2\r",
                  Screen("ANN? "))
REPLAY = (chr(F2) + "GAME1\rR", Screen("BOB? "))
AT_THE_SAVE = {"H3": "P", "H4": "S", "H5": "P", "M46": "p", "M47": "s", "G5": ".",
               "I6": "N", "I4": "O", "H7": "Q", "H6": "=", "H2": "P", "I9": "R", "I13": "p",
               "K33": "W"}


def played(disk: Path, *more) -> StreamRun:
    game = run(disk, START, KINDS, PASSIVE, BOARD, Screen("ANN? "), GAME, *more)
    assert game.result.returncode == 0, game.result.stderr
    assert "stopped: inkey-wait" in game.result.stderr
    return game


@pytest.fixture(scope="module")
def whole_game(tmp_path_factory) -> StreamRun:
    return played(tmp_path_factory.mktemp("towers") / "disk", *SAVE_BACK_UNDO, *REPLAY)


def test_every_kind_moves_and_takes_and_the_passive_pieces_act(whole_game: StreamRun) -> None:
    scratch = whole_game.file_lines("towers.scr.seq")
    assert scratch[:3] == ["TOMMY'S TOWERS SCRATCH FILE", "PLAYERS: ANN AND BOB", "MOVES:"]
    moves = [line[1:] for line in scratch if line.startswith(" ")]
    # every move was made as typed: none refused, each kind's move and take
    assert moves[:len(KIND_MOVES) + len(PASSIVE_MOVES)] == KIND_MOVES + PASSIVE_MOVES
    assert len({name for name, *_ in kinds.SCENARIOS}) == 17
    assert "A HILL IS IN THE WAY" in whole_game.stream          # the red queen was refused


def test_a_saved_board_is_restored(whole_game: StreamRun) -> None:
    text = whole_game.file_lines("pos.seq")
    assert text[2] == "BOARD:" and text[24] == "MOVES:"
    row_i = text[3 + 8]                                          # row I: 2 characters a square
    assert row_i[2 * 5:2 * 6] == "-N" and row_i[2 * 8:2 * 9] == "-R" and row_i[2 * 3:2 * 4] == " O"


def test_a_game_is_saved_backed_up_undone_and_replayed(whole_game: StreamRun) -> None:
    text = whole_game.file_lines("game1.seq")
    assert text[24] == "MOVES:" and text[25:30] == [" " + m for m in GAME_MOVES]
    scratch = whole_game.file_lines("towers.scr.seq")
    tail = scratch[scratch.index(" N43-M43") + 1:]
    # the moves, three backsteps, two undone, then the file's moves replayed one by one
    assert tail[:-1] == ([" " + m for m in GAME_MOVES] + [". BACKSTEP"] * 3
                         + [". UNDO BACKSTEP"] * 2 + [" " + m for m in GAME_MOVES])
    assert {sq: piece(whole_game.dump, sq) for sq in AT_THE_SAVE} == AT_THE_SAVE
    assert whole_game.dump["vars"]["HP"] == 5
    assert whole_game.dump["rows"][24].startswith("BOB? ")


def test_backing_up_three_moves_and_undoing_two(tmp_path: Path) -> None:
    game = played(tmp_path / "disk", *SAVE_BACK_UNDO)
    # move 5 (G5-H5) is backed up and not undone; moves 3 and 4 are back
    expected = dict(AT_THE_SAVE, H5=".", G5="P")
    assert {sq: piece(game.dump, sq) for sq in expected} == expected
    assert game.dump["vars"]["HP"] == 4 and game.dump["vars"]["HN"] == 5

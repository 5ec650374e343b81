"""TOMMY'S TOWERS: the manual's restore keys (R toggles replay, Q breaks),
its music lines (S always, M only with the note line on) played on the SID
as BASICA's PLAY plays them, and bad answers in the board editor and at the
round and player prompts, which are asked again.  The SID is read frame by
frame (towers_driver.KeyQueue.sid); times are the machine's jiffies."""
from __future__ import annotations

from pathlib import Path

import pytest

from .towers_driver import F2, F7, Towers, notes

#: slow (docs/testing.md): whole games: each test starts TOWERS (41 s of C64 time) and plays it
pytestmark = pytest.mark.slow

START = "\r\rANN\rBOB\r"
SIX = b"MOVES:\r G2-H2\r N2-M2\r G3-H3\r N3-M3\r G5-H5\r N5-M5\r"
C3, C4, C2, E4 = 4455, 8910, 2228, 11226          # SID frequency registers (PAL)


@pytest.fixture
def disk(tmp_path: Path) -> Path:
    path = tmp_path / "disk"
    path.mkdir()
    return path


def tune(disk: Path, line: str, typed: str = "") -> list[tuple[int, int, int]]:
    """The notes heard when a file holding ``line`` is replayed at start-up
    (or, after the keys ``typed`` in a game, with F2)."""
    (disk / "m.seq").write_bytes(b"MOVES:\r" + line.encode() + b"\r")
    keys = "N" + typed + chr(F2) + "M\rR\r\r" if typed else "YM\r\r\r"
    game = Towers(disk, START + keys)
    assert game.stop == "inkey-wait"
    start = game.host.taken[-1][1]
    return [n for n in notes(game.host.sid) if n[1] >= start]


def starts(heard) -> list[int]:
    return [b[1] - a[1] for a, b in zip(heard, heard[1:])]


def test_notes_octaves_and_note_numbers(disk: Path) -> None:
    heard = tune(disk, "ST120L4O3C>C<<C")
    assert [f for f, *_ in heard] == [C3, C4, C2]
    heard = tune(disk, "ST120L4N37N49N0N37")                 # N0 is a rest
    assert [f for f, *_ in heard] == [C3, C4, C3]
    assert [round(d / 30) for d in starts(heard)] == [1, 2]


def test_lengths_tempo_rests_and_dots(disk: Path) -> None:
    heard = tune(disk, "ST120L4CCP4C")                       # a quarter at 120 is 30 jiffies
    assert all(abs(d - e) <= 2 for d, e in zip(starts(heard), [30, 60]))
    assert all(abs(length - 26) <= 2 for _, _, length in heard)    # 7/8 of it gated
    heard = tune(disk, "ST120L4C.C..C")                      # each dot: half as long again
    assert all(abs(d - e) <= 2 for d, e in zip(starts(heard), [45, 67]))
    heard = tune(disk, "ST240L8CDE")                          # tempo 240, eighths: 7.5 jiffies
    assert abs((heard[-1][1] - heard[0][1]) - 15) <= 2


def test_m_lines_play_only_with_the_note_line_on(disk: Path) -> None:
    assert [f for f, *_ in tune(disk, "MT120L4E")] == [E4]
    assert tune(disk, "MT120L4E", chr(F7)) == []           # the note line off (F7)
    assert [f for f, *_ in tune(disk, "ST120L4E", chr(F7))] == [E4]


def restored(disk: Path, keys: str) -> Towers:
    (disk / "six.seq").write_bytes(SIX)
    game = Towers(disk, START + "N" + chr(F2) + "SIX\r" + keys)
    assert game.stop == "inkey-wait"
    return game


def test_q_breaks_a_restore(disk: Path) -> None:
    assert restored(disk, "R\r\r").var("HP") == 6            # replayed to the end
    game = restored(disk, "R\r\r~Q")                          # Q a second into the replay
    assert 0 < game.var("HP") < 6 and game.piece("M5") == "."
    assert game.prompt() in ("ANN?", "BOB?")


def test_r_toggles_replay_mode_while_restoring(disk: Path) -> None:
    def took(keys: str) -> float:
        game = restored(disk, keys)
        assert game.var("HP") == 6 and game.piece("M5") == "p"
        return game.machine.jiffies() - game.host.taken[-1][1]      # then the idle stop
    board, replay = took("B\r\r"), took("R\r\r")
    assert replay - board >= 6 * 30                          # six moves shown, 0.5 s each
    assert took("B\r\rR") - board >= 5 * 30                  # R turns the replay on
    assert took("R\r\rR") - board < 60                       # and off


@pytest.mark.parametrize("answer", ["Z9 QUEEN", "B51 QUEEN", "B12 QUEENY", "B12", "12 QUEEN",
                                    "B12 -", "-B12 KING"])
def test_bad_answers_in_the_board_editor(disk: Path, answer: str) -> None:
    game = Towers(disk, START + "N\\" + answer + "\r")
    assert "NOT UNDERSTOOD. EDIT?" in game.prompt()
    game = Towers(disk, START + "N\\" + answer + "\rB12 QUEEN\rX\rG2 H2 ")
    assert game.piece("B12") == "q" and game.piece("H2") == "P"


@pytest.mark.parametrize("bad,again", [("ABC", "NOT A ROUND"), ("0", "NOT A ROUND"),
                                       ("7X", "NOT A ROUND"), ("-3", "NOT A ROUND")])
def test_bad_rounds_are_asked_again(disk: Path, bad: str, again: str) -> None:
    (disk / "one.seq").write_bytes(b"MOVES:\r G2-H2\r")
    game = Towers(disk, START + "YONE\r" + bad + "\r")
    assert again in game.prompt()
    game = Towers(disk, START + "YONE\r" + bad + "\r4\rW\r")
    assert game.status().endswith("RND 4 BLACK") and game.piece("H2") == "P"


def test_bad_players_are_asked_again_and_star_keeps_the_values(disk: Path) -> None:
    (disk / "one.seq").write_bytes(b"MOVES:\r N2-M2\r")
    game = Towers(disk, START + "YONE\r4\rQ\r")
    assert "NOT W OR B" in game.prompt()
    game = Towers(disk, START + "YONE\r4\rQ\rB\r")
    assert game.status().endswith("RND 5 WHITE") and game.piece("M2") == "p"
    # two moves into a game (round 2, white), a file without a board: * keeps
    # both, so black's move in the file is refused
    game = Towers(disk, START + "NG2 H2 N3 M3 " + chr(F2) + "ONE\rB*\r*\r")
    assert game.status().endswith("RND 2 WHITE") and game.piece("M2") == "."
    game = Towers(disk, START + "NG2 H2 N3 M3 G3 H3 " + chr(F2) + "ONE\rB*\r*\r")
    assert game.status().endswith("RND 3 WHITE") and game.piece("M2") == "p"


def shifted(text: str) -> list[int]:
    """Keys typed with Shift held, as a modern terminal sends capitals: the
    C64's shifted letters (193-218)."""
    return [ord(c) + 128 if c.isalpha() else (13 if c == "\r" else ord(c)) for c in text]


def test_shifted_letters_are_taken_as_letters(disk: Path) -> None:
    game = Towers(disk, shifted("\r\rANN\rBOB\rNG2 H2 \\N5 QUEEN\rX\r"))
    assert game.stop == "inkey-wait"
    assert game.piece("H2") == "P" and game.piece("N5") == "q"
    assert game.prompt() == "BOB?" and game.var("NM$()")[1] == "ANN"

"""TOMMY'S TOWERS saving and restoring at the machine's speed (issue 25, item
14), in jiffies of the C64's clock (the interpreter charges each statement the
ROM's cycles, and each exchange with the 1541 the serial bus's and the drive's
time, see docs/towers.md):

* a save (F1) and a restore (F2) say what they do on the prompt line
  (``SAVING name: ROW C``, ``RESTORING name: MOVE 2``) and count on there
  (a row takes 0.7 to 1.3 s; a string collection may hold a count up to
  a second or so more), and each takes a fraction of the time it took: a game of
  three moves saved in at most 1,750 jiffies (2,071 before, without the
  drive's time; 897 without it now), restored as a board in at most 2,450
  (9,320 before; 1,593 without the drive's time);
* a board restore does not redraw the board for each move of the file; a
  replay does, with a move counter;
* keys typed while the game is busy (the field set up, a save, a restore)
  do not answer the question that follows (the game empties the KERNAL's
  keyboard buffer, POKE 198,0, as C64 programs do); before, an X typed
  during a save quit the game as soon as SAVED appeared;
* the files are those the game wrote before: ``golden/towers`` holds the
  files written by listings/towers.bas as of commit f7d9c36 (before this
  work) for the keys of ``GOLDEN``; the game writes the same bytes for the
  same keys and restores them."""
from __future__ import annotations

from pathlib import Path

import pytest

from .towers_driver import F1, F2, F3, Towers

#: slow (docs/testing.md): whole games: each test starts TOWERS (36 s of C64 time) and plays it
pytestmark = pytest.mark.slow

START = "\r\rANN\rBOB\rN"                   # skip the show, TOWERS.SCR, names, no replay
GAME = "G2 H2 N2 M2 G3 H3 "                 # three moves: black to move, round 2
GOLDEN_DIR = Path(__file__).parent / "golden" / "towers"
GOLDEN = (START + "G2 H2 =OPENING NOTE\rN2 M2 \\H20 -TOWER\rX\rG3 H3 N3 M3 H20H30"
          + chr(F1) + "GGAME\r|" + chr(F1) + "BBOARD\r|" + chr(F3) + "2\r|"
          + chr(F1) + "GBACKED\r|")
STILL = 180        # the most jiffies a count may stay: a row, and a string collection


@pytest.fixture
def disk(tmp_path: Path) -> Path:
    return tmp_path / "disk"


def saved_game(disk: Path) -> None:
    """GAME2, the three moves of GAME, on ``disk``."""
    game = Towers(disk, START + GAME + chr(F1) + "GGAME2\r")
    assert game.prompt() == "BOB?  SAVED"


def until_prompt(game: Towers) -> list[tuple[int, list[str]]]:
    """The screens from the last key typed to the first one that shows the
    prompt line as the game ends with (the player's name, ``?`` and what
    was done)."""
    seen = game.host.seen
    end = next(i for i, (_, rows) in enumerate(seen) if rows[24].rstrip() == game.prompt())
    return seen[:end + 1]


def longest_still(screens: list[tuple[int, list[str]]], rows: slice) -> int:
    """The most jiffies the rows ``rows`` of the screen stayed as they were."""
    longest, since = 0, screens[0][0]
    for (_, before), (jiffy, now) in zip(screens, screens[1:]):
        if now[rows] != before[rows]:
            since = jiffy
        longest = max(longest, jiffy - since)
    return longest


def changes(screens: list[tuple[int, list[str]]], row: int) -> int:
    """How many times row ``row`` of the screen changed."""
    return sum(1 for (_, a), (_, b) in zip(screens, screens[1:]) if a[row] != b[row])


def test_a_save_shows_its_progress_and_takes_a_fraction_of_the_time(disk: Path) -> None:
    game = Towers(disk, START + GAME + chr(F1) + "GGAME2\r", watch=True)
    screens = until_prompt(game)
    took = screens[-1][0] - screens[0][0]
    assert screens[-1][1][24].rstrip() == "BOB?  SAVED"
    assert took <= 1750                               # 29 s: 1,626 (897 + the drive's 729)
    prompts = [rows[24] for _, rows in screens[:-1]]
    assert prompts[0].startswith("FILE NAME? GAME2")  # the RETURN; 3 jiffies on, what is done
    assert all(p.startswith(("SAVING GAME2:", "BOB?")) for p in prompts[4:])   # BOB?, then SAVED
    assert [f"SAVING GAME2: ROW {chr(65 + y)}" in [p.rstrip() for p in prompts]
            for y in range(20)] == [True] * 20
    assert longest_still(screens, slice(24, 25)) <= STILL


def test_a_board_restore_shows_its_progress_and_redraws_the_board_once(disk: Path) -> None:
    saved_game(disk)
    game = Towers(disk, START + chr(F2) + "GAME2\rB", watch=True)
    screens = until_prompt(game)
    took = screens[-1][0] - screens[0][0]
    assert took <= 2450                               # 41 s: 2,307 (1,593 + the drive's 714)
    prompts = [rows[24].rstrip() for _, rows in screens[:-1]]
    assert all(p.startswith("RESTORING GAME2:") for p in prompts[6:])
    assert "RESTORING GAME2: ROW T" in prompts
    assert [f"RESTORING GAME2: MOVE {n}" in prompts for n in (1, 2, 3)] == [True] * 3
    assert longest_still(screens, slice(24, 25)) <= STILL
    assert max(changes(screens, row) for row in range(4, 24)) == 1   # drawn once, at the end
    assert screens[-1][1][4 + 7][1:5] == ".PP."        # the board as it is: H2, H3
    assert game.status().endswith("RND 2 BLACK") and game.var("HP") == 3


def test_a_replay_shows_each_move_with_a_counter(disk: Path) -> None:
    saved_game(disk)
    game = Towers(disk, START + chr(F2) + "GAME2\rR", watch=True)
    screens = until_prompt(game)
    assert screens[-1][0] - screens[0][0] <= 2650     # 44 s (0.5 s a move): 2,478 (1,773 + 705)
    counters = [rows[24].rstrip() for _, rows in screens if "MOVE" in rows[24]]
    assert sorted(set(counters)) == [f"RESTORING GAME2: MOVE {n}" for n in (1, 2, 3)]
    assert changes(screens, 4 + 6) == changes(screens, 4 + 7) == 2    # G2-H2, G3-H3 shown
    assert longest_still(screens, slice(0, 25)) <= STILL


def test_a_key_typed_during_a_save_does_not_act_after_it(disk: Path) -> None:
    """X quits the game at the move prompt; typed while the game saves, it is
    dropped with the rest of the keyboard buffer when SAVED appears."""
    game = Towers(disk, START + GAME + chr(F1) + "GGAME2\r", later=((100, ord("X")),))
    assert game.stop == "inkey-wait"
    assert game.prompt() == "BOB?  SAVED" and "THE GAME IS OVER" not in game.text()


def test_keys_typed_during_a_restore_do_not_act_after_it(disk: Path) -> None:
    saved_game(disk)
    game = Towers(disk, START + chr(F2) + "GAME2\rB", later=((100, ord("X")), (400, ord("G"))))
    assert game.stop == "inkey-wait"
    assert game.prompt() == "BOB?" and game.var("HP") == 3


def test_q_typed_while_the_board_is_read_keeps_the_board_and_skips_the_moves(disk: Path) -> None:
    saved_game(disk)
    game = Towers(disk, START + chr(F2) + "GAME2\rB", later=((200, ord("Q")),))
    assert game.prompt() == "ANN?" and game.var("HP") == 0
    assert game.piece("H2") == "." and game.status().endswith("RND 1 WHITE")


def test_a_key_typed_while_the_field_is_set_up_is_not_the_scratch_files_name(disk: Path) -> None:
    """The field takes some 25 s to set up; an A typed then used to be the
    answer to SCRATCH FILE (RETURN = TOWERS.SCR)."""
    game = Towers(disk, "\r", later=((600, ord("A")),))
    rows = game.rows()
    asked = next(i for i, row in enumerate(rows) if "SCRATCH FILE (RETURN = TOWERS.SCR)" in row)
    assert rows[asked + 1].strip() == "" and game.var("LI$") == ""


def test_the_files_are_those_the_game_wrote_before(disk: Path) -> None:
    game = Towers(disk, GOLDEN)
    assert game.prompt() == "BOB?  SAVED"
    for name in ("game.seq", "board.seq", "backed.seq", "towers.scr.seq"):
        assert (disk / name).read_bytes() == (GOLDEN_DIR / name).read_bytes(), name


@pytest.mark.parametrize("name,mode,hp,squares", [
    ("game", "B", 5, {"H2": "P", "M2": "p", "H3": "P", "M3": "p", "H30": "T", "H20": "."}),
    ("game", "R", 5, {"H2": "P", "M2": "p", "H3": "P", "M3": "p", "H30": "T", "H20": "."}),
    ("backed", "B", 3, {"H2": "P", "M2": "p", "H3": "P", "N3": "p", "H20": "T", "H30": "."}),
    ("board", "B", 0, {"H2": "P", "M2": "p", "H3": "P", "M3": "p", "H30": "T", "H20": "."}),
])
def test_files_the_game_wrote_before_are_restored(disk: Path, name: str, mode: str, hp: int,
                                                  squares: dict[str, str]) -> None:
    disk.mkdir(parents=True)
    (disk / f"{name}.seq").write_bytes((GOLDEN_DIR / f"{name}.seq").read_bytes())
    game = Towers(disk, START + chr(F2) + name.upper() + "\r" + mode)
    assert game.var("HP") == hp and game.prompt() in ("ANN?", "BOB?")
    assert {sq: game.piece(sq) for sq in squares} == squares


def test_a_game_saved_before_its_last_move_is_restored_and_played_to_the_end(disk: Path) -> None:
    """A white tower's way down column 25 to black's king (T25) cleared with
    the board editor, the game saved, the king taken: black has lost.  F2 at
    the end restores the saved game, where the king stands again, and the
    same move ends the game again; X quits."""
    clear = "".join(f"{row}25 EMPTY\r" for row in "NOPQRS")
    setup = "\\H25 -TOWER\r" + clear + "X\r"
    game = Towers(disk, START + setup + chr(F1) + "GLAST\r|" + "H25T25")
    assert game.prompt() == "BLACK HAS NO KING. WHITE WINS" and game.square("T25") == 4
    game = Towers(disk, START + setup + chr(F1) + "GLAST\r|" + "H25T25" + chr(F2) + "LAST\rB")
    assert game.prompt() == "ANN?" and game.square("T25") == -3 and game.var("HP") == 0
    game = Towers(disk, START + setup + chr(F1) + "GLAST\r|" + "H25T25" + chr(F2) + "LAST\rB"
                  + "|H25T25X")
    assert game.stop == "ended" and "THE GAME IS OVER" in game.text()
    scratch = (disk / "towers.scr.seq").read_bytes().decode("latin-1").split("\r")
    assert scratch.count(" H25-T25") == 2 and scratch.count(". BLACK HAS NO KING. WHITE WINS") == 2

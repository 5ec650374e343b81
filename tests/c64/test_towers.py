"""TOMMY'S TOWERS (listings/towers.bas) driven headless with typed keys:
start-up in the manual's order, moves typed both ways, the pieces' rules,
the passive pieces, and illegal input refused without stopping.

Squares are named as the game names them (row letter A-T, column 1-50);
the layout and symbols are docs/towers.md's.  Terrain on white's side:
bridges H6 J26 H45, hills I11 I40, pits I4 J18 J34 I47 (black's side is
the mirror: M6 K26 M45, L11 L40, L4 K18 K34 L47)."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from basic.dialects.c64.jiffies import JIFFY_CYCLES

from . import towers_kinds as kinds
from .towers_driver import (BOARD_TOP, codes, F1, F2, F3, F4, F6, F7, F8, LARROW, LISTING, STOP,
                           KeyQueue, Towers)

#: slow (docs/testing.md): whole games: each test starts TOWERS (41 s of C64 time) and plays it
pytestmark = pytest.mark.slow

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


# -- every kind, in one scripted game --------------------------------------------

def test_a_scripted_game_in_which_every_kind_moves_and_takes(disk: Path) -> None:
    keys, moves = kinds.script(kinds.SCENARIOS)
    game = play(disk, keys)
    assert game.prompt() == "ANN?"
    # the scratch file lists every move as the game made it: none was refused
    scratch = (disk / "towers.scr.seq").read_bytes().decode("latin-1").split("\r")
    assert scratch[:3] == ["TOMMY'S TOWERS SCRATCH FILE", "PLAYERS: ANN AND BOB", "MOVES:"]
    assert [line[1:] for line in scratch if line.startswith(" ")] == moves
    for square, piece in kinds.SCENARIOS[-1][3].items():      # the wizard took the wizard
        assert game.piece(square) == piece
    kinds_seen = {name for name, *_ in kinds.SCENARIOS}
    assert len(kinds_seen) == 17


@pytest.mark.parametrize("name", ["ARCHER", "CANNON", "PRINCE", "KNIGHT", "REDQUEEN"])
def test_shots_and_hops_do_what_the_manual_says(disk: Path, name: str) -> None:
    scenario = next(s for s in kinds.SCENARIOS if s[0] == name)
    game = play(disk, kinds.script([scenario])[0])
    assert {sq: game.piece(sq) for sq in scenario[3]} == scenario[3]


@pytest.mark.parametrize("setup,move,reason", [
    # an archer shoots 2-4 squares; a hill stops its shot
    ("H3 -ARCHER\rJ3 SHIELD", "H3 J3 ", None), ("H3 -ARCHER\rJ3 CANNON", "H3 J3 ", None),
    ("K7 -ARCHER", "K7 M6 ", None), ("I9 -ARCHER", "I9 I12", "A HILL IS IN THE WAY"),
    ("H3 -ARCHER", "H3 M3 ", "ARCHERS SHOOT 2-4"),
    # a cannon shoots only forward in its column
    ("K6 -CANNON", "K6 M6 ", None), ("K6 -CANNON", "K6 K8 ", "CANNONS: 1 OR SHOOT"),
    # only pawns and shields take shields, only kings and wizards take wizards
    ("H1 -TOWER\rH2 SHIELD", "H1 H2 ", "CANNOT TAKE SHIELDS"), ("H3 SHIELD", "G2 H3 ", None),
    ("H1 WIZARD", "G2 H1 ", "FROZEN BY A WIZARD"), ("H20 -KING\rI21 WIZARD", "H20I21", None),
    ("H20 -TOWER\rH25 WIZARD", "H20H25", "CANNOT TAKE WIZARDS"),
])
def test_what_may_be_taken_and_shot(disk: Path, setup: str, move: str, reason) -> None:
    game = play(disk, f"\\{setup}\rX\r{move}")
    if reason is None:
        assert game.prompt() == "BOB?"
    else:
        assert game.prompt().endswith(reason)


def test_the_archer_and_cannon_shots_keep_their_targets(disk: Path) -> None:
    game = play(disk, "\\H3 -ARCHER\rJ3 SHIELD\rX\rH3 J3 ")
    assert game.piece("J3") == "s" and game.prompt() == "BOB?"        # the shot does not hurt it
    game = play(disk, "\\H3 -ARCHER\rJ3 PAWN\rX\rH3 J3 ")
    assert game.piece("J3") == "." and game.piece("H3") == "A"        # this one it does
    game = play(disk, "\\H3 -ARCHER\rJ3 -PAWN\rX\rH3 J3 ")
    assert game.piece("J3") == "."                                    # a friendly one too
    game = play(disk, "\\K6 -CANNON\rX\rK6 M6 ")
    assert game.square("M6") == 0                                     # the bridge is gone
    game = play(disk, "\\H4 -ARCHER\rX\rH4 I6 ")
    assert game.square("I6") == 0 and game.prompt() == "BOB?"         # a shot at nothing


def test_a_wizard_freezes_its_neighbours_but_not_kings(disk: Path) -> None:
    game = play(disk, "\\H3 WIZARD\rX\rG2 H2 ")
    assert game.prompt().endswith("FROZEN BY A WIZARD")
    game = play(disk, "\\H3 WIZARD\rH4 -KING\rX\rH4 I4 ")
    assert game.prompt() == "BOB?"                                    # into the pit I4, even


def test_the_passive_pieces(disk: Path) -> None:
    game = play(disk, "\\H5 -QUEEN\rX\rH5 H6 ")                      # a bridge: on to H7
    assert game.piece("H7") == "Q" and game.square("H6") == 18
    game = play(disk, "\\H4 -TOWER\rX\rH4 I4 ")                       # a pit: the tower is gone
    assert game.square("I4") == 19 and game.piece("H4") == "." and game.status().startswith("W:350")
    game = play(disk, "\\I2 -KNIGHT\rX\rI2 I6 ")                      # a knight hops the pit
    assert game.piece("I6") == "N"
    game = play(disk, "\\I2 -TOWER\rX\rI2 I6 ")                       # a tower does not
    assert game.prompt().endswith("THE WAY IS BLOCKED")
    game = play(disk, "\\I9 -KNIGHT\rX\rI9 I13")                      # knights jump hills
    assert game.piece("I13") == "N"
    game = play(disk, "\\I9 -REDQUEEN\rI13 PAWN\rX\rI9 I13")          # red queens do not
    assert game.prompt().endswith("A HILL IS IN THE WAY")
    game = play(disk, "\\I10 -PAWN\rX\rH9 I10")                       # nothing moves onto a hill
    assert play(disk, "\\H11 -PAWN\rX\rH11I11").prompt().endswith("SQUARE NOT EMPTY")


# -- commands ----------------------------------------------------------------------

def test_instructions_notes_and_passwords(disk: Path) -> None:
    assert "PRESS ANY KEY" in play(disk, "?").prompt()
    assert "B12C13" in play(disk, "? ").text()
    assert "FUNCTION KEYS:" in play(disk, "?  ").text()
    assert play(disk, "?   ").prompt() == "ANN?"                      # back on the board
    game = play(disk, "=HELLO THERE\rG2 H2 ")
    assert game.rows()[1].startswith("HELLO THERE")
    game = play(disk, chr(F7) + "=HELLO THERE\rG2 H2 ")              # F7: the note line off
    assert game.rows()[1].strip() == ""
    game = play(disk, chr(F8) + "A NOTE\rG2 H2 ")
    assert game.rows()[1].startswith("A NOTE")
    game = play(disk, "@O0OO0O\rG2 J2 ")                               # checks off
    assert game.piece("J2") == "P" and game.prompt() == "BOB?"
    game = play(disk, "@O0OO0O\r@SESAME\rG2 J2 ")                      # and on again
    assert game.prompt().endswith("PAWNS GO 1 FORWARD")
    assert play(disk, "@OPEN\r").prompt().endswith("WRONG PASSWORD")
    assert play(disk, "+").prompt().endswith("SOUND OFF")


@pytest.mark.parametrize("key", ["X", chr(LARROW), chr(STOP)])
def test_x_left_arrow_and_run_stop_quit(disk: Path, key: str) -> None:
    game = Towers(disk, START + key)
    assert game.stop == "ended" and "THE GAME IS OVER" in game.text()


def test_auto_mode_makes_a_legal_move_and_stops(disk: Path) -> None:
    game = play(disk, "*~*")
    assert int(game.var("HP")) >= 1 and "AUTO" not in game.status()
    scratch = (disk / "towers.scr.seq").read_bytes().decode("latin-1").split("\r")
    assert any(line.startswith(" ") for line in scratch)


def test_sound_effects_go_to_the_sid(disk: Path) -> None:
    game = play(disk, "G2 H2 ")
    sid = game.machine.memory.device_at(0xD400).regs      # the registers as written
    assert sid[24] == 15 and sid[4] == 16
    game = play(disk, "+G2 H2 ")
    sid = game.machine.memory.device_at(0xD400).regs
    assert sid[4] != 16 or sid[24] == 0


# -- files -------------------------------------------------------------------------

def test_save_backup_undo_restore_and_replay(disk: Path) -> None:
    moves = "G2 H2 N2 M2 G3 H3 N3 M3 "
    game = play(disk, moves + "=NOTED\rG4 H4 " + chr(F1) + "GGAME1\r")
    assert game.prompt().endswith("SAVED")
    text = (disk / "game1.seq").read_bytes().decode("latin-1").split("\r")
    assert text[2] == "BOARD:" and text[3].startswith("-T-N-B-Q-E-H")
    assert text[23] == "ROUND 1 PLAYER 1" and text[24] == "MOVES:"
    assert text[25:31] == [" G2-H2", " N2-M2", " G3-H3", " N3-M3", "NNOTED", " G4-H4"]
    # back up three moves (F3), undo two of them (F4)
    game = play(disk, moves + "G4 H4 " + chr(F3) + "3\r|" + chr(F4) + "2\r|")
    assert game.piece("H4") == "." and game.piece("M3") == "p" and game.piece("H3") == "P"
    assert game.prompt() == "ANN?"                                   # move 4 of 5
    # a new game restores the saved one: as a board, and replayed move by move
    game = play(disk, moves + "G4 H4 " + chr(F1) + "GGAME1\r|" + chr(F2) + "GAME1\rB|")
    assert game.piece("H4") == "S" and game.status().endswith("RND 3 BLACK")
    replayed = Towers(disk, "\r\rANN\rBOB\rYGAME1\r")
    assert replayed.piece("H4") == "S" and replayed.piece("M3") == "p"
    assert replayed.rows()[1].strip() == "NOTED" or replayed.var("NS$") == ""
    # a board only
    game = play(disk, "G2 H2 " + chr(F1) + "BPOS\r|")
    text = (disk / "pos.seq").read_bytes().decode("latin-1").split("\r")
    assert text[9].startswith("-S .-P-S") and text[10].startswith(" .-P .")
    assert text[23] == "ROUND 1 PLAYER 2"
    assert text[24] == "MOVES:" and text[25] == ""


def test_the_history_keeps_the_notes_of_its_last_40_noted_moves(disk: Path) -> None:
    """The notes are a pool of 40 (NP$; a string array of 401 made every
    garbage collection slow, docs/towers.md): the 41st note takes the
    oldest one's place."""
    def square(row: str, col: int) -> str:
        return f"{row}{col}" + (" " if col < 10 else "")
    moves = [square(a, c) + square(b, c) for c in range(1, 22) for a, b in (("G", "H"), ("N", "M"))]
    typed = "".join(f"=N{k}\r{move}" for k, move in enumerate(moves, 1))
    game = play(disk, typed + chr(F1) + "GNOTES\r")
    assert game.prompt().endswith("SAVED")
    text = (disk / "notes.seq").read_bytes().decode("latin-1").split("\r")
    moves_at = text.index("MOVES:")
    assert [t for t in text[moves_at:] if t.startswith("N")] == [f"NN{k}" for k in range(3, 43)]
    assert text[moves_at + 1:moves_at + 3] == [" G1-H1", " N1-M1"]      # their notes gone
    assert text[moves_at + 3:moves_at + 5] == ["NN3", " G2-H2"]
    # backstep: the note line shows the note of the move before
    game = play(disk, typed + ".")
    assert game.rows()[1].startswith("N41")


def test_a_hand_written_replay_file(disk: Path) -> None:
    disk.mkdir(parents=True, exist_ok=True)
    (disk / "opening.seq").write_bytes(
        b"MY FAVOURITE OPENING, WRITTEN BY HAND\rANYTHING BEFORE THE MARKER IS IGNORED\r"
        b"MOVES:\r. THE READER SEES THIS LINE, THE PROGRAM DOES NOT\rN WHITE OPENS\r G2-H2\r"
        b"W2\rST200O4L16CDEFG\r, BLACK ANSWERS ON THE RIGHT\r N12-M12\r G3-H3\r")
    # no board in the file: the round and the player are asked (RETURN keeps them)
    game = Towers(disk, "\r\rANN\rBOB\rYOPENING\r7\rW\r")
    assert game.stop == "inkey-wait"
    assert game.piece("H2") == "P" and game.piece("M12") == "p" and game.piece("H3") == "P"
    assert game.status().endswith("RND 8 BLACK")
    # the S line played G in octave 4 (784 Hz) at tempo 200 on the SID
    assert game.var("TP") == 200 and game.var("FR") == 13350
    # the wait and the music took their machine time: W2 is 120 jiffies
    assert game.machine.jiffies() > 120
    scratch = (disk / "towers.scr.seq").read_bytes().decode("latin-1").split("\r")
    assert "NWHITE OPENS" in " ".join(scratch) or "N WHITE OPENS" in scratch


def test_a_file_that_is_not_there_is_refused_and_the_game_goes_on(disk: Path) -> None:
    game = play(disk, chr(F2) + "NOSUCH\rR")
    assert "FILE NOT FOUND" in game.prompt()
    assert play(disk, chr(F2) + "NOSUCH\rRG2 H2 ").piece("H2") == "P"


# -- time ----------------------------------------------------------------------------

def _wait(game: Towers, last_key: float) -> tuple[float, int]:
    """(jiffies, string collections inside) from a move's last key to the
    moment its board is redrawn and the next prompt shown: the program's next
    read of the keyboard, or before it a collection that begins with the
    screen already as that read finds it (the game collecting while it waits
    for the next move, line 1015).  A collection that begins earlier, with
    the board not yet drawn, is inside the move."""
    host = game.host
    next_read = min(j for j in [j for _, j in host.taken] + host.empty_at if j > last_key)
    during = [c for c in host.collected if last_key <= c.at < next_read]
    ready = min([c.at for c in during if c.after_the_redraw()], default=next_read)
    return ready - last_key, sum(1 for c in during if c.at < ready)


@pytest.mark.parametrize("setup,move", [
    ("H7 -TOWER", "H7 H44"),          # a long path, and the viewport scrolls to column 44
    ("H45 EMPTY\rH50 -TOWER\rH1 EMPTY", "H50H7 "),   # the longest path, scrolled twice
    ("I30 -ARCHER", "I30K32"),        # a shot
    ("H5 -QUEEN", "H5 H6 "),          # over a bridge
    ("I30 -PRINCE\rI38 -PRINCE", "I30I37"),
    ("", "G2 H2 "),
])
def test_a_move_is_on_the_board_within_two_seconds_of_machine_time(disk: Path, setup, move) -> None:
    edit = f"\\{setup}\rX\r" if setup else ""
    game = play(disk, edit + move)
    assert game.prompt() == "BOB?"
    last_key = game.host.taken[-1][1]                 # the jiffy GET took the move's last key
    wait, inside = _wait(game, last_key)
    assert 0 < wait <= 120                            # 2 s of 60 jiffies
    assert inside == 0                                # and string space was not collected in it


def _pawn_moves(rounds: int, pause: str = "~") -> str:
    """White's pawns and shields G1..G<rounds> one forward, black's N1..
    likewise, each move typed after the prompt shows (``|``) and, with
    ``pause``, a second's thought (``~``)."""
    def square(row: str, col: int) -> str:
        return f"{row}{col}" + (" " if col < 10 else "")
    return "".join(f"|{pause}{square('G', c)}{square('H', c)}|{pause}{square('N', c)}{square('M', c)}"
                   for c in range(1, rounds + 1))


def _tower_moves(rounds: int) -> str:
    """White's tower H7-H44 and back, the viewport scrolled each time, and
    black's pawns N1..N<rounds> one forward, each typed the moment the
    prompt shows (the tower put on H7 first)."""
    return "\\H7 -TOWER\rX\r" + "".join(
        f"|{'H7 H44' if c % 2 else 'H44H7 '}|N{c} M{c} " for c in range(1, rounds + 1))


def _move_waits(game: Towers, moves: str, before: str = "") -> list[tuple[float, int]]:
    """``_wait`` of each move of ``moves`` (typed after the start and
    ``before``), each move beginning at a hold (``|``): its last key is the
    one before the next hold, or the last key of all."""
    skip = sum(1 for c in codes(START + before) if c >= 0)
    last_keys, n = [], skip - 1
    for c in codes(moves):
        if c == codes("|")[0] and n >= skip:
            last_keys.append(n)
        n += c >= 0
    last_keys.append(n)
    return [_wait(game, game.host.taken[k][1]) for k in last_keys]


def test_string_space_is_collected_while_the_game_waits_not_after_a_move(disk: Path) -> None:
    """Each move leaves some 900 bytes of strings behind and about 3.7 KB
    are free after a collection, so string space is collected every few
    moves, and a collection takes about 560,000 cycles (37 jiffies: 27
    strings among 150 elements and 90 variables, heap.py's ROM-fitted model).
    The game collects while it waits for the first key of a move (line 1022,
    when fewer than GL bytes are left), so no move typed after a second's
    thought waits for one."""
    game = play(disk, _pawn_moves(10))
    assert game.status() == "W:350 B:350 DELAY 0.5 RND 11 WHITE"
    assert game.piece("G10") == "." and game.piece("H10") == "S" and game.piece("M10") == "s"
    waits = _move_waits(game, _pawn_moves(10))
    assert len(waits) == 20
    assert max(w for w, _ in waits) <= 90             # 1.5 s: no collection in them
    assert all(c == 0 for _, c in waits)
    host = game.host
    assert host.collections_at_empty[-1] - host.collections_at_take[0] >= 4
    strings, nbytes, cycles = game.machine.heap.last
    assert cycles > 20 * JIFFY_CYCLES                 # a third of a second and more


@pytest.mark.parametrize("before,moves,rounds", [
    ("", _pawn_moves(10, pause=""), 10),
    ("\\H7 -TOWER\rX\r", _tower_moves(8)[len("\\H7 -TOWER\rX\r"):], 8),
])
def test_a_move_typed_at_once_never_waits_for_a_collection(
        disk: Path, before: str, moves: str, rounds: int) -> None:
    """Moves typed the moment the prompt shows leave the game no time to
    wait: it collects just after it shows the prompt (line 1015) when fewer
    than GN bytes are free, more than a move takes, so a collection never
    falls inside a move -- the scroll move included -- and every move is on
    the board within 2 s.  Without that check a collection fell inside every
    third move or so, and the scroll move then took 155 jiffies."""
    game = play(disk, before + moves)
    waits = _move_waits(game, moves, before)
    assert len(waits) == moves.count("|")
    assert all(c == 0 for _, c in waits)              # no collection inside a move
    assert max(w for w, _ in waits) <= 120            # 2 s of 60 jiffies
    first = game.host.taken[sum(1 for c in codes(START + before) if c >= 0)][1]
    during = [c for c in game.host.collected if c.at >= first]
    assert len(during) >= 3                           # string space was collected, between moves
    assert all(c.after_the_redraw() for c in during)
    assert game.status().endswith(f"RND {rounds + 1} WHITE")


def test_moves_with_long_notes_typed_at_once_stay_within_two_seconds(disk: Path) -> None:
    """Forty moves with a note of 54 characters fill the pool of notes (2.2 KB
    of live strings: about 1.3 KB are left free after a collection), then
    the tower's longest move, scrolled twice, with a note: all typed the
    moment the prompt shows.  The slot for a note is looked for when the
    note is typed (line 5890), not in the move; a move, however long, leaves
    less behind than is free after a collection, so none falls inside it."""
    def square(row: str, col: int) -> str:
        return f"{row}{col}" + (" " if col < 10 else "")
    before = "\\K18 EMPTY\rK26 EMPTY\rK34 EMPTY\rK50 -TOWER\rK1 EMPTY\rX\r"
    pawns = [square(a, c) + square(b, c) for c in range(1, 21) for a, b in (("G", "H"), ("N", "M"))]
    moves = "".join(f"|={k:02d}{'X' * 52}\r{move}" for k, move in enumerate(pawns, 1))
    moves += "".join(f"|=T{k}{'Y' * 52}\r{'K50K7 ' if k % 2 else 'K7 K50'}|N{k + 20}M{k + 20}"
                     for k in range(1, 5))
    game = play(disk, before + moves)
    assert game.status() == "W:351 B:350 DELAY 0.5 RND 25 WHITE"
    assert game.piece("K50") == "T"
    scratch = (disk / "towers.scr.seq").read_bytes().decode("latin-1").split("\r")
    assert sum(1 for line in scratch if line.startswith("N") and len(line) == 55) == 44
    waits = _move_waits(game, moves, before)
    assert len(waits) == moves.count("|")
    assert all(c == 0 for _, c in waits)              # no collection inside a move
    assert max(w for w, _ in waits) <= 120            # 2 s of 60 jiffies
    first = game.host.taken[sum(1 for c in codes(START + before) if c >= 0)][1]
    assert len([c for c in game.host.collected if c.at >= first]) >= 20


def test_the_title_shows_at_once_and_stays_while_the_field_is_set_up(
        disk: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Building the field from DATA takes about 26 s of C64 time: the show
    comes first, 2 s after RUN, and its title stays with `SETTING UP THE
    FIELD...` under it until the legend, so the screen is never blank."""
    shots: list[tuple[float, str]] = []
    frame = KeyQueue.frame

    def recording(self: KeyQueue, machine: Any) -> None:
        if int(machine.jiffies()) % 30 == 0:
            shots.append((machine.jiffies(), "\n".join(machine.screen_rows())))
        frame(self, machine)
    monkeypatch.setattr(KeyQueue, "frame", recording)
    game = Towers(disk, "")
    assert game.stop == "inkey-wait"
    title_at = next(t for t, s in shots if "TOMMY'S TOWERS" in s)
    prompt_at = next(t for t, s in shots if "SCRATCH FILE" in s)
    assert title_at <= 180                              # 3 s
    assert prompt_at - title_at >= 1200                 # the field takes its time...
    assert all(s.strip() for t, s in shots if title_at <= t <= prompt_at)   # ...never blank
    setting_up = [t for t, s in shots if "SETTING UP THE FIELD" in s]
    assert setting_up and setting_up[-1] - setting_up[0] >= 1200

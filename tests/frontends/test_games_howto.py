"""docs/games.md, played: each rule and key the page gives for FORTRESS,
BATTLESHIP, SQUARES and TOMMY'S TOWERS, driven headless with scripted keys
(issue 25, item 15), and the page's own key scripts end as it says."""
from __future__ import annotations

import re
import shlex
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from basic.core.peripherals import Peripherals
from basic.frontends.headless import run_source

ROOT = Path(__file__).resolve().parents[2]
GAMES_MD = ROOT / "docs" / "games.md"


def play(game: str, *keys: str, inputs: tuple[str, ...] = (), **options: Any) -> dict[str, Any]:
    text = (ROOT / "listings" / f"{game}.bas").read_text(encoding="utf-8")
    return run_source(text, keys=[f"inkey:{k}" if ":" not in k else k for k in keys],
                      inputs=list(inputs), **options)


def row(result: dict[str, Any], n: int) -> str:
    return result["rows"][n].rstrip()


def screen(result: dict[str, Any]) -> str:
    return "\n".join(r.rstrip() for r in result["rows"])


# -- FORTRESS -------------------------------------------------------------------------------

ATTACKER_TAKES = ("2", "q", "b", "k", "a", "e", "b", "b")        # R-Q, D-B, Q-K, B-A, K-E, A-B, E-B


def test_the_attacker_wins_by_moving_onto_the_defender() -> None:
    res = play("fortress", *ATTACKER_TAKES)
    assert row(res, 21).startswith("ATTACKER WINS")
    assert res["stop_reason"] == "input-wait" and "P= Play again : S= Stop" in screen(res)


def test_the_defender_wins_by_moving_onto_the_attacker_in_the_fortress() -> None:
    res = play("fortress", "2", "q", "b", "k", "a", "e", "d", "b", "b")   # ... A-D, E-B, D-B
    assert row(res, 21).startswith("DEFENDER WINS")


def test_the_defender_wins_when_the_attackers_passages_are_used_up() -> None:
    """R's four passages go to N, O, P and Q: out by Q, back from O, out by
    N, back from P, and R has no passage left."""
    res = play("fortress", "2", "q", "b", "o", "a", "r", "b", "n", "a", "p", "b", "r", "a")
    assert res["vars"]["ap"] == 18 and res["vars"]["m$()"][17] == "****"
    assert row(res, 21).startswith("DEFENDER WINS")


@pytest.mark.parametrize("keys,message", [(("2", "a"), "NO PASSAGE"),
                                          (("2", "q", "b", "r"), "PASSAGE USED"),
                                          (("2", "q", "x"), "STAY IN YOUR AREA")],
                         ids=["no-passage", "passage-used", "stay-in-your-area"])
def test_a_refused_move_flashes_its_message_and_nobody_moves(keys: tuple[str, ...],
                                                            message: str) -> None:
    before = play("fortress", *keys[:-1])["vars"]
    res = play("fortress", *keys)
    assert res["vars"]["e$()"].rstrip() == message
    assert (res["vars"]["ap"], res["vars"]["dp"]) == (before["ap"], before["dp"])


def test_the_defender_jumps_to_any_place_of_the_fortress_but_its_own() -> None:
    res = play("fortress", "2", "q", "d")
    assert res["vars"]["dp"] == 4 and row(res, 21).startswith("Defender move")
    assert play("fortress", "2", "q", "a")["vars"]["dp"] == 1     # D-A, no passage needed
    assert play("fortress", "2", "q", "b")["vars"]["dp"] == 2


def test_capital_letters_move_nobody() -> None:
    res = play("fortress", "2", "Q")
    assert res["vars"]["ap"] == 18 and row(res, 21).startswith("Attacker move")


@pytest.mark.parametrize("side,first", [("a", "q"), ("d", None)], ids=["attack", "defend"])
def test_against_the_computer_its_move_waits_for_enter(side: str, first: str | None) -> None:
    keys = ("1", side) + ((first,) if first else ())
    res = play("fortress", *keys)
    assert re.fullmatch(r"MY MOVE [A-R] \(Press ENTER\)", row(res, 21))
    after = play("fortress", *keys, "ENTER")
    assert row(after, 21).startswith("Attacker move" if side == "a" else "Defender move")


def test_s_and_enter_ends_the_program_and_p_plays_again() -> None:
    stop = play("fortress", *ATTACKER_TAKES, "wait:s", "+5:ENTER")
    assert stop["stop_reason"] == "ended" and stop["report"].startswith("0 OK")
    again = play("fortress", *ATTACKER_TAKES, "wait:p", "+5:ENTER")
    assert "FORTRESS" in row(again, 1) and "2: 2 Player game" in screen(again)


# -- BATTLESHIP -----------------------------------------------------------------------------

def test_a_round_is_five_shots_then_the_hits() -> None:
    res = play("battleship", inputs=("11", "22", "33", "44", "55"))
    assert screen(res).split("\n")[:5] == ["HITS:", "A:0", "B:0", "C:0", "D:0"]
    assert "4 SHOTS" in screen(res)            # no hit in the round: one shot less


def test_a_square_is_row_then_column_and_four_hits_sink_a_ship() -> None:
    """Fire at every square of ship A (B(1)..B(4) = row*10 + column + 11;
    the ZX80's DIM B(16) has B(0) too)."""
    ship_a = play("battleship", inputs=("100",))["vars"]["b()"][1:5]
    shots = [str(int(b) - 11) for b in ship_a]
    res = play("battleship", inputs=tuple(shots + ["0"]))
    assert screen(res).split("\n")[:2] == ["HITS:", "A:4"]
    assert "5 SHOTS" in screen(res)            # a round with a hit keeps its shots


def test_100_stops_and_a1_is_a_variable_it_has_never_seen() -> None:
    assert play("battleship", inputs=("100",))["report"] == "9/370"
    assert play("battleship", inputs=("A1",))["report"] == "2/360"


# -- SQUARES --------------------------------------------------------------------------------

def test_a_square_moves_by_its_number_then_a_legal_letter() -> None:
    asked = play("squares", "1")
    assert "LEGAL MOVES: P" in screen(asked)
    res = play("squares", "1", "p")
    assert "PLAYER 2 - WHICH SQUARE (5678)?" in screen(res)
    assert "│1│Q│R│S│8│" in screen(res)


def test_run_stop_breaks_the_game() -> None:
    assert play("squares", "BREAK")["report"] == "BREAK IN 5010"


# -- TOMMY'S TOWERS -------------------------------------------------------------------------

TOWERS_START = ("ENTER", "ENTER", "a", "n", "n", "ENTER", "ENTER", "n")


def towers(tmp_path: Path, *keys: str) -> dict[str, Any]:
    return play("towers", *TOWERS_START, *keys, frames=1_000_000,
                peripherals=Peripherals(str(tmp_path / "disk"), str(tmp_path / "printer.txt")))


@pytest.mark.slow
def test_towers_a_move_is_two_squares_and_a_bad_one_is_typed_again(tmp_path: Path) -> None:
    res = towers(tmp_path, "g", "2", "SPACE", "h", "2", "SPACE")
    assert row(res, 0).endswith("BLACK") and row(res, 24).startswith("BLACK?")
    refused = towers(tmp_path, "a", "1", "SPACE", "a", "2", "SPACE")
    assert row(refused, 24) == "ANN?  YOUR OWN PIECE"


@pytest.mark.slow
def test_towers_x_quits(tmp_path: Path) -> None:
    res = towers(tmp_path, "x")
    assert res["stop_reason"] == "ended"


# -- the page's own key scripts -------------------------------------------------------------

def _examples() -> list[list[str]]:
    """The arguments of each headless command in docs/games.md."""
    text = GAMES_MD.read_text(encoding="utf-8").replace("\\\n", " ")
    return [shlex.split(m.group(1), comments=True)
            for m in re.finditer(r"^basic run (listings/\S+ --headless .*)$", text, re.M)]


EXAMPLES = _examples()
#: what the final screen of each game's example shows, as the page says
SHOWS = {"fortress": "ATTACKER WINS", "battleship": "HITS:", "squares": "│1│Q│R│S│8│",
         "towers": "BLACK?"}


def test_every_game_has_a_headless_example() -> None:
    assert sorted(Path(args[0]).stem for args in EXAMPLES) == sorted(SHOWS)


@pytest.mark.slow
@pytest.mark.parametrize("args", EXAMPLES, ids=[Path(a[0]).stem for a in EXAMPLES])
def test_the_pages_examples_run_as_it_says(tmp_path: Path, args: list[str]) -> None:
    res = subprocess.run([sys.executable, "-m", "basic", "run", str(ROOT / args[0]), *args[1:]],
                         capture_output=True, text=True, cwd=tmp_path, timeout=120)
    assert res.returncode == 0 and "Traceback" not in res.stderr, res.stderr
    assert SHOWS[Path(args[0]).stem] in res.stdout, res.stdout

"""The rules of SQUARES as the article states them, as a small Python model,
to script whole games for tests/c64/test_squares.py.

Board positions are (row, column), 0-4, lettered A-Y row by row.  Player 1's
squares 1-4 start on the bottom row (columns 0-3) and move up or sideways,
leaving over the top edge; player 2's squares 5-8 start in the right column
(rows 0-3) and move left, up or down, leaving over the left edge.  A square
may not move onto another.  A player whose chosen square cannot move loses
the turn (and so does a player none of whose squares can move).  The first
player to take all four squares off the board wins.
"""
from __future__ import annotations

from typing import Callable, Optional

Pos = tuple[int, int]


def letter(pos: Pos) -> str:
    return chr(65 + 5 * pos[0] + pos[1])


class Game:
    def __init__(self) -> None:
        self.at: dict[int, Optional[Pos]] = {n: (4, n - 1) for n in range(1, 5)}
        self.at.update({n: (n - 5, 4) for n in range(5, 9)})
        self.player = 1
        self.winner: Optional[int] = None

    def squares(self, player: int) -> list[int]:
        lo = 4 * player - 3
        return [n for n in range(lo, lo + 4) if self.at[n] is not None]

    def occupied(self, pos: Pos) -> bool:
        return pos in self.at.values()

    def moves(self, n: int) -> list[str]:
        """The legal moves of square n, as the program lists them: letters,
        then Z."""
        r, c = self.at[n]
        player = 1 if n <= 4 else 2
        steps = [(-1, 0), (0, -1), (0, 1)] if player == 1 else [(0, -1), (-1, 0), (1, 0)]
        out = []
        for dr, dc in steps:
            rr, cc = r + dr, c + dc
            if 0 <= rr <= 4 and 0 <= cc <= 4 and not self.occupied((rr, cc)):
                out.append(letter((rr, cc)))
        if (player == 1 and r == 0) or (player == 2 and c == 0):
            out.append("Z")
        return out

    def play(self, n: int, move: str) -> None:
        if move == "Z":
            self.at[n] = None
            if not self.squares(self.player):
                self.winner = self.player
        else:
            k = ord(move) - 65
            self.at[n] = (k // 5, k % 5)


Policy = Callable[[Game, int, list[int]], tuple[int, str]]


def script(policy: Policy, limit: int = 400) -> tuple[list[str], int, list[str]]:
    """Play a whole game: (keys typed, the winner, what happened per turn)."""
    game = Game()
    keys: list[str] = []
    log: list[str] = []
    for _ in range(limit):
        p = game.player
        movable = [n for n in game.squares(p) if game.moves(n)]
        if not movable:
            log.append(f"{p} blocked")
        else:
            n, move = policy(game, p, movable)
            keys += [str(n), move.lower()]
            game.play(n, move)
            log.append(f"{p}: {n} {move}")
            if game.winner:
                return keys, game.winner, log
        game.player = 3 - p
    raise RuntimeError("no winner")


def racer(winner: int) -> Policy:
    """The winner always goes forward (off the board if it can); the other
    player shuffles up and down or sideways when it can, forward otherwise."""
    def choose(game: Game, p: int, movable: list[int]) -> tuple[int, str]:
        forward = "Z"
        best = None
        for n in movable:
            moves = game.moves(n)
            r, c = game.at[n]
            ahead = letter((r - 1, c)) if p == 1 and r else letter((r, c - 1)) if p == 2 and c else "Z"
            if p == winner:
                for m in (forward, ahead):
                    if m in moves:
                        return n, m
                best = best or (n, moves[0])
            else:
                side = [m for m in moves if m not in (forward, ahead)]
                if side:
                    return n, side[0]
                best = best or (n, moves[0])
        return best
    return choose

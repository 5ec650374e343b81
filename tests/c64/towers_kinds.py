"""The scenarios in which each kind of piece moves and takes, on the empty
field of towers.bas (rows H-L, columns 28-33 hold no hill, bridge or pit).

Each is (editor name, the squares set up with the board editor, white's
moves, and what the board shows after them).  Black pieces are placed with
the editor; between white's moves black plays a shield or pawn of row N
one square up (``filler``), so white moves every other turn."""
from __future__ import annotations

SCENARIOS: list[tuple[str, list[str], list[str], dict[str, str]]] = [
    ("PAWN", ["I30 -PAWN", "J31 PAWN"], ["I30J31", "J31K31"], {"K31": "P", "J31": "."}),
    ("SHIELD", ["I30 -SHIELD", "I31 SHIELD"], ["I30I31", "I31J31"], {"J31": "S", "I31": "."}),
    ("KING", ["I30 -KING", "J31 PAWN"], ["I30J31", "J31K32"], {"K32": "K", "J31": "."}),
    ("TOWER", ["I30 -TOWER", "I33 PAWN"], ["I30I33", "I33L33"], {"L33": "T", "I33": "."}),
    ("BISHOP", ["I30 -BISHOP", "L33 PAWN"], ["I30L33", "L33K32"], {"K32": "B", "L33": "."}),
    ("QUEEN", ["I30 -QUEEN", "L30 PAWN"], ["I30L30", "L30L33"], {"L33": "Q", "L30": "."}),
    ("JACK", ["I30 -JACK", "J31 PAWN"], ["I30J31", "J31K31"], {"K31": "J", "J31": "."}),
    ("DUKE", ["I30 -DUKE", "J31 PAWN"], ["I30J31", "J31K31"], {"K31": "D", "J31": "."}),
    ("EARL", ["I30 -EARL", "J31 PAWN"], ["I30J31", "J31K32"], {"K32": "E", "J31": "."}),
    ("KNIGHT", ["I30 -KNIGHT", "K31 PAWN", "J30 PAWN"], ["I30K31", "K31K28"],
     {"K28": "N", "K31": ".", "J30": "p"}),
    ("ARCHER", ["I30 -ARCHER", "J31 PAWN", "L33 PAWN"], ["I30J31", "J31L33", "J31K31"],
     {"K31": "A", "L33": ".", "J31": "."}),
    ("PRINCE", ["I30 -PRINCE", "I33 -PRINCESS", "I31 PAWN", "I32 PAWN"], ["I30I32", "I32J32"],
     {"J32": "I", "I32": ".", "I31": "p", "I33": "I"}),
    ("PRINCESS", ["I30 -PRINCESS", "L33 -PRINCE", "J31 PAWN", "K32 PAWN"], ["I30K32", "K32K31"],
     {"K31": "I", "K32": ".", "J31": "p"}),
    ("CANNON", ["I30 -CANNON", "L30 PAWN"], ["I30J30", "J30L30"], {"J30": "C", "L30": "."}),
    ("REDQUEEN", ["I30 -REDQUEEN", "J31 PAWN", "L33 PAWN"], ["I30L33"],
     {"L33": "R", "J31": "p", "I30": "."}),
    ("REDKNIGHT", ["I30 -REDKNIGHT", "J30 PAWN", "L31 PAWN"], ["I30L31"],
     {"L31": "H", "J30": "p", "I30": "."}),
    ("WIZARD", ["I30 -WIZARD", "K33 WIZARD"], ["I30L28", "L28K33"], {"K33": "W", "L28": "."}),
]


def move_text(move: str) -> str:
    """``I30J31`` as typed -> the keys (a space after a one-digit column)."""
    out, i = "", 0
    while i < len(move):
        j = i + 1
        while j < len(move) and move[j].isdigit():
            j += 1
        out += move[i:j] + (" " if j - i == 2 else "")
        i = j
    return out


def shown(move: str) -> str:
    """``I30J31`` -> ``I30-J31`` as the game writes it."""
    for i in range(2, len(move)):
        if move[i].isalpha():
            return move[:i] + "-" + move[i:]
    return move


def script(scenarios: list, first_filler: int = 7) -> tuple[str, list[str]]:
    """The keys for the scenarios one after another (each setting up its
    squares, clearing the last one's) and the moves the scratch file must list."""
    keys, moves, used, filler = "", [], [], first_filler
    for _, setup, white, _ in scenarios:
        edits = [f"{sq} EMPTY" for sq in used] + setup
        keys += "\\" + "".join(e + "\r" for e in edits) + "X\r"
        used = sorted({e.split()[0] for e in setup} | {m for mv in white for m in split(mv)})
        for mv in white:
            black = f"N{filler}M{filler}"
            filler += 1
            keys += move_text(mv) + move_text(black)
            moves += [shown(mv), shown(black)]
    return keys, moves


def split(move: str) -> list[str]:
    a, b = shown(move).split("-")
    return [a, b]

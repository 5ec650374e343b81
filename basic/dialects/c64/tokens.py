"""Commodore BASIC V2 keywords and their token bytes, in the ROM's table order.

The order matters: CRUNCH tries the keywords in this order and takes the
first that matches, so ``INPUT#`` must come before ``INPUT`` and ``GOTO``
before ``GO``.  Token = 0x80 + position in the list.
"""
from __future__ import annotations

KEYWORDS: tuple[str, ...] = (
    "END", "FOR", "NEXT", "DATA", "INPUT#", "INPUT", "DIM", "READ", "LET", "GOTO",
    "RUN", "IF", "RESTORE", "GOSUB", "RETURN", "REM", "STOP", "ON", "WAIT", "LOAD",
    "SAVE", "VERIFY", "DEF", "POKE", "PRINT#", "PRINT", "CONT", "LIST", "CLR", "CMD",
    "SYS", "OPEN", "CLOSE", "GET", "NEW", "TAB(", "TO", "FN", "SPC(", "THEN",
    "NOT", "STEP", "+", "-", "*", "/", "^", "AND", "OR", ">",
    "=", "<", "SGN", "INT", "ABS", "USR", "FRE", "POS", "SQR", "RND",
    "LOG", "EXP", "COS", "SIN", "TAN", "ATN", "PEEK", "LEN", "STR$", "VAL",
    "ASC", "CHR$", "LEFT$", "RIGHT$", "MID$", "GO",
)

TOKEN: dict[str, int] = {kw: 0x80 + i for i, kw in enumerate(KEYWORDS)}
NAME: dict[int, str] = {0x80 + i: kw for i, kw in enumerate(KEYWORDS)}

END, FOR, NEXT, DATA = 0x80, 0x81, 0x82, 0x83
GOTO, GOSUB, REM, PRINT = 0x89, 0x8D, 0x8F, 0x99
TAB, TO, FN, SPC, THEN, NOT, STEP = 0xA3, 0xA4, 0xA5, 0xA6, 0xA7, 0xA8, 0xA9
PLUS, MINUS, TIMES, DIVIDE, POWER, AND, OR = 0xAA, 0xAB, 0xAC, 0xAD, 0xAE, 0xAF, 0xB0
GREATER, EQUAL, LESS = 0xB1, 0xB2, 0xB3
SGN, LEFT, GO = 0xB4, 0xC8, 0xCB
LAST_STATEMENT = 0xA2   # NEW
PI = 0xFF          # the π character is not a token but evaluates as the constant

#: statements (END..NEW); everything from TAB( on may only appear inside one
FIRST_FUNCTION, LAST_FUNCTION = 0xB4, 0xCA
STRING_FUNCTIONS = frozenset(("STR$", "CHR$", "LEFT$", "RIGHT$", "MID$"))


def shifted_last(keyword: str) -> bytes:
    """The keyword as it sits in the ROM table: the last byte with bit 7 set."""
    raw = keyword.encode("latin-1")
    return raw[:-1] + bytes((raw[-1] | 0x80,))


#: the ROM table as CRUNCH walks it
TABLE: tuple[bytes, ...] = tuple(shifted_last(kw) for kw in KEYWORDS)

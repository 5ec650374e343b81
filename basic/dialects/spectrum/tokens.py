"""The Spectrum 48K keyword table: codes 0xA5..0xFF and their spellings.

The spellings are read out of the ROM image (TKN-TABLE at 0x0095, via
:mod:`basic.dialects.spectrum.rom`), never typed in by hand, so ``'GO TO'``,
``'OPEN #'``, ``'<='`` and ``'SCREEN$'`` are exactly what the ROM prints.
0xA3/0xA4 are UDGs T and U on a 48K (SPECTRUM and PLAY exist only on the 128K).

Besides the table this module knows the *classes* of codes the syntax needs:
which tokens may start a statement (0xCE..0xFF), which are functions, and the
ROM's rule for the spaces it prints around a keyword when it LISTs a line.
"""
from __future__ import annotations

from functools import lru_cache

from . import rom as zx_rom

FIRST_TOKEN = 0xA5
FIRST_STATEMENT = 0xCE   # DEF FN; every statement keyword is 0xCE..0xFF
LAST_TOKEN = 0xFF


@lru_cache(maxsize=1)
def token_names() -> dict[int, str]:
    """Keyword code -> spelling as the ROM has it (``0xEC -> 'GO TO'``)."""
    return dict(zx_rom.tokens())


@lru_cache(maxsize=1)
def keyword_codes() -> dict[str, int]:
    """Spelling -> keyword code (``'GO TO' -> 0xEC``)."""
    return {name: code for code, name in token_names().items()}


@lru_cache(maxsize=1)
def token_chars() -> dict[str, str]:
    """Spelling -> the one-character token (``'PRINT' -> '\\xf5'``)."""
    return {name: chr(code) for name, code in keyword_codes().items()}


def is_token(ch: str) -> bool:
    """True for a keyword character chr(0xA5)..chr(0xFF)."""
    return FIRST_TOKEN <= ord(ch) <= LAST_TOKEN


def is_statement_token(ch: str) -> bool:
    """True for a keyword that can begin a statement (DEF FN .. COPY)."""
    return FIRST_STATEMENT <= ord(ch) <= LAST_TOKEN


def name_of(ch: str) -> str:
    """The spelling of a token character (``'\\xf5' -> 'PRINT'``)."""
    return token_names()[ord(ch)]


def leading_space(code: int) -> bool:
    """Does LIST put a space *before* this keyword (unless one was just
    printed)?  PO-SEARCH says no for table entries 0..31 (RND..BIN: the
    functions) and for entries whose first character is not a letter
    (``<=`` ``>=`` ``<>``)."""
    return code - FIRST_TOKEN >= 32 and token_names()[code][0].isalpha()


def trailing_space(code: int) -> bool:
    """Does LIST put a space *after* this keyword?  PO-TABLE adds one when the
    last character is a letter or ``$``, except for entries 0..2 (RND,
    INKEY$, PI), which are complete operands by themselves."""
    last = token_names()[code][-1]
    return code - FIRST_TOKEN >= 3 and (last.isalpha() or last == "$")

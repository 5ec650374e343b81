"""What a campaign does to a program: mutations of a listing's text (tokens,
lines, nesting, chains, odd characters, huge numbers) and of a file's bytes
(bit flips, truncations, splices).

A :class:`Profile` bounds the mutations: ``full`` goes as deep, as long and as
odd as a line can hold; ``ci`` stays inside limits that a fixed main must
already meet (see docs/testing.md), so the CI slice is green and still catches
any traceback inside them.
"""
from __future__ import annotations

import random
import re
from dataclasses import dataclass
from typing import Callable, Sequence

from .seeds import expression, keywords, statement


@dataclass(frozen=True)
class Profile:
    name: str
    max_nest: int            # brackets around an expression
    max_chain: int           # terms in a + chain, signs in a - chain
    max_long: int            # characters in a long REM / string / line
    non_ascii: bool          # characters no machine has (é, €, emoji)
    huge: bool               # huge numbers anywhere (DIM sizes included)


PROFILES = {
    "full": Profile("full", max_nest=1200, max_chain=2500, max_long=70000, non_ascii=True,
                    huge=True),
    "ci": Profile("ci", max_nest=500, max_chain=500, max_long=20000, non_ascii=True, huge=True),
    # every case a damaged program file through its reader (cases.READERS)
    "readers": Profile("readers", max_nest=1200, max_chain=2500, max_long=70000,
                       non_ascii=True, huge=True),
}

TOKEN = re.compile(r'"[^"\n]*"?|\d+\.?\d*(?:[eE][+-]?\d+)?|\.\d+|[A-Za-z]+\$?|[ \t]+|.',
                   re.S)
ASCII_ODD = ['"', ":", ";", ",", "\\", "\t", "\x00", "\x01", "\x07", "\x08", "\x0d", "\x1b",
             "\x7f", "{", "}", "~", "`", "|", "@", "#", "$", "%", "&", "'", "?", "[", "]", "_",
             "{CLR}", "{RED}", "\\{255}", "\\*", "\\::", "\\a", "{rvs on}", "{3 spaces}"]
NON_ASCII = ["é", "£", "©", "€", "\u00a0", "\u2028", "🙂", "\ufffd", "\x80", "\xff", "ß", "ö"]
NUMBERS = ["0", "1", "-1", "0.5", "255", "256", "32767", "32768", "-32768", "65535", "65536",
           "1E38", "1.7E38", "1E-38", "2E-39", "1E", "1E+", ".", "0.0000001", "99999",
           "4294967296", "1E10", "123456789"]
HUGE = ["1E308", "9E99", "1E400", "99999999999999999999", "1E-400", "10000", "100000",
        "1000000", "1E9", "9" * 400]
LINE_NUMBERS = ["0", "1", "9999", "10000", "16383", "16384", "32767", "32768", "63999", "64000",
                "65535", "65536", "99999", "-1", "1E3", "010", ""]


def tokens(text: str) -> list[str]:
    return TOKEN.findall(text)


class TextMutator:
    """Mutations of a listing (or of REPL input, or of an INPUT answer)."""

    def __init__(self, rng: random.Random, dialect: str, profile: Profile,
                 donors: Sequence[str] = ()) -> None:
        self.rng, self.dialect, self.profile, self.donors = rng, dialect, profile, donors
        self.ops: list[tuple[int, Callable[[str], str]]] = [
            (6, self.insert_keyword), (4, self.delete_token), (3, self.duplicate_tokens),
            (2, self.swap_tokens), (4, self.number), (3, self.nest), (3, self.chain),
            (4, self.odd_character), (2, self.delete_line), (2, self.duplicate_line),
            (2, self.swap_lines), (3, self.line_number), (2, self.join_lines),
            (3, self.truncate), (3, self.splice), (2, self.change_case),
            (1, self.long_line), (4, self.insert_statement), (2, self.replace_expression),
        ]
        self._weights = [weight for weight, _ in self.ops]

    def mutate(self, text: str, count: int) -> str:
        for _ in range(count):
            op = self.rng.choices(self.ops, self._weights)[0][1]
            text = op(text)
        return text

    # -- helpers ----------------------------------------------------------------------------
    def _size(self, limit: int) -> int:
        """A size up to ``limit``, small ones likelier (log-uniform)."""
        return max(1, int(limit ** self.rng.random()))

    def _at_token(self, text: str, change: Callable[[list[str], int], None],
                  want: Callable[[str], bool] = lambda t: True) -> str:
        parts = tokens(text)
        spots = [i for i, t in enumerate(parts) if want(t)]
        if not spots:
            return text
        change(parts, self.rng.choice(spots))
        return "".join(parts)

    def _lines(self, text: str) -> list[str]:
        return text.split("\n")

    def _number(self) -> str:
        pool = NUMBERS + HUGE if self.profile.huge else NUMBERS
        return self.rng.choice(pool)

    # -- token mutations --------------------------------------------------------------------
    def insert_keyword(self, text: str) -> str:
        word = self.rng.choice(keywords(self.dialect))
        if self.rng.random() < 0.3:
            word = word.lower()
        def change(parts: list[str], i: int) -> None:
            parts.insert(i, self.rng.choice(("", " ")) + word + self.rng.choice(("", " ")))
        return self._at_token(text, change)

    def delete_token(self, text: str) -> str:
        return self._at_token(text, lambda parts, i: parts.__setitem__(i, ""),
                              lambda t: not t.isspace() and t != "\n")

    def duplicate_tokens(self, text: str) -> str:
        parts = tokens(text)
        spots = [i for i, t in enumerate(parts) if t != "\n"]
        if spots:
            i = self.rng.choice(spots)
            j = i + self.rng.randint(1, 4)
            span = [t for t in parts[i:j] if t != "\n"]
            parts[i:j] = span * self.rng.choice((2, 3, self._size(50)))
        return "".join(parts)

    def swap_tokens(self, text: str) -> str:
        parts = tokens(text)
        if len(parts) > 1:
            i, j = self.rng.randrange(len(parts)), self.rng.randrange(len(parts))
            if "\n" not in (parts[i], parts[j]):
                parts[i], parts[j] = parts[j], parts[i]
        return "".join(parts)

    def number(self, text: str) -> str:
        value = self._number()
        return self._at_token(text, lambda parts, i: parts.__setitem__(i, value),
                              lambda t: t[:1].isdigit() or t[:1] == ".")

    def replace_expression(self, text: str) -> str:
        value = expression(self.rng, self.dialect)
        return self._at_token(text, lambda parts, i: parts.__setitem__(i, value),
                              lambda t: t[:1].isdigit() or t[:1].isalpha())

    def nest(self, text: str) -> str:
        depth = self._size(self.profile.max_nest)
        open_, close = self.rng.choice((("(", ")"), ("(", ")"), ("((", ")")))
        def change(parts: list[str], i: int) -> None:
            parts[i] = open_ * depth + parts[i] + close * depth
        return self._at_token(text, change, lambda t: t[:1].isdigit() or t[:1] in '"' or
                              t[:1].isalpha())

    def chain(self, text: str) -> str:
        n = self._size(self.profile.max_chain)
        kind = self.rng.choice(("+1", "-", "NOT ", '+"A"', "*1", "^1", " AND 1", "-(1)"))
        def change(parts: list[str], i: int) -> None:
            if kind in ("-", "NOT "):
                parts[i] = kind * n + parts[i]
            else:
                parts[i] = parts[i] + kind * n
        return self._at_token(text, change, lambda t: t[:1].isdigit() or t[:1] == '"')

    def odd_character(self, text: str) -> str:
        pool = ASCII_ODD + NON_ASCII if self.profile.non_ascii else ASCII_ODD
        char = self.rng.choice(pool)
        if not text:
            return char
        i = self.rng.randrange(len(text) + 1)
        return text[:i] + char + text[i:]

    # -- line mutations ---------------------------------------------------------------------
    def delete_line(self, text: str) -> str:
        lines = self._lines(text)
        if len(lines) > 1:
            del lines[self.rng.randrange(len(lines))]
        return "\n".join(lines)

    def duplicate_line(self, text: str) -> str:
        lines = self._lines(text)
        i = self.rng.randrange(len(lines))
        lines.insert(i, lines[i])
        return "\n".join(lines)

    def swap_lines(self, text: str) -> str:
        lines = self._lines(text)
        i, j = self.rng.randrange(len(lines)), self.rng.randrange(len(lines))
        lines[i], lines[j] = lines[j], lines[i]
        return "\n".join(lines)

    def line_number(self, text: str) -> str:
        lines = self._lines(text)
        i = self.rng.randrange(len(lines))
        lines[i] = re.sub(r"^\s*\d*", self.rng.choice(LINE_NUMBERS), lines[i], count=1)
        return "\n".join(lines)

    def join_lines(self, text: str) -> str:
        lines = self._lines(text)
        if len(lines) > 1:
            i = self.rng.randrange(len(lines) - 1)
            lines[i:i + 2] = [lines[i] + self.rng.choice((":", " ", "")) +
                              re.sub(r"^\s*\d+\s*", "", lines[i + 1])]
        return "\n".join(lines)

    def truncate(self, text: str) -> str:
        if not text:
            return text
        if self.rng.random() < 0.5:
            return text[:self.rng.randrange(len(text))]
        lines = self._lines(text)
        i = self.rng.randrange(len(lines))
        lines[i] = lines[i][:self.rng.randrange(len(lines[i]) + 1)]
        return "\n".join(lines)

    def splice(self, text: str) -> str:
        if not self.donors:
            return text
        donor = self._lines(self.rng.choice(self.donors))
        lines = self._lines(text)
        start = self.rng.randrange(len(donor))
        piece = donor[start:start + self.rng.randint(1, 5)]
        at = self.rng.randrange(len(lines) + 1)
        return "\n".join(lines[:at] + piece + lines[at:])

    def change_case(self, text: str) -> str:
        lines = self._lines(text)
        i = self.rng.randrange(len(lines))
        lines[i] = self.rng.choice((str.lower, str.upper, str.swapcase, str.title))(lines[i])
        return "\n".join(lines)

    def long_line(self, text: str) -> str:
        size = self._size(self.profile.max_long)
        kind = self.rng.random()
        if kind < 0.4:
            line = "1 REM " + "X" * size
        elif kind < 0.7:
            line = '1 PRINT "' + "A" * size + '"'
        else:
            piece = statement(self.rng, self.dialect)
            line = "1 " + ":".join([piece] * max(1, size // (len(piece) + 1)))
        lines = self._lines(text)
        lines.insert(self.rng.randrange(len(lines) + 1), line)
        return "\n".join(lines)

    def insert_statement(self, text: str) -> str:
        lines = self._lines(text)
        made = statement(self.rng, self.dialect)
        i = self.rng.randrange(len(lines))
        if self.rng.random() < 0.5 and lines[i].strip():
            lines[i] = lines[i] + ":" + made
        else:
            lines.insert(i, f"{self.rng.choice((5, 15, 25, 99, 1000))} {made}")
        return "\n".join(lines)


class ByteMutator:
    """Mutations of a tokenized file or a disk image."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def mutate(self, data: bytes, count: int) -> bytes:
        ops = (self.flip, self.flip, self.set_byte, self.truncate, self.delete_chunk,
               self.duplicate_chunk, self.insert_bytes, self.fill)
        buf = bytearray(data)
        for _ in range(count):
            buf = self.rng.choice(ops)(buf)
        return bytes(buf)

    def _spot(self, buf: bytearray) -> int:
        # the headers matter most: favour the first bytes
        if self.rng.random() < 0.4:
            return self.rng.randrange(min(len(buf), 64) or 1)
        return self.rng.randrange(len(buf) or 1)

    def flip(self, buf: bytearray) -> bytearray:
        if buf:
            i = self._spot(buf) % len(buf)
            buf[i] ^= 1 << self.rng.randrange(8)
        return buf

    def set_byte(self, buf: bytearray) -> bytearray:
        if buf:
            buf[self._spot(buf) % len(buf)] = self.rng.choice((0, 1, 0x7F, 0x80, 0xFF,
                                                               self.rng.randrange(256)))
        return buf

    def truncate(self, buf: bytearray) -> bytearray:
        return buf[:self.rng.randrange(len(buf) + 1)]

    def delete_chunk(self, buf: bytearray) -> bytearray:
        i = self._spot(buf)
        del buf[i:i + self.rng.randint(1, 64)]
        return buf

    def duplicate_chunk(self, buf: bytearray) -> bytearray:
        i = self._spot(buf)
        chunk = buf[i:i + self.rng.randint(1, 256)]
        buf[i:i] = chunk * self.rng.randint(1, 4)
        return buf

    def insert_bytes(self, buf: bytearray) -> bytearray:
        i = self._spot(buf)
        buf[i:i] = bytes(self.rng.randrange(256) for _ in range(self.rng.randint(1, 16)))
        return buf

    def fill(self, buf: bytearray) -> bytearray:
        i = self._spot(buf)
        n = self.rng.randint(1, 512)
        buf[i:i + n] = bytes([self.rng.choice((0, 0xFF, 0x20))]) * n
        return buf

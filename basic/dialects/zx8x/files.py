"""What the ZX80 ``.o`` and ZX81 ``.p`` modules share: a program line's body
as the ROMs store it, both ways.

A line body is the machine's character codes with keywords as one-byte
tokens (the character set and token tables of
:mod:`.charset`):

* the ZX80 (4K ROM) keeps every symbol typed with SHIFT as a token - ``;``
  ``,`` ``(`` ``)`` ``-`` ``+`` ``*`` ``/`` ``**`` ``=`` ``>`` ``<`` THEN TO
  NOT AND OR (its KEY table at 0x006C gives 0xD5..0xE5 for them; SCANNING
  at 0x09E1 and LOOK-VARS at 0x0AAD compare with those codes) - and opens
  and closes a string with code 1 (S-Q-CHAR ends a string at code 1); a
  number is its digits only (INT-TO-HL reads them at run time);
* the ZX81 (8K ROM) keeps the one-character symbols as characters and
  ``**`` ``<=`` ``>=`` ``<>`` and the words as tokens (TOKENS, 0x0111); a
  string is between two code-11 quotes with the quote image 0xC0 inside; a
  number's digits are followed by the number marker 0x7E and its 5-byte
  floating-point form (the editor puts them there; LOWER at 0x0472 removes
  them again when a line is edited), never the Spectrum's small-integer
  form - the ZX81's calculator has none.

Both end a line with NEWLINE (0x76), which is not part of the body here.
Outside strings and REM text, the spaces of a listing are the ones the ROMs'
LIST prints round keywords (or one, where it prints none); each space beyond
those is a SPACE typed, which both ROMs store as code 0 and LIST shows as a
space, so ``10   REM`` (a SPACE before REM) keeps its code 0 both ways, and
``LET A = 1`` stores no spaces.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from types import ModuleType
from typing import Callable, Optional

from ...core.errors import BasicError
from ...core.formats import FormatError, ListingEntries, shown_line
from ...core.listing import parse_listing
from .charset import Charset, encode_char, listed
from .parser import Lexer, Spec

NEWLINE = 0x76
NUMBER_MARK = 0x7E           # ZX81: the 5-byte form follows


@dataclass(frozen=True)
class Machine:
    """How one of the two ROMs stores a line body."""
    spec: Spec
    #: the code that opens and closes a string in a line
    quote: int
    #: ZX81: numbers carry 0x7E and five bytes after their digits
    hidden_numbers: bool
    #: ZX81: those five bytes for a literal's digits
    number_bytes: Optional[Callable[[str], bytes]] = None
    #: token spellings that never come from the listing lexer
    skip: frozenset[str] = field(default=frozenset({"?"}))
    #: SPACEs typed before a line's first keyword are stored (the ZX80);
    #: the ZX81's editor drops them
    keeps_leading_spaces: bool = True

    @property
    def charset(self) -> Charset:
        return self.spec.charset

    @cached_property
    def lexer(self) -> Lexer:
        return Lexer(self.spec)

    @cached_property
    def token_of(self) -> dict[str, int]:
        """Keyword or symbol spelling -> token code (the charset's table)."""
        out: dict[str, int] = {}
        for code, word in self.charset.tokens.items():
            if word not in self.skip:
                out.setdefault(word, code)
        return out

    @cached_property
    def rem_token(self) -> int:
        return self.token_of["REM"]

    # -- text -> bytes --------------------------------------------------------
    def encode_body(self, body: str, number: int) -> bytes:
        """One line's text after its number -> the stored body (no NEWLINE).
        The line has been parsed already; what cannot be stored raises
        FormatError naming the line.  Spaces outside strings and REMs are
        LIST's (:meth:`gaps`): those beyond them are SPACEs typed, stored as
        code 0."""
        cs = self.charset
        codes = cs.code_of
        pieces: list[bytes] = []
        shown: list[list[int]] = []
        #: each token's columns, and a ZX81 number's digits
        cols: list[tuple[int, int, Optional[str]]] = []
        end = len(body) + 1
        for tok in self.lexer.tokens(body, 1, number):
            kind = tok.kind
            if kind == "eol":
                end = tok.col
                break
            out = bytearray()
            if kind in ("kw", "op"):
                code = self.token_of.get(tok.value)
                out.append(code if code is not None else codes[tok.value])
            elif kind == "name":
                out += bytes(codes[c] for c in tok.value + ("$" if tok.is_string else ""))
            elif kind == "num":
                out += bytes(codes[c] for c in tok.value)
            elif kind == "str":
                text = tok.value
                for bad in (self.quote, NEWLINE):
                    if chr(bad) in text:
                        raise FormatError(
                            f"line {number}: a {cs.name.upper()} string cannot hold code {bad}")
                out.append(self.quote)
                out += bytes(ord(c) for c in text)
                out.append(self.quote)
            elif kind == "rem":
                text = tok.value
                if not self.hidden_numbers and chr(NEWLINE) in text:
                    raise FormatError(f"line {number}: a ZX80 REM cannot hold code {NEWLINE}")
                out += bytes(ord(c) for c in text)
            shown.append([] if kind == "rem" else list(out))
            pieces.append(bytes(out))
            hidden = tok.value if kind == "num" and self.hidden_numbers else None
            cols.append((tok.col, tok.col + len(tok.text), hidden))
        typed = [cols[0][0] - 1 if cols else 0]
        typed += [cols[k][0] - cols[k - 1][1] for k in range(1, len(cols))]
        typed.append(end - cols[-1][1] if cols else 0)
        listed_spaces = self.gaps(shown)
        spaces = [max(0, typed[k] - max(listed_spaces[k], 1)) if k == len(pieces) or shown[k]
                  else 0 for k in range(len(pieces) + 1)]
        if not self.keeps_leading_spaces:
            spaces[0] = 0
        out = bytearray(spaces[0])
        for k, piece in enumerate(pieces):
            out += piece + bytes(spaces[k + 1])
            number = cols[k][2]
            if number is not None:
                # the ZX81's LINE-SCAN reads a number's digits and the
                # spaces after them, then puts the hidden number there
                out.append(NUMBER_MARK)
                out += self.number_bytes(number)
        return bytes(out)

    def typed_body(self, body: str, number: int) -> bytes:
        """A line body as the keys type it into the edit line: the stored
        body without the ZX81's hidden numbers (LINE-SCAN puts them there
        when the line is entered; LOWER takes them out again)."""
        stored = self.encode_body(body, number)
        if not self.hidden_numbers:
            return stored
        out = bytearray()
        i, quoted = 0, False
        while i < len(stored):
            code = stored[i]
            if code == self.quote:
                quoted = not quoted
            elif code == NUMBER_MARK and not quoted:
                i += 6
                continue
            out.append(code)
            i += 1
        return bytes(out)

    def gaps(self, shown: list[list[int]]) -> list[int]:
        """The spaces LIST prints before each of ``shown`` (the codes it
        prints for each token) and after the last: a keyword's trailing
        space and the next one's leading space (:func:`.charset.listed`)."""
        flat = [code for codes in shown for code in codes]
        printed = listed(self.charset, flat)
        out: list[int] = []
        at = 0
        trail = 0
        for codes in shown:
            if not codes:
                out.append(0)
                continue
            out.append(trail + printed[at][0])
            at += len(codes)
            trail = printed[at - 1][2]
        out.append(trail)
        return out

    # -- bytes -> text ----------------------------------------------------------
    def decode_body(self, body: bytes, number: int, notes: list[str]) -> str:
        """A stored body (no NEWLINE) -> listing text after the line number:
        keywords spelt out, strings and REMs in the listing escapes, spaces
        as LIST prints them, and each SPACE stored outside a string (code 0)
        as one more (:meth:`encode_body` reads it back the same).  ``notes``
        collects what a listing cannot say (a ZX81 number whose hidden form
        is not that of its digits)."""
        cs = self.charset
        units: list[tuple[str, list[int]]] = []     # (text, the codes LIST prints)
        zeros: list[int] = []                         # stored spaces before each unit
        digits: list[str] = []                        # the number being read
        waiting = 0
        i, n = 0, len(body)

        def unit(text: str, codes: list[int]) -> None:
            nonlocal waiting
            units.append((text, codes))
            zeros.append(waiting)
            waiting = 0

        while i < n:
            b = body[i]
            if b == self.quote:
                end = body.find(bytes([self.quote]), i + 1)
                stop = n if end < 0 else end
                inner = "".join(self._string_char(c) for c in body[i + 1:stop])
                unit('"' + inner + ('"' if end >= 0 else ""), list(body[i:stop + 1]))
                digits.clear()
                i = stop + 1
                continue
            if b == self.rem_token:
                rem = "".join(encode_char(cs, c) for c in body[i + 1:])
                unit("REM" + (" " + rem if rem else ""), [b])
                i = n
                break
            if self.hidden_numbers and b == NUMBER_MARK:
                if i + 6 > n:
                    raise FormatError(f"line {number}: a number's five bytes run past the "
                                      "end of the line")
                self._check_number("".join(digits), body[i + 1:i + 6], number, notes)
                digits.clear()
                i += 6
                continue
            word = cs.tokens.get(b) if b >= 64 and b not in (NEWLINE,) else None
            if b == 0:                              # a SPACE typed
                waiting += 1
                digits.clear()
            elif word is not None and word not in self.skip and word not in ('"', '""'):
                unit(word, [b])
                digits.clear()
            else:
                ch = encode_char(cs, b)
                unit(ch, [b])
                last = digits[-1] if digits else ""
                if ch in "0123456789." or (ch == "E" and last and last in "0123456789.") \
                        or (ch in "+-" and last == "E"):
                    digits.append(ch)
                else:
                    digits.clear()
            i += 1
        spaces = self.gaps([codes for _, codes in units])
        text = ""
        for k, (piece, _) in enumerate(units):
            text += " " * (spaces[k] if not zeros[k] else max(spaces[k], 1) + zeros[k]) + piece
        if waiting:
            text += " " * (max(spaces[-1], 1) + waiting)
        return text

    def _string_char(self, code: int) -> str:
        if self.hidden_numbers and code == 0xC0:       # the ZX81 quote image
            return '""'
        return encode_char(self.charset, code)

    def _check_number(self, digits: str, stored: bytes, number: int, notes: list[str]) -> None:
        try:
            expected = self.number_bytes(digits)
        except (BasicError, ValueError, ArithmeticError):
            expected = None
        if expected != bytes(stored):
            notes.append(f"# line {number}: the number {digits or '(no digits)'} is stored as "
                         f"{bytes(stored).hex(' ').upper()}, which a listing cannot keep")


_LINE_RE = re.compile(r"\s*(\d+)\s?")


def split_number(source: str) -> tuple[int, str]:
    """A parsed line's source -> (number, body text), split as
    :func:`basic.core.listing.parse_listing` splits it."""
    m = _LINE_RE.match(source)
    assert m is not None
    return int(m.group(1)), source[m.end():]


def word(data: bytes, offset: int) -> int:
    return data[offset] | (data[offset + 1] << 8)


def put_word(buf: bytearray, offset: int, value: int) -> None:
    buf[offset] = value & 0xFF
    buf[offset + 1] = (value >> 8) & 0xFF


def parse_program(text: str, syntax: ModuleType) -> tuple[list[tuple[int, str]], int | None]:
    """A listing -> ([(line number, body text)], autostart) by the dialect's
    ``syntax``; FormatError names the first line that does not parse."""
    result = parse_listing(text, syntax)
    if result.errors:
        err = result.errors[0]
        where = (f"line {err.line}, column {err.column}" if err.line is not None
                 else "a line")
        source = getattr(err, "source", None)
        shown = f" ({shown_line(source)!r})" if source else ""
        raise FormatError(f"{where}{shown} does not parse: {err.message}")
    lines = [split_number(line.source) for line in result.program.lines]
    return lines, result.autostart


def refuse_errors(entries: ListingEntries) -> None:
    """FormatError naming the first line of a listing that does not parse
    (and has no stored bytes: :func:`basic.core.formats.listing_entries`)."""
    if not entries.errors:
        return
    err = entries.errors[0]
    where = f"line {err.line}, column {err.column}" if err.line is not None else "a line"
    source = getattr(err, "source", None)
    shown = f" ({shown_line(source)!r})" if source else ""
    raise FormatError(f"{where}{shown} does not parse: {err.message}")


@lru_cache(maxsize=None)
def machine_for(syntax: ModuleType, quote: int,
                number_bytes: Optional[Callable[[str], bytes]] = None) -> Machine:
    """The line storage rules of the dialect whose syntax module is
    ``syntax`` (``number_bytes``: the ZX81's hidden numbers), built once."""
    return Machine(syntax.SPEC, quote=quote, hidden_numbers=number_bytes is not None,
                   number_bytes=number_bytes,
                   # the ZX81 (hidden numbers) drops a line's leading SPACEs:
                   # tests/zx81/golden/rules_rom.json, "listing text"
                   keeps_leading_spaces=number_bytes is None)

"""Keyword crunching for Spectrum listings: text -> tokenized line, and back.

On a real Spectrum every keyword is typed with one key press and stored as one
byte (0xA5..0xFF).  A text listing spells the keywords out, so before parsing
we *crunch* them the way the oracle's tokenizer documents
(zxoracle's README, "Listing format"; docs/testing.md):

* keywords are recognised in any case, with any spacing inside the two-word
  ones (``GOTO``, ``go  to``, ``DEFFN``, ``OPEN#``, ``CLOSE #``);
* never inside a longer name: the character before a keyword must not be a
  letter, and a keyword ending in a letter must not be followed by one
  (``total`` stays a variable), except ``FNa(`` and ``DEF FNa(``;
* the longest keyword wins (``INKEY$`` before ``INK`` before ``IN``);
* ``<=`` ``>=`` ``<>`` become their tokens;
* with ``upper_keywords`` only UPPERCASE words are keywords, so a listing can
  have variables called ``at``, ``to`` or ``ink``;
* nothing is crunched inside strings or after REM; those are decoded through
  :mod:`.escapes` instead;
* spaces next to a keyword are dropped (the ROM prints them when it LISTs);
  other spaces are kept;
* after DEF FN the function name and parameter list lose their spaces, as the
  ROM's parameter slots are inserted there.

The result is *tokenized text*: a str of machine codes with each keyword one
character chr(0xA5..0xFF) and no hidden 5-byte numbers, plus a map from every
tokenized position back to its source column for error messages.
:func:`detokenize` goes the other way with the ROM's LIST spacing.
"""
from __future__ import annotations

import re
from ...core.nodeclass import node
from functools import lru_cache

from ...core.errors import BasicSyntaxError
from . import escapes as zx_escapes, tokens as zx_tokens

REM = "\xea"
BIN = "\xc4"
DEF_FN = "\xce"

_FN_NAME_RE = re.compile(r"[A-Za-z]\s*\$?\s*\(")
_FN_HEAD_RE = re.compile(r"([A-Za-z]\s*\$?)\s*\(")
_PARAM_RE = re.compile(r"([A-Za-z])\s*(\$?)")
_BIN_DIGITS_RE = re.compile(r"[01]*")
_NUMBER_RE = re.compile(r"(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?")
_IDENT_RE = re.compile(r"[A-Za-z][A-Za-z0-9]*")


def _is_letter(ch: str) -> bool:
    return ("a" <= ch <= "z") or ("A" <= ch <= "Z")


@node
class Crunched:
    """A tokenized line body.  ``cols[i]`` is the 1-based source column of
    ``text[i]``; ``cols[len(text)]`` is the column just after the source."""
    text: str
    cols: list[int]

    def column(self, pos: int) -> int:
        """Source column for tokenized position ``pos`` (clamped to the end)."""
        return self.cols[min(max(pos, 0), len(self.cols) - 1)]


@lru_cache(maxsize=1)
def _keywords_by_initial() -> dict[str, list[tuple[str, str]]]:
    """First letter (upper case) -> [(spelling, token char)], longest first,
    so ``INKEY$`` is tried before ``INK`` and ``IN``."""
    table: dict[str, list[tuple[str, str]]] = {}
    names = sorted(zx_tokens.token_names().items(), key=lambda kv: -len(kv[1]))
    for code, name in names:
        table.setdefault(name[0], []).append((name, chr(code)))
    return table


def _match_keyword(text: str, i: int, name: str, upper_only: bool) -> int:
    """End of keyword ``name`` spelled at ``text[i:]`` in any case (or only in
    upper case), with any run of spaces where the ROM's spelling has one
    (``GOTO``, ``go  to``); -1 if it is not there."""
    j, n = i, len(text)
    for ch in name:
        if ch == " ":
            while j < n and text[j].isspace():
                j += 1
            continue
        if j >= n:
            return -1
        c = text[j]
        if "a" <= c <= "z":
            if upper_only:
                return -1
            c = chr(ord(c) - 32)
        if c != ch:
            return -1
        j += 1
    return j


def keyword_at(text: str, i: int, upper_keywords: bool = False) -> tuple[str, str, int] | None:
    """The keyword spelled at ``text[i]``, by the rules in the module
    docstring: ``(token char, spelling, end index)``, or None."""
    first = text[i]
    if "a" <= first <= "z":
        first = chr(ord(first) - 32)
    cands = _keywords_by_initial().get(first)
    if not cands:
        return None
    prev = text[i - 1] if i else " "
    for name, tok in cands:
        end = _match_keyword(text, i, name, upper_keywords)
        if end < 0:
            continue
        if _is_letter(name[0]) and _is_letter(prev):
            continue
        nxt = text[end] if end < len(text) else " "
        if _is_letter(name[-1]) and _is_letter(nxt):
            if not (name in ("FN", "DEF FN") and _FN_NAME_RE.match(text, end)):
                continue
        return tok, name, end
    return None


class _Cruncher:
    """One pass over one line body; builds ``out`` and ``cols`` together."""

    def __init__(self, text: str, upper_keywords: bool, col0: int) -> None:
        self.text = text
        self.upper = upper_keywords
        self.col0 = col0
        self.out: list[str] = []
        self.cols: list[int] = []

    def emit(self, ch: str, src: int) -> None:
        self.out.append(ch)
        self.cols.append(self.col0 + src)

    def fail(self, message: str, src: int) -> BasicSyntaxError:
        return BasicSyntaxError(message, None, self.col0 + src)

    def decoded(self, i: int) -> int:
        """Emit one (possibly escaped) string/REM character; return next index."""
        try:
            code, j = zx_escapes.decode_char(self.text, i)
        except zx_escapes.EscapeError as e:
            raise self.fail(str(e), e.index) from None
        self.emit(chr(code), i)
        return j

    def run(self) -> Crunched:
        text, n = self.text, len(self.text)
        i = 0
        after_token = False
        while i < n:
            c = text[i]
            if c == '"':
                self.emit('"', i)
                i += 1
                while i < n and text[i] != '"':
                    i = self.decoded(i)
                if i < n:
                    self.emit('"', i)
                    i += 1
                after_token = False
                continue
            if c.isspace():
                if not after_token:
                    self.emit(" ", i)
                i += 1
                continue
            found = keyword_at(text, i, self.upper)
            if found:
                i, after_token = self.keyword(found, i)
                continue
            after_token = False
            if _is_letter(c):
                m = _IDENT_RE.match(text, i)
                assert m is not None
                for k in range(i, m.end()):
                    self.emit(text[k], k)
                i = m.end()
                continue
            if "0" <= c <= "9" or (c == "." and i + 1 < n and "0" <= text[i + 1] <= "9"):
                m = _NUMBER_RE.match(text, i)
                assert m is not None
                for k in range(i, m.end()):
                    self.emit(text[k], k)
                i = m.end()
                continue
            code = zx_escapes.UNICODE_TO_CODE.get(c)
            if code is not None:
                self.emit(chr(code), i)
            elif ord(c) > 0x7E or ord(c) < 0x20:
                raise self.fail(f"unexpected character {c!r}", i)
            else:
                self.emit(c, i)
            i += 1
        return Crunched("".join(self.out), self.cols + [self.col0 + n])

    def keyword(self, found: tuple[str, str, int], i: int) -> tuple[int, bool]:
        """Emit keyword ``found`` (starting at source ``i``) and deal with what
        it does to the text after it.  Returns the next source index and
        whether spaces there are still 'next to a keyword'."""
        tok, _name, end = found
        text, n = self.text, len(self.text)
        while self.out and self.out[-1] == " ":     # spaces before a keyword go
            self.out.pop()
            self.cols.pop()
        self.emit(tok, i)
        i = end
        while i < n and text[i].isspace():          # and so do spaces after it
            i += 1
        if tok == REM:                              # the rest is the remark
            while i < n:
                i = self.decoded(i)
            return i, True
        if tok == BIN:                              # binary digits follow
            m = _BIN_DIGITS_RE.match(text, i)
            assert m is not None
            for k in range(i, m.end()):
                self.emit(text[k], k)
            return m.end(), False
        if tok == DEF_FN:                           # name(params) lose spaces
            return self.def_fn_head(i)
        return i, True

    def def_fn_head(self, i: int) -> tuple[int, bool]:
        text, n = self.text, len(self.text)
        m = _FN_HEAD_RE.match(text, i)
        if not m:
            return i, True
        for k in range(m.start(1), m.end(1)):
            if not text[k].isspace():
                self.emit(text[k], k)
        self.emit("(", m.end() - 1)
        i = m.end()
        while i < n:
            while i < n and text[i].isspace():
                i += 1
            if i < n and text[i] == ")":
                break
            p = _PARAM_RE.match(text, i)
            if not p:
                break
            self.emit(p.group(1), p.start(1))
            if p.group(2):
                self.emit("$", p.start(2))
            i = p.end()
            while i < n and text[i].isspace():
                i += 1
            if i < n and text[i] == ",":
                self.emit(",", i)
                i += 1
        return i, False


def crunch(body: str, upper_keywords: bool = False, col0: int = 1) -> Crunched:
    """Tokenize one line body (the text after the line number).

    ``col0`` is the source column of ``body[0]`` (so messages can point into
    the whole line).  Raises BasicSyntaxError for characters the Spectrum has
    no code for.
    """
    return _Cruncher(body, upper_keywords, col0).run()


def detokenize(tokens: str, style: str = "unicode") -> str:
    """Tokenized line body -> listing text, spaced as the ROM's LIST spaces it.

    A keyword gets a space before it unless it is a function (RND..BIN) or
    starts with a symbol (``<=``), or a space was printed just before; it gets
    one after it when it ends in a letter or ``$`` (not RND, INKEY$, PI).
    Strings and REM text are written with :mod:`.escapes` escapes (a keyword
    code inside a string becomes ``\\{n}``), so the text crunches back.
    """
    out: list[str] = []
    suppress = True              # FLAGS bit 0: the line number ends in a space
    i, n = 0, len(tokens)
    while i < n:
        ch = tokens[i]
        code = ord(ch)
        if ch == '"':
            end = tokens.find('"', i + 1)
            end = n if end < 0 else end
            out.append('"' + zx_escapes.encode_text(tokens[i + 1:end], style))
            if end < n:
                out.append('"')
            suppress = False
            i = end + 1
            continue
        if zx_tokens.FIRST_TOKEN <= code <= zx_tokens.LAST_TOKEN:
            if zx_tokens.leading_space(code) and not suppress:
                out.append(" ")
            out.append(zx_tokens.token_names()[code])
            suppress = False
            if zx_tokens.trailing_space(code):
                out.append(" ")
                suppress = True
            if ch == REM:
                out.append(zx_escapes.encode_text(tokens[i + 1:], style))
                break
        else:
            out.append(ch if 0x20 <= code < 0x7F else zx_escapes.encode_char(code, style))
            suppress = ch == " "
        i += 1
    return "".join(out)

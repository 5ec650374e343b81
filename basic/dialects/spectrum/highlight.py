"""Syntax colouring for Spectrum lines as they are typed (the REPL).

Splits a source line into ``(kind, text)`` pieces whose texts join back into
the line exactly.  Kinds: ``keyword number string name operator comment
space error``.  Keywords are found by the cruncher's own rule
(:func:`.crunch.keyword_at`), so what is coloured as a keyword is what will
be crunched into one.  Never raises: half-typed lines are normal here.
"""
from __future__ import annotations

import re

from .crunch import REM, BIN, keyword_at

_NUMBER_RE = re.compile(r"(?:[0-9]+(?:\.[0-9 ]*[0-9])?\.?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?")
_BIN_RE = re.compile(r"( *)((?:[01][01 ]*[01]|[01])?)")
_NAME_RE = re.compile(r"[A-Za-z][A-Za-z0-9]*\$?")
_LINE_NO_RE = re.compile(r"\s*[0-9]+")
_OPERATORS = frozenset("+-*/^=<>(),;:'#$")


def highlight(text: str, upper_keywords: bool = False) -> list[tuple[str, str]]:
    """``(kind, text)`` pieces for one line of a listing or the REPL."""
    out: list[tuple[str, str]] = []

    def add(kind: str, piece: str) -> None:
        if not piece:
            return
        if out and out[-1][0] == kind and kind in ("space", "error"):
            out[-1] = (kind, out[-1][1] + piece)
        else:
            out.append((kind, piece))

    if text.lstrip().startswith("#"):
        add("comment", text)
        return out
    i, n = 0, len(text)
    m = _LINE_NO_RE.match(text)
    if m:
        lead = len(m.group(0)) - len(m.group(0).lstrip())
        add("space", text[:lead])
        add("number", text[lead:m.end()])
        i = m.end()
    while i < n:
        c = text[i]
        if c.isspace():
            j = i
            while j < n and text[j].isspace():
                j += 1
            add("space", text[i:j])
            i = j
            continue
        if c == '"':
            j = text.find('"', i + 1)
            j = n if j < 0 else j + 1
            add("string", text[i:j])
            i = j
            continue
        found = keyword_at(text, i, upper_keywords)
        if found:
            tok, _name, end = found
            add("keyword", text[i:end])
            i = end
            if tok == REM:
                add("comment", text[i:])
                break
            if tok == BIN:
                m = _BIN_RE.match(text, i)
                assert m is not None
                add("space", m.group(1))
                add("number", m.group(2))
                i = m.end(2)
            continue
        m = _NAME_RE.match(text, i)
        if m:
            add("name", m.group(0))
            i = m.end()
            continue
        m = _NUMBER_RE.match(text, i)
        if m and m.group(0):
            add("number", m.group(0))
            i = m.end()
            continue
        add("operator" if c in _OPERATORS else "error", c)
        i += 1
    return out

"""Tab completion of keywords and of the REPL's own commands.

Keywords are the dialect's (for the Spectrum the spellings read out of the
ROM's keyword table, :mod:`basic.syntax.zx_tokens`; for the ZX80 and ZX81 the
words of their syntax tables, :mod:`basic.syntax.zx80_syntax` and
:mod:`basic.syntax.zx81_syntax`; for the C64 the ROM's token table,
:mod:`basic.syntax.cbm_tokens`, with ``(`` and ``#`` left on the words that
have them).  The word before the
cursor is matched without regard to case and completed in capitals, the way
the machine lists keywords; two-word keywords complete whole (``GO`` ->
``GO TO``, ``GO SUB``).
"""
from __future__ import annotations

import re
from typing import Callable, Iterable, Iterator

from prompt_toolkit.completion import CompleteEvent, Completer, Completion
from prompt_toolkit.document import Document

#: words the REPL understands besides BASIC (see basic.repl.commands)
REPL_WORDS = ("EDIT", "SCREENSHOT", "DISPLAY", "HELP", "CONT")

_WORD_BEFORE = re.compile(r"[A-Za-z][A-Za-z ]*\$?$")


def _spectrum_keywords() -> list[str]:
    from ...dialects.spectrum import tokens as zx_tokens
    return [k for k in zx_tokens.token_names().values() if k[0].isalpha()]


def _zx8x_keywords(module: str) -> Callable[[], list[str]]:
    def words() -> list[str]:
        import importlib
        spec = importlib.import_module(module).SPEC
        found = set(spec.statements) | set(spec.words) | set(spec.aliases)
        for group in ("binary", "prefix_functions", "bracket_functions", "nullary"):
            found |= set(getattr(spec, group, ()) or ())
        if getattr(spec, "not_priority", None):
            found.add("NOT")
        return [w for w in found if w[0].isalpha()]
    return words


def _cbm_keywords() -> list[str]:
    from ...dialects.c64.tokens import KEYWORDS
    return [k for k in KEYWORDS if k[0].isalpha()]


#: dialect name -> its keyword spellings
_KEYWORDS: dict[str, Callable[[], list[str]]] = {
    "spectrum": _spectrum_keywords,
    "zx80": _zx8x_keywords("basic.dialects.zx80.syntax"),
    "zx81": _zx8x_keywords("basic.dialects.zx81.syntax"),
    "c64": _cbm_keywords,
}


def keywords(dialect: str) -> list[str]:
    """The dialect's keywords plus the REPL's words, sorted, no duplicates."""
    words = set(REPL_WORDS)
    source = _KEYWORDS.get(dialect)
    if source is not None:
        words.update(source())
    return sorted(words)


class KeywordCompleter(Completer):
    """Completes the keyword being typed."""

    def __init__(self, dialect: str) -> None:
        self.words = keywords(dialect)

    def matches(self, before: str) -> Iterator[tuple[str, int]]:
        """``(keyword, characters to replace)`` for the text before the cursor."""
        if before.count('"') % 2:          # inside a string
            return
        m = _WORD_BEFORE.search(before)
        if not m:
            return
        fragment = m.group(0)
        # try the longest tail first that still starts a word: "GO S" -> "GO SUB"
        starts = [i for i in range(len(fragment))
                  if fragment[i] != " " and (i == 0 or fragment[i - 1] == " ")]
        for start in starts:
            tail = fragment[start:]
            if not tail.strip():
                continue
            upper = tail.upper()
            found = [w for w in self.words if w.startswith(upper)]
            if found and found != [upper]:       # a whole word alone: nothing to add
                for word in found:
                    yield word, len(tail)
                return

    def get_completions(self, document: Document,
                        complete_event: CompleteEvent) -> Iterable[Completion]:
        for word, length in self.matches(document.text_before_cursor):
            yield Completion(word, start_position=-length)

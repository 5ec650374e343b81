"""Tab completion of keywords and of the REPL's own commands.

Keywords are the dialect's (``Dialect.keywords``: for the Spectrum the
spellings read out of the ROM's keyword table; for the ZX80 and ZX81 the
words of their syntax tables; for the C64 the ROM's token table, with ``(``
and ``#`` left on the words that have them).  The word before the
cursor is matched without regard to case and completed in capitals, the way
the machine lists keywords; two-word keywords complete whole (``GO`` ->
``GO TO``, ``GO SUB``).
"""
from __future__ import annotations

import re
from typing import Iterable, Iterator, Union

from prompt_toolkit.completion import CompleteEvent, Completer, Completion
from prompt_toolkit.document import Document

from ...core.dialect import Dialect
from ...dialects import get_dialect

#: words the REPL understands besides BASIC (see basic.frontends.repl.commands)
REPL_WORDS = ("EDIT", "SCREENSHOT", "DISPLAY", "HELP", "CONT")

_WORD_BEFORE = re.compile(r"[A-Za-z][A-Za-z ]*\$?$")


def keywords(dialect: Union[str, Dialect]) -> list[str]:
    """The dialect's keywords (``Dialect.keywords``) plus the REPL's words,
    sorted, no duplicates (a dialect there is none of adds no keywords)."""
    words = set(REPL_WORDS)
    if isinstance(dialect, str):
        try:
            dialect = get_dialect(dialect)
        except ValueError:
            return sorted(words)
    return sorted(words | set(dialect.keywords()))


class KeywordCompleter(Completer):
    """Completes the keyword being typed."""

    def __init__(self, dialect: Union[str, Dialect]) -> None:
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

"""Did an implementation print the right result?

The implementations print the same result in different clothes: bwbasic a
banner first, spectrum-basic ANSI colour codes, PC-BASIC CR LF and a space
before positive numbers, a Spectrum screen 32 columns (so ``PRINT k,a`` and
``PRINT l`` on two lines where Python prints one), the report line last.  So
the check is made on words, not on lines.  A word is a number or a single
other character (bwbasic prints ``PRINT C;"PRIMES"`` as ``1899PRIMES``, the
C64 as `` 1899 PRIMES``), and white space only separates words:

* the words of the expected output (the Python twin's) must appear as one
  unbroken run among the words of the actual output, with anything before
  (banner) and after (report, ``READY.``) allowed;
* two numbers match when they agree to about six significant digits (the
  C64 and Spectrum print nine, PC-BASIC's single precision seven, Python
  seventeen), and whole numbers below ten million (which every one of them
  prints in full) must match exactly, so an off-by-one loop count is caught;
* an expected line with no number in it (``S``, ``E``, a row of the
  Mandelbrot picture) must also appear as a whole line, spaces included, so
  a picture shifted by a column fails too.
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Optional

REL_TOL = 1e-6
EXACT_BELOW = 10_000_000

_ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Za-z0-9]")
_NUMBER_TEXT = r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[EeDd][-+]?\d+)?"
_NUMBER = re.compile(rf"^{_NUMBER_TEXT}$")
_WORD = re.compile(rf"{_NUMBER_TEXT}|\S")


@dataclass(frozen=True)
class Check:
    ok: bool
    reason: str = ""

    def __bool__(self) -> bool:
        return self.ok


def clean_lines(text: str) -> list[str]:
    """Output as lines: ANSI escapes and carriage returns gone, right-stripped."""
    text = _ANSI.sub("", text)
    return [line.replace("\r", "").rstrip() for line in text.replace("\r\n", "\n").split("\n")]


def parse_number(word: str) -> Optional[float]:
    """The value of ``word`` if it is a number as BASIC or Python print it."""
    if not _NUMBER.match(word):
        return None
    return float(word.replace("D", "E").replace("d", "e"))


def words(text: str) -> list[str]:
    """``text`` cut into numbers and single non-space characters."""
    return _WORD.findall(text)


def words_match(actual: str, expected: str) -> bool:
    want = parse_number(expected)
    if want is None:
        return actual == expected
    got = parse_number(actual)
    if got is None:
        return False
    if want == int(want) and abs(want) < EXACT_BELOW:
        return got == want
    return math.isclose(got, want, rel_tol=REL_TOL, abs_tol=REL_TOL)


def _find_run(actual: list[str], expected: list[str]) -> bool:
    last = len(actual) - len(expected)
    return any(all(words_match(actual[i + j], w) for j, w in enumerate(expected))
               for i in range(last + 1))


def _lines_in_order(actual: list[str], wanted: list[str]) -> Optional[str]:
    """The first of ``wanted`` not found, in order, among ``actual``."""
    it = iter(actual)
    for line in wanted:
        if not any(line == candidate for candidate in it):
            return line
    return None


def check_output(actual: str, expected: str) -> Check:
    """Whether ``actual`` (an implementation's stdout) shows ``expected``."""
    want_lines = [line for line in clean_lines(expected) if line]
    got_lines = clean_lines(actual)
    want_words = words("\n".join(want_lines))
    got_words = words("\n".join(got_lines))
    if not want_words:
        return Check(False, "nothing expected")
    if not _find_run(got_words, want_words):
        tail = " ".join(line for line in got_lines if line)[-60:] or "(no output)"
        want = " ".join(want_lines)[-40:]
        return Check(False, f"expected {want!r}, got ...{tail!r}")
    textual = [line for line in want_lines
               if all(parse_number(word) is None for word in words(line))]
    missing = _lines_in_order(got_lines, textual)
    if missing is not None:
        return Check(False, f"line {missing!r} missing")
    return Check(True)

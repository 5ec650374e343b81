"""Is a listing without a ``# dialect:`` header clearly Commodore BASIC?

:func:`looks_commodore` weighs marks that only one family has.  Commodore:
petcat braces naming a PETSCII code (``{clr}``, ``{3 down}``, ``{CBM-R}``;
a Spectrum listing escapes with ``\\{n}``, never a bare brace), ``?`` used as
PRINT, POKEs and PEEKs of the VIC-II and KERNAL locations every C64 program
uses (53280, 53281, 646, 198, 197, 1024..), and words Sinclair BASIC does
not have (LEFT$( RIGHT$( MID$( SPC( TI$ CLR GET ON..GOTO PRINT#).  Sinclair:
GO TO/GO SUB written apart, INK PAPER BORDER PLOT DRAW CLS AT INKEY$ CODE
BEEP PAUSE RANDOMIZE SCREEN$ VAL$ BIN.  A listing is Commodore when it has
some Commodore mark and more of them than Sinclair marks; the petcat braces
and the VIC-II POKEs count twice, being unmistakable.
"""
from __future__ import annotations

import re

from .text import brace_code

_BRACE = re.compile(r"(?<!\\)\{([^{}\n]{1,16})\}")
_VIC = re.compile(r"\b(POKE|PEEK)\s*\(?\s*(53280|53281|53272|646|198|197|56320|54296)\b",
                  re.IGNORECASE)
_QUESTION = re.compile(r"^\s*\d+\s*\?|:\s*\?")
_C64_WORDS = re.compile(r"LEFT\$\(|RIGHT\$\(|MID\$\(|SPC\(|TI\$|\bCLR\b|\bGET\s*[A-Z]|"
                        r"\bON\b.+\bGO(TO|SUB)|PRINT#|INPUT#|\bSYS\b", re.IGNORECASE)
_ZX_WORDS = re.compile(r"\bGO\s+(TO|SUB)\b|\bINK\b|\bPAPER\b|\bBORDER\b|\bPLOT\b|\bDRAW\b|"
                       r"\bCLS\b|\bAT\b|INKEY\$|\bCODE\b|\bBEEP\b|\bPAUSE\b|\bRANDOMIZE\b|"
                       r"SCREEN\$|VAL\$|\bBIN\b|\bBRIGHT\b|\bFLASH\b", re.IGNORECASE)


def _strings_removed(line: str) -> str:
    """The program text of a line: strings emptied, REM text dropped."""
    line = re.sub(r'"[^"]*("|$)', '""', line)
    m = re.search(r"\bREM", line, re.IGNORECASE)
    return line[:m.start()] if m else line


def marks(text: str) -> tuple[int, int]:
    """(Commodore marks, Sinclair marks) of a listing."""
    c64 = zx = 0
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        for m in _BRACE.finditer(line):
            try:
                brace_code(m.group(1))
            except ValueError:
                continue
            if not m.group(1).strip().isdigit():
                c64 += 2
        code = _strings_removed(line)
        if _VIC.search(code):
            c64 += 2
        if _QUESTION.search(code):
            c64 += 1
        c64 += len(_C64_WORDS.findall(code))
        zx += len(_ZX_WORDS.findall(code))
    return c64, zx


def looks_commodore(text: str) -> bool:
    c64, zx = marks(text)
    return c64 > 0 and c64 > zx

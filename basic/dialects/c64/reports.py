"""The C64's reports as the ROM words them.

Report codes are the ROM's error names (``'SYNTAX'``, ``'TYPE MISMATCH'``...),
``'BREAK'`` for STOP and RUN/STOP, ``'0'`` for a normal end: ``?SYNTAX  ERROR
IN 20`` (two spaces: the message, then " ERROR" after a space the VIC-40
screen needed), ``BREAK IN 30``.
"""
from __future__ import annotations

from typing import Optional

from ...core.interpreter import Report

#: the ROM's error messages, by number (errtab order)
ERRORS = (
    "TOO MANY FILES", "FILE OPEN", "FILE NOT OPEN", "FILE NOT FOUND", "DEVICE NOT PRESENT",
    "NOT INPUT FILE", "NOT OUTPUT FILE", "MISSING FILE NAME", "ILLEGAL DEVICE NUMBER",
    "NEXT WITHOUT FOR", "SYNTAX", "RETURN WITHOUT GOSUB", "OUT OF DATA", "ILLEGAL QUANTITY",
    "OVERFLOW", "OUT OF MEMORY", "UNDEF'D STATEMENT", "BAD SUBSCRIPT", "REDIM'D ARRAY",
    "DIVISION BY ZERO", "ILLEGAL DIRECT", "TYPE MISMATCH", "STRING TOO LONG", "FILE DATA",
    "FORMULA TOO COMPLEX", "CAN'T CONTINUE", "UNDEF'D FUNCTION", "VERIFY", "LOAD",
)


def is_direct(line: int) -> bool:
    """CURLIN's high byte is $FF in direct mode: no " IN n"."""
    return line >= 0xFF00


def format_report(report: Report, direct: Optional[bool] = None) -> str:
    """``?SYNTAX  ERROR IN 20``, ``BREAK IN 30`` or ``READY.``; no " IN n"
    for a direct command (``direct``, or a line number of $FFxx)."""
    if report.code == "0":
        return "READY."
    if direct is None:
        direct = is_direct(report.line)
    where = "" if direct else f" IN {report.line}"
    if report.code == "BREAK":
        return "BREAK" + where
    return f"?{report.code}  ERROR{where}"

"""A line LOAD brought that the ZX80's editor would not have taken, run as
the 4K ROM's run time takes it.

The 4K ROM checks a line only as it is typed (ED-COPY, with X_PTR); its run
time scans a line with the same syntax tables, checks nothing, and has no
report for nonsense.  So a line of a ``.o`` file that does not parse runs
as far as the scan takes it (addresses from "An Assembly Listing of the ROM
of the Sinclair ZX80"; every rule measured on the ROM, the cases of
tests/formats/oracle/loaded_cases.py):

* LINE-RUN (0x07E8) passes over the codes before the first statement
  keyword (a code of 0xE6 or more); a line with none does nothing.
* A statement ends where its scan ends, without looking at what follows (the
  end-of-line check at 0x083D returns at once while a program runs), and
  the main loop takes the next line from the code after the one the scan
  stopped at (0x0465).  One code too many (``PRINT 1)``) leaves the NEWLINE
  there, or a keyword leaves a code of 0x40 or more: no line, and the
  program ends with report 0 at this line.
* SCANNING (0x09E1) that meets the end of the line where an operand belongs
  goes on with the value it holds, the operand before: ``2*3+`` is 12,
  ``1+2*`` is 5, ``7-(`` is 0.  LET with no value gives the variable 0
  (RESULT is cleared as each line starts, 0x07EF).
* LET takes its variable's kind from the value, as the editor's check
  would have made them agree: ``LET A=B$`` makes the string A$ (a longer
  name, its first letter: ``LET AB=B$`` makes A$ too), ``LET A$=1`` the
  number A.
* INT-TO-HL (0x0679) reads a number's digits keeping the high byte at 13 at
  most before each one: a number the editor refuses as too big runs as the
  16 bits that gives (``40000`` is -30656).

What else the scan might do is not followed: a line that still does not
parse runs its statement as far as it is whole and then ends the program
with report 0 at its line (``Unparsed``, the ZX80 compiler's
``NONSENSE_CODE``).  docs/zx80.md lists the shapes where the ROM does
something else, with its answers.
"""
from __future__ import annotations

import copy
import re
from dataclasses import replace
from typing import Callable, Optional

from ...core import ast
from ...core.errors import BasicSyntaxError
from ...core.formats import StoredLine
from ..zx8x.parser import Syntax
from . import syntax

#: the first statement keyword's code (LIST)
FIRST_STATEMENT = 0xE6
#: a name no program has, standing for the operand the end of a line cut off
MISSING = "QZ9XQZ9"

#: the ZX80's syntax with numbers of any size (their value is INT-TO-HL's)
_LOADED = Syntax(replace(syntax.SPEC, max_literal=None))


def int_to_hl(digits: str) -> int:
    """INT-TO-HL (0x0679): the digits as the ROM reads them, the high byte
    kept at 13 at most before each digit is taken in; signed 16 bits."""
    value = 0
    for d in digits:
        if value >> 8 > 0x0D:
            value = 0x0D00 | value & 0xFF
        value = (value * 10 + int(d)) & 0xFFFF
    return value - 0x10000 if value & 0x8000 else value


def first_statement(body: bytes) -> Optional[int]:
    """Where LINE-RUN starts the statement: the first code of 0xE6 or more
    (None: the line has none, and does nothing)."""
    for i, code in enumerate(body):
        if code >= FIRST_STATEMENT:
            return i
    return None


def statements(stored: StoredLine, decode: Callable[[bytes], str],
               good_part: Callable[[str, BasicSyntaxError], list[ast.Stmt]]) -> list[ast.Stmt]:
    """The statements the ROM runs for a stored line (see the module
    docstring); ``decode(body)`` is a body's text, ``good_part(text, err)``
    what a line that still does not parse keeps (the Dialect's rule)."""
    number, text = stored.number, stored.text
    body = stored.stored if stored.stored is not None else b""
    start = first_statement(body)
    if start is None:
        return []
    if any(body[:start]):                       # codes before the keyword (SPACEs are 0)
        text = decode(body[start:])
    col0 = len(f"{number} ") + 1
    try:
        stmts = _LOADED.parse_body(text, number, col0, False)
    except BasicSyntaxError as err:
        stmts = _cut_short(text, number, col0, err) or _retyped(text, number, col0) \
            or good_part(text, err)
    for node in (n for stmt in stmts for n in ast.walk(stmt)):
        if isinstance(node, ast.Num) and int(node.text) > syntax.SPEC.max_literal:
            node.value = int_to_hl(node.text)
    return stmts


def _cut_short(text: str, number: int, col0: int,
               err: BasicSyntaxError) -> Optional[list[ast.Stmt]]:
    """A line that ends where an operand or a LET's value belongs: the
    operand is the one before it, the value 0 (SCANNING goes on with what
    it holds); None for any other shape."""
    at = (err.column or col0) - col0
    if at < len(text.rstrip()):
        return None
    stem = text.rstrip()
    for join in (" ", "="):
        for brackets in range(stem.count("(") + 1):
            try:
                stmts = _LOADED.parse_body(f"{stem}{join}{MISSING}{')' * brackets}",
                                           number, col0, False)
            except BasicSyntaxError:
                continue
            if len(stmts) == 1 and _fill(stmts[0]):
                return stmts
    return None


#: LET, a simple variable's name, and the rest from its "="
_LET = re.compile(r"\s*LET\s+([A-Za-z][A-Za-z0-9]*)(\$?)\s*(=.*)$", re.DOTALL)


def _retyped(text: str, number: int, col0: int) -> Optional[list[ast.Stmt]]:
    """``LET name=value`` whose value is of the other kind: the variable of
    the value's kind (a string's named by the first letter); None for any
    other shape."""
    m = _LET.match(text)
    if m is None:
        return None
    name, dollar, rest = m.groups()
    other = f"LET {name}{rest}" if dollar else f"LET {name[0]}${rest}"
    try:
        stmts = _LOADED.parse_body(other, number, col0, False)
    except BasicSyntaxError:
        return None
    return stmts if len(stmts) == 1 and isinstance(stmts[0], ast.Let) else None


def _fill(stmt: ast.Stmt) -> bool:
    """Put the missing operand's value in place of :data:`MISSING`: the
    left operand of its operator, or 0 for a whole LET value; False when it
    stands anywhere else."""
    if isinstance(stmt, ast.Let) and _missing(stmt.value):
        stmt.value = ast.Num("0", col=stmt.value.col)
        return True
    for node in ast.walk(stmt):
        if isinstance(node, ast.Binary) and _missing(node.right) and \
                not any(_missing(n) for n in ast.walk(node.left)):
            node.right = copy.deepcopy(node.left)
            return not any(_missing(n) for n in ast.walk(stmt))
    return False


def _missing(node: ast.Node) -> bool:
    return isinstance(node, ast.Var) and node.name.upper() == MISSING

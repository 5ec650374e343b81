"""How deep a ZX80 line's expressions take the machine stack.

The 4K ROM evaluates an expression with the machine stack alone and never
checks it against anything: a bracket takes 6 bytes of it, and an operator
or sign waiting for its operand 4 (measured on the ROM: nested brackets,
nested sums and runs of signs, tests/deep/golden/zx80_workspace.json).  The
stack grows down from the top of the RAM, through the display file, the edit
line and the variables, which it overwrites without a word, and when it
reaches the end of the line being scanned the line is no longer what was
typed: the real machine then prints a wrong line number, a wrong report or
hangs.  The interpreter stops there with report 4 instead.

:func:`stack_need` runs the ROM's operator-priority order over the line's
tokens (its stored codes, from the .o writer) and gives the deepest point.
"""
from __future__ import annotations

from functools import lru_cache

from ...core import ast
from ...core.errors import BasicSyntaxError
from ...core.formats import FormatError
from ..zx8x.files import split_number

#: machine-stack bytes a bracket and a pending operator or sign take
BRACKET = 6
PENDING = 4

OPEN, CLOSE = 0xDA, 0xD9
MINUS, NOT = 0xDC, 0xDB
#: binary operators -> priority
BINARY = {0xE1: 1, 0xE0: 2, 0xE3: 4, 0xE4: 4, 0xE5: 4, 0xDC: 5, 0xDD: 5,
          0xDE: 6, 0xDF: 6, 0xE2: 8}
#: prefix operators -> priority
PREFIX = {MINUS: 7, NOT: 3}
QUOTES = (0x01, 0xD4)
REM = 0xFE
#: codes that end an expression at the outer level (THEN, TO, ';', ',')
SEPARATORS = {0xD5, 0xD6, 0xD7, 0xD8}
_OPERAND = frozenset(range(0x1C, 0x40))          # digits and letters


def stack_need(body: bytes) -> int:
    """The deepest the machine stack goes (bytes) over a line's body."""
    frames: list[list[int]] = [[]]
    depth = peak = 0
    expect_operand = True
    quoted = False
    for code in body:
        if quoted:
            quoted = code not in QUOTES
            continue
        if code in QUOTES:
            quoted = True
            expect_operand = False
            continue
        if code == REM:
            break
        if code == OPEN:
            frames.append([])
            depth += BRACKET
            expect_operand = True
        elif code == CLOSE and len(frames) > 1:
            depth -= BRACKET + PENDING * len(frames.pop())
            expect_operand = False
        elif expect_operand and code in PREFIX:
            frames[-1].append(PREFIX[code])
            depth += PENDING
        elif not expect_operand and code in BINARY:
            ops = frames[-1]
            while ops and ops[-1] >= BINARY[code]:
                ops.pop()
                depth -= PENDING
            ops.append(BINARY[code])
            depth += PENDING
            expect_operand = True
        elif code in _OPERAND:
            expect_operand = False
        elif code in SEPARATORS or code >= 0xE6:     # a keyword: a new expression
            depth -= PENDING * len(frames[-1])
            frames[-1].clear()
            expect_operand = True
        peak = max(peak, depth)
    return peak


@lru_cache(maxsize=4096)
def line_facts(source: str) -> tuple[int, int]:
    """(stored size, stack need) of a line: its number (2 bytes), the body
    and NEWLINE; the deepest point of its expressions."""
    from .o import _machine
    number, text = split_number(source)
    try:
        body = _machine().encode_body(text, number)
    except (FormatError, KeyError, ValueError, BasicSyntaxError):
        return 3 + len(text), 0
    return 3 + len(body), stack_need(body)


def stored_facts(line: ast.Line) -> tuple[int, int]:
    """:func:`line_facts` of a line, from its bytes when LOAD brought it."""
    if line.stored is not None:
        return 3 + len(line.stored), stack_need(line.stored)
    return line_facts(line.source)


def line_size(line: ast.Line) -> int:
    return stored_facts(line)[0]

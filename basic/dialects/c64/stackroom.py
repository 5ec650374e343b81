"""Where a C64 formula would run the 6502 stack out: ``?OUT OF MEMORY``.

FRMEVL calls GETSTK each time it starts and each time it pushes an operator,
a sign or NOT; GETSTK refuses (OUT OF MEMORY) when the stack pointer is below
64 (2 * 1 + NUMLEV * 2 + 16).  NEWSTT starts every statement with the pointer
at 250, less the FOR frames (18 bytes) and GOSUB frames (5, and 2 of NEWSTT's
return) beneath it: :attr:`Stack.pointer` + 2.  A statement's first check
comes ``CONTEXT`` bytes below that (its own returns and pushes), and a
formula's deepest check ``peak`` bytes below its first (the parser follows
FRMEVL's stack: :func:`.parser.stack_layout`).  So the statement fails when

    250 - used - context - peak < 64,   that is   used > 186 - context - peak

which is decided when compiling: at run time one comparison of Stack.used
with that limit.  All figures were measured on the ROM under py65 (the
golden file tests/deep/golden/c64.json is the test).

A FN's body is a formula of its own, evaluated above everything its call
left on the stack (:func:`fn_sites`): the call checks, as it enters
the body, that the body's peak still fits.

The check is made once, before the statement's first formula (PRINT: before
the first item that could need more than the items before it).  When it
fails, the formulas are evaluated as far as FRMEVL gets before its failing
check (:func:`cut`, ``CbmCompiler.overflow``), so an error the ROM
meets before the deep point still comes first.
"""
from __future__ import annotations

from typing import Iterable, Optional

from ...core import ast
from .parser import Layout, stack_layout
from .formula import (OutOfStack, cut_formula, ARGUMENT_BYTES, CAT_BYTES, OPEN_BYTES, PENDING_BYTES,
                     SUBSCRIPT_BYTES, Trailing, _root_col)
from .store import EXPR_MIN, STACK_START
from . import temps as _temps

#: bytes from NEWSTT's stack pointer to the first check of each formula
CONTEXT = {
    "PRINT": 7,          # PRINT's JSR FRMEVL from the statement
    "TAB": 12,           # TAB( and SPC( in PRINT (GTBYTC)
    "LET": 9,            # LET's value
    "SUBSCRIPT": 16,     # a subscript of LET's, DIM's or READ's variable
    "IF": 7,
    "FOR": 11,           # FOR's start (FOR calls LET) and its limit
    "STEP": 16,          # FOR's STEP (the limit pushed)
    "ON": 11,
    "PRINT#": 9,         # PRINT#'s items: it calls CMD, which goes on to PRINT
    "TAB#": 14,
    "POKE": 11,          # POKE's and WAIT's arguments (GETNUM, COMBYT: FRMNUM)
    "SYS": 9,            # SYS's address (FRMNUM)
    "TARGET": 16,        # a subscript of READ's or INPUT's variable (as LET's)
    "GET TARGET": 18,    # ... of GET's, GET#'s or INPUT#'s (JSR INPCO1, NOTQTI)
}
#: FNDOER, from where EVAL meets FN to its body's first check: the
#: variable's old value (5), TXTPTR and VARPNT (2 each), FRMNUM's and
#: FRMEVL's returns and EVAL's; measured on the ROM with chains of FNs
#: (tests/deep/golden/c64_fn.json): 11 ``FN`` s nest in PRINT, not 12
FN_BYTES = 16
#: the pointer at NEWSTT minus GETSTK's floor: 250 - 64
ROOM = STACK_START + 2 - EXPR_MIN
#: no formula: nothing to check (Stack.used never reaches it)
NO_LIMIT = 1 << 30


def limit(needs: Iterable[tuple[str, int]]) -> int:
    """The most Stack.used may be for formulas of (context, peak) to fit."""
    return min((ROOM - CONTEXT[c] - p for c, p in needs), default=NO_LIMIT)


def _layout(line: Optional[ast.Line]) -> Optional[Layout]:
    """The stack layout the parser counted for ``line`` (None: a direct
    command, whose text is not stored)."""
    if line is None or not line.source:
        return None
    return stack_layout(line.source)


def peak(node: ast.Node, line: Optional[ast.Line]) -> int:
    """Formula ``node``'s deepest check, as the parser counted it in
    ``line``; for a statement with no stored text, :func:`estimate`."""
    layout = _layout(line)
    if layout is not None:
        found = layout.peaks.get(_root_col(node))
        if found is not None:
            return found
    return estimate(node)


def cut(node: ast.Node, line: Optional[ast.Line], room: int) -> Optional[ast.Node]:
    """Formula ``node`` as far as FRMEVL gets with ``room`` bytes for it:
    cut at its first check deeper than that (:func:`.formula.cut_formula`);
    None when it fits, or when its text is not known (a direct command:
    then it fails at once)."""
    layout = _layout(line)
    found = layout.deepening.get(_root_col(node)) if layout is not None else None
    if found is None:
        return OutOfStack()
    start, checks = found
    for end, level in checks:
        if level > room:
            return cut_formula(line.source, start, end)   # type: ignore[union-attr]
    return None


def fn_sites(node: ast.Node, line: Optional[ast.Line], context: int) -> dict[int, int]:
    """For each FN call in formula ``node`` (by ``id``), the bytes from the
    stack pointer its formula's ``context`` is counted from to the first
    check of the FN's body: what :data:`FN_BYTES` and the formula hold when
    the call is met."""
    sites = {}
    layout = _layout(line)
    stack = [node]
    while stack:
        n = stack.pop()
        if isinstance(n, ast.FnCall):
            level = layout.fn_sites.get(n.col, 0) if layout is not None else 0
            sites[id(n)] = context + level + FN_BYTES
        stack.extend(_temps.operands(n))
    return sites


def estimate(node: ast.Node) -> int:
    """A formula's peak from its tree alone, brackets uncounted (the tree
    keeps none): a lower bound, for a statement with no stored text."""
    from .kinds import STR, typeof
    result: dict[int, int] = {}
    stack: list[tuple[ast.Node, bool]] = [(node, False)]
    while stack:
        n, done = stack.pop()
        kids = _temps.operands(n)
        if not done:
            stack.append((n, True))
            stack.extend((k, False) for k in kids)
            continue
        below = [result[id(k)] for k in kids]
        if isinstance(n, ast.Binary):
            step = CAT_BYTES if n.op == "+" and typeof(n.left) == STR else PENDING_BYTES
            d = max(below[0], step + below[1])
        elif isinstance(n, ast.Unary):
            d = PENDING_BYTES + below[0]
        elif isinstance(n, ast.Call) and len(kids) > 1:
            d = max(ARGUMENT_BYTES[min(i, 2)] + b for i, b in enumerate(below))
        elif isinstance(n, ast.Call) and kids:
            d = OPEN_BYTES["call"] + below[0]
        elif isinstance(n, ast.FnCall):
            d = OPEN_BYTES["fn"] + max(below, default=0)
        elif isinstance(n, ast.Index):
            d = max((SUBSCRIPT_BYTES + 2 * i + b for i, b in enumerate(below)), default=0)
        elif isinstance(n, Trailing):
            d = below[0]
        else:
            d = 0
        result[id(n)] = d
    return result[id(node)]

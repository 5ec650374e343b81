"""How long each statement takes on a 48K Spectrum, in T-states (3.5 MHz cycles).

The interpreter charges every statement this cost on the machine's clock, which
is what makes FRAMES, PAUSE and ``--speed authentic`` feel like the machine.
The numbers were measured on the genuine ROM (the oracle, zxoracle,
single statements timed in a loop: ``tools/calibrate_speed.py --micro``), and
with them BM1-BM8 take within 5% of their published times on the real
machine (``tools/calibrate_speed.py`` prints the table).

A statement costs: its kind's own work, 1500 more for the first statement of
a line, the cost of every expression node in it, and for a jump to a constant
line 250 per program line the ROM's LINE-ADDR walks past to find it.
"""
from __future__ import annotations

from bisect import bisect_left
from typing import Any

from ...core import ast

LINE_START = 1500          # the first statement of a line: NEXT-LINE, line number, length
LINE_SEARCH = 250          # per program line the ROM's LINE-ADDR passes on a jump
STATEMENT = {              # a statement's own work, its expressions not included
    "Let": 4750, "If": 2700, "Goto": 5000, "Gosub": 5000, "Return": 3000,
    "For": 17000, "Next": 13400, "Rem": 0, "Dim": 12500, "Poke": 6500,
    "Print": 3000, "Plot": 8000, "Draw": 20000, "Circle": 40000,
    "Border": 4500, "Colour": 5500, "Cls": 30000, "Randomize": 5000,
    "Read": 6000, "Restore": 4000, "Data": 500, "Stop": 1000, "Pause": 3000,
}
DEFAULT_STATEMENT = 5000
NODE = {"Num": 600, "BinNum": 600, "Str": 1000, "Var": 1450, "Index": 8000, "Slice": 9000,
        "FnCall": 30000, "Range": 0, "PrintSep": 300, "PrintAt": 6000, "PrintTab": 6000,
        "PrintColour": 3000, "PrintExpr": 2000, "InputVar": 0, "PrintStream": 3000}
BINARY = {"+": 3500, "-": 3500, "*": 5500, "/": 11500, "^": 393000, "AND": 3500, "OR": 3500,
          "=": 4500, "<>": 4500, "<": 4500, ">": 4500, "<=": 4500, ">=": 4500}
UNARY = {"-": 2300, "NOT": 2450}
CALL = {"SIN": 143000, "COS": 150000, "TAN": 301000, "ATN": 225000, "ASN": 300000,
        "ACS": 300000, "LN": 236000, "EXP": 151000, "SQR": 395000, "INT": 4700, "ABS": 2300,
        "SGN": 2600, "RND": 48000, "STR$": 47000, "VAL": 21000, "VAL$": 21000, "CHR$": 7000,
        "CODE": 4300, "LEN": 4300, "PEEK": 4000, "INKEY$": 6500, "POINT": 8000,
        "ATTR": 8000, "SCREEN$": 17000, "USR": 2500, "PI": 1500, "IN": 3000}
DEFAULT_CALL = 10000
PRINT_CHAR = 2200          # per character a PRINT item puts on the screen (estimated
                           # for variables: 5 characters)
PRINT_NUMBER = 30000       # converting a number to its digits


def expression_cost(node: Any) -> int:
    """T-states to evaluate an expression (or a PRINT item) on the ROM: the
    sum of its nodes' own costs (walked without recursion, for deep ones)."""
    return sum(_own_cost(n) for n in ast.walk(node))


def _own_cost(node: ast.Node) -> int:
    kind = type(node).__name__
    if kind == "Binary":
        return BINARY.get(node.op, 6000)
    if kind == "Unary":
        return UNARY.get(node.op, 2300)
    if kind == "Call":
        return CALL.get(node.name, DEFAULT_CALL)
    if kind == "PrintExpr":
        e = node.expr
        if isinstance(e, ast.Str):
            return NODE["PrintExpr"] + PRINT_CHAR * len(e.value)
        if getattr(e, "is_string", False):
            return NODE["PrintExpr"] + PRINT_CHAR * 5
        return NODE["PrintExpr"] + PRINT_NUMBER + PRINT_CHAR * 5
    return NODE.get(kind, 1000)


def statement_cost(layout: Any, node: Any, idx: int) -> int:
    """T-states for statement ``node`` at flat index ``idx``: line start +
    statement + expressions + the line search of a jump with a constant
    target (NEXT: back to its FOR's line)."""
    kind = type(node).__name__
    cost = STATEMENT.get(kind, DEFAULT_STATEMENT)
    if 0 <= idx < len(layout.where) and layout.where[idx][1] == 1:
        cost += LINE_START
    for name in getattr(node, "__slots__", ()):
        v = getattr(node, name, None)
        if isinstance(v, (ast.Node, list)):
            cost += expression_cost(v)
    target_line = None
    if kind in ("Goto", "Gosub") and isinstance(node.target, ast.Num):
        target_line = int(float(node.target.text))
    elif kind == "Next":
        for back in range(idx - 1, -1, -1):
            other = layout.nodes[back]
            if isinstance(other, ast.For) and (node.var is None or other.var.lower() == node.var.lower()):
                target_line = layout.where[back][0]
                break
    if target_line is not None:
        cost += LINE_SEARCH * bisect_left(layout.line_numbers, target_line)
    return cost

"""The C64's virtual clock: the 6510 cycles a statement takes on the ROM.

CbmCompiler.cost asks :func:`statement_cycles` for each statement it
compiles; the machine turns the cycles into jiffies.
"""
from __future__ import annotations

from bisect import bisect_left
from typing import Any

from ...core import ast
from .kinds import STR, typeof

#: virtual clock: the 6510 cycles each statement takes on the genuine BASIC V2
#: ROM (901226-01), measured in the py65 6502 simulator (tests/c64/oracle) one
#: statement at a time inside a FOR loop: tools/calibrate_c64_speed.py, data in
#: tests/c64/golden/rom_cycles.json.  A statement costs its kind's own work
#: (NEWSTT, the STOP key test, dispatch and the statement's code), LINE_START
#: more as the first of its line, every expression node in it, and for a jump
#: to a constant line LINE_SEARCH per program line FNDLIN passes (from the next
#: line forwards, from the start backwards).  The machine turns cycles into
#: jiffies with the cycles BASIC really gets per jiffy (JIFFY_CYCLES in
#: machine.py: the VIC's bad lines and the jiffy interrupt taken off).
LINE_START = 60            # NEWSTT at a line end: the link, the line number, CURLIN
LINE_SEARCH = 65           # per program line FNDLNC passes on GOTO/GOSUB/THEN n
STATEMENT = {              # a statement's own work, its expressions not included
    "Let": 450, "If": 330, "Goto": 590, "Gosub": 690, "Return": 460, "OnGoto": 1490,
    "For": 2050, "Next": 1180, "Rem": 230, "Empty": 250, "Data": 230, "Poke": 1790,
    "DefFn": 1260, "Read": 4000, "Restore": 190, "Print": 220, "Dim": 3000,
    "End": 300, "Stop": 300, "Generic": 1130, "SysCall": 1130, "Input": 1000, "TimeAssign": 2000,
}
DEFAULT_STATEMENT = 500
BASE_COST = DEFAULT_STATEMENT
NODE_COST = 300            # any other expression node
VARIABLE = 400             # PTRGET: the name, a search of the variable table
NUMBER = 810               # FIN: a one-digit constant (digits are floats: slow)
NUMBER_DIGIT = 1090        # each further digit: multiply by 10, add
NUMBER_ZERO = 870          # ... a further 0 (adding it is quick)
NUMBER_POINT = 1880        # a decimal point: the division by a power of ten
NUMBER_EXPONENT = 1200     # an exponent (E3)
STRING = 130               # a string constant, plus STRING_CHAR a character
STRING_CHAR = 20
INDEX = 2050               # an array element: subscripts to integers, the search
CONCAT = 860               # string +
NEXT_VARIABLE = 230        # NEXT I finds I (a bare NEXT: 950, tests/c64/test_machine.py)
STRING_LET = 290           # LET of a string: the descriptor and its string kept
OPERATOR_COST = {"+": 610, "-": 730, "*": 1460, "/": 2180, "^": 49200, "AND": 1860,
                 "OR": 1960, "=": 840, "<": 1010, ">": 840, "<>": 1070, "<=": 1070,
                 ">=": 1070}
UNARY_COST = {"-": 400, "NOT": 1350}
FUNCTION_COST = {"SIN": 23990, "COS": 25330, "TAN": 47580, "ATN": 40760, "LOG": 21150,
                 "EXP": 24370, "SQR": 48710, "INT": 1370, "ABS": 470, "SGN": 770,
                 "RND": 3680, "PEEK": 770, "FRE": 1400, "POS": 680, "LEN": 1010,
                 "ASC": 870, "VAL": 5850, "STR$": 8130, "CHR$": 790, "LEFT$": 1720,
                 "RIGHT$": 1720, "MID$": 2610, "USR": 500}
DEFAULT_FUNCTION = 1000
FN_CALL = 1940             # FN f(x): the definition found, x saved and set
PRINT_ITEM = 460           # a PRINT item (STROUT); a number's FOUT more
PRINT_NUMBER = 7610
PRINT_SEP = 100            # ; or , between items
SKIP_CHAR = 20             # per character REM and DATA pass over
#: CHROUT is not counted: the oracle's KERNAL is a Python stub, so the screen
#: editor's work for each character printed (and the scrolling) is left out


def statement_cycles(node: Any, layout: Any = None, idx: int = -1) -> int:
    """Cycles statement ``node`` (at flat index ``idx`` of ``layout``) takes
    on the ROM: its own work, the line start, its expressions, the line
    search of a jump (see STATEMENT)."""
    kind = type(node).__name__
    total = STATEMENT.get(kind, DEFAULT_STATEMENT)
    if kind == "Next" and node.var is None:
        total -= NEXT_VARIABLE
    if kind == "Let" and _is_string(node.target):
        total += STRING_LET
    elif kind in ("Rem", "Data"):
        total += SKIP_CHAR * len(getattr(node, "text", "") or "")
    where = getattr(layout, "where", None)
    if where is not None and 0 <= idx < len(where) and where[idx][1] == 1:
        total += LINE_START
    target = None
    if kind in ("Goto", "Gosub"):
        target, parts = node.target, []
    elif kind == "If":
        target, parts = node.then_line, [node.cond]
        if target is not None:
            total += STATEMENT["Goto"]
    elif kind == "OnGoto":
        parts = [node.selector]
    else:
        parts = [getattr(node, name, None) for name in getattr(node, "__slots__", ())]
    for part in parts:
        if isinstance(part, (ast.Node, list)):
            total += _expression(part)
    if isinstance(target, ast.Num) and target.text.isdigit() and where is not None:
        total += LINE_SEARCH * _lines_passed(layout, idx, int(target.text))
    return total


def _lines_passed(layout: Any, idx: int, line: int) -> int:
    """Lines FNDLIN looks at before ``line``: from the start for a jump
    backwards (or to its own line), from the next line for one forwards."""
    numbers = layout.line_numbers
    here = layout.where[idx][0] if 0 <= idx < len(layout.where) else -1
    to = bisect_left(numbers, line)
    if here >= 0 and line > here:
        return max(0, to - bisect_left(numbers, here) - 1)
    return to


def formula_cycles(node: Any) -> int:
    """The ROM's cycles to evaluate a formula on its own (one a routine
    has BASIC's FRMEVL read after ``SYS address,``)."""
    return _expression(node)


def _expression(node: Any) -> int:
    """Cycles to evaluate an expression (or the parts of a statement): its
    nodes' own costs, walked without recursion (a line may nest deep)."""
    return sum(_own_cost(n) for n in ast.walk(node))


def _own_cost(node: ast.Node) -> int:
    if isinstance(node, ast.Num):
        mantissa, _, exponent = node.text.upper().partition("E")
        digits = [c for c in mantissa if c.isdigit()][1:]
        zeros = digits.count("0")
        own = NUMBER + NUMBER_DIGIT * (len(digits) - zeros) + NUMBER_ZERO * zeros
        if "." in mantissa:
            own += NUMBER_POINT
        if exponent:
            own += NUMBER_EXPONENT
        return own
    if isinstance(node, ast.Var):
        return VARIABLE
    if isinstance(node, ast.Str):
        return STRING + STRING_CHAR * len(node.value)
    if isinstance(node, ast.Index):
        return INDEX
    if isinstance(node, ast.Binary):
        if node.op == "+" and _is_string(node.left):
            return CONCAT
        return OPERATOR_COST.get(node.op, 1000)
    if isinstance(node, ast.Unary):
        return UNARY_COST.get(node.op, 400)
    if isinstance(node, ast.Call):
        return FUNCTION_COST.get(node.name, DEFAULT_FUNCTION)
    if isinstance(node, ast.FnCall):
        return FN_CALL
    if isinstance(node, ast.PrintSep):
        return PRINT_SEP
    if isinstance(node, ast.PrintExpr):
        return PRINT_ITEM if _is_string(node.expr) else PRINT_ITEM + PRINT_NUMBER
    return NODE_COST


def _is_string(node: Any) -> bool:
    """Whether ``node`` makes a string, as VALTYP says (:func:`.kinds.typeof`):
    a sum's type is its first term's, a relation's is a number."""
    return typeof(node) == STR

"""The ZX81 (8K ROM) dialect's syntax, as :mod:`basic.core.listing` uses it.

From the 8K ROM (token table at 0x0111, SCANNING's priorities, the syntax
tables) and the ZX81 manual (appendix C): statements LPRINT LLIST STOP SLOW
FAST NEW SCROLL CONT DIM REM FOR GOTO GOSUB INPUT LOAD LIST LET PAUSE NEXT
POKE PRINT PLOT RUN SAVE RAND IF CLS UNPLOT CLEAR RETURN COPY, one per line
(no READ/DATA/RESTORE, no DEF FN, no ``:``); ``LET`` required; ``IF c THEN
statement``; functions as prefix operators (``SIN X``, ``CODE A$``) with
priority 11, ``**`` 10, unary minus 9, ``* /`` 8, ``+ -`` 6, comparisons 5,
NOT 4, AND 3, OR 2; decimal numbers with E exponents; strings sliced with TO.
``GO TO``/``GO SUB``/``RANDOMIZE``/``CONTINUE`` are accepted for ``GOTO``
``GOSUB`` ``RAND`` ``CONT``.
"""
from __future__ import annotations

from ...core.errors import BasicError
from .numbers import dec_to_fp
from ..zx8x.parser import Spec, Syntax
from .charset import ZX81

STATEMENTS = {
    "LPRINT": "lprint", "LLIST": "llist", "STOP": "stop", "SLOW": "generic",
    "FAST": "generic", "NEW": "new", "SCROLL": "generic", "CONT": "continue",
    "DIM": "dim", "REM": "rem", "FOR": "for", "GOTO": "goto", "GOSUB": "gosub",
    "INPUT": "input", "LOAD": "tape", "LIST": "list", "LET": "let", "PAUSE": "pause",
    "NEXT": "next", "POKE": "poke", "PRINT": "print", "PLOT": "plot", "RUN": "run",
    "SAVE": "tape", "RAND": "randomise", "IF": "if", "CLS": "cls", "UNPLOT": "unplot",
    "CLEAR": "clear", "RETURN": "return", "COPY": "copy",
}

def literal_too_big(text: str) -> bool:
    """Would the ROM's DEC-TO-FP stop with report 6 on this literal?  (The
    editor refuses such a line.)"""
    try:
        dec_to_fp(text)
    except BasicError as err:
        return err.code == "6"
    return False


FUNCTIONS = frozenset({"CODE", "VAL", "LEN", "SIN", "COS", "TAN", "ASN", "ACS", "ATN",
                       "LN", "EXP", "INT", "SQR", "SGN", "ABS", "PEEK", "USR", "STR$",
                       "CHR$"})

SPEC = Spec(
    name="zx81",
    charset=ZX81,
    statements=STATEMENTS,
    binary={"+": 6, "-": 6, "*": 8, "/": 8, "**": 10, "=": 5, "<": 5, ">": 5,
            "<=": 5, ">=": 5, "<>": 5, "AND": 3, "OR": 2},
    negate_priority=9,
    not_priority=4,
    prefix_functions=FUNCTIONS,
    function_priority=11,
    nullary=frozenset({"RND", "INKEY$", "PI"}),
    string_result=frozenset({"STR$", "CHR$", "INKEY$"}),
    string_operand=frozenset({"CODE", "VAL", "LEN"}),
    decimals=True,
    slicing=True,
    string_ops=frozenset({"+", "=", "<", ">", "<=", ">=", "<>", "AND"}),
    words=frozenset({"THEN", "TO", "STEP", "AT", "TAB"}),
    multi_dim=True,
    aliases={"GO TO": "GOTO", "GO SUB": "GOSUB", "RANDOMIZE": "RAND",
             "RANDOMISE": "RAND", "CONTINUE": "CONT"},
    ast_ops={"**": "^"},
    literal_too_big=literal_too_big,
)

_SYNTAX = Syntax(SPEC)
parse_body = _SYNTAX.parse_body
parse_expression = _SYNTAX.parse_expression
highlight = _SYNTAX.highlight

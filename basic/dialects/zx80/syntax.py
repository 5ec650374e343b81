"""The ZX80 (4K ROM) dialect's syntax, as :mod:`basic.core.listing` uses it.

What the 4K ROM accepts (its syntax tables at 0x0752 and SCANNING at 0x09E1):

* statements LIST RETURN CLS DIM SAVE FOR GO TO POKE INPUT RANDOMISE LET
  NEXT PRINT NEW RUN STOP CONTINUE IF GO SUB LOAD CLEAR REM, one per line,
  ``LET`` required, ``IF c THEN statement``, ``FOR v=a TO b`` (no STEP);
* integers 0..32767 as literals (a bigger one is a syntax error: INT-TO-HL);
* operators ``- + * / AND OR ** = > <`` with TAB-PRIO's priorities (``-``
  ``+`` 6, ``*`` 8, ``/`` 7, AND 3, OR 2, ``**`` 10, comparisons 5), unary
  minus 9 and NOT 4; strings only in ``= < >`` (no concatenation);
* functions PEEK CHR$ CODE RND TL$ USR STR$ ABS written with brackets
  (TAB-FUNC at 0x0BC0: typed letter by letter, recognised by LOOK-VARS);
* long numeric names (letters and digits), one-letter strings ``A$`` and
  arrays ``A(n)``.
"""
from __future__ import annotations

from .charset import ZX80
from ..zx8x.parser import Spec, Syntax

STATEMENTS = {
    "LIST": "list", "RETURN": "return", "CLS": "cls", "DIM": "dim", "SAVE": "tape",
    "FOR": "for", "GO TO": "goto", "POKE": "poke", "INPUT": "input",
    "RANDOMISE": "randomise", "LET": "let", "NEXT": "next", "PRINT": "print",
    "NEW": "new", "RUN": "run", "STOP": "stop", "CONTINUE": "continue", "IF": "if",
    "GO SUB": "gosub", "LOAD": "tape", "CLEAR": "clear", "REM": "rem",
}

SPEC = Spec(
    name="zx80",
    charset=ZX80,
    statements=STATEMENTS,
    binary={"-": 6, "+": 6, "*": 8, "/": 7, "AND": 3, "OR": 2, "**": 10,
            "=": 5, ">": 5, "<": 5},
    negate_priority=9,
    not_priority=4,
    bracket_functions=frozenset({"PEEK", "CHR$", "CODE", "RND", "TL$", "USR", "STR$", "ABS"}),
    string_result=frozenset({"CHR$", "TL$", "STR$"}),
    string_operand=frozenset({"CODE", "TL$"}),
    max_literal=32767,
    words=frozenset({"THEN", "TO"}),
    aliases={"GOTO": "GO TO", "GOSUB": "GO SUB", "RANDOMIZE": "RANDOMISE", "CONT": "CONTINUE"},
    empty_after_then=True,
    strings_checked_at_operator=True,
)

_SYNTAX = Syntax(SPEC)
parse_body = _SYNTAX.parse_body
parse_expression = _SYNTAX.parse_expression
highlight = _SYNTAX.highlight
#: the static type of a ZX80 expression
is_string = _SYNTAX.is_string

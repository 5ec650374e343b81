"""The deep and long expressions of issue 16, in each dialect's spelling."""
from __future__ import annotations

#: name -> the expression: as long and as deep as the issue's fuzz campaign found
EXPRESSIONS = {
    "sum500": "+".join(["1"] * 500),
    "str600": "+".join(['"A"'] * 600),
    "brackets500": "(" * 500 + "1" + ")" * 500,
    "minus2000": "-" * 2000 + "1",
    "not2000": "NOT " * 2000 + "1",
    "nested_sum1000": "(1+" * 1000 + "1" + ")" * 1000,
}

#: what the ZX80's integer BASIC cannot hold (no string +)
ZX80_REFUSES = {"str600"}

#: C64 probes that fit the 80 characters the ROM's editor takes: shape ->
#: the expression at nesting n
C64_SHAPES = {
    "brackets": lambda n: "(" * n + "1" + ")" * n,
    "minus": lambda n: "-" * n + "1",
    "not": lambda n: "NOT" * n + "1",
    "nested_sum": lambda n: "(1+" * n + "1" + ")" * n,
}

#: programs whose FN calls or VALs nest inside one another without end
#: (issue 16 rows 6 and 7): name -> listing lines
NESTINGS = {
    "fn_calls_itself": ["10 DEF FN A(X)=FN A(X)", "20 PRINT FN A(1)"],
    "fn_calls_itself_in_a_sum": ["10 DEF FN A(X)=1+FN A(X+1)", "20 PRINT FN A(1)"],
    "string_fn_calls_itself": ['10 DEF FN A$(X$)=FN A$(X$+"A")', '20 PRINT FN A$("")'],
    "val_of_itself": ['10 LET A$="VAL A$"', "20 PRINT VAL A$"],
}

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

"""Where the Sinclair machines run out of room in a deep or long expression
(issue 16): each shape at nesting or length ``n``, the statements it is
tried in, and the memory left around it."""
from __future__ import annotations

from typing import Callable

#: shape -> (the expression at n, whether it is a string)
SHAPES: dict[str, tuple[Callable[[int], str], bool]] = {
    "str_sum": (lambda n: "+".join(['"A"'] * n), True),
    "nested_str_sum": (lambda n: '("A"+' * n + '"A"' + ")" * n, True),
    "nested_sum": (lambda n: "(1+" * n + "1" + ")" * n, False),
    "brackets": (lambda n: "(" * n + "1" + ")" * n, False),
    "minus": (lambda n: "-" * n + "1", False),
    "not": (lambda n: "NOT " * n + "1", False),
    "sin": (lambda n: "SIN " * n + "1", False),
    "abs": (lambda n: "ABS " * n + "1", False),
    "slices": (lambda n: '"AB"' + "(1 TO )" * n, True),
    "mixed": (lambda n: "(1*ABS -" * n + "1" + ")" * n, False),
    "subscripts": (lambda n: "q(" * n + "1" + ")" * n, False),
    "fn": (lambda n: "FN f(" * n + "1" + ")" * n, False),
}

#: shape -> the lines it needs after the memory setting's (CLEAR clears them)
PRELUDE: dict[str, list[str]] = {
    "subscripts": ["7 DIM q(1): LET q(1)=1"],
    "fn": ["7 DEF FN f(x)=x"],
}

#: statement -> its text around the expression (numeric, string)
CONTEXTS: dict[str, tuple[str, str]] = {
    "PRINT": ("PRINT {}", "PRINT {}"),
    "LET": ("LET a={}", "LET a$={}"),
    "IF": ("IF {} THEN PRINT 1", 'IF {}="" THEN PRINT 1'),
}

#: memory setting -> the lines before line 10 that set it
MEMORY: dict[str, list[str]] = {
    "plain": [],
    "clear": ["5 CLEAR 45000"],
    "dim": ["5 DIM b(3000)"],
}


def listing(shape: str, context: str, memory: str, n: int) -> list[str]:
    """The program: the memory setting, then line 10 with the expression."""
    make, is_string = SHAPES[shape]
    statement = CONTEXTS[context][is_string].format(make(n))
    return MEMORY[memory] + PRELUDE.get(shape, []) + [f"10 {statement}"]

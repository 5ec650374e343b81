"""Where the ZX81 runs out of room in a deep or long expression (issue 16):
each shape at nesting or length ``n`` in ZX81 syntax, the statements it is
tried in, and the machine around it (RAM, an array beside it)."""
from __future__ import annotations

from typing import Callable

#: shape -> (the expression at n, whether it is a string)
SHAPES: dict[str, tuple[Callable[[int], str], bool]] = {
    "brackets": (lambda n: "(" * n + "1" + ")" * n, False),
    "nested_sum": (lambda n: "(1+" * n + "1" + ")" * n, False),
    "minus": (lambda n: "-" * n + "1", False),
    "str_sum": (lambda n: "+".join(['"A"'] * n), True),
    "nested_str_sum": (lambda n: '("A"+' * n + '"A"' + ")" * n, True),
    "sum": (lambda n: "+".join(["1"] * n), False),
}

#: statement -> its text around the expression (numeric, string)
CONTEXTS: dict[str, tuple[str, str]] = {
    "PRINT": ("PRINT {}", "PRINT {}"),
    "LET": ("LET A={}", "LET A$={}"),
    "IF": ("IF {} THEN PRINT 1", 'IF {}="" THEN PRINT 1'),
}

#: where a numeric expression is read from text at run time: INPUT's answer
#: (typed into the edit line) and VAL's string; context -> the listing
#: (``{}``: the expression, in VAL's string) and whether it is typed
TEXT_CONTEXTS: dict[str, tuple[str, bool]] = {
    "INPUT": ("10 INPUT A\n20 PRINT A", True),
    "VAL": ('10 LET A$="{}"\n20 PRINT VAL A$', False),
}
#: the shapes asked in each of them: the oracle puts an INPUT answer into
#: the edit line at once, not key by key (each key's room is not asked), so
#: only an answer the editor takes whole is asked: the nested sum (an answer
#: of brackets or signs alone runs the edit line into the machine stack)
TEXT_SHAPES: dict[str, tuple[str, ...]] = {
    "INPUT": ("nested_sum",),
    "VAL": ("brackets", "nested_sum", "minus", "sum"),
}

#: memory setting -> (K of RAM, the lines before line 10)
MEMORY: dict[str, tuple[int, list[str]]] = {
    "1k": (1, []),
    "16k": (16, []),
    "dim": (16, ["5 DIM B(1000)"]),
}


def listing(shape: str, context: str, memory: str, n: int) -> str:
    """The program: the memory setting's lines, then line 10 with the expression."""
    return program(shape, context, memory, n)[0]


def program(shape: str, context: str, memory: str, n: int) -> tuple[str, list[str]]:
    """The listing and the INPUT answers for one case."""
    make, is_string = SHAPES[shape]
    before = MEMORY[memory][1]
    if context in TEXT_CONTEXTS:
        text, typed = TEXT_CONTEXTS[context]
        if typed:
            return "\n".join(before + [text]) + "\n", [make(n)]
        return "\n".join(before + [text.format(make(n))]) + "\n", []
    statement = CONTEXTS[context][is_string].format(make(n))
    return "\n".join(before + [f"10 {statement}"]) + "\n", []


def ram(memory: str) -> int:
    return MEMORY[memory][0]

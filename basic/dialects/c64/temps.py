"""The ROM's three temporary string descriptors (TEMPST at $19-$21, TEMPPT).

Every string a formula makes -- a literal, TI$, a join, the result of STR$,
CHR$, LEFT$, RIGHT$ or MID$, and the digits PRINT makes of a number -- gets a
descriptor here (PUTNEW); a fourth at once is ``?FORMULA TOO COMPLEX``.  The
operator, function or statement that uses a string frees its descriptor
(FRETMS), but only when it is the top one.  IF and POS use a string without
freeing it, so ``IF "X" THEN`` leaves one behind until RUN, CLR, LOAD, NEW or
an error empties the stack (STKINI); END, STOP and the end of the program do
not (READY. itself is printed through a descriptor, STROUT).

The closures of :mod:`.expressions` keep this count exactly, in the ROM's
order.  A descriptor's identity is its place on the stack: a consumer that
evaluated its string operand earlier remembers the count after it and frees
it only if nothing was left on top since.  The functions below answer from a
formula's shape what the generated-code tier (:mod:`.codegen`) needs to skip
the counting safely: whether a node leaves a descriptor (:func:`is_temp`),
how many it needs at once (:func:`peak`), and whether it can leave one behind
(:func:`leaks`).
"""
from __future__ import annotations

from typing import Callable, Optional

from ...core import ast
from ...core.errors import BasicError
from .kinds import STR, typeof
from .formula import Trailing
from .tokens import STRING_FUNCTIONS

#: descriptors on TEMPST
SLOTS = 3
TOO_COMPLEX = "FORMULA TOO COMPLEX"


class Temporaries:
    """TEMPPT as a count of the descriptors in use (0 to 3)."""

    __slots__ = ("n",)

    def __init__(self) -> None:
        self.n = 0

    def push(self) -> None:
        """PUTNEW: one more descriptor, or FORMULA TOO COMPLEX."""
        if self.n >= SLOTS:
            raise BasicError(TOO_COMPLEX)
        self.n += 1

    def room(self) -> None:
        """PUTNEW with FRETMS at once (STROUT's messages, a number PRINT
        turns into digits, the text INPUT, READ or GET stores): a descriptor
        must be free."""
        if self.n >= SLOTS:
            raise BasicError(TOO_COMPLEX)

    def clear(self) -> None:
        """STKINI."""
        self.n = 0


def is_temp(node: ast.Node) -> bool:
    """Whether evaluating ``node`` leaves its string on a descriptor of the
    stack (a variable or an array element has its own descriptor)."""
    if isinstance(node, ast.Str):
        return True
    if isinstance(node, ast.Var):
        return node.is_string and node.name == "TI"
    if isinstance(node, ast.Call):
        return node.name in STRING_FUNCTIONS
    if isinstance(node, ast.Binary):
        return node.op == "+" and typeof(node) == STR
    return False


def operands(node: ast.Node) -> list[ast.Node]:
    """The expressions ``node`` evaluates to get its value."""
    if isinstance(node, ast.Binary):
        return [node.left, node.right]
    if isinstance(node, ast.Unary):
        return [node.operand]
    if isinstance(node, (ast.Call, ast.FnCall, ast.Index)):
        return list(node.args)
    if isinstance(node, Trailing):
        return [node.expr]
    return []


def peak(node: ast.Node) -> Optional[int]:
    """The most descriptors ``node`` holds at once while it is evaluated
    (from an empty stack); None when it calls FN, whose definition is only
    known when it runs.  Found bottom up without recursion (a line may nest
    deep)."""
    found: dict[int, Optional[int]] = {}
    stack: list[tuple[ast.Node, bool]] = [(node, False)]
    while stack:
        n, done = stack.pop()
        if isinstance(n, ast.FnCall):
            return None
        children = operands(n)
        if not done:
            stack.append((n, True))
            stack.extend((c, False) for c in children)
            continue
        most = 1 if is_temp(n) else 0
        held = 0
        for child in children:
            p = found[id(child)]
            if p is None:
                return None
            most = max(most, held + p)
            if is_temp(child) and isinstance(n, (ast.Binary, ast.Call)):
                held += 1                      # kept until the operator or function frees it
        found[id(n)] = max(most, held)
    return found[id(node)]


def _any(node: ast.Node, test: Callable[[ast.Node], bool]) -> bool:
    """Whether ``test`` holds for ``node`` or any part of it (no recursion)."""
    stack = [node]
    while stack:
        n = stack.pop()
        if test(n):
            return True
        stack.extend(operands(n))
    return False


def makes_strings(node: ast.Node) -> bool:
    """Whether any part of ``node`` makes a string (takes a descriptor)."""
    return _any(node, is_temp)


#: functions whose result is made in string space (:mod:`.heap`)
MADE_IN_STRING_SPACE = {"STR$", "CHR$", "LEFT$", "RIGHT$", "MID$"}


def _allocating(node: ast.Node) -> bool:
    if isinstance(node, ast.Call):
        return node.name in MADE_IN_STRING_SPACE
    if isinstance(node, ast.Var):
        return node.is_string and node.name == "TI"
    return isinstance(node, ast.Binary) and node.op == "+" and typeof(node) == STR


def allocates(node: ast.Node) -> bool:
    """Whether any part of ``node`` makes a string in string space (a join,
    STR$, CHR$, LEFT$, RIGHT$, MID$, TI$), not only a descriptor."""
    return _any(node, _allocating)


def leaks(node: ast.Node) -> bool:
    """Whether ``node`` can leave a descriptor behind: POS of a formula
    that makes a string (IF's own leak is the statement's)."""
    return _any(node, _pos_of_temp)


def _pos_of_temp(node: ast.Node) -> bool:
    return (isinstance(node, ast.Call) and node.name == "POS" and bool(node.args)
            and is_temp(node.args[0]))

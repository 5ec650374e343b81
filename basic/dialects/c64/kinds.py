"""The type of a Commodore BASIC V2 formula, known from its shape (``A$``,
``STR$``, ``"X"+A$``...): what the ROM's CHKNUM/CHKSTR will find, decided when
compiling so that only the error is left to run."""
from __future__ import annotations

from ...core import ast
from .formula import Fault, Trailing
from .tokens import STRING_FUNCTIONS

STR, NUM, ANY = "s", "n", "a"


def typeof(node: ast.Node) -> str:
    """STR, NUM or ANY (a syntax fault, which fits anywhere).  A sum is typed
    by its first term (by the next one where that is a fault), found in a
    loop: a long sum nests deep on its left."""
    while isinstance(node, Trailing):
        node = node.expr
    if isinstance(node, ast.Binary) and node.op == "+":
        terms = [node.right]
        left = node.left
        while isinstance(left, ast.Binary) and left.op == "+":
            terms.append(left.right)
            left = left.left
        kind = typeof(left)
        for right in reversed(terms):
            if kind != ANY:
                return kind
            kind = typeof(right)
        return kind
    if isinstance(node, ast.Str):
        return STR
    if isinstance(node, (ast.Var, ast.Index)):
        return STR if node.is_string else NUM
    if isinstance(node, ast.Call):
        return STR if node.name in STRING_FUNCTIONS else NUM
    if isinstance(node, Fault):
        return ANY
    return NUM
    if isinstance(node, Trailing):
        return typeof(node.expr)
    if isinstance(node, Fault):
        return ANY
    return NUM

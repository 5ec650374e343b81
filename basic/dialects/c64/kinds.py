"""The type of a Commodore BASIC V2 formula, known from its shape (``A$``,
``STR$``, ``"X"+A$``...): what the ROM's CHKNUM/CHKSTR will find, decided when
compiling so that only the error is left to run."""
from __future__ import annotations

from ...core import ast
from .parser import Fault, Trailing
from .tokens import STRING_FUNCTIONS

STR, NUM, ANY = "s", "n", "a"


def typeof(node: ast.Node) -> str:
    """STR, NUM or ANY (a syntax fault, which fits anywhere)."""
    if isinstance(node, ast.Str):
        return STR
    if isinstance(node, (ast.Var, ast.Index)):
        return STR if node.is_string else NUM
    if isinstance(node, ast.Call):
        return STR if node.name in STRING_FUNCTIONS else NUM
    if isinstance(node, ast.Binary):
        if node.op == "+":
            left = typeof(node.left)
            return typeof(node.right) if left == ANY else left
        return NUM
    if isinstance(node, Trailing):
        return typeof(node.expr)
    if isinstance(node, Fault):
        return ANY
    return NUM

"""Shared helpers for tests/syntax: the ROM's golden answers and short
parse helpers.  The JSON files are written by regen_golden.py from the oracle;
the tests only read them."""
from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

from basic.core import ast
from basic.dialects.spectrum.crunch import crunch
from basic.dialects.spectrum.parser import parse_body, parse_tokenized

DATA = Path(__file__).with_name("data")


@lru_cache(maxsize=None)
def golden(name: str):
    return json.loads((DATA / name).read_text(encoding="utf-8"))


def stmts(body: str, upper_keywords: bool = False) -> list[ast.Stmt]:
    """The statements of one line body."""
    return parse_body(body, 10, 1, upper_keywords)


def one(body: str) -> ast.Stmt:
    """The only statement of a line body."""
    got = stmts(body)
    assert len(got) == 1, got
    return got[0]


def expr(text: str) -> ast.Node:
    """The expression of ``PRINT text``."""
    st = one("PRINT " + text)
    assert isinstance(st, ast.Print) and len(st.items) == 1, st
    item = st.items[0]
    assert isinstance(item, ast.PrintExpr), item
    return item.expr


def tokens(body: str, upper_keywords: bool = False) -> str:
    return crunch(body, upper_keywords).text


def shape(node: ast.Node) -> str:
    """A compact fully-bracketed rendering of an expression, for asserting
    how operators were grouped: ``(-(2^2))``, ``SIN(PI)``."""
    if isinstance(node, ast.Num):
        return node.text
    if isinstance(node, ast.BinNum):
        return "BIN" + node.digits
    if isinstance(node, ast.Str):
        return '"' + node.value + '"'
    if isinstance(node, ast.Var):
        return node.name + ("$" if node.is_string else "")
    if isinstance(node, ast.Unary):
        return f"({node.op} {shape(node.operand)})" if node.op == "NOT" else f"({node.op}{shape(node.operand)})"
    if isinstance(node, ast.Binary):
        return f"({shape(node.left)}{node.op}{shape(node.right)})"
    if isinstance(node, ast.Call):
        return node.name + ("(" + ",".join(shape(a) for a in node.args) + ")" if node.args else "")
    if isinstance(node, ast.FnCall):
        return "FN " + node.name + ("$" if node.is_string else "") + "(" + ",".join(shape(a) for a in node.args) + ")"
    if isinstance(node, ast.Range):
        return ((shape(node.start) if node.start else "") + " TO "
                + (shape(node.end) if node.end else "")).strip() or "TO"
    if isinstance(node, ast.Index):
        return (node.name + ("$" if node.is_string else "")
                + "[" + ",".join(shape(a) for a in node.args) + "]")
    if isinstance(node, ast.Slice):
        return shape(node.target) + "{" + shape(node.range) + "}"
    raise AssertionError(f"no shape for {node!r}")


def nocol(node):
    """A copy of an AST (or list of them) with every ``col`` set to 0, so
    tests can compare with nodes written out by hand."""
    if isinstance(node, list):
        return [nocol(x) for x in node]
    if isinstance(node, tuple):
        return tuple(nocol(x) for x in node)
    if not isinstance(node, ast.Node):
        return node
    values = {}
    for name in type(node).__match_args__:
        v = getattr(node, name)
        values[name] = 0 if name == "col" else nocol(v)
    return type(node)(**values)


__all__ = ["golden", "stmts", "one", "expr", "tokens", "shape", "parse_tokenized", "crunch", "nocol"]

"""Sinclair built-in functions (``SIN``, ``CODE``, ``VAL``, ``INKEY$``...): the
ones the Spectrum and the ZX81 share (the Spectrum's own, which read its
memory, ports and screen, are basic.dialects.spectrum.functions; the ZX81's
are in its compiler)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from . import calculator as zx
from ...core.errors import BasicError, BasicSyntaxError
from ...core import ast
from . import conversions as cv

if TYPE_CHECKING:  # pragma: no cover
    from .compiler import SinclairCompiler

Expr = Callable[[], Any]

#: functions of one number giving a number, straight from the ROM calculator
NUMERIC = {
    "SIN": zx.sin, "COS": zx.cos, "TAN": zx.tan, "ASN": zx.asn, "ACS": zx.acs,
    "ATN": zx.atn, "LN": zx.ln, "EXP": zx.exp, "INT": zx.int_, "SQR": zx.sqr,
    "SGN": zx.sgn, "ABS": zx.abs_,
}


def compile_call(c: "SinclairCompiler", node: ast.Call) -> Expr:
    name = node.name
    args = [c.expr(a) for a in node.args]
    machine = c.machine
    if name in NUMERIC:
        fn = NUMERIC[name]
        (a,) = args
        return lambda: fn(a())
    if name == "PI":
        value = zx.pi()
        return lambda: value
    if name == "RND":
        return machine.rnd
    if name == "INKEY$":
        return machine.inkey
    if name == "CODE":
        (a,) = args

        def code() -> int:
            s = a()
            return ord(s[0]) if s else 0
        return code
    if name == "LEN":
        (a,) = args
        return lambda: len(a())
    if name == "STR$":
        (a,) = args
        to_str = zx.to_str
        return lambda: to_str(a())
    if name == "CHR$":
        (a,) = args
        return lambda: chr(cv.find_int1(a()))
    if name in ("VAL", "VAL$"):
        (a,) = args
        return _val(c, a, want_string=(name == "VAL$"))
    return c.unsupported(name)


def _val(c: "SinclairCompiler", arg: Expr, want_string: bool) -> Expr:
    """VAL / VAL$: the ROM scans the string as an expression, in the running
    program's context.  Compiled expressions are cached per text."""
    cache: dict[str, Expr] = {}
    nesting = c.nesting

    def val() -> Any:
        text = arg()
        compiled = cache.get(text)
        if compiled is None:
            try:
                tree = c.parse_expression(text)
            except BasicSyntaxError:
                raise BasicError("C") from None
            if c.is_string(tree) != want_string:
                raise BasicError("C")
            saved = c.fn_params
            c.fn_params = None
            try:
                compiled = c.expr(tree)
            finally:
                c.fn_params = saved
            if len(cache) < 256:
                cache[text] = compiled
        nesting.enter()
        try:
            return compiled()
        finally:
            nesting.leave()
    return val

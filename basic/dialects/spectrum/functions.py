"""The Spectrum's own functions: the ones that read its memory, ports and screen.

``PEEK`` (the display file, the system variables brought up to date, the
program and variables written out where a program PEEKs them), ``IN``,
``USR`` (a UDG's address, or machine code, run in a Z80: :mod:`.code`), ``INKEY$#n``,
``POINT``, ``ATTR`` and ``SCREEN$``.  The functions the Spectrum shares with
the ZX81 are basic.dialects.sinclair.functions.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from ...core import ast
from ..sinclair import conversions as cv

if TYPE_CHECKING:  # pragma: no cover
    from .compiler import SpectrumCompiler

Expr = Callable[[], Any]

#: the functions compiled here (and INKEY$ with a stream)
SPECTRUM_FUNCTIONS = frozenset({"PEEK", "IN", "USR", "POINT", "ATTR", "SCREEN$"})


def compile_spectrum_call(c: "SpectrumCompiler", node: ast.Call) -> Expr:
    name = node.name
    args = [c.expr(a) for a in node.args]
    machine = c.machine
    if name == "INKEY$":
        stream = args[0]
        return lambda: machine.keys.inkey_stream(cv.find_int1(stream()))
    if name == "PEEK":
        (a,) = args
        data = machine.memory.data
        peek_ram = machine.ram.peek_ram
        peek_low = machine.ram.peek_low

        def peek() -> int:
            address = cv.find_int2(a())
            if address < 23627:          # screen, printer buffer, the first sysvars
                return data[address]
            if address < 23755:
                return peek_low(address)
            return peek_ram(address)
        return peek
    if name == "IN":
        (a,) = args
        return lambda: machine.ula.port_in(cv.find_int2(a()))
    if name == "USR":
        (a,) = args
        if c.is_string(node.args[0]):
            return lambda: machine.ram.udg_address(a())
        interp = c.interp
        return lambda: machine.code.call(cv.find_int2(a()), interp)
    if name == "POINT":
        x, y = args
        return lambda: machine.screen.point(cv.magnitude(x()), cv.magnitude(y()))
    if name == "ATTR":
        row, col = args
        return lambda: machine.screen.attr_of(cv.magnitude(row()), cv.magnitude(col()))
    row, col = args                      # SCREEN$
    return lambda: machine.screen.screen_str(cv.magnitude(row()), cv.magnitude(col()))

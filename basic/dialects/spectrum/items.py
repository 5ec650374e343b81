"""PRINT, INPUT and the graphics statements: item lists compiled to closures.

The ROM prints by sending character codes to the current channel: text,
numbers (via PRINT-FP), and control codes with parameters for ``AT`` (22 y x),
``TAB`` (23 n lo/hi), colour items (16..21 n), ``,`` (6) and ``'`` (13).  PRINT
items compile to exactly that sequence, so the screen can reproduce PRINT-OUT.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from ..sinclair import calculator as zx
from ...core.errors import BasicError, BasicSyntaxError
from ...core import ast
from ..sinclair import conversions as cv

if TYPE_CHECKING:  # pragma: no cover
    from .compiler import SpectrumCompiler

Op = Callable[[], None]

COLOUR_CODES = {"INK": 16, "PAPER": 17, "FLASH": 18, "BRIGHT": 19, "INVERSE": 20, "OVER": 21}
SEPARATOR_CODES = {",": 6, "'": 13}


def _print_ops(c: "SpectrumCompiler", items: list[ast.Node]) -> list[Op]:
    """Operations for PRINT-style items (shared by PRINT and INPUT prompts)."""
    m = c.machine
    ops: list[Op] = []
    for item in items:
        if isinstance(item, ast.PrintExpr):
            value = c.expr(item.expr)
            if c.is_string(item.expr):
                ops.append(lambda v=value: m.channels.out_text(v()))
            else:
                to_str = zx.to_str
                ops.append(lambda v=value: m.channels.out_text(to_str(v())))
        elif isinstance(item, ast.PrintSep):
            code = SEPARATOR_CODES.get(item.sep)
            if code is not None:
                ops.append(lambda code=code: m.channels.out(code))
        elif isinstance(item, ast.PrintAt):
            row = c.expr(item.row)
            col = c.expr(item.column)

            def at(row=row, col=col) -> None:
                y = cv.magnitude(row())
                x = cv.magnitude(col())
                m.channels.out(22)
                m.channels.out(y)
                m.channels.out(x)
            ops.append(at)
        elif isinstance(item, ast.PrintTab):
            col = c.expr(item.column)

            def tab(col=col) -> None:
                n = cv.find_int2(col())
                m.channels.out(23)
                m.channels.out(n & 0xFF)
                m.channels.out(n >> 8)
            ops.append(tab)
        elif isinstance(item, ast.PrintColour):
            ops.append(_colour_op(c, item))
        elif isinstance(item, ast.PrintStream):
            stream = c.expr(item.stream)
            ops.append(lambda s=stream: m.channels.select_stream(cv.find_int1(s())))
        else:
            raise BasicSyntaxError(f"unexpected PRINT item {type(item).__name__}")
    return ops


def _colour_op(c: "SpectrumCompiler", item: ast.PrintColour) -> Op:
    m = c.machine
    value = c.expr(item.value)
    code = COLOUR_CODES[item.kind]

    def colour() -> None:
        m.channels.out(code)
        m.channels.out(cv.find_int1(value()))
    return colour


def _sequence(ops: list[Op]) -> Op:
    def run() -> None:
        for op in ops:
            op()
    return run


def _ends_with_separator(items: list[ast.Node]) -> bool:
    return bool(items) and isinstance(items[-1], ast.PrintSep)


def compile_print(c: "SpectrumCompiler", node: ast.Print) -> Callable[[], None]:
    m = c.machine
    ops = _print_ops(c, node.items)
    newline = not _ends_with_separator(node.items)
    stream = 3 if node.printer else 2

    def print_() -> None:
        m.channels.select_stream(stream)
        for op in ops:
            op()
        if newline:
            m.channels.out(13)
    return print_


def compile_input(c: "SpectrumCompiler", node: ast.Input) -> Callable[[], None]:
    """INPUT: prompts go to the lower screen; each variable is read with the
    machine's line editor and assigned as the ROM does (numbers are scanned
    as expressions, strings come inside quotes)."""
    m = c.machine
    steps: list[Callable[[], None]] = []
    pending: list[ast.Node] = []

    def flush() -> None:
        if pending:
            steps.append(_sequence(_print_ops(c, list(pending))))
            pending.clear()

    for item in node.items:
        if isinstance(item, ast.InputVar):
            flush()
            steps.append(_input_var(c, item))
        else:
            pending.append(item)
    flush()

    def input_() -> None:
        m.editor.begin()
        for step in steps:
            step()
        m.editor.end()
    return input_


def _input_var(c: "SpectrumCompiler", item: ast.InputVar) -> Callable[[], None]:
    m = c.machine
    locate = c.locator(item.target)
    want_string = c.is_string(item.target)
    cache: dict[str, Callable[[], Any]] = {}

    def evaluate(text: str) -> Any:
        compiled = cache.get(text)
        if compiled is None:
            tree = c.parse_expression(text)
            if c.is_string(tree) != want_string:
                raise BasicSyntaxError("wrong type", column=len(text) + 1)
            compiled = c.expr(tree)
            cache[text] = compiled
        return compiled()

    def read() -> None:
        store = locate()            # the variable first (CLASS-01), then the answer
        if item.line:
            text = m.editor.read(mode="line")
            m.editor.accept(text, "line")
            store(text)
            return
        mode = "string" if want_string else "number"
        rejected = None
        while True:
            text = m.editor.read(mode=mode, rejected=rejected)
            if not want_string and text[:1] == STOP_TOKEN:
                raise BasicError("H")
            try:
                value = evaluate('"' + text + '"' if want_string else text)
            except BasicSyntaxError as err:
                # the ROM keeps the answer, flags where the scan stopped, and waits
                position = (err.column or len(text) + 1) - 1
                rejected = (text, min(max(position, 0), len(text)))
                continue
            m.editor.accept(text, mode)
            store(value)
            return
    return read


STOP_TOKEN = chr(0xE2)


# -- graphics ------------------------------------------------------------------

def _graphics(c: "SpectrumCompiler", colours: list[ast.Node],
              draw: Callable[[], None]) -> Callable[[], None]:
    """PLOT, DRAW and CIRCLE share their frame: CLASS-09 (upper screen, TEMPS,
    only INK/OVER/INVERSE apply), the statement's colour items, the figure,
    then the temporary colours restored."""
    m = c.machine
    items = [_colour_op(c, item) for item in colours if isinstance(item, ast.PrintColour)]

    def graphics() -> None:
        m.graphics.begin()
        for op in items:
            op()
        draw()
        m.graphics.end()
    return graphics


def compile_plot(c: "SpectrumCompiler", node: ast.Plot) -> Callable[[], None]:
    m = c.machine
    x = c.expr(node.x)
    y = c.expr(node.y)
    return _graphics(c, node.colours, lambda: m.graphics.plot(x(), y()))


def compile_draw(c: "SpectrumCompiler", node: ast.Draw) -> Callable[[], None]:
    m = c.machine
    x = c.expr(node.x)
    y = c.expr(node.y)
    if node.angle is None:
        return _graphics(c, node.colours, lambda: m.graphics.draw(x(), y()))
    angle = c.expr(node.angle)
    return _graphics(c, node.colours, lambda: m.graphics.draw_arc(x(), y(), angle()))


def compile_circle(c: "SpectrumCompiler", node: ast.Circle) -> Callable[[], None]:
    m = c.machine
    x = c.expr(node.x)
    y = c.expr(node.y)
    r = c.expr(node.radius)
    return _graphics(c, node.colours, lambda: m.graphics.circle(x(), y(), r()))

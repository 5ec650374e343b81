"""DRAW and CIRCLE as the Spectrum ROM draws them, on top of ``ZXScreen.plot``.

DRAW-LINE (ROM 0x24B7) steps ``max(|dx|,|dy|)`` times from the last plotted
point (COORDS), taking a diagonal step whenever the running error passes the
larger distance, and plots each point with PLOT-SUB; a point that leaves the
screen stops the line with report B, after the points before it were drawn.
"""
from __future__ import annotations

from typing import Any

from ..numbers import zx
from ..runtime.errors import BasicError
from . import zx_sysvars as sv


def _magnitude_and_sign(value: Any) -> tuple[int, int]:
    """STK-TO-A: the rounded magnitude (0..255, else report B) and the sign
    as the step the ROM uses (+1 or -1)."""
    return zx.stk_to_a(value)


def draw_line(screen: Any, dx: Any, dy: Any) -> None:
    """DRAW dx,dy from COORDS."""
    c, e = _magnitude_and_sign(dx)   # x distance and direction
    b, d = _magnitude_and_sign(dy)   # y distance and direction
    if c >= b:
        if c == 0:
            return
        smaller, larger = b, c
        straight = (e, 0)
    else:
        smaller, larger = c, b
        straight = (0, d)
    diagonal = (e, d)
    data = screen.memory.data
    acc = larger >> 1
    for _ in range(larger):
        acc += smaller
        if acc > 255 or acc >= larger:
            acc = (acc - larger) & 0xFF
            step_x, step_y = diagonal
        else:
            step_x, step_y = straight
        x = data[sv.COORDS] + step_x
        y = (data[sv.COORDS + 1] + step_y) & 0xFF
        if not 0 <= x <= 255:
            raise BasicError("B")
        screen.plot(x, y)


def draw_arc(screen: Any, dx: Any, dy: Any, angle: Any) -> None:
    raise BasicError("C", "DRAW with an angle (arcs) is not supported yet")


def circle(screen: Any, x: Any, y: Any, r: Any) -> None:
    raise BasicError("C", "CIRCLE is not supported yet")

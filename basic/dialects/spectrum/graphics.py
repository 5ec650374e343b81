"""DRAW, DRAW with an angle, and CIRCLE as the Spectrum 48K ROM draws them.

Everything here is the ROM's own arithmetic, replayed one calculator
operation at a time through basic.dialects.sinclair.calculator, so every pixel and the
final COORDS (23677) come out as on the machine.  The calculator's memory
slots mem-0..mem-5 become local variables named after them; the comments
give the calculator literal each line mirrors and the ROM address of each
routine ("The Complete Spectrum ROM Disassembly").

The routines and how they fit together:

* DRAW-LINE (0x24B7) steps ``max(|dx|, |dy|)`` times from the last plotted
  point (COORDS), taking a diagonal step whenever the running error passes
  the larger distance, and plots each point with PLOT-SUB; a point that
  leaves the screen stops the line with report B, after the points before
  it were drawn.
* CD-PRMS1 (0x247D) picks the number of straight lines for an arc or a
  circle (a multiple of 4, from 4 to 252, growing with the square root of
  the size) and the rotation constants of the step angle.
* The arc loop (DRW-STEPS 0x2420, ARC-LOOP 0x2425, ARC-START 0x2439,
  ARC-END 0x245F) keeps the exact floating-point position (ax, ay) and the
  relative step (rx, ry), rotates the step by the step angle each time and
  DRAW-LINEs from COORDS to the rounded new position; the last line always
  goes to the exact end point (tx, ty).
* DRAW x,y,a (DR-3-PRMS 0x238D) and CIRCLE x,y,r (0x2320) set up that loop.
  Both fall back to a straight line (DRAW) or a single point (CIRCLE) when
  the figure would be too small to see.

Report B comes from the ROM's integer conversions (STK-TO-A, FIND-INT1,
PIXEL-ADD) exactly where the ROM makes them.

Not modelled: the values these routines leave in the calculator's memory
area (MEMBOT, 23698, mem-0..mem-5); the interpreter does not keep the
calculator's memory there, so PEEKing it after a figure differs from the ROM.
"""
from __future__ import annotations

from typing import Any

from ..sinclair import calculator as zx
from ..sinclair.calculator import HALF, ONE, PI_2, ZERO, stk_data
from ...core.errors import BasicError
from . import sysvars as sv

Number = int | float

#: The constant 2 of CD-PRMS1 (``stk-data 32 00``: float form, not an integer).
STK_TWO = stk_data(0x32, 0x00)
#: CIRCLE's full turn: stk-pi/2 with its exponent byte set to 0x83 (4 * PI/2).
FULL_TURN = PI_2 * 4


def _exponent_below(x: Number, limit: int) -> bool:
    """``LD A,(HL) / CP limit / JR C``: the value's exponent byte is below
    ``limit`` (0x81: the value is smaller than 1; 0x80: smaller than 0.5).
    The small-integer form has exponent byte 0."""
    return zx.exponent_byte(x) < limit


# --------------------------------------------------------------------------
# DRAW-LINE
# --------------------------------------------------------------------------

def draw_line(screen: Any, dx: Any, dy: Any) -> None:
    """DRAW-LINE (0x24B7): a straight line by (dx, dy) from COORDS."""
    b, d = zx.stk_to_a(dy)           # STK-TO-BC pops the y distance first
    c, e = zx.stk_to_a(dx)
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
    plot = screen.plot
    acc = larger >> 1
    for _ in range(larger):
        acc += smaller
        if acc > 255 or acc >= larger:                 # D-L-DIAG
            acc = (acc - larger) & 0xFF
            step_x, step_y = diagonal
        else:                                          # D-L-HR-VT
            step_x, step_y = straight
        x = data[sv.COORDS] + step_x
        y = (data[sv.COORDS + 1] + step_y) & 0xFF
        if not 0 <= x <= 255:                          # D-L-RANGE
            raise BasicError("B")
        plot(x, y)


def _plot_at(screen: Any, x: Any, y: Any) -> None:
    """PLOT (0x22DC) on the calculator's x, y: STK-TO-BC (magnitudes, report B
    past 255), then PLOT-SUB."""
    yy = zx.stk_to_a(y)[0]
    xx = zx.stk_to_a(x)[0]
    screen.plot(xx, yy)


def _coords(screen: Any) -> tuple[int, int]:
    """COORDS as two STACK-A values (small integers)."""
    data = screen.memory.data
    return data[sv.COORDS], data[sv.COORDS + 1]


# --------------------------------------------------------------------------
# CD-PRMS1 and the arc loop shared by DRAW x,y,a and CIRCLE
# --------------------------------------------------------------------------

def cd_prms1(z: Number, mem5: Number) -> tuple[int, Number, Number, Number, Number]:
    """CD-PRMS1 (0x247D) for size ``z`` and total angle ``mem5``.

    Returns ``(count, mem0, mem1, mem3, mem4)``: the number of lines (4 to
    252, a multiple of 4), the step angle a, sin(a/2), cos a (computed as
    1 - 2 sin²(a/2)) and sin a.
    """
    n = zx.div(mem5, zx.div(STK_TWO, zx.sqr(z)))  # duplicate, sqr, stk-data 2, exchange,
    n = zx.abs_(n)                                # division, get-mem-5, exchange, division, abs
    a, _negative, overflow = zx.fp_to_a(n)        # FP-TO-A
    if overflow:
        count = 0xFC                              # USE-252
    else:
        count = (a & 0xFC) + 4
        if count > 255:
            count = 0xFC
    step = zx.div(mem5, count)                    # STACK-A, get-mem-5, exchange, division
    mem4 = zx.sin(step)                           # duplicate, sin, st-mem-4, delete
    mem1 = zx.sin(zx.mul(step, HALF))             # duplicate, stk-half, multiply, sin, st-mem-1
    mem0 = step                                   # exchange, st-mem-0, delete
    t = zx.mul(mem1, mem1)                        # duplicate, multiply
    t = zx.add(t, t)                              # duplicate, addition
    mem3 = zx.neg(zx.sub(t, ONE))                 # stk-one, subtract, negate, st-mem-3
    return count, mem0, mem1, mem3, mem4


def _arc_steps(screen: Any, count: int, tx: Number, ty: Number, ax: Number, ay: Number,
               rx: Number, ry: Number, cos_a: Number, sin_a: Number) -> None:
    """DRW-STEPS (0x2420) to ARC-END: ``count - 1`` lines from COORDS to the
    rounded moving point (ax, ay) advanced by the step (rx, ry), which is
    rotated by the step angle before every step but the first; then the
    closing line to (tx, ty)."""
    for k in range(count - 1):
        if k:                                     # ARC-LOOP
            r = zx.mul(rx, cos_a)                 # get-mem-1, duplicate, get-mem-3, multiply
            r = zx.sub(r, zx.mul(ry, sin_a))      # get-mem-2, get-mem-4, multiply, subtract
            ry = zx.add(zx.mul(rx, sin_a),        # get-mem-4, multiply
                        zx.mul(ry, cos_a))        # get-mem-2, get-mem-3, multiply, addition
            rx = r
        cx, cy = _coords(screen)                  # ARC-START
        ax = zx.add(ax, rx)                       # get-mem-1, addition
        dx = zx.sub(ax, cx)                       # duplicate, STACK-A, subtract
        ay = zx.add(ay, ry)                       # get-mem-0, get-mem-2, addition
        dy = zx.sub(ay, cy)                       # exchange, get-mem-0, STACK-A, subtract
        draw_line(screen, dx, dy)
    cx, cy = _coords(screen)                      # ARC-END
    dx = zx.sub(tx, cx)
    dy = zx.sub(ty, cy)
    draw_line(screen, dx, dy)                     # LINE-DRAW


# --------------------------------------------------------------------------
# DRAW x, y, angle
# --------------------------------------------------------------------------

def draw_arc(screen: Any, x: Any, y: Any, angle: Any) -> None:
    """DRAW x,y,angle (DR-3-PRMS 0x238D): an arc from COORDS to COORDS +
    (x, y), turning through ``angle`` radians (anticlockwise when
    positive)."""
    mem5 = angle                                  # st-mem-5
    half_sin = zx.sin(zx.mul(angle, HALF))        # stk-half, multiply, sin
    if not zx.is_true(half_sin):                  # duplicate, not, not, jump-true
        draw_line(screen, x, y)                   # a whole number of turns: a line
        return
    mem0 = half_sin                               # DR-SIN-NZ: st-mem-0, delete
    d = zx.add(zx.abs_(x), zx.abs_(y))            # st-mem-1 ... abs, addition
    d = zx.abs_(zx.div(d, mem0))                  # get-mem-0, division, abs
    d = zx.restack(d)                             # get-mem-0, exchange, re-stack
    if _exponent_below(d, 0x81):                  # the ends (nearly) meet: a line
        draw_line(screen, x, y)
        return
    count, mem0, mem1, mem3, mem4 = cd_prms1(d, mem5)   # DR-PRMS
    f = zx.div(mem1, half_sin)                    # delete, get-mem-1, exchange, division
    xx = zx.mul(x, f)                             # exchange, duplicate, get-mem-1, multiply
    yy = zx.mul(y, f)
    turn = zx.mul(zx.sub(mem5, mem0), HALF)       # get-mem-5, get-mem-0, subtract, stk-half, multiply
    sn = zx.sin(turn)                             # duplicate, sin, st-mem-5, delete
    cs = zx.cos(turn)                             # cos, st-mem-0
    rx = zx.add(zx.mul(yy, sn), zx.mul(cs, xx))   # the first step, turned back by (A-a)/2
    ry = zx.sub(zx.mul(yy, cs), zx.mul(xx, sn))
    if _exponent_below(zx.add(zx.abs_(ry), zx.abs_(rx)), 0x81):
        draw_line(screen, x, y)                   # the first step is under a pixel
        return
    cx, cy = _coords(screen)
    tx = zx.add(x, cx)                            # exchange, STACK-A, st-mem-0, addition
    ty = zx.add(y, cy)                            # exchange, STACK-A, st-mem-5, addition
    _arc_steps(screen, count, tx, ty, cx, cy, rx, ry, mem3, mem4)


# --------------------------------------------------------------------------
# CIRCLE
# --------------------------------------------------------------------------

def circle(screen: Any, x: Any, y: Any, r: Any) -> None:
    """CIRCLE x,y,r (0x2320): ``count`` chords, starting at the rightmost
    point and going anticlockwise; a radius under 1, or one too small for
    a chord of half a pixel, plots just the centre."""
    z = zx.restack(zx.abs_(r))                    # abs, re-stack
    if _exponent_below(z, 0x81):
        _plot_at(screen, x, y)                    # delete, PLOT
        return
    mem5 = FULL_TURN                              # C-R-GRE-1: stk-pi/2, exponent 0x83, st-mem-5
    count, _mem0, mem1, mem3, mem4 = cd_prms1(z, mem5)
    half_chord = zx.mul(z, mem1)                  # duplicate, get-mem-1, multiply
    if _exponent_below(half_chord, 0x80):
        _plot_at(screen, x, y)                    # delete, delete, PLOT
        return
    sb = zx.sub(y, half_chord)                    # C-ARC-GE1: ... subtract
    sa = zx.add(x, z)                             # get-mem-0, addition
    ry = half_chord * 2                           # INC (IY+$62): mem-2's exponent, the first chord
    start_x = zx.find_int1(sa)                    # FIND-INT1 (x first), report B
    start_y = zx.find_int1(sb)
    data = screen.memory.data
    data[sv.COORDS] = start_x                     # LD (COORDS),HL
    data[sv.COORDS + 1] = start_y
    _arc_steps(screen, count, sa, sb, sa, sb, ZERO, ry, mem3, mem4)


class Graphics:
    """PLOT, DRAW and CIRCLE on one machine's screen, with their colours:
    the items before them are temporary colours on channel S, which the ROM
    puts back afterwards."""

    def __init__(self, machine: Any) -> None:
        self.machine = machine

    def begin(self) -> None:
        self.machine.channels.current = "S"
        self.machine.screen.begin_graphics()

    def end(self) -> None:
        """After PLOT, DRAW and CIRCLE the ROM restores the temporary colours."""
        self.machine.screen.temps()

    def plot(self, x: Any, y: Any) -> None:
        self.machine.screen.plot(coordinate(x), coordinate(y))

    def draw(self, dx: Any, dy: Any) -> None:
        draw_line(self.machine.screen, dx, dy)

    def draw_arc(self, dx: Any, dy: Any, angle: Any) -> None:
        draw_arc(self.machine.screen, dx, dy, angle)

    def circle(self, x: Any, y: Any, r: Any) -> None:
        circle(self.machine.screen, x, y, r)


def coordinate(v: Any) -> int:
    """PLOT coordinates: the ROM's STK-TO-BC rounds and keeps only the
    magnitude (PLOT -1,5 plots at 1,5); more than 255 is report B."""
    if v.__class__ is int:
        n = -v if v < 0 else v
        if n > 255:
            raise BasicError("B")
        return n
    return zx.stk_to_a(v)[0]

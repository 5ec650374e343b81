"""The cases of tests/graphics, run on the ROM by regen_graphics.py.

CASES: the DRAW-arc and CIRCLE cases checked in golden/figures.json.

Each case is a one-line program: a figure (after a PLOT that sets the start
point, for arcs) on an empty screen.  A fixed list covers the special paths
of the ROM code (whole turns, tiny arcs, radii under 1, report B, the cap of
252 pieces, colour items, OVER/INVERSE); a seeded random sample covers the
rest.  regen_graphics.py runs them on the oracle; test_figures.py on ours.

FLASH_LISTING and FORTRESS_KEYS: the screens of the PNG goldens.
"""
from __future__ import annotations

import random

EDGE_CASES = [
    # DRAW x,y,a: whole turns are straight lines, nearly whole turns are huge arcs
    "10 PLOT 128,88: DRAW 50,50,6.2831853",
    "10 PLOT 128,88: DRAW 50,50,6.283185307",
    "10 PLOT 128,88: DRAW 50,50,PI*2",
    "10 PLOT 128,88: DRAW 50,50,-PI*2",
    "10 PLOT 128,88: DRAW 50,50,PI*4",
    "10 PLOT 128,88: DRAW 50,50,1E6",
    "10 PLOT 128,88: DRAW 50,50,1E-9",
    "10 PLOT 128,88: DRAW 50,50,1E-30",
    # too small to curve: straight lines (or nothing)
    "10 PLOT 128,88: DRAW 0,0,3",
    "10 PLOT 128,88: DRAW 1,0,3",
    "10 PLOT 128,88: DRAW 0.4,0.3,3",
    "10 PLOT 128,88: DRAW 1,1,PI",
    "10 PLOT 128,88: DRAW 2,0,PI",
    "10 PLOT 128,88: DRAW 0.6,0,6",
    "10 PLOT 128,88: DRAW 3,3,-PI",
    # leaving the screen: report B after what fits
    "10 PLOT 128,88: DRAW 40,0,6.2",
    "10 PLOT 128,88: DRAW 40,0,-6.2",
    "10 PLOT 128,88: DRAW 40,0,12.5",
    "10 PLOT 128,88: DRAW 40,0,100",
    "10 PLOT 128,88: DRAW 300,0,1",
    "10 PLOT 128,88: DRAW -65535-1,0,1",
    "10 PLOT 0,0: DRAW 255,175,3",
    "10 PLOT 10,10: DRAW 200,0,-PI: DRAW -200,0,-PI",
    # corner to corner, many pieces, the cap of 252
    "10 PLOT 0,0: DRAW 255,175,0.1",
    "10 PLOT 0,0: DRAW 255,175,-0.1",
    "10 PLOT 255,175: DRAW -255,-175,1",
    "10 PLOT 100,88: DRAW 30,30,20",
    "10 PLOT 128,20: DRAW 10,0,200",
    # CIRCLE: radius under 1 plots the centre; small polygons; negative radius
    "10 CIRCLE 128,88,0",
    "10 CIRCLE 128,88,0.99",
    "10 CIRCLE 128,88,1",
    "10 CIRCLE 128,88,1.5",
    "10 CIRCLE 128,88,2",
    "10 CIRCLE 128,88,-5",
    "10 CIRCLE 128,88,-65535-1",
    "10 CIRCLE 0,0,0.5",
    "10 CIRCLE 300,0,0.5",
    # CIRCLE: report B for the start point, or part way round
    "10 CIRCLE -128,88,5",
    "10 CIRCLE 128,-88,5",
    "10 CIRCLE 300,88,5",
    "10 CIRCLE 128,300,5",
    "10 CIRCLE 128,88,1000",
    "10 CIRCLE 128,88,1E10",
    "10 CIRCLE 128,88,65535",
    "10 CIRCLE 128,88,88",
    "10 CIRCLE 128,87,88",
    "10 CIRCLE 128,88,127",
    "10 CIRCLE 250,88,5",
    "10 CIRCLE 251,88,5",
    "10 CIRCLE 128,170,5",
    "10 CIRCLE 128,4,5",
    # colours, OVER and INVERSE, and DRAW after CIRCLE (COORDS)
    "10 PLOT 20,20: CIRCLE 128,88,20: DRAW 10,10",
    "10 OVER 1: CIRCLE 128,88,20: CIRCLE 128,88,20",
    "10 INVERSE 1: CIRCLE 128,88,20",
    "10 CIRCLE INK 2;128,88,20: CIRCLE PAPER 3; BRIGHT 1;100,88,20",
    "10 PLOT 100,100: DRAW INK 4; OVER 1;50,50,2: DRAW 10,-10,-1",
    # straight DRAW: distances rounded by FP-TO-A; over 255 is report B
    "10 PLOT 10,10: DRAW 2.5,-1.5",
    "10 PLOT 0,0: DRAW 256,0",
]


def _num(rng: random.Random, lo: float, hi: float, places: int) -> str:
    """A literal: a whole number or one with ``places`` decimals."""
    v = rng.uniform(lo, hi)
    return str(round(v)) if rng.random() < 0.4 else f"{v:.{places}f}"


def random_cases(seed: int = 1982, arcs: int = 50, circles: int = 40) -> list[str]:
    """Seeded random arcs (start, distance and angle) and circles."""
    rng = random.Random(seed)
    out = []
    for _ in range(arcs):
        scale = rng.choice([3, 10, 40, 120, 255])
        angle = rng.choice([rng.uniform(-7, 7), rng.uniform(-40, 40), rng.uniform(-0.5, 0.5)])
        out.append(f"10 PLOT {rng.randint(0, 255)},{rng.randint(0, 175)}: "
                   f"DRAW {_num(rng, -scale, scale, 4)},{_num(rng, -scale, scale, 4)},{angle:.6f}")
    for _ in range(circles):
        radius = rng.choice([rng.uniform(0, 3), rng.uniform(0, 30), rng.uniform(0, 130)])
        out.append(f"10 CIRCLE {_num(rng, -10, 265, 3)},{_num(rng, -10, 185, 3)},{radius:.3f}")
    return out


CASES = EDGE_CASES + random_cases()


#: a screen with FLASH cells in several colours, BRIGHT and a coloured border
FLASH_LISTING = (
    '10 BORDER 1: PRINT FLASH 1;INK 2;PAPER 6;"flash";FLASH 0;" still ";'
    'FLASH 1;BRIGHT 1;INK 1;"bright"\n'
    '20 CIRCLE FLASH 1;INK 4;100,100,30: PLOT FLASH 1;0,0\n')

#: listings/fortress.bas after choosing two players (the example in zxoracle's README)
FORTRESS_KEYS = ["inkey:2:5"]

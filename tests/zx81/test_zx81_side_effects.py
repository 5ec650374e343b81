"""The ZX81 evaluates each expression once, in its ROM's order, as the Spectrum
does (its compiler shares the Spectrum's expressions and targets: the golden
topic ``side_effects`` is answered by the 48K ROM, whose SLICING, STK-VAR,
CLASS-1 and operators the 8K ROM already had: CLASS-1 at 0x0D3C calls
LOOK-VARS and then STK-VAR before LET's value is scanned).

No ZX81 oracle exists here, so each program with RND in one position is run
against the same program written with the evaluations spelt out one by one in
that order: they must print the same, with the closures and with the
generated-code tier on from the first statement.
"""
from __future__ import annotations

import pytest

from basic.dialects.sinclair.compiler import SinclairCompiler
from basic.frontends.headless import run_source

R = "INT (RND*{})"

#: (RND in one position, the same with its evaluations in the ROM's order)
PAIRS = [
    ("20 PRINT A$(INT (RND*9)+1)\n",
     "20 LET I=INT (RND*9)+1\n25 PRINT A$(I)\n"),
    ("20 PRINT A$(INT (RND*5)+1 TO INT (RND*5)+5)\n",
     "20 LET I=INT (RND*5)+1\n22 LET J=INT (RND*5)+5\n25 PRINT A$(I TO J)\n"),
    ("20 PRINT M$(INT (RND*3)+1,INT (RND*4)+1)\n",
     "20 LET I=INT (RND*3)+1\n22 LET J=INT (RND*4)+1\n25 PRINT M$(I,J)\n"),
    ("20 PRINT A$(2 TO 8)(INT (RND*7)+1)\n",
     "20 LET I=INT (RND*7)+1\n25 PRINT A$(2 TO 8)(I)\n"),
    ("20 PRINT (A$+\"XYZ\")(INT (RND*12)+1)\n",
     "20 LET I=INT (RND*12)+1\n25 PRINT (A$+\"XYZ\")(I)\n"),
    ("20 LET A$(INT (RND*9)+1)=\"*\"\n25 PRINT A$\n",
     "20 LET I=INT (RND*9)+1\n22 LET A$(I)=\"*\"\n25 PRINT A$\n"),
    ("20 LET M$(INT (RND*3)+1,INT (RND*4)+1)=CHR$ (38+INT (RND*26))\n25 PRINT M$(1);M$(2);M$(3)\n",
     "20 LET I=INT (RND*3)+1\n21 LET J=INT (RND*4)+1\n22 LET C$=CHR$ (38+INT (RND*26))\n"
     "23 LET M$(I,J)=C$\n25 PRINT M$(1);M$(2);M$(3)\n"),
    ("20 LET B(INT (RND*5)+1)=INT (RND*100)\n25 PRINT B(1);B(2);B(3);B(4);B(5)\n",
     "20 LET I=INT (RND*5)+1\n22 LET V=INT (RND*100)\n23 LET B(I)=V\n25 PRINT B(1);B(2);B(3);B(4);B(5)\n"),
    ("20 PRINT (INT (RND*100)) AND (RND>.5)\n",
     "20 LET X=INT (RND*100)\n22 LET Y=RND>.5\n25 PRINT X AND Y\n"),
    ("20 PRINT (RND>.5) OR (INT (RND*100))\n",
     "20 LET X=RND>.5\n22 LET Y=INT (RND*100)\n25 PRINT X OR Y\n"),
    ("20 PRINT 0 AND INT (RND*10)\n",
     "20 LET X=INT (RND*10)\n25 PRINT 0 AND X\n"),
    ("20 PRINT INT (RND*100)-INT (RND*100)\n",
     "20 LET X=INT (RND*100)\n22 LET Y=INT (RND*100)\n25 PRINT X-Y\n"),
]

SETUP = ("5 RAND {seed}\n10 LET A$=\"ABCDEFGHI\"\n12 DIM M$(3,4)\n14 DIM B(5)\n"
         "16 LET M$(1)=\"NSEW\"\n17 LET M$(2)=\"1234\"\n18 LET M$(3)=\"WXYZ\"\n")
AFTER = "90 PRINT RND\n"


def _screen(body: str, seed: int, hot: int) -> list[str]:
    saved = SinclairCompiler.HOT
    SinclairCompiler.HOT = hot
    try:
        r = run_source("# dialect: zx81\n" + SETUP.format(seed=seed) + body + AFTER)
    finally:
        SinclairCompiler.HOT = saved
    return [row.rstrip() for row in r["rows"]]


@pytest.mark.parametrize("hot", [0, 64], ids=["generated", "closures"])
@pytest.mark.parametrize("seed", [7, 300, 12345])
@pytest.mark.parametrize("inline,spelt", PAIRS, ids=[str(k) for k in range(len(PAIRS))])
def test_rnd_in_one_position_is_evaluated_once_in_order(inline: str, spelt: str, seed: int,
                                                         hot: int) -> None:
    assert _screen(inline, seed, hot) == _screen(spelt, seed, hot)


def test_let_finds_its_target_before_the_value() -> None:
    """CLASS-1 before SCANNING: the subscript's report comes first."""
    r = run_source("# dialect: zx81\n10 DIM A(5)\n20 LET A(10)=1/0\n")
    assert r["report"] == "3/20"

"""Calibrate ``--speed authentic``: how many frames BM1-BM8 take here, on the
real ROM (the oracle) and on the real machine (published seconds x 50).

Run from the repository root:  .venv/bin/python tests/frontends/calibrate_speed.py
(it needs the oracle in ../shared/zxrom for the ROM column; add ``--micro`` to
also print the ROM's cost of single statements, which is where the numbers in
PROPOSED below come from).

It prints, per benchmark, the frames of a headless run with the cost model in
basic/runtime/compile.py, the frames with the model proposed here
(:func:`proposed_cost`, patched in for the run only), the oracle's frames and
the published figure, and the ratios.  Nothing in the package is changed.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT))
ORACLE_DIR = Path(os.environ.get("ZXORACLE_DIR", ROOT.parent / "shared" / "zxrom"))
BENCH = Path(os.environ.get("BENCH_DIR", ROOT.parent / "shared" / "bench"))

#: published Spectrum seconds (../shared/bench/published.md)
PUBLISHED = {1: 4.4, 2: 8.2, 3: 20.0, 4: 19.2, 5: 23.1, 6: 53.4, 7: 77.6, 8: 23.9}

# ---------------------------------------------------------------------------
# the proposed model: T-states measured on the ROM with the oracle (--micro)
# ---------------------------------------------------------------------------

LINE_START = 1500          # the first statement of a line: NEXT-LINE, line number, length
LINE_SEARCH = 250          # per program line the ROM's LINE-ADDR passes on a jump
STATEMENT = {              # a statement's own work, its expressions not included
    "Let": 4750, "If": 2700, "Goto": 5000, "Gosub": 5000, "Return": 3000,
    "For": 17000, "Next": 13400, "Rem": 0, "Dim": 12500, "Poke": 6500,
    "Print": 3000, "Plot": 8000, "Draw": 20000, "Circle": 40000,
    "Border": 4500, "Colour": 5500, "Cls": 30000, "Randomize": 5000,
    "Read": 6000, "Restore": 4000, "Data": 500, "Stop": 1000, "Pause": 3000,
}
DEFAULT_STATEMENT = 5000
NODE = {"Num": 600, "BinNum": 600, "Str": 1000, "Var": 1450, "Index": 8000, "Slice": 9000,
        "FnCall": 30000, "Range": 0, "PrintSep": 300, "PrintAt": 6000, "PrintTab": 6000,
        "PrintColour": 3000, "PrintExpr": 2000, "InputVar": 0, "PrintStream": 3000}
BINARY = {"+": 3500, "-": 3500, "*": 5500, "/": 11500, "^": 393000, "AND": 3500, "OR": 3500,
          "=": 4500, "<>": 4500, "<": 4500, ">": 4500, "<=": 4500, ">=": 4500}
UNARY = {"-": 2300, "NOT": 2450}
CALL = {"SIN": 143000, "COS": 150000, "TAN": 301000, "ATN": 225000, "ASN": 300000,
        "ACS": 300000, "LN": 236000, "EXP": 151000, "SQR": 395000, "INT": 4700, "ABS": 2300,
        "SGN": 2600, "RND": 48000, "STR$": 47000, "VAL": 21000, "VAL$": 21000, "CHR$": 7000,
        "CODE": 4300, "LEN": 4300, "PEEK": 4000, "INKEY$": 6500, "POINT": 8000,
        "ATTR": 8000, "SCREEN$": 17000, "USR": 2500, "PI": 1500, "IN": 3000}
DEFAULT_CALL = 10000
PRINT_CHAR = 2200          # per character a PRINT item puts on the screen (estimated
                           # for variables: 5 characters)
PRINT_NUMBER = 30000       # converting a number to its digits


def expression_cost(node: Any) -> int:
    """T-states to evaluate an expression (or a PRINT item) on the ROM."""
    from basic.syntax import ast
    if isinstance(node, list):
        return sum(expression_cost(n) for n in node)
    if not isinstance(node, ast.Node):
        return 0
    kind = type(node).__name__
    if kind == "Binary":
        own = BINARY.get(node.op, 6000)
    elif kind == "Unary":
        own = UNARY.get(node.op, 2300)
    elif kind == "Call":
        own = CALL.get(node.name, DEFAULT_CALL)
    elif kind == "PrintExpr":
        e = node.expr
        if isinstance(e, ast.Str):
            own = NODE["PrintExpr"] + PRINT_CHAR * len(e.value)
        elif getattr(e, "is_string", False):
            own = NODE["PrintExpr"] + PRINT_CHAR * 5
        else:
            own = NODE["PrintExpr"] + PRINT_NUMBER + PRINT_CHAR * 5
    else:
        own = NODE.get(kind, 1000)
    children = 0
    for name in getattr(node, "__slots__", ()):
        v = getattr(node, name, None)
        if isinstance(v, (ast.Node, list)):
            children += expression_cost(v)
    return own + children


def proposed_cost(compiler: Any, node: Any, idx: int) -> int:
    """The whole proposal: line start + statement + expressions + the line
    search of a jump with a constant target (NEXT: back to its FOR's line)."""
    from basic.syntax import ast
    layout = compiler.layout
    kind = type(node).__name__
    cost = STATEMENT.get(kind, DEFAULT_STATEMENT)
    if 0 <= idx < len(layout.where) and layout.where[idx][1] == 1:
        cost += LINE_START
    for name in getattr(node, "__slots__", ()):
        v = getattr(node, name, None)
        if isinstance(v, (ast.Node, list)):
            cost += expression_cost(v)
    target_line = None
    if kind in ("Goto", "Gosub") and isinstance(node.target, ast.Num):
        target_line = int(float(node.target.text))
    elif kind == "Next":
        for back in range(idx - 1, -1, -1):
            other = layout.nodes[back]
            if isinstance(other, ast.For) and (node.var is None or other.var.lower() == node.var.lower()):
                target_line = layout.where[back][0]
                break
    if target_line is not None:
        from bisect import bisect_left
        cost += LINE_SEARCH * bisect_left(layout.line_numbers, target_line)
    return cost


def run_ours(path: Path, proposed: bool) -> int:
    from basic.headless import run_source
    from basic.runtime import compile as comp
    original = comp.Compiler.cost
    original_layout = comp.Compiler.compile_layout
    if proposed:
        def compile_layout(self, layout):                       # noqa: ANN001
            self.layout = layout
            self.before_compile(layout)
            stmts, costs = [], []
            for idx in range(layout.program_size):
                n = layout.nodes[idx]
                stmts.append(self.stmt(n, idx))
                costs.append(proposed_cost(self, n, idx))
            stmts.append(comp._end_sentinel)
            costs.append(0)
            return stmts, costs
        comp.Compiler.compile_layout = compile_layout
    try:
        res = run_source(path.read_text(), frames=10 ** 9)
    finally:
        comp.Compiler.cost = original
        comp.Compiler.compile_layout = original_layout
    assert res["stop_reason"] == "ended", res["stop_reason"]
    return res["frames"]


def run_rom(path: Path) -> int | None:
    if not ORACLE_DIR.exists():
        return None
    sys.path.insert(0, str(ORACLE_DIR))
    from zxoracle import run_basic
    return run_basic(path.read_text(), max_frames=10 ** 6)["frames"]


MICRO = ["REM", "LET k=1", "LET k=x", "LET k=x+y", "LET k=x-y", "LET k=x*y", "LET k=x/y",
         "LET k=x^2", "LET k=SIN x", "LET k=LN x", "LET k=SQR x", "LET k=INT x", "LET k=RND",
         "LET k=m(3)", "LET m(3)=x", "LET a$=\"xyz\"", "IF x=y THEN GO TO 10", "GO TO 40",
         "PRINT AT 0,0;\"abcdefghij\";", "PRINT AT 0,0;x;"]


def micro() -> None:
    """The ROM's cost of single statements (each on its own line in a loop)."""
    sys.path.insert(0, str(ORACLE_DIR))
    from zxoracle import run_basic
    n = 1000
    setup = '10 LET x=1.5: LET y=2: LET z=3: LET a$="abc": DIM m(5): LET k=1\n'

    def frames(body: str) -> int:
        prog = setup + f"20 FOR i=1 TO {n}\n" + (f"30 {body}\n" if body else "") + "40 NEXT i\n"
        return run_basic(prog, max_frames=10 ** 6, idle_frames=0)["frames"]
    base = frames("")
    print(f"{'T-states':>9}  statement (own line, in a FOR loop)")
    for body in MICRO:
        print(f"{round((frames(body) - base) * 69888 / n):9d}  {body}")


def main() -> None:
    if "--micro" in sys.argv:
        micro()
        print()
    print(f"{'':4} {'ours now':>9} {'proposed':>9} {'ROM':>6} {'real':>6}   "
          f"{'now/real':>8} {'prop/real':>9} {'ROM/real':>8}")
    for i in range(1, 9):
        path = BENCH / "programs" / f"bm{i}.zx.bas"
        now = run_ours(path, False)
        prop = run_ours(path, True)
        rom = run_rom(path)
        real = PUBLISHED[i] * 50
        rom_s = f"{rom:6d}" if rom is not None else "     -"
        rom_r = f"{rom / real:8.2f}" if rom is not None else "       -"
        print(f"BM{i} {now:9d} {prop:9d} {rom_s} {real:6.0f}   {now / real:8.2f} "
              f"{prop / real:9.2f} {rom_r}")


if __name__ == "__main__":
    main()

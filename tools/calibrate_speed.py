"""Calibrate ``--speed authentic``: how many frames BM1-BM8 take here, on the
real ROM (the oracle) and on the real machine (published seconds x 50).

Run from the repository root:  .venv/bin/python tools/calibrate_speed.py
(the ROM column needs the oracle, zxoracle, found as tools/oracles.py says;
without it the column is blank; add ``--micro`` to
also print the ROM's cost of single statements, which is where the numbers in
basic/dialects/sinclair/timing.py come from).
"""
from __future__ import annotations

import sys
from pathlib import Path

from oracles import zxoracle, zxoracle_dir

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT))
BENCH = ROOT / "bench"

#: published Spectrum seconds (bench/published.md)
PUBLISHED = {1: 4.4, 2: 8.2, 3: 20.0, 4: 19.2, 5: 23.1, 6: 53.4, 7: 77.6, 8: 23.9}


def run_ours(path: Path) -> int:
    from basic.frontends.headless import run_source
    res = run_source(path.read_text(), frames=10 ** 9)
    assert res["stop_reason"] == "ended", res["stop_reason"]
    return res["frames"]


def run_rom(path: Path) -> int | None:
    if not (zxoracle_dir() / "zxoracle.py").is_file():
        return None
    return zxoracle().run_basic(path.read_text(), max_frames=10 ** 6)["frames"]


MICRO = ["REM", "LET k=1", "LET k=x", "LET k=x+y", "LET k=x-y", "LET k=x*y", "LET k=x/y",
         "LET k=x^2", "LET k=SIN x", "LET k=LN x", "LET k=SQR x", "LET k=INT x", "LET k=RND",
         "LET k=m(3)", "LET m(3)=x", "LET a$=\"xyz\"", "IF x=y THEN GO TO 10", "GO TO 40",
         "PRINT AT 0,0;\"abcdefghij\";", "PRINT AT 0,0;x;"]


def micro() -> None:
    """The ROM's cost of single statements (each on its own line in a loop)."""
    run_basic = zxoracle().run_basic
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
    print(f"{'':4} {'ours':>9} {'ROM':>6} {'real':>6}   {'ours/real':>9} {'ROM/real':>8}")
    for i in range(1, 9):
        path = BENCH / "programs" / f"bm{i}.zx.bas"
        ours = run_ours(path)
        rom = run_rom(path)
        real = PUBLISHED[i] * 50
        rom_s = f"{rom:6d}" if rom is not None else "     -"
        rom_r = f"{rom / real:8.2f}" if rom is not None else "       -"
        print(f"BM{i} {ours:9d} {rom_s} {real:6.0f}   {ours / real:9.2f} {rom_r}")


if __name__ == "__main__":
    main()

"""Calibrate the Commodore 64's cost model (basic/dialects/c64/cost.py)
against the genuine BASIC V2 ROM.

``--measure`` runs the ROM (901226-01) in the py65 6502 simulator of
tests/c64/oracle/c64oracle.py and counts its cycles (``mpu.processorCycles``)
for BM1-BM8 and for small probe programs, each probe one statement on its own
line inside ``FOR I=1 TO N ... NEXT I`` (its cost is the difference from the
empty loop, per pass).  The result goes to tests/c64/golden/rom_cycles.json,
which tests/runtime/test_c64_timing_model.py reads, so the test never needs
the oracle.  It needs a Python with py65 and the ROM images built by
tests/numbers/cbm_oracle/build.sh (in /tmp/cbm_oracle):

    /tmp/cbm_oracle_venv/bin/python tools/calibrate_c64_speed.py --measure

Without ``--measure`` (any Python with the project) it prints, from the JSON,
the ROM's cost of every probe next to our model's, and BM1-BM8 as ROM cycles,
jiffies and seconds next to ours and the published real-machine times:

    .venv/bin/python tools/calibrate_c64_speed.py

The KERNAL of the oracle is Python stubs, so two corrections are made to the
simulator's count: STOP ($FFE1, called by BASIC before every statement) costs
13 cycles more on the real KERNAL than the stub's RTS (JMP ($0328) 5, LDA $91
3, CMP #$7F 2, BNE 3 against nothing), added per call; CHROUT's screen work
is not counted at all (the benchmarks print a few dozen characters: well
under a jiffy).  The real machine's jiffy, the VIC's bad lines and the jiffy
interrupt are in basic/dialects/c64/machine.py (JIFFY_CYCLES).
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT))
BENCH = ROOT / "bench"
GOLDEN = ROOT / "tests" / "c64" / "golden" / "rom_cycles.json"
ORACLE = ROOT / "tests" / "c64" / "oracle"

#: published real C64 seconds (bench/published.md, "Commodore 64 (measured 2023)", S1)
PUBLISHED = {1: 1.35, 2: 9.48, 3: 18.02, 4: 19.88, 5: 21.47, 6: 31.98, 7: 50.50, 8: 12.43}
STOP_EXTRA = 13          # real STOP minus the stub's RTS, per call
PROBE_PASSES = 100

SETUP = '10 X=1.5:Y=2:Z=3:K=1:A$="ABC":B$="12.5":DIM M(5)\n'
#: one statement each (line 30, inside the loop); the model's parts it tests
PROBES = [
    ":", "REM", "REM ABCDEFGHIJ",
    "K=1", "K=X", "K=Z", "K=12345", "K=1.5", "K=X:K=X", "LET K=X",
    "K=X+Y", "K=X-Y", "K=X*Y", "K=X/Y", "K=X^Y", "K=X AND Y", "K=X OR Y",
    "K=X=Y", "K=X<Y", "K=X>Y", "K=X<>Y", "K=-X", "K=NOT X", "K=(X)",
    "K=SIN(X)", "K=COS(X)", "K=TAN(X)", "K=ATN(X)", "K=LOG(X)", "K=EXP(X)", "K=SQR(X)",
    "K=INT(X)", "K=ABS(X)", "K=SGN(X)", "K=RND(1)", "K=PEEK(0)", "K=FRE(0)", "K=POS(0)",
    "K=LEN(A$)", "K=ASC(A$)", "K=VAL(B$)", "C$=STR$(X)", "C$=CHR$(65)",
    "C$=LEFT$(A$,2)", "C$=RIGHT$(A$,2)", "C$=MID$(A$,2,1)",
    'C$="XYZ"', "C$=A$", "C$=A$+A$",
    "K=M(3)", "M(3)=X", "K=M(X)",
    "IF X=Y THEN K=1", "IF X<Y THEN K=1", "IF X<Y THEN 40",
    "GOTO 40", "GOSUB 900", "ON 1 GOTO 40",
    "FOR J=1 TO 1:NEXT J", "POKE 828,X", "PRINT \"\";", "DEF FN F(Q)=Q", "K=FN F(X)",
    "READ K:RESTORE", "RESTORE", "GET C$", "PRINT X;", "PRINT A$;", "PRINT",
    # checks: statements of the benchmarks and longer expressions
    "K=K+1", "K=X/2*3+4-5", "K=X/X*X+X-X", "M(I/20)=X", "K=X+Y+Z", "K=SIN(X)+COS(X)*2",
    "IF X=Y THEN 40", "K=0", "K=10", "K=1000", "K=5", "K=.5", "K=1E3",
]
#: lines a jump passes: GOTO 40 over 10 REM lines (forward: the ROM searches
#: from the next line) and GOSUB to a line after 10 others
FILLER = "".join(f"{31 + i} REM\n" for i in range(9))


def probe_program(body: str, filler: str = "") -> str:
    lines = SETUP + f"20 FOR I=1 TO {PROBE_PASSES}\n"
    if body:
        lines += f"30 {body}\n"
    lines += filler + "40 NEXT I\n50 END\n"
    if "FN F(X)" in body and "DEF" not in body:
        lines = lines.replace("10 X", "10 DEF FN F(Q)=Q:X")
    if body.startswith("READ"):
        lines += "60 DATA 7\n"
    if "900" in body:
        lines += "900 RETURN\n"
    return lines


# -- the ROM (py65) ---------------------------------------------------------------
def _rom_class():
    sys.path.insert(0, str(ORACLE))
    from c64oracle import C64Basic

    class Timed(C64Basic):
        """The oracle, with cycle marks: RUN, every byte printed, STOP calls."""

        def __init__(self) -> None:
            super().__init__()
            self.marks: list[tuple[int, int]] = []
            self.start = None
            self.stops = 0
            self.handlers[0xFFE1] = self._stop_counted

        def _next_line(self):
            r = super()._next_line()
            if self.running and self.start is None:
                self.start = (self.mpu.processorCycles, self.stops)
            return r

        def _stop_counted(self) -> None:
            if self.running:
                self.stops += 1
            self._stop()

        def _chrout(self) -> None:
            if self.running:
                self.marks.append((self.mpu.a, self.mpu.processorCycles, self.stops))
            super()._chrout()
    return Timed


def rom_cycles(listing: str, between: str | None = None) -> dict:
    """The ROM's cycles for a whole RUN (STOP-corrected); with ``between``
    ("SE") also from the first print of one character to the first of the other."""
    m = _rom_class()()
    m.run(listing)
    c0, s0 = m.start
    end = [mk for mk in m.marks if mk[0] == ord("R")][-1]      # READY.
    out = {"run": end[1] - c0 + STOP_EXTRA * (end[2] - s0), "stops": end[2] - s0}
    if between:
        a = next(mk for mk in m.marks if mk[0] == ord(between[0]))
        b = next(mk for mk in m.marks if mk[0] == ord(between[1]))
        out["s_to_e"] = b[1] - a[1] + STOP_EXTRA * (b[2] - a[2])
    return out


def measure() -> None:
    data: dict = {"rom": "BASIC V2 901226-01 in py65 (tests/c64/oracle/c64oracle.py)",
                  "stop_extra_per_statement": STOP_EXTRA, "probe_passes": PROBE_PASSES,
                  "setup": SETUP.strip(), "bench": {}, "probes": {}}
    for i in range(1, 9):
        src = (BENCH / "programs" / f"bm{i}.c64.bas").read_text()
        data["bench"][f"bm{i}"] = rom_cycles(src, "SE")
        print(f"bm{i}", data["bench"][f"bm{i}"], flush=True)
    base = rom_cycles(probe_program(""))["run"]
    data["empty_loop_run"] = base
    for body in PROBES:
        c = rom_cycles(probe_program(body))["run"]
        data["probes"][body] = round((c - base) / PROBE_PASSES, 1)
        print(f"{data['probes'][body]:9.1f}  {body}", flush=True)
    # the line search: the same jumps with nine more lines to pass
    for body in ("GOTO 40", "GOSUB 900"):
        c = rom_cycles(probe_program(body, FILLER))["run"]
        data["probes"][body + " +9 lines"] = round((c - base) / PROBE_PASSES, 1)
    GOLDEN.write_text(json.dumps(data, indent=1) + "\n")
    print("wrote", GOLDEN.relative_to(ROOT))


# -- ours ------------------------------------------------------------------------------
def _run(listing: str) -> tuple[int, int]:
    """(frames, cycles charged) of a headless C64 run."""
    from basic.frontends import headless as h
    from basic.dialects import get_dialect
    host = h.HeadlessHost([], [], 0, 10 ** 7)
    machine, interp, parsed = h.load_listing(listing, get_dialect("c64"), host, False)
    interp.run(parsed.autostart)
    clock = machine.clock
    return clock.frames, clock.frames * clock.cycles_per_frame + clock.cycles_per_frame - clock.budget


def report() -> None:
    from basic.dialects.c64.jiffies import JIFFY_CYCLES
    data = json.loads(GOLDEN.read_text())
    base = _run(probe_program(""))[1]
    print(f"{'ROM':>8} {'ours':>8} {'ours/ROM':>8}  probe (cycles per pass)")
    for body, rom in data["probes"].items():
        extra = FILLER if body.endswith("+9 lines") else ""
        ours = (_run(probe_program(body.replace(" +9 lines", ""), extra))[1] - base) / PROBE_PASSES
        ratio = f"{ours / rom:8.2f}" if rom > 0 else "       -"
        print(f"{rom:8.0f} {ours:8.0f} {ratio}  {body}")
    print()
    print(f"jiffy: {JIFFY_CYCLES} cycles of BASIC (basic/dialects/c64/machine.py)")
    print(f"{'':4} {'ROM cycles':>10} {'ROM jif':>7} {'ROM s':>6} {'ours jif':>8} {'ours s':>6}"
          f" {'real s':>6}  {'ours/ROM':>8} {'ROM/real':>8}")
    for i in range(1, 9):
        rom = data["bench"][f"bm{i}"]["run"]
        src = (BENCH / "programs" / f"bm{i}.c64.bas").read_text()
        frames = _run(src)[0]
        rj = rom / JIFFY_CYCLES
        print(f"BM{i} {rom:10d} {rj:7.0f} {rj / 60:6.2f} {frames:8d} {frames / 60:6.2f}"
              f" {PUBLISHED[i]:6.2f}  {frames / rj:8.3f} {rj / 60 / PUBLISHED[i]:8.3f}")


if __name__ == "__main__":
    if "--measure" in sys.argv:
        measure()
    else:
        report()

"""How fast machine code runs on the Z80 machines here: T-states a second of
a routine running through run_routine (basic/dialects/z80/call.py), with the
machine's frame hook every frame, for a loop of loads, stores, an add and
branches over free RAM (and, on the Spectrum, the screen, whose memory is
contended).

    .venv/bin/python tools/bench_z80.py [frames]

The real Z80 runs 3,500,000 T-states a second in a Spectrum, 3,250,000 in a
ZX81 (a quarter of it in SLOW mode).
"""
from __future__ import annotations

import sys
import time

from basic.frontends.headless import run_source

LOOP = "33,0,128,17,0,129,1,0,2,126,198,1,18,35,19,11,120,177,32,246,24,238"
# LD HL,32768: LD DE,33024: LD BC,512: loop: LD A,(HL): ADD A,1: LD (DE),A: INC HL:
# INC DE: DEC BC: LD A,B: OR C: JR NZ,loop: JR start


def main() -> None:
    frames = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    programs = {
        "spectrum": f"10 FOR i=0 TO 21: READ a: POKE 40000+i,a: NEXT i\n20 DATA {LOOP}\n"
                    "30 RANDOMIZE USR 40000\n",
        "zx81": "# dialect: zx81\n10 LET A$=\"2100801100810100027EC60112231309\"\n"
                "15 LET A$=A$+\"0B78B120F618EE\"\n"
                "20 FOR I=1 TO LEN A$-1 STEP 2\n"
                "30 POKE 20000+(I-1)/2,16*CODE A$(I)+CODE A$(I+1)-476\n40 NEXT I\n"
                "50 FAST\n60 RAND USR 20000\n",
    }
    per_frame = {"spectrum": 69888, "zx81": 65000}
    for name, text in programs.items():
        start = time.process_time()
        result = run_source(text, frames=frames, idle_frames=0)
        seconds = time.process_time() - start
        tstates = result["frames"] * per_frame[name]
        print(f"{name}: {result['frames']} frames ({result['stop_reason']}) in {seconds:.2f} s: "
              f"{tstates / seconds / 1e6:.0f} million T-states/s, "
              f"{result['frames'] / seconds:,.0f} frames/s")


if __name__ == "__main__":
    main()

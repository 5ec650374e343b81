"""Run the Spectrum forms of the benchmarks on the genuine 48K ROM; store the answers.

Writes tests/bench/golden/rom_runs.json: for each program at scales 1 and 2,
the listing as ``bench/harness/scaling.py`` made it, the lines the ROM's editor
rejected, the screen rows, the report and the frames the run took (50 per
second of a real Spectrum, memory contention included).  The tests check the
runner's scaling and output checker against these answers without needing the
oracle.  Needs the oracle (zxoracle, found as tools/oracles.py says); takes
about a minute:

    .venv/bin/python tests/bench/regen_rom_golden.py
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "bench"))
sys.path.insert(0, str(REPO / "tools"))

from harness.programs import ALL_PROGRAMS, source  # noqa: E402
from harness.scaling import scale_listing  # noqa: E402
from oracles import zxoracle  # noqa: E402

GOLDEN = Path(__file__).resolve().parent / "golden" / "rom_runs.json"
SCALES = (1, 2)
MAX_FRAMES = 2_000_000


def main() -> int:
    run_basic = zxoracle().run_basic

    runs: dict[str, dict] = {}
    for scale in SCALES:
        for name in ALL_PROGRAMS:
            listing = scale_listing(name, "zx", source(name, "zx"), scale)
            result = run_basic(listing, max_frames=MAX_FRAMES, want_bitmap=False)
            key = f"{name}@{scale}"
            runs[key] = {
                "program": name, "scale": scale, "listing": listing,
                "rejected_lines": result["rejected_lines"], "rows": result["rows"],
                "report": result["report"], "stop_reason": result["stop_reason"],
                "frames": result["frames"],
            }
            print(f"{key}: {result['report']} after {result['frames']} frames "
                  f"({result['frames'] / 50:.1f} s on a Spectrum)", flush=True)
    GOLDEN.parent.mkdir(parents=True, exist_ok=True)
    GOLDEN.write_text(json.dumps({"source": "zxoracle run_basic, genuine 48K ROM",
                                  "runs": runs}, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""The Commodore 64's machine-time model: BM1-BM8 take as many jiffies here
as the genuine BASIC V2 ROM takes, within TOLERANCE.

The ROM's cycles were counted in the py65 6502 simulator
(tools/calibrate_c64_speed.py --measure, which writes
tests/c64/golden/rom_cycles.json, so this test does not need the oracle) and
become jiffies with the cycles BASIC gets per PAL jiffy (JIFFY_CYCLES:
16421 less the VIC's bad lines and the jiffy interrupt).  This is not a
wall-clock test: frames are counted from each statement's cost
(basic/dialects/c64/cost.py), so the result is deterministic.  TI,
headless frame limits and ``--speed authentic`` all run on these jiffies."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from basic.dialects.c64.jiffies import JIFFY_CYCLES
from basic.frontends.headless import run_source

ROOT = Path(__file__).resolve().parents[2]
BENCH = ROOT / "bench"
ROM = json.loads((ROOT / "tests" / "c64" / "golden" / "rom_cycles.json").read_text())
NAMES = [f"bm{i}" for i in range(1, 9)]
TOLERANCE = 0.05

#: frames of the model before its calibration (2024: fixed guesses per node,
#: 16421 cycles a jiffy), as ``basic run bmN.c64.bas --headless`` counted them
OLD_MODEL_FRAMES = {"bm1": 61, "bm2": 435, "bm3": 929, "bm4": 1026, "bm5": 1212,
                    "bm6": 1669, "bm7": 2643, "bm8": 340}
#: the published PAL times (bench/published.md, "Commodore 64 (measured 2023)")
PUBLISHED_SECONDS = {"bm1": 1.35, "bm2": 9.48, "bm3": 18.02, "bm4": 19.88, "bm5": 21.47,
                     "bm6": 31.98, "bm7": 50.50, "bm8": 12.43}


def rom_jiffies(name: str) -> float:
    return ROM["bench"][name]["run"] / JIFFY_CYCLES


def close_enough(frames: float, name: str) -> bool:
    return frames == pytest.approx(rom_jiffies(name), rel=TOLERANCE)


@pytest.mark.parametrize("name", NAMES)
def test_benchmark_takes_the_roms_time(name: str) -> None:
    result = run_source((BENCH / "programs" / f"{name}.c64.bas").read_text(),
                        frames=10 ** 6, dialect="c64")
    assert result["stop_reason"] == "ended"
    assert close_enough(result["frames"], name), (result["frames"], rom_jiffies(name))


def test_the_tolerance_catches_the_old_model() -> None:
    """The check is sharp enough: the uncalibrated model fails it on every program."""
    assert not any(close_enough(OLD_MODEL_FRAMES[n], n) for n in NAMES)


def test_rom_jiffies_agree_with_the_real_machine() -> None:
    """The conversion (bad lines, jiffy IRQ) is right: the ROM's cycles give the
    measured PAL times; BM1-BM7 within 3% (BM8's SIN/LOG: the published time
    is 8% longer than the ROM's count, which the model follows)."""
    for name in NAMES[:7]:
        assert rom_jiffies(name) / 60 == pytest.approx(PUBLISHED_SECONDS[name], rel=0.03)

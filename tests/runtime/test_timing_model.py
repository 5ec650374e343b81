"""The machine-time model: BM1-BM8 take as long in machine time (frames) as
they took on a real 48K Spectrum (published seconds x 50), within 6%.

This is not a wall-clock timing test: frames are counted from each statement's
cost (basic/dialects/spectrum/timing.py), so the result is deterministic.
``--speed authentic`` paces by these frames, so this is what makes a 1983
delay loop last as long as it did."""
from __future__ import annotations

import csv
from pathlib import Path

import pytest

from basic.frontends.headless import run_source

BENCH = Path(__file__).resolve().parents[2] / "bench"


def _published() -> dict[str, float]:
    rows = [r for r in csv.reader(line for line in (BENCH / "published.csv").open()
                                  if not line.startswith("#"))]
    header, *data = rows
    spectrum = next(r for r in data if r[0] == "ZX Spectrum 48K")
    return {name: float(v) for name, v in zip(header[1:9], spectrum[1:9])}


@pytest.mark.parametrize("name", [f"bm{i}" for i in range(1, 9)])
def test_benchmark_takes_the_real_machines_time(name: str) -> None:
    seconds = _published()[name]
    result = run_source((BENCH / "programs" / f"{name}.zx.bas").read_text(), frames=10 ** 6)
    assert result["stop_reason"] == "ended"
    assert result["frames"] == pytest.approx(seconds * 50, rel=0.06)

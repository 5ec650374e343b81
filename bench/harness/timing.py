"""Timing: several runs per cell, output checked every time, medians kept.

A cell is one implementation on one program.  Each run is timed from process
start to exit (wall clock, ``time.perf_counter``); its output is checked
before the time counts, and the first wrong output makes the cell FAIL (no
time).  Start-up is the median time of the ``empty`` program; a program's net
time is its median minus that start-up.  The Python twins run in-process, and
so does ours (harness/inprocess.py times the run inside the process), so their
start-up is zero by construction and nothing is subtracted.
"""
from __future__ import annotations

import statistics
import subprocess
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Optional

from .checking import check_output
from .implementations import Implementation
from .twins import expected_output, time_twin

OK, FAIL, TIMEOUT, NA, MISSING = "ok", "FAIL", "timeout", "n/a", "not installed"

Progress = Callable[[str], None]


@dataclass
class Cell:
    """The result of one implementation on one program."""
    status: str
    samples: list[float] = field(default_factory=list)
    reason: str = ""
    startup: float = 0.0            # subtracted from the median to get ``net``

    @property
    def median(self) -> Optional[float]:
        return statistics.median(self.samples) if self.status == OK and self.samples else None

    @property
    def net(self) -> Optional[float]:
        """Median seconds less start-up; None when there is no valid time."""
        median = self.median
        if median is None:
            return None
        return max(median - self.startup, 0.0)

    def as_json(self) -> dict:
        return {"status": self.status, "samples": self.samples, "median": self.median,
                "startup": self.startup, "net": self.net, "reason": self.reason}


def _short(text: str, limit: int = 160) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[:limit - 3] + "..."


def time_program(impl: Implementation, path: Path, expected: str, runs: int,
                 timeout: float, progress: Progress = lambda _: None) -> Cell:
    """Run ``path`` ``runs`` times with ``impl``; check each output."""
    cell = Cell(OK)
    for i in range(runs):
        start = time.perf_counter()
        try:
            done, inside = impl.run(path, timeout)
        except subprocess.TimeoutExpired:
            return Cell(TIMEOUT, reason=f"over {timeout:g} s")
        except OSError as exc:
            return Cell(FAIL, reason=f"cannot start: {exc}")
        elapsed = time.perf_counter() - start
        if impl.inprocess and inside is None:
            return Cell(FAIL, reason=f"no in-process time; stderr: {_short(done.stderr)}")
        if inside is not None:
            elapsed = inside
        verdict = check_output(done.stdout, expected)
        if not verdict:
            why = f"{verdict.reason}; exit {done.returncode}"
            if done.stderr.strip():
                why += f"; stderr: {_short(done.stderr)}"
            return Cell(FAIL, reason=why)
        cell.samples.append(elapsed)
        progress(f"{impl.label} {path.name} run {i + 1}/{runs}: {elapsed:.3f} s")
    return cell


def time_twin_cell(name: str, scale: int, runs: int,
                   progress: Progress = lambda _: None) -> Cell:
    """The Python twin of ``name``, in-process, ``runs`` times."""
    cell = Cell(OK)
    expected = expected_output(name, scale)
    for i in range(runs):
        elapsed, printed = time_twin(name, scale)
        verdict = check_output(printed, expected)
        if not verdict:  # a twin that is not deterministic
            return Cell(FAIL, reason=verdict.reason)
        cell.samples.append(elapsed)
        progress(f"python {name} run {i + 1}/{runs}: {elapsed:.4f} s")
    return cell


def probe(impl: Implementation, path: Path, expected: str, timeout: float) -> None:
    """Mark ``impl`` n/a if it cannot even run the ``empty`` program."""
    if not impl.available:
        return
    cell = time_program(impl, path, expected, 1, timeout)
    if cell.status != OK:
        impl.available = False
        impl.reason = f"cannot run {path.name}: {cell.reason}"

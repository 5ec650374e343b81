"""The real machines' published BM1–BM8 times (``bench/published.csv``).

The CSV (its sources in ``bench/published.md``) has
``#`` comment lines, a header ``machine,bm1,...,bm8,source`` and one row per
machine; an empty cell means no figure could be sourced.  The runner compares
the Spectrum forms with the ZX Spectrum 48K row and the C64 forms with the
C64 row measured in 2023, the only C64 row with all eight figures.
"""
from __future__ import annotations

import csv
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

from .programs import PUBLISHED_CSV, RUGG_FELDMAN

ZX_MACHINE = "ZX Spectrum 48K"
C64_MACHINE = "Commodore 64 (measured 2023)"

#: Which real machine each source form is compared with.
MACHINE_FOR_FORM = {"zx": ZX_MACHINE, "c64": C64_MACHINE}


@dataclass(frozen=True)
class MachineTimes:
    machine: str
    seconds: dict[str, Optional[float]]   # bm1..bm8 -> seconds, None if unknown
    source: str


def parse_published(text: str) -> dict[str, MachineTimes]:
    """Machine name -> its times, from the CSV text."""
    rows = [line for line in text.splitlines() if line.strip() and not line.lstrip().startswith("#")]
    table: dict[str, MachineTimes] = {}
    for row in csv.DictReader(rows):
        seconds: dict[str, Optional[float]] = {}
        for name in RUGG_FELDMAN:
            cell = (row.get(name) or "").strip()
            seconds[name] = float(cell) if cell else None
        machine = row["machine"].strip()
        table[machine] = MachineTimes(machine, seconds, (row.get("source") or "").strip())
    return table


def load_published(path: Path = PUBLISHED_CSV) -> dict[str, MachineTimes]:
    return parse_published(path.read_text(encoding="utf-8"))


def real_seconds(table: dict[str, MachineTimes], form: str, name: str,
                 scale: int) -> Optional[float]:
    """The real machine's time for ``name`` in ``form``, scaled by ``scale``
    (the scaled programs do ``scale`` times the published work), or None."""
    machine = MACHINE_FOR_FORM.get(form)
    if machine is None or machine not in table:
        return None
    seconds = table[machine].seconds.get(name)
    return None if seconds is None else seconds * scale

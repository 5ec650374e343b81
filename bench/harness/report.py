"""The tables: seconds per implementation, ratios, geometric means, JSON.

Ratios are arranged so that each reads naturally: ``ours/py`` is how many
times slower than the hand-written Python we are (lower is better);
``X/ours`` (a peer, a real machine, or ``before``: an earlier version of
ours, ``run.py --before``) is how many times faster we are than X
(higher is better); ``X/py`` is a peer's own distance from Python, the bar we
have to beat.  A peer that runs the C64 forms is compared with ours on the C64
forms; until we have them, with ours on the Spectrum forms, marked ``*``.
"""
from __future__ import annotations

import math
import platform
from dataclasses import dataclass, field
from pathlib import Path
from typing import Optional

from .implementations import Implementation
from .programs import REPO_DIR, STARTUP, WORKLOADS
from .published import MACHINE_FOR_FORM, MachineTimes, real_seconds
from .timing import OK, Cell

PYTHON = "python"


@dataclass
class Results:
    scale: int
    runs: int
    impls: list[Implementation]                 # subprocess columns, in order
    cells: dict[str, dict[str, Cell]]           # column key -> program -> cell
    published: dict[str, MachineTimes]
    programs: tuple[str, ...] = WORKLOADS
    notes: list[str] = field(default_factory=list)
    scales: dict[str, int] = field(default_factory=dict)     # per program, else ``scale``

    def scale_of(self, name: str) -> int:
        return self.scales.get(name, self.scale)

    def net(self, key: str, name: str) -> Optional[float]:
        cell = self.cells.get(key, {}).get(name)
        return cell.net if cell else None


@dataclass
class RatioColumn:
    label: str
    values: dict[str, Optional[float]]
    marked: bool = False                        # compared with a fallback column


def geomean(values: list[float]) -> Optional[float]:
    positive = [v for v in values if v and v > 0]
    if not positive:
        return None
    return math.exp(sum(math.log(v) for v in positive) / len(positive))


def _ratio(a: Optional[float], b: Optional[float]) -> Optional[float]:
    if a is None or b is None or a <= 0 or b <= 0:
        return None
    return a / b


def _impl(results: Results, key: str) -> Optional[Implementation]:
    return next((i for i in results.impls if i.key == key), None)


def _usable(results: Results, key: str) -> bool:
    impl = _impl(results, key)
    return impl is not None and impl.available


def ratio_columns(results: Results) -> list[RatioColumn]:
    names = results.programs
    columns: list[RatioColumn] = []
    for impl in results.impls:
        if impl.available:
            columns.append(RatioColumn(f"{impl.label}/py", {
                n: _ratio(results.net(impl.key, n), results.net(PYTHON, n)) for n in names}))
    for impl in results.impls:
        if not impl.peer or not impl.available:
            continue
        ours_key = f"ours-{impl.form}"
        marked = False
        if not _usable(results, ours_key):
            ours_key, marked = "ours-zx", impl.form != "zx"
        if not _usable(results, ours_key):
            continue
        columns.append(RatioColumn(f"{impl.label}/ours", {
            n: _ratio(results.net(impl.key, n), results.net(ours_key, n)) for n in names}, marked))
    for form in ("zx", "c64"):
        if _usable(results, f"before-{form}") and _usable(results, f"ours-{form}"):
            columns.append(RatioColumn(f"before {form}/ours {form}", {
                n: _ratio(results.net(f"before-{form}", n), results.net(f"ours-{form}", n))
                for n in names}))
    for form, machine in MACHINE_FOR_FORM.items():
        key = f"ours-{form}"
        if not _usable(results, key):
            continue
        short = "ZX48K" if form == "zx" else "C64"
        columns.append(RatioColumn(f"{short}/ours {form}", {
            n: _ratio(real_seconds(results.published, form, n, results.scale_of(n)), results.net(key, n))
            for n in names}))
    return columns


def _fmt(value: Optional[float]) -> str:
    if value is None:
        return "-"
    if value == 0:
        return "~0"          # a net time lost in the start-up's noise
    if value >= 100:
        return f"{value:.0f}"
    return f"{value:.3g}" if value >= 0.001 else f"{value:.1e}"


def _cell_text(cell: Optional[Cell]) -> str:
    if cell is None:
        return "-"
    if cell.status != OK:
        return cell.status
    return _fmt(cell.net)


def _geo_text(values: list[Optional[float]], total: int) -> str:
    present = [v for v in values if v is not None and v > 0]
    mean = geomean(present)
    text = _fmt(mean)
    if mean is not None and len(present) < total:
        text += f" ({len(present)}/{total})"
    return text


def _table(header: list[str], rows: list[list[str]]) -> str:
    widths = [max(len(r[i]) for r in [header, *rows]) for i in range(len(header))]
    def line(cells: list[str]) -> str:
        return "  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in
                         enumerate(zip(cells, widths)))
    return "\n".join([line(header), line(["-" * w for w in widths]),
                      *(line(r) for r in rows)])


def _columns(results: Results) -> list[tuple[str, str]]:
    """(key, header) of every seconds column, Python last."""
    return [*((impl.key, impl.label) for impl in results.impls), (PYTHON, "python")]


def seconds_table(results: Results) -> str:
    cols = _columns(results)
    header = ["program", "scale", *(label for _, label in cols)]
    rows: list[list[str]] = []
    startup = ["start-up", ""]
    for key, _ in cols:
        impl = _impl(results, key)
        if impl is not None and not impl.available:
            startup.append("n/a" if impl.argv else "not installed")
        elif key == PYTHON:
            startup.append("0 (in-process)")
        else:
            cell = results.cells.get(key, {}).get(STARTUP)
            startup.append(_fmt(cell.median) if cell and cell.status == OK else _cell_text(cell))
    rows.append(startup)
    for name in results.programs:
        row = [name, f"x{results.scale_of(name)}"]
        for key, _ in cols:
            impl = _impl(results, key)
            if impl is not None and not impl.available:
                row.append("n/a" if impl.argv else "-")
            else:
                row.append(_cell_text(results.cells.get(key, {}).get(name)))
        rows.append(row)
    geo = ["geomean", ""]
    for key, _ in cols:
        geo.append(_geo_text([results.net(key, n) for n in results.programs],
                             len(results.programs)))
    rows.append(geo)
    return _table(header, rows)


def ratios_table(results: Results) -> str:
    columns = ratio_columns(results)
    if not columns:
        return "(no ratios: nothing to compare)"
    header = ["program", *(c.label + ("*" if c.marked else "") for c in columns)]
    rows = [[name, *(_fmt(c.values[name]) for c in columns)] for name in results.programs]
    rows.append(["geomean", *(_geo_text([c.values[n] for n in results.programs],
                                        len(results.programs)) for c in columns)])
    return _table(header, rows)


def render(results: Results) -> str:
    """The whole report as text."""
    parts = [
        f"Median of {results.runs} run(s) at each program's scale; seconds: ours and the "
        f"Python twins timed in-process, the peers with their start-up (the 'empty' "
        f"program's row, from start to exit) subtracted.",
        "",
        seconds_table(results),
        "",
        "Ratios: ours/py = times slower than Python (lower is better); "
        "X/ours = times faster than X we are (higher is better).",
        "",
        ratios_table(results),
    ]
    if any(c.marked for c in ratio_columns(results)):
        parts.append("* against ours on the .zx forms: ours has no C64 column yet.")
    notes = []
    for impl in results.impls:
        if not impl.available:
            notes.append(f"{impl.label}: {impl.reason}")
        for name, cell in results.cells.get(impl.key, {}).items():
            if cell.status != OK:
                notes.append(f"{impl.label} {name}: {cell.status}: {cell.reason}")
    for name, cell in results.cells.get(PYTHON, {}).items():
        if cell.status != OK:
            notes.append(f"python {name}: {cell.status}: {cell.reason}")
    notes.extend(results.notes)
    if notes:
        parts += ["", "Notes:", *(f"  {n}" for n in notes)]
    return "\n".join(parts)


def portable(argv: Optional[list[str]]) -> Optional[list[str]]:
    """A command as the JSON keeps it: a path inside the repository relative
    to it, any other path by its name, so a result names no folder of the
    machine it was measured on."""
    if argv is None:
        return None
    words = []
    for word in argv:
        path = Path(word)
        if path.is_absolute():
            word = (str(path.relative_to(REPO_DIR)) if path.is_relative_to(REPO_DIR)
                    else path.name)
        words.append(word)
    return words


def to_json(results: Results) -> dict:
    """Everything measured, for ``--json``."""
    impls = {}
    for impl in results.impls:
        impls[impl.key] = {
            "label": impl.label, "form": impl.form, "peer": impl.peer,
            "available": impl.available, "reason": impl.reason, "version": impl.version,
            "command": portable(impl.argv),
            "cells": {n: c.as_json() for n, c in results.cells.get(impl.key, {}).items()},
        }
    impls[PYTHON] = {
        "label": "python", "form": "py", "peer": False, "available": True, "reason": "",
        "version": platform.python_version(), "command": None,
        "cells": {n: c.as_json() for n, c in results.cells.get(PYTHON, {}).items()},
    }
    ratios = {c.label: {"values": c.values, "fallback_to_zx": c.marked,
                        "geomean": geomean([v for v in c.values.values() if v])}
              for c in ratio_columns(results)}
    return {
        "scale": results.scale, "runs": results.runs, "programs": list(results.programs),
        "scales": {n: results.scale_of(n) for n in results.programs},
        "host": {"python": platform.python_version(), "machine": platform.machine(),
                 "system": platform.platform()},
        "implementations": impls, "ratios": ratios, "notes": results.notes,
    }

"""A Spectrum's state as the oracle's ``--json`` shows it (zxoracle, docs/testing.md).

The screen fields come from :mod:`.decode` (``rows``, ``codes``,
``inverse``, ``attrs``, ``bitmap``); then the border, the report as the lower
screen shows it, ERR_NR, PPC, SUBPPC, and the variables and FOR loops in the
oracle's conventions.
"""
from __future__ import annotations

from typing import Any

from ...core.variables import StrArray, Variables
from . import sysvars as sv
from .decode import code_text, screen_fields


def machine_dump(machine: Any, report: Any, interp: Any) -> dict[str, Any]:
    """The oracle's ``--json`` fields for the machine's current state."""
    machine.frames.sync()
    memory = machine.memory
    d = memory.data
    result = screen_fields(memory)
    result["border"] = machine.screen.border
    result["report"] = machine.report_text if report is not None else None
    rows = result["rows"]
    result["report_screen"] = " ".join(r.strip() for r in rows[22:24] if r.strip())
    result["err_nr"] = d[sv.ERR_NR]
    result["ppc"] = memory.peek16(sv.PPC)
    result["subppc"] = d[sv.SUBPPC]
    result["vars"], result["for_loops"] = variables_dump(interp.vars)
    return result


def _text(value: str) -> str:
    return "".join(code_text(ord(c)) if c != "^" else "^" for c in value)


def variables_dump(store: Variables) -> tuple[dict[str, Any], dict[str, Any]]:
    """Variables in the oracle's ``vars`` / ``for_loops`` conventions."""
    out: dict[str, Any] = {}
    loops: dict[str, Any] = {}
    for name, slot in store.num_slots.items():
        value = store.num[slot]
        if value is None:
            continue
        out[name] = value
        loop = store.loops[slot]
        if loop is not None:
            loops[name] = {"value": value, "limit": loop.limit, "step": loop.step,
                           "line": loop.line, "stmt": loop.stmt}
    for name, slot in store.str_slots.items():
        value = store.str[slot]
        if value is None:
            continue
        if isinstance(value, StrArray):
            rows = [_text(r) for r in value.rows]
            out[name + "$()"] = rows[0] if not value.bounds else _nest(rows, value.bounds)
        else:
            out[name + "$"] = _text(value)
    for name, slot in store.arr_slots.items():
        arr = store.arr[slot]
        if arr is not None:
            out[name + "()"] = _nest(list(arr.data), arr.bounds)
    return out, loops


def _nest(flat: list[Any], bounds: list[int]) -> list[Any]:
    for size in reversed(bounds[1:]):
        flat = [flat[k:k + size] for k in range(0, len(flat), size)]
    return flat

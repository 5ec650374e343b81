"""What the ZX81 and ZX80 ROM-rule tests share: a golden case run headless
with the screen kept at every INPUT wait, as the oracles keep the ROM's
(``input_screens``), and the display file's rows padded to 32 cells."""
from __future__ import annotations

from typing import Any, Optional

from basic.core.errors import StopRun
from basic.core.host import HeadlessHost
from basic.core.machine import Machine
from basic.core.peripherals import Peripherals
from basic.dialects import get_dialect
from basic.frontends.runner import load_listing


class WatchingHost(HeadlessHost):
    """A headless host that keeps the screen at every INPUT wait."""

    def __init__(self, inputs: list[str], ram: int) -> None:
        super().__init__(inputs=inputs)
        self.peripherals = Peripherals(ram=ram)
        self.screens: list[list[list[int]]] = []

    def input_line(self, machine: Machine) -> Optional[str]:
        self.screens.append(screen_codes(machine))
        return super().input_line(machine)


def screen_codes(machine: Any) -> list[list[int]]:
    return [list(row) for row in machine.screen.cells]


def run_case(dialect: str, case: dict[str, Any]) -> tuple[list[list[int]], list[list[list[int]]], str]:
    """(the 24 rows' codes at the end, the screens at the INPUT waits, the
    report as the machine shows it)."""
    host = WatchingHost(list(case.get("inputs", [])), case.get("ram", 16))
    machine, interp, _ = load_listing(f"# dialect: {dialect}\n" + case["listing"],
                                      get_dialect(dialect), host)
    try:
        interp.run(None)
    except StopRun:
        pass
    return screen_codes(machine), host.screens, machine.report_text


def padded(rows: list[list[int]]) -> list[list[int]]:
    return [row + [0] * (32 - len(row)) for row in rows]

"""A headless Sinclair run with one of the compiler's switches set, and all
that two runs must agree on: screen, report, variables (the machine's dump),
why it stopped, frames, the budget left in the frame, and where a stopped run
would go on.  The tests of the generated tier (``HOT``) and of empty loops
(``SPIN_EMPTY_LOOPS``) compare runs with a switch on and off."""
from __future__ import annotations

from typing import Any, Optional

from basic.core.errors import StopRun
from basic.core.host import HeadlessHost
from basic.dialects import get_dialect, program_dialect
from basic.dialects.sinclair.compiler import SinclairCompiler
from basic.frontends.runner import load_listing


def run_with(text: str, switch: str, value: Any, frames: int = 500000,
             dialect: Optional[str] = None, keys: tuple[str, ...] = ()) -> tuple[Any, ...]:
    """Run ``text`` (in ``dialect``, else the one it looks like) with
    ``SinclairCompiler.<switch>`` set to ``value``, at most ``frames`` frames."""
    saved = getattr(SinclairCompiler, switch)
    setattr(SinclairCompiler, switch, value)
    try:
        host = HeadlessHost(keys, [], 50, frames)
        chosen = get_dialect(dialect) if dialect else program_dialect(text)
        machine, interp, parsed = load_listing(text, chosen, host, False)
        stop, report = "ended", None
        try:
            report = interp.start(parsed)
        except StopRun as reason:
            stop = reason.reason
        dump = machine.dump(report if stop == "ended" else None, interp)
        clock = machine.clock
        return dump, stop, clock.frames, clock.budget, interp.stopped_at
    finally:
        setattr(SinclairCompiler, switch, saved)

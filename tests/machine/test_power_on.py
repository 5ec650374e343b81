"""A Spectrum just switched on: white paper, black ink, border 7, an empty
upper screen, as the genuine ROM leaves it in the editor
(golden/power_on.json, from tests/machine/regen_golden.py).  The REPL's
machine is one of these until a RUN, and again after NEW."""
from __future__ import annotations

import base64
import io
import json
import zlib
from pathlib import Path

from basic.dialects import get_dialect
from basic.dialects.spectrum import sysvars as sv
from basic.frontends.repl.commands import Repl
from basic.frontends.repl.console import Console

GOLDEN = json.loads((Path(__file__).parent / "golden" / "power_on.json").read_text())


def unpack(text: str) -> bytes:
    return zlib.decompress(base64.b64decode(text))


def assert_as_switched_on(machine) -> None:
    mem = machine.memory.data
    assert bytes(mem[0x5800:0x5B00]) == unpack(GOLDEN["attrs"])
    assert bytes(mem[0x4000:0x5000]) == unpack(GOLDEN["upper_display_file"])
    assert machine.screen.border == GOLDEN["border"]
    assert (mem[sv.ATTR_P], mem[sv.BORDCR]) == (GOLDEN["ATTR_P"], GOLDEN["BORDCR"])


def test_a_new_machine_is_as_the_rom_switches_on() -> None:
    assert_as_switched_on(get_dialect("spectrum").make_machine())


def test_the_repl_before_any_run_and_after_new(tmp_path: Path) -> None:
    out = io.StringIO()
    repl = Repl(get_dialect("spectrum"), Console(out), stdin=io.StringIO(), stdout=out,
                base_dir=tmp_path)
    assert_as_switched_on(repl.machine)
    repl.submit("PRINT ATTR (0,0)")
    assert out.getvalue().splitlines()[0] == "56"
    repl.submit("BORDER 1: PAPER 2: CLS")
    repl.submit("NEW")
    assert_as_switched_on(repl.machine)

"""The interpreter against the genuine C64 BASIC V2 ROM: every probe of
tests/c64/oracle/cases.py, side_effects_cases.py and temps_cases.py must print
exactly the bytes the ROM printed (golden/rom_cases.json, golden/side_effects.json
and golden/string_temps.json, made by oracle/gen_golden.py), counting columns as
the oracle's stream does.  test_codegen.py runs them all again through the
generated-code tier."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from .helpers import as_text, run

GOLDEN = {name: case
          for suite in ("rom_cases", "side_effects", "string_temps", "string_heap")
          for name, case in json.loads((Path(__file__).parent / "golden" / f"{suite}.json").read_text()).items()}


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_prints_what_the_rom_printed(name: str) -> None:
    case = GOLDEN[name]
    _, _, host, reason = run(case["listing"], case["inputs"], case["chars"], stream_column=True)
    assert as_text(host.codes) == as_text(case["codes"])
    assert host.codes == case["codes"]

"""Short ZX81 programs print what the genuine 8K ROM prints (character codes
of the upper screen and the report), from golden/screens_rom.json made by
oracle/gen_screens.py: the ZX81's space is code 0, so a DIM'd string and a
padded slice hold code 0, not the Spectrum's 32 (which is the ZX81's "4");
PRINT-FP scales a number with the ZX81's own e-to-fp, so PRINT SIN 1 shows
0.84147099 (the Spectrum's powers of ten gave 0.84147098)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from basic.frontends.headless import run_source

GOLDEN = json.loads((Path(__file__).resolve().parent / "golden/screens_rom.json").read_text())


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_prints_what_the_rom_prints(name: str) -> None:
    rom = GOLDEN[name]
    res = run_source("# dialect: zx81\n" + rom["listing"])
    assert res["report"] == rom["report"]
    ours = [[c for c in row] for row in res["codes"][:22]]
    theirs = [row + [0] * (32 - len(row)) for row in rom["codes"]]
    assert ours == theirs

"""Regenerate tests/graphics/golden/ from the genuine 48K ROM.

Run from the repository root:  .venv/bin/python tests/graphics/regen_graphics.py
It needs the oracle (zxoracle, found as tools/oracles.py says); the tests do not.

Files written:
* figures.json            every case of graphics_cases.py: the ROM's report,
                          COORDS, a SHA-256 of the bitmap (of all 192 lines,
                          and of the 176 PLOT can reach) and of the
                          attributes, the number of ink pixels, and the
                          calculator memory (MEMBOT, mem-0..mem-5) at the end;
* fortress_after_2.png    the oracle's --png of listings/fortress.bas after
                          the key 2 (scale 2, FLASH as printed);
* flash_scale1_phase1.png and flash_scale3_phase0.png: the oracle's picture
                          of FLASH_LISTING at scale 1 with FLASH cells
                          inverted, and at scale 3 as printed.
"""
from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(HERE))

from oracles import zxoracle  # noqa: E402

zo = zxoracle()

from graphics_cases import CASES, FLASH_LISTING, FORTRESS_KEYS  # noqa: E402

GOLDEN = HERE / "golden"
MEMBOT = 23698
COORDS = 23677

def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def figure_record(program: str) -> dict:
    """What the ROM leaves after one figure case."""
    res = zo.run_basic(program, keep_machine=True)
    mem = res.pop("_machine").mem
    if res["rejected_lines"]:
        raise SystemExit(f"{program!r}: the ROM rejected {res['rejected_lines']}")
    bitmap = "\n".join(res["bitmap"])
    return {
        "program": program,
        "report": res["report"],
        "coords": [mem[COORDS], mem[COORDS + 1]],
        "pixels": bitmap.count("1"),
        "bitmap_sha256": sha256(bitmap.encode("ascii")),
        "area_sha256": sha256("\n".join(res["bitmap"][:176]).encode("ascii")),
        "attrs_sha256": sha256(bytes(mem[0x5800:0x5B00])),
        "membot": bytes(mem[MEMBOT:MEMBOT + 30]).hex(),
    }


def png_of(program: str, keys: list[str] | None = None, **png_options) -> bytes:
    res = zo.run_basic(program, keys=",".join(keys) if keys else None, keep_machine=True)
    zx = res.pop("_machine")
    return zo.screen_png(zx.mem, zx.border, **png_options)


def main() -> None:
    GOLDEN.mkdir(exist_ok=True)
    records = []
    for program in CASES:
        records.append(figure_record(program))
    (GOLDEN / "figures.json").write_text(json.dumps(records, indent=1) + "\n")
    print(f"figures.json: {len(records)} cases", file=sys.stderr)

    fortress = (ROOT / "listings" / "fortress.bas").read_text()
    (GOLDEN / "fortress_after_2.png").write_bytes(png_of(fortress, FORTRESS_KEYS))
    (GOLDEN / "flash_scale1_phase1.png").write_bytes(
        png_of(FLASH_LISTING, scale=1, flash_inverted=True))
    (GOLDEN / "flash_scale3_phase0.png").write_bytes(png_of(FLASH_LISTING, scale=3))
    print("PNGs written", file=sys.stderr)


if __name__ == "__main__":
    main()

"""Regenerate tests/frontends/golden/ from the genuine 48K ROM (the oracle).

Run from the repository root:  .venv/bin/python tests/frontends/regen_golden.py
It needs the oracle (zxoracle, found as tools/oracles.py says); the tests do not.

Files written:
* inkey_codes.json  for every Spectrum key chord the terminal key map can
                    produce: the code INKEY$ gives while it is held, read by
                    the real ROM (CODE INKEY$ in a polling loop);
* stream_screen.json  the ROM's final screen for the stream-mode program of
                    test_stream.py, with its INPUT answers;
* png_option.png    the oracle's --png of PNG_PROGRAM (stream_cases.py), which
                    ``basic run --png`` must reproduce pixel for pixel.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(HERE))

from oracles import zxoracle  # noqa: E402

zo = zxoracle()
ORACLE_DIR = Path(zo.__file__).parent

from basic.dialects.spectrum.keys import NAMED, spectrum_keys  # noqa: E402
from stream_cases import PNG_PROGRAM, STREAM_INPUTS, STREAM_PROGRAM  # noqa: E402

GOLDEN = HERE / "golden"


def chord_name(keys: frozenset[str]) -> str:
    """A key-script KEY for a set of physical keys (shifts first)."""
    order = {"CS": 0, "SS": 1}
    return "+".join(sorted(keys, key=lambda k: (order.get(k, 2), k)))


def all_chords() -> list[str]:
    chords = set()
    for name in NAMED:
        chords.add(chord_name(NAMED[name]))
    for code in range(32, 127):
        keys = spectrum_keys(chr(code))
        if keys is not None:
            chords.add(chord_name(keys))
    keys = spectrum_keys("£")
    assert keys is not None
    chords.add(chord_name(keys))
    return sorted(chords)


def inkey_codes() -> dict[str, int]:
    chords = all_chords()
    n = len(chords)
    program = "\n".join([
        f"10 DIM c({n})",
        f"20 FOR i=1 TO {n}",
        "30 LET k$=INKEY$: IF k$=\"\" THEN GO TO 30",
        # a key going down while KEY-SCAN runs can be half seen: read twice
        "35 IF INKEY$<>k$ THEN GO TO 30",
        "40 LET c(i)=CODE k$",
        "50 IF INKEY$<>\"\" THEN GO TO 50",
        "60 NEXT i",
    ])
    script = ",".join(f"inkey:{c}:3" for c in chords)
    res = zo.run_basic(program, keys=script)
    assert res["stop_reason"] == "ended", res["stop_reason"]
    codes = res["vars"]["c()"]
    return dict(zip(chords, codes))


def stream_screen() -> dict:
    res = zo.run_basic(STREAM_PROGRAM, inputs=list(STREAM_INPUTS))
    return {k: res[k] for k in ("rows", "attrs", "report", "stop_reason")}


def png_option() -> None:
    import subprocess
    import tempfile
    with tempfile.TemporaryDirectory() as tmp:
        prog = Path(tmp) / "png.bas"
        prog.write_text(PNG_PROGRAM + "\n")
        subprocess.run([sys.executable, str(ORACLE_DIR / "zxoracle.py"), str(prog), "-q",
                        "--png", str(GOLDEN / "png_option.png")], check=True,
                       stdout=subprocess.DEVNULL)


def main() -> None:
    GOLDEN.mkdir(exist_ok=True)
    (GOLDEN / "inkey_codes.json").write_text(json.dumps(inkey_codes(), indent=1) + "\n")
    (GOLDEN / "stream_screen.json").write_text(json.dumps(stream_screen(), indent=1) + "\n")
    png_option()


if __name__ == "__main__":
    main()

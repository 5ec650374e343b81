"""Differential fuzzing: mutated probe listings on the ROM, then on us.

Step 1 (a Python with py65, see README.md) runs mutated copies of the probes
of cases.py (and of the c64ref cases in tests/c64/c64ref) on the genuine ROM and
writes what it printed:

    /tmp/cbm_oracle_venv/bin/python tests/c64/oracle/fuzz.py make SEED COUNT OUT.json

Step 2 (the project's Python) runs the same listings here and shows every
difference:

    .venv/bin/python tests/c64/oracle/fuzz.py check OUT.json

A difference found this way becomes a probe in cases.py.
"""
from __future__ import annotations

import glob
import json
import os
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "c64"))

NOISE = list("0123456789+-*/^(),;:=<>\"$%AEIXZ. ")


def _seeds() -> list:
    from cases import CASES
    seeds = list(CASES)
    for path in sorted(glob.glob(str(ROOT / "tests" / "c64" / "c64ref" / "cases" / "*.bas"))):
        given = path[:-4] + ".in"
        inputs = open(given).read().split("\n")[:-1] if os.path.exists(given) else []
        seeds.append((os.path.basename(path), open(path).read().strip(), inputs, None))
    return seeds


def mutate(listing: str, rng: random.Random) -> str:
    lines = listing.split("\n")
    i = rng.randrange(len(lines))
    number, _, body = lines[i].partition(" ")
    if body:
        k = rng.randrange(len(body))
        op = rng.random()
        if op < 0.4:
            body = body[:k] + body[k + 1:]
        elif op < 0.7:
            body = body[:k] + rng.choice(NOISE) + body[k:]
        else:
            j = rng.randrange(len(body))
            body = body[:min(j, k)] + body[max(j, k):]
    lines[i] = number + " " + body
    return "\n".join(lines)


def make(seed: int, count: int, out_path: str) -> None:
    import c64oracle
    from basic.dialects.c64 import text as cbm_text
    rng = random.Random(seed)
    seeds = _seeds()
    out = []
    for _ in range(count):
        _, listing, inputs, chars = rng.choice(seeds)
        src = mutate(listing, rng)
        lines = src.split("\n")
        petcat = cbm_text.listing_case(lines)
        try:
            typed = "\n".join(cbm_text.decode(ln, petcat) for ln in lines)
            codes, _ = c64oracle.run(typed, [cbm_text.decode(a) for a in inputs], chars)
        except Exception:          # noqa: BLE001 - a listing the ROM never finishes, a bad brace
            continue
        out.append({"listing": src, "inputs": inputs, "chars": chars, "codes": codes})
    Path(out_path).write_text(json.dumps(out))


def check(path: str) -> int:
    from helpers import as_text, run
    bad = 0
    for case in json.loads(Path(path).read_text()):
        _, _, host, reason = run(case["listing"], case["inputs"], case["chars"],
                                 stream_column=True, max_frames=20000)
        if host.codes != case["codes"]:
            bad += 1
            print("DIFF", repr(case["listing"]), case["inputs"], case["chars"])
            print("  rom:", repr(as_text(case["codes"]))[:300])
            print("  us: ", repr(as_text(host.codes))[:300], reason)
    print(f"{bad} differences")
    return 1 if bad else 0


if __name__ == "__main__":
    if sys.argv[1] == "make":
        make(int(sys.argv[2]), int(sys.argv[3]), sys.argv[4])
    else:
        sys.exit(check(sys.argv[2]))

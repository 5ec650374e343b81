"""Measure the genuine ROM's string garbage collection (GARBA2) cycle by cycle
and write tests/c64/golden/gc_cycles.json (the model is in
basic/dialects/c64/heap.py; tests/c64/test_heap.py checks it against this).

    /tmp/cbm_oracle_venv/bin/python tests/c64/oracle/gen_gc_cycles.py

Each probe program makes some simple variables (numbers, strings in string
space, strings left in the program text), arrays and string array elements,
then calls FRE(0), which always collects.  The simulator is stopped at the
entry of GARBA2 (labels.txt) and at its return: the cycles between are
``mpu.processorCycles``, exact.  What the collector had to look at is read
from the ROM's own memory at the entry (VARTAB..ARYTAB, ARYTAB..STREND, the
descriptors whose strings lie in string space), so the features do not rely
on our model.  The fit (least squares of the relative error, in pure Python) is written beside the
measurements; heap.py's constants are rounded from it.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
sys.path.insert(0, str(HERE))

import c64oracle  # noqa: E402

GOLDEN = ROOT / "tests" / "c64" / "golden" / "gc_cycles.json"
#: feature names of the model, in the order of the fitted constants
FEATURES = ["passes", "passes*numeric_vars", "passes*string_vars", "passes*arrays",
            "passes*string_elements", "passes*nonempty", "candidates", "strings", "bytes"]


class Measured(c64oracle.C64Basic):
    """The oracle, stopping at GARBA2's entry and return."""

    def __init__(self) -> None:
        super().__init__()
        self.collections: list[dict] = []
        self.handlers[self.L["garba2"]] = self._enter

    def _peek16(self, a: int) -> int:
        return self.mem[a] | self.mem[a + 1] << 8

    def _enter(self) -> None:
        mpu, mem = self.mpu, self.mem
        sp = mpu.sp
        back = (mem[0x101 + sp] | mem[0x102 + sp] << 8) + 1
        feats = self._features()
        feats["cycles0"] = mpu.processorCycles
        self.collections.append(feats)

        def leave() -> None:
            if mpu.sp == sp + 2 and "cycles" not in feats:
                feats["cycles"] = mpu.processorCycles - feats.pop("cycles0")
                feats["fretop_after"] = self._peek16(0x33)
                self.handlers.pop(back, None)
        self.handlers[back] = leave

    def _features(self) -> dict:
        mem, p = self.mem, self._peek16
        vartab, arytab, strend = p(0x2D), p(0x2F), p(0x31)
        fretop, memsiz = p(0x33), p(0x37)
        simple = string_vars = arrays = elements = 0
        descriptors: list[int] = []
        a = vartab
        while a < arytab:
            simple += 1
            if not mem[a] & 0x80 and mem[a + 1] & 0x80:
                string_vars += 1
                descriptors.append(a + 2)
            a += 7
        while a < strend:
            arrays += 1
            size = p(a + 2)
            dims = mem[a + 4]
            if not mem[a] & 0x80 and mem[a + 1] & 0x80:
                first = a + 5 + 2 * dims
                for d in range(first, a + size, 3):
                    elements += 1
                    descriptors.append(d)
            a += size
        temps = (mem[0x16] - 0x19) // 3
        descriptors += [0x19 + 3 * i for i in range(temps)]
        live = [d for d in descriptors if mem[d] and strend <= p(d + 1) < memsiz]
        return {"simple": simple, "string_vars": string_vars, "arrays": arrays,
                "string_elements": elements, "temps": temps, "strings": len(live),
                "nonempty": sum(1 for d in descriptors if mem[d]),
                "bytes": sum(mem[d] for d in live), "strend": strend, "fretop": fretop}


def probe(numbers: int, heap_vars: int, text_vars: int, length: int,
          arrays: int, elements: int, heap_elements: int) -> str:
    """A program with that many variables of each kind, then FRE(0)."""
    lines = []
    names = [n for n in (f"{chr(65 + i // 26)}{chr(65 + i % 26)}" for i in range(260))
             if n not in RESERVED][:200]
    stmts = [f"{names[i]}={i}" for i in range(numbers)]
    stmts += [f"{names[i]}$=LEFT$(Z$,{length})" for i in range(heap_vars)]
    stmts += [f"{names[100 + i]}$=\"T\"" for i in range(text_vars)]
    stmts += [f"DIM {names[150 + i]}(2)" for i in range(arrays)]
    lines.append("10 Z$=\"" + "Q" * 40 + "\"")
    for k in range(0, len(stmts), 3):
        lines.append(f"{20 + k} " + ":".join(stmts[k:k + 3]))
    if elements:
        lines.append(f"300 DIM S$({elements - 1})")
        if heap_elements:
            lines.append(f"310 FOR I=0 TO {heap_elements - 1}:S$(I)=LEFT$(Z$,{length}):NEXT")
    lines.append("400 K=FRE(0)")
    return "\n".join(lines)


#: two-letter names the ROM would read as a keyword or a reserved variable
RESERVED = {"FN", "IF", "ON", "OR", "TO", "GO", "ST", "TI"}

PROBES = [
    # (numbers, heap vars, text vars, length, arrays, elements, heap elements)
    (0, 0, 0, 5, 0, 0, 0),
    (0, 0, 3, 5, 0, 0, 0),
    (0, 3, 0, 1, 0, 0, 0),
    (0, 3, 0, 30, 0, 0, 0),
    (0, 8, 0, 17, 0, 0, 0),
    (5, 0, 0, 5, 2, 0, 0),
    (0, 0, 0, 5, 0, 80, 0),
    (0, 0, 0, 5, 0, 80, 80),
    (0, 0, 0, 1, 0, 80, 80),
    (0, 0, 0, 5, 0, 80, 20),
    (10, 0, 0, 5, 0, 0, 0),
    (40, 0, 0, 5, 0, 0, 0),
    (0, 1, 0, 5, 0, 0, 0),
    (0, 5, 0, 5, 0, 0, 0),
    (0, 20, 0, 5, 0, 0, 0),
    (0, 40, 0, 5, 0, 0, 0),
    (0, 20, 0, 40, 0, 0, 0),
    (0, 10, 20, 5, 0, 0, 0),
    (20, 10, 0, 5, 0, 0, 0),
    (0, 5, 0, 5, 5, 0, 0),
    (0, 5, 0, 5, 20, 0, 0),
    (0, 0, 0, 5, 0, 30, 0),
    (0, 0, 0, 5, 0, 30, 10),
    (0, 0, 0, 5, 0, 30, 30),
    (0, 0, 0, 5, 0, 100, 50),
    (0, 0, 0, 20, 0, 100, 100),
    (10, 10, 10, 10, 3, 60, 40),
    (30, 30, 10, 3, 5, 150, 120),
    (5, 20, 30, 8, 2, 200, 200),
]


def solve(rows: list[list[float]], ys: list[float]) -> list[float]:
    """Least squares by the normal equations and Gaussian elimination."""
    n = len(rows[0])
    a = [[sum(r[i] * r[j] for r in rows) for j in range(n)] for i in range(n)]
    b = [sum(r[i] * y for r, y in zip(rows, ys)) for i in range(n)]
    for i in range(n):
        piv = max(range(i, n), key=lambda k: abs(a[k][i]))
        a[i], a[piv], b[i], b[piv] = a[piv], a[i], b[piv], b[i]
        if abs(a[i][i]) < 1e-9:
            continue
        for k in range(n):
            if k != i:
                f = a[k][i] / a[i][i]
                a[k] = [x - f * y for x, y in zip(a[k], a[i])]
                b[k] -= f * b[i]
    return [b[i] / a[i][i] if abs(a[i][i]) > 1e-9 else 0.0 for i in range(n)]


def row(c: dict) -> list[float]:
    """The features of one collection: a pass per string moved and one
    more; each pass looks at every variable, array and element; a string
    not yet moved costs more to look at (``candidates``: L + L-1 + ... + 1)."""
    passes, live = c["strings"] + 1, c["strings"]
    return [passes, passes * (c["simple"] - c["string_vars"]), passes * c["string_vars"],
            passes * c["arrays"], passes * c["string_elements"], passes * c["nonempty"],
            live * (live + 1) / 2, live, c["bytes"]]


def main() -> None:
    out = []
    for args in PROBES:
        listing = probe(*args)
        m = Measured()
        m.run(listing)
        c = m.collections[-1]            # FRE(0)'s
        out.append({"probe": list(args), "listing": listing, "collections": len(m.collections),
                    "gc": c})
        print(args, c, flush=True)
    samples = [o["gc"] for o in out]
    # relative errors weigh alike: each row divided by its cycles
    fit = solve([[x / s["cycles"] for x in row(s)] for s in samples], [1.0] * len(samples))
    worst = 0.0
    for s in samples:
        model = sum(k * x for k, x in zip(fit, row(s)))
        worst = max(worst, abs(model - s["cycles"]) / s["cycles"])
    data = {"rom": "BASIC V2 901226-01 in py65 (tests/c64/oracle/c64oracle.py)",
            "what": "cycles of GARBA2, entry to return, at the FRE(0) calls of each probe",
            "features": FEATURES, "fit": dict(zip(FEATURES, [round(k, 2) for k in fit])),
            "worst_relative_error": round(worst, 4), "probes": out}
    GOLDEN.write_text(json.dumps(data, indent=1) + "\n")
    print("fit", data["fit"], "worst", worst)


if __name__ == "__main__":
    main()

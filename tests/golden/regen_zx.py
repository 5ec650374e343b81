#!/usr/bin/env python3
"""Regenerate the Spectrum goldens by running each case on the genuine 48K ROM.

    .venv/bin/python tests/golden/regen_zx.py                 # every case
    .venv/bin/python tests/golden/regen_zx.py numbers strings/slicing.bas
    .venv/bin/python tests/golden/regen_zx.py --check         # verify, write nothing

Arguments select cases: a topic (``numbers``), ``topic/name``, or a path to a
``.bas`` file.  The oracle is ``zxoracle.py`` in ``--oracle``, else
``$ZXORACLE_DIR``, else ``/tmp/zxrom`` (tools/oracles.py).

A golden is refused (nothing written, exit status 1) when the ROM editor rejected a
line of a case that does not say ``# expect-rejected`` (or rejected none of a case
that does), or when key events / INPUT answers of the case were never used: such a
case is broken, and its golden would not specify what the case claims to.
"""
from __future__ import annotations

import argparse
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import zxgolden as zg  # noqa: E402
from oracles import missing, zxoracle_dir  # noqa: E402


def select(args: list[str]) -> list[zg.Case]:
    cases = zg.discover()
    if not args:
        return cases
    chosen = []
    for arg in args:
        p = Path(arg)
        if p.suffix in (".bas", ".json") and p.exists():
            want = {p.resolve().with_suffix(".bas")}
            hits = [c for c in cases if c.path in want]
        else:
            key = arg.removesuffix(".bas").strip("/")
            hits = [c for c in cases if c.topic == key or c.id == key]
        if not hits:
            raise SystemExit(f"regen_zx: no case matches {arg!r}")
        chosen.extend(h for h in hits if h not in chosen)
    return chosen


def problems_of(case: zg.Case, res: dict) -> list[str]:
    """Reasons not to trust this run as the golden of ``case``."""
    out = []
    rejected = res.get("rejected_lines") or []
    if rejected and not case.expect_rejected:
        lines = ", ".join(f"{r['line']} (at offset {r['error_offset']}: {r['text']!r})" for r in rejected)
        out.append(f"the ROM rejected line(s) {lines}; fix the case or add '# expect-rejected'")
    if case.expect_rejected and not rejected:
        out.append("the case says '# expect-rejected' but the ROM accepted every line")
    if res.get("key_events_left"):
        out.append(f"key events never fired: {res['key_events_left']}")
    if res.get("inputs_left"):
        out.append(f"INPUT answers never used: {res['inputs_left']}")
    if res.get("stop_reason") == "timeout":
        out.append("the oracle timed out")
    return out


def run_one(job: tuple[str, str]) -> tuple[str, str, list[str], list[str], float]:
    """Worker: (case path, oracle dir) -> (path, golden text, problems, notes, seconds)."""
    path, oracle = job
    case = zg.parse_case(Path(path))
    t0 = time.time()
    res = zg.run_oracle(case, oracle)
    text = zg.dump_golden(zg.golden_from_result(case, res))
    return path, text, problems_of(case, res), list(res.get("notes") or []), time.time() - t0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("cases", nargs="*", help="topic, topic/name or path of .bas files (default: all)")
    ap.add_argument("--oracle", help="directory of zxoracle.py (default $ZXORACLE_DIR, else /tmp/zxrom)")
    ap.add_argument("--check", action="store_true", help="compare with the stored goldens, write nothing")
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1, help="parallel oracle runs")
    ap.add_argument("-v", "--verbose", action="store_true", help="one line per case")
    opts = ap.parse_args(argv)
    opts.oracle = str(zxoracle_dir(opts.oracle))
    if not (Path(opts.oracle) / "zxoracle.py").exists():
        print(f"regen_zx: {missing(Path(opts.oracle))}", file=sys.stderr)
        return 2
    cases = select(opts.cases)
    t0 = time.time()
    jobs = [(str(c.path), opts.oracle) for c in cases]
    if opts.jobs > 1 and len(jobs) > 1:
        with ProcessPoolExecutor(opts.jobs) as pool:
            results = list(pool.map(run_one, jobs, chunksize=4))
    else:
        results = [run_one(j) for j in jobs]
    failed = written = stale = 0
    for path, text, problems, notes, secs in results:
        case = zg.parse_case(Path(path))
        for note in notes:
            print(f"{case.id}: note: {note}", file=sys.stderr)
        if problems:
            failed += 1
            for p in problems:
                print(f"{case.id}: REFUSED: {p}", file=sys.stderr)
            continue
        old = case.golden_path.read_text(encoding="utf-8") if case.golden_path.exists() else None
        if opts.check:
            if old != text:
                stale += 1
                print(f"{case.id}: golden is {'missing' if old is None else 'out of date'}", file=sys.stderr)
        elif old != text:
            case.golden_path.write_text(text, encoding="utf-8")
            written += 1
            if opts.verbose or old is not None:
                print(f"{case.id}: {'new' if old is None else 'CHANGED'} ({secs:.2f}s)", flush=True)
        elif opts.verbose:
            print(f"{case.id}: unchanged ({secs:.2f}s)", flush=True)
    verb = "checked" if opts.check else f"{written} written"
    print(f"regen_zx: {len(cases)} cases, {verb}, {failed} refused"
          + (f", {stale} stale" if opts.check else "") + f", {time.time() - t0:.1f}s", file=sys.stderr)
    return 1 if failed or stale else 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Time our BASIC against its peers and hand-written Python on the same work.

    python bench/run.py [--peers] [--scale N | --seconds S] [--runs K] [--only bm7,sieve]
                        [--json out.json]
    python bench/run.py --install-peers

Each program runs ``K`` times per implementation; every output is checked
against the Python twin's output at the same scale (wrong = FAIL, not timed);
ours is timed in-process (harness/inprocess.py), the peers from start to
exit with their start-up (the ``empty`` program) subtracted; ``--seconds S``
scales each program until ours runs it for at least S seconds.  The table shows
median seconds, ratios to Python, to the peers and to the real machines, and
geometric means.  docs/performance.md explains the method.
"""
from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path
from typing import Callable, Optional, Sequence

sys.path.insert(0, str(Path(__file__).resolve().parent))

from harness import implementations, install  # noqa: E402
from harness.implementations import Implementation  # noqa: E402
from harness.programs import BUILD_DIR, CHECKS, STARTUP, WORKLOADS, program_path  # noqa: E402
from harness.published import load_published  # noqa: E402
from harness.report import PYTHON, Results, render, to_json  # noqa: E402
from harness.scaling import write_scaled  # noqa: E402
from harness.timing import Cell, OK, probe, time_program, time_twin_cell  # noqa: E402
from harness.twins import expected_output  # noqa: E402

DEFAULT_SCALE = 10
DEFAULT_RUNS = 3
DEFAULT_TIMEOUT = 900.0
TWIN_MIN_RUNS = 9


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        description="Benchmark our BASIC against spectrum-basic, PC-BASIC, cbmbasic, bwbasic "
                    "and Python.")
    parser.add_argument("--peers", action="store_true",
                        help="also time spectrum-basic, PC-BASIC, cbmbasic and bwbasic")
    parser.add_argument("--scale", type=int, default=DEFAULT_SCALE,
                        help=f"multiply the loop counts (default {DEFAULT_SCALE}; 1 = as published)")
    parser.add_argument("--seconds", type=float, default=None, metavar="S",
                        help="scale each program on its own until ours runs it for at least S "
                             "seconds (--scale is where the search starts)")
    parser.add_argument("--scales-from", metavar="JSON",
                        help="each program's scale as a --json of an earlier run chose it "
                             "(to time another version of ours on the same work)")
    parser.add_argument("--runs", type=int, default=DEFAULT_RUNS,
                        help=f"runs per program and implementation (median; default {DEFAULT_RUNS})")
    parser.add_argument("--only", default="",
                        help="comma-separated programs, e.g. bm7,sieve (default: all)")
    parser.add_argument("--without", default="", metavar="NAMES",
                        help="comma-separated columns to leave out: ours-zx, ours-c64, "
                             "speccy, pcbasic, cbmbasic, bwbasic (PC-BASIC takes about 20 min at x10)")
    parser.add_argument("--json", metavar="FILE", help="also write every measurement as JSON")
    parser.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT,
                        help=f"seconds allowed for one run (default {DEFAULT_TIMEOUT:g})")
    parser.add_argument("--basic", metavar="CMD",
                        help="command for our interpreter (default: `basic` on PATH, "
                             "else python -m basic from this checkout)")
    parser.add_argument("--before", metavar="CHECKOUT",
                        help="also time the basic package of CHECKOUT (a clone at an earlier "
                             "commit) as columns 'before zx' and 'before c64', in the same run")
    parser.add_argument("--install-peers", action="store_true",
                        help="install spectrum-basic and PC-BASIC into bench/.peers, build "
                             "cbmbasic there from source, bwbasic with apt-get, then exit")
    parser.add_argument("-q", "--quiet", action="store_true", help="no progress lines")
    return parser


def _programs(only: str) -> tuple[str, ...]:
    if not only:
        return WORKLOADS
    chosen = tuple(name.strip() for name in only.split(",") if name.strip())
    unknown = [name for name in chosen if name not in WORKLOADS + CHECKS]
    if unknown:
        raise SystemExit(f"run.py: unknown program(s) {', '.join(unknown)}; "
                         f"known: {', '.join(WORKLOADS + CHECKS)}")
    return chosen


def measure(programs: Sequence[str], scale: int, runs: int, timeout: float,
            with_peers: bool, basic: Optional[str], quiet: bool,
            build_root: Path = BUILD_DIR, without: Sequence[str] = (),
            seconds: Optional[float] = None,
            fixed: Optional[dict[str, int]] = None,
            before: Optional[Path] = None) -> Results:
    """Run everything and collect the cells; the scaled listings go under
    ``build_root``; the columns named in ``without`` (key or label) are left out.
    With ``seconds``, each program gets its own scale, at least ``scale``, at
    which ours runs it for at least that long (:func:`fit_scale`); ``fixed``
    gives programs their scales outright; ``before``, a checkout of an
    earlier version of ours, is timed beside this one (its columns first)."""
    def progress(message: str) -> None:
        if not quiet:
            print(f"  {message}", file=sys.stderr, flush=True)

    directory = write_scaled(scale, build_root)
    impls = implementations.before(before) if before is not None else []
    impls += implementations.ours(basic, inprocess=True)
    if with_peers:
        impls += implementations.peers()
    skip = {name.lower() for name in without}
    impls = [i for i in impls if i.key.lower() not in skip and i.label.lower() not in skip]
    cells: dict[str, dict[str, Cell]] = {impl.key: {} for impl in impls}
    cells[PYTHON] = {}

    empty = expected_output(STARTUP, scale)
    # start-up is timed from start to exit; ours' in-process runs have none to subtract
    launched = {i.key: i for i in implementations.ours(basic)}
    if before is not None:
        launched.update((i.key, i) for i in implementations.before(before, inprocess=False))
    for impl in impls:
        probe(impl, program_path(STARTUP, impl.file_form(STARTUP), directory), empty, timeout)
        if not impl.available:
            progress(f"{impl.label}: {impl.reason}")
            continue
        timed = launched.get(impl.key, impl)
        cell = time_program(timed, program_path(STARTUP, impl.file_form(STARTUP), directory),
                            empty, runs, timeout, progress)
        cells[impl.key][STARTUP] = cell

    scales: dict[str, int] = {}
    for name in programs:
        ours = [i for i in impls if not i.peer and i.available]
        if fixed and name in fixed:
            scales[name] = fixed[name]
        else:
            scales[name] = scale if seconds is None else fit_scale(
                name, scale, seconds, ours, timeout, build_root, progress)
        directory = write_scaled(scales[name], build_root, (name, STARTUP))
        expected = expected_output(name, scales[name])
        for impl in impls:
            if not impl.available:
                continue
            startup_cell = cells[impl.key].get(STARTUP)
            cell = time_program(impl, program_path(name, impl.file_form(name), directory),
                                expected, runs, timeout, progress)
            if not impl.inprocess and startup_cell is not None and startup_cell.median is not None:
                cell.startup = startup_cell.median
            cells[impl.key][name] = cell
            if cell.status != OK:
                progress(f"{impl.label} {name}: {cell.status}: {cell.reason}")
        # in-process twins take milliseconds, so more runs cost nothing and steady the median
        cells[PYTHON][name] = time_twin_cell(name, scales[name], max(runs, TWIN_MIN_RUNS),
                                             progress)

    return Results(scale=scale, runs=runs, impls=impls, cells=cells,
                   published=load_published(), programs=tuple(programs), scales=scales)


def fit_scale(name: str, scale: int, seconds: float, ours: Sequence[Implementation],
              timeout: float, build_root: Path, progress: Callable[[str], None]) -> int:
    """The smallest round scale, at least ``scale``, at which each of ``ours``
    runs ``name`` for ``seconds`` or more (one timed run per try; the work
    grows with the scale, so a try that falls short says by how much to grow)."""
    while True:
        directory = write_scaled(scale, build_root, (name, STARTUP))
        expected = expected_output(name, scale)
        shortest = None
        for impl in ours:
            cell = time_program(impl, program_path(name, impl.file_form(name), directory),
                                expected, 1, timeout)
            if cell.net is None:
                return scale        # a failure is reported by the real runs
            shortest = cell.net if shortest is None else min(shortest, cell.net)
        if shortest is None or shortest >= seconds:
            progress(f"{name}: scale x{scale} ({shortest or 0:.2f} s)")
            return scale
        scale = _round_up(scale * seconds * 1.5 / max(shortest, 1e-4))   # room for noise


def _round_up(value: float) -> int:
    """``value`` rounded up to two significant digits (730, 1200, 15000)."""
    whole = max(1, math.ceil(value))
    step = 10 ** max(0, len(str(whole)) - 2)
    return -(-whole // step) * step


def main(argv: Optional[Sequence[str]] = None) -> int:
    args = build_parser().parse_args(argv)
    if args.install_peers:
        return 0 if install.install_peers() else 1
    if args.scale < 1 or args.runs < 1:
        raise SystemExit("run.py: --scale and --runs must be at least 1")
    without = [name.strip() for name in args.without.split(",") if name.strip()]
    fixed = None
    if args.scales_from:
        fixed = json.loads(Path(args.scales_from).read_text(encoding="utf-8")).get("scales")
    before = None
    if args.before:
        before = Path(args.before).resolve()
        if not (before / "basic" / "__init__.py").is_file():
            raise SystemExit(f"run.py: --before {args.before}: no basic package there")
    results = measure(_programs(args.only), args.scale, args.runs, args.timeout,
                      args.peers, args.basic, args.quiet, without=without, seconds=args.seconds,
                      fixed=fixed, before=before)
    print(render(results))
    if args.json:
        Path(args.json).write_text(json.dumps(to_json(results), indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

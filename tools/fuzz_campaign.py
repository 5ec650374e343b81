#!/usr/bin/env python3
"""Fuzz campaign: mutated programs through every dialect, front-end, the REPL
and every file reader, each case under time and memory limits; outcomes
counted, failures grouped by cause and minimised into tests.

    python tools/fuzz_campaign.py --cases 100000 --workers $(nproc) --out fuzz-out
    python tools/fuzz_campaign.py --live --cases 2000 --workers 4 --out fuzz-live

``--live``: the live front-ends instead, every game and every REPL in tmux at
random sizes with random keys, resizes and Ctrl-C (tools/fuzz/live.py).
See docs/testing.md, "Fuzz campaign".  ``--worker`` is the worker process
(tools/fuzz/worker.py), started by the campaign itself.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from fuzz.campaign import Settings, run_campaign  # noqa: E402
from fuzz.mutate import PROFILES  # noqa: E402
from fuzz.report import write_report  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cases", type=int, default=1000, help="how many cases (default 1000)")
    parser.add_argument("--start", type=int, default=0, help="the first case's index")
    parser.add_argument("--seed", type=int, default=1, help="the campaign's seed (default 1)")
    parser.add_argument("--workers", type=int, default=2, help="worker processes (default 2)")
    parser.add_argument("--profile", choices=sorted(PROFILES), default="full",
                        help="full (default): as deep, long and odd as a line holds; "
                             "ci: the CI slice's bounds; readers: every case a damaged "
                             "program file through its reader")
    parser.add_argument("--readers", metavar="NAME,...",
                        help="the readers profile for these readers only (tap, z80, sna...)")
    parser.add_argument("--memory", type=float, default=2.0,
                        help="GB of address space per worker (default 2)")
    parser.add_argument("--soft", type=float, default=5.0,
                        help="seconds before a case gets Ctrl-C (default 5)")
    parser.add_argument("--hard", type=float, default=20.0,
                        help="seconds before a case is a hang (default 20)")
    parser.add_argument("--no-minimise", action="store_true", help="do not minimise failures")
    parser.add_argument("--min-tests", type=int, default=200,
                        help="runs per cause when minimising (default 200)")
    parser.add_argument("--out", default="fuzz-out", help="report folder (default fuzz-out)")
    parser.add_argument("--live", action="store_true",
                        help="the live front-ends: games and REPLs in tmux, --cases sessions")
    parser.add_argument("--session-seconds", type=float, default=2.5,
                        help="--live: seconds of keys a session (default 2.5)")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.live:
        return _live(args)
    memory = int(args.memory * (1 << 30))
    if args.worker:
        from fuzz.worker import serve
        return serve(memory, args.soft, args.hard)
    profile = args.profile
    if args.readers:
        from fuzz.cases import READERS
        unknown = [name for name in args.readers.split(",") if name not in READERS]
        if unknown:
            parser.error(f"--readers: no reader {', '.join(unknown)} (there are "
                         f"{', '.join(READERS)})")
        profile = f"readers:{args.readers}"
    settings = Settings(seed=args.seed, cases=args.cases, start=args.start,
                        workers=args.workers, profile=profile, memory=memory,
                        soft=args.soft, hard=args.hard, minimise=not args.no_minimise,
                        min_tests=args.min_tests)
    summary = run_campaign(settings)
    write_report(Path(args.out), summary)
    print((Path(args.out) / "summary.md").read_text())
    return 1 if summary["bad"] else 0


def _live(args: argparse.Namespace) -> int:
    import json
    from fuzz.live import live_report, run_live_campaign
    summary = run_live_campaign(args.seed, args.cases, args.workers, args.start,
                                args.session_seconds)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    (out / "live.json").write_text(json.dumps(summary, indent=1))
    text = live_report(summary)
    (out / "live.md").write_text(text)
    print(text)
    return 1 if summary["bad"] else 0


if __name__ == "__main__":
    sys.exit(main())

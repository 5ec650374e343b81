"""The ``basic`` command: ``basic run FILE``, ``basic`` (the REPL), and friends."""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Optional, Sequence

EXIT_OK = 0
EXIT_REPORT = 1        # the program ended with an error report
EXIT_USAGE = 2
EXIT_INTERNAL = 70


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="basic",
        description="Run BASIC listings of the ZX Spectrum, ZX81, ZX80 and Commodore 64 "
                    "as their ROMs ran them.")
    sub = parser.add_subparsers(dest="command")

    run = sub.add_parser("run", help="run a listing")
    run.add_argument("file", help="a text listing (.bas)")
    run.add_argument("--dialect", help="spectrum (default, or from the listing's # header)")
    run.add_argument("--headless", action="store_true",
                     help="no terminal display: run with the key script and INPUT answers given")
    run.add_argument("--dump", choices=["text", "json"],
                     help="print the final screen as text rows or as JSON")
    run.add_argument("--keys", action="append", default=[], metavar="SCRIPT",
                     help="key script, e.g. 'inkey:2:5,+10:ENTER' (repeatable)")
    run.add_argument("--input", action="append", default=[], metavar="TEXT",
                     help="an answer typed at INPUT (repeatable, in order)")
    run.add_argument("--idle-frames", type=int, default=50,
                     help="headless: stop after this many frames of waiting for a key")
    run.add_argument("--frames", type=int, default=10000,
                     help="headless: stop after this many 50 Hz frames")
    run.add_argument("--upper-keywords", action="store_true",
                     help="only UPPERCASE words are keywords (for variables named at, to...)")
    return parser


def main(argv: Optional[Sequence[str]] = None) -> int:
    try:
        return _main(argv)
    except KeyboardInterrupt:
        print(file=sys.stderr)
        return 130
    except BrokenPipeError:
        return EXIT_OK
    except Exception as exc:  # never show a Python traceback to a user
        print(f"basic: internal error: {type(exc).__name__}: {exc}", file=sys.stderr)
        print("basic: please report this, with the listing that caused it.", file=sys.stderr)
        return EXIT_INTERNAL


def _main(argv: Optional[Sequence[str]]) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        print("basic: the REPL is not available yet; try `basic run FILE`", file=sys.stderr)
        return EXIT_USAGE
    if args.command == "run":
        return _run(args)
    parser.print_help()
    return EXIT_USAGE


def _read_listing(path: str) -> Optional[str]:
    try:
        data = Path(path).read_bytes()
    except OSError as exc:
        print(f"basic: cannot read {path}: {exc.strerror}", file=sys.stderr)
        return None
    return data.decode("utf-8", errors="replace")


def _run(args: argparse.Namespace) -> int:
    from .dialects import detect_dialect, get_dialect
    from .machine.keyscript import KeyScriptError

    text = _read_listing(args.file)
    if text is None:
        return EXIT_USAGE
    try:
        dialect = get_dialect(args.dialect) if args.dialect else detect_dialect(text)
    except ValueError as exc:
        print(f"basic: {exc}", file=sys.stderr)
        return EXIT_USAGE
    from .headless import run_source
    try:
        result = run_source(text, keys=args.keys, inputs=args.input,
                            idle_frames=args.idle_frames, frames=args.frames,
                            upper_keywords=args.upper_keywords, dialect=dialect.name)
    except KeyScriptError as exc:
        print(f"basic: --keys: {exc}", file=sys.stderr)
        return EXIT_USAGE
    for err in result.get("rejected_lines", []):
        print(f"basic: {args.file}: line {err['line']}, column {err['column']}: "
              f"{err['message']} (line left out)", file=sys.stderr)
    if args.dump == "json":
        json.dump(result, sys.stdout)
        sys.stdout.write("\n")
    else:
        for row in result["rows"]:
            print(row.rstrip())
    if result.get("detail"):
        print(f"basic: {result['detail']}", file=sys.stderr)
    report = result.get("report")
    if report is None:
        print(f"basic: stopped: {result['stop_reason']}", file=sys.stderr)
        return EXIT_OK
    return EXIT_OK if report.startswith("0 ") else EXIT_REPORT

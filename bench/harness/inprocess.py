"""Our interpreter timed in-process, as the Python twins are.

Run as ``python inprocess.py SECONDS_FILE WARMUP_FILE -- basic run ARGS``: it
runs the ``empty`` program first (its output thrown away), so the imports,
the cached parser and everything a first run sets up are done; then it times
``basic run ARGS`` alone with ``time.perf_counter`` and writes the seconds to
SECONDS_FILE.  The program's own loading and parsing are timed; Python's and
``basic``'s start-up are not.  So no start-up has to be subtracted, and a
program that runs for milliseconds is not lost in the start-up's noise.
"""
from __future__ import annotations

import contextlib
import os
import sys
import time


def main(argv: list[str]) -> int:
    seconds_file, warmup, sep, *args = argv
    if sep != "--" or args[:1] != ["run"]:
        raise SystemExit("usage: inprocess.py SECONDS_FILE WARMUP_FILE -- run ARGS")
    from basic.cli import main as basic_main

    dialect = args[args.index("--dialect"):args.index("--dialect") + 2] if "--dialect" in args else []
    with open(os.devnull, "w") as null, contextlib.redirect_stdout(null), \
            contextlib.redirect_stderr(null):
        basic_main(["run", *dialect, warmup, "--headless"])
    start = time.perf_counter()
    code = basic_main(args)
    elapsed = time.perf_counter() - start
    sys.stdout.flush()
    with open(seconds_file, "w", encoding="ascii") as out:
        out.write(f"{elapsed!r}\n")
    return code


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))

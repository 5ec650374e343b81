"""A long-lived worker process: reads one request a line on its stdin
(JSON), runs the case in-process, answers one JSON line.

Requests: ``{"make": [seed, index, profile]}`` (the worker makes the case
itself; the answer carries the case only when its outcome is bad) or
``{"case": {...}}``.  The worker's address space is capped (RLIMIT_AS), its
protocol runs on copies of fds 0 and 1 while the real ones point at
/dev/null (a stray write cannot corrupt it), and each case runs in a fresh
scratch folder, its current directory.
"""
from __future__ import annotations

import json
import os
import resource
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

from .cases import make_case
from .execute import GOOD, run_case
from .seeds import DIALECTS

RSS_RESTART = 1 << 30          # ask to be restarted once the peak passes 1 GB


def _protocol() -> tuple[Any, Any]:
    """The request and answer streams, on private copies of fds 0 and 1."""
    requests = os.fdopen(os.dup(0), "r", encoding="utf-8")
    answers = os.fdopen(os.dup(1), "w", encoding="utf-8")
    null = os.open(os.devnull, os.O_RDWR)
    os.dup2(null, 0)
    os.dup2(null, 1)
    return requests, answers


def _warm_up(home: Path) -> None:
    """Load every dialect's machine before the first case, so that no case's
    time limit pays for an import."""
    folder = home / "warm"
    folder.mkdir()
    for dialect in DIALECTS:
        run_case({"kind": "run", "dialect": dialect, "text": "10 PRINT 1\n"}, folder, 60, 120)
    shutil.rmtree(folder, ignore_errors=True)


def serve(memory: int, soft: float, hard: float) -> int:
    if memory:
        resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
    requests, answers = _protocol()
    home = Path(tempfile.mkdtemp(prefix="fuzz-worker-"))
    _warm_up(home)
    answers.write("ready\n")
    answers.flush()
    try:
        for line in requests:
            request = json.loads(line)
            if "make" in request:
                seed, index, profile = request["make"]
                try:
                    case = make_case(seed, index, profile)
                except Exception as exc:              # the tool's own bug: say so, go on
                    answers.write(json.dumps({"outcome": "tool-error", "cause": repr(exc),
                                              "restart": False}) + "\n")
                    answers.flush()
                    continue
            else:
                case = request["case"]
            folder = home / "case"
            shutil.rmtree(folder, ignore_errors=True)
            folder.mkdir()
            os.chdir(folder)
            result = run_case(case, folder, soft, hard)
            result["kind"], result["dialect"] = case["kind"], case["dialect"]
            if result["outcome"] not in GOOD:
                result["case"] = case
            peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
            result["restart"] = result["outcome"] in ("memory", "hang") or peak > RSS_RESTART
            answers.write(json.dumps(result) + "\n")
            answers.flush()
            if result["restart"]:
                break
    finally:
        os.chdir(home.parent)
        shutil.rmtree(home, ignore_errors=True)
    return 0

"""A campaign: cases (seed, 0..n-1) shared out to worker processes, the
outcomes counted, failures grouped by cause and each cause minimised."""
from __future__ import annotations

import subprocess
import sys
import threading
import time
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Iterator, Optional, TextIO, TypeVar

from .execute import BAD, GOOD
from .minimise import Budget, minimise
from .pool import Worker
from .seeds import ROOT

T = TypeVar("T")


@dataclass
class Settings:
    seed: int = 1
    cases: int = 1000
    start: int = 0
    workers: int = 2
    profile: str = "full"
    memory: int = 2 << 30          # bytes of address space a worker may have
    soft: float = 5.0              # seconds before the first Ctrl-C
    hard: float = 20.0             # seconds before a case counts as a hang
    minimise: bool = True
    min_tests: int = 200           # tests per cause when minimising
    min_seconds: float = 120.0     # and seconds per cause


def _commit() -> str:
    try:
        return subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"],
                              capture_output=True, text=True, timeout=10).stdout.strip()
    except OSError:
        return "?"


def _share_out(items: Iterator[T], settings: Settings,
               handle: Callable[[Worker, T], None]) -> None:
    """``handle(worker, item)`` for every item, the items shared out to
    ``settings.workers`` worker processes, one thread each."""
    lock = threading.Lock()

    def work() -> None:
        worker = Worker(settings.memory, settings.soft, settings.hard, settings.hard + 5)
        try:
            while True:
                with lock:
                    item = next(items, None)
                if item is None:
                    return
                handle(worker, item)
        finally:
            worker.stop()

    threads = [threading.Thread(target=work, daemon=True) for _ in range(settings.workers)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()


def run_campaign(settings: Settings, progress: Optional[TextIO] = sys.stderr) -> dict[str, Any]:
    """Run the campaign; its summary (see report.write_report)."""
    started = time.monotonic()
    lock = threading.Lock()
    indices = iter(range(settings.start, settings.start + settings.cases))
    outcomes: Counter[str] = Counter()
    by_kind: dict[str, Counter[str]] = defaultdict(Counter)
    by_dialect: dict[str, Counter[str]] = defaultdict(Counter)
    causes: dict[str, dict[str, Any]] = {}
    done = [0]

    def one(worker: Worker, index: int) -> None:
        request = {"make": [settings.seed, index, settings.profile]}
        result = worker.ask(request)
        if result["outcome"] == "tool-error":
            raise RuntimeError(f"case {index} could not be made: {result['cause']}")
        if "case" not in result and result["outcome"] not in GOOD:
            from .cases import make_case          # the worker died with it
            result["case"] = make_case(settings.seed, index, settings.profile)
            result["kind"] = result["case"]["kind"]
            result["dialect"] = result["case"]["dialect"]
        with lock:
            _count(result, index)

    def _count(result: dict[str, Any], index: int) -> None:
        outcome = result["outcome"]
        outcomes[outcome] += 1
        by_kind[result.get("kind", "?")][outcome] += 1
        by_dialect[result.get("dialect", "?")][outcome] += 1
        done[0] += 1
        if outcome not in GOOD:
            entry = causes.setdefault(result["cause"], {
                "cause": result["cause"], "outcome": outcome, "count": 0, "dialects": set(),
                "kinds": set(), "example": result["case"], "index": index,
                "detail": result.get("detail", result.get("stderr", "")[-300:]),
                "where": result.get("where", "")})
            entry["count"] += 1
            entry["dialects"].add(result.get("dialect", "?"))
            entry["kinds"].add(result.get("kind", "?"))
            if progress and entry["count"] == 1:
                progress.write(f"[fuzz] new cause at case {index}: {outcome}: "
                               f"{result['cause']}\n")
        if progress and done[0] % 1000 == 0:
            rate = done[0] / (time.monotonic() - started)
            bad = sum(outcomes[o] for o in BAD)
            progress.write(f"[fuzz] {done[0]}/{settings.cases} cases, {rate:.0f}/s, "
                           f"{bad} bad, {len(causes)} causes\n")
            progress.flush()

    _share_out(indices, settings, one)
    ran = time.monotonic() - started
    ordered = sorted(causes.values(), key=lambda c: (-c["count"], c["cause"]))
    if settings.minimise and ordered:
        _minimise_all(ordered, settings, progress)
    for entry in ordered:
        entry["dialects"] = sorted(entry["dialects"])
        entry["kinds"] = sorted(entry["kinds"])
    names = [o for o in GOOD + BAD if outcomes[o]]
    return {"seed": settings.seed, "profile": settings.profile, "cases": done[0],
            "start": settings.start, "workers": settings.workers,
            "seconds": ran, "commit": _commit(), "outcomes": dict(outcomes),
            "outcome_names": names, "bad": sum(outcomes[o] for o in BAD),
            "by_kind": {k: dict(v) for k, v in by_kind.items()},
            "by_dialect": {k: dict(v) for k, v in by_dialect.items()},
            "causes": ordered}


def _minimise_all(causes: list[dict[str, Any]], settings: Settings,
                  progress: Optional[TextIO]) -> None:
    """Each cause minimised from its first case, the causes shared out to
    the workers."""
    def one(worker: Worker, entry: dict[str, Any]) -> None:
        budget = Budget(settings.min_tests, settings.min_seconds)
        want = {"outcome": entry["outcome"], "cause": entry["cause"]}
        run = lambda case: worker.ask({"case": case})      # noqa: E731
        first = run(entry["example"])
        budget.used += 1
        entry["reproduced"] = first.get("outcome") == want["outcome"] and (
            first.get("cause") == want["cause"] or want["outcome"] in ("hang", "slow"))
        if entry["reproduced"]:
            entry["minimised"] = minimise(entry["example"], run, want, budget)
        entry["min_tests"] = budget.used
        if progress:
            progress.write(f"[fuzz] minimised {entry['cause']} in {budget.used} "
                           f"tests{'' if entry['reproduced'] else ' (did not reproduce)'}\n")

    _share_out(iter(causes), settings, one)

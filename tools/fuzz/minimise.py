"""Delta debugging of a failing case: its options, the INPUT answers, the key
scripts, a ``run -i`` program's lines, the listing's (or REPL input's) lines
and then its characters, a file's bytes, each cut to
what still fails with the same outcome and cause."""
from __future__ import annotations

import base64
import time
from typing import Any, Callable, Sequence, TypeVar

from .cases import Case
from .mutate import tokens

T = TypeVar("T")


class Budget:
    def __init__(self, tests: int, seconds: float) -> None:
        self.tests, self.deadline = tests, time.monotonic() + seconds
        self.used = 0

    def left(self) -> bool:
        return self.used < self.tests and time.monotonic() < self.deadline


def ddmin(items: Sequence[T], fails: Callable[[Sequence[T]], bool], budget: Budget) -> list[T]:
    """Zeller's ddmin (complements only): a smaller list that still fails."""
    items = list(items)
    n = 2
    while len(items) >= 2 and budget.left():
        chunk = -(-len(items) // n)
        for start in range(0, len(items), chunk):
            if not budget.left():
                break
            rest = items[:start] + items[start + chunk:]
            budget.used += 1
            if fails(rest):
                items = rest
                n = max(n - 1, 2)
                break
        else:
            if chunk == 1:
                break
            n = min(len(items), n * 2)
    if len(items) == 1 and budget.left():
        budget.used += 1
        if fails([]):
            return []
    return items


def same_failure(result: dict[str, Any], want: dict[str, Any]) -> bool:
    if result.get("outcome") != want["outcome"]:
        return False
    if want["outcome"] in ("hang", "slow", "crash"):
        return True                 # where it was stopped moves; that it hangs is the point
    return result.get("cause") == want["cause"]


def minimise(case: Case, run: Callable[[Case], dict[str, Any]], want: dict[str, Any],
             budget: Budget) -> Case:
    """The smallest case found that fails as ``want`` (outcome, cause)."""
    best = dict(case)

    def fails(candidate: Case) -> bool:
        return same_failure(run(candidate), want)

    def cut(field: str, to_items: Callable[[Any], list[Any]],
            from_items: Callable[[list[Any]], Any]) -> None:
        nonlocal best
        if field not in best:
            return
        items = ddmin(to_items(best[field]),
                      lambda part: fails({**best, field: from_items(list(part))}), budget)
        best = {**best, field: from_items(items)}

    for key, simpler in (("frames", 20), ("keys", []), ("subprocess", False), ("flags", []),
                         ("disk", "")):
        if key in best and best[key] != simpler and budget.left():
            budget.used += 1
            if fails({**best, key: simpler}):
                best[key] = simpler
    for field in ("inputs", "keys"):         # fewer answers and scripts, then fewer characters
        cut(field, list, list)
        for i in range(len(best.get(field, ()))):
            texts = best[field]
            chars = ddmin(texts[i], lambda part: fails(
                {**best, field: texts[:i] + ["".join(part)] + texts[i + 1:]}), budget)
            best[field] = texts[:i] + ["".join(chars)] + texts[i + 1:]
    for field in ("program", "text"):
        cut(field, lambda t: t.splitlines(keepends=True), "".join)
        cut(field, tokens, "".join)
        cut(field, list, "".join)
    cut("data", lambda d: list(base64.b64decode(d)),
        lambda b: base64.b64encode(bytes(b)).decode("ascii"))
    return best

"""The search the ROM-threshold generators share (gen_workspace.py and the
ZX81/ZX80 ones): the smallest nesting at which a run goes wrong."""
from __future__ import annotations

from typing import Callable, Optional


def first_bad(bad: Callable[[int], bool], limit: int, start: int = 16) -> Optional[int]:
    """The smallest n >= 2 with ``bad(n)``, assuming every larger n is bad
    too: doubling from ``start`` until one is, then halving the gap; None
    when nothing up to ``limit`` is."""
    lo, hi = 1, start
    while not bad(hi):
        lo, hi = hi, hi * 2
        if hi > limit:
            return None
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if bad(mid):
            hi = mid
        else:
            lo = mid
    return hi

"""The Python twins: loading, expected output, in-process timing.

A twin is ``bench/python/NAME.py`` with ``main(scale, file)``.  Its output at
a scale is what every BASIC implementation must print at that scale (checked
by ``harness.checking``); nothing is hard-coded.  Timing calls ``main`` in this
process, so Python's start-up and imports are not counted.
"""
from __future__ import annotations

import importlib.util
import io
import time
from functools import lru_cache
from types import ModuleType

from .programs import TWINS_DIR


@lru_cache(maxsize=None)
def load_twin(name: str) -> ModuleType:
    """Import ``bench/python/NAME.py`` (under a private module name)."""
    path = TWINS_DIR / f"{name}.py"
    spec = importlib.util.spec_from_file_location(f"_bench_twin_{name}", path)
    if spec is None or spec.loader is None:
        raise FileNotFoundError(path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def run_twin(name: str, scale: int) -> str:
    """Everything the twin of ``name`` prints at ``scale``."""
    out = io.StringIO()
    load_twin(name).main(scale, file=out)
    return out.getvalue()


@lru_cache(maxsize=None)
def expected_output(name: str, scale: int) -> str:
    """What program ``name`` must print at ``scale``: its twin's output."""
    return run_twin(name, scale)


def time_twin(name: str, scale: int) -> tuple[float, str]:
    """Seconds for one in-process run of the twin, and what it printed."""
    main = load_twin(name).main
    out = io.StringIO()
    start = time.perf_counter()
    main(scale, file=out)
    return time.perf_counter() - start, out.getvalue()

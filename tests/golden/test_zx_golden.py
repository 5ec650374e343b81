"""Our Spectrum interpreter against the genuine 48K ROM: one test per golden case.

Each ``tests/golden/zx/<topic>/<name>.bas`` is run through
``basic.headless.run_source`` and the fields the case names are compared with
``<name>.json``, which ``regen_zx.py`` recorded from the ROM.  Run one topic with
``pytest tests/golden -k numbers``, one case with ``-k numbers/print_format``.

``ZX_GOLDEN_BACKEND=oracle`` runs the ROM oracle instead of our interpreter: a
check that the goldens are current and that this harness compares correctly.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
import zxgolden as zg  # noqa: E402

CASES = zg.discover()


def run_ours(case: zg.Case) -> dict[str, Any]:
    """Run the case on our interpreter (imported here so collection works without it)."""
    from basic.frontends.headless import run_source
    return run_source(case.text, keys=list(case.keys), inputs=list(case.inputs),
                      idle_frames=case.idle_frames, frames=case.frames,
                      upper_keywords=case.upper_keywords)


def run_backend(case: zg.Case) -> dict[str, Any]:
    if os.environ.get("ZX_GOLDEN_BACKEND") == "oracle":
        return zg.run_oracle(case, os.environ.get("ZXORACLE_DIR"))
    return run_ours(case)


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_zx_golden(case: zg.Case) -> None:
    from basic.core.errors import BasicSyntaxError
    golden = case.load_golden()
    want_rejected = golden.get("rejected_lines")
    try:
        got = run_backend(case)
    except BasicSyntaxError as exc:
        # A whole-listing syntax error names one line: it must be the one the ROM refused.
        assert want_rejected is not None, (
            f"{case.id}: the ROM accepts every line, but we raised {exc}")
        assert [exc.line] == want_rejected, (
            f"{case.id}: the ROM rejected line(s) {want_rejected}, we raised {exc}")
        return
    if want_rejected is not None:
        ours = sorted(r["line"] if isinstance(r, dict) else r for r in got.get("rejected_lines") or [])
        assert ours == want_rejected, (
            f"{case.id}: the ROM rejected line(s) {want_rejected}, we rejected {ours}")
    problems = zg.compare(case, golden, got)
    if problems:
        head = f"{case.id} ({case.about})" if case.about else case.id
        pytest.fail(head + "\n" + "\n\n".join(problems), pytrace=False)

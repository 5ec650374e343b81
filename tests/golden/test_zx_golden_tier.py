"""The golden cases again with the generated-code tier on from the first run
(``SinclairCompiler.HOT = 0``): every LET and IF is then generated Python, so
the tier must give the ROM's answers too -- the ``side_effects`` topic in
particular checks that it evaluates each expression once, in the ROM's order
(LET's target before its value, both operands of AND and OR)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
import zxgolden as zg  # noqa: E402
from test_zx_golden import run_ours  # noqa: E402

#: cases with a LET or an IF (the statements the tier compiles)
CASES = [c for c in zg.discover() if "LET" in c.program.upper() or "IF " in c.program.upper()]


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_zx_golden_through_generated_code(case: zg.Case, monkeypatch: pytest.MonkeyPatch) -> None:
    from basic.core.errors import BasicSyntaxError
    from basic.dialects.sinclair.compiler import SinclairCompiler
    monkeypatch.setattr(SinclairCompiler, "HOT", 0)
    golden = case.load_golden()
    try:
        got = run_ours(case)
    except BasicSyntaxError:
        assert golden.get("rejected_lines"), f"{case.id}: the ROM accepts every line"
        return
    problems = zg.compare(case, golden, got)
    if problems:
        pytest.fail(f"{case.id} (generated code)\n" + "\n\n".join(problems), pytrace=False)

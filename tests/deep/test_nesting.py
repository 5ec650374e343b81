"""Issue 16 rows 6 and 7: FN calls and VALs nested without end run out of
the machine's memory (report 4), never into Python's recursion limit.  The
Spectrum's reports are its ROM's (golden/nesting.json, gen_golden.py
nesting); the ZX81 (no ROM here) gives its own report 4."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from basic.frontends.headless import run_source

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent / "cli")]

from basic_cli import basic  # noqa: E402
from cases import NESTINGS  # noqa: E402

ROM = json.loads((HERE / "golden/nesting.json").read_text())


@pytest.mark.parametrize("name", sorted(NESTINGS))
def test_spectrum_ends_as_the_rom_does(name: str) -> None:
    res = run_source("\n".join(NESTINGS[name]), dialect="spectrum")
    assert res["report"] == ROM[name]["report"]


#: the ZX81 has no DEF FN: its nestings are VALs
ZX81_NESTINGS = {
    "val_of_itself": NESTINGS["val_of_itself"],
    "val_in_a_sum": ['10 LET A$="1+VAL A$"', "20 PRINT VAL A$"],
}


@pytest.mark.parametrize("name", sorted(ZX81_NESTINGS))
def test_zx81_runs_out_of_memory(name: str) -> None:
    res = run_source("\n".join(ZX81_NESTINGS[name]), dialect="zx81")
    assert res["report"] == "4/20"


def test_a_nesting_that_ends_is_not_refused() -> None:
    """Ten FNs, each calling the next, are well inside the machine's memory."""
    names = "abcdefghij"
    lines = [f"{10 * (k + 1)} DEF FN {a}(x)=FN {b}(x)+1" for k, (a, b) in enumerate(zip(names, names[1:]))]
    lines += ["100 DEF FN j(x)=x", "110 PRINT FN a(0)"]
    res = run_source("\n".join(lines), dialect="spectrum")
    assert (res["rows"][0].strip(), res["report"]) == ("9", "0 OK, 110:1")


@pytest.mark.parametrize("dialect,name", [("spectrum", "fn_calls_itself"), ("zx81", "val_of_itself")])
def test_basic_run_reports_it_and_exits_1(tmp_path: Path, dialect: str, name: str) -> None:
    prog = tmp_path / "p.bas"
    prog.write_text(f"# dialect: {dialect}\n" + "\n".join(NESTINGS[name]) + "\n")
    done = basic("run", str(prog), "--headless")
    assert done.returncode == 1 and "Traceback" not in done.stderr
    assert ("4 Out of memory" if dialect == "spectrum" else "4/20") in done.stdout

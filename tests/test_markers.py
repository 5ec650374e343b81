"""The fast loop (docs/testing.md): ``slow`` is a registered marker, and a
module named ``test_*_tmux.py`` is marked slow by its name (tests/conftest.py),
whatever its tests say, so ``pytest -m "not slow"`` never starts tmux."""
from __future__ import annotations

import importlib.util
import tomllib
from pathlib import Path
from types import SimpleNamespace

import pytest

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("tests_conftest", ROOT / "tests" / "conftest.py")
conftest = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(conftest)  # type: ignore[union-attr]


def test_slow_is_registered_and_unknown_markers_are_refused() -> None:
    options = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["pytest"]["ini_options"]
    assert any(m.startswith("slow:") for m in options["markers"])
    assert "--strict-markers" in options["addopts"]


@pytest.mark.parametrize("name,slow", [("test_fortress_tmux.py", True), ("test_tmux_keys.py", False),
                                       ("tmux_driver.py", False), ("test_stream.py", False)])
def test_a_tmux_module_is_slow_by_its_name(name: str, slow: bool) -> None:
    marks: list[pytest.MarkDecorator] = []
    item = SimpleNamespace(path=Path("tests/frontends") / name, add_marker=marks.append)
    conftest.pytest_collection_modifyitems(None, [item])  # type: ignore[arg-type]
    assert [m.name for m in marks] == (["slow"] if slow else [])

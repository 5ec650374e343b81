"""The contracts a front-end is written against are typed and kept: mypy
checks basic/core (the Machine, Host and MachineFace protocols) and
basic/frontends against them, with the settings in pyproject.toml
([tool.mypy]).  A front-end that probed a machine with getattr, or a
machine that lost a member the protocol declares, fails here."""
import ast
from pathlib import Path

import pytest
from mypy import api

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.slow
def test_mypy_finds_no_error_in_core_and_the_front_ends(monkeypatch):
    monkeypatch.chdir(ROOT)
    out, err, status = api.run(["--config-file", str(ROOT / "pyproject.toml"),
                                "--cache-dir", str(ROOT / ".mypy_cache")])
    assert status == 0, out + err
    assert "Success" in out


def _getattr_probes(path: Path) -> list[str]:
    """``getattr(<something>machine<something>, ...)`` calls in a module."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                and node.func.id in ("getattr", "hasattr") and node.args:
            target = ast.unparse(node.args[0])
            if "machine" in target or "host" in target:
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}: {ast.unparse(node)}")
    return found


def test_core_and_the_front_ends_never_probe_a_machine_or_host():
    """What a machine or host offers is declared in basic/core/machine.py
    and basic/core/host.py; nothing above the dialects asks getattr."""
    probes = [probe for folder in ("basic/core", "basic/frontends")
              for path in sorted((ROOT / folder).rglob("*.py"))
              for probe in _getattr_probes(path)]
    assert probes == []


def test_every_machine_is_a_machine():
    """Each dialect's machine names the protocol as its base, so it has the
    defaults and mypy checks what it lacks."""
    from basic.core.machine import Machine
    from basic.dialects import dialects
    for dialect in dialects():
        machine = dialect.make_machine()
        assert Machine in type(machine).__mro__, dialect.name


def test_core_and_the_front_ends_never_take_a_machine_as_any():
    """A machine is passed as the protocol (basic/core/machine.py), never as
    ``Any``, so mypy checks what is asked of it (issue 27's contract)."""
    untyped = []
    for folder in ("basic/core", "basic/frontends"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            for node in ast.walk(ast.parse(path.read_text(), str(path))):
                if isinstance(node, ast.arg) and node.arg == "machine" \
                        and node.annotation is not None and ast.unparse(node.annotation) == "Any":
                    untyped.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert untyped == []

"""The package layout holds (docs/internals.md): core < dialects < frontends <
cli, the front-ends never import a machine's package, and no machine imports
another outside its family.  The contracts are import-linter's, in
pyproject.toml; this runs them as ``lint-imports`` would."""
from pathlib import Path

from importlinter import cli as importlinter_cli

ROOT = Path(__file__).resolve().parents[1]


def test_the_import_contracts_are_kept(capsys, monkeypatch):
    monkeypatch.chdir(ROOT)
    status = importlinter_cli.lint_imports(config_filename=str(ROOT / "pyproject.toml"),
                                           no_cache=True)
    out = capsys.readouterr().out
    assert status == importlinter_cli.EXIT_STATUS_SUCCESS, out
    assert "0 broken" in out

"""Helpers for the tmux tests of the ZX80, ZX81 and C64 in a live terminal.

:func:`start` runs ``basic`` in a tmux pane between two ``stty -a`` (so a
test can see the terminal put back as it was) and reports the exit status
only after the second one, so reading the files never races the shell.
"""
from __future__ import annotations

import importlib.util
import shlex
from pathlib import Path
from types import ModuleType

from tmux_driver import Tmux, basic_command

ROOT = Path(__file__).resolve().parents[2]
LISTINGS = ROOT / "listings"


def start(tmp_path: Path, args: list[str], width: int, height: int,
          history: bool = False) -> Tmux:
    """``basic *args`` in a ``width`` x ``height`` pane (working directory
    ``tmp_path``); ``EXIT=n`` is printed when it has ended and the terminal
    state has been written to ``tmp_path/after``."""
    env = f"BASIC_HISTORY={shlex.quote(str(tmp_path / 'history'))} " if history else ""
    inner = (f"cd {shlex.quote(str(tmp_path))}; stty -a > before; {env}"
             f"{basic_command(*args)}; rc=$?; stty -a > after; echo EXIT=$rc")
    return Tmux("sh -c " + shlex.quote(inner), width, height)


def restored(tmp_path: Path) -> bool:
    """The terminal settings after the run are those before it."""
    return (tmp_path / "before").read_text() == (tmp_path / "after").read_text()


def exit_status(tm: Tmux, timeout: float = 20) -> int:
    screen = tm.wait_for("EXIT=", timeout=timeout, history=True)
    return int(screen.split("EXIT=")[-1].split()[0])


def load_module(path: Path, name: str) -> ModuleType:
    """A helper module of another test directory, by its path."""
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module

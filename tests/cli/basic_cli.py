"""Run ``basic`` from this checkout as a subprocess, as a shell would: the
command-line tests check what it prints and its exit status."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def basic(*args: str, stdin: str = "", cwd: Path = ROOT,
          timeout: float = 60) -> subprocess.CompletedProcess:
    """``basic *args`` with ``stdin`` piped in (so never a terminal)."""
    env = dict(os.environ, PYTHONPATH=str(ROOT), BASIC_HISTORY=os.devnull)
    return subprocess.run([sys.executable, "-m", "basic", *args], input=stdin, text=True,
                          capture_output=True, cwd=cwd, env=env, timeout=timeout)


def listing(tmp_path: Path, text: str, name: str = "prog.bas") -> Path:
    """``text`` written to ``tmp_path/name``."""
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path

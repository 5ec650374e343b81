"""Ctrl-C (SIGINT) from outside a run with no terminal: a headless run and
stream mode stop with the machine's BREAK report, keep what was printed,
and exit 1, in every dialect (issue 25, item 3); and Ctrl-C while Python
is still loading ``basic`` is a quiet exit 130, never a traceback."""
from __future__ import annotations

import builtins
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from basic import launch

ROOT = Path(__file__).resolve().parents[2]

LOOPS = {
    "spectrum": ('5 PRINT "HI"\n10 GO TO 10\n', "L BREAK into program, 10:1"),
    "zx81": ('# dialect: zx81\n5 PRINT "HI"\n10 GOTO 10\n', "D/10"),
    "zx80": ('# dialect: zx80\n5 PRINT "HI"\n10 GO TO 10\n', "D/10"),
    "c64": ('# dialect: c64\n5 PRINT "HI"\n10 GOTO 10\n', "BREAK IN 10"),
}


def interrupted(tmp_path: Path, dialect: str, mode: str) -> subprocess.CompletedProcess:
    """``basic run loop.bas MODE --frames 100000000``, SIGINT once it has printed."""
    path = tmp_path / "loop.bas"
    path.write_text(LOOPS[dialect][0])
    proc = subprocess.Popen([sys.executable, "-m", "basic", "run", str(path), mode,
                             "--frames", "100000000"], cwd=tmp_path, stdin=subprocess.DEVNULL,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env=dict(os.environ, PYTHONPATH=str(ROOT), BASIC_AUDIO="none"))
    time.sleep(2.0)                    # loaded and looping (a headless run prints at the end)
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=60)
    return subprocess.CompletedProcess(proc.args, proc.returncode, out, err)


@pytest.mark.slow
@pytest.mark.parametrize("dialect", sorted(LOOPS))
@pytest.mark.parametrize("mode", ["--headless", "--stream"])
def test_sigint_is_break_with_the_output_kept(tmp_path: Path, dialect: str, mode: str) -> None:
    result = interrupted(tmp_path, dialect, mode)
    report = LOOPS[dialect][1]
    assert result.returncode == 1, (result.stdout, result.stderr)
    assert result.stdout.startswith("HI\n"), result.stdout
    assert report in result.stdout + result.stderr
    assert "internal error" not in result.stderr and "Traceback" not in result.stderr


def test_ctrl_c_while_basic_loads_is_a_quiet_exit_130(monkeypatch, capsys) -> None:
    real_import = builtins.__import__

    def interrupted_import(name, globals=None, locals=None, fromlist=(), level=0):
        if name == "cli" and level == 1 or name == "basic.cli":
            raise KeyboardInterrupt
        return real_import(name, globals, locals, fromlist, level)

    monkeypatch.setattr(builtins, "__import__", interrupted_import)
    assert launch.main(["--version"]) == 130
    assert "Traceback" not in capsys.readouterr().err

"""``basic``, ``basic repl`` and ``basic run -i`` from the command line, with
stdin a pipe (no terminal: lines are handled in turn, without a prompt)."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def basic(*args: str, stdin: str = "", cwd: Path = ROOT) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT), BASIC_HISTORY=os.devnull)
    return subprocess.run([sys.executable, "-m", "basic", *args], input=stdin, text=True,
                          capture_output=True, cwd=cwd, env=env, timeout=60)


@pytest.mark.slow
def test_basic_alone_is_the_repl(tmp_path: Path) -> None:
    res = basic(stdin='10 INPUT "n? ";n\n20 PRINT n*n\nRUN\n12\nPRINT n+1\n'
                      'SAVE "sq"\n', cwd=tmp_path)
    assert res.returncode == 0, res.stderr
    assert res.stdout == ("n? 12\n144\n0 OK, 20:1\n13\n0 OK, 0:1\n"
                          "saved sq.bas (2 lines)\n0 OK, 0:1\n")
    assert (tmp_path / "sq.bas").read_text().endswith('10 INPUT "n? ";n\n20 PRINT n*n\n')


@pytest.mark.slow
def test_repl_subcommand_and_its_options(tmp_path: Path) -> None:
    res = basic("repl", "--dialect", "spectrum", "--display", "text", "--speed", "max",
                stdin="PRINT 1\n")
    assert (res.returncode, res.stdout) == (0, "1\n0 OK, 0:1\n")
    res = basic("repl", "--dialect", "nowhere")
    assert res.returncode == 2 and "unknown dialect" in res.stderr
    res = basic("repl", "--speed", "fast")
    assert res.returncode == 2 and "--speed" in res.stderr


@pytest.mark.slow
def test_run_dash_i_runs_then_reads_commands(tmp_path: Path) -> None:
    (tmp_path / "prog.bas").write_text('10 LET a=7\n20 PRINT "ran"\n30 PRINT (\n')
    res = basic("run", "-i", "prog.bas", stdin="PRINT a*6\nLIST\n", cwd=tmp_path)
    assert res.returncode == 0
    assert res.stdout == ('prog.bas: line 30, column 11: unexpected end of line (line left out)\n'
                          'ran\n0 OK, 20:1\n42\n0 OK, 0:1\n'
                          '  10 LET a=7\n  20 PRINT "ran"\n0 OK, 0:1\n')

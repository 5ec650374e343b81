"""The exit status of ``basic run`` (docs/headless.md, "Exit status"): 0 when
the program ends normally (``0 OK``, the ZX80/ZX81's ``0/n``, the C64's
``READY.``) or with a STOP statement, 1 after an error report (BREAK
included), 2 for a usage error or a file that cannot be run.  Each case runs
headless and in stream mode, as a script in a shell would run it."""
from __future__ import annotations

from pathlib import Path

import pytest

from basic_cli import basic, listing

#: (dialect, program, the machine's report, exit status)
ENDINGS = [
    ("spectrum", "10 PRINT 1", "0 OK, 10:1", 0),
    ("spectrum", "10 STOP", "9 STOP statement, 10:1", 0),
    ("spectrum", "10 PRINT 1/0", "6 Number too big, 10:1", 1),
    ("spectrum", "10 PRINT a", "2 Variable not found, 10:1", 1),
    ("zx81", "10 PRINT 1", "0/10", 0),
    ("zx81", "10 STOP", "9/10", 0),
    ("zx81", "10 PRINT 1/0", "6/10", 1),
    ("zx80", "10 PRINT 1", "0/10", 0),
    ("zx80", "10 STOP", "9/10", 0),
    ("zx80", "10 PRINT 1/0", "6/10", 1),
    ("c64", "10 PRINT 1", "READY.", 0),
    ("c64", "10 END", "READY.", 0),
    ("c64", "10 STOP", "BREAK IN 10", 0),
    ("c64", "10 PRINT 1/0", "?DIVISION BY ZERO  ERROR IN 10", 1),
]


@pytest.mark.parametrize("dialect,program,report,status", ENDINGS,
                         ids=[f"{d}-{p}" for d, p, _, _ in ENDINGS])
def test_headless_exit_status_follows_the_report(tmp_path: Path, dialect: str, program: str,
                                                 report: str, status: int) -> None:
    path = listing(tmp_path, f"# dialect: {dialect}\n{program}\n")
    res = basic("run", str(path), "--headless", "--dump", "json")
    assert res.returncode == status, res.stderr
    assert f'"report": "{report}"' in res.stdout


@pytest.mark.parametrize("dialect,program,report,status", ENDINGS,
                         ids=[f"{d}-{p}" for d, p, _, _ in ENDINGS])
def test_stream_exit_status_follows_the_report(tmp_path: Path, dialect: str, program: str,
                                               report: str, status: int) -> None:
    path = listing(tmp_path, f"# dialect: {dialect}\n{program}\n")
    res = basic("run", str(path))                 # stdin is a pipe: stream mode
    assert res.returncode == status, (res.stdout, res.stderr)
    assert "Traceback" not in res.stderr


def test_break_from_the_keyboard_is_an_error_report(tmp_path: Path) -> None:
    path = listing(tmp_path, "10 LET k$=INKEY$\n20 GO TO 10\n")
    res = basic("run", str(path), "--headless", "--keys", "inkey:BREAK", "--dump", "json")
    assert '"report": "L BREAK into program, ' in res.stdout
    assert res.returncode == 1


def test_a_headless_run_stopped_while_waiting_is_not_a_failure(tmp_path: Path) -> None:
    path = listing(tmp_path, '10 INPUT "n? ";n\n20 PRINT n\n')
    res = basic("run", str(path), "--headless")
    assert res.returncode == 0
    assert "basic: stopped: input-wait" in res.stderr


@pytest.mark.parametrize("args", [
    ["run", "{dir}/missing.bas"],
    ["run", "{dir}"],                               # a directory, not a file
    ["run", "{prog}", "--dialect", "nowhere"],
    ["run", "{prog}", "--headless", "--keys", "inkey:NOSUCHKEY"],
    ["run", "{prog}", "--no-such-option"],
    ["run"],
    ["convert", "{dir}/missing.bas", "{dir}/out.tap"],
    ["repl", "--dialect", "nowhere"],
    ["repl", "--display", "sideways"],
], ids=["missing", "directory", "dialect", "keys", "option", "no-file", "convert-missing",
        "repl-dialect", "repl-display"])
def test_usage_errors_and_unreadable_files_exit_2(tmp_path: Path, args: list[str]) -> None:
    prog = listing(tmp_path, "10 PRINT 1\n")
    res = basic(*[a.format(dir=tmp_path, prog=prog) for a in args])
    assert res.returncode == 2, (res.stdout, res.stderr)
    assert res.stdout == ""
    assert res.stderr.strip() and "Traceback" not in res.stderr

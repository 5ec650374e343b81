"""Issue 16: inputs that once crashed or hung end with the machine's report or
a one-line message, within the machine's bounds, as a shell sees them.

Each case runs ``basic`` as a subprocess under a 2 GB address-space limit
(the issue's bound), so a host ``MemoryError`` or a traceback would show;
the answer must be the machine's, with an exit status of 0, 1 or 2.
"""
from __future__ import annotations

import os
import resource
import subprocess
import sys

import pytest

from .basic_cli import ROOT, listing

LIMIT = 2 * 1024 ** 3


def _limit() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (LIMIT, LIMIT))


def bounded(*args: str, stdin: str = "") -> subprocess.CompletedProcess:
    """``basic *args`` under the memory limit (stdin piped: never a terminal)."""
    env = dict(os.environ, PYTHONPATH=str(ROOT), BASIC_HISTORY=os.devnull)
    done = subprocess.run([sys.executable, "-m", "basic", *args], input=stdin, text=True,
                          capture_output=True, cwd=ROOT, env=env, timeout=120,
                          preexec_fn=_limit)
    assert "Traceback" not in done.stderr and "internal error" not in done.stderr, done.stderr
    assert done.returncode in (0, 1, 2), (done.returncode, done.stderr)
    return done


def screen(done: subprocess.CompletedProcess) -> list[str]:
    """The non-blank rows of a ``--dump text``."""
    return [row for row in done.stdout.splitlines() if row.strip()]


# -- text the machine cannot hold -------------------------------------------------------

@pytest.mark.parametrize("dialect", ["spectrum", "zx81", "zx80", "c64"])
@pytest.mark.parametrize("text, column", [("10 PRINT é", 10), ("10 PRINT ٣", 10),
                                          ('10 PRINT "€"', 11), ("10 REM 😀", 8)])
def test_a_character_with_no_code_is_refused_with_its_line_and_column(
        tmp_path, dialect, text, column):
    """Row 1: the line is left out with its number and column (run), and
    convert names it (exit 2); a character no machine can hold never reaches
    the parser's insides."""
    path = listing(tmp_path, text + "\n20 PRINT 1\n")
    done = bounded("run", "--dialect", dialect, "--headless", "--dump", "text", str(path))
    assert f"line 10, column {column}:" in done.stderr
    assert done.returncode == 0
    suffix = {"spectrum": ".tap", "zx81": ".p", "zx80": ".o", "c64": ".prg"}[dialect]
    done = bounded("convert", "--dialect", dialect, str(path), str(tmp_path / ("out" + suffix)))
    assert done.returncode == 2 and "line 10" in done.stderr
    assert not (tmp_path / ("out" + suffix)).exists()


INPUT_PROGRAM = "10 INPUT A$\n20 PRINT A$\n"
TYPED = "a€b😀c"


@pytest.mark.parametrize("dialect, shown", [("spectrum", "abc"), ("zx81", "ABC"),
                                            ("zx80", "ABC"), ("c64", "ABC")])
def test_a_key_the_machine_does_not_have_is_left_out_of_an_input_answer(
        tmp_path, dialect, shown):
    """Row 2: an INPUT answer with characters the machine has no key for
    (``€``, an emoji), given with ``--input``, piped in stream mode or typed
    at the REPL, is taken without them, and the program goes on."""
    path = listing(tmp_path, INPUT_PROGRAM)
    done = bounded("run", "--dialect", dialect, "--headless", "--dump", "text",
                   "--input", TYPED, str(path))
    assert done.returncode == 0
    assert shown in [row.strip() for row in screen(done)], screen(done)
    done = bounded("run", "--dialect", dialect, "--stream", str(path), stdin=TYPED + "\n")
    assert done.returncode == 0
    assert shown in done.stdout.split(), done.stdout
    done = bounded("repl", "--dialect", dialect, stdin=INPUT_PROGRAM + "RUN\n" + TYPED + "\n")
    assert done.returncode == 0
    assert shown in done.stdout.split(), done.stdout

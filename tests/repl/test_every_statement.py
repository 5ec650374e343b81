"""Every statement of every dialect (statement_corpus.py) through the REPL as
it runs in a terminal: the display chosen by ``DISPLAY auto`` (where the C64
once died on any statement without its own node), then everything on the
live screen, typed directly and as a program that is RUN.  The terminal is a
fake one (tests/frontends/test_live_host.py has its model), so this covers
the whole corpus in seconds; tests/repl/test_first_hour_tmux.py and the
sweep script (tests/repl/sweep_tmux.py) do the same in a real terminal.

Nothing may escape as a Python exception; every statement ends with the
machine's report, or BREAK when it waits for ever (Ctrl-C after a while)."""
from __future__ import annotations

import io
import os
import signal
import threading
from pathlib import Path
from typing import Any, Iterator

import pytest

import basic.frontends.live as live
import basic.frontends.repl.running as running
from basic.dialects import get_dialect
from basic.frontends.keymap import TermKey
from basic.frontends.repl.commands import Repl
from basic.frontends.repl.console import Console
from statement_corpus import CORPUS

#: slow (docs/testing.md): a sweep: every statement of every dialect through the live REPL
pytestmark = pytest.mark.slow

#: a program still running after this many reads of the keyboard gets Ctrl-C
PATIENCE = 30
#: ... and on the text display after this many seconds
TEXT_PATIENCE = 0.3


class PatientTerminal:
    """A terminal of 100 x 40 that nobody types on, until a program has
    read it ``PATIENCE`` times: then Ctrl-C, as a user would press it."""

    release_events = False
    closed = False

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.reads = 0

    def __enter__(self) -> "PatientTerminal":
        return self

    def __exit__(self, *exc: object) -> None:
        pass

    def read_keys(self) -> list[TermKey]:
        self.reads += 1
        return [TermKey("c-c")] if self.reads % PATIENCE == 0 else []

    def size(self) -> tuple[int, int]:
        return (100, 40)

    def clear(self) -> None:
        pass

    def draw(self, runs: Any) -> None:
        pass

    def message(self, lines: list[str]) -> None:
        pass


@pytest.fixture(autouse=True)
def fake_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(running, "Terminal", PatientTerminal)
    monkeypatch.setattr(live.LiveHost, "wait_to_leave", lambda self, machine: None)


class BreakLater:
    """Ctrl-C (SIGINT) after ``TEXT_PATIENCE`` seconds, for a program on the
    text display that never ends; the REPL turns it into BREAK."""

    def __enter__(self) -> "BreakLater":
        self.timer = threading.Timer(TEXT_PATIENCE, os.kill, (os.getpid(), signal.SIGINT))
        self.timer.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.timer.cancel()


def typed(repl: Repl, out: io.StringIO, text: str) -> str:
    start = out.tell()
    try:
        with BreakLater():
            repl.submit(text)
    except KeyboardInterrupt:          # the Ctrl-C came between two runs
        pass
    out.seek(start)
    shown = out.read()
    out.seek(0, io.SEEK_END)
    return shown


def sessions(dialect: str, tmp_path: Path) -> Iterator[tuple[str, str]]:
    """(what was typed, what it showed) for the corpus, in both displays."""
    out = io.StringIO()
    answers = io.StringIO("1\n" * 2000)          # INPUT on the text display
    repl = Repl(get_dialect(dialect), Console(out, dialect=dialect), stdin=answers,
                stdout=out, speed="max", interactive=False, live_ok=True, base_dir=tmp_path)
    for display in ("auto", "live"):
        repl.display = display
        for stmt in CORPUS[dialect]:
            for text in (stmt, "NEW", f"10 {stmt}", "RUN", "NEW"):
                yield f"[{display}] {text}", typed(repl, out, text)


@pytest.mark.parametrize("dialect", sorted(CORPUS))
def test_no_statement_escapes_as_a_python_error(dialect: str, tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    seen = 0
    for text, shown in sessions(dialect, tmp_path):
        assert "Traceback" not in shown and "internal error" not in shown, (text, shown)
        seen += 1
    assert seen == 10 * len(CORPUS[dialect])

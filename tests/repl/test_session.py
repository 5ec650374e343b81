"""The line editor without a terminal: prompt_toolkit fed through a pipe."""
from __future__ import annotations

import io
from pathlib import Path

from prompt_toolkit.history import FileHistory, InMemoryHistory
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput

from basic.dialects import get_dialect
from basic.frontends.repl.commands import Repl
from basic.frontends.repl.console import Console
from basic.frontends.repl.session import ReplSession, history_path, make_history, plain_loop

UP = "\x1b[A"
PASTE = "\x1b[200~{}\x1b[201~"


def drive(keys: str, tmp_path: Path) -> tuple[int, str, Repl]:
    """Feed ``keys`` to a REPL session until the input ends (Ctrl-D);
    (exit status, what the REPL printed, the REPL)."""
    out = io.StringIO()
    repl = Repl(get_dialect("spectrum"), Console(out), stdin=io.StringIO(), stdout=out,
                base_dir=tmp_path)
    with create_pipe_input() as pipe:
        pipe.send_text(keys)
        session = ReplSession(repl, InMemoryHistory(), input=pipe, output=DummyOutput())
        status = session.loop()
    return status, out.getvalue(), repl


def test_lines_are_entered_and_ctrl_d_leaves(tmp_path: Path) -> None:
    status, shown, repl = drive("10 PRINT 7*6\rRUN\r\x04", tmp_path)
    assert status == 0
    assert shown == "42\n0 OK, 10:1\n"


def test_a_line_number_then_up_recalls_the_line(tmp_path: Path) -> None:
    status, shown, repl = drive("10 print  1\r10" + UP + "2\rRUN\r\x04", tmp_path)
    assert shown == "12\n0 OK, 10:1\n"
    assert repl.store.get(10).source == "10 PRINT 12"


def test_edit_puts_the_line_in_the_editor(tmp_path: Path) -> None:
    _, shown, repl = drive("10 PRINT 1\rEDIT 10\r3\rRUN\r\x04", tmp_path)
    assert shown == "13\n0 OK, 10:1\n"


def test_a_wrong_line_comes_back_to_be_fixed(tmp_path: Path) -> None:
    # the cursor is put at the fault: typing there fixes the line
    _, shown, repl = drive('10 PRINT (\r2)\rRUN\r\x04', tmp_path)
    assert "Syntax error at column 11" in shown
    assert shown.endswith("2\n0 OK, 10:1\n")


def test_a_paste_ending_in_a_new_line_is_entered_at_once(tmp_path: Path) -> None:
    listing = '10 PRINT "A"\n20 PRINT (\n30 PRINT "C"\n'
    _, shown, repl = drive(PASTE.format(listing) + '"B")\rRUN\r\x04', tmp_path)
    assert shown.endswith("A\nB\nC\n0 OK, 30:1\n")


def test_ctrl_c_drops_the_line_and_the_lines_waiting_to_be_fixed(tmp_path: Path) -> None:
    listing = "10 PRINT (\n20 PRINT (\n"
    _, shown, repl = drive(PASTE.format(listing) + "\x03" + "LIST\r\x04", tmp_path)
    assert shown.count("Syntax error") == 2
    assert shown.endswith("0 OK, 0:1\n") and len(repl.store) == 0


def test_plain_loop_reads_lines_until_the_end(tmp_path: Path) -> None:
    out = io.StringIO()
    stdin = io.StringIO('10 INPUT a\n20 PRINT a+1\nRUN\n41\n')
    repl = Repl(get_dialect("spectrum"), Console(out), stdin=stdin, stdout=out)
    assert plain_loop(repl, stdin) == 0
    assert out.getvalue() == "41\n42\n0 OK, 20:1\n"      # INPUT answer echoed


def test_where_the_history_lives(monkeypatch, tmp_path: Path) -> None:
    monkeypatch.setenv("BASIC_HISTORY", str(tmp_path / "h"))
    assert history_path() == tmp_path / "h"
    monkeypatch.delenv("BASIC_HISTORY")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    assert history_path() == tmp_path / "data" / "basic" / "history"
    monkeypatch.delenv("XDG_DATA_HOME")
    monkeypatch.setenv("HOME", str(tmp_path))
    assert history_path() == tmp_path / ".local" / "share" / "basic" / "history"


def test_history_file_made_or_done_without(tmp_path: Path, capsys) -> None:
    made = make_history(tmp_path / "new" / "dir" / "history")
    assert isinstance(made, FileHistory) and (tmp_path / "new" / "dir" / "history").exists()
    (tmp_path / "blocker").write_text("a file, not a directory")
    fallback = make_history(tmp_path / "blocker" / "history")
    assert isinstance(fallback, InMemoryHistory)
    assert "history not kept" in capsys.readouterr().err


def test_ctrl_c_between_the_editor_and_a_run_breaks_nothing_off(tmp_path: Path,
                                                                monkeypatch) -> None:
    """Outside the editor (raw mode: a key) and a run (BREAK), a SIGINT must
    not raise wherever Python is: in prompt_toolkit building its event loop
    it left a half-built loop whose collection printed a traceback."""
    import os
    import signal
    listed = Repl.list_program

    def list_after_ctrl_c(self, node=None):
        os.kill(os.getpid(), signal.SIGINT)          # Ctrl-C as the command starts
        listed(self, node)

    monkeypatch.setattr(Repl, "list_program", list_after_ctrl_c)
    status, shown, repl = drive("10 PRINT 1\rLIST\rRUN\r\x04", tmp_path)
    assert status == 0
    assert shown == "  10>PRINT 1\n0 OK, 0:1\n1\n0 OK, 10:1\n"
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler

"""Program names on the host's file system (docs/formats.md, "File names on
the host"): a C64 name is lower case there, on the datasette's files as on
the disk drive's folder, and a name to load is found in any case, so SAVE
then LOAD works on a case-sensitive file system and files named by other
tools load too."""
from __future__ import annotations

import io
from pathlib import Path

from basic.dialects import get_dialect
from basic.dialects.c64.machine import host_file_name
from basic.frontends.repl.commands import Repl
from basic.frontends.repl.console import Console
from basic.frontends.repl.files import listing_path


def typed(dialect: str, base: Path, *lines: str) -> str:
    out = io.StringIO()
    repl = Repl(get_dialect(dialect), Console(out, dialect=dialect), stdin=io.StringIO(),
                stdout=out, base_dir=base)
    for line in lines:
        repl.submit(line)
    return out.getvalue()


def test_c64_names_are_spelt_as_the_drive_spells_them() -> None:
    assert host_file_name("TEST") == "test"
    assert host_file_name("GAME.PRG") == "game.prg"
    assert host_file_name("\xd4EST/2") == "%D4est%2F2"      # a shifted T, a slash


def test_c64_save_then_load_on_a_case_sensitive_file_system(tmp_path: Path,
                                                            monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)                  # the disk is ./disk
    shown = typed("c64", tmp_path, '10 print "hi"', 'save "test"', 'save "test",8', "new",
                  'load "test"', "list", "new", 'load "test",8', "list", 'save "game.prg"')
    assert sorted(str(p.relative_to(tmp_path)) for p in tmp_path.rglob("*.*")) == [
        "disk/test.prg", "game.prg", "test.bas"]
    assert shown.count('10 PRINT "HI"') == 2 and "FILE NOT FOUND" not in shown


def test_a_name_is_found_in_any_case(tmp_path: Path) -> None:
    (tmp_path / "OLD.bas").write_text('10 PRINT "OLD"\n')
    (tmp_path / "game.bas").write_text("# dialect: zx81\n10 PRINT 1\n")
    assert "loaded" in typed("c64", tmp_path, 'load "old"')
    assert "loaded" in typed("zx81", tmp_path, 'LOAD "GAME"')
    assert listing_path("GAME.P", tmp_path / "x") == tmp_path / "x" / "GAME.P"
    assert listing_path("GAME.BAS", tmp_path, must_exist=True) == tmp_path / "game.bas"
    assert listing_path("old", tmp_path, must_exist=True) == tmp_path / "OLD.bas"
    assert listing_path("Old.bas", tmp_path) == tmp_path / "Old.bas"    # for writing: as given


def test_an_exact_name_wins_and_two_in_other_cases_are_not_guessed(tmp_path: Path) -> None:
    for name in ("prog.bas", "PROG.BAS", "Prog.Bas"):
        (tmp_path / name).write_text("10 REM\n")
    assert listing_path("prog", tmp_path, must_exist=True) == tmp_path / "prog.bas"
    assert listing_path("pROG", tmp_path, must_exist=True) == tmp_path / "pROG.bas"

"""Listing files: names, the autostart header, and atomic saving."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

from basic.dialects import get_dialect
from basic.frontends.repl import files
from basic.frontends.repl.files import (atomic_write, autostart_of, listing_path, listing_text,
                                        read_listing)

SPECTRUM = get_dialect("spectrum")


def leftovers(directory: Path) -> list[str]:
    return sorted(p.name for p in directory.iterdir() if p.name.endswith(".tmp"))


def test_atomic_write_writes_text_as_utf8_and_leaves_no_temporary_file(tmp_path: Path) -> None:
    path = tmp_path / "prog.bas"
    atomic_write(path, '10 PRINT "£"\n')
    assert path.read_bytes() == '10 PRINT "£"\n'.encode("utf-8")
    atomic_write(path, b"bytes")
    assert path.read_bytes() == b"bytes"
    atomic_write(path, lambda f: f.write(b"from a writer"))
    assert path.read_bytes() == b"from a writer"
    assert leftovers(tmp_path) == []


def test_a_failed_write_leaves_the_old_file_whole(tmp_path: Path) -> None:
    path = tmp_path / "prog.bas"
    path.write_text("10 REM the old program\n")

    def half_then_crash(f) -> None:
        f.write(b"10 REM the new pro")
        raise OSError(28, "No space left on device")

    with pytest.raises(OSError):
        atomic_write(path, half_then_crash)
    assert path.read_text() == "10 REM the old program\n"
    assert leftovers(tmp_path) == []


def test_a_failed_rename_leaves_the_old_file_whole(tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / "prog.bas"
    path.write_text("old\n")

    def refuse(src, dst) -> None:
        raise OSError(13, "Permission denied")

    monkeypatch.setattr(files.os, "replace", refuse)
    with pytest.raises(OSError):
        atomic_write(path, "new\n")
    assert path.read_text() == "old\n"
    assert leftovers(tmp_path) == []


def test_the_file_is_replaced_by_rename_not_rewritten(tmp_path: Path) -> None:
    """A reader holding the old file keeps the old text (a new inode)."""
    path = tmp_path / "prog.bas"
    path.write_text("old\n")
    with open(path) as reader:
        atomic_write(path, "new\n")
        assert reader.read() == "old\n"
    assert path.read_text() == "new\n"


def test_permissions_of_new_and_existing_files(tmp_path: Path) -> None:
    umask = os.umask(0o022)
    try:
        fresh = tmp_path / "fresh.bas"
        atomic_write(fresh, "x")
        assert fresh.stat().st_mode & 0o777 == 0o644
        kept = tmp_path / "kept.bas"
        kept.write_text("x")
        kept.chmod(0o600)
        atomic_write(kept, "y")
        assert kept.stat().st_mode & 0o777 == 0o600
    finally:
        os.umask(umask)


def test_listing_paths(tmp_path: Path) -> None:
    assert listing_path("prog", tmp_path) == tmp_path / "prog.bas"
    assert listing_path("prog.txt", tmp_path) == tmp_path / "prog.txt"
    assert listing_path("sub/prog", tmp_path) == tmp_path / "sub" / "prog.bas"
    # reading: a file called exactly the name, when there is no name.bas
    (tmp_path / "README").write_text("10 REM x\n")
    assert listing_path("README", tmp_path, must_exist=True) == tmp_path / "README"
    (tmp_path / "README.bas").write_text("10 REM y\n")
    assert listing_path("README", tmp_path, must_exist=True) == tmp_path / "README.bas"


def test_the_saved_text_and_its_headers(tmp_path: Path) -> None:
    program = SPECTRUM.parse_listing('10 print "hi"\n20 goto 10\n').program
    text = listing_text(program.lines, SPECTRUM, autostart=20)
    assert text == '# dialect: spectrum\n# autostart: 20\n10 PRINT "hi"\n20 GO TO 10\n'
    assert listing_text(program.lines, SPECTRUM).startswith("# dialect: spectrum\n10 ")
    path = tmp_path / "p.bas"
    path.write_text(text)
    loaded = read_listing(path, SPECTRUM)
    assert loaded.autostart == 20 and loaded.dialect == "spectrum" and not loaded.errors
    assert [ln.number for ln in loaded.program.lines] == [10, 20]


def test_autostart_header_spellings() -> None:
    assert autostart_of(["# autostart: 10"]) == 10
    assert autostart_of(["#autostart=7", "# dialect: spectrum"]) == 7
    assert autostart_of(["# AUTOSTART 300"]) == 300
    assert autostart_of(["# dialect: spectrum", "# autostart: ten"]) is None


def test_rejected_lines_are_reported_not_loaded(tmp_path: Path) -> None:
    path = tmp_path / "bad.bas"
    path.write_text('10 PRINT "ok"\n20 PRINT (\n')
    loaded = read_listing(path, SPECTRUM)
    assert [ln.number for ln in loaded.program.lines] == [10]
    assert [e.line for e in loaded.errors] == [20]

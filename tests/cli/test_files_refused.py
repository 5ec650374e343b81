"""Files that are not programs: a binary file with a listing's name, a suffix
basic does not read (``.dsk``, ``.trd``), a damaged tape or disk image.  Each is refused with one line that
says what the file is not and names the formats that are supported, exit
status 2, and nothing run; and a listing's lines that are not program lines
are reported with where they are in the file (never ``line None``)."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from basic_cli import basic, listing

SUPPORTED = (".bas", ".txt", ".tap", ".p", ".o", ".prg")


def binary(tmp_path: Path, name: str) -> Path:
    path = tmp_path / name
    shutil.copyfile("/bin/ls" if Path("/bin/ls").exists() else __file__, path)
    path.write_bytes(path.read_bytes()[:20000] + bytes(range(256)))
    return path


def assert_refused(res, name: str) -> None:
    assert res.returncode == 2, (res.stdout, res.stderr)
    assert res.stdout == ""
    lines = res.stderr.splitlines()
    assert len(lines) == 1, res.stderr
    assert name in lines[0] and " not " in lines[0]
    assert all(suffix in lines[0] for suffix in SUPPORTED), lines[0]


@pytest.mark.slow
@pytest.mark.parametrize("mode", [["--headless"], ["--stream"], [], ["-i"]])
def test_a_binary_file_named_bas_is_refused(tmp_path: Path, mode: list[str]) -> None:
    path = binary(tmp_path, "x.bas")
    res = basic("run", str(path), *mode)
    assert_refused(res, "x.bas")
    assert "text" in res.stderr                     # what it is not: a text listing


@pytest.mark.slow
def test_a_binary_file_without_a_suffix_is_refused(tmp_path: Path) -> None:
    path = binary(tmp_path, "game")
    assert_refused(basic("run", str(path), "--headless"), "game")


@pytest.mark.slow
@pytest.mark.parametrize("name", ["game.tzx", "game.d64", "game.t64", "game.pzx"])
def test_a_damaged_image_is_refused_in_one_line(tmp_path: Path, name: str) -> None:
    path = tmp_path / name
    path.write_bytes(b"ZXTape!\x1a\x01\x14" + bytes(300))
    res = basic("run", str(path), "--headless")
    assert res.returncode == 2, (res.stdout, res.stderr)
    assert res.stdout == "" and "Traceback" not in res.stderr
    assert len(res.stderr.splitlines()) == 1 and name in res.stderr


@pytest.mark.slow
@pytest.mark.parametrize("name", ["game.dsk", "game.trd", "notes.doc"])
def test_an_unknown_suffix_is_refused(tmp_path: Path, name: str) -> None:
    path = tmp_path / name
    path.write_bytes(b"ZXTape!\x1a\x01\x14" + bytes(300))
    res = basic("run", str(path), "--headless")
    assert_refused(res, name)
    assert Path(name).suffix in res.stderr


@pytest.mark.slow
def test_an_unknown_suffix_is_refused_even_when_the_file_is_text(tmp_path: Path) -> None:
    path = listing(tmp_path, "10 PRINT 1\n", "prog.zx")
    assert_refused(basic("run", str(path)), "prog.zx")


@pytest.mark.slow
def test_convert_refuses_them_both_ways(tmp_path: Path) -> None:
    source = binary(tmp_path, "x.bas")
    assert_refused(basic("convert", str(source), str(tmp_path / "x.tap")), "x.bas")
    good = listing(tmp_path, "10 PRINT 1\n")
    res = basic("convert", str(good), str(tmp_path / "out.dsk"))
    assert_refused(res, "out.dsk")
    assert not (tmp_path / "out.dsk").exists()


@pytest.mark.parametrize("name", ["prog.bas", "prog.txt", "prog", "PROG.BAS"])
def test_text_listings_still_run_under_their_usual_names(tmp_path: Path, name: str) -> None:
    path = listing(tmp_path, '10 PRINT "fine"\n', name)
    res = basic("run", str(path), "--headless")
    assert res.returncode == 0 and res.stdout.startswith("fine\n")


def test_a_listing_in_latin_1_is_still_text(tmp_path: Path) -> None:
    path = tmp_path / "pound.bas"
    path.write_bytes('10 PRINT "caf\u00e9 \u00a35"\n'.encode("latin-1"))
    res = basic("run", str(path), "--headless")
    assert res.returncode == 0, res.stderr


@pytest.mark.slow
def test_the_repl_refuses_them_with_the_machines_report(tmp_path: Path) -> None:
    binary(tmp_path, "x.bas")
    (tmp_path / "g.tzx").write_bytes(b"ZXTape!\x1a")
    res = basic("repl", stdin='LOAD "x.bas"\nLOAD "g.tzx"\nSAVE "out.dsk"\n', cwd=tmp_path)
    assert res.returncode == 0 and "Traceback" not in res.stderr
    shown = res.stdout + res.stderr
    assert shown.count("R Tape loading error, 0:1") == 2
    assert "F Invalid file name, 0:1" in shown
    assert not (tmp_path / "out.dsk").exists()
    assert "line None" not in shown


def test_rejected_lines_say_where_they_are(tmp_path: Path) -> None:
    path = listing(tmp_path, '10 PRINT "a"\nhello there\n\n30 PRINT (\n40 PRINT "b"\n')
    res = basic("run", str(path), "--headless", "--dump", "json")
    assert res.returncode == 0
    result = json.loads(res.stdout)
    assert result["rejected_lines"] == [
        {"line": 30, "file_line": 4, "column": 11, "message": "unexpected end of line"}]
    assert result["unnumbered_lines"] == [{"file_line": 2, "text": "hello there"}]
    assert "None" not in res.stderr and "null" not in res.stdout
    messages = res.stderr.splitlines()
    assert messages == [
        f"basic: {path}:2: not a program line (no line number at the start), left out",
        f"basic: {path}: line 30, column 11: unexpected end of line (line left out)",
    ]


@pytest.mark.slow
def test_many_stray_lines_are_summed_up(tmp_path: Path) -> None:
    path = listing(tmp_path, "10 PRINT 1\n" + "just some text\n" * 200)
    res = basic("run", str(path), "--headless")
    assert res.returncode == 0
    assert len(res.stderr.splitlines()) <= 12
    assert "190 more" in res.stderr


@pytest.mark.parametrize("mode", [["--headless"], ["--stream"], ["-i"]])
def test_a_text_file_with_no_numbered_line_is_not_a_listing(tmp_path: Path,
                                                            mode: list[str]) -> None:
    """A letter or a config file given to ``basic run`` is refused in one line
    and exit 2, rather than every line left out and an empty program run."""
    path = listing(tmp_path, "Dear reader,\nthis is not a program.\n# nor is this\n")
    res = basic("run", str(path), *mode)
    assert res.returncode == 2, (res.stdout, res.stderr)
    assert res.stdout == ""
    assert res.stderr.splitlines() == [
        f"basic: {path}: not a BASIC listing: no line starts with a line number "
        "(a listing's lines look like 10 PRINT \"HELLO\")"]


def test_an_empty_listing_is_an_empty_program(tmp_path: Path) -> None:
    path = listing(tmp_path, "# dialect: spectrum\n\n")
    res = basic("run", str(path), "--headless")
    assert res.returncode == 0, res.stderr
    assert "0 OK" in res.stdout

"""Start-up: ``basic run FILE --stream`` loads no front-end, picture, sound,
window or machine-code library it does not use, and (once its parser is
cached) not Lark either: they were most of the start-up time (issue 30).
What is checked is which modules a run imports, not how long it takes."""
from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from .basic_cli import ROOT

HEAVY = ("lark", "PIL", "prompt_toolkit", "pyresidfp", "miniaudio", "pygame", "py65",
         "skoolkit", "numpy")
#: standard modules that cost start-up and that a run of an empty listing
#: does without: ``dataclasses`` brings ``inspect`` (and with it ``ast``,
#: ``dis`` and ``tokenize``), and its classes were made on the way in
SLOW_STDLIB = ("dataclasses", "inspect")

PROBE = """
import contextlib, io, json, sys
from basic.cli import main
with contextlib.redirect_stdout(io.StringIO()) as out:
    code = main(sys.argv[1:])
print(json.dumps({"code": code, "out": out.getvalue(),
                  "modules": sorted({name.partition('.')[0] for name in sys.modules})}))
"""


def _imported(tmp_path, *args: str) -> dict:
    env = dict(os.environ, PYTHONPATH=str(ROOT), BASIC_HISTORY=os.devnull,
               XDG_CACHE_HOME=str(tmp_path / "cache"))
    done = subprocess.run([sys.executable, "-c", PROBE, *args], capture_output=True, text=True,
                          cwd=tmp_path, env=env, timeout=120, stdin=subprocess.DEVNULL)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.splitlines()[-1])


@pytest.mark.slow
@pytest.mark.parametrize("dialect", ["spectrum", "zx81", "zx80"])
def test_a_streamed_run_imports_nothing_heavy(tmp_path, dialect):
    program = tmp_path / "empty.bas"
    program.write_text('10 PRINT "OK"\n20 STOP\n', encoding="utf-8")
    args = ("run", "--dialect", dialect, str(program), "--stream")
    _imported(tmp_path, *args)              # the first run may build the parser's cache
    result = _imported(tmp_path, *args)
    assert "OK" in result["out"]
    assert [name for name in HEAVY if name in result["modules"]] == []


def test_a_streamed_empty_listing_imports_no_dataclasses(tmp_path):
    """Issue 30's start-up measure, ``basic run empty.bas --stream``: the
    classes on its way are plain classes."""
    program = tmp_path / "empty.bas"
    program.write_text("", encoding="utf-8")
    result = _imported(tmp_path, "run", str(program), "--stream")
    assert result["code"] == 0
    assert [name for name in SLOW_STDLIB + HEAVY if name in result["modules"]] == []


def test_a_listing_parsed_by_the_cached_parser_imports_no_dataclasses(tmp_path):
    """A listing with lines loads the cached Lark standalone parser, whose
    one dataclass and two uses of ``inspect`` have stand-ins
    (``lalr_cache.standalone_source``)."""
    program = tmp_path / "two.bas"
    program.write_text('10 PRINT "OK"\n20 STOP\n', encoding="utf-8")
    _imported(tmp_path, "run", str(program), "--stream")      # builds the cache
    result = _imported(tmp_path, "run", str(program), "--stream")
    assert "OK" in result["out"]
    assert [name for name in SLOW_STDLIB + HEAVY if name in result["modules"]] == []


def test_a_streamed_c64_run_imports_no_sound_picture_or_front_end(tmp_path):
    """The C64's machine is built with its 6510 (py65), which its BASIC's own
    routines run on; nothing else heavy is loaded, nor the disk drive's
    d64 library until a program uses a device."""
    program = tmp_path / "empty.bas"
    program.write_text('10 PRINT "OK"\n20 END\n', encoding="utf-8")
    result = _imported(tmp_path, "run", "--dialect", "c64", str(program), "--stream")
    assert "OK" in result["out"]
    assert [name for name in HEAVY if name in result["modules"] and name != "py65"] == []
    assert "d64" not in result["modules"]
    program.write_text('10 OPEN 1,8,15:CLOSE 1:PRINT "OK"\n', encoding="utf-8")
    result = _imported(tmp_path, "run", "--dialect", "c64", str(program), "--stream")
    assert "OK" in result["out"] and "d64" in result["modules"]


@pytest.mark.slow
def test_the_parser_cache_is_what_keeps_lark_out(tmp_path):
    """Without the cache, the run builds the Spectrum's parser with Lark (and writes it)."""
    program = tmp_path / "empty.bas"
    program.write_text('10 PRINT "OK"\n', encoding="utf-8")
    result = _imported(tmp_path, "run", str(program), "--stream")
    assert "lark" in result["modules"]
    assert list((tmp_path / "cache" / "basic").glob("spectrum-*.marshal"))

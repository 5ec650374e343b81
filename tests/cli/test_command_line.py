"""The command line as a newcomer types it (issue 13, items 5-7), each run as
a subprocess with its exit status checked: the command word left out
(``basic FILE``, ``basic --dialect c64``), ``--version``, the dialects named
in ``--help``, numbers refused, ``--strict``, and what a headless run prints
without ``--dump``."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from basic_cli import basic, listing

DIALECTS = ("spectrum", "zx81", "zx80", "c64")


# -- item 5: the command word may be left out --------------------------------------------

@pytest.mark.slow
@pytest.mark.parametrize("args", [[], ["--headless"], ["--headless", "--frames", "500"],
                                  ["--stream", "--dialect", "zx81"]],
                         ids=["stream", "headless", "value", "dialect"])
def test_basic_file_runs_it_as_basic_run_does(tmp_path: Path, args: list[str]) -> None:
    prog = listing(tmp_path, '10 PRINT "hi"\n20 PRINT 1/0\n')
    ran = basic("run", str(prog), *args)
    assert ran.returncode == 1, ran.stderr          # the program's error report
    assert ran.stdout.splitlines()[0].lower() == "hi"
    for form in ([str(prog), *args], [*args, str(prog)]):
        res = basic(*form)
        assert (res.returncode, res.stdout, res.stderr) == (
            ran.returncode, ran.stdout, ran.stderr), form


@pytest.mark.slow
@pytest.mark.parametrize("args", [["--dialect", "c64"], ["repl", "--dialect", "c64"],
                                  ["--dialect", "c64", "repl"], ["--dialect=c64"],
                                  ["--dia", "c64"], ["--dialect", "commodore", "--speed", "max"]],
                         ids=["options", "repl", "repl-after", "equals", "abbrev", "alias"])
def test_basic_with_options_only_opens_the_repl(tmp_path: Path, args: list[str]) -> None:
    res = basic(*args, stdin='10 print "hi"\nrun\n', cwd=tmp_path)
    assert res.returncode == 0, res.stderr
    assert res.stdout.splitlines() == ["HI", "READY."]     # the C64's answer, not the Spectrum's


@pytest.mark.slow
def test_basic_alone_is_the_spectrum_repl(tmp_path: Path) -> None:
    res = basic(stdin="PRINT 6*7\n", cwd=tmp_path)
    assert (res.returncode, res.stdout) == (0, "42\n0 OK, 0:1\n")


@pytest.mark.slow
@pytest.mark.parametrize("name", ["run", "repl", "convert"])
def test_a_file_named_like_a_command(tmp_path: Path, name: str) -> None:
    listing(tmp_path, '10 PRINT "named ' + name + '"\n', name)
    for args in (["run", name], [f"./{name}"]):
        res = basic(*args, "--headless", cwd=tmp_path)
        assert res.returncode == 0, (args, res.stderr)
        assert res.stdout.splitlines()[0] == f"named {name}", args
    # the word itself is the command, as documented
    res = basic(name, "--help", cwd=tmp_path)
    assert res.returncode == 0 and f"usage: basic {name}" in res.stdout


@pytest.mark.slow
def test_convert_still_converts(tmp_path: Path) -> None:
    prog = listing(tmp_path, "10 PRINT 1\n")
    res = basic("convert", str(prog), str(tmp_path / "p.tap"))
    assert res.returncode == 0 and (tmp_path / "p.tap").stat().st_size > 0
    res = basic("convert", str(tmp_path / "p.tap"), "-")
    assert res.returncode == 0 and "10 PRINT 1" in res.stdout


def test_a_missing_file_is_named_not_taken_for_a_command(tmp_path: Path) -> None:
    res = basic(str(tmp_path / "nosuch.bas"))
    assert res.returncode == 2 and res.stdout == ""
    assert "cannot read" in res.stderr and "nosuch.bas" in res.stderr
    assert "invalid choice" not in res.stderr


# -- item 6: options -----------------------------------------------------------------------

def test_version() -> None:
    from basic import __version__
    res = basic("--version")
    # a checkout without tools/build_native.py's build (tests/test_native.py checks the other)
    assert (res.returncode, res.stdout) == (0, f"basic {__version__}\npure Python "
                                               "(tools/build_native.py compiles the arithmetic, "
                                               "for speed)\n")


@pytest.mark.parametrize("command", [["run"], ["repl"], ["convert"]])
def test_dialect_help_lists_the_choices(command: list[str]) -> None:
    res = basic(*command, "--help")
    assert res.returncode == 0
    text = " ".join(res.stdout.split())
    after = text[text.rindex("--dialect NAME"):]
    assert "spectrum, zx81, zx80, c64" in after[:80], text


def test_the_top_level_help_shows_both_forms() -> None:
    res = basic("--help")
    assert res.returncode == 0
    assert "basic [OPTIONS] [FILE]" in res.stdout and "basic --dialect c64" in res.stdout


@pytest.mark.parametrize("option", [["--frames", "-5"], ["--frames", "0"], ["--frames", "x"],
                                    ["--idle-frames", "-1"], ["--speed", "0"],
                                    ["--speed", "-2"], ["--scale", "0"],
                                    ["--dialect", "nowhere"]])
def test_numbers_out_of_range_are_refused(tmp_path: Path, option: list[str]) -> None:
    prog = listing(tmp_path, '10 PRINT "ran"\n')
    for args in (["run", str(prog), "--headless"], [str(prog), "--headless"]):
        res = basic(*args, *option)
        assert res.returncode == 2, (option, res.stdout, res.stderr)
        assert res.stdout == "" and f"argument {option[0]}" in res.stderr


@pytest.mark.parametrize("option", [["--speed", "0"], ["--dialect", "nowhere"]])
def test_the_repl_refuses_them_too(option: list[str]) -> None:
    for args in (["repl", *option], option):
        res = basic(*args, stdin="PRINT 1\n")
        assert res.returncode == 2 and res.stdout == "" and f"argument {option[0]}" in res.stderr


def test_idle_frames_0_is_never(tmp_path: Path) -> None:
    prog = listing(tmp_path, "10 PAUSE 0\n")
    res = basic(str(prog), "--headless", "--idle-frames", "0", "--frames", "300",
                "--dump", "json")
    assert res.returncode == 0
    assert json.loads(res.stdout)["stop_reason"] == "frames-limit"


BAD = '10 PRINT "first"\n20 PRINT (\n30 PRINT "last"\n'


@pytest.mark.parametrize("mode", [["--headless"], ["--stream"], ["-i"], []])
def test_strict_refuses_a_listing_with_refused_lines(tmp_path: Path, mode: list[str]) -> None:
    prog = listing(tmp_path, BAD)
    res = basic(str(prog), "--strict", *mode)
    assert res.returncode == 2, (res.stdout, res.stderr)
    assert res.stdout == ""                           # not run at all
    lines = res.stderr.splitlines()
    assert lines[0].startswith(f"basic: {prog}: line 20, column ")
    assert lines[-1] == f"basic: {prog}: not run (--strict): 1 line refused"


def test_without_strict_refused_lines_are_reported_and_the_rest_runs(tmp_path: Path) -> None:
    prog = listing(tmp_path, BAD)
    res = basic(str(prog), "--headless")
    assert res.returncode == 0
    assert res.stdout.splitlines() == ["first", "last", "0 OK, 30:1"]
    assert f"basic: {prog}: line 20, column " in res.stderr and "--strict" not in res.stderr


@pytest.mark.parametrize("dialect", DIALECTS)
def test_strict_runs_a_clean_listing(tmp_path: Path, dialect: str) -> None:
    prog = listing(tmp_path, f'# dialect: {dialect}\n10 PRINT "CLEAN"\n')
    res = basic(str(prog), "--strict", "--headless")
    assert res.returncode == 0 and res.stdout.splitlines()[0] == "CLEAN"


@pytest.mark.parametrize("dialect,bad", [("zx81", "20 PRINT (\n"), ("zx80", "20 PRINT (\n"),
                                         ("c64", "20 PRINT (\n")])
def test_strict_in_every_dialect(tmp_path: Path, dialect: str, bad: str) -> None:
    prog = listing(tmp_path, f'# dialect: {dialect}\n10 PRINT "A"\n{bad}')
    res = basic(str(prog), "--strict", "--headless")
    refused = dialect != "c64"           # the C64's editor stores any line; RUN finds it
    assert res.returncode == (2 if refused else 1), (res.stdout, res.stderr)


# -- item 7: what a headless run prints without --dump -----------------------------------

@pytest.mark.parametrize("dialect,report", [("spectrum", "0 OK, 10:1"), ("zx81", "0/10"),
                                            ("zx80", "0/10")])
def test_headless_prints_what_the_program_printed_and_the_report(
        tmp_path: Path, dialect: str, report: str) -> None:
    prog = listing(tmp_path, f'# dialect: {dialect}\n10 PRINT "HI"\n')
    res = basic(str(prog), "--headless")
    assert res.returncode == 0
    assert res.stdout == f"HI\n{report}\n"


@pytest.mark.slow
def test_headless_c64_prints_its_screen_down_to_ready(tmp_path: Path) -> None:
    prog = listing(tmp_path, '# dialect: c64\n10 PRINT "HI"\n')
    res = basic(str(prog), "--headless")
    assert res.returncode == 0
    full = basic(str(prog), "--headless", "--dump", "json")
    rows = [r.rstrip() for r in json.loads(full.stdout)["rows"]]
    last = max(k for k, r in enumerate(rows) if r)
    assert res.stdout.splitlines() == rows[:last + 1]
    assert res.stdout.splitlines()[0] == "HI" and res.stdout.splitlines()[-1] == "READY."


def test_a_print_at_layout_keeps_its_rows(tmp_path: Path) -> None:
    prog = listing(tmp_path, '10 CLS\n20 PRINT AT 5,3;"five"\n30 PRINT AT 2,0;"two"\n')
    res = basic(str(prog), "--headless")
    assert res.stdout.splitlines() == ["", "", "two", "", "", "   five", "0 OK, 30:1"]


def test_a_full_screen_is_printed_whole(tmp_path: Path) -> None:
    prog = listing(tmp_path, "10 FOR i=0 TO 21\n20 PRINT i\n30 NEXT i\n")
    res = basic(str(prog), "--headless")
    assert res.stdout.splitlines() == [str(i) for i in range(22)] + ["0 OK, 30:1"]


def test_a_run_stopped_at_input_shows_the_prompt(tmp_path: Path) -> None:
    prog = listing(tmp_path, '10 PRINT "asking"\n20 INPUT "n? ";n\n')
    res = basic(str(prog), "--headless")
    assert res.returncode == 0
    lines = res.stdout.splitlines()
    assert lines[0] == "asking" and lines[1].startswith("n? ") and len(lines) == 2
    assert "stopped: input-wait" in res.stderr


def test_dump_text_is_still_the_whole_screen(tmp_path: Path) -> None:
    prog = listing(tmp_path, '10 PRINT "hi"\n')
    res = basic(str(prog), "--headless", "--dump", "text")
    lines = res.stdout.splitlines()
    assert len(lines) == 24 and lines[0] == "hi" and lines[23] == "0 OK, 10:1"


# -- a newcomer's slips ----------------------------------------------------------------------

@pytest.mark.parametrize("typo,command", [("rnu", "run"), ("rpel", "repl"), ("covert", "convert")])
def test_a_mistyped_command_is_named(tmp_path: Path, typo: str, command: str) -> None:
    prog = listing(tmp_path, "10 PRINT 1\n")
    res = basic(typo, str(prog), cwd=tmp_path)
    assert res.returncode == 2 and res.stdout == ""
    assert f"unknown command '{typo}' (did you mean '{command}'?" in res.stderr


def test_a_missing_file_like_a_command_is_still_a_missing_file(tmp_path: Path) -> None:
    res = basic("repl.bas", cwd=tmp_path)
    assert res.returncode == 2 and "cannot read repl.bas" in res.stderr


@pytest.mark.parametrize("args", [["--headless"], ["--headless", "--dump", "text"],
                                  ["--input", "21"], ["-i"]])
def test_run_options_without_a_file_say_the_file_is_missing(args: list[str]) -> None:
    res = basic(*args)
    assert res.returncode == 2 and res.stdout == ""
    assert "basic run: error: the following arguments are required: file" in res.stderr


@pytest.mark.parametrize("args,command", [(["{prog}", "other.bas", "third"], "run"),
                                          (["repl", "extra"], "repl")])
def test_extra_words_are_refused_by_the_command(tmp_path: Path, args: list[str],
                                                command: str) -> None:
    prog = listing(tmp_path, "10 PRINT 1\n")
    res = basic(*[a.format(prog=prog) for a in args], stdin="PRINT 1\n")
    assert res.returncode == 2 and res.stdout == ""
    assert f"usage: basic {command}" in res.stderr
    assert f"basic {command}: error: unrecognized arguments: " in res.stderr


def test_a_name_after_a_listing_is_for_a_disk_or_tape_image(tmp_path: Path) -> None:
    prog = listing(tmp_path, "10 PRINT 1\n")
    res = basic(str(prog), "other.bas")
    assert res.returncode == 2 and res.stdout == ""
    assert res.stderr == (f"basic: {prog}: a name after the file (other.bas) is for a disk or "
                          "tape image (.d64, .t64), and this is a text listing\n")


@pytest.mark.parametrize("args,typed,command", [
    (["{prog}", "-headless"], "-headless", "basic"),
    (["run", "-headless", "{prog}"], "-headless", "basic run"),
    (["run", "{prog}", "-strict"], "-strict", "basic run"),
    (["{prog}", "-frames", "5"], "-frames", "basic"),
    (["repl", "-dialect=c64"], "-dialect=c64", "basic repl"),
    (["-dialect", "c64"], "-dialect", "basic"),
    (["convert", "-dialect", "zx81", "{prog}", "out.p"], "-dialect", "basic convert"),
    (["-version"], "-version", "basic"),
], ids=["headless", "run-headless", "strict", "value", "repl-equals", "repl", "convert", "version"])
def test_a_long_option_with_one_dash_is_named_with_two(tmp_path: Path, args: list[str],
                                                       typed: str, command: str) -> None:
    """argparse alone says ``ignored explicit argument 'eadless'`` (it reads
    ``-h`` and ``eadless``) or ``unrecognized arguments``; the user is told
    the option's spelling instead, in every command."""
    prog = listing(tmp_path, "10 PRINT 1\n")
    res = basic(*[a.format(prog=prog) for a in args], cwd=tmp_path)
    assert res.returncode == 2 and res.stdout == ""
    assert (f"{command}: error: unknown option '{typed}' (did you mean '-{typed}'?)"
            in res.stderr), res.stderr
    assert "ignored explicit argument" not in res.stderr


@pytest.mark.parametrize("args", [["-i"], ["--input", "-5"], ["--keys=-x"]],
                         ids=["short", "value", "equals"])
def test_short_options_and_values_with_one_dash_are_not_taken_for_it(
        tmp_path: Path, args: list[str]) -> None:
    prog = listing(tmp_path, "10 PRINT 1\n")
    res = basic(str(prog), "--headless", *args, cwd=tmp_path)
    assert "unknown option" not in res.stderr

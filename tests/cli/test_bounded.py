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


def bounded(*args: str, stdin: str = "", cwd=ROOT) -> subprocess.CompletedProcess:
    """``basic *args`` under the memory limit (stdin piped: never a terminal)."""
    env = dict(os.environ, PYTHONPATH=str(ROOT), BASIC_HISTORY=os.devnull)
    done = subprocess.run([sys.executable, "-m", "basic", *args], input=stdin, text=True,
                          capture_output=True, cwd=cwd, env=env, timeout=120,
                          preexec_fn=_limit)
    assert "Traceback" not in done.stderr and "internal error" not in done.stderr, done.stderr
    assert done.returncode in (0, 1, 2), (done.returncode, done.stderr)
    return done


def screen(done: subprocess.CompletedProcess) -> list[str]:
    """The non-blank rows of a ``--dump text``."""
    return [row for row in done.stdout.splitlines() if row.strip()]


# -- text the machine cannot hold -------------------------------------------------------

@pytest.mark.slow
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


@pytest.mark.slow
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


# -- every DIM and string counted against the machine's RAM -----------------------------

TEN_DIMS = "10 DIM A(9,9,9,9,9,9,9,9,9,9)\n20 PRINT 1\n"
BIG_TWO = "10 DIM A(10000,10000)\n20 PRINT 1\n"
DOUBLING = '10 LET A$="X"\n20 LET A$=A$+A$\n30 GOTO 20\n'


@pytest.mark.parametrize("dialect, program, report", [
    ("zx81", TEN_DIMS, "4/10"),
    ("c64", TEN_DIMS, "?OUT OF MEMORY  ERROR IN 10"),
    ("spectrum", TEN_DIMS, "4 Out of memory, 10:1"),
    ("zx81", BIG_TWO, "4/10"),
    ("c64", BIG_TWO, "?OUT OF MEMORY  ERROR IN 10"),
    ("zx81", DOUBLING, "4/20"),
    ("spectrum", DOUBLING, "4 Out of memory, 20:1"),
    ("c64", DOUBLING.replace("LET ", ""), "?STRING TOO LONG  ERROR IN 20"),
])
def test_what_does_not_fit_in_the_ram_is_report_4_at_once(tmp_path, dialect, program, report):
    """Rows 9-11: a DIM or a string too big for the machine stops with its
    out-of-memory report (exit 1) before the host is asked for the memory."""
    path = listing(tmp_path, program)
    done = bounded("run", "--dialect", dialect, "--headless", "--dump", "text", str(path))
    assert done.returncode == 1
    assert report in screen(done), screen(done)


def test_a_zx80_array_has_one_dimension(tmp_path):
    """Row 10 on the ZX80: ``DIM A(10000,10000)`` is refused with its line
    and column, as the ZX80 has one-dimensional arrays only."""
    path = listing(tmp_path, BIG_TWO)
    done = bounded("run", "--dialect", "zx80", "--headless", "--dump", "text", str(path))
    assert done.returncode == 0
    assert "line 10, column 15: ZX80 arrays have one dimension" in done.stderr


@pytest.mark.slow
@pytest.mark.parametrize("dialect, ram, report", [("zx81", "1", "4/10"), ("zx81", "16", "0/20"),
                                                  ("zx80", "1", "4/30"), ("zx80", "16", "0/40")])
def test_ram_chooses_the_machines_memory(tmp_path, dialect, ram, report):
    """``--ram``: an array that fits in 16K is report 4 on a 1K machine, on
    ``basic run`` and in the REPL."""
    program = ("10 DIM A(50,50)\n20 PRINT 1\n" if dialect == "zx81"
               else "10 DIM A(200)\n20 DIM B(200)\n30 DIM C(200)\n40 PRINT 1\n")
    path = listing(tmp_path, program)
    done = bounded("run", "--dialect", dialect, "--ram", ram, "--headless", "--dump", "text",
                   str(path))
    assert report in screen(done)
    assert done.returncode == (1 if report.startswith("4") else 0)
    done = bounded("repl", "--dialect", dialect, "--ram", ram, stdin=program + "RUN\n")
    assert report in done.stdout.split()


@pytest.mark.slow
@pytest.mark.parametrize("dialect, ram, words", [("zx81", "3", "1, 2, 16, 32K"),
                                                 ("zx80", "2", "1, 16K"),
                                                 ("spectrum", "16", "fixed"),
                                                 ("c64", "64", "fixed")])
def test_a_ram_size_the_machine_cannot_have_is_a_usage_error(tmp_path, dialect, ram, words):
    path = listing(tmp_path, "10 PRINT 1\n")
    for command in (("run", "--dialect", dialect, "--ram", ram, "--headless", str(path)),
                    ("repl", "--dialect", dialect, "--ram", ram)):
        done = bounded(*command)
        assert done.returncode == 2 and words in done.stderr, done.stderr


# -- lines too long for the format --------------------------------------------------------

LONG_LINE = "10 REM " + "X" * 65536 + "\n20 PRINT 1\n"


@pytest.mark.parametrize("dialect", ["spectrum", "zx81", "zx80"])
def test_a_line_over_65535_bytes_is_left_out_with_its_number(tmp_path, dialect):
    """Row 8: the line is refused at load, by number; the rest runs."""
    path = listing(tmp_path, LONG_LINE)
    done = bounded("run", "--dialect", dialect, "--headless", "--dump", "text", str(path))
    assert done.returncode == 0
    assert "line 10, column 4: the line does not fit" in done.stderr
    assert len(done.stderr) < 400                  # one line, not the line's text
    assert "1" in screen(done)


@pytest.mark.slow
@pytest.mark.parametrize("dialect", ["spectrum", "zx81", "zx80"])
def test_the_repl_refuses_a_line_over_65535_bytes_as_a_listing_does(tmp_path, dialect):
    """Row 8 at the REPL: the line typed is refused with the listing's words and
    never stored, so SAVE after it (once an OverflowError) has nothing too big."""
    typed = "1 REM " + "X" * 65550 + '\n10 PRINT 1\nSAVE "T"\nLIST\n'
    done = bounded("repl", "--dialect", dialect, "--display", "text", stdin=typed, cwd=tmp_path)
    assert done.returncode == 0
    assert "line does not fit: 65554 characters" in done.stdout + done.stderr
    saved = [p for p in tmp_path.iterdir() if p.stem.upper() == "T"]
    assert len(saved) == 1 and "X" * 100 not in saved[0].read_text(errors="replace")


#: 18,000 characters, but every 1 is stored with its 6 hidden bytes: 72,000
#: bytes on a Spectrum or ZX81, more than a line's length word holds
NUMBERS_LINE = "10 PRINT " + "+".join(["1"] * 9000) + "\n20 PRINT 1\n"


@pytest.mark.slow
def test_a_line_whose_stored_form_is_over_65535_bytes_is_left_out_with_its_number(tmp_path):
    """Row 8, as the ROM stores the line: the text fits, the hidden numbers
    do not (once an OverflowError in --dump, SAVE and convert)."""
    path = listing(tmp_path, NUMBERS_LINE)
    done = bounded("run", "--dialect", "spectrum", "--headless", "--dump", "text", str(path))
    assert done.returncode == 0
    assert "line 10, column 4: the line does not fit: 72001 bytes as the Spectrum stores it" \
        in done.stderr
    assert len(done.stderr) < 400
    assert "1" in screen(done)


@pytest.mark.slow
@pytest.mark.parametrize("dialect, suffix", [("spectrum", ".tap"), ("zx81", ".p")])
def test_convert_says_a_line_stored_too_long_does_not_fit(tmp_path, dialect, suffix):
    path = listing(tmp_path, NUMBERS_LINE)
    target = tmp_path / ("out" + suffix)
    done = bounded("convert", "--dialect", dialect, str(path), str(target))
    assert done.returncode == 2 and "does not fit" in done.stderr, done.stderr
    assert "internal error" not in done.stderr and len(done.stderr) < 400
    assert not target.exists()


TWO_BIG_LINES = "10 REM " + "X" * 30000 + "\n20 REM " + "X" * 30000 + "\n"
FORMATS = [("spectrum", ".tap"), ("zx81", ".p"), ("zx80", ".o"), ("c64", ".prg")]


@pytest.mark.slow
@pytest.mark.parametrize("dialect, suffix, program",
                         [(d, s, LONG_LINE) for d, s in FORMATS]
                         + [(d, s, TWO_BIG_LINES) for d, s in FORMATS[:3]])
def test_convert_says_a_program_too_big_does_not_fit(tmp_path, dialect, suffix, program):
    """Row 8: every format says "does not fit" (exit 2, no file), for a line
    too long and for a program too big for the machine (a .prg file holds
    up to the top of the 64K, so two 30000-character lines fit in one)."""
    path = listing(tmp_path, program)
    target = tmp_path / ("out" + suffix)
    done = bounded("convert", "--dialect", dialect, str(path), str(target))
    assert done.returncode == 2 and "does not fit" in done.stderr, done.stderr
    assert len(done.stderr) < 400
    assert not target.exists()


@pytest.mark.slow
@pytest.mark.parametrize("dialect, machine", [("spectrum", "a 48K Spectrum"),
                                              ("zx81", "a 16K ZX81"), ("zx80", "a 16K ZX80")])
@pytest.mark.parametrize("mode", ["--headless", "--stream", "-i"])
def test_run_refuses_a_program_bigger_than_the_ram_as_convert_does(tmp_path, dialect, machine,
                                                                   mode):
    """A program the machine could never have typed in or loaded is refused
    at load in convert's words (exit 2), in every way of running it; it once
    ran (a 58 KB ZX80 line printed 29000 on a 16K ZX80, the Spectrum said 0 OK)."""
    path = listing(tmp_path, TWO_BIG_LINES + "30 PRINT 1\n")
    done = bounded("run", "--dialect", dialect, mode, str(path))
    assert done.returncode == 2, done.stderr
    assert f"does not fit in {machine}" in done.stderr
    assert done.stderr.count("\n") == 1 and "\n1\n" not in done.stdout


@pytest.mark.slow
@pytest.mark.parametrize("dialect", ["zx81", "zx80"])
def test_a_program_that_fits_16k_is_refused_on_1k(tmp_path, dialect):
    path = listing(tmp_path, "10 REM " + "X" * 1100 + "\n20 PRINT 7\n")
    done = bounded("run", "--dialect", dialect, "--ram", "1", "--headless", str(path))
    assert done.returncode == 2 and f"does not fit in a 1K {dialect.upper()}" in done.stderr
    done = bounded("run", "--dialect", dialect, "--headless", "--dump", "text", str(path))
    assert done.returncode == 0 and "7" in screen(done)


@pytest.mark.slow
def test_a_program_just_inside_the_spectrum_runs(tmp_path):
    path = listing(tmp_path, "10 PRINT 7\n20 REM " + "X" * 40000 + "\n")
    done = bounded("run", "--dialect", "spectrum", "--headless", "--dump", "text", str(path))
    assert done.returncode == 0 and "7" in screen(done)


@pytest.mark.slow
@pytest.mark.parametrize("dialect, report", [("spectrum", "4 Out of memory, 0:1"),
                                             ("zx81", "4/0")])
def test_the_repl_load_of_a_program_too_big_is_report_4_and_keeps_the_program(
        tmp_path, dialect, report):
    (tmp_path / "big.bas").write_text(TWO_BIG_LINES)
    typed = '10 PRINT 7\nLOAD "big.bas"\nRUN\n'
    done = bounded("repl", "--dialect", dialect, "--display", "text", stdin=typed, cwd=tmp_path)
    said = done.stdout + done.stderr
    assert report in said and "does not fit" in said
    assert "\n7\n" in done.stdout


def test_a_c64_program_bigger_than_basic_ram_loads_and_run_says_out_of_memory(tmp_path):
    """The C64's LOAD refuses no program (it loads on over $A000), so ours
    takes it, and its RUN finds no room: ?OUT OF MEMORY.  (What a real C64
    then reads from under the BASIC ROM is not modelled.)"""
    path = listing(tmp_path, TWO_BIG_LINES + "30 PRINT 1\n")
    done = bounded("run", "--dialect", "c64", "--headless", "--dump", "text", str(path))
    assert "?OUT OF MEMORY" in done.stdout


# -- nesting the parsers and compilers once met with Python recursion -------------------

DEEP = 3000
NESTED = {
    "subscripts": ("5 DIM A(1): LET A(1)=1\n", "A(" * DEEP + "1" + ")" * DEEP),
    "two subscripts": ("5 DIM A(1,1): LET A(1,1)=1\n", "A(1," * 1000 + "1" + ")" * 1000),
    "FN": ("5 DEF FN F(X)=X\n", "FN F(" * DEEP + "1" + ")" * DEEP),
    "slices": ("", '"ABC"' + "( TO )" * DEEP + "(1)"),
    "LEFT$": ("", "LEFT$(" * DEEP + '"A"' + ",1)" * DEEP),
    "MID$": ("", "MID$(" * DEEP + '"A"' + ",1)" * DEEP),
}
#: (dialect, shape, what line 10 ends in).  The Spectrum's answers are the
#: 48K ROM's (zxoracle); 3,000 subscripts deep is past where its stack meets
#: its variables (1,802: tests/deep), and there the ROM says 2 Variable not
#: found, so that case is not here.  The others end in their machine's own
#: report; their ROMs were not asked at this depth.
NESTED_ANSWERS = [
    ("spectrum", "slices", "0 OK, 10:1"), ("spectrum", "two subscripts", "0 OK, 10:1"),
    ("zx81", "subscripts", None), ("zx80", "subscripts", None), ("c64", "subscripts", None),
    ("zx81", "two subscripts", None), ("c64", "two subscripts", None),
    ("spectrum", "FN", None), ("c64", "FN", None), ("zx81", "slices", None),
    ("c64", "LEFT$", None), ("c64", "MID$", None),
]
REPORT_FORMS = {"spectrum": r"[0-9A-R] .*, 10:1", "zx81": r"[0-9A-Z]/10", "zx80": r"[0-9A-Z]/10",
                "c64": r"(\?.* ERROR IN 10|READY\.)"}


@pytest.mark.slow
@pytest.mark.parametrize("dialect, shape, answer", NESTED_ANSWERS)
def test_nesting_as_deep_as_a_line_holds_ends_in_the_machines_answer(tmp_path, dialect,
                                                                      shape, answer):
    """Array elements inside subscripts, FN inside FN's argument, slices of
    slices, LEFT$ and MID$ inside their first argument: each once recursed in
    the parser or the compiler and ended in a RecursionError."""
    import re
    prelude, expr = NESTED[shape]
    path = listing(tmp_path, prelude + f"10 PRINT {expr}\n")
    done = bounded("run", "--dialect", dialect, "--headless", "--dump", "text", str(path))
    rows = screen(done)
    if answer is not None:
        assert rows[-1].strip() == answer
    else:
        assert any(re.fullmatch(REPORT_FORMS[dialect], row.strip()) for row in rows), rows


@pytest.mark.parametrize("dialect", ["spectrum", "zx81", "zx80", "c64"])
def test_subscripts_on_the_stack_keep_their_meaning(tmp_path, dialect):
    """The ZX8x parser keeps a numeric array's subscripts on SCANNING's stack:
    sums, brackets, commas and elements inside them read as before."""
    two = dialect != "zx80"
    text = ("10 DIM A(3,4)\n20 LET A(2,3)=7\n30 LET B=2\n"
            "40 PRINT A(B,B+1);\" \";A(1+1,(3));\" \";-A(2,3)*2\n" if two else
            "10 DIM A(4)\n20 LET A(3)=7\n30 LET B=2\n"
            "40 PRINT A(B+1);\" \";A((3));\" \";-A(3)*2\n")
    text += "50 DIM C(5)\n60 LET C(2)=3\n70 PRINT C(C(2)-1)+C(1+C(2)-2)\n"
    done = bounded("run", "--dialect", dialect, "--headless", "--dump", "text",
                   str(listing(tmp_path, text)))
    rows = screen(done)
    assert rows[0].strip() in ("7 7 -14", " 7  7 -14".strip()) or rows[0].split() == ["7", "7", "-14"]
    assert rows[1].split() == ["6"]

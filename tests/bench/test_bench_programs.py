"""The benchmark runner's pieces: scaling, expected results, the output checker,
the published table, the implementations' command lines and the report.

No timing is asserted.  The Spectrum forms are checked against the genuine ROM
through tests/bench/golden/rom_runs.json (written by regen_rom_golden.py).
"""
from __future__ import annotations

import importlib.util
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "bench"))

from harness import implementations, install  # noqa: E402
from harness.checking import check_output, clean_lines, parse_number, words  # noqa: E402
from harness.implementations import Implementation  # noqa: E402
from harness.programs import ALL_PROGRAMS, FORMS, RUGG_FELDMAN, has_form, source  # noqa: E402
from harness.published import (C64_MACHINE, ZX_MACHINE, load_published,  # noqa: E402
                               parse_published, real_seconds)
from harness.report import (PYTHON, Results, geomean, portable, ratio_columns,  # noqa: E402
                            render, to_json)
from harness.scaling import (RULES, MultiplyLimit, ScalingError, parse_listing,  # noqa: E402
                             scale_listing, write_scaled)
from harness.timing import FAIL, OK, TIMEOUT, Cell, probe, time_program  # noqa: E402
from harness.twins import expected_output, run_twin  # noqa: E402

_spec = importlib.util.spec_from_file_location("bench_run", REPO / "bench" / "run.py")
bench_run = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(bench_run)

GOLDEN = json.loads((Path(__file__).parent / "golden" / "rom_runs.json").read_text())["runs"]
SOURCES = [(name, form) for name in ALL_PROGRAMS for form in FORMS if has_form(name, form)]

# The results the shared benchmark README documents for the published programs.
README_RESULTS = {
    "bm1": "1001", "bm2": "1000", "bm3": "1000 1000", "bm4": "1000 1499",
    "bm5": "1000 1499", "bm6": "1000 1499 6", "bm7": "1000 1499 1499",
    "bm8": "100 10000 4.60517019 -.506365641", "sieve": "1899 PRIMES",
    "mandel": "8103", "strings": "110 194728 TUVWXYZABCDEFGHIJKLMNOPQRS", "empty": "OK",
    "pokes": "124948", "dates": "23/4/1982 IS A FRIDAY 14/7/1983 IS A THURSDAY",
    "arrays": "ACPNDN YDEXLM 1411",
}


# ------------------------------------------------------------------ scaling

def _for_next_balanced(lines: dict[int, str]) -> bool:
    stack: list[str] = []
    for _, body in sorted(lines.items()):
        for m in re.finditer(r"\b(FOR|NEXT)\s+([A-Za-z])\b", body, re.IGNORECASE):
            var = m.group(2).lower()
            if m.group(1).upper() == "FOR":
                stack.append(var)
            elif not stack or stack.pop() != var:
                return False
    return not stack


@pytest.mark.parametrize("name,form", SOURCES)
def test_scale_one_is_the_listing_unchanged(name: str, form: str) -> None:
    assert scale_listing(name, form, source(name, form), 1) == source(name, form)


@pytest.mark.parametrize("name,form", SOURCES)
def test_scaled_listing_changes_only_what_its_rules_say(name: str, form: str) -> None:
    before = parse_listing(source(name, form))
    after = parse_listing(scale_listing(name, form, source(name, form), 10))
    touched = {edit.line for edit in RULES[name]}
    assert set(after) - set(before) <= touched
    assert set(before) <= set(after)
    for number, body in before.items():
        if number not in touched:
            assert after[number] == body
    for edit in RULES[name]:
        if isinstance(edit, MultiplyLimit):
            assert re.search(rf"\b{int(edit.literal) * 10}\b", after[edit.line])
            assert not re.search(rf"\b{edit.literal}\b", after[edit.line])
    assert _for_next_balanced(after)


@pytest.mark.parametrize("name,form", [(n, f) for n, f in SOURCES if n in ("sieve", "mandel")])
def test_repeated_programs_reset_their_result_inside_the_repeat(name: str, form: str) -> None:
    lines = parse_listing(scale_listing(name, form, source(name, form), 3))
    numbers = sorted(lines)
    var = "j" if form == "zx" else "J"
    start = next(n for n in numbers if lines[n] == f"FOR {var}=1 TO 3")
    end = next(n for n in numbers if lines[n] == f"NEXT {var}")
    counter = "t" if name == "mandel" else "c"
    reset = next(n for n in numbers if re.fullmatch(rf"(LET )?{counter}=0", lines[n], re.I))
    assert start < reset < end
    printed = [n for n in numbers if "PRINT" in lines[n].upper() and start < n < end]
    assert all(lines[n].startswith(f"IF {var}=3 THEN PRINT") for n in printed)


def test_scaling_refuses_a_listing_it_does_not_recognise() -> None:
    with pytest.raises(ScalingError):
        scale_listing("bm2", "zx", source("bm2", "zx").replace("k<1000", "k<999"), 10)
    with pytest.raises(ScalingError):
        scale_listing("sieve", "zx", source("sieve", "zx") + "35 REM taken\n", 10)
    with pytest.raises(ValueError):
        scale_listing("bm1", "zx", source("bm1", "zx"), 0)


def test_write_scaled_writes_every_form(tmp_path: Path) -> None:
    out = write_scaled(4, tmp_path)
    written = sorted(p.name for p in out.iterdir())
    assert written == sorted(f"{n}.{f}.bas" for n, f in SOURCES)
    assert (out / "bm1.c64.bas").read_text() == scale_listing(
        "bm1", "c64", source("bm1", "c64"), 4)


@pytest.mark.parametrize("key", sorted(GOLDEN))
def test_rom_accepts_and_runs_the_scaled_spectrum_form(key: str) -> None:
    """The golden's listing is what the scaler makes today, the ROM's editor took
    every line, the run reached the final STOP, and its screen passes the checker
    against the twin's output at that scale."""
    run = GOLDEN[key]
    name, scale = run["program"], run["scale"]
    listing = scale_listing(name, "zx", source(name, "zx"), scale)
    assert run["listing"] == listing, "stale golden: run tests/bench/regen_rom_golden.py"
    assert run["rejected_lines"] == []
    stop = next(n for n, body in parse_listing(listing).items() if body == "STOP")
    assert run["report"] == f"9 STOP statement, {stop}:1"
    assert check_output("\n".join(run["rows"]), expected_output(name, scale))


# ------------------------------------------------------------------ expected results

@pytest.mark.parametrize("name", ALL_PROGRAMS)
def test_twins_print_the_documented_results_unscaled(name: str) -> None:
    assert check_output(run_twin(name, 1), README_RESULTS[name])


@pytest.mark.parametrize("name", ALL_PROGRAMS)
def test_expected_output_is_the_twin_output(name: str) -> None:
    assert expected_output(name, 3) == run_twin(name, 3)


@pytest.mark.parametrize("name,count", [("bm1", 1000), ("bm2", 1000), ("bm7", 1000)])
def test_scaled_twins_count_to_the_scaled_limit(name: str, count: int) -> None:
    loop_end = count * 5 + (1 if name == "bm1" else 0)
    assert words(expected_output(name, 5))[2] == str(loop_end)


@pytest.mark.parametrize("name", ["sieve", "mandel", "bm8", "dates"])
def test_repeated_twins_print_the_same_result_at_any_scale(name: str) -> None:
    assert expected_output(name, 4) == expected_output(name, 1)


def test_scaled_strings_result_differs_from_unscaled() -> None:
    assert expected_output("strings", 2) != expected_output("strings", 1)


# ------------------------------------------------------------------ the output checker

def test_checker_accepts_the_peers_real_clothing() -> None:
    bm8 = expected_output("bm8", 1)
    pcbasic = "S\r\nE\r\n 100           10000 \r\n 4.60517      -.5063656 \r\n"
    speccy = ("\x1b[39;49mS\x1b[0m\x1b[K\n\x1b[39;49m\x1b[39;49mE\x1b[0m\x1b[K\n"
              "\x1b[39;49m100             10000\x1b[0m\x1b[K\n"
              "\x1b[39;49m4.6051702       -0.5063656\x1b[0m\x1b[K\n\x1b[?25h")
    assert check_output(pcbasic, bm8)
    assert check_output(speccy, bm8)
    bwbasic = ("\rBywater BASIC Interpreter/Shell, version 2.20 patch level 2\n"
               "\rCopyright (c) 1993, Ted A. Campbell\n\r \n 1899PRIMES\nbwBASIC: ")
    assert check_output(bwbasic, expected_output("sieve", 1))
    # cbmbasic prints the C64's cursor-right after a number as ESC [ C
    cbmbasic = " 1899\x1b[CPRIMES\r\n"
    assert check_output(cbmbasic, expected_output("sieve", 1))


def test_checker_accepts_a_spectrum_screen_that_splits_a_line() -> None:
    screen = "S\nE\n1000            1499\n6\n\n9 STOP statement, 800:1\n"
    assert check_output(screen, expected_output("bm6", 1))


@pytest.mark.parametrize("wrong", [
    "S\nE\n1000\n",                                    # BM1 one short
    "S\nE\n",                                          # no result
    "",                                                # no output at all
    "2 Variable not found, 750:1\n",                   # an error report
    "S\nX\n1001\n",                                    # a text line wrong
])
def test_checker_rejects_wrong_bm1_output(wrong: str) -> None:
    assert not check_output(wrong, expected_output("bm1", 1))


def test_checker_numbers_exact_when_whole_and_close_when_not() -> None:
    expected = expected_output("bm8", 1)
    right = "S\nE\n100 10000\n4.6051702 -0.50636565\n"
    assert check_output(right, expected)
    assert not check_output(right.replace("10000", "10001"), expected)
    assert not check_output(right.replace("4.6051702", "4.6052"), expected)
    assert check_output("S\nE\n1000001\n", expected_output("bm1", 1000))
    assert not check_output("S\nE\n1000000\n", expected_output("bm1", 1000))


def test_checker_rejects_a_picture_shifted_by_a_column() -> None:
    expected = expected_output("mandel", 1)
    assert check_output(expected, expected)
    shifted = "\n".join(" " + line for line in expected.splitlines()[:-1]) + "\n8103\n"
    assert not check_output(shifted, expected)


def test_checker_helpers() -> None:
    assert clean_lines("\x1b[0mA \r\nB\r") == ["A", "B"]
    assert [parse_number(w) for w in ("1E+08", "-.5", "1D+02", "E", ".")] == [1e8, -0.5, 100.0,
                                                                                None, None]
    assert words("1899PRIMES") == ["1899", "P", "R", "I", "M", "E", "S"]


# ------------------------------------------------------------------ the published table

def test_published_table_parses() -> None:
    table = load_published()
    zx = table[ZX_MACHINE].seconds
    c64 = table[C64_MACHINE].seconds
    assert set(zx) == set(RUGG_FELDMAN) and all(v is not None and v > 0 for v in zx.values())
    assert all(v is not None and v > 0 for v in c64.values())
    assert table["ZX81 (FAST)"].seconds["bm2"] is None


def test_published_times_agree_with_the_rom_runs() -> None:
    """The Spectrum row and the ROM's own frame counts (unscaled) agree within 3 %."""
    zx = load_published()[ZX_MACHINE].seconds
    for name in RUGG_FELDMAN:
        emulated = GOLDEN[f"{name}@1"]["frames"] / 50
        assert emulated == pytest.approx(zx[name], rel=0.03)


def test_real_seconds_scale_with_the_work() -> None:
    table = parse_published("# comment\nmachine,bm1,bm2,bm3,bm4,bm5,bm6,bm7,bm8,source\n"
                            "ZX Spectrum 48K,4.5,,1,1,1,1,1,1,S9\n")
    assert real_seconds(table, "zx", "bm1", 10) == pytest.approx(45.0)
    assert real_seconds(table, "zx", "bm2", 10) is None
    assert real_seconds(table, "c64", "bm1", 10) is None
    assert real_seconds(table, "zx", "sieve", 10) is None
    assert table[ZX_MACHINE].source == "S9"


# ------------------------------------------------------------------ implementations

def test_our_command_lines(tmp_path: Path) -> None:
    zx, c64 = implementations.ours("basic")
    path = tmp_path / "bm1.zx.bas"
    assert zx.command(path)[:3] == ["basic", "run", str(path)]
    assert zx.command(path)[3:6] == ["--headless", "--speed", "max"]
    assert c64.command(path)[:5] == ["basic", "run", "--dialect", "c64", str(path)]


def test_ours_may_cache_bytecode(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Every version of ours is timed as an installed package runs, with its
    bytecode cached: a shell's PYTHONDONTWRITEBYTECODE does not reach it."""
    monkeypatch.setenv("PYTHONDONTWRITEBYTECODE", "1")
    before = tmp_path / "before"
    (before / "basic").mkdir(parents=True)
    runs = (implementations.ours("basic") + implementations.ours(inprocess=True)
            + implementations.before(before))
    assert len(runs) == 6
    for impl in runs:
        assert impl.env is not None and "PYTHONDONTWRITEBYTECODE" not in impl.env, impl.key


def test_peer_command_lines_and_missing_peers(monkeypatch: pytest.MonkeyPatch,
                                              tmp_path: Path) -> None:
    monkeypatch.setattr(implementations, "PEERS_DIR", tmp_path / "none")
    monkeypatch.setattr(implementations.shutil, "which", lambda name: f"/usr/bin/{name}")
    monkeypatch.setattr(implementations, "_pip_version", lambda *a: "")
    monkeypatch.setattr(implementations, "_dpkg_version", lambda *a: "")
    speccy, pcbasic, cbmbasic, bwbasic = implementations.peers()
    path = tmp_path / "x.bas"
    assert speccy.command(path) == ["/usr/bin/speccy-basic", "--run", str(path)]
    assert pcbasic.command(path) == ["/usr/bin/pcbasic", f"--run={path}", "-n", "-q"]
    assert pcbasic.pipe_stdin
    assert cbmbasic.command(path) == ["/usr/bin/cbmbasic", str(path)]
    assert cbmbasic.form == "c64"
    assert bwbasic.command(path) == ["/usr/bin/bwbasic", str(path)]
    assert bwbasic.file_form("sieve") == "bw" and bwbasic.file_form("bm1") == "c64"
    monkeypatch.setattr(implementations.shutil, "which", lambda name: None)
    missing = implementations.peers()
    assert [p.available for p in missing] == [False, False, False, False]
    assert all(p.reason.startswith("not installed") for p in missing)


def test_install_cbmbasic_builds_a_checkout_into_the_peers_bin(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """--install-peers builds cbmbasic with make from $CBMBASIC_SRC and finds it there after."""
    if shutil.which("make") is None:
        pytest.fail("make is needed to build cbmbasic")
    source = tmp_path / "src"
    source.mkdir()
    (source / "Makefile").write_text(
        "cbmbasic:\n\tprintf '#!/bin/sh\\necho built\\n' > cbmbasic && chmod +x cbmbasic\n")
    peers_dir = tmp_path / "peers"
    monkeypatch.setattr(install, "PEERS_DIR", peers_dir)
    monkeypatch.setattr(implementations, "PEERS_DIR", peers_dir)
    monkeypatch.setenv("CBMBASIC_SRC", str(source))
    said: list[str] = []
    assert install.install_cbmbasic(said.append)
    built = peers_dir / "bin" / "cbmbasic"
    assert subprocess.run([str(built)], capture_output=True, text=True).stdout == "built\n"
    assert not (source / "cbmbasic").exists()      # the checkout given is left clean
    monkeypatch.setattr(implementations.shutil, "which", lambda name: None)
    cbm = next(p for p in implementations.peers() if p.key == "cbmbasic")
    assert cbm.available and cbm.argv == [str(built)]
    assert cbm.version == "src"                     # a plain folder: its name
    assert install.install_cbmbasic(said.append) and said[-1] == "cbmbasic: already installed"


def _fake(tmp_path: Path, body: str) -> Implementation:
    script = tmp_path / f"fake{len(list(tmp_path.glob('fake*.py')))}.py"
    script.write_text(body)
    return Implementation("fake", "fake", "zx", [sys.executable, str(script)])


@pytest.mark.slow
def test_time_program_checks_every_output(tmp_path: Path) -> None:
    listing = tmp_path / "bm1.zx.bas"
    listing.write_text("")
    good = _fake(tmp_path, "print('S'); print('E'); print(1001)\n")
    cell = time_program(good, listing, expected_output("bm1", 1), 2, 30)
    assert cell.status == OK and len(cell.samples) == 2
    bad = _fake(tmp_path, "print('S'); print('E'); print(1000)\n")
    cell = time_program(bad, listing, expected_output("bm1", 1), 2, 30)
    assert cell.status == FAIL and cell.samples == [] and cell.net is None
    slow = _fake(tmp_path, "import time; time.sleep(10)\n")
    assert time_program(slow, listing, "OK\n", 1, 0.3).status == TIMEOUT
    probe(bad, listing, expected_output("bm1", 1), 30)
    assert not bad.available and "cannot run" in bad.reason


FAKE_BASIC = """
import re, sys
sys.path.insert(0, {bench!r})
from harness.twins import expected_output
path = next(a for a in sys.argv[1:] if a.endswith('.bas'))
name = path.rsplit('/', 1)[1].split('.')[0]
scale = int(re.search(r'scale(\\d+)', path).group(1))
print(expected_output(name, scale), end='')
"""


@pytest.mark.slow
def test_measure_end_to_end_with_a_stand_in_interpreter(tmp_path: Path) -> None:
    """The runner's whole path (scaled files, probes, start-up, cells, report) with
    a stand-in for ``basic`` that prints the twin's output."""
    fake = tmp_path / "fake_basic.py"
    fake.write_text(FAKE_BASIC.format(bench=str(REPO / "bench")))
    results = bench_run.measure(["bm1", "sieve"], scale=2, runs=2, timeout=60,
                                with_peers=True, basic=f"{sys.executable} {fake}",
                                quiet=True, build_root=tmp_path / "build",
                                without=["speccy", "PC-BASIC", "cbmbasic", "bwbasic"])
    assert [impl.key for impl in results.impls] == ["ours-zx", "ours-c64"]
    assert (tmp_path / "build" / "scale2" / "sieve.zx.bas").is_file()
    for key in ("ours-zx", "ours-c64", PYTHON):
        assert [results.cells[key][n].status for n in ("bm1", "sieve")] == [OK, OK]
    assert results.cells["ours-zx"]["empty"].status == OK
    text = render(results)
    assert "ours zx/py" in text and "ZX48K/ours zx" in text and "geomean" in text
    data = to_json(results)
    assert data["scale"] == 2 and data["implementations"]["ours-zx"]["cells"]["bm1"]["status"] == OK
    # the command names no folder of this machine
    command = data["implementations"]["ours-zx"]["command"]
    assert command[1] == "fake_basic.py" and not any(Path(w).is_absolute() for w in command)


def test_a_results_command_names_no_folder_of_the_machine(tmp_path: Path) -> None:
    assert portable([str(REPO / ".venv" / "bin" / "python"), "-m", "basic"]) == [
        ".venv/bin/python", "-m", "basic"]
    assert portable([str(tmp_path / "bin" / "pcbasic"), "--quit"]) == ["pcbasic", "--quit"]
    assert portable(None) is None


def test_unknown_program_is_refused() -> None:
    with pytest.raises(SystemExit):
        bench_run.main(["--only", "bm9"])


# ------------------------------------------------------------------ the report

def _results(peer_available: bool = True) -> Results:
    ours_zx, ours_c64 = implementations.ours("basic")
    ours_c64.available, ours_c64.reason = False, "cannot run empty.c64.bas"
    peer = Implementation("pcbasic", "PC-BASIC", "c64", ["pcbasic"])
    missing = Implementation("bwbasic", "bwbasic", "c64", None, available=False,
                             reason="not installed")
    peer.available = peer_available
    cells = {
        "ours-zx": {"empty": Cell(OK, [0.1]), "bm1": Cell(OK, [0.5, 0.6, 0.7], startup=0.1),
                    "bm2": Cell(FAIL, reason="wrong")},
        "pcbasic": {"bm1": Cell(OK, [2.0]), "bm2": Cell(OK, [4.0])},
        PYTHON: {"bm1": Cell(OK, [0.01]), "bm2": Cell(OK, [0.04])},
    }
    table = parse_published("machine,bm1,bm2,bm3,bm4,bm5,bm6,bm7,bm8,source\n"
                            "ZX Spectrum 48K,5,8,,,,,,,S\n")
    return Results(scale=10, runs=3, impls=[ours_zx, ours_c64, peer, missing], cells=cells,
                   published=table, programs=("bm1", "bm2"))


def test_ratios_and_geomeans() -> None:
    assert geomean([2.0, 8.0]) == pytest.approx(4.0)
    assert geomean([]) is None
    columns = {c.label: c for c in ratio_columns(_results())}
    assert columns["ours zx/py"].values["bm1"] == pytest.approx(0.5 / 0.01)
    assert columns["ours zx/py"].values["bm2"] is None               # FAIL has no time
    assert columns["PC-BASIC/py"].values["bm2"] == pytest.approx(100.0)
    assert columns["PC-BASIC/ours"].values["bm1"] == pytest.approx(2.0 / 0.5)
    assert columns["PC-BASIC/ours"].marked                           # no C64 column of ours
    assert columns["ZX48K/ours zx"].values["bm1"] == pytest.approx(50 / 0.5)
    assert "C64/ours c64" not in columns


def test_render_reports_missing_and_failed_cells() -> None:
    text = render(_results())
    lines: dict[str, str] = {}
    for line in text.splitlines():          # the seconds table comes first
        if line.strip():
            lines.setdefault(line.split()[0], line)
    assert "FAIL" in lines["bm2"] and "n/a" in lines["bm2"]
    assert "not installed" in lines["start-up"]
    assert "bwbasic: not installed" in text
    assert "ours zx bm2: FAIL: wrong" in text
    assert "(1/2)" in lines["geomean"]


# ------------------------------------------------------------------ ours in-process, scales fitted

def test_scales_round_up_to_two_digits() -> None:
    assert [bench_run._round_up(v) for v in (0.3, 7.2, 731, 12345, 100)] == [1, 8, 740, 13000, 100]


@pytest.mark.slow
def test_ours_is_timed_in_process_and_scaled_to_run_long_enough(tmp_path: Path) -> None:
    """Ours runs in harness/inprocess.py, which times the run alone: nothing is
    subtracted from its cells, and the start-up row is still the whole process.
    With ``seconds``, the program's scale grows until ours runs it that long."""
    results = bench_run.measure(["bm1"], scale=1, runs=1, timeout=120, with_peers=False,
                                basic=None, quiet=True, build_root=tmp_path / "build",
                                without=["ours-c64"], seconds=0.2)
    (impl,) = results.impls
    assert impl.inprocess
    cell = results.cells["ours-zx"]["bm1"]
    assert cell.status == OK and cell.startup == 0 and cell.net >= 0.2 * 0.5
    assert results.scales["bm1"] > 1
    assert results.cells["ours-zx"]["empty"].median > 0
    assert (tmp_path / "build" / f"scale{results.scales['bm1']}" / "bm1.zx.bas").is_file()
    assert to_json(results)["scales"] == {"bm1": results.scales["bm1"]}


def test_before_times_another_checkout_beside_ours(tmp_path: Path) -> None:
    """``--before CHECKOUT``: an earlier version of ours gets its own columns in
    the same run, its ``basic`` package taken from the checkout (here a copy
    that leaves a mark when it is imported), and a before/ours ratio."""
    checkout = tmp_path / "old"
    shutil.copytree(REPO / "basic", checkout / "basic",
                    ignore=shutil.ignore_patterns("__pycache__"))
    mark = tmp_path / "imported"
    init = checkout / "basic" / "__init__.py"
    init.write_text(init.read_text() + f"\nopen({str(mark)!r}, 'w').close()\n")
    results = bench_run.measure(["bm1"], scale=1, runs=1, timeout=120, with_peers=False,
                                basic=None, quiet=True, build_root=tmp_path / "build",
                                without=["ours-c64", "before-c64"], before=checkout)
    assert [impl.key for impl in results.impls] == ["before-zx", "ours-zx"]
    assert mark.is_file()
    for key in ("before-zx", "ours-zx"):
        assert results.cells[key]["bm1"].status == OK
        assert results.cells[key]["empty"].status == OK
    column = next(c for c in ratio_columns(results) if c.label == "before zx/ours zx")
    assert column.values["bm1"] is not None and column.values["bm1"] > 0
    assert "before zx/ours zx" in render(results)

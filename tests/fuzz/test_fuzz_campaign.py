"""The fuzz campaign tool (tools/fuzz_campaign.py) and CI's slice of it.

The slice runs a few hundred seeded cases of the ``ci`` profile through every
front-end and file reader, in worker processes under the campaign's time and
memory limits, and fails on any internal error, traceback, hang, memory
blow-up or crash.  The other tests check the campaign's own machinery: that
each bad outcome is seen for what it is, that a stuck worker is killed and
replaced, and that minimising cuts a failure down.
"""
import json

import pytest

from fuzz.campaign import Settings, run_campaign
from fuzz.cases import ALIAS, FOREIGN, RUN_KINDS, SUFFIX, command, make_case
from fuzz.execute import run_case
from fuzz.minimise import Budget, ddmin, minimise
from fuzz.pool import Worker
from fuzz.report import write_report
from fuzz.seeds import DIALECTS, seed_programs

#: slow (docs/testing.md): fuzz slices: hundreds of cases in worker processes
pytestmark = pytest.mark.slow

SLICE_SEED = 16
SLICE_CASES = 300


def test_ci_slice_finds_no_internal_error_traceback_hang_or_blow_up(tmp_path):
    summary = run_campaign(Settings(seed=SLICE_SEED, cases=SLICE_CASES, workers=2,
                                    profile="ci", soft=5, hard=20, minimise=False),
                           progress=None)
    assert summary["cases"] == SLICE_CASES
    bad = [(c["outcome"], c["cause"], c["example"]) for c in summary["causes"]]
    assert summary["bad"] == 0 and not bad, json.dumps(bad, indent=1)[:4000]
    # the slice reaches every front-end and reader, in every dialect
    assert set(summary["by_kind"]) == set(RUN_KINDS)
    assert set(summary["by_dialect"]) == set(DIALECTS)
    assert {"ok", "report", "message"} <= set(summary["outcomes"])


def test_every_dialect_has_seeds_from_the_repository():
    seeds = seed_programs()
    assert all(len(seeds[name]) >= 10 for name in DIALECTS)


def test_a_case_is_made_again_from_its_seed_and_index():
    assert make_case(3, 77) == make_case(3, 77)
    assert make_case(3, 77) != make_case(3, 78)


@pytest.mark.parametrize("text, outcome", [("10 PRINT 1\n", "ok"), ("10 PRINT 1/0\n", "report")])
def test_run_case_sorts_the_machines_answers(tmp_path, text, outcome):
    case = {"kind": "run", "dialect": "spectrum", "text": text, "inputs": [], "keys": []}
    assert run_case(case, tmp_path)["outcome"] == outcome


def test_a_file_that_is_not_a_program_is_a_one_line_message(tmp_path):
    case = {"kind": "file", "dialect": "zx81", "data": "AAAA", "suffix": ".p", "action": "run"}
    result = run_case(case, tmp_path)
    assert (result["outcome"], result["rc"]) == ("message", 2)


@pytest.fixture
def worker():
    """A worker with short limits, for the cases that must reach them."""
    w = Worker(memory=768 << 20, soft=1.0, hard=3.0, kill=6.0)
    yield w
    w.stop()


@pytest.fixture
def roomy_worker():
    """A worker whose time limits no case here comes near, however loaded the
    machine: what it answers does not depend on the clock."""
    w = Worker(memory=768 << 20, soft=300.0, hard=600.0, kill=900.0)
    yield w
    w.stop()


def test_an_exception_in_the_project_is_an_internal_error_grouped_by_its_frame(worker):
    result = worker.ask({"case": {"kind": "selftest", "dialect": "-", "action": "raise"}})
    assert result["outcome"] == "internal"
    assert result["cause"] == "AttributeError in basic/core/keyscript.py:parse_script"


def test_a_loop_is_stopped_at_the_hard_limit_as_a_hang(worker):
    result = worker.ask({"case": {"kind": "selftest", "dialect": "-", "action": "hang"}})
    assert result["outcome"] == "hang" and result["interrupts"] >= 1


def test_a_worker_stuck_where_no_signal_reaches_is_killed_and_replaced(worker):
    result = worker.ask({"case": {"kind": "selftest", "dialect": "-", "action": "stuck"}})
    assert result["outcome"] == "hang" and "killed" in result["cause"]
    # the replacement answers (a case that returns at once: no limit can strike it)
    after = worker.ask({"case": {"kind": "selftest", "dialect": "-", "action": "ok"}})
    assert after["outcome"] == "ok" and worker.started == 2


def test_memory_past_the_limit_is_a_blow_up_and_the_worker_restarts(roomy_worker):
    # the blow-up is the address-space limit's, at once; the time limits are far away
    result = roomy_worker.ask({"case": {"kind": "selftest", "dialect": "-", "action": "memory"}})
    assert result["outcome"] == "memory" and result["restart"]
    after = roomy_worker.ask({"case": {"kind": "run", "dialect": "c64", "text": "10 PRINT 1\n"}})
    assert after["outcome"] == "ok" and roomy_worker.started == 2


def test_a_worker_that_dies_is_a_crash(worker):
    result = worker.ask({"case": {"kind": "selftest", "dialect": "-", "action": "die"}})
    assert result["outcome"] == "crash"


def test_ddmin_keeps_only_what_the_failure_needs():
    found = ddmin(list(range(100)), lambda part: 17 in part and 42 in part, Budget(500, 60))
    assert found == [17, 42]


def test_minimise_cuts_a_listing_to_the_failing_line_and_characters():
    case = {"kind": "run", "dialect": "spectrum", "inputs": ["1", "2"],
            "text": "10 PRINT 1\n20 LET A=5\n30 PRINT \"BOOM\"\n40 STOP\n"}

    def run(candidate):                    # "fails" while the text holds BOOM
        return {"outcome": "internal", "cause": "X" if "BOOM" in candidate["text"] else "-"}
    small = minimise(case, run, {"outcome": "internal", "cause": "X"}, Budget(2000, 60))
    assert small["text"] == "BOOM" and small["inputs"] == []


def test_a_report_has_counts_causes_and_a_ready_to_paste_test(tmp_path):
    case = {"kind": "run", "dialect": "zx81", "text": "10 PRINT 1\n", "inputs": [], "keys": []}
    summary = {"seed": 1, "profile": "ci", "cases": 1, "workers": 1, "seconds": 1.0,
               "outcomes": {"internal": 1}, "outcome_names": ["internal"], "bad": 1,
               "by_kind": {"run": {"internal": 1}}, "by_dialect": {"zx81": {"internal": 1}},
               "causes": [{"cause": "E in basic/x.py:f", "outcome": "internal", "count": 1,
                           "dialects": ["zx81"], "kinds": ["run"], "example": case}]}
    write_report(tmp_path, summary)
    assert "E in basic/x.py:f" in (tmp_path / "summary.md").read_text()
    folder = next((tmp_path / "causes").iterdir())
    source = (folder / "test_case.py").read_text()
    namespace: dict = {}
    exec(compile(source, "test_case.py", "exec"), namespace)   # it is Python and a test
    test = next(v for k, v in namespace.items() if k.startswith("test_"))
    (tmp_path / "run").mkdir()
    test(tmp_path / "run")                 # 10 PRINT 1 passes it


def test_a_case_through_python_m_basic_gives_the_same_outcome(tmp_path):
    case = {"kind": "run", "dialect": "zx81", "text": "10 PRINT 1/0\n", "inputs": [],
            "keys": [], "subprocess": True}
    assert run_case(case, tmp_path)["outcome"] == "report"
    # an argument with a NUL cannot be passed to a process: that case runs in-process
    case = {**case, "inputs": ["\x00"]}
    assert run_case(case, tmp_path)["outcome"] == "report"


def test_ctrl_c_reaches_a_program_that_never_ends_through_python_m_basic(tmp_path):
    """``20 GOTO 2`` never ends on the ZX80 (GO TO 2 is GO TO 20), so under
    ``run -i`` only the user's Ctrl-C stops it, then the REPL reads its lines
    and ends at their end: a hang only if the process ignores the SIGINT.
    (The seed-2028 campaign's one hang was this case, sent no SIGINT.)"""
    case = {"kind": "interactive", "dialect": "zx80", "program": "20 GOTO 2\n",
            "text": "RUN\nPRINT 7\n", "flags": [], "subprocess": True}
    result = run_case(case, tmp_path, soft=1.0, hard=15.0)
    assert result["outcome"] == "ok" and result["interrupts"] == 2


def test_the_cases_reach_every_reader_option_and_key_script_form(tmp_path):
    """What issue 16 lists: every dialect, headless and stream runs, the REPL
    (piped, after ``run -i``, LOADing files, with a C64 disk), every file
    reader and its other names, formats basic does not read, convert to every
    format, --ram, INPUT answers and hostile key scripts."""
    argvs, suffixes, targets, scripts = [], set(), set(), []
    for index in range(2000):
        case = make_case(SLICE_SEED, index, "ci")
        folder = tmp_path / str(index)
        folder.mkdir()
        argv, _stdin = command(case, folder)
        argvs.append((case["kind"], case["dialect"], argv))
        if case["kind"] in ("file", "repl-file"):
            suffixes.add(case["suffix"])
        if case["kind"] == "convert" or case.get("action") == "convert":
            targets.add(argv[-1][argv[-1].index("."):] if "." in argv[-1] else "")
        scripts += case.get("keys", [])
    words = {(kind, word) for kind, _d, argv in argvs for word in argv}
    assert {("run", "--headless"), ("stream", "--stream"), ("interactive", "-i"),
            ("repl", "--disk"), ("repl-file", "repl"), ("run", "--ram"), ("repl", "--ram"),
            ("run", "--strict"), ("run", "--upper-keywords"), ("dump", "--dump"),
            ("png", "--png"), ("disk", "--disk")} <= words
    assert {d for _k, d, _a in argvs} == set(DIALECTS)
    assert set(SUFFIX.values()) | set(ALIAS.values()) | set(FOREIGN) <= suffixes
    assert set(SUFFIX.values()) | {".bas"} <= targets
    assert any("F1" in s or "POUND" in s for s in scripts)
    assert any(s.startswith(("inkey", "wait", "?")) for s in scripts)

"""Checks of the golden suite itself: case headers, golden files, the comparison helpers.

These run without our interpreter; they keep the corpus consistent (every case has
a canonical golden holding exactly the fields it compares) and make sure the
harness really reports differences.  (Test names avoid the topic words so that
``pytest tests/golden -k numbers`` selects only golden cases.)
"""
from __future__ import annotations

import copy
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
import regen_zx  # noqa: E402
import zxgolden as zg  # noqa: E402

CASES = zg.discover()


def stored_keys(case: zg.Case) -> set[str]:
    names = {"bitmap": "bitmap_hex", "attrs": "attrs_hex"}
    keys = {names.get(f, f) for f in case.compare}
    return keys | ({"rejected_lines"} if case.expect_rejected else set())


def test_corpus_size_and_layout() -> None:
    assert len(CASES) >= 250
    topics = {c.topic for c in CASES}
    assert topics == set(zg.TOPICS), f"topics without cases or unknown: {topics ^ set(zg.TOPICS)}"
    assert len({c.id for c in CASES}) == len(CASES)
    stray = [p for p in zg.CASES_DIR.glob("*/*.json") if not p.with_suffix(".bas").exists()]
    assert not stray, f"goldens without a case: {stray}"


def test_topic_selection_by_k_is_exact() -> None:
    """``-k <topic>`` matches substrings of test ids, so no case name may contain
    another topic's word, and no test in this module may contain any."""
    clashes = [f"{c.id} contains {t!r}" for c in CASES for t in zg.TOPICS
               if t != c.topic and t in c.name.lower()]
    own = [n for n in globals() if n.startswith("test_") and any(t in n for t in zg.TOPICS)]
    assert not clashes and not own, clashes + own


def test_every_case_has_a_canonical_golden() -> None:
    bad = []
    for case in CASES:
        if not case.golden_path.exists():
            bad.append(f"{case.id}: no golden (run tests/golden/regen_zx.py {case.id})")
            continue
        text = case.golden_path.read_text(encoding="utf-8")
        golden = case.load_golden()
        if set(golden) != stored_keys(case):
            bad.append(f"{case.id}: golden holds {sorted(golden)}, case compares {sorted(stored_keys(case))}")
        if zg.dump_golden(golden) != text:
            bad.append(f"{case.id}: golden is not in canonical form (sorted keys, indent 1)")
    assert not bad, "\n".join(bad)


def test_golden_field_shapes() -> None:
    for case in CASES:
        g = case.load_golden()
        if "rows" in g:
            assert len(g["rows"]) == 24, case.id
        if "attrs_hex" in g:
            assert [len(r) for r in g["attrs_hex"]] == [64] * 24, case.id
        if "bitmap_hex" in g:
            assert [len(r) for r in g["bitmap_hex"]] == [64] * 192, case.id
        if "report" in g and g.get("stop_reason") == "ended":
            assert g["report"], case.id
        if case.expect_rejected:
            assert g["rejected_lines"], case.id


def test_every_case_says_what_it_checks() -> None:
    missing = [c.id for c in CASES if not c.about]
    assert not missing, f"cases without '# about:': {missing}"


def test_header_parsing(tmp_path: Path) -> None:
    topic = tmp_path / "graphics"
    topic.mkdir()
    p = topic / "demo.bas"
    p.write_text("# about: a demo\n# keys: inkey:a, inkey:b:7\n# keys: 50:ENTER\n"
                 "# input: 12\n# input:\n# idle-frames: 20\n# frames: 300\n# upper-keywords\n"
                 "10 PRINT 1\n20 PRINT 2\n", encoding="utf-8")
    case = zg.parse_case(p)
    assert case.id == "graphics/demo"
    assert case.keys == ["inkey:a", "inkey:b:7", "50:ENTER"]
    assert case.key_script == "inkey:a,inkey:b:7,50:ENTER"
    assert case.inputs == ["12", ""]
    assert (case.idle_frames, case.frames, case.upper_keywords, case.expect_rejected) == (20, 300, True, False)
    assert case.program == "10 PRINT 1\n20 PRINT 2\n"
    assert case.compare == zg.DEFAULT_COMPARE + ("bitmap",)        # graphics adds the bitmap
    p.write_text("# compare: rows vars\n# expect-rejected\n10 PRINT\n", encoding="utf-8")
    case = zg.parse_case(p)
    assert case.compare == ("rows", "vars") and case.expect_rejected


@pytest.mark.parametrize("header", ["# colour: red", "# compare: rows pixels", "# frames: many",
                                    "# a free comment", "# upper-keywords: yes"])
def test_header_errors(tmp_path: Path, header: str) -> None:
    p = tmp_path / "bad.bas"
    p.write_text(header + "\n10 PRINT\n", encoding="utf-8")
    with pytest.raises(zg.CaseError):
        zg.parse_case(p)


def test_hex_encoding_round_trip() -> None:
    row = "1" + "0" * 254 + "1"
    assert zg.bits_to_hex(row) == "8" + "0" * 62 + "1"
    assert zg.hex_to_bits(zg.bits_to_hex(row)) == row
    attrs = [[56] * 31 + [255] for _ in range(24)]
    assert zg.hex_to_attrs(zg.attrs_to_hex(attrs)) == attrs


def _result_for(case: zg.Case) -> dict:
    """A fake run result that agrees with the case's golden."""
    g = case.load_golden()
    res = {k: copy.deepcopy(v) for k, v in g.items() if not k.endswith("_hex")}
    if "bitmap_hex" in g:
        res["bitmap"] = [zg.hex_to_bits(h) for h in g["bitmap_hex"]]
    if "attrs_hex" in g:
        res["attrs"] = zg.hex_to_attrs(g["attrs_hex"])
    return res


def _case(case_id: str) -> zg.Case:
    return next(c for c in CASES if c.id == case_id)


def test_compare_accepts_equal_and_flags_rows() -> None:
    case = _case("numbers/minus_65536")
    golden, got = case.load_golden(), _result_for(case)
    assert zg.compare(case, golden, got) == []
    got["rows"][0] = "-65536" + got["rows"][0][6:]
    got["report"] = "0 OK, 40:2"
    problems = zg.compare(case, golden, got)
    assert len(problems) == 2
    assert "rows differ" in problems[0] and "! 0 |-1E-38" in problems[0] and "|-65536" in problems[0]
    assert "report: want '0 OK, 40:1', got '0 OK, 40:2'" in problems[1]


def test_compare_flags_bitmap_and_attrs() -> None:
    case = _case("graphics/plot_points")
    golden, got = case.load_golden(), _result_for(case)
    assert zg.compare(case, golden, got) == []
    got["bitmap"][175] = "0" + got["bitmap"][175][1:]          # PLOT 0,0 missing
    got["attrs"][3][4] = 58
    problems = zg.compare(case, golden, got)
    text = "\n".join(problems)
    assert "pixel row 175 (cell row 21), 1 pixels differ, first at x=0" in text
    assert "cell 3,4: want  56 (ink 0 paper 7), got  58 (ink 2 paper 7)" in text


def test_compare_vars_is_exact() -> None:
    case = _case("numbers/literal_values")
    golden, got = case.load_golden(), _result_for(case)
    assert zg.compare(case, golden, got) == []
    got["vars"]["a"] = 0.5                                       # the ROM's 0.5 is not 0.5
    del got["vars"]["b"]
    got["vars"]["zz"] = 1
    text = "\n".join(zg.compare(case, golden, got))
    assert "a: want 0.4999999998835847, got 0.5" in text
    assert "b: missing" in text and "zz: unexpected 1" in text
    assert zg.values_equal([1, [2.0]], [1.0, [2]]) and not zg.values_equal([1], [1, 2])


def test_regen_refuses_untrustworthy_runs() -> None:
    plain = _case("numbers/pi")
    rejected = [{"line": 20, "error_offset": 7, "text": "PRINT STR$ 1/3"}]
    reasons = regen_zx.problems_of(plain, {"rejected_lines": rejected})
    assert len(reasons) == 1 and "rejected line(s) 20" in reasons[0] and "expect-rejected" in reasons[0]
    syntax = _case("syntax/rejected_str_division")
    assert regen_zx.problems_of(syntax, {"rejected_lines": rejected}) == []
    assert "accepted every line" in regen_zx.problems_of(syntax, {"rejected_lines": []})[0]
    left = regen_zx.problems_of(plain, {"key_events_left": ["inkey:q"], "inputs_left": ["5"]})
    assert len(left) == 2


def test_golden_from_result_keeps_only_compared_fields() -> None:
    case = _case("syntax/rejected_str_division")
    res = _result_for(case)
    res.update(bitmap=["0" * 256] * 192, vars={"a": 1}, frames=12,
               rejected_lines=[{"line": 20, "error_offset": 7, "text": "x"}])
    out = zg.golden_from_result(case, res)
    assert set(out) == stored_keys(case)
    assert out["rejected_lines"] == [20]


def test_a_case_can_take_its_program_from_a_repository_file(tmp_path: Path) -> None:
    p = tmp_path / "seeded.bas"
    p.write_text("# about: seeded\n# listing: listings/fortress.bas\n"
                 "# line: 190 LET w$=\"\":LET g=0:RANDOMIZE 7\n", encoding="utf-8")
    case = zg.parse_case(p)
    shipped = (zg.REPO_ROOT / "listings" / "fortress.bas").read_text(encoding="utf-8")
    want = shipped.replace('190 LET w$="":LET g=0:RANDOMIZE\n', '190 LET w$="":LET g=0:RANDOMIZE 7\n')
    assert want != shipped and case.program == want
    assert case.text.startswith("# about: seeded\n") and case.text.endswith(want)


@pytest.mark.parametrize("body", [
    "# listing: listings/nowhere.bas\n",
    "# listing: listings/fortress.bas\n# line: 191 PRINT\n",     # no such line to replace
    "# line: 190 PRINT\n10 PRINT\n",                              # a line without a listing
    "# listing: listings/fortress.bas\n10 PRINT\n",               # and program lines of its own
])
def test_program_file_header_errors(tmp_path: Path, body: str) -> None:
    p = tmp_path / "bad.bas"
    p.write_text(body, encoding="utf-8")
    with pytest.raises(zg.CaseError):
        zg.parse_case(p)

"""The Spectrum's generated-code tier and its float arithmetic give what the
closures give, machine time included.

Every LET and IF is compiled to generated code from its first run (HOT = 0)
and each program's screen, report, variables, frames and the budget left in
the frame are compared with a closures-only run (HOT larger than any loop):
the benchmarks (whose loops count past the small integers into 5-byte
floats, and whose arrays take the generated code's inline element path),
programs aimed at the edges of the inline array paths (a subscript of 0, past
the bound, not whole, an array that is not there or has two dimensions) and
at the calculator's float paths (sums that carry, cancel or land half way,
products and quotients of short and whole numbers), and a run cut short by
``--frames``."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.runtime.zx_runs import run_with

BENCH = Path(__file__).resolve().parents[2] / "bench" / "programs"
NEVER = 10 ** 9


def _run(text: str, hot: int, frames: int = 500000) -> tuple[Any, ...]:
    """A headless run with HOT = ``hot`` (tests/runtime/zx_runs.py)."""
    return run_with(text, "HOT", hot, frames)


def _same(text: str, frames: int = 500000) -> dict[str, Any]:
    tier = _run(text, 0, frames)
    closures = _run(text, NEVER, frames)
    assert tier == closures
    return tier[0]


@pytest.mark.slow
@pytest.mark.parametrize("path", sorted(BENCH.glob("*.zx.bas")), ids=lambda p: p.name)
def test_benchmark_through_generated_code(path: Path) -> None:
    _same(path.read_text())


#: an array's element read and written by the generated code's inline path
#: and at each of its edges (each line's report ends the run: one a case)
ARRAY_EDGES = [
    "40 LET a(3)=7: LET v=a(3)+a(1): PRINT v",
    "40 LET i=0: LET v=a(i)",
    "40 LET i=0: LET a(i)=1",
    "40 LET i=6: LET a(i)=1",
    "40 LET i=2.4: LET a(i)=5: LET v=a(2.6)*10+a(i): PRINT v",
    "40 LET i=-0.4: LET v=a(i)",
    "40 LET v=b(1)",
    "40 LET b(1)=1",
    "40 LET v=m(1)",
    "40 LET m(2)=1",
    "40 LET i=65536: LET v=a(i)",
    "40 LET i=-65535-1: LET a(i)=1",
    "40 LET i=5: IF a(i)=0 THEN LET a(i-4)=a(1)+a(i)",
]


@pytest.mark.parametrize("line", ARRAY_EDGES)
def test_array_elements_at_their_edges(line: str) -> None:
    _same(f"10 DIM a(5)\n20 DIM m(2,2)\n30 LET a(1)=1\n{line}\n")


#: sums, differences, products, quotients and comparisons through the
#: calculator's float paths, at their edges (printed, so every bit shows)
FLOATS = """10 LET x=65535: LET y=x+1: LET z=y-1: PRINT y;z;x+x;-x-x
20 LET a=2147483647: LET b=a+1: LET c=b+b: PRINT a;b;c;c-b;b/2;b*2
30 LET p=0.09375: LET q=p*p-p*0.5+1E-9: PRINT p;q;q-p;p/3;1/3*3
40 LET h=4294967295: LET g=h+0.5: LET f=h-0.5: PRINT g;f;h*h;h/7
60 PRINT 1E-38/1E10;1E-30*1E-10;-1E-38-1E-38
70 LET k=70000: FOR i=1 TO 40: LET k=k*1.5-k/3+i: NEXT i: PRINT k
80 IF 70000.5>70000 AND 2.5<>2.5000001 AND 1E10=1E10 THEN PRINT "CMP"
90 PRINT 3/7;7/3;9/3;6/3;100/7*7;SIN 1;LN 100;2^0.5
99 LET s=1E38: LET t=s*3: PRINT t
"""


def test_float_paths_through_both_tiers() -> None:
    dump = _same(FLOATS)
    assert dump["report"].startswith("6 Number too big, 99")


def test_a_run_cut_short_stops_at_the_same_statement() -> None:
    """``--frames``: the limit stops both tiers between the same statements."""
    for frames in (3, 17, 40):
        tier = _run((BENCH / "mandel.zx.bas").read_text(), 0, frames)
        closures = _run((BENCH / "mandel.zx.bas").read_text(), NEVER, frames)
        assert tier[1] == "frames-limit" and tier == closures


#: string arrays' rows and characters read by the generated code, and each
#: report of their subscripts in the closures' order (one a case)
STRING_ARRAY_EDGES = [
    '40 LET v$=d$(2)+d$(2,3)+e$(2,1)+e$(2,1,2)+f$(2)+f$+s$(2): PRINT v$',
    '40 IF d$(2,1)="A" THEN PRINT d$(2,4);e$(2,1,3);d$(1,1)="A"',
    "40 LET i=2.5: LET v$=e$(i,i-1,i+0.4)+d$(1.6,2.4): PRINT v$",
    "40 LET i=0: LET v$=d$(i,1)",
    "40 LET i=4: LET v$=d$(i)",
    "40 LET v$=d$(2,5)",
    "40 LET v$=d$(2,0)",
    "40 LET v$=d$(2,-1)",
    "40 LET v$=d$(2,65536)",
    "40 LET v$=d$(4,z)",
    "40 LET v$=d$(2,z)",
    "40 LET v$=d$(1,2,3)",
    "40 LET v$=e$(2)",
    "40 LET v$=f$(6)",
    "40 LET v$=s$(2,1)",
    "40 LET v$=x$(1)",
]


@pytest.mark.parametrize("line", STRING_ARRAY_EDGES)
def test_string_array_elements_at_their_edges(line: str) -> None:
    _same("10 DIM d$(3,4): DIM e$(2,2,3): DIM f$(5)\n"
          '30 LET d$(2)="ABCD": LET e$(2,1)="XYZ": LET f$="HELLO": LET s$="PLAIN"\n'
          f"{line}\n")


def test_string_array_elements_are_read_inline(monkeypatch: pytest.MonkeyPatch) -> None:
    """The generated code reads ``d$(i)`` and ``d$(i,j)`` without the
    closures' windows (array_window is left to targets and slices)."""
    from basic.dialects.sinclair import references
    calls = []
    real = references.array_window

    def counted(*args: Any) -> Any:
        calls.append(args)
        return real(*args)
    monkeypatch.setattr(references, "array_window", counted)
    dump = _same('10 DIM d$(3,4)\n20 LET d$(2)="ABCD"\n'
                 '30 FOR i=1 TO 4: LET v$=d$(2)+d$(2,i): NEXT i: PRINT v$\n')
    assert "ABCDD" in str(dump)
    assert len(calls) == 8          # the reads of the closures' run (LET d$(2)= fills its row itself)


#: comparisons with a whole number in the listing past the small integers
#: (a scaled loop's limit): small integers, whole floats, fractions beside
#: the limit that the ROM's subtraction rounds to equal, NEG_ZERO, big ones
LIMITS = """10 LET k=65530
20 LET k=k+1: IF k<65540 THEN GO TO 20
30 PRINT k;k<70000;k>70000;k=65540;k<>65540;k<=65540;k>=65540
40 LET b=80000+1/1048576: PRINT b<80000;b=80000;b>80000;b<>80000;b>=80000;b<=80000
50 LET z=-65535-1: PRINT z<70000;z=70000;z>=70000
60 LET h=3E9: LET f=0.5: PRINT h<80000;h>2147483647;f<80000;f>=80000;-k<80000
70 LET m=2147483647: PRINT m=2147483647;m-1<2147483647;m+0.5>2147483647
"""


def test_comparisons_with_a_whole_limit_through_both_tiers() -> None:
    dump = _same(LIMITS)
    assert "1E+9" not in str(dump)      # the run printed, nothing tripped


def test_a_small_integer_against_a_whole_limit_is_compared_inline(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """``IF k<80000`` of a small integer k takes no call of the calculator's
    comparison in the generated code."""
    from functools import wraps

    from basic.dialects.sinclair import codegen
    calls = []
    real = codegen.COMPARE["<"][1]

    @wraps(real)
    def counted(a: Any, b: Any) -> int:
        calls.append((a, b))
        return real(a, b)
    monkeypatch.setitem(codegen.COMPARE, "<", ("<", counted))
    _run("10 LET k=0\n20 LET k=k+1: IF k<80000 THEN IF k<100 THEN GO TO 20\n", 0)
    assert calls == []
    _run("10 LET k=0.5\n20 LET k=k+1: IF k<80000 THEN IF k<100 THEN GO TO 20\n", 0)
    assert len(calls) == 2 * 100      # a float k: both comparisons call it


#: INT (a/b) in the generated code: small integers (floor division), and every other
#: kind of operand (floats, NEG_ZERO, a zero divisor, a string, a variable not there)
INT_DIVISIONS = """\
10 LET t=0: FOR i=-60 TO 60: FOR j=-7 TO 7: IF j THEN LET t=t+INT (i/j)*(j+8)+INT (j/i+(i=0))
20 NEXT j: NEXT i: PRINT t
30 LET a=65535: LET b=-65535: LET c=INT (a/3)+INT (b/7)+INT (b/-1)+INT (a/-65535): PRINT c
40 LET h=2.5: LET k=-65535-1: PRINT INT (h/2);INT (7/h);INT (k/2);INT (2/k);INT (1E9/7)
50 LET z=0: LET w=INT (5/z)
"""


def test_int_of_a_quotient_through_both_tiers() -> None:
    dump = _same(INT_DIVISIONS)
    assert "6" in str(dump)            # the run ended in report 6 at line 50


def test_int_of_a_quotient_of_small_integers_is_floor_division() -> None:
    """``_int_div`` against INT of DIVISION, form and value: every dividend from -2000
    to 2000 by every divisor from -300 to 300, and random pairs over the small
    integers; report 6 for a zero divisor."""
    import random

    from basic.core.errors import BasicError
    from basic.dialects.sinclair import calculator as zx
    from basic.dialects.sinclair.codegen import _int_div
    pairs = [(a, b) for a in range(-2000, 2001, 7) for b in range(-300, 301) if b]
    rng = random.Random(5)
    pairs += [(rng.randint(-65535, 65535), rng.randint(-65535, 65535) or 1)
              for _ in range(50000)]
    for a, b in pairs:
        got, want = _int_div(a, b), zx.int_(zx.div(a, b))
        assert (got, type(got)) == (want, type(want)), (a, b)
    with pytest.raises(BasicError) as err:
        _int_div(5, 0)
    assert err.value.code == "6"


GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "zx" / "arrays"

#: LET of a string array's row (each line's report ends the run: one a case)
ROW_LETS = [
    '10 DIM w$(4,3): LET w$(2)="ABCDEF": LET w$(1)="X": LET w$(2)=w$(2)+w$(1): PRINT w$(1);w$(2)',
    '10 DIM w$(4,3): LET w$(0.5)="HALF": LET w$(4.4)="Q": PRINT w$(1);w$(4)',
    '10 DIM w$(4,3): LET w$(5)="OUT"',
    '10 DIM w$(4,3): LET w$(0)=q$',
    '10 DIM w$(4,3): LET w$(2)=q$',
    '10 DIM w$(4,0): LET w$(2)="ABC": PRINT LEN w$(2)',
    '10 LET a$="HELLO": LET a$(2)="A": PRINT a$',
    '10 DIM m$(2,3,4): LET m$(1)="ABC"',
    '10 DIM w$(2,3): LET w$(1)=STR$ (1/0)',
    '10 DIM w$(3,2): FOR i=1 TO 3: LET w$(i)=CHR$ (64+i)+w$(i-(i>1)): NEXT i: PRINT w$(1);w$(2);w$(3)',
    '10 DIM w$(2,3): LET w$(q)="A"',
]


@pytest.mark.parametrize("line", ROW_LETS)
def test_string_row_lets_through_both_tiers(line: str) -> None:
    _same(line + "\n")


@pytest.mark.parametrize("name", ["string_row_let_edges", "string_row_let_zero",
                                  "string_array_copy_rows"])
def test_string_row_let_goldens_through_both_tiers(name: str) -> None:
    _same((GOLDEN / f"{name}.bas").read_text())


def test_a_row_let_is_generated_code(monkeypatch: pytest.MonkeyPatch) -> None:
    """With HOT = 0, ``LET w$(i)=...`` is the generated function from its first run."""
    from basic.dialects.sinclair import codegen
    made = []
    real = codegen.Codegen.let_row

    def counted(self: Any, node: Any, let: Any) -> Any:
        made.append(node)
        return real(self, node, let)
    monkeypatch.setattr(codegen.Codegen, "let_row", counted)
    _run('10 DIM w$(3,2): FOR i=1 TO 3: LET w$(i)="AB": NEXT i\n', 0)
    assert len(made) == 1


#: slices of a string array's row, ``d$(i, s TO e)`` (each line's report ends the run)
ROW_SLICES = [
    '10 DIM d$(3,5): LET d$(2)="ABCDE": LET e$=d$(2, TO 3)+d$(2,4 TO )+d$(2,5 TO 2): PRINT e$',
    '10 DIM d$(3,5): LET d$(2)="ABCDE": LET e$=d$(1.6, TO 2.4)+d$(2,2 TO 2): PRINT e$',
    '10 DIM d$(3,5): LET e$=d$(0, TO 1)',
    '10 DIM d$(3,5): LET e$=d$(4, TO q)',
    '10 DIM d$(3,5): LET e$=d$(2, TO 9)',
    '10 DIM d$(3,5): LET e$=d$(2,-1 TO 2)',
    '10 DIM d$(3,5): LET e$=d$(2,q TO 2)',
    '10 DIM m$(2,3,4): LET m$(2,3)="WXYZ": LET e$=m$(2,3,2 TO )+m$(1,1, TO 4): PRINT e$;"|"',
    '10 DIM m$(2,3,4): LET e$=m$(2, TO 2)',
    '10 LET a$="HELLO": LET e$=a$(1, TO 2)',
    '10 LET e$=q$(1, TO 2)',
    '10 DIM d$(3,5): LET d$(3)="12345": IF d$(3,2 TO 4)="234" THEN PRINT "YES"',
]


@pytest.mark.parametrize("line", ROW_SLICES)
def test_slices_of_rows_through_both_tiers(line: str) -> None:
    _same(line + "\n")

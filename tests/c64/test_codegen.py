"""The C64's generated-code tier (basic/dialects/c64/codegen.py) computes
exactly what the closures compute.

Every LET and IF is compiled to generated code from its first run (HOT = 0)
and each program's output (text, errors and their lines, variables, machine
time) is compared with a closures-only run (HOT larger than any loop): the
c64ref cases, the ROM probes, the benchmarks, and programs aimed at the
edges of the inlined fast paths (2^31, 2^24, -32768..32767, fractions,
rounding, every error a LET or IF can raise)."""
from __future__ import annotations

import io
import random
from pathlib import Path
from typing import Any

import pytest

from basic.dialects.c64.compiler import CbmCompiler
from basic.dialects.c64.dialect import run_stream

from .helpers import as_text, run
from .test_c64ref import CASES, NAMES
from .test_rom_cases import GOLDEN

BENCH = Path(__file__).resolve().parents[2] / "bench" / "programs"
NEVER = 10 ** 9


def _stream(source: str, stdin: str = "", hot: int = 0) -> tuple[str, Any, Any]:
    """Output, report, and (frames, cycles left, variables) of a stream run with HOT = ``hot``."""
    saved = CbmCompiler.HOT
    CbmCompiler.HOT = hot
    try:
        out = io.StringIO()
        report, _, machine = run_stream(source, io.StringIO(stdin), out, max_frames=500000)
    finally:
        CbmCompiler.HOT = saved
    where = None if report is None else (report.code, report.line, report.stmt)
    clock = machine.clock
    heap = machine.heap
    strings = [(v, getattr(v, "at", None)) for v in machine.store.vars.str if v is not None]
    return out.getvalue(), where, (clock.frames, clock.budget, machine.store.vars.snapshot(),
                                   heap.fretop, heap.collections, heap.cycles, strings,
                                   machine.temps.n)


def _same(source: str, stdin: str = "") -> str:
    tier = _stream(source, stdin, hot=0)
    closures = _stream(source, stdin, hot=NEVER)
    assert tier == closures
    return tier[0]


@pytest.mark.parametrize("name", NAMES)
def test_c64ref_case_through_generated_code(name: str) -> None:
    given = CASES / f"{name}.in"
    out = _same((CASES / f"{name}.bas").read_text(), given.read_text() if given.exists() else "")
    assert out.encode() == (CASES / f"{name}.out").read_bytes()


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_rom_case_through_generated_code(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(CbmCompiler, "HOT", 0)
    case = GOLDEN[name]
    _, _, host, _ = run(case["listing"], case["inputs"], case["chars"], stream_column=True)
    assert as_text(host.codes) == as_text(case["codes"])


@pytest.mark.slow
@pytest.mark.parametrize("path", sorted(BENCH.glob("*.c64.bas")), ids=lambda p: p.name)
def test_benchmark_through_generated_code(path: Path) -> None:
    _same(path.read_text())


EDGES = """
10 DIM A(20),B%(20),C$(20)
20 FOR I=1 TO 12:READ X:GOSUB 100:NEXT
30 END
100 Y=X+1:Z=X-1:W=X*3:V=X*X:U=X/3:T=-X:S=X+0.5
110 PRINT X;Y;Z;W;V;U;T;S
120 A(I)=X:A(I+1)=A(I)*A(I)-1:PRINT A(I);A(I+1)
130 IF X>=-32768 AND X<32768 THEN B%(I)=X:PRINT B%(I)
140 IF X<>INT(X) THEN PRINT "FRACTION"
150 IF X=2147483647 OR X=-2147483648 THEN PRINT "EDGE"
160 C$(I)=STR$(X)+"!":PRINT C$(I);LEN(C$(I));MID$(C$(I),2,3);RIGHT$(C$(I),2)
170 Q=X*16777216:R=16777215*X:P=(X>0)+(X<0)*2+(X=0)*4:PRINT Q;R;P;NOT X>5
180 RETURN
200 DATA 0,1,-1,32767,-32768,2147483647,-2147483648,16777215,0.1,-2.5,1E9,1.00000001
"""

ERRORS = [
    "10 A=1E38*10",                         # OVERFLOW
    "10 A%=32768",                          # ILLEGAL QUANTITY (integer variable)
    "10 A%=-32768.5",
    "10 A%=-32767.5:PRINT A%",
    "10 DIM A(5):A(6)=1",                   # BAD SUBSCRIPT
    "10 DIM A(5):B=A(-1)",                  # ILLEGAL QUANTITY (subscript)
    "10 DIM A(5,5):B=A(1)",
    "10 A(3.7)=2:PRINT A(3.2),A(3)",
    "10 B%(2)=-7.5:PRINT B%(2)",
    "10 A=1/0",                             # DIVISION BY ZERO
    "10 A$=\"X\":FOR I=1 TO 9:A$=A$+A$:NEXT",   # STRING TOO LONG
    "10 A=\"X\"",                            # TYPE MISMATCH
    "10 IF \"A\"=1 THEN 20\n20 PRINT 2",
    "10 IF 1 THEN 50",                      # UNDEF'D STATEMENT
    "10 IF 0 THEN 50\n20 PRINT \"ON\"",
    "10 A$=MID$(\"ABC\",0)",                # ILLEGAL QUANTITY (MID$ start 0)
    "10 A$=\"X\"+MID$(\"ABC\"+\"D\",0)",
    "10 A$=\"X\":FOR I=1 TO 9:A$=LEFT$(A$+A$+\"\",200)+A$:NEXT",
    "10 B=ASC(\"\")",
    "10 PRINT CHR$(256)",
    "10 N=N+1:GOSUB 10",                    # OUT OF MEMORY (stack check)
    "10 N=N+1:IF N+(N+(N+(N+(N+N))))>0 THEN GOSUB 10",
    "10 A=-0:B=0*-1:PRINT A;B;1/3*3;.1+.2;2^.5",
    "10 A$=\"\":IF A$ THEN PRINT \"NO\"\n20 IF \"B\" THEN PRINT \"YES\"",
    "10 A=TI:B=ST+1:PRINT B;FRE(0)+1",
]


def test_edges_of_the_fast_paths() -> None:
    _same(EDGES)


#: strings made in string space by generated code (issue 30): joins, CHR$,
#: STR$, LEFT$, RIGHT$, MID$ held and given back as the closures do, with
#: collections (DIM takes most of memory), FRE and the strings' addresses
HEAP = """
10 DIM Z(7300):DIM W$(20):A$="AB":B$="CD"
20 FOR I=1 TO 300
30 A$=A$+CHR$(65+I-INT(I/26)*26):IF LEN(A$)>40 THEN A$=MID$(A$,11)
40 B$=LEFT$(A$,5)+RIGHT$(A$+B$,3)+STR$(I):C$=MID$(B$+"XY",2,4)
50 W$(I-INT(I/20)*20)=A$+"!":N=N+ASC(MID$(A$,2,1))+LEN(B$+C$)+VAL(STR$(I)+"1")
60 IF MID$(A$,1,1)<>"Q" AND LEFT$(B$,1)<C$+"Z" THEN M=M+1
70 IF A$+B$="" THEN PRINT "EMPTY"
80 D$=W$(3):E$=B$:IF I-INT(I/50)*50=0 THEN PRINT FRE(0);A$;" ";B$;" ";C$;N;M
90 NEXT
100 F$="A"+STR$(FRE(0)):G$=MID$("ABC"+TI$,0+1,2):PRINT F$;G$;FRE(0)
"""


def test_strings_made_in_string_space() -> None:
    out = _same(HEAP)
    assert "EMPTY" not in out and "?" not in out
    saved = CbmCompiler.HOT
    CbmCompiler.HOT = 0
    try:
        _, _, machine = run_stream(HEAP, io.StringIO(""), io.StringIO(), max_frames=500000)
    finally:
        CbmCompiler.HOT = saved
    assert machine.heap.collections > 20
    files = [getattr(getattr(s, "__code__", None), "co_filename", "") for s in machine.store.interp.stmts]
    # every LET and IF of lines 20-90 but the one with TI$ (a closure makes it)
    assert files.count("<basic:c64>") == 16


@pytest.mark.parametrize("source", ERRORS)
def test_errors_and_their_lines(source: str) -> None:
    _same(source + "\n")


def test_hot_statements_become_generated_code() -> None:
    """After 64 runs a LET and an IF are functions compiled from <basic:c64>."""
    _, _, machine = run_stream("10 FOR I=1 TO 100:A=A+I:IF A>0 THEN B=B+1\n20 NEXT\n",
                               io.StringIO(""), io.StringIO())
    interp = machine.store.interp
    files = [getattr(getattr(s, "__code__", None), "co_filename", "") for s in interp.stmts]
    assert files.count("<basic:c64>") == 3


def _string_formula(rng: random.Random, depth: int = 0) -> str:
    """A random formula making strings in string space."""
    if depth > 2 or rng.random() < 0.25:
        return rng.choice(["A$", "B$", "C$", "W$(J)", "W$(10-J)", '"XY"', '""', '"Q"'])
    def inner() -> str:
        return _string_formula(rng, depth + 1)

    def number() -> str:
        return _number_formula(rng, depth + 1)
    return rng.choice([
        lambda: f"{inner()}+{inner()}", lambda: f"LEFT$({inner()},{number()})",
        lambda: f"RIGHT$({inner()},{number()})", lambda: f"MID$({inner()},{number()}+1,{number()})",
        lambda: f"CHR$(65+{number()})", lambda: f"STR$({number()})", lambda: f"MID$({inner()},2)",
    ])()


def _number_formula(rng: random.Random, depth: int = 0) -> str:
    """A random number formula that may use strings made in string space."""
    if depth > 2 or rng.random() < 0.4:
        return rng.choice(["1", "2", "3", "I-INT(I/5)*5", "J"])
    def inner() -> str:
        return _string_formula(rng, depth + 1)
    return rng.choice([
        lambda: f"LEN({inner()})", lambda: f'ASC({inner()}+"Z")-60', lambda: f"VAL({inner()})*0",
        lambda: f"({inner()}<{inner()})+2", lambda: "INT(FRE(0)/40000)+1",
    ])()


@pytest.mark.slow
def test_random_string_formulas_through_generated_code() -> None:
    """Random LETs and IFs that make strings in string space, in memory small
    enough to collect often: generated code against closures (output,
    report, variables, machine time, the heap and each string's address)."""
    rng = random.Random(30)
    for _ in range(25):
        lines = ['10 DIM Z(7300):DIM W$(10):A$="AB":B$="CD":C$="EF"',
                 "20 FOR I=1 TO 60:J=I-INT(I/10)*10"]
        for k in range(6):
            if rng.random() < 0.3:
                relation = rng.choice(["<", "=", ">="])
                line = f"IF {_string_formula(rng)}{relation}{_string_formula(rng)} THEN N=N+1"
            else:
                line = f"{rng.choice(['A$', 'B$', 'C$', 'W$(J)'])}=LEFT$({_string_formula(rng)},30)"
            lines.append(f"{30 + k} {line}")
        lines.append("90 NEXT:PRINT A$;B$;C$;N;FRE(0)")
        _same("\n".join(lines) + "\n")


def test_comparisons_of_numbers_near_each_other() -> None:
    """The tier decides a comparison of two floats far apart by Python's
    order (codegen._apart) and leaves near ones to FCOMP: products (40-bit
    values) and numbers in the line compared when they are equal, a few
    steps of 2^-32 apart and far apart, and near 1e38, where the rounding
    of the left operand overflows."""
    rng = random.Random(38)
    data = []
    for _ in range(400):
        a, c = rng.uniform(-3, 3), rng.uniform(-3, 3)
        b = rng.choice([rng.uniform(-3, 3), a, -a, 1.0, 4.0])
        d = a * c / b * (1 + rng.choice([0, 0, 1, -1, 3, -5, 40, 1000, 1e6]) * 2.0 ** -32)
        data.append(",".join(f"{x:.10g}" for x in (a, b, c, d)))
    data += ["1.7E38,1,1,1", "-1.7E38,1,1,1", "1E37,1,1,1E37", "4,1,1,4", "0,0,0,0",
             "2,1,2,4.00000001", "2,1,2,3.99999999", "3,1,1.33333333,4"]
    source = ("10 READ A,B,C,D:IF A=9 THEN END\n"
              "20 IF A*C<B*D THEN PRINT \"<\";\n30 IF A*C=B*D THEN PRINT \"=\";\n"
              "40 IF A*C>=D THEN PRINT \"G\";\n50 IF A*C<4 THEN PRINT \"L\";\n"
              "60 IF 4<=A*C THEN PRINT \"F\";\n70 IF A*C<>4.00000001 THEN PRINT \"N\";\n"
              "80 PRINT:GOTO 10\n"
              + "".join(f"{100 + i} DATA {row}\n" for i, row in enumerate(data)) + "999 DATA 9,0,0,0\n")
    out = _same(source)
    assert out.count("<") > 50 and out.count("=") > 5
    # A+C is the largest mantissa with facov's top bit set: FORPSH's rounding overflows
    big = "10 A=1.701411834E38:C=2^94:D=5:"
    assert "OVERFLOW" in _same(big + "IF A+C<4 THEN PRINT 1\n")
    assert "OVERFLOW" in _same(big + "IF A+C<D THEN PRINT 1\n")
    assert _same(big + "IF 4<A+C THEN PRINT 1\n") == " 1 \n"


def test_multiples_of_a_1024th_through_generated_code() -> None:
    """The tier's second fast path: +, -, *, comparisons and stores of
    multiples of 2^-10 below 2^21 in Python (a whole number's steps, scaled),
    near its bounds and mixed with whole numbers past them, which it leaves
    to cbm; random formulas of such numbers, against the closures."""
    rng = random.Random(40)
    values = ["0", ".5", "-.5", ".25", "1.5", "2097151.5", "1", "2097152", "2097152.5",
              "-2097152.5", "2147483647", "3", "2147483648", ".0009765625",
              ".00048828125", "16383.5", "16384.5", "16777215", "16777216", "1048575.75",
              "1048576.0625", "3.0009765625", "131071.875", "2047", "1048575+1/1024"]
    names = "ABCDEFGHIJKLMNOPQRSTUVWXY"
    lines = [f"{10 + i} {n}={v}" for i, (n, v) in enumerate(zip(names, values))]

    def operand() -> str:
        return rng.choice(names[:len(values)] + "Z") if rng.random() < 0.8 else rng.choice(values[:12])

    def formula(depth: int = 0) -> str:
        if depth > 2 or rng.random() < 0.35:
            return operand()
        op = rng.choice("+-*")
        return f"({formula(depth + 1)}{op}{formula(depth + 1)})"
    edges = [names[values.index(v)] for v in ("2147483647", ".0009765625", "2097151.5",
                                               "2097152.5", "1", "16777215", "3",
                                               "1048576.0625", "2047", "1048575+1/1024")]
    # every pair, as variables and as numbers, each result kept in a variable
    # of its own (the comparison of the runs compares every variable's value)
    results = iter(f + s for f in "BCDEGHJKLMNPQRUVWXYZ" for s in "ABCDEFGHJKLMNPQRSUVWXYZ0123456789")
    n = 2000
    for x in edges:
        for y in edges:
            vx, vy = values[names.index(x)], values[names.index(y)]
            # (a product's low bits are seen as the right operand, unrounded)
            lets = [f"{x}+{y}", f"{x}-{y}", f"-INT({x}*{y})+{x}*{y}", f"({x}<{y})", f"{vx}+{y}",
                    f"-INT({x}*{vy})+{x}*{vy}"]
            lines.append(f"{n} " + ":".join(f"{next(results)}={e}" for e in lets))
            n += 1
    n = 100
    for i in range(300):
        left, right = formula(), formula()
        rel = rng.choice(["<", "=", ">=", "<>"])
        lines.append(f"{n + i * 2} Z={left}:PRINT Z;:IF Z{rel}{right} THEN PRINT \"T\";")
        lines.append(f"{n + i * 2 + 1} PRINT")
    out = _same("\n".join(lines) + "\n")
    assert out.count("T") > 20


def test_quotients_through_generated_code() -> None:
    """/ and INT(a/b) of two whole numbers in Python (codegen._quotient,
    _int_quotient): signs, 0, divisors that divide and that do not, powers
    of two in the line (whose quotient is always exact), near
    2^31, past it and fractions (left to cbm), as variables and as numbers
    in the line, and random large pairs; against the closures, which
    compute FDIVT's quotient and INT of it."""
    rng = random.Random(41)
    values = ["0", "1", "-1", "7", "-7", "26", "2147483647", "-2147483647", "2147483648",
              "1073741824", "3", "-3", "2.5", "-.5", "1E9", "16777217", "65536", "99999989",
              "4", "2", ".5", "4294967296"]
    values += [str(rng.choice([-1, 1]) * rng.randrange(1, 2 ** 31)) for _ in range(14)]
    names = [f"{a}{b}" for a in "ABCDEFGHJK" for b in "ABCD"][:len(values)]
    lines = [f"{10 + i} {n}={v}" for i, (n, v) in enumerate(zip(names, values))]
    pairs = [(i, j) for i in range(10) for j in range(10)]
    pairs += [(i, j) for i in range(len(values)) for j in range(len(values))
              if values[j] in ("4", "2", ".5", "4294967296") and i % 3 == 0]
    pairs += [(rng.randrange(len(values)), rng.randrange(len(values))) for _ in range(60)]
    n = 1000
    for i, j in pairs:
        if values[j] == "0":
            continue
        x, y = names[i], names[j]
        vy = values[j] if not values[j].startswith("-") else f"({values[j]})"
        # (a quotient's low bits are seen as the right operand, unrounded)
        lets = [f"INT({x}/{y})", f"{x}/{y}", f"INT({x}/{vy})", f"{x}/{vy}", f"INT({values[i]}/{y})",
                f"-INT({x}/{vy})+{x}/{vy}"]
        lines.append(f"{n} " + ":".join(f"Z={e}:PRINT Z;" for e in lets)
                     + f":IF INT({x}/{y})*{y}={x} THEN PRINT \"D\";")
        n += 1
    lines.append(f"{n} PRINT:A=5:B=0:Z=INT(A/B)")
    out = _same("\n".join(lines) + "\n")
    assert "DIVISION BY ZERO" in out and out.count("D") > 15 and len(out) > 5000


def test_fcomp_of_five_byte_values_is_pythons_order() -> None:
    """codegen._exact: two numbers without a rounding byte (variables,
    elements, numbers in the line that are 5-byte values) are ordered by
    FCOMP as Python orders them, across the exponent range (cbm.compare,
    FCOMP's way, against Python's)."""
    from basic.dialects.c64 import numbers as cbm
    rng = random.Random(42)
    values = [0.0, 1.0, -1.0, 2.0 ** 126 * (2 - 2.0 ** -31), 2.0 ** -128, 2.0 ** -129 * 3,
              -2.0 ** 126, 4294967295.0, 4294967296.0, 2147483648.0, 0.5]
    for _ in range(3000):
        m = rng.randrange(2 ** 31, 2 ** 32) * rng.choice([1, -1])
        values.append(cbm.round_(m * 2.0 ** (rng.randrange(-159, 96))))   # (FAC range)
    for _ in range(20000):
        a, b = rng.choice(values), rng.choice(values)
        if rng.random() < 0.2:
            b = a
        elif rng.random() < 0.2:       # a neighbour, 1 to 3 steps of 2^-32 away
            b = cbm.round_(a * (1 + rng.choice([1, -1, 2, 3]) * 2.0 ** -32)) if a else a
        assert cbm.round_(a) == a and cbm.round_(b) == b
        assert cbm.compare(a, b) == (a > b) - (a < b), (a, b)


def test_comparisons_of_variables_and_numbers_through_generated_code() -> None:
    """Variables, elements, LEN, ASC and numbers in the line that are 5-byte
    values compared in Python (codegen._exact); a number in the line with a
    rounding byte (0.1, 1.00000001) and formulas still through FCOMP."""
    values = ["0", "1", "-1", ".1", "1/3", "1.00000001", "2147483648", "1E38", "-1E-38",
              "4294967295", "4294967296", "2^-128", "3", "3+2^-31"]
    lines = ['10 DIM M(20),K%(3):K%(1)=3:K%(2)=-1:A$="ABC":B$=CHR$(255)']
    for i, v in enumerate(values):
        lines.append(f"{20 + i} M({i})={v}")
    n = 100
    for i, v in enumerate(values):
        for j, w in enumerate(values):
            lines.append(f"{n} A=M({i}):B=M({j}):IF A<B THEN PRINT \"<\";\n"
                         f"{n + 1} IF A=B THEN PRINT \"=\";\n"
                         f"{n + 2} IF M({i})>=B THEN PRINT \"G\";\n"
                         f"{n + 3} IF A<>{w} THEN PRINT \"N\";\n"
                         f"{n + 4} IF {w}>A THEN PRINT \"L\";\n"
                         f"{n + 5} Z=(K%(1)>A)+(A<=K%(2))*2+(LEN(A$)<A)*4+(ASC(B$)>={w})*8:PRINT Z")
            n += 6
    out = _same("\n".join(lines) + "\n")
    assert out.count("=") >= len(values) and out.count("N") > 100


#: slices used up at once (codegen._passing): ASC, LEN and VAL of LEFT$,
#: RIGHT$ and MID$ of a variable or element, and such a slice compared with
#: a string in the line or a variable, either side, in memory small enough
#: that making the slice collects; MID$ from 0, empty slices
PASSING = """
10 DIM Z(7550):DIM W$(5):A$="ABCDEFGHIJK":B$="C":W$(2)="123XY"
20 FOR I=1 TO 400:J=I-INT(I/11)*11:K=J+1
30 C$=A$+STR$(I):N=N+ASC(MID$(A$,K,1))+LEN(LEFT$(C$,J))+VAL(RIGHT$(W$(2),J))
40 IF MID$(A$,K,1)="C" THEN M=M+1
50 IF B$<>LEFT$(A$,J) THEN M=M+2
60 IF RIGHT$(C$,2)>=B$ THEN M=M+4
70 N=N+(MID$(W$(J/3),2)<"2")+LEN(MID$(A$,12))+(LEFT$(A$,0)="")
80 IF I-INT(I/40)*40=0 THEN PRINT FRE(0);N;M
90 NEXT
100 PRINT ASC(MID$(A$,0,1))
"""


def test_slices_used_up_at_once() -> None:
    out = _same(PASSING)
    assert "ILLEGAL QUANTITY" in out and out.count("\n") > 10
    saved = CbmCompiler.HOT
    CbmCompiler.HOT = 0
    try:
        _, _, machine = run_stream(PASSING, io.StringIO(""), io.StringIO(), max_frames=500000)
    finally:
        CbmCompiler.HOT = saved
    assert machine.heap.collections > 10
    sources = "".join(machine.store.codegen._cache)
    assert all(f"_{f}p(" in sources for f in ("mid", "left", "right"))


#: joins with an operand not yet made (codegen._fresh_join): CHR$, STR$,
#: LEFT$, RIGHT$, MID$ of a variable on either side, both sides, with a
#: string in the line, a variable or a join on the other, in memory small
#: enough that each step collects in turn; empty operands, 255 bytes
FRESH = """
10 DIM Z(7500):DIM W$(5):A$="ABCDEFGHIJ":B$="XY":W$(1)="Q"
20 FOR I=1 TO 300:J=I-INT(I/12)*12
30 C$=A$+CHR$(65+J):D$=LEFT$(A$,J)+RIGHT$(A$,3):E$=MID$(A$,2,J)+B$
40 F$="#"+STR$(I):G$=(B$+C$)+MID$(A$,J+1):H$=LEFT$(A$,J)+MID$(B$,2,1)
50 W$(J/3)=RIGHT$(C$,J)+LEFT$(W$(1),1):K$=LEFT$(A$,0)+RIGHT$(B$,0)
60 IF LEN(C$+D$+E$+F$+G$+H$+K$)<>N THEN N=LEN(C$+D$+E$+F$+G$+H$+K$):M=M+1
70 IF I-INT(I/30)*30=0 THEN PRINT FRE(0);C$;D$;E$;F$;G$;H$;W$(J/3);"/";N;M
80 NEXT
90 A$="":FOR I=1 TO 26:A$=A$+"1234567890":NEXT
"""


def test_joins_with_an_operand_not_yet_made() -> None:
    out = _same(FRESH)
    assert "STRING TOO LONG  ERROR IN 90" in out and out.count("\n") > 10
    for source in ('10 A$="AB":B$=LEFT$(A$,1)+MID$(A$,0)\n',        # ILLEGAL QUANTITY
                   '10 A$="AB":B$=CHR$(65)+LEFT$(A$,256)\n',
                   '10 A$="AB":DIM W$(2):B$=LEFT$(A$,1)+W$(3)\n',     # BAD SUBSCRIPT
                   '10 A$="AB":B$=MID$(A$,2)+CHR$(300)\n'):
        _same(source + "20 PRINT FRE(0)\n")
    saved = CbmCompiler.HOT
    CbmCompiler.HOT = 0
    try:
        _, _, machine = run_stream(FRESH, io.StringIO(""), io.StringIO(), max_frames=500000)
    finally:
        CbmCompiler.HOT = saved
    assert machine.heap.collections > 20
    assert "".join(machine.store.codegen._cache).count("_catf(") == 7   # (not W$(J/3)=...)


def test_comparisons_of_small_formulas_decided_in_python() -> None:
    """A comparison of a formula of +, - and * over two to four variables
    and numbers with a variable or a number (codegen._clear): decided from
    Python's value when it is clearly on one side, else worked out in FAC.
    Random formulas and values, the other side the formula's own value as
    stored (FAC's, rounded: the closest calls), a step of 2^-32 either
    side, and far; tiny, huge (past 1e9) and zero values; against the
    closures."""
    rng = random.Random(45)
    names = "ABCD"
    lines, n = [], 100

    def formula(k: int) -> str:
        ops = [rng.choice("+-*") for _ in range(k - 1)]
        terms = [rng.choice([names[i], names[i], "-" + names[i], "3", ".5"]) for i in range(k)]
        text = terms[0]
        for op, term in zip(ops, terms[1:]):
            text = f"{text}{op}{term}" if rng.random() < 0.5 else f"({text}){op}{term}"
        return text
    pool = ["0", "1", "-1", ".1", "1/3", "2.5", "-7", "1E-20", "1E-30", "999999999", "1E9",
            "12345.678", "-.00001", "3"]
    for _ in range(120):
        values = [rng.choice(pool + [f"{rng.uniform(-3, 3):.9g}"] * 4) for _ in names]
        f = formula(rng.randint(2, 4))
        rel = rng.choice(["<", "=", ">=", "<>", ">", "<="])
        lines.append(f"{n} A={values[0]}:B={values[1]}:C={values[2]}:D={values[3]}:Z={f}")
        lines.append(f"{n + 1} E=Z*(1+2^-31):G=Z*(1-2^-31):H=Z+1:P=0")
        lines.append(f"{n + 2} IF {f}{rel}Z THEN P=P+1")
        lines.append(f"{n + 3} IF {f}{rel}E THEN P=P+2")
        lines.append(f"{n + 4} IF G{rel}{f} THEN P=P+4")
        lines.append(f"{n + 5} IF {f}{rel}H THEN P=P+8")
        lines.append(f"{n + 6} IF {f}{rel}4 THEN P=P+16")
        lines.append(f"{n + 7} PRINT P;")
        n += 10
    out = _same("\n".join(lines) + "\n")
    assert len(out.split()) == 120
    saved = CbmCompiler.HOT
    CbmCompiler.HOT = 0
    try:
        _, _, machine = run_stream("\n".join(lines) + "\n", io.StringIO(""), io.StringIO(),
                                   max_frames=500000)
    finally:
        CbmCompiler.HOT = saved
    assert "".join(machine.store.codegen._cache).count(" and abs((_p") > 300

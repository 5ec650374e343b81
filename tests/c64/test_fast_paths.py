"""Issue 30's fast paths of the C64 tier that change no result: what
they skip is visible only in the code or the frames they leave."""
from __future__ import annotations

import io

from basic.dialects.c64.compiler import CbmCompiler
from tests.c64.test_codegen import run_stream


def _machine(source: str, hot: int = 0):
    saved = CbmCompiler.HOT
    CbmCompiler.HOT = hot
    try:
        _, _, machine = run_stream(source, io.StringIO(""), io.StringIO(), max_frames=500000)
    finally:
        CbmCompiler.HOT = saved
    return machine


def test_a_variable_stored_in_another_is_not_rounded_again() -> None:
    """A float variable or element already holds a 5-byte value: LET of it
    keeps it (no round_); a formula is rounded."""
    machine = _machine("10 B=1/3:DIM M(3)\n20 A=B:M(1)=B:C=M(1):D=B+0\n")
    stores = [b.rsplit("\n", 1)[1] for b in machine.store.codegen._cache]
    assert [s.endswith("= _v") for s in stores] == [False, True, True, True, False]
    assert all("_round(" in s for s in stores if not s.endswith("= _v"))
    assert machine.store.vars.snapshot() == _machine("10 B=1/3:DIM M(3)\n20 A=B:M(1)=B:C=M(1):D=B+0\n",
                                                     hot=10 ** 9).store.vars.snapshot()


def test_for_frames_know_whether_next_may_count_in_whole_numbers() -> None:
    frames = _machine("10 FOR I=1 TO 5:FOR J=0 TO 9 STEP 2:FOR K=1 TO 2.5\n20 END\n").store.stack.frames
    assert [f.whole for f in frames] == [True, True, False]


def test_read_finds_data_past_quoted_colons() -> None:
    """DATAN's walk to the next ``:`` outside quotes, looked up per line
    (io._statement_ends) once READ has walked into the line from its start."""
    from basic.dialects.c64.io import _data_starts, _statement_ends
    from basic.dialects.c64.tokens import DATA
    assert _statement_ends('A$=":":DATA 1,":",2:B=1') == [6, 19]
    d = chr(DATA)
    assert _data_starts(f'A$=":{d}":  {d} 1,":",2:B=1: {d}') == [10, 25]
    source = ('10 FOR K=1 TO 2:RESTORE:FOR I=1 TO 6:READ A$:PRINT A$;"/";:NEXT:PRINT:NEXT:END\n'
              '20 A$=":DATA X":DATA 1,":"\n'
              '30 PRINT ":":REM ":DATA Y\n'
              '40 B$="A":DATA "2:3",4 : DATA 5\n'
              '50 DATA 6,7\n')
    out = io.StringIO()
    run_stream(source, io.StringIO(""), out, max_frames=500000)
    assert out.getvalue().splitlines() == ["1/:/2:3/4 /5/6/"] * 2


def _out(source: str) -> tuple[str, object]:
    out = io.StringIO()
    report, _, machine = run_stream(source, io.StringIO(""), out, max_frames=500000)
    where = None if report is None else (report.code, report.line)
    return out.getvalue(), (where, machine.clock.frames, machine.clock.budget)


def test_for_with_numbers_in_the_line_is_for_with_variables() -> None:
    """FOR's start, limit and step written as numbers are rounded once when
    the line is compiled (issue 30): the loop, its variable, the stack and
    the machine time are those of the same FOR with variables (whose
    LETs are charged separately, so only the printed values are compared)."""
    loops = [("1", "2.00000001", ".3"), ("10", "1", "-1.5"), ("1.23456789123", "3", None),
             ("-.999999999", "1E-3", ".1234567891"), ("0", "2147483647", "1073741824")]
    for a, b, c in loops:
        step = f" STEP {c}" if c else ""
        fixed = f"10 FOR I={a} TO {b}{step}:PRINT I;:NEXT:PRINT I\n"
        vary = (f"10 A={a}:B={b}:C={c or 1}:FOR I=A TO B STEP C:PRINT I;:NEXT:PRINT I\n")
        assert _out(fixed)[0] == _out(vary)[0] != ""
    # a FOR inside a FOR on the same variable, and too many FORs: OUT OF MEMORY
    out, (where, _, _) = _out("10 FOR I=1 TO 3:FOR J=1 TO 2:FOR I=5 TO 6:NEXT I:PRINT J;I\n"
                              "20 DIM N(30):FOR K=0 TO 30:N(K)=K:NEXT\n"
                              "30 FOR A=1 TO 2:FOR B=1 TO 2:FOR C=1 TO 2:FOR D=1 TO 2:FOR E=1 TO 2\n"
                              "40 FOR F=1 TO 2:FOR G=1 TO 2:FOR H=1 TO 2:FOR L=1 TO 2:FOR M=1 TO 2:FOR N=1 TO 2\n")
    assert out.split()[:2] == ["1", "7"] and where == ("OUT OF MEMORY", 40)


def test_numbers_in_the_line_are_worked_out_when_compiled() -> None:
    """A number written in a LET is stored as it will be (rounded, or the
    integer) and its part of the whole-number test is known: only the other
    operand is tested."""
    machine = _machine("10 DIM F%(3):F%(1)=0:B=3:C=1.00000000001:D=B+3:E=B*.5:A%=32768:"
                       "G=B*.1\n")
    bodies = list(machine.store.codegen._cache)
    stores = [b.rsplit("\n", 1)[1] for b in bodies]
    assert stores[:3] == ["_A.data[_i] = 0", "N[0] = 3.0", "N[1] = 1.0"]
    assert "_a" in bodies[3] and "_b" not in bodies[3] and "3.0" in bodies[3]
    assert "1024.0" not in bodies[4].rsplit("\n", 1)[0]  # .5 is never whole, B only so
    assert "_to_intvar(_v)" in stores[5]                 # 32768: the error when it runs
    assert ".__class__ is None" in bodies[6]             # .1: straight to mul
    assert machine.store.vars.snapshot()["C"] == 1.0


def test_a_number_after_a_comma_reads_as_read_field_reads_it() -> None:
    """READ's usual case (io.number_after_comma: a number after the comma
    the last READ stopped at) gives read_field's value, stop and verdict,
    on random DATA text: spaces, signs, points, E, letters, quotes, colons."""
    import random
    from basic.core.errors import BasicError
    from basic.dialects.c64.io import _Text, number_after_comma, read_field

    rng = random.Random(36)
    pieces = ["1", "23", "4.5", ".5", "-7", "+8", "1E3", "2E-2", "1E", "E", " ", "  ", ",",
              ":", "X", '"', "9" * 9, "9" * 12, "1E39", "0", "00", "-", ".", "A1", ",", ", "]
    checked = 0
    for _ in range(20000):
        s = "".join(rng.choice(pieces) for _ in range(rng.randint(1, 8)))
        for off in [i for i, ch in enumerate(s) if ch == ","]:
            try:
                want: object = read_field(t := _Text(s, off), False) + (t.i,)
            except BasicError as err:
                want = err.code
            try:
                value, j, ok = number_after_comma(s, off)
                got: object = (value, ok, j)
            except BasicError as err:
                got = err.code
            assert got == want, (s, off)
            checked += 1
    assert checked > 5000


def test_a_plain_number_reads_as_read_field_reads_it() -> None:
    """READ's commonest datum (io._PLAIN: digits after the comma, then a
    separator) is read_field's value, already a 5-byte value, and its stop
    once CHRGOT has skipped spaces; random DATA text, every comma."""
    import random
    from basic.dialects.c64 import numbers as cbm
    from basic.dialects.c64.io import _PLAIN, _Text, read_field
    from basic.dialects.c64.tokens import DATA

    rng = random.Random(37)
    pieces = ["1", "23", "4.5", "-7", "1E3", " ", "  ", ",", ":", "X", '"', "9" * 9,
              "9" * 10, "0", "00", ".", "\u0663", "\u00b2", ", ", chr(DATA)]
    matched = 0
    for _ in range(20000):
        s = "".join(rng.choice(pieces) for _ in range(rng.randint(1, 8)))
        for off in [i for i, ch in enumerate(s) if ch in (",", chr(DATA))]:
            m = _PLAIN.match(s, off)        # (after a comma, or on DATA)
            if m is None:
                continue
            value, ok = read_field(t := _Text(s, off), False)
            t.got()
            assert ok and (float(m.group(1)), m.end()) == (value, t.i), (s, off)
            assert cbm.round_(value) == value
            matched += 1
    assert matched > 500


def test_a_quoted_string_reads_as_read_field_reads_it() -> None:
    """READ's quoted string after a comma (io._QUOTED) is read_field's
    string and stop, on random DATA text."""
    import random
    from basic.dialects.c64.io import _QUOTED, _Text, read_field
    from basic.dialects.c64.tokens import DATA

    rng = random.Random(43)
    pieces = ['"', '"AB"', '" "', "X", " ", "  ", ",", ":", "1", '""', ", ", "E", chr(DATA)]
    matched = 0
    for _ in range(20000):
        s = "".join(rng.choice(pieces) for _ in range(rng.randint(1, 8)))
        for off in [i for i, ch in enumerate(s) if ch in (",", chr(DATA))]:
            m = _QUOTED.match(s, off)
            if m is None:
                continue
            value, ok = read_field(t := _Text(s, off), True)
            t.got()
            assert ok and (m.group(1), m.end()) == (value, t.i), (s, off)
            matched += 1
    assert matched > 500


def test_read_of_strings_into_variables_and_elements() -> None:
    """READ A$, READ A$(I) and READ A%(I) over quoted, unquoted, empty and
    bad items, across DATA lines and statements: the same values, stops
    and errors whichever target takes them."""
    data = ('100 DATA "A B" , "C",D E ,, "",":":DATA "X"Y\n'
            '110 DATA 5, " 7 ",8\n')
    runs = [_out(f"10 DIM A$(3),A%(3):FOR I=1 TO 9:READ {t}:PRINT \"[\"{p}\"]\";:NEXT\n" + data)
            for t, p in (("A$", "A$"), ("A$(1)", "A$(1)"), ("A$(I/4)", "A$(I/4)"))]
    assert runs[0][0] == runs[1][0] == runs[2][0]
    assert runs[0][0].startswith("[A B][C][D E ][][][:]") and runs[0][1][0] == ("SYNTAX", 100)
    numbers = [_out(f"10 DIM A(3),A%(3):RESTORE:FOR I=1 TO 3:READ X$:NEXT:FOR I=1 TO 9:READ {t}:PRINT {t};:NEXT\n"
                    "100 DATA 1,2,3, 4 ,1.5:DATA -2,1E3\n110 DATA 7X\n") for t in ("A", "A(2)", "A%(1)")]
    assert numbers[0][0] == numbers[1][0] and numbers[0][1][0] == numbers[2][1][0] == ("SYNTAX", 110)
    assert numbers[2][0].split()[:4] == ["4", "1", "-2", "1000"]


def test_read_of_a_float_variable_is_read_of_an_element() -> None:
    """READ A takes the plain-number fast path (io.stmt_Read); READ A(0)
    does not: the same values, stops and errors, over mixed DATA."""
    data = ('100 DATA 1, 23 ,4.5,  12:DATA 99,-3,1E3 , 0\n'
            '110 DATA 123456789,1234567890,X\n')
    simple = _out("10 FOR I=1 TO 12:READ A:PRINT A;:NEXT\n" + data)
    element = _out("10 FOR I=1 TO 12:READ A(0):PRINT A(0);:NEXT\n" + data)
    assert simple[0] == element[0] and simple[1][0] == element[1][0] == ("SYNTAX", 110)
    assert simple[0].split()[-5:-4] == ["1.23456789E+09"]


def test_operands_that_are_certainly_floats_skip_the_class_test() -> None:
    """Generated arithmetic on two operands known to be floats (variables,
    numbers in the line, what the tier computes) tests only for whole
    numbers and then calls cbm's float routines at once; an operand a
    closure computes (TI here) keeps the class test and the ``_past`` call."""
    machine = _machine("10 B=1.5:C=2.5:D=3:T=0\n20 A=B*C+D-1\n30 IF A<B*2 THEN 20\n"
                       "40 E=TI*B+T\n")
    sources = list(machine.store.codegen._cache)
    let, if_, ti = (next(s for s in sources if key in s) for key in ("_mulf(", "_cmpf(", "_mul("))
    assert "__class__" not in let and "_addf(" in let and "_sub(" not in let
    assert "__class__" not in if_
    assert "__class__" in ti and "_addf(" in ti          # (TI*B is a float)


def test_the_float_routines_see_only_floats(monkeypatch) -> None:
    """What generated code hands to cbm's float routines as certainly floats
    is a float, in the benchmarks and programs with integer variables,
    arrays, READ and functions."""
    from basic.dialects.c64.codegen import CbmCodegen
    from tests.c64.test_codegen import BENCH

    seen = [0]
    init = CbmCodegen.__init__

    def checked(self, compiler) -> None:
        init(self, compiler)
        for name in ("_addf", "_mulf", "_cmpf"):
            fn = self.ns[name]

            def strict(a, b, fn=fn):
                assert a.__class__ is float and b.__class__ is float, (a, b)
                seen[0] += 1
                return fn(a, b)
            self.ns[name] = strict
    monkeypatch.setattr(CbmCodegen, "__init__", checked)
    programs = [p.read_text() for p in sorted(BENCH.glob("*.c64.bas"))]
    programs.append("10 DIM A%(5),B(5):A%=3:B(2)=1.5:READ X,Y%\n"
                    "20 FOR I=1 TO 5:A%(I)=I*A%+1:B(I)=B(I-1)*1.5+A%(I)-X/3:NEXT\n"
                    "30 C=A%*B(2)+Y%-SIN(X)*INT(B(3))+LEN(\"AB\")*ASC(\"C\")\n"
                    "40 IF B(5)*A%<C+Y% THEN PRINT C;B(5)\n50 DATA 7.25,-3\n")
    for source in programs:
        _machine(source)
    assert seen[0] > 1000


def test_arithmetic_stored_in_two_branches() -> None:
    """LET of +, - or * into a float variable or element (codegen._store):
    Python's result stored as it is, cbm's rounded; the same variables as
    the closures' on whole numbers, multiples of 2^-10, their bounds and
    fractions."""
    source = ("10 DIM M(3):FOR I=1 TO 14:READ X,Y:A=X+Y:B=X-Y:C=X*Y:M(1)=X*Y-X:M(2)=Y+.1:NEXT\n"
              "20 DATA 1,2,2147483647,1,2147483647,-2147483647,2097151.5,.5,16777215,127,.1,.2\n"
              "30 DATA 1E9,3,-5,2.5,1.5,1024.75,32767,65537,3,-.0009765625,1E30,1E-30,0,-0\n")
    machine = _machine(source)
    lets = [b for b in machine.store.codegen._cache if "\nelse:\n" in b]
    assert len(lets) == 5 and all(b.endswith("_round(" + b.rsplit("_round(", 1)[1]) for b in lets)
    assert machine.store.vars.snapshot() == _machine(source, hot=10 ** 9).store.vars.snapshot()
    assert machine.store.arrays["M"].data == _machine(source, hot=10 ** 9).store.arrays["M"].data


def test_a_square_is_fmultt_of_the_number_by_itself() -> None:
    """cbm.square (the tier's X*X) is cbm._mul(x, x), FMULTT's way, for
    5-byte values across the exponent range, where MULSHF's extra shift
    comes in (low mantissa bytes 0), near underflow, and for numbers with
    a rounding byte (left to _mul)."""
    import random
    from basic.core.errors import BasicError
    from basic.dialects.c64 import numbers as cbm

    rng = random.Random(44)
    values = [1.0, -1.0, 0.5, 3.0, 2.0 ** -64, 2.0 ** -63, 2.0 ** 62, 1.5, 256.0 + 1 / 256,
              65537.0, 16777217.0, 4294967295.0, 1 / 3, 2.0 ** -62 * 3, 0.1]
    for _ in range(4000):
        m = rng.randrange(2 ** 31, 2 ** 32) * rng.choice([1, -1])
        m &= rng.choice([-1, -1, ~0xFF, ~0xFFFF, ~0xFFFFFF, ~0xFF00])
        values.append(m * 2.0 ** (rng.randrange(-95, 31)))
    squares = 0
    for a in values:
        try:
            want: object = cbm._mul(a, a)
        except BasicError as err:
            want = err.code
        try:
            got: object = cbm.square(a)
        except BasicError as err:
            got = err.code
        assert got == want, a
        squares += isinstance(want, float)
    assert squares > 3000


def test_for_with_a_step_in_the_line_and_a_limit_that_is_not() -> None:
    """loops.stmt_For's third way: the step's sign and wholeness found when
    compiled, the limit's when the FOR runs; the frames NEXT counts on
    and the loops' output are those of the same FOR with every number in
    a variable."""
    frames = _machine("10 L=5:M=2.5:FOR I=1 TO L:FOR J=1 TO M STEP 2:FOR K=1 TO L STEP .5\n"
                      "20 FOR Q=9 TO L STEP -1:FOR R=1 TO 2147483648+L\n30 END\n").store.stack.frames
    assert [f.whole for f in frames] == [True, False, False, True, False]
    assert [f.sign for f in frames] == [1, 1, 1, -1, 1]
    for limit, step in (("L", ""), ("L", " STEP 2"), ("-L", " STEP -1.5"), ("L/3", " STEP 0"),
                        ("L", " STEP .25"), ("L*1E9", " STEP 1E9")):
        fixed = f"10 L=5:FOR I=1 TO {limit}{step}:PRINT I;:IF I>20 THEN END\n20 NEXT:PRINT I\n"
        vary = (f"10 L=5:S=1{step.replace(' STEP ', ':S=')}:FOR I=1 TO {limit} STEP S:PRINT I;"
                ":IF I>20 THEN END\n20 NEXT:PRINT I\n")
        assert _out(fixed)[0] == _out(vary)[0] != ""


def test_small_formulas_stay_near_pythons_value() -> None:
    """The bound codegen.CbmCodegen.CLEAR rests on: +, - and * chained in
    FAC (cbm.add, sub, mul, as the closures compute them) over up to four
    numbers below 1e9 stay within 2^-28 of Python's value, as a fraction
    of the formula's magnitude (every operand's size, no cancellation),
    or within 1e-20 where something underflows."""
    import random
    from basic.dialects.c64 import numbers as cbm
    from basic.dialects.c64.codegen import CbmCodegen

    rng = random.Random(46)
    pool = [0.0, 1.0, -1.0, cbm.from_literal(".1"), 2.5, -7.0, cbm.from_literal("1E-20"),
            cbm.from_literal("1E-30"), 999999999.0, 12345.678, -0.00001, 3.0, 0.5, 2.0 ** -60]
    for _ in range(30000):
        k = rng.randint(2, 4)
        values = [cbm.round_(rng.choice(pool + [rng.uniform(-3, 3), rng.uniform(-1e9, 1e9)] * 3))
                  for _ in range(k)]
        fac, py, m = values[0], values[0], abs(values[0])
        for v in values[1:]:
            op = rng.choice("+-*")
            if op == "+":
                fac, py, m = cbm.add(fac, v), py + v, m + abs(v)
            elif op == "-":
                fac, py, m = cbm.sub(fac, v), py - v, m + abs(v)
            else:
                fac, py, m = cbm.mul(fac, v), py * v, m * abs(v)
        assert abs(fac - py) <= m * 2.0 ** -28 + 1e-20, values
    assert CbmCodegen.CLEAR >= 2.0 ** -20 and CbmCodegen.CLEAR_ABS >= 1e-20

"""Regenerate the ROM's answers that tests/syntax keeps as golden data.

Run from the repository root (needs the oracle, zxoracle, found as
tools/oracles.py says; CI does not have it, so the tests only read the JSON
files written here):

    .venv/bin/python tests/syntax/regen_golden.py

Writes to tests/syntax/data/:

* ``rom_golden.json``   every line of rom_cases.txt typed into the ROM
  editor: accepted or rejected (with the cursor offset the editor shows), and
  the oracle tokenizer's bytes for it (the crunching reference);
* ``rom_eval.json``     what ``PRINT expr`` shows for expressions chosen so
  that each operator-priority reading gives a different answer;
* ``rom_list.json``     how LIST shows lines (keyword spacing);
* ``rom_reports.json``  reports naming a statement number (empty statements
  count).
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

from oracles import zxoracle  # noqa: E402

zo = zxoracle()

DATA = Path(__file__).with_name("data")

EVAL_EXPRESSIONS = [
    "-2^2", "2^-2", "-2^2+1", "2*3^2", "2^3^2", "10-2-3", "8/4/2", "2+3*4", "2*3+4",
    "SIN PI^2>=0", "INT (SIN -1+2)", "ABS -3+1", "NOT 1=2", "NOT 2+3", "NOT 0 AND 0",
    "2*NOT 1+1", "1+NOT 2=3", "1 OR 0 AND 0", "1 AND 0 OR 1", "1=1=1", "-2*-2", "--2",
    "LEN \"abc\"+1", "CODE \"A\"+1", "VAL \"2\"*3", "VAL \"2*3\"+1", "STR$ 1+\"2\"",
    "\"abc\"(2 TO )+\"x\"", "(\"ab\"+\"cd\")(2 TO 3)", "\"abc\"()", "\"hello\"(2 TO 5)(2)",
    "\"a\"+\"b\"=\"ab\"", "\"a\" AND 0", "\"a\" AND 1", "(\"a\" AND 0)+\"b\"", "3 AND 0",
    "0 OR 0", "5-3-1", "2^-1", "SGN -1^2", "-(1+2)*2", "1<2=1", "INT -2.5", "1E2+1",
    "BIN 101+1", "CHR$ 65+\"b\"", "\"b\">\"a\" AND 1", "NOT NOT 2", "-NOT 0",
    "SQR 16^2", "ABS -2-1", "USR \"a\">0",
]

LIST_BODIES = [
    'PRINT 1 AND 2;a OR b: GO TO 10',
    'IF a<=b THEN PRINT "x": REM hi',
    'LET a=SIN PI+RND*USR "a"',
    'OPEN #4,"s": CLOSE #4',
    'PRINT AT 1,2;TAB 3;INK 2;',
    'FOR i=1 TO 10 STEP 2: NEXT i',
    'DEF FN a(x)=x: PRINT FN a(1)',
    'LET a= NOT b<>c>=d',
    'PRINT (INKEY$)+INKEY$',
    'PRINT "a";: PRINT : PRINT',
    'PRINT a$(1 TO 2);a$( TO 3)',
    'LET a=PEEK 1+CODE "a"+ VAL "1"',
    'PRINT SCREEN$ (1,2);ATTR (1,2);POINT (1,2)',
    'PRINT  1 ;  2  ; x y',
    'SAVE "x" CODE 1,2: LOAD "x" SCREEN$',
    'IF a THEN : PRINT',
    'PRINT BIN 101;VAL$ "a$";STR$ 1;CHR$ 65;LEN "a"',
    'PLOT INK 2;1,2: DRAW 1,2,3: CIRCLE 1,2,3',
    'BEEP 1,2: OUT 254,1: POKE 1,2: BORDER 1: PAUSE 0',
    'INPUT "x";LINE a$;(b)',
    'DIM a(10): READ a: DATA 1,2: RESTORE',
    'RANDOMIZE : RUN : CLEAR : CLS : COPY : STOP : RETURN : CONTINUE',
    'LIST : LLIST : LPRINT "x"',
    'VERIFY "x": MERGE "y"',
    'PRINT INVERSE 1;OVER 1;FLASH 1;BRIGHT 1;PAPER 1',
    'PRINT ACS 1+ASN 1+ATN 1+TAN 1+COS 1+EXP 1+LN 1+SQR 1+SGN 1+ABS 1+INT 1+IN 1',
    'PRINT "\\::£©\\.:"',
    'LET a=1 OR 2 AND 3',
    'PRINT PI;RND;INKEY$;PI',
    'GO SUB 10: NEW',
    'CAT : FORMAT "a": MOVE "a","b": ERASE "a"',
    'LET a=BIN 1 OR 2',
    'PRINT INKEY$ AND 1',
    'IF a THEN PRINT INKEY$ AND RND',
    'SAVE "a" LINE 10',
    'PRINT NOT NOT 1',
    'PRINT "x";TAB 1;AT 1,2',
]

REPORT_LISTINGS = [
    "10 :PRINT 1/0", "10 IF 1 THEN :PRINT 1/0", "10 IF 1 THEN PRINT 1/0",
    "10 PRINT 1::PRINT 1/0", "10 PRINT 1:::", "10 IF 1 THEN IF 1 THEN PRINT 1/0",
    "10 IF 1 THEN", "10 PRINT 1:", "10 :", "10 IF 1 THEN ::PRINT 1/0", "10 STOP",
    "10 PRINT 1: STOP", "10 PRINT 1", "10 REM x: PRINT 1/0", "10 IF 0 THEN PRINT 1/0",
    "10 LET a=1: IF a THEN : :PRINT 1/0",
]


def read_cases() -> list[tuple[str, str, bool]]:
    """(section, body, upper_keywords) for every case line."""
    cases = []
    section, upper = "", False
    for raw in (DATA / "rom_cases.txt").read_text(encoding="utf-8").split("\n"):
        if not raw.strip():
            continue
        if raw.startswith("# "):
            upper = raw.strip() == "# upper"
            if not upper:
                section = raw[2:].strip()
            continue
        if raw.startswith("#"):
            continue
        cases.append((section, raw, upper))
    return cases


def rom_verdicts() -> list[dict]:
    zx = zo.Spectrum()
    zx.boot()
    out = []
    for section, body, upper in read_cases():
        entry: dict = {"section": section, "body": body, "upper": upper}
        try:
            data = zo.tokenize_body(body, False, None, upper)
        except zo.TokenizeError as e:
            entry.update(tokens=None, tokenize_error=str(e), ok=None)
            out.append(entry)
            continue
        entry["tokens"] = data.hex()
        if body[:1].isdigit() or b"\r" in data:
            entry["ok"] = None
        else:
            ok, k = zx.enter_line(b"10" + data)
            entry["ok"] = ok
            entry["error_offset"] = None if ok else k - 2
        out.append(entry)
    return out


def rom_eval() -> dict[str, str]:
    out = {}
    for expr in EVAL_EXPRESSIONS:
        res = zo.run_basic("10 PRINT " + expr, want_bitmap=False)
        if res["rejected_lines"]:
            raise SystemExit(f"the ROM rejects PRINT {expr}")
        out[expr] = res["rows"][0].rstrip()
    return out


def rom_list() -> dict[str, str]:
    import re

    out = {}
    for body in LIST_BODIES:
        res = zo.run_basic("10 " + body, command="LIST", want_bitmap=False)
        if res["rejected_lines"]:
            raise SystemExit(f"the ROM rejects {body}")
        rows = res["rows"][:22]
        used = [r for r in rows if r.strip()]
        text = "".join(r.ljust(32) for r in rows[:rows.index(used[-1]) + 1]).rstrip()
        m = re.match(r"\s*10[ >]", text)
        assert m, text
        out[body] = text[m.end():]
    return out


def rom_reports() -> dict[str, str]:
    out = {}
    for listing in REPORT_LISTINGS:
        res = zo.run_basic(listing, want_bitmap=False)
        if res["rejected_lines"]:
            raise SystemExit(f"the ROM rejects {listing}")
        out[listing] = res["report"]
    return out


def write(name: str, obj: object) -> None:
    """JSON with one list entry per line, so diffs stay readable."""
    path = DATA / name
    if isinstance(obj, list):
        text = "[\n" + ",\n".join(json.dumps(e, ensure_ascii=False) for e in obj) + "\n]\n"
    else:
        text = json.dumps(obj, indent=1, ensure_ascii=False) + "\n"
    path.write_text(text, encoding="utf-8")
    print("wrote", path)


def main() -> None:
    write("rom_golden.json", rom_verdicts())
    write("rom_eval.json", rom_eval())
    write("rom_list.json", rom_list())
    write("rom_reports.json", rom_reports())


if __name__ == "__main__":
    main()

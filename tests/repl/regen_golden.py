"""Ask the genuine 48K ROM (zxoracle, in $ZXORACLE_DIR: tools/oracles.py) what
LIST prints, and keep its answer as golden data for test_listing.py.

    .venv/bin/python tests/repl/regen_golden.py
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1] / "tools"))

from oracles import zxoracle  # noqa: E402

#: programs that end by LISTing themselves (LIST n marks line n with ">")
CASES = {
    "spacing": [
        "10 REM start  here",
        "20 for i=1 to 3: let s=i: next i",
        "30 if i<=4 then go to 50",
        '40 DEF FN a(x)=x*2: LET b$="£"+CHR$ 33',
        "50 LIST 10",
    ],
    "numbers": [
        "5 PRINT ;",
        "123 GO SUB 9999",
        "9999 LIST 123",
    ],
    "missing": [
        "10 REM a",
        "30 REM c",
        "40 LIST 25",
    ],
}


#: REPL sessions typed into the ROM's editor: program lines (stored) and
#: direct commands, one after another, on one machine; for each command the
#: report and the screen rows it left
SHIPS = ["10 LET hits=3: LET shots=7", '20 PRINT "GAME OVER"', "30 STOP",
         '700 PRINT "OCEAN: ";hits;" OF ";shots']
LOOP = ["10 FOR i=1 TO 3", "20 PRINT i", "30 IF i=2 THEN STOP", "40 NEXT i"]
COUNT = ["5 LET n=0", "10 LET n=n+1", "20 IF n<2000 THEN GO TO 10", "30 PRINT n"]
SESSIONS = {
    "direct": ["LET a=5", "PRINT a*2", "FOR i=1 TO 3: PRINT i;: NEXT i", "PRINT x", "CLEAR",
               "PRINT a"],
    "ships": SHIPS + ["RUN", "GO TO 700", "RUN 700"],
    "continue": LOOP + ["RUN", '20 PRINT "now ";i', "CONTINUE"],
    "continue_after_direct": LOOP + ["RUN", "PRINT i", "CONTINUE"],
    "list_var": ["10 REM a", "20 REM b", "30 REM c", "LET n=30", "LIST n"],
    "empty": ["RUN", "CONTINUE", "GO TO 100"],
    # BREAK held at frame 31 of the RUN lands after line 20's GO TO (20:2,
    # the THEN part), at frame 30 after line 10: CONTINUE goes on either way
    # (MAIN-7 copies the pending NEWPPC/NSPPC)
    "break_after_jump": COUNT + ["RUN\tBREAK@31", "CONTINUE"],
    "break_in_line": COUNT + ["RUN\tBREAK@30", "CONTINUE"],
}

#: the keyboard rows and bits of BREAK: CAPS SHIFT (row 0xFE bit 0) and SPACE
#: (row 0x7F bit 0)
BREAK_KEYS = ((0, 0x01), (7, 0x01))
FRAME_T = 69888


def session(zx, steps: list[str], tokenize_body, decode_screen, report_of) -> list:
    """Type ``steps`` into the ROM's editor; a report per direct command."""
    import re
    out = []
    for text in steps:
        m = re.match(r"\s*(\d+)\s?(.*)$", text)
        if m:                                     # a program line: stored
            ok, _ = zx.enter_line(m.group(1).encode() + tokenize_body(m.group(2), False))
            assert ok, text
            out.append(None)
            continue
        text, _, break_at = text.partition("\tBREAK@")
        zx.set_edit_line(tokenize_body(text, hidden_numbers=False))
        zx.inject_key(0x0D)
        if break_at:                              # hold BREAK for 5 frames
            zx.run_until(zx.tstates + int(break_at) * FRAME_T)
            for row, bit in BREAK_KEYS:
                zx.matrix[row] |= bit
            zx.run_until(zx.tstates + 5 * FRAME_T)
            zx.matrix = [0] * 8
        zx.editor_wait()
        rows, _, _ = decode_screen(zx.mem)
        out.append({"report": report_of(zx.mem)[0], "rows": rows})
    return out


def main() -> None:
    zxoracle()
    from zxoracle import (Spectrum, _report_from_sysvars, decode_screen, run_basic,
                          tokenize_body)
    out = {}
    for name, lines in CASES.items():
        result = run_basic("\n".join(lines) + "\n")
        out[name] = {"program": lines, "rows": result["rows"], "report": result["report"]}
    path = HERE / "golden" / "list_rows.json"
    path.write_text(json.dumps(out, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {path}")
    sessions = {}
    for name, steps in SESSIONS.items():
        zx = Spectrum()
        zx.boot()
        results = session(zx, steps, tokenize_body, decode_screen, _report_from_sysvars)
        sessions[name] = [{"typed": t, **(r or {})} for t, r in zip(steps, results)]
    path = HERE / "golden" / "sessions.json"
    path.write_text(json.dumps(sessions, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {path}")


if __name__ == "__main__":
    main()

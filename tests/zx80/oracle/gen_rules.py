"""Ask the genuine ZX80 4K ROM (zx80oracle.py) about the rules of
rules_cases.py, every program typed at its keyboard key by key (the ROM's
editor checks and stores each line), and keep the answers in
tests/zx80/golden/rules_rom.json: per case its class, listing, INPUT
answers, the 24 rows (text and codes), the screens at each INPUT wait, the
report, the lines the editor refused and the program area it made.  Needs
the ROM image (see README.md).

    .venv/bin/python tests/zx80/oracle/gen_rules.py            # all
    .venv/bin/python tests/zx80/oracle/gen_rules.py input      # one class
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from rules_cases import CASES  # noqa: E402

GOLDEN = HERE.parent / "golden" / "rules_rom.json"


def main(argv: list[str]) -> None:
    from zx80oracle import run_basic
    out = json.loads(GOLDEN.read_text()) if GOLDEN.exists() else {}
    out = {name: case for name, case in out.items() if name in CASES}     # none left over
    for name, case in CASES.items():
        if argv and case["class"] not in argv and name not in argv:
            continue
        res = run_basic(case["listing"], case.get("ram", 16), inputs=case.get("inputs", []),
                        typed=True)
        out[name] = {**case, "rows": [r.rstrip() for r in res["rows"]], "codes": res["codes"],
                     "input_screens": res["input_screens"], "report": res["report"],
                     "stop_reason": res["stop_reason"], "rejected": res["rejected"],
                     "program": res["program"]}
        print(f"{name}: {res['report']} {out[name]['rows'][:3]}")
    # a case a line: a new answer changes one line of the file
    GOLDEN.write_text("{\n" + ",\n".join(f"{json.dumps(name)}: {json.dumps(out[name])}"
                                          for name in sorted(out)) + "\n}\n")


if __name__ == "__main__":
    main(sys.argv[1:])

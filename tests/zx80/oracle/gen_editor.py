"""Ask the genuine ZX80 4K ROM (zx80oracle.py) how its editor takes keys,
and keep the answers in tests/zx80/golden/editor_rom.json: per case of
editor_cases.py the keys, the listing typed in first, the screen after
every key (rows of codes, trailing spaces left out), the program the
editor made, E_PPC and S_TOP; and under ``"tables"`` the ROM's key tables
(MAIN-KEYS, 0x006C..0x00B9), which basic.dialects.zx80.keys writes out.  Needs the
ROM image (see README.md).

    .venv/bin/python tests/zx80/oracle/gen_editor.py
    .venv/bin/python tests/zx80/oracle/gen_editor.py "up and down"
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from editor_cases import CASES  # noqa: E402

GOLDEN = HERE.parent / "golden" / "editor_rom.json"
TABLES = (0x006C, 0x00BA)


def main(argv: list[str]) -> None:
    from zx80oracle import key_session, load_rom
    out = json.loads(GOLDEN.read_text()) if GOLDEN.exists() else {}
    out = {name: case for name, case in out.items() if name in CASES or name == "tables"}
    out["tables"] = load_rom()[TABLES[0]:TABLES[1]].hex()
    for name, case in CASES.items():
        if argv and name not in argv:
            continue
        res = key_session(case["keys"], case.get("ram", 16), case.get("listing", ""))
        out[name] = {**case, **res}
        print(f"{name}: {len(res['screens'])} screens, stopped {res['stopped']}")
    GOLDEN.write_text("{\n" + ",\n".join(f"{json.dumps(name)}: {json.dumps(out[name])}"
                                          for name in sorted(out)) + "\n}\n")


if __name__ == "__main__":
    main(sys.argv[1:])

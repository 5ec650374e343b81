"""The ZX81's and ZX80's line editors on their own screens, key by key, against
their ROMs: each case of tests/zx81/golden/editor_rom.json and
tests/zx80/golden/editor_rom.json (made by tests/zx81/oracle/gen_editor.py and
tests/zx80/oracle/gen_editor.py, the genuine ROMs taking the same keys at
their key waits) is typed through the REPL on the machine's screen, and the
screen after every key must be the ROM's, code for code: the K, L, F and G
cursors, one-key keywords, the function and graphics modes, the cursor
keys, EDIT, RUBOUT, the automatic listing after NEWLINE and the cursor keys
up and down, a long line taking more of the lower screen, and the inverse S
where the ROM puts it.  The key tables are checked against the ROMs' bytes."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from zx8x_keys import key_session

from basic.dialects.zx80 import keys as zx80_keys
from basic.dialects.zx81 import keys as zx81_keys

TESTS = Path(__file__).resolve().parents[1]
GOLDEN = {dialect: json.loads((TESTS / dialect / "golden" / "editor_rom.json").read_text())
          for dialect in ("zx81", "zx80")}
CASES = [pytest.param(dialect, name, id=f"{dialect}: {name}")
         for dialect, cases in GOLDEN.items() for name in sorted(cases) if name != "tables"]


@pytest.mark.parametrize("dialect, name", CASES)
def test_the_editor_shows_what_the_rom_shows(dialect: str, name: str, tmp_path: Path) -> None:
    case = GOLDEN[dialect][name]
    repl, screens = key_session(dialect, case["keys"], case.get("listing", ""), tmp_path)
    assert len(screens) == len(case["screens"])
    for n, (got, want) in enumerate(zip(screens, case["screens"])):
        assert got == want, f"after key {n} ({case['keys'][n]}), keys {case['keys'][:n + 1]}"
    assert repl.machine.listing.e_ppc == case["e_ppc"]


def test_the_zx81_key_tables_are_the_roms() -> None:
    assert zx81_keys.TABLES.hex() == GOLDEN["zx81"]["tables"]


def test_the_zx80_key_table_is_the_roms() -> None:
    assert zx80_keys.TABLE.hex() == GOLDEN["zx80"]["tables"]

"""The C64's own keys in key scripts: F1-F8, £ and ← reach GET with their
PETSCII codes, and RUN/STOP reaches GET once a program has turned the STOP
test off (POKE 808,239), as on the machine; on a Spectrum those names type
nothing."""
from __future__ import annotations

import pytest

from basic.frontends.headless import run_source

GETS = """# dialect: c64
10 GET A$:IF A$="" THEN 10
20 PRINT ASC(A$):GOTO 10
"""


@pytest.mark.parametrize("key,code", [("F1", 133), ("F3", 134), ("F5", 135), ("F7", 136),
                                      ("F2", 137), ("F4", 138), ("F6", 139), ("F8", 140),
                                      ("POUND", 92), ("\u00a3", 92), ("LARROW", 95),
                                      ("\u2190", 95)])
def test_a_c64_key_reaches_get(key: str, code: int) -> None:
    result = run_source(GETS, keys=[f"inkey:{key}"], frames=400)
    assert result["rows"][0].strip() == str(code)


def test_run_stop_breaks_unless_the_stop_vector_is_changed() -> None:
    result = run_source(GETS, keys=["inkey:BREAK"], frames=400)
    assert result["report"].startswith("BREAK IN")
    result = run_source(GETS.replace("10 GET", "5 POKE 808,239\n10 GET"),
                        keys=["inkey:BREAK"], frames=400)
    assert result["rows"][0].strip() == "3"
    assert result["stop_reason"] == "inkey-wait"


def test_a_spectrum_has_no_function_keys() -> None:
    listing = '10 LET a$=INKEY$: IF a$="" THEN GO TO 10\n20 PRINT CODE a$: GO TO 10\n'
    result = run_source(listing, keys=["inkey:F1", "inkey:a"], frames=600)
    assert result["rows"][0].strip() == "97"

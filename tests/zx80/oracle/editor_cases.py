"""Key sessions at the ZX80's editor that gen_editor.py asks the ROM about
(tests/zx80/golden/editor_rom.json), in the notation of
tests/zx81/oracle/editor_cases.py (``^x`` SHIFT+x, ``|`` NEWLINE, ``_``
SPACE, ``.`` the . key).  The ZX80's keys are its own: O is PRINT, K LET,
U IF, G GO TO, Y REM, R RUN; SHIFT+3 THEN, SHIFT+Y ``"``, SHIFT+L ``=``,
SHIFT+K ``+``, SHIFT+NEWLINE EDIT, SHIFT+9 HOME."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "zx81" / "oracle"))

from z80rom import keys, listing  # noqa: E402

CASES: dict[str, dict] = {
    "one key keywords": {"keys": keys('10o^yhi^y|r|')},
    "k after then": {"keys": keys("20ua^l1^3oa|")},
    "then and k": {"keys": keys("u^3") + keys("^0^0ua^l^3") + keys("^0^0^0^0^0oa^3") +
                   keys("^0^0^0^0ua^3^3^0^0^0^0^0ua^3o^5^5^5^5^5^5")},
    "if then if": {"keys": keys("ua^3ub^3oa^5^5^5^5^5^5^5^5^5^5")},
    "then in a string": {"keys": keys("10o^y^3ab^y")},
    "shifted keys": {"keys": keys("10oa^bb^2c^1d^xe^.f^ig^oh^j^k^p^v^h^m^n^l^u^z^c^__")},
    "mosaics": {"keys": keys("10o^y^a^s^d^f^g^q^w^e^r^t^y|")},
    "live syntax marker": {"keys": keys("10o^ia^k") + keys("^0^0^0^0^0^0") + keys("ka^l") +
                           keys("1^0^0^0^0^0") + keys("g^0^0^0^0^0")},
    "cursor keys": {"keys": keys("10o123^5^59^8^0^5^5^5^5^5^5^5^5^5^8^8^8^8^8^8^8^8^8^8|")},
    "rubout at the start": {"keys": keys("^0o^5^0^8^0^0|")},
    "edit the current line": {"keys": keys("^|^5^5^0^8^8^8^8^8^8^8^8^8^k1|^7^7^||"),
                              "listing": listing(3)},
    "up and down": {"keys": keys("^7^7^7^6^6^6^6^6^6^|"), "listing": listing(30)},
    "up to the top": {"keys": keys("^7" * 26 + "^6^6"), "listing": listing(25)},
    "home": {"keys": keys("^9^6^9^|"), "listing": listing(5)},
    "edit with no program": {"keys": keys("oa^|b")},
    "edit at the end": {"keys": keys("99|^|"), "listing": listing(3)},
    "long line": {"keys": keys("1o^y" + "a" * 40 + "^y" + "^0" * 12 + "^y|"),
                  "listing": listing(30)},
    "longer line": {"keys": keys("1o^y" + "b" * 70 + "^y|"), "listing": listing(5)},
    "newline with a marker": {"keys": keys("20k|a^l|1|")},
    "refused markers": {"keys": keys("10o^ia^k|") + keys("^0^0^0^0^0^0^0") +
                        keys("10oa^u^k1|") + keys("^0^0^0^0^0^0^0") + keys("10g|a")},
    "empty newline lists": {"keys": keys("r||"), "listing": "10 PRINT 1\n20 PRINT 2"},
    "a key after a report": {"keys": keys("o1^k1|o|"), "listing": "10 PRINT 1"},
    "delete a line": {"keys": keys("20|99|"), "listing": listing(3)},
    "delete the top line": {"keys": keys("^7" * 22 + "10|"), "listing": listing(30)},
    "spaces and digits": {"keys": keys("_1_0_o_a|")},
    "line zero": {"keys": keys("0o5|")},
    "names and numbers": {"keys": keys("10ka1^l12^k3|")},
    "list commands": {"keys": keys("a|^7a20|c||"), "listing": listing(5)},
    "new": {"keys": keys("q|o1|"), "listing": listing(3)},
    "input typed": {"keys": keys("r|21|"), "listing": "10 INPUT A\n20 PRINT A*2"},
    "input with rubout": {"keys": keys("r|3^05|ab^0c|^0"),
                          "listing": "10 INPUT A\n20 PRINT A*2\n30 INPUT A$\n40 PRINT A$"},
    "input editing keys": {"keys": keys("r|3^51|^0r|1^21|^0r|9^7^61|^0r|2^81^5^5^0|"),
                           "listing": "10 INPUT A\n20 PRINT A*2"},
    "input a string expression": {"keys": keys("r|^0^8^0chr^u^i65^o|"),
                                  "listing": "10 INPUT A$\n20 PRINT A$"},
}

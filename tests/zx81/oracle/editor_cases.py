"""Key sessions at the ZX81's editor that gen_editor.py asks the ROM about
(tests/zx81/golden/editor_rom.json): per case the keys pressed one after
another (``'p'``, ``'CS+5'`` for SHIFT+5, ``'ENTER'`` for NEWLINE, ``'SS'``
for the ``.`` key, ``'SPACE'``) and a listing typed in first."""
from __future__ import annotations

from z80rom import keys, listing


CASES: dict[str, dict] = {
    "one key keywords": {"keys": keys('10p^phi^p|r|')},
    "k after then": {"keys": keys("20ua^l1^3pa|")},
    "shifted keywords": {"keys": keys("10pa^wb^2c^q^r^t^y^h")},
    "then in a string": {"keys": keys("10p^p^3ab^p")},
    "function mode": {"keys": keys("10p^|q^|v^|^|a^|m^|b1")},
    "function mode keys": {"keys": keys("^|p^|o^|i^|u^|y^|l^|k^|j^|h^|z^|x^|c^|t^|r")},
    "graphics mode": {"keys": keys("10p^p^9ab1_^a^q^5^0^w^t^9c^p|")},
    "graphics mode all": {"keys": keys("^9^a^s^d^f^g^q^w^e^r^t^1^2^3^4^5^6^7^8^p^o^i^u^y^l^k^j^h|")},
    "cursor keys": {"keys": keys("10p123^5^59^8^0^5^5^5^5^5^5^5^5^5^5^5^8^8^8^8^8^8^8^8^8^8^8^8|")},
    "rubout at the start": {"keys": keys("^0p^5^0^8^0^0|")},
    "edit the current line": {"keys": keys("^1^5^5^0^8^8^8^8^8^8^8^8^8_a|^7^7^1|"),
                              "listing": listing(3)},
    "up and down": {"keys": keys("^7^7^7^6^6^6^6^6^6^1"), "listing": listing(30)},
    "up to the top": {"keys": keys("^7" * 26 + "^6^6"), "listing": listing(25)},
    "edit with no program": {"keys": keys("pa^1b")},
    "edit at the end": {"keys": keys("99|^1"), "listing": listing(3)},
    "long line": {"keys": keys("1p^p" + "a" * 40 + "^p" + "^0" * 12 + "|"),
                  "listing": listing(30)},
    "longer line": {"keys": keys("1p^p" + "b" * 70 + "^p|"), "listing": listing(5)},
    "refused lines": {"keys": keys("20l|a^l|^01|2^5^5^5^0|")},
    "refused markers": {"keys": keys("10p^i1^k|^0^0^0^0^0^0^0^0") +
                        keys("10pa^u^k1|^0^0^0^0^0^0^0^0^0") + keys("10g|")},
    "refused after a run": {"keys": keys("r|l|"), "listing": "10 PRINT 1\n20 PRINT 2"},
    "empty newline lists": {"keys": keys("r||"), "listing": "10 PRINT 1\n20 PRINT 2"},
    "a key after a report": {"keys": keys("p1^k1|p|"), "listing": "10 PRINT 1"},
    "delete a line": {"keys": keys("20|99|"), "listing": listing(3)},
    "delete the top line": {"keys": keys("^7" * 22 + "10|"), "listing": listing(30)},
    "spaces and digits": {"keys": keys("_1_0_p_a|")},
    "line zero": {"keys": keys("0p5|")},
    "numbers and names": {"keys": keys("10la1^l12^k3.5|")},
    "list commands": {"keys": keys("k|^7k20|v||"), "listing": listing(5)},
    "new": {"keys": keys("a|p1|"), "listing": listing(3)},
    "input typed": {"keys": keys("r|21|"), "listing": "10 INPUT A\n20 PRINT A*2"},
    "input with rubout": {"keys": keys("r|3^05|ab^0c|^0"),
                          "listing": "10 INPUT A\n20 PRINT A*2\n30 INPUT A$\n40 PRINT A$"},
    "input editing keys": {"keys": keys("r|3^51|r|1^21|r|^|q0|r|5^1|r|9^7^61|"),
                           "listing": "10 INPUT A\n20 PRINT A*2"},
    "input a string expression": {"keys": keys("r|^0^8^0^|u65|"),
                                  "listing": "10 INPUT A$\n20 PRINT A$"},
}

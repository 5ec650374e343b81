"""The programs a campaign mutates: the games in listings/, the tests' golden
programs (Spectrum .bas files, C64 ROM cases, the listings inside the ZX80,
ZX81 and C64 tests), and programs made up from each dialect's keywords.

Only files in the repository are read, so a clean clone (CI) has the same
seeds in the same order, and a (seed, index) pair names the same case
everywhere.
"""
from __future__ import annotations

import ast
import json
import random
import re
from functools import lru_cache
from pathlib import Path

DIALECTS = ("spectrum", "zx81", "zx80", "c64")
ROOT = Path(__file__).resolve().parents[2]
_HEADER = re.compile(r"^#\s*dialect:\s*(\w+)", re.M)
_NUMBERED = re.compile(r"^\s*\d+\s*\S")
MAX_SEED_CHARS = 20000


def _dialect_of(path: Path, text: str) -> str:
    match = _HEADER.search(text)
    if match and match.group(1).lower() in DIALECTS:
        return match.group(1).lower()
    parts = path.parts
    for name in ("zx81", "zx80", "c64"):
        if name in parts:
            return name
    return "spectrum"


def _listings_in_python(path: Path) -> list[str]:
    """String constants in a test module that look like listings: numbered
    first line and more than one line, or a single numbered statement."""
    try:
        tree = ast.parse(path.read_text(encoding="utf-8"))
    except (SyntaxError, UnicodeDecodeError):
        return []
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            text = node.value
            if _NUMBERED.match(text) and len(text) < MAX_SEED_CHARS and "\n" in text.strip("\n") \
                    or re.fullmatch(r"\d+ [A-Z][^\n]{3,}\n?", text):
                found.append(text)
    return found


def _listings_in_json(path: Path) -> list[str]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (ValueError, UnicodeDecodeError):
        return []
    found: list[str] = []

    def walk(value: object) -> None:
        if isinstance(value, dict):
            for key, item in value.items():
                if key in ("listing", "program", "source") and isinstance(item, str):
                    found.append(item)
                else:
                    walk(item)
        elif isinstance(value, list):
            for item in value:
                walk(item)
    walk(data)
    return [text for text in found if len(text) < MAX_SEED_CHARS]


@lru_cache(maxsize=None)
def seed_programs() -> dict[str, tuple[str, ...]]:
    """dialect -> its seed listings, in a fixed order."""
    seeds: dict[str, list[str]] = {name: [] for name in DIALECTS}
    for path in sorted((ROOT / "listings").glob("*.bas")):
        text = path.read_text(encoding="utf-8", errors="replace")
        seeds[_dialect_of(path, text)].append(text)
    for path in sorted((ROOT / "tests").rglob("*.bas")):
        text = path.read_text(encoding="utf-8", errors="replace")
        if len(text) < MAX_SEED_CHARS:
            seeds[_dialect_of(path, text)].append(text)
    for path in sorted((ROOT / "tests").rglob("*.json")):
        if "c64" in path.parts:
            seeds["c64"].extend(_listings_in_json(path))
    for name in ("zx81", "zx80", "c64"):
        for path in sorted((ROOT / "tests" / name).rglob("*.py")):
            seeds[name].extend(_listings_in_python(path))
    for name in DIALECTS:
        if not seeds[name]:
            seeds[name].append("10 PRINT 1\n")
        seeds[name] = list(dict.fromkeys(seeds[name]))       # each once, order kept
    return {name: tuple(texts) for name, texts in seeds.items()}


@lru_cache(maxsize=None)
def keywords(dialect: str) -> tuple[str, ...]:
    from basic.dialects import get_dialect
    return tuple(sorted(get_dialect(dialect).keywords()))


VARIABLES = ("A", "B", "X", "I", "A$", "B$", "A(1)", "A$(1)", "Z9", "AB")
OPERATORS = ("+", "-", "*", "/", "^", "=", "<", ">", "<=", ">=", "<>", " AND ", " OR ")
NUMBERS = ("0", "1", "2", "7", "10", "255", "256", "0.5", "-1", "1E3", "32767", "65535")


def expression(rng: random.Random, dialect: str, depth: int = 0) -> str:
    """A random expression from the dialect's keywords, numbers and variables."""
    roll = rng.random()
    if depth > 3 or roll < 0.35:
        return rng.choice(NUMBERS + VARIABLES + ('"AB"', '""'))
    if roll < 0.6:
        return (expression(rng, dialect, depth + 1) + rng.choice(OPERATORS)
                + expression(rng, dialect, depth + 1))
    if roll < 0.7:
        return "(" + expression(rng, dialect, depth + 1) + ")"
    word = rng.choice(keywords(dialect))
    if rng.random() < 0.5:
        return f"{word}({expression(rng, dialect, depth + 1)})"
    return f"{word} {expression(rng, dialect, depth + 1)}"


STATEMENTS = ("LET A={e}", "PRINT {e};{e}", "IF {e} THEN PRINT {e}", "FOR I=1 TO {e}: NEXT I",
              "DIM A({n})", "DIM A$({n})", "INPUT A", "INPUT A$", "GO SUB {n}", "GOSUB {n}",
              "RETURN", "GO TO {n}", "GOTO {n}", "POKE {e},{e}", "PRINT PEEK {e}",
              "DATA {e},{e}", "READ A", "RESTORE", "LET A$={e}", "PRINT AT {e},{e};{e}",
              "DEF FN A(X)={e}", "PRINT FN A({e})", "RANDOMIZE {e}", "PAUSE {e}", "CLS",
              "REM {e}", "STOP", "CONT", "END", "NEW", "CLEAR", "LIST", "RUN")


def statement(rng: random.Random, dialect: str) -> str:
    """A statement: a template or a keyword followed by expressions."""
    if rng.random() < 0.5:
        template = rng.choice(STATEMENTS)
        return template.format_map(_Fill(rng, dialect))
    word = rng.choice(keywords(dialect))
    args = ",".join(expression(rng, dialect) for _ in range(rng.randint(0, 3)))
    return f"{word} {args}".rstrip()


class _Fill(dict):
    def __init__(self, rng: random.Random, dialect: str) -> None:
        super().__init__()
        self.rng, self.dialect = rng, dialect

    def __missing__(self, key: str) -> str:
        if key == "n":
            return self.rng.choice(("1", "5", "10", "20", "30", "100"))
        return expression(self.rng, self.dialect)


def generated_program(rng: random.Random, dialect: str) -> str:
    """A short program of random statements, numbered 10, 20, ..."""
    lines = []
    for n in range(rng.randint(1, 8)):
        parts = [statement(rng, dialect) for _ in range(rng.randint(1, 3))]
        lines.append(f"{10 * (n + 1)} " + ":".join(parts))
    return "\n".join(lines) + "\n"


#: where C64 machine code is put and called: free RAM, the cassette buffer,
#: zero page, the stack, screen RAM, the BASIC area, the ROMs and I/O
CODE_PLACES = (49152, 828, 251, 256, 1024, 2049, 2200, 40960, 53248, 57344, 65000)
#: SYS addresses of the ROMs that type-ins use, and some that are not given
ROM_ENTRIES = (58640, 58692, 58732, 59626, 59903, 64738, 65490, 65511, 65520, 43806, 48589,
               41000, 50000, 65535)


def machine_code_program(rng: random.Random) -> str:
    """A C64 program that POKEs random bytes (now and then an opcode of
    interest: RTS, BRK, JMP, JSR into the ROMs, SEI, CLI, RTI) somewhere
    and SYSes or USRs into them, or SYSes straight into a ROM, or points
    the IRQ or NMI vector at them."""
    at = rng.choice(CODE_PLACES)
    length = rng.randint(1, 48)
    picks = (96, 0, 76, 32, 120, 88, 64, 234, 2, 255)
    code = [rng.choice(picks) if rng.random() < 0.3 else rng.randint(0, 255)
            for _ in range(length)]
    lines = [f"10 FOR I=0 TO {length - 1}:READ A:POKE {at}+I,A:NEXT",
             "20 DATA " + ",".join(map(str, code))]
    roll = rng.random()
    if roll < 0.45:
        lines.append(f"30 SYS {at + rng.randint(0, length - 1)}")
    elif roll < 0.6:
        lines.append(f"30 POKE 785,{at & 255}:POKE 786,{at >> 8}:PRINT USR({rng.randint(-9, 9)})")
    elif roll < 0.75:
        lines.append(f"30 SYS {rng.choice(ROM_ENTRIES)}")
    elif roll < 0.9:
        vector = rng.choice((788, 792, 790))
        lines.append(f"30 POKE {vector},{at & 255}:POKE {vector + 1},{at >> 8}")
        lines.append("40 FOR J=1 TO 200:NEXT")
    else:
        lines.append(f"30 POKE 780,{rng.randint(0, 255)}:SYS {rng.randint(0, 65535)}")
    lines.append("50 PRINT \"DONE\"")
    return "\n".join(lines) + "\n"


#: where Z80 machine code is put and called: free RAM, the screen, the
#: system variables, the program area, the UDGs and the stack under RAMTOP
#: (the Spectrum); the REM of line 1 and the RAM after it (the ZX81, ZX80)
Z80_PLACES = {"spectrum": (32000, 40000, 60000, 16384, 22528, 23552, 23755, 23800, 65368,
                           65300, 65530, 100),
              "zx81": (16514, 17000, 20000, 16384, 16600, 32700),
              "zx80": (16424, 17000, 20000, 16384, 16600)}
#: USR addresses in the ROMs: the Spectrum's well-known routines (CLS, PRINT,
#: BEEPER, KEY-SCAN, NEW, LD-BYTES...), and ZX8x ROM addresses (no image)
Z80_ROM_ENTRIES = {"spectrum": (0, 8, 16, 56, 0x0D6B, 0x0DAF, 0x03B5, 0x028E, 0x11B7, 0x0556,
                                0x1601, 0x2D2B, 0x2DE3, 0x1F54, 0x15DE, 0x3FFF),
                   "zx81": (0, 8, 16, 0x0A2A, 0x1520, 0x02BB, 0x1FFF),
                   "zx80": (0, 8, 0x06F0, 0x0747, 0x0FFF)}
#: opcodes of interest: RET, HALT, DI, EI, RST 8/16/56, JP, CALL, IM 2's
#: and LD I,A's prefix, OUT (n),A, IN A,(n), LDIR's prefix, JR $, NOP
Z80_PICKS = (0xC9, 0x76, 0xF3, 0xFB, 0xCF, 0xD7, 0xFF, 0xC3, 0xCD, 0xED, 0xD3, 0xDB,
             0x18, 0x00, 0x31, 0xE3)


def z80_code_program(rng: random.Random, dialect: str) -> str:
    """A Spectrum, ZX81 or ZX80 program that POKEs random bytes (now and
    then an opcode of interest) somewhere and calls them with USR, or calls
    an address in the ROM straight away."""
    at = rng.choice(Z80_PLACES[dialect])
    length = rng.randint(1, 48)
    code = [rng.choice(Z80_PICKS) if rng.random() < 0.3 else rng.randint(0, 255)
            for _ in range(length)]
    if rng.random() < 0.2:
        code[-1] = 0xC9                              # a routine that ends
    roll = rng.random()
    if roll < 0.6:
        target = at + rng.randint(0, length - 1)
    elif roll < 0.8:
        target = rng.choice(Z80_ROM_ENTRIES[dialect])
    else:
        target = rng.randint(0, 65535)
    if dialect == "spectrum":
        call = rng.choice(("RANDOMIZE USR {}", "PRINT USR {}", "LET u=USR {}"))
        return "\n".join([
            f"10 FOR i=0 TO {length - 1}: READ a: POKE {at}+i,a: NEXT i",
            "20 DATA " + ",".join(map(str, code)),
            "30 " + call.format(target),
            '40 PRINT "DONE"']) + "\n"
    keyword = "RAND" if dialect == "zx81" else "RANDOMISE"
    lines = [f"1 REM {'X' * min(length, 40)}", f"10 LET I={at}"]
    lines += [f"{20 + k} POKE I+{k},{b}" for k, b in enumerate(code[:24])]
    usr = "USR {}" if dialect == "zx81" else "USR({})"           # the ZX80's takes brackets
    lines.append(f"90 {rng.choice((keyword + ' ' + usr, 'PRINT ' + usr))}".format(target))
    lines.append('95 PRINT "DONE"')
    return "\n".join(lines) + "\n"

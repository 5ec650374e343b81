"""Whatever the text, the parser answers with a Program or BasicSyntaxError,
never with another exception (a Python traceback is never the user's fault)."""
import random

import pytest

from basic.core.errors import BasicSyntaxError
from basic.core import ast
from basic.core.listing import ParseResult
from basic.dialects import parse_expression, parse_line, parse_listing

from syntaxdata import DATA, golden

#: slow (docs/testing.md): fuzz slices: thousands of mutated lines through the parser
pytestmark = pytest.mark.slow

SEED = 1982
PIECES = ["PRINT", "LET", "IF", "THEN", "GO TO", "FOR", "TO", "STEP", "NEXT", "DIM", "DEF FN",
          "FN", "INPUT", "LINE", "AT", "TAB", "INK", "SAVE", "CODE", "SCREEN$", "DATA", "REM",
          "NOT", "AND", "OR", "BIN", "INKEY$", "VAL$", "SIN", "USR", "(", ")", "(", ")", ",",
          ";", ":", "'", "\"", "$", "#", "=", "<=", "+", "-", "^", "a", "b$", "ab", "1", "1E",
          ".", "9" * 45, "\\", "[UDG-A]", "\\{999}", "£", "€", "\t", " ", "\x00", "\r"]


def valid_lines() -> list[str]:
    lines = [l for l in (DATA / "fortress.bas").read_text(encoding="utf-8").splitlines()
             if l.strip()]
    lines += ["10 " + c["body"] for c in golden("rom_golden.json") if c["ok"]][:400]
    return lines


def mutate(rnd: random.Random, line: str) -> str:
    for _ in range(rnd.randrange(1, 4)):
        i = rnd.randrange(len(line) + 1)
        op = rnd.randrange(4)
        if op == 0:
            line = line[:i] + line[i + 1:]
        elif op == 1:
            line = line[:i] + rnd.choice(PIECES) + line[i:]
        elif op == 2:
            line = line[:i] + rnd.choice(PIECES) + line[i + 2:]
        else:
            j = rnd.randrange(len(line) + 1)
            line = line[:i] + line[j:] + line[i:j]
    return line


def check_line(text: str) -> None:
    result = parse_listing(text)
    assert isinstance(result, ParseResult)
    assert isinstance(result.program, ast.Program)
    for err in result.errors:
        assert isinstance(err, BasicSyntaxError)
        assert err.column is None or err.column >= 1
    try:
        parse_line(text)
    except BasicSyntaxError:
        pass


def test_mutated_valid_lines():
    rnd = random.Random(SEED)
    lines = valid_lines()
    for _ in range(1500):
        check_line(mutate(rnd, rnd.choice(lines)))


def test_random_bytes_and_characters():
    rnd = random.Random(SEED + 1)
    for _ in range(1000):
        n = rnd.randrange(40)
        if rnd.random() < 0.5:
            body = "".join(chr(rnd.randrange(256)) for _ in range(n))
        else:
            body = "".join(rnd.choice(PIECES) for _ in range(n // 3))
        check_line(f"{rnd.randrange(10000)} {body}")
        check_line(body)


def test_random_tokenized_text_for_val():
    rnd = random.Random(SEED + 2)
    for _ in range(1000):
        text = "".join(chr(rnd.choice((rnd.randrange(256), rnd.randrange(32, 127))))
                       for _ in range(rnd.randrange(20)))
        try:
            parse_expression(text)
        except BasicSyntaxError:
            pass


def test_deep_nesting_never_crashes_the_parser():
    check_line("10 PRINT " + "(" * 3000 + "1" + ")" * 3000)
    check_line("10 PRINT " + "-" * 3000 + "1")
    check_line("10 PRINT " + "SIN " * 3000 + "1")
    check_line("10 PRINT " + "+1" * 3000)

"""The numbered-line store and how its lines are written (LIST, SAVE)."""
from __future__ import annotations

import json
from pathlib import Path

from basic.dialects import get_dialect
from basic.frontends.repl.program_store import (ProgramStore, file_line, list_body, list_line,
                                                source_body)
from basic.dialects.spectrum.crunch import crunch

SPECTRUM = get_dialect("spectrum")
GOLDEN = json.loads((Path(__file__).parent / "golden" / "list_rows.json").read_text("utf-8"))


def line(text: str):
    return SPECTRUM.parse_line(text)


def test_a_numbered_line_is_stored_replaced_and_deleted() -> None:
    store = ProgramStore()
    store.enter(line('20 PRINT "b"'))
    store.enter(line('10 PRINT "a"'))
    assert store.numbers() == [10, 20]
    assert [ln.number for ln in store.program().lines] == [10, 20]
    store.enter(line('10 PRINT "A"'))
    assert store.get(10).source == '10 PRINT "A"'
    assert store.enter(line("20")) is True
    assert store.numbers() == [10]
    assert store.enter(line("99")) is False          # nothing to delete
    assert store.numbers() == [10]


def test_the_current_line_follows_what_was_entered() -> None:
    store = ProgramStore()
    store.enter(line("10 REM a"))
    store.enter(line("30 REM c"))
    assert store.current == 30
    store.enter(line("20"))                            # even a deletion
    assert store.current == 20
    assert store.at_or_after(20).number == 30
    assert store.at_or_after(31) is None


def test_the_program_is_rebuilt_only_after_a_change() -> None:
    store = ProgramStore()
    store.enter(line("10 REM a"))
    first = store.program()
    assert store.program() is first
    version = store.version
    store.enter(line("20 REM b"))
    assert store.version == version + 1
    assert store.program() is not first


def test_replace_merge_and_clear() -> None:
    store = ProgramStore()
    store.enter(line("10 REM old"))
    store.enter(line("20 REM old"))
    other = SPECTRUM.parse_listing("20 REM new\n30 REM new\n").program
    store.merge(other.lines)
    assert [(ln.number, list_body(ln, "spectrum")) for ln in store.lines()] == [
        (10, "REM old"), (20, "REM new"), (30, "REM new")]
    store.replace(SPECTRUM.parse_listing("5 REM only\n").program)
    assert store.numbers() == [5]
    store.clear()
    assert len(store) == 0 and store.current == 0


def test_lines_from_a_number_on() -> None:
    store = ProgramStore()
    for n in (10, 20, 30):
        store.enter(line(f"{n} REM x"))
    assert [ln.number for ln in store.lines(15)] == [20, 30]


def _wrapped(text: str) -> list[str]:
    """A line as the 32-column screen shows it."""
    return [text[i:i + 32].ljust(32) for i in range(0, max(len(text), 1), 32)]


def _listing_rows(case: dict, current: int) -> list[str]:
    rows = []
    for text in case["program"]:
        rows.extend(_wrapped(list_line(line(text), "spectrum", current)))
    return rows


def test_list_lines_are_the_roms_own() -> None:
    """Number right-aligned in 4 columns, ``>`` on the current line, keywords
    spelt and spaced as the ROM's LIST prints them (golden rows from the
    ROM: tests/repl/regen_golden.py)."""
    case = GOLDEN["spacing"]
    rows = _listing_rows(case, current=10)
    assert rows == case["rows"][:len(rows)]


def test_list_from_a_line() -> None:
    case = GOLDEN["numbers"]
    listed = [t for t in case["program"] if int(t.split()[0]) >= 123]
    rows = []
    for text in listed:
        rows.extend(_wrapped(list_line(line(text), "spectrum", 123)))
    assert rows == case["rows"][:len(rows)]


def test_file_lines_crunch_back_to_the_same_program() -> None:
    for text in ('10 print "a";b: goto 10', "20 REM keep  these  spaces",
                 '30 IF a<=b THEN PRINT "x\\::£"', "40 def fn a(x)=x*2"):
        ln = line(text)
        again = line(file_line(ln, "spectrum"))
        assert crunch(source_body(again)).text == crunch(source_body(ln)).text
    assert file_line(line("10 print  1"), "spectrum") == "10 PRINT 1"


def test_a_dialect_without_a_lister_keeps_the_text_as_typed() -> None:
    ln = line("10  print 1 ")
    assert source_body(ln) == " print 1 "
    assert list_body(ln, "somewhere") == "print 1"

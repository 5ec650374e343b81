"""The REPL on the machine's own screen (basic.frontends.repl.screen) without a
display: keys pressed and released on a scripted key source reach each
machine's own editor, which reads the line; it is stored or run there."""
from __future__ import annotations

import io
from pathlib import Path
from typing import Optional

import pytest

from basic.dialects import get_dialect
from basic.frontends.keymap import TermKey
from basic.frontends.pacing import Pacer
from basic.frontends.repl.commands import Repl
from basic.frontends.repl.console import Console
from basic.frontends.repl.screen import screen_loop
from basic.frontends.screenhost import ScreenHost


class ScriptedKeys:
    """Presses each key for 3 frames, 3 frames apart, then shuts."""

    release_events = True

    def __init__(self, names: list[str]) -> None:
        self.events: list[tuple[int, TermKey]] = []
        for n, name in enumerate(names):
            if len(name) > 3:                                  # typed text: a paste
                self.events.append((6 * n + 2, TermKey(name, "paste")))
                continue
            self.events.append((6 * n + 2, TermKey(name, "press", 1000 + n)))
            self.events.append((6 * n + 5, TermKey(name, "release", 1000 + n)))
        self.end = 6 * len(names) + 400
        self.calls = 0

    def read_keys(self) -> list[TermKey]:
        self.calls += 1
        due = [k for n, k in self.events if n <= self.calls]
        self.events = [(n, k) for n, k in self.events if n > self.calls]
        return due

    @property
    def closed(self) -> bool:
        return self.calls > self.end


class QuietScreen(ScreenHost):
    def redraw(self, machine, force_size: bool = False, frames: Optional[int] = None) -> None:
        return None


def session(dialect: str, keys: list[str], tmp_path: Path) -> Repl:
    repl = Repl(get_dialect(dialect), Console(io.StringIO()), base_dir=tmp_path)
    ticks = iter(range(10 ** 9))
    screen = QuietScreen(ScriptedKeys(keys), Pacer(None), now=lambda: next(ticks) * 0.02)
    assert screen_loop(repl, screen) == 0
    return repl


def typed(text: str) -> list[str]:
    return ["c-m" if ch == "\n" else ch for ch in text]


def test_spectrum_k_mode_keywords_and_the_report_in_the_lower_screen(tmp_path: Path) -> None:
    # 10, P in K mode is PRINT, then "hi"; R at the K cursor is RUN
    repl = session("spectrum", typed('10p"hi"\nr\n'), tmp_path)
    rows = repl.machine.screen_rows()
    assert rows[0].rstrip() == "hi"
    assert rows[-1].rstrip() == "0 OK, 10:1"
    assert [ln.number for ln in repl.store.lines()] == [10]


def test_spectrum_refused_line_comes_back_with_its_question_mark(tmp_path: Path) -> None:
    # LET (L in K mode) alone does not parse: the line stays, ? flashing
    repl = session("spectrum", typed("l\n"), tmp_path)
    assert repl.machine.command_editor.refused is None       # taken by the next read
    assert repl.machine.screen_rows()[-1].startswith("LET?")    # the ? and the L cursor


def test_spectrum_edit_brings_the_current_line_down(tmp_path: Path) -> None:
    # EDIT is CAPS SHIFT+1 (F1 in the window and terminal)
    repl = session("spectrum", typed('10p"a"\n') + ["f1"], tmp_path)
    lower = "".join(repl.machine.screen_rows()[-2:])
    assert 'PRINT "a"' in lower


@pytest.mark.parametrize("dialect", ["spectrum", "c64", "zx81"])
def test_a_pasted_listing_goes_in_as_characters(dialect: str, tmp_path: Path) -> None:
    """Pasted text is typed as characters, with the shifts it needs: on the
    Spectrum PRINT is spelt, not P at the K cursor and RINT."""
    repl = session(dialect, ['10 PRINT 7*6\n20 PRINT "END"\nRUN\n'.lower()
                             if dialect == "c64" else '10 PRINT 7*6\n20 PRINT "END"\nRUN\n'],
                   tmp_path)
    assert [ln.number for ln in repl.store.lines()] == [10, 20]
    rows = [r.strip() for r in repl.machine.screen_rows()]
    assert "42" in rows and "END" in rows


def test_c64_full_screen_editor(tmp_path: Path) -> None:
    repl = session("c64", typed('10 print "hi"\nrun\n'), tmp_path)
    rows = [r.rstrip() for r in repl.machine.screen_rows()]
    assert "    **** COMMODORE 64 BASIC V2 ****" in rows
    at = rows.index("RUN")
    assert rows[at + 1:at + 4] == ["HI", "", "READY."]         # READY. after a RETURN


@pytest.mark.parametrize("dialect, keys", [("zx81", "10p42\nr\n"), ("zx80", "10o42\nr\n")])
def test_zx8x_command_line(dialect: str, keys: str, tmp_path: Path) -> None:
    """One key a keyword at the K cursor: P is PRINT on the ZX81, O on the
    ZX80; R is RUN on both."""
    repl = session(dialect, typed(keys), tmp_path)
    rows = [r.rstrip() for r in repl.machine.screen_rows()]
    assert rows[0] == "42"
    assert rows[-1].startswith("0/10")


def test_c64_run_stop_and_restore_is_the_warm_start(tmp_path: Path) -> None:
    """RUN/STOP held, then RESTORE (the window's Escape and Page Up): the
    KERNAL's NMI warm start clears the screen to its power-on colours and
    BASIC says READY.; the program stays."""
    keys = typed('10 print "hi"\npoke 53280,2: print "{red}x"\n')
    names = ScriptedKeys(keys)
    at = 6 * len(keys) + 20
    names.events += [(at, TermKey("escape", "press", 1)), (at + 4, TermKey("pageup", "press", 2)),
                     (at + 8, TermKey("pageup", "release", 2)),
                     (at + 9, TermKey("escape", "release", 1))]
    repl = Repl(get_dialect("c64"), Console(io.StringIO()), base_dir=tmp_path)
    ticks = iter(range(10 ** 9))
    screen = QuietScreen(names, Pacer(None), now=lambda: next(ticks) * 0.02)
    screen_loop(repl, screen)
    m = repl.machine.memory
    assert (m.peek(53280) & 15, m.peek(53281) & 15, m.peek(646)) == (14, 6, 14)
    rows = [r.rstrip() for r in repl.machine.screen_rows()]
    assert rows[:3] == ["", "READY.", ""]
    assert [ln.number for ln in repl.store.lines()] == [10]


@pytest.mark.parametrize("dialect", ["spectrum", "zx81", "zx80"])
def test_a_line_entered_is_listed_as_the_sinclair_editors_do(dialect: str, tmp_path: Path) -> None:
    keys = typed({"spectrum": '10p"a"\n20p"b"\n', "zx81": '10p"a"\n20p"b"\n',
                  "zx80": '10o"a"\n20o"b"\n'}[dialect])
    repl = session(dialect, keys, tmp_path)
    rows = [r.rstrip() for r in repl.machine.screen_rows()]
    listed = [r for r in rows if r.strip()[:2] in ("10", "20")]
    if dialect == "spectrum":                 # round the current line, marked
        assert len(listed) == 2 and "PRINT" in listed[0], rows
        assert listed[1].startswith("  20>PRINT")
    else:                                     # from S_TOP, as the ROMs show it
        assert listed == ['  10 PRINT "A"', '  20>PRINT "B"'], rows

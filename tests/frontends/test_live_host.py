"""The live host with a fake terminal: keys in, screen out, BREAK, screenshots."""
from __future__ import annotations

from pathlib import Path
from typing import Optional

import pytest

from basic.dialects import get_dialect
from basic.frontends.keymap import TermKey
from basic.frontends.live import LiveHost
from basic.frontends.pacing import Pacer
from basic.frontends.runner import load
from basic.core.errors import BasicError


class FakeTerminal:
    """Stands in for :class:`basic.frontends.terminal.Terminal`."""

    release_events = False

    def __init__(self, size=(80, 24)) -> None:
        self.sizes = [size]
        self.pending: list[tuple[int, TermKey]] = []    # (call number, key)
        self.calls = 0
        self.drawn: list[tuple[int, int, str, str, str]] = []
        self.messages: list[list[str]] = []
        self.clears = 0
        self.closed = False

    def type(self, key: str, after_calls: int = 0) -> None:
        self.pending.append((self.calls + after_calls, TermKey(key)))

    def read_keys(self) -> list[TermKey]:
        self.calls += 1
        ready = [k for n, k in self.pending if n <= self.calls]
        self.pending = [(n, k) for n, k in self.pending if n > self.calls]
        return ready

    def size(self) -> tuple[int, int]:
        return self.sizes.pop(0) if len(self.sizes) > 1 else self.sizes[0]

    def clear(self) -> None:
        self.clears += 1

    def draw(self, runs) -> None:
        self.drawn.extend(runs)

    def message(self, lines: list[str]) -> None:
        self.messages.append(lines)

    def text(self) -> str:
        """The terminal's text after every run drawn so far, row by row."""
        cols, rows = self.sizes[-1]
        grid = [[" "] * cols for _ in range(rows)]
        for row, col, text, fg, bg in self.drawn:
            grid[row][col:col + len(text)] = list(text)
        return "\n".join("".join(line) for line in grid)


class FakeClock:
    """Seconds; ``step`` is added at every reading, so time passes as the
    program runs."""

    def __init__(self, step: float = 0.0) -> None:
        self.t = 0.0
        self.step = step

    def __call__(self) -> float:
        self.t += self.step
        return self.t


def setup(program: str, term: Optional[FakeTerminal] = None, step: float = 0.0):
    term = term or FakeTerminal()
    clock = FakeClock(step)
    host = LiveHost(term, Pacer(None), now=clock)
    machine, interp, _ = load(program, get_dialect("spectrum"), host)
    return term, clock, host, machine, interp


def test_a_typed_key_is_held_for_inkey() -> None:
    term, clock, host, machine, _ = setup("10 PRINT 1\n")
    term.type("q")
    host.frame(machine)
    assert machine.keyboard.held == {"q"}
    assert machine.inkey() == "q"
    clock.t = 1.0
    host.frame(machine)
    assert machine.inkey() == ""


def test_ctrl_c_is_break() -> None:
    term, clock, host, machine, _ = setup("10 PRINT 1\n")
    term.type("c-c")
    with pytest.raises(BasicError) as err:
        host.frame(machine)
    assert err.value.code == "L"


def test_break_stops_a_running_program_with_report_l() -> None:
    term, clock, host, machine, interp = setup("10 LET a=1\n20 LET a=a+1\n30 GO TO 20\n",
                                               step=0.005)
    term.type("c-c", after_calls=30)
    machine.reset_frames()
    report = interp.run()
    assert report.code == "L"
    assert machine.report_text.startswith("L BREAK into program, ")


def test_the_program_sees_a_key_and_the_screen_shows_the_result() -> None:
    program = '10 IF INKEY$="" THEN GO TO 10\n20 PRINT "GOT ";INKEY$\n'
    term, clock, host, machine, interp = setup(program, step=0.005)
    term.type("z", after_calls=5)
    report = interp.run()
    host.redraw(machine)
    assert report.code == "0"
    assert "G O T   z" in term.text()


def test_f12_writes_a_screenshot(tmp_path: Path) -> None:
    term, clock, host, machine, _ = setup("10 PRINT 1\n")
    host.screenshot_dir = str(tmp_path)
    (tmp_path / "basic-screenshot-1.png").write_bytes(b"taken")
    term.type("f12")
    host.frame(machine)
    assert host.screenshots == [str(tmp_path / "basic-screenshot-2.png")]
    from PIL import Image
    assert Image.open(host.screenshots[0]).size == (640, 512)


def test_redraws_are_capped_at_25_a_second() -> None:
    term, clock, host, machine, _ = setup("10 PRINT 1\n")
    host.frame(machine)
    first = len(term.drawn)
    assert first > 0
    machine.screen.open_channel("S")
    machine.screen.out(ord("X"), "S")
    clock.t = 0.02
    host.frame(machine)
    assert len(term.drawn) == first             # too soon
    clock.t = 0.05
    host.frame(machine)
    assert len(term.drawn) == first + 1         # just the X


def test_a_too_small_terminal_shows_a_message_and_waits() -> None:
    term = FakeTerminal()
    term.sizes = [(20, 10), (20, 10), (20, 10), (80, 24)]
    term, clock, host, machine, _ = setup("10 PRINT 1\n", term)
    host.frame(machine)
    assert term.messages and "too small" in " ".join(term.messages[0])
    assert "20x10" in " ".join(term.messages[0])
    assert term.drawn                           # drawn once the terminal is large enough


def test_break_while_the_terminal_is_too_small() -> None:
    term = FakeTerminal((20, 10))
    term, clock, host, machine, _ = setup("10 PRINT 1\n", term)
    term.type("c-c", after_calls=2)
    with pytest.raises(BasicError):
        host.frame(machine)


def test_a_too_small_terminal_outside_a_run_only_says_so() -> None:
    """Before a run (the REPL draws first) and after it (the last screen) a
    terminal too small holds nothing and raises nothing: the message, once."""
    term = FakeTerminal((20, 10))
    term, clock, host, machine, _ = setup("10 PRINT 1\n", term)
    term.type("c-c")
    host.redraw(machine, force_size=True)
    host.redraw(machine, force_size=True)
    assert len(term.messages) == 1 and not term.drawn
    assert len(term.pending) == 1        # the keys were not read: they are the run's


def test_the_last_screen_leaves_on_ctrl_c_even_when_too_small() -> None:
    term = FakeTerminal((20, 10))
    term, clock, host, machine, _ = setup("10 PRINT 1\n", term)
    term.type("c-c", after_calls=3)
    host.wait_to_leave(machine)          # returns: no BREAK after the end, no wait
    assert term.messages


def test_a_run_ends_in_break_whatever_the_terminal_size_after_it() -> None:
    """Ctrl-C in the too-small wait is the program's BREAK; the front-end's
    redraw after the run must not wait again (a second Ctrl-C there was an
    internal error)."""
    term = FakeTerminal((20, 10))
    term, clock, host, machine, interp = setup("10 GO TO 10\n", term)
    term.type("c-c", after_calls=2)
    machine.reset_frames()
    report = interp.run()
    assert report.code == "L"
    host.redraw(machine)                 # as _run_terminal_with does after the run


def test_ctrl_c_as_a_signal_is_break_at_the_next_frame() -> None:
    term, clock, host, machine, _ = setup("10 PRINT 1\n")
    host.request_break()
    with pytest.raises(BasicError) as err:
        host.frame(machine)
    assert err.value.code == "L" and not host.break_requested


def test_a_resize_redraws_everything_at_the_new_scale() -> None:
    term, clock, host, machine, _ = setup('10 PRINT 1\n')
    machine.screen.open_channel("S")
    machine.screen.out(ord("A"), "S")
    host.frame(machine)
    assert any(r[2].startswith("A ") for r in term.drawn)
    term.sizes = [(32, 24)]
    term.drawn.clear()
    clock.t = 1.0
    host.frame(machine)
    assert term.clears == 2
    assert any(r[2].startswith("A") and r[1] == 0 for r in term.drawn)


def test_typing_into_input_uses_the_machines_editor() -> None:
    program = '10 INPUT "N? ";n\n20 PRINT n*2\n'
    term, clock, host, machine, interp = setup(program, step=0.005)
    for i, key in enumerate(["2", "1", "c-m"]):
        term.type(key, after_calls=3 + 3 * i)
    report = interp.run()
    assert report.code == "0"
    assert machine.screen_rows()[0].startswith("42")


def _typed_with_gaps(program: str, dialect: str, keys: str, gap_calls: int):
    """``keys`` typed one every ``gap_calls`` terminal reads (about 20 ms each)."""
    term = FakeTerminal(size=(120, 40))
    clock = FakeClock(0.02)
    host = LiveHost(term, Pacer(None), now=clock)
    machine, interp, _ = load(program, get_dialect(dialect), host)
    for i, ch in enumerate(keys):
        term.type(ch, after_calls=2 + i * gap_calls)
    return term, host, machine, interp


@pytest.mark.parametrize("gap_calls", [3, 4, 5])            # about 110, 150 and 185 ms
def test_a_letter_typed_twice_quickly_reaches_get_twice(gap_calls: int) -> None:
    """"Ann" typed at a person's speed gives GET three letters, not "AN":
    a second press of the same key 100-250 ms later is not auto-repeat."""
    program = ('10 GET K$:T=T+1:IF T>300 THEN 30\n11 IF K$="" THEN 10\n'
               '20 A$=A$+K$:IF LEN(A$)<3 THEN 10\n30 PRINT "["A$"]"\n')
    term, host, machine, interp = _typed_with_gaps(program, "c64", "ann", gap_calls)
    report = interp.run()
    host.redraw(machine)
    assert report.code == "0"
    assert "[ANN]" in term.text()


def test_a_pasted_word_with_double_letters_reaches_get_whole() -> None:
    """"BOBBY" arriving in one read of the terminal (a paste, tmux
    send-keys, keys typed ahead while the program was busy): five keys."""
    program = ('10 GET K$:T=T+1:IF T>300 THEN 30\n11 IF K$="" THEN 10\n'
               '20 A$=A$+K$:IF LEN(A$)<5 THEN 10\n30 PRINT "["A$"]"\n')
    term, host, machine, interp = _typed_with_gaps(program, "c64", "bobby", 0)
    report = interp.run()
    host.redraw(machine)
    assert report.code == "0"
    assert "[BOBBY]" in term.text()


def _spaces_counted(presses: list[int], step: float) -> int:
    """Spaces a C64 program's GET loop takes in 3 s of machine time, with a
    space pressed at each of ``presses`` (terminal reads) and ``step``
    seconds of real time per clock reading (small: a fast ``--speed``)."""
    term = FakeTerminal(size=(120, 40))
    host = LiveHost(term, Pacer(None), now=FakeClock(step))
    program = ('10 T=TI+180\n20 GET K$:IF K$=" " THEN N=N+1\n'
               '30 IF TI<T THEN 20\n40 PRINT "["N"]"\n')
    machine, interp, _ = load(program, get_dialect("c64"), host)
    for k in presses:
        term.type(" ", after_calls=k)
    report = interp.run()
    host.redraw(machine)
    assert report.code == "0"
    return int(term.text().split("[")[1].split("]")[0] or 0)


def test_a_tapped_space_is_one_space_however_long_the_tap_is_held() -> None:
    """The C64 KERNAL repeats a space (and the cursor keys, INST/DEL) held
    for 16 jiffies.  A tap is held 0.12 s of real time, which is 144 jiffies
    at ``--speed 20`` (here: 1 ms a clock reading), but it is one key
    stroke: GET gets one space."""
    assert _spaces_counted([2], 0.001) == 1


def test_a_space_held_down_repeats_as_the_kernal_repeats_it() -> None:
    """Held (the terminal's auto-repeat after its delay keeps it down), the
    space repeats at the KERNAL's pace, as on the machine."""
    assert _spaces_counted([2] + list(range(14, 60, 2)), 0.02) >= 6

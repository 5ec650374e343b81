"""The Terminal class on a pseudo-terminal: raw mode and its restoration, the
alternate screen, and the kitty keyboard protocol negotiation."""
from __future__ import annotations

import os
import pty
import termios
import threading
import time

import pytest

from basic.frontends.keymap import KITTY_POP, KITTY_PUSH, KITTY_QUERY, TermKey
from basic.frontends.terminal import Terminal


class Pty:
    """A pseudo-terminal: the program gets ``stdin``/``stdout`` on the
    slave side; the test plays the terminal on the master side."""

    def __init__(self) -> None:
        self.master, self.slave = pty.openpty()
        self.stdin = os.fdopen(os.dup(self.slave), "r", encoding="utf-8")
        self.stdout = os.fdopen(os.dup(self.slave), "w", encoding="utf-8")
        self.received = b""

    def read(self, timeout: float = 0.5) -> bytes:
        """What the program wrote so far."""
        import select
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            ready, _, _ = select.select([self.master], [], [], 0.02)
            if ready:
                self.received += os.read(self.master, 65536)
            elif self.received:
                break
        return self.received

    def answer_when(self, query: str, reply: str) -> threading.Thread:
        """Reply as a terminal would once ``query`` has been written."""
        def run() -> None:
            deadline = time.monotonic() + 2
            while time.monotonic() < deadline:
                if query.encode() in self.read(0.05):
                    os.write(self.master, reply.encode())
                    return
        t = threading.Thread(target=run)
        t.start()
        return t

    def type(self, text: str) -> None:
        os.write(self.master, text.encode())

    def attrs(self) -> list:
        return termios.tcgetattr(self.slave)

    def close(self) -> None:
        for f in (self.stdin, self.stdout):
            f.close()
        os.close(self.master)
        os.close(self.slave)


@pytest.fixture
def tty():
    p = Pty()
    yield p
    p.close()


def read_keys(term: Terminal, wait: float = 0.3) -> list[TermKey]:
    deadline = time.monotonic() + wait
    keys: list[TermKey] = []
    while time.monotonic() < deadline:
        keys.extend(term.read_keys())
        time.sleep(0.01)
    return keys


def test_raw_mode_and_alternate_screen_are_undone_on_exit(tty: Pty) -> None:
    before = tty.attrs()
    with Terminal(tty.stdin, tty.stdout, kitty=False):
        during = tty.attrs()
        assert not during[3] & termios.ICANON and not during[3] & termios.ECHO
    assert tty.attrs() == before
    out = tty.read().decode()
    assert "\x1b[?1049h" in out and out.rindex("\x1b[?1049l") > out.index("\x1b[?1049h")
    assert "\x1b[?25h" in out                      # the cursor is shown again


def test_the_terminal_is_restored_after_an_exception(tty: Pty) -> None:
    before = tty.attrs()
    with pytest.raises(ZeroDivisionError):
        with Terminal(tty.stdin, tty.stdout, kitty=False):
            1 / 0
    assert tty.attrs() == before
    assert "\x1b[?1049l" in tty.read().decode()


@pytest.mark.slow
def test_legacy_keys_come_through_prompt_toolkits_parser(tty: Pty) -> None:
    with Terminal(tty.stdin, tty.stdout, kitty=False) as term:
        tty.type("a\r\x1b[D\x7f\x03")
        keys = read_keys(term)
    assert [k.name for k in keys] == ["a", "c-m", "left", "c-h", "c-c"]
    assert not term.release_events


def test_a_terminal_without_the_kitty_protocol_answers_only_da1(tty: Pty) -> None:
    t = tty.answer_when("\x1b[c", "\x1b[?62;22c")
    with Terminal(tty.stdin, tty.stdout, kitty=True) as term:
        assert not term.release_events
    t.join()
    assert KITTY_PUSH not in tty.read().decode()


@pytest.mark.slow
def test_the_kitty_protocol_is_used_when_offered(tty: Pty) -> None:
    t = tty.answer_when(KITTY_QUERY, "\x1b[?0u\x1b[?62;22c")
    with Terminal(tty.stdin, tty.stdout, kitty=True) as term:
        t.join()
        assert term.release_events
        assert KITTY_PUSH in tty.read().decode()
        tty.type("\x1b[97u\x1b[97;1:3u\x1b[13u")
        keys = read_keys(term)
    assert [(k.name, k.kind) for k in keys] == [("a", "press"), ("a", "release"),
                                                ("c-m", "press")]
    out = tty.read().decode()
    assert out.index(KITTY_PUSH) < out.rindex(KITTY_POP) < out.rindex("\x1b[?1049l")


@pytest.mark.slow
def test_no_answer_at_all_means_no_kitty_and_a_short_wait(tty: Pty) -> None:
    start = time.monotonic()
    with Terminal(tty.stdin, tty.stdout, kitty=True) as term:
        assert not term.release_events
    assert time.monotonic() - start < 1.0


def test_keys_typed_during_the_query_are_kept(tty: Pty) -> None:
    t = tty.answer_when("\x1b[c", "q\x1b[?62;22c")
    with Terminal(tty.stdin, tty.stdout, kitty=True) as term:
        t.join()
        keys = read_keys(term, 0.1)
    assert [k.name for k in keys] == ["q"]

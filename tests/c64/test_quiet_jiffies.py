"""Jiffies that pass quietly (basic/dialects/c64/jiffies.py, ``_on_frame``).

While a program only computes, a headless run does not take the KERNAL's
jiffy interrupt in full 60 times a second of machine time: TI is brought up
to date when it is read.  Every case here runs twice, once so (the bench's
and the tests' headless runs) and once with a frame watcher, which sees
every jiffy as ``--gif`` does, so that every interrupt is taken in full;
what the program prints, its variables and the machine time must agree.
"""
from __future__ import annotations

from typing import Any

import pytest

from basic.dialects import get_dialect
from basic.dialects.c64.jiffies import DAY
from tests.c64.helpers import RecordingHost, as_text, run as run_listing


class EveryJiffy:
    """A frame watcher: with one, no jiffy may pass quietly."""

    def __init__(self) -> None:
        self.seen = 0

    def frame(self, machine: Any) -> None:
        self.seen += 1

    def close(self, machine: Any) -> None:
        return None


def run(listing: str, watched: bool, keys: tuple[str, ...] = ()) -> tuple[Any, Any, RecordingHost]:
    """Run ``listing`` headless, counting the host's frames (``host.calls``);
    ``watched``: with a frame watcher, so every jiffy is taken in full."""
    host = RecordingHost(keys=keys)
    calls = [0]
    frame = host.frame

    def counted(machine: Any) -> None:
        calls[0] += 1
        frame(machine)
    host.frame = counted                                  # type: ignore[method-assign]
    host.calls = calls                                    # type: ignore[attr-defined]
    if watched:
        host.watch(EveryJiffy())
    report, machine, _, _ = run_listing(listing, host=host)
    return report, machine, host


def both(listing: str) -> tuple[str, Any]:
    """Run ``listing`` quietly and watched; they must agree.  Returns what
    it printed and the quiet run's machine."""
    quiet_report, quiet, quiet_host = run(listing, watched=False)
    full_report, full, full_host = run(listing, watched=True)
    assert (quiet_report.code, quiet_report.line) == (full_report.code, full_report.line)
    assert as_text(quiet_host.codes) == as_text(full_host.codes)
    assert quiet.cycles() == full.cycles()
    assert quiet.jiffies() == full.jiffies()
    assert bytes(quiet.memory.data[:1024]) == bytes(full.memory.data[:1024])
    assert quiet.memory.cia1.acknowledged == full.memory.cia1.acknowledged
    return as_text(quiet_host.codes), quiet


BUSY = "FOR I=1 TO 3000:A=A+I*2:NEXT"


@pytest.mark.parametrize("listing", [
    f"10 {BUSY}\n20 PRINT TI",
    f"10 T=TI:{BUSY}\n20 PRINT TI-T;TI$",
    f"10 {BUSY}:PRINT PEEK(160);PEEK(161);PEEK(162)\n20 {BUSY}:PRINT TI",
    f'10 TI$="123456":{BUSY}\n20 PRINT TI$;TI',
    f"10 {BUSY}:POKE 162,0:{BUSY}\n20 PRINT TI",
    f'10 TI$="235959":{BUSY}\n20 PRINT TI;TI$',                  # past midnight
    f"10 POKE 160,255:{BUSY}\n20 PRINT TI",                     # TI above a day
    f"10 {BUSY}:POKE 56333,1:{BUSY}:POKE 56333,129\n20 PRINT TI",  # the jiffy masked
    f"10 {BUSY}:RUN 20\n20 {BUSY}:PRINT TI",                     # RUN starts TI's frames again
    f"10 {BUSY}:PRINT RND(0)\n20 {BUSY}:PRINT RND(0)",
])
def test_quiet_jiffies_change_nothing_a_program_sees(listing: str) -> None:
    printed, _ = both(listing)
    assert printed.strip()


def test_the_host_is_not_called_for_quiet_jiffies() -> None:
    """The point of it: a busy loop of about 170 jiffies calls the headless
    host a handful of times, not once a jiffy, and TI still counts them."""
    _, machine, host = run(f"10 {BUSY}:{BUSY}\n20 PRINT TI", watched=False)
    _, _, watched_host = run(f"10 {BUSY}:{BUSY}\n20 PRINT TI", watched=True)
    ti = int(as_text(host.codes))
    assert ti > 100
    assert watched_host.calls[0] >= ti                    # type: ignore[attr-defined]
    assert host.calls[0] < 10                             # type: ignore[attr-defined]


def test_reading_the_keyboard_ends_the_quiet() -> None:
    """GET in a loop: the host sees every jiffy again, so a key script's
    key arrives on time and a program waiting for no key is stopped."""
    listing = f"10 {BUSY}\n20 GET K$:IF K$=\"\" THEN 20\n30 PRINT K$;TI"
    quiet_report, _, quiet_host = run(listing, watched=False, keys=("20:x",))
    full_report, _, full_host = run(listing, watched=True, keys=("20:x",))
    assert quiet_report.code == full_report.code == "0"
    assert as_text(quiet_host.codes) == as_text(full_host.codes)
    assert as_text(quiet_host.codes).startswith("X")


@pytest.mark.parametrize("start", [0, 5, DAY - 3, DAY, DAY + 1, 0xFFFFFF])
def test_many_jiffies_at_once_count_as_one_by_one(start: int) -> None:
    """UDTIM one jiffy at a time: TI counts on, and when it passes 24:00:00
    (DAY, or a value above it that a POKE left) it is 0."""
    expected = start
    for _ in range(7):
        expected += 1
        if expected > DAY:
            expected = 0
    machine = get_dialect("c64").make_machine(host=RecordingHost())
    d = machine.memory.data
    d[160], d[161], d[162] = start >> 16, (start >> 8) & 0xFF, start & 0xFF
    machine._tick_clock(7)
    assert d[160] << 16 | d[161] << 8 | d[162] == expected

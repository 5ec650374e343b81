"""The 6526 CIAs (basic/dialects/c64/cia.py), as the MOS 6526 data sheet
describes them: timers counting the machine's cycles with their interrupt
flags, the interrupt control register, the time-of-day clock, the keyboard
matrix and the joysticks on CIA 1's ports."""
from __future__ import annotations

from basic.dialects.c64.cia import Cia1, Timer
from tests.c64.helpers import as_text, run


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def test_timer_counts_down_and_flags_underflows() -> None:
    timer = Timer()
    timer.latch = 99
    timer.load()
    timer.running = True
    timer.advance(50)
    assert timer.value == 49 and timer.underflows == 0
    timer.advance(100)                 # 50 more: under 0 after 50, reloads at 99
    assert timer.underflows == 1 and timer.value == 99
    timer.advance(400)                 # three periods of 100
    assert timer.underflows == 4 and timer.value == 99


def test_one_shot_timer_stops() -> None:
    clock = Clock()
    cia = Cia1(cycles=clock)
    cia.write(0xDC06, 10)              # timer B latch 10
    cia.write(0xDC07, 0)
    cia.write(0xDC0F, 0x19)            # start, one-shot, force load
    clock.now = 20
    assert cia.read(0xDC0D) & 0x02     # underflowed (flag read and cleared)
    assert not cia.read(0xDC0F) & 1    # stopped
    assert cia.read(0xDC0D) == 0


def test_icr_mask_and_irq_line() -> None:
    clock = Clock()
    cia = Cia1(cycles=clock)
    cia.write(0xDC0E, 0)               # the jiffy timer stopped
    cia.write(0xDC0D, 0x7F)            # every source off
    cia.write(0xDC04, 100)
    cia.write(0xDC05, 0)
    cia.write(0xDC0E, 0x11)            # timer A from 100, continuous
    clock.now = 150
    assert not cia.irq_asserted()      # latched, not enabled
    cia.write(0xDC0D, 0x81)
    assert cia.irq_asserted()
    assert cia.read(0xDC0D) == 0x81    # bit 7: an enabled source
    assert not cia.irq_asserted()
    assert cia.cycles_to_event() == 52          # underflows every 101 cycles: 202


def test_the_jiffy_timer_reads_the_cycles_left() -> None:
    cia = Cia1(jiffy_cycles=lambda: 1000.0)
    assert cia.read(0xDC04) | cia.read(0xDC05) << 8 == 16421 - 1000


def test_keyboard_matrix_and_joysticks() -> None:
    cia = Cia1()
    cia.keys = lambda: frozenset({10, 15})       # A (column 1, row 2), left SHIFT (1, 7)
    cia.write(0xDC02, 0xFF)
    cia.write(0xDC03, 0x00)
    cia.write(0xDC00, 0xFD)                      # column 1
    assert cia.read(0xDC01) == 0xFF & ~0x04 & ~0x80
    cia.write(0xDC00, 0xFE)                      # column 0: nothing
    assert cia.read(0xDC01) == 0xFF
    cia.joysticks[1] = 0x10                      # joystick 2's fire on port A
    cia.write(0xDC02, 0x00)
    assert cia.read(0xDC00) == 0xEF
    cia.joysticks[0] = 0x01                      # joystick 1 up on port B
    cia.write(0xDC00, 0xFF)
    cia.write(0xDC02, 0xFF)
    assert cia.read(0xDC01) == 0xFE


def test_tod_clock_counts_tenths_and_latches() -> None:
    clock = Clock()
    cia = Cia1(cycles=clock)
    cia.write(0xDC0B, 0x11)            # 11 o'clock (stops the clock)
    cia.write(0xDC0A, 0x59)
    cia.write(0xDC09, 0x59)
    cia.write(0xDC08, 0x05)            # starts it at 11:59:59.5
    clock.now = 985248 * 0.6           # six tenths later
    hours = cia.read(0xDC0B)           # latches
    clock.now += 985248 * 5
    assert hours == 0x92               # 12 PM
    assert cia.read(0xDC0A) == 0 and cia.read(0xDC09) == 0 and cia.read(0xDC08) == 1
    assert cia.read(0xDC09) == 0x05    # unlatched: five seconds on


def test_tod_from_basic() -> None:
    report, _, host, _ = run("10 POKE 56331,0:POKE 56330,0:POKE 56329,0:POKE 56328,0\n"
                             "20 FOR I=1 TO 2000:NEXT\n"
                             "30 PRINT PEEK(56329);PEEK(56328)")
    seconds, tenths = (int(x) for x in as_text(host.codes).split())
    assert report.code == "0" and (seconds, tenths) != (0, 0)


def test_the_keyboard_through_peek() -> None:
    """A BASIC program scanning the matrix: POKE 56320 selects a column,
    PEEK(56321) reads the rows (the A key held)."""
    report, _, host, _ = run("10 POKE 56320,253\n20 IF PEEK(56321)=255 THEN 20\n"
                             "30 PRINT PEEK(56321):POKE 56320,127", keys=["20:a:30"])
    assert report.code == "0" and as_text(host.codes) == " 251 \n"


def test_masking_the_jiffy_stops_ti() -> None:
    report, _, host, _ = run("10 POKE 56333,1:T=TI:FOR I=1 TO 500:NEXT:D=TI-T:POKE 56333,129\n"
                             "20 PRINT D")
    assert report.code == "0" and as_text(host.codes) == " 0 \n"

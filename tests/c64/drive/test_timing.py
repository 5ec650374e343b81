"""The serial bus and the 1541 on the machine's clock
(basic/dialects/c64/drive/timing.py): a LOAD of 177 blocks takes the 1 min
51 s a stock C64 and 1541 take (B. Staggs's CBM Disk Transfer Benchmark,
timed with a CIA's time-of-day clock), the motor starts (0.89 s: 60 of the
DOS's 14.85 ms interrupts) when it has stopped (255 of them after the last
job), what the drive does after CLOSE it does while the C64 goes on, and a
program sees all of it in TI."""
from __future__ import annotations

from pathlib import Path

import pytest

from basic.core.peripherals import Peripherals
from basic.dialects.c64.drive import open_drive
from basic.dialects.c64.drive.kernal import Kernal
from basic.dialects.c64.drive.timing import (ATN_BYTE, BUS_BYTE, MOTOR_TIMEOUT, SPIN_UP,
                                             DriveClock)

from ..helpers import as_text, run

BENCHMARK = 44956                       # the benchmark's file: 177 blocks, load address first


class Stopwatch:
    """The machine's time for a Kernal without a machine."""

    def __init__(self) -> None:
        self.t = 0.0

    def now(self) -> float:
        return self.t

    def charge(self, seconds: float) -> None:
        self.t += seconds

    def lap(self, action) -> float:
        start = self.t
        action()
        return self.t - start


@pytest.fixture
def timed(tmp_path: Path) -> tuple[Kernal, Stopwatch]:
    watch = Stopwatch()
    return Kernal({8: open_drive(tmp_path / "disk")}, watch.now, watch.charge), watch


def test_a_load_of_177_blocks_takes_a_minute_and_51_seconds(timed) -> None:
    kernal, watch = timed
    kernal.save(8, b"BENCH", 0x0801, bytes(BENCHMARK - 2))
    watch.t += 10                                       # the motor has stopped
    took = watch.lap(lambda: kernal.load(8, b"BENCH"))
    assert 110 <= took <= 112
    assert abs(BENCHMARK / took - 405) < 5              # bytes a second


def test_a_save_moves_bytes_as_fast_as_a_load(timed) -> None:
    """Written or read, a byte costs the 1541's DOS the same; a block
    written is verified (two passes of its sector, not one)."""
    kernal, watch = timed
    took = watch.lap(lambda: kernal.save(8, b"BENCH", 0x0801, bytes(BENCHMARK - 2)))
    assert 110 <= took <= 115


def test_the_motor_starts_only_when_it_has_stopped(timed) -> None:
    kernal, watch = timed
    kernal.save(8, b"SMALL", 0x0801, bytes(100))
    drive = kernal.devices[8].clock
    watch.t = drive.ready + 1
    kernal.load(8, b"SMALL")                              # the head ends on the file's track
    watch.t += MOTOR_TIMEOUT + 1
    cold = watch.lap(lambda: kernal.load(8, b"SMALL"))
    watch.t += 1
    warm = watch.lap(lambda: kernal.load(8, b"SMALL"))
    assert abs((cold - warm) - SPIN_UP) < 0.01


def test_the_drive_writes_after_close_while_the_c64_goes_on(timed) -> None:
    """CLOSE of a file written takes the C64 only its commands; the last
    block, the directory entry and the BAM (each written and verified) take
    the drive about a second more, which the next exchange waits for."""
    kernal, watch = timed
    kernal.open(2, 8, 2, b"DATA,S,W")
    kernal.chkout(2)
    kernal.bsout(kernal.find(2), b"HELLO\r")
    kernal.clrchn(kernal.find(2))
    close = watch.lap(lambda: kernal.close(2))
    assert close == pytest.approx(3 * ATN_BYTE)
    drive = kernal.devices[8].clock
    assert isinstance(drive, DriveClock) and drive.ready - watch.t > 0.9
    reopen = watch.lap(lambda: kernal.open(3, 8, 3, b"DATA,S,R"))
    assert reopen > 0.9


def test_every_channel_statement_commands_the_drive(timed) -> None:
    """CHKIN sends TALK and TKSA, and its statement's CLRCHN UNTALK; a
    byte read then costs a byte's time."""
    kernal, watch = timed
    kernal.save(8, b"F", 0x0801, b"AB")
    kernal.open(2, 8, 0, b"F")
    watch.t = kernal.devices[8].clock.ready + 1           # the search and first block done
    assert watch.lap(lambda: kernal.chkin(2)) == pytest.approx(3 * ATN_BYTE)
    assert watch.lap(lambda: kernal.basin(kernal.find(2))) == pytest.approx(BUS_BYTE)


def test_a_program_sees_the_drive_in_ti(tmp_path: Path) -> None:
    """2,592 bytes written with PRINT# (32 lines of 80 and a RETURN, about
    ten blocks) and read back with INPUT#: TI counts the bus's and the
    drive's time, about 2.4 ms a byte each way, where it counted nothing
    before."""
    listing = ('10 A$="":FOR I=1 TO 80:A$=A$+"X":NEXT\n'
               '20 T=TI:OPEN 2,8,2,"BLOCKS,S,W":FOR I=1 TO 32:PRINT#2,A$:NEXT:CLOSE 2\n'
               '30 W=TI-T:T=TI:OPEN 2,8,2,"BLOCKS,S,R":FOR I=1 TO 32:INPUT#2,B$:NEXT:CLOSE 2\n'
               '40 PRINT W;TI-T;LEN(B$)')
    peripherals = Peripherals(str(tmp_path / "disk"), str(tmp_path / "paper.txt"))
    report, _, host, _ = run(listing, peripherals=peripherals, max_frames=10 ** 6)
    write, read, length = (int(v) for v in as_text(host.codes).split())
    assert report.code == "0" and length == 80
    bytes_time = 2592 * BUS_BYTE * 60                      # jiffies
    assert bytes_time < write < bytes_time + 150           # the search, ATN, passes: under 2.5 s
    assert bytes_time < read < bytes_time + 150


def test_a_routine_that_loads_through_the_kernal_waits_too(tmp_path: Path) -> None:
    """LOAD by the KERNAL's jump table ($FFD5) from machine code: the same
    time as BASIC's LOAD, on TI."""
    from ..mc import assemble, loader
    code = assemble("""
        LDA #1
        LDX #8
        LDY #1
        JSR $FFBA
        LDA #4
        LDX #<@name
        LDY #>@name
        JSR $FFBD
        LDA #0
        JSR $FFD5
        RTS
    name: .byte 68,65,84,65
    """, 0xC000)
    listing = ("1 GOSUB 9000\n"
               '10 OPEN 2,8,2,"DATA,P,W":FOR I=1 TO 20:PRINT#2,"0123456789";:NEXT:CLOSE 2\n'
               "20 T=TI:SYS 49152:PRINT TI-T\n8999 END\n" + loader(code, 0xC000))
    peripherals = Peripherals(str(tmp_path / "disk"), str(tmp_path / "paper.txt"))
    report, _, host, _ = run(listing, peripherals=peripherals, max_frames=10 ** 6)
    took = int(as_text(host.codes).split()[-1])
    assert report.code == "0"
    assert 200 * BUS_BYTE * 60 < took < 200 * BUS_BYTE * 60 + 120

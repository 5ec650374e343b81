#!/usr/bin/env python3
"""What sound costs a running program: CPU time with the live audio device
(miniaudio's null device, which takes samples in real time as a sound card
does) against the same run muted, both at --speed authentic.

    BASIC_AUDIO=null python tools/measure_sound_cpu.py

Prints, for each program, the seconds of machine time, the CPU seconds
muted and with sound, and the difference as a share of one core.  The
figures are in docs/terminal.md ("Sound")."""
from __future__ import annotations

import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("BASIC_AUDIO", "null")

from basic.core.errors import StopRun  # noqa: E402
from basic.core.host import HeadlessHost  # noqa: E402
from basic.dialects import get_dialect  # noqa: E402
from basic.frontends.audio import RunSound  # noqa: E402
from basic.frontends.pacing import Pacer  # noqa: E402
from basic.frontends.runner import load_listing  # noqa: E402

PROGRAMS = {
    "spectrum BEEP scale": ("spectrum", "10 FOR n=0 TO 24: BEEP 0.2,n: NEXT n"),
    "spectrum OUT clicks": ("spectrum", "10 FOR i=1 TO 400: OUT 254,16: OUT 254,0: "
                                        "PRINT AT 0,0;i: NEXT i"),
    "spectrum silent loop": ("spectrum", "10 FOR i=1 TO 500: PRINT AT 0,0;i: NEXT i"),
    "c64 SID tune": ("c64", """10 S=54272: POKE S+24,15: POKE S+5,9: POKE S+6,0
20 FOR R=1 TO 3: FOR N=1 TO 12: READ F: POKE S+1,F/256: POKE S,F AND 255
30 POKE S+4,17: FOR T=1 TO 40: NEXT: POKE S+4,16: NEXT: RESTORE: NEXT
40 DATA 4455,5001,5613,5947,6676,7493,8411,8911,8411,7493,6676,5613"""),
    "c64 three voices": ("c64", """10 S=54272: POKE S+24,15
20 FOR V=0 TO 14 STEP 7: POKE S+V+5,0: POKE S+V+6,240: POKE S+V+3,8: NEXT
30 POKE S+1,17: POKE S+8,22: POKE S+15,28: POKE S+4,65: POKE S+11,33: POKE S+18,17
40 FOR T=1 TO 6000: NEXT"""),
}


class PacedHost(HeadlessHost):
    """A headless host that keeps machine time in step with the wall clock."""

    def __init__(self, pacer: Pacer) -> None:
        super().__init__(max_frames=10 ** 9)
        self.pacer = pacer

    def frame(self, machine) -> None:
        super().frame(machine)
        self.next_frame_wanted = 0
        self.pacer.pace(machine.clock.frames)


def measure(dialect_name: str, text: str, sound: bool) -> tuple[float, float, float]:
    dialect = get_dialect(dialect_name)
    pacer = Pacer(1.0)
    host = PacedHost(pacer)
    run_sound = RunSound(live=sound)
    if sound and run_sound.live is None:
        raise SystemExit("no audio device (set BASIC_AUDIO=null)")
    host.sound = run_sound.sink
    machine, interp, parsed = load_listing(text, dialect, host)
    pacer.frame_rate = machine.front_end().frame_rate
    cpu0, wall0 = time.process_time(), time.monotonic()
    pacer.start()
    try:
        interp.run(parsed.autostart)
    except StopRun:
        pass
    machine.flush_sound()
    cpu, wall = time.process_time() - cpu0, time.monotonic() - wall0
    run_sound.close()
    return machine.clock.ticks / pacer.frame_rate, cpu, wall


def main() -> None:
    print(f"{'program':24s} {'machine s':>9s} {'CPU muted':>9s} {'CPU sound':>9s} {'extra':>7s}")
    measure("c64", "10 POKE 54296,15", True)          # imports and the first chip, untimed
    for name, (dialect, text) in PROGRAMS.items():
        seconds, muted, _ = measure(dialect, text, False)
        _, heard, wall = measure(dialect, text, True)
        print(f"{name:24s} {seconds:9.2f} {muted:9.3f} {heard:9.3f} {100 * (heard - muted) / wall:6.1f}%")


if __name__ == "__main__":
    main()

"""--speed: sleeping so machine time keeps step with the wall clock."""
from __future__ import annotations

import pytest

from basic.frontends.pacing import MAX_LAG, Pacer, parse_speed


class FakeTime:
    def __init__(self) -> None:
        self.t = 100.0
        self.sleeps: list[float] = []

    def now(self) -> float:
        return self.t

    def sleep(self, s: float) -> None:
        self.sleeps.append(s)
        self.t += s


def pacer(speed):
    ft = FakeTime()
    p = Pacer(speed, now=ft.now, sleep=ft.sleep)
    p.start()
    return p, ft


def test_parse_speed() -> None:
    assert parse_speed("authentic") == 1.0
    assert parse_speed(None) == 1.0
    assert parse_speed("max") is None
    assert parse_speed("2.5") == 2.5
    for bad in ("0", "-1", "fast", "nan", "inf"):
        with pytest.raises(ValueError):
            parse_speed(bad)


def test_authentic_speed_is_50_frames_a_second() -> None:
    p, ft = pacer(1.0)
    for frame in range(1, 51):
        p.pace(frame)
    assert ft.t - 100.0 == pytest.approx(1.0)


def test_speed_n_scales_the_pace() -> None:
    p, ft = pacer(4.0)
    p.pace(200)
    assert ft.t - 100.0 == pytest.approx(1.0)
    p, ft = pacer(0.5)
    p.pace(50)
    assert ft.t - 100.0 == pytest.approx(2.0)


def test_max_speed_never_sleeps_and_gives_wall_clock_frames() -> None:
    p, ft = pacer(None)
    p.pace(1000)
    assert ft.sleeps == []
    ft.t += 2.0
    assert p.realtime() == 100


def test_no_sleep_when_the_machine_is_behind() -> None:
    p, ft = pacer(1.0)
    ft.t += 0.05                                  # work took longer than 2 frames
    p.pace(2)
    assert ft.sleeps == []


def test_a_late_machine_does_not_sprint_to_catch_up() -> None:
    p, ft = pacer(1.0)
    ft.t += 5.0                                   # the host stalled for 5 s at frame 1
    p.pace(1)
    p.pace(60)                                    # 59 frames later...
    # ... it sleeps for those 59 frames (less the lag it may make up)
    assert sum(ft.sleeps) == pytest.approx(59 / 50 - MAX_LAG)


def test_a_clock_reset_restarts_the_pace() -> None:
    p, ft = pacer(1.0)
    p.pace(100)
    start = ft.t
    p.pace(0)                                     # RUN inside the program
    p.pace(25)
    assert ft.t - start == pytest.approx(0.5)

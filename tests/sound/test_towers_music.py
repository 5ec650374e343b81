"""TOMMY'S TOWERS's music heard: a game file's S line replayed at start-up
(listings/towers.bas, lines 4500-4592: BASICA's PLAY on SID voice 1) is
recorded as a WAV, and the notes read back from it in order.

The game is driven by tests/c64/towers_driver.py (its key queue), with a WAV
writer as its host's sound."""
from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from basic.core.sound import WavWriter
from basic.dialects.c64.sid import PAL_CLOCK
from wavtools import frequency, read_wav

DRIVER = Path(__file__).resolve().parents[1] / "c64" / "towers_driver.py"
START = "\r\rANN\rBOB\r"


def _driver():
    name = "towers_driver_for_sound"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, DRIVER)
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


def notes_heard(samples, block: int = 441) -> list[tuple[int, int]]:
    """The notes in a recording: (first sample, last sample) of each stretch
    of sound, found by the peak-to-peak of 10 ms blocks (a note's attack
    stands well out of the SID's quiet level between notes)."""
    levels = [max(samples[i:i + block]) - min(samples[i:i + block])
              for i in range(0, len(samples) - block, block)]
    top = max(levels)
    out: list[tuple[int, int]] = []
    start = None
    for k, level in enumerate(levels):
        if level > top * 0.1 and start is None:
            start = k
        elif level <= top * 0.1 and start is not None:
            out.append((start * block, k * block))
            start = None
    if start is not None:
        out.append((start * block, len(levels) * block))
    return out


@pytest.mark.slow
def test_an_s_line_plays_its_notes_in_order(tmp_path, monkeypatch):
    """``ST120L4O3C>C<<C``: middle C, the octave above, two below, a quarter
    each at tempo 120 (30 jiffies, gated for 26): heard in that order at
    F x 985248 / 2^24 for the game's frequency registers 4455, 8910, 2228."""
    driver = _driver()
    disk = tmp_path / "disk"
    disk.mkdir()
    (disk / "m.seq").write_bytes(b"MOVES:\rST120L4O3C>C<<C\r")
    wav = WavWriter(str(tmp_path / "towers.wav"))
    monkeypatch.setattr(driver.KeyQueue, "sound", wav, raising=False)
    game = driver.Towers(disk, START + "YM\r\r\r")
    game.machine.flush_sound()
    wav.close()
    assert game.stop == "inkey-wait"
    samples = read_wav(tmp_path / "towers.wav")
    heard = notes_heard(samples)
    tune = heard[-3:]
    assert len(heard) >= 3
    expected = [f * PAL_CLOCK / 2 ** 24 for f in (4455, 8910, 2228)]
    got = [frequency(samples, hz, a, a + (b - a) // 2) for (a, b), hz in zip(tune, expected)]
    for g, e in zip(got, expected):
        assert abs(g / e - 1) < 0.01
    starts = [a for a, _ in tune]
    assert [round((b - a) / 44100 * 60 / 30) for a, b in zip(starts, starts[1:])] == [1, 1]

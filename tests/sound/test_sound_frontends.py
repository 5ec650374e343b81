"""Where sound goes, front-end by front-end: ``--wav`` on every way of
running, the REPL's WAV, an unwritable path, and the audio device that is
missing, fails or goes away (basic/frontends/audio.py)."""
from __future__ import annotations

import sys
from array import array

import pytest

from basic.core.sound import RATE, WavWriter
from basic.frontends import audio
from basic.frontends.audio import LiveSound, RunSound, open_live
from basic_cli import basic, listing
from wavtools import edges, frequency, read_wav

TUNE = "10 FOR n=0 TO 4: BEEP 0.05,n: NEXT n\n20 PRINT \"done\"\n"
SID = ("# dialect: c64\n10 S=54272: POKE S+24,15: POKE S+5,0: POKE S+6,240\n"
       "20 POKE S+1,28: POKE S,49: POKE S+4,17\n30 FOR T=1 TO 200: NEXT\n"
       "40 POKE S+4,16\n50 PRINT \"DONE\"\n")


@pytest.mark.slow
@pytest.mark.parametrize("how", [["--headless"], ["--stream"], ["-i"]])
def test_wav_with_every_front_end(tmp_path, how):
    """The same run gives the same WAV file however it is run (stdin is a
    pipe here: stream mode, and the REPL reading RUN then the end)."""
    prog = listing(tmp_path, TUNE)
    headless = tmp_path / "headless.wav"
    assert basic("run", str(prog), "--headless", "--wav", str(headless)).returncode == 0
    out = tmp_path / "out.wav"
    result = basic("run", str(prog), *how, "--wav", str(out))
    assert result.returncode == 0, result.stderr
    assert "done" in result.stdout
    samples = read_wav(out)
    assert len(edges(samples)) > 40                  # the five notes are in it
    if how != ["-i"]:
        assert out.read_bytes() == headless.read_bytes()


@pytest.mark.slow
def test_wav_from_the_c64s_own_stream_mode(tmp_path):
    """The C64's stream mode records the SID too.  Two runs are the same
    sound, but not the same bytes: reSIDfp's samples differ by up to a few
    units in 32768 from one process to the next (docs/c64.md)."""
    prog = listing(tmp_path, SID)
    out = tmp_path / "c64.wav"
    result = basic("run", str(prog), "--wav", str(out))
    assert result.returncode == 0 and "DONE" in result.stdout
    expected = (28 * 256 + 49) * 985248 / 2 ** 24
    first = read_wav(out)
    assert abs(frequency(first, expected) / expected - 1) < 0.005
    again = tmp_path / "again.wav"
    basic("run", str(prog), "--headless", "--wav", str(again))
    second = read_wav(again)
    assert len(second) == len(first)
    assert max(abs(a - b) for a, b in zip(first, second)) <= 8


@pytest.mark.parametrize("how", [["--headless"], ["--stream"], ["-i"], []])
def test_an_unwritable_wav_is_one_line_and_exit_2(tmp_path, how):
    prog = listing(tmp_path, TUNE)
    result = basic("run", str(prog), *how, "--wav", str(tmp_path / "no" / "such.wav"))
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1 and "cannot write" in result.stderr
    assert "done" not in result.stdout                 # the program did not start


@pytest.mark.slow
def test_mute_and_the_repls_wav(tmp_path):
    prog = listing(tmp_path, TUNE)
    assert basic("run", str(prog), "--mute").returncode == 0
    result = basic("repl", "--mute", stdin=f'LOAD "prog"\nWAV "rec"\nRUN\nWAV\nRUN\n',
                   cwd=tmp_path)
    assert "recording sound" in result.stdout and "sound recorded" in result.stdout, result.stdout
    samples = read_wav(tmp_path / "rec.wav")
    assert len(edges(samples)) > 40
    assert abs(len(samples) / RATE - 0.35) < 0.1       # one run's five notes, not two


# -- the device --------------------------------------------------------------------------

def test_no_library_is_silence(monkeypatch):
    monkeypatch.setitem(sys.modules, "miniaudio", None)         # import fails
    monkeypatch.delenv(audio.AUDIO_ENV, raising=False)
    assert open_live() is None
    assert RunSound(live=True).sink is None


def test_no_device_is_silence_and_says_nothing(capfd, monkeypatch):
    monkeypatch.setenv(audio.AUDIO_ENV, "none")
    assert open_live() is None
    monkeypatch.delenv(audio.AUDIO_ENV)
    open_live()                                   # this machine has no sound card
    assert capfd.readouterr().err == ""


class _GoneDevice:
    """A device that stopped taking samples and fails to close."""

    def close(self) -> None:
        raise RuntimeError("device gone")


def test_a_device_that_goes_away_never_stops_the_program():
    live = LiveSound(_GoneDevice(), 1.0)
    second = array("h", [1000] * 882).tobytes()
    for _ in range(500):                          # 10 s of frames nobody takes
        live.play(second)
    assert len(live._queue) <= 2 * int(audio.MAX_QUEUED * RATE) + 2
    live.close()                                  # its failure is not ours


def test_the_device_takes_what_was_played_then_silence(tmp_path):
    capture = WavWriter(str(tmp_path / "cap.wav"))
    live = LiveSound(None, 1.0, capture)
    live.play(array("h", [500] * 100).tobytes())
    lead = int(audio.LEAD * RATE)
    data = array("h", live.take(lead + 150))
    assert list(data[:lead]) == [0] * lead
    assert list(data[lead:lead + 100]) == [500] * 100 and list(data[lead + 100:]) == [0] * 50
    live.close()
    assert len(read_wav(tmp_path / "cap.wav")) == lead + 150


def test_speed_stretches_the_sound_to_the_displays_pace():
    live = LiveSound(None, 2.0)
    live._queue = bytearray()
    live.play(array("h", range(1000)).tobytes())
    assert array("h", bytes(live._queue)).tolist() == list(range(0, 1000, 2))


def test_the_sid_without_its_library_is_silent_and_keeps_its_registers(monkeypatch):
    from basic.dialects.c64 import sid as sid_module
    monkeypatch.setitem(sys.modules, "pyresidfp._pyresidfp", None)
    monkeypatch.setitem(sys.modules, "pyresidfp", None)
    assert sid_module.make_chip() is None
    now = [0]
    chip = sid_module.Sid(lambda: now[0])
    chip.write(54272 + 5, 0x37)
    assert chip.read(54272 + 5) == 0x37 and chip.read(54272 + 25) == 255
    chip.connect(WavWriter.__new__(WavWriter), 0)         # nobody plays it: silence
    assert chip.synthesize(0, 1000, 0, 44) == bytes(88)


def test_a_full_queue_drops_silence_before_sound():
    """A device that has not taken anything for a while (a busy computer)
    keeps the click queued among the silent frames that follow it."""
    live = LiveSound(None, None)
    click = array("h", [9000] * 40 + [0] * 842).tobytes()
    live.play(click)
    for _ in range(100):                          # two seconds of silence after it
        live.play(bytes(1764))
    assert max(array("h", bytes(live._queue))) == 9000

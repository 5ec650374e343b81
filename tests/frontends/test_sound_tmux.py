"""FORTRESS and TOWERS heard in a real terminal (tmux): the live display
plays the machine's sound on the audio device (basic/frontends/audio.py).

``BASIC_AUDIO=null`` gives miniaudio's null device, which takes the samples
in real time and plays them nowhere; ``BASIC_AUDIO_CAPTURE`` writes what
it took to a WAV file, read back here: FORTRESS's sound is the ROM editor's
key click at its last INPUT, TOWERS's a game file's music line replayed at
start-up.  With ``BASIC_AUDIO=none`` (no device) and with the machine's
default (no sound card here: ALSA finds none) the same games run to the end,
silent, with nothing said about sound on the screen."""
from __future__ import annotations

import shlex
import time
from pathlib import Path

import pytest

from test_fortress_tmux import finish, status, wait_status
from tmux_driver import Tmux, basic_command, squeeze
from wavtools import read_wav

pytestmark = [pytest.mark.slow]

ROOT = Path(__file__).resolve().parents[2]
DEVICES = ["null", "none", ""]


def run(tmp_path: Path, device: str, *args: str) -> Tmux:
    env = ""
    if device:
        env = f"BASIC_AUDIO={device} BASIC_AUDIO_CAPTURE={shlex.quote(str(tmp_path / 'heard.wav'))} "
    cmd = basic_command(*args)
    inner = (f"cd {shlex.quote(str(tmp_path))}; stty -a > {tmp_path}/before; {env}{cmd}; "
             f"rc=$?; stty -a > {tmp_path}/after; echo EXIT=$rc")
    return Tmux("sh -c " + shlex.quote(inner), 100, 30)


def heard(tmp_path: Path, device: str) -> int:
    """Samples louder than a whisper in what the device took (0 without one)."""
    path = tmp_path / "heard.wav"
    if device != "null":
        assert not path.exists()
        return 0
    return sum(1 for v in read_wav(path) if abs(v) > 1000)


@pytest.mark.parametrize("device", DEVICES)
def test_fortress_clicks_at_its_input(tmp_path: Path, device: str) -> None:
    with run(tmp_path, device, "run", str(ROOT / "listings" / "fortress.bas"),
             "--speed", "max") as tm:
        tm.wait_for(lambda s: "2: 2 Player game" in squeeze(s))
        tm.type("2")
        wait_status(tm, "Attacker move")
        tm.type("n")
        for i, key in enumerate("aldhbfdd"):
            wait_status(tm, "Defender move" if i % 2 == 0 else "Attacker move")
            tm.type(key)
        finish(tm, tmp_path, "ATTACKER WINS")
        screen = tm.capture(history=True)
    assert "ALSA" not in screen and "sound" not in screen.lower()
    assert heard(tmp_path, device) > 0 if device == "null" else heard(tmp_path, device) == 0


@pytest.mark.parametrize("device", DEVICES)
def test_towers_plays_a_music_line(tmp_path: Path, device: str) -> None:
    disk = tmp_path / "disk"
    disk.mkdir()
    (disk / "m.seq").write_bytes(b"MOVES:\rST120L4O3C>C<<C\r")
    # --speed 10, not max: at max the machine makes the 1.5 s tune far
    # faster than the device plays it, and only the last MAX_QUEUED of it
    # (often the quiet end of the release) is kept; at a factor the sound is
    # sped up to match, and all of it is played
    with run(tmp_path, device, "run", str(ROOT / "listings" / "towers.bas"), "--disk", "disk",
             "--speed", "10") as tm:
        tm.wait_for("SCRATCH FILE", timeout=60)
        for answer, prompt in (("", "WHITE PLAYER'S NAME"), ("ANN", "BLACK PLAYER'S NAME"),
                               ("BOB", "REPLAY A SAVED GAME")):
            if answer:
                tm.type(answer)
            tm.send("Enter")
            tm.wait_for(prompt, timeout=30)
        tm.type("Y")
        tm.wait_for("FILE NAME?", timeout=30)
        tm.type("M")
        tm.send("Enter")
        for prompt in ("ROUND", "PLAYER (W/B"):
            tm.wait_for(prompt, timeout=30)
            tm.send("Enter")                           # keep them
        tm.wait_for("ANN?", timeout=60)                # the tune has been made
        # ... and the device plays it in real time: at --speed max the
        # machine is ahead of it by up to MAX_QUEUED, and BREAK lets only
        # a moment more play out, so give the device time to take it
        time.sleep(1.0)
        tm.send("C-c")                                 # BREAK
        screen = tm.wait_for("EXIT=", history=True, timeout=30)
    assert "ALSA" not in screen
    assert "EXIT=0" in screen or "EXIT=1" in screen
    assert heard(tmp_path, device) > 0 if device == "null" else heard(tmp_path, device) == 0

"""The C64's joysticks: CIA 1's port A (56320) reads joystick 2, port B
(56321) joystick 1, each switch pulling its line low (the Programmer's
Reference Guide, "Game ports"; the 6526 reads a port's pins, so port A,
which the KERNAL leaves driving 127, reads 127 with the stick at rest and
126 pushed up).  Key scripts hold them by name (``JOY2UP``, ``JOY1FIRE``,
``JOY2UP+JOY2FIRE``), the front-ends from the keypad, and with
``--joystick PORT`` from the cursor keys with Tab or End as fire
(basic/dialects/c64/face.py)."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from basic.core.keys import KeyScriptError, keys_for
from basic.dialects import get_dialect
from basic.frontends.keymap import with_keypad

from .helpers import as_text, run

ROOT = Path(__file__).resolve().parents[2]

#: a dot that the joystick in port 2 moves, fire ends (as games read it)
STICK_GAME = """\
10 X=20:Y=12:PRINT PEEK(56320);PEEK(56321)
20 J=PEEK(56320):IF (J AND 1)=0 THEN Y=Y-1
30 IF (J AND 2)=0 THEN Y=Y+1
40 IF (J AND 4)=0 THEN X=X-1
50 IF (J AND 8)=0 THEN X=X+1
60 IF (J AND 16)=0 THEN PRINT X;Y:END
70 GOTO 20
"""


def test_the_ports_at_rest() -> None:
    """No stick moved: 127 (the KERNAL's column 7 on port A's outputs) and
    255 (port B's inputs)."""
    report, _, host, _ = run("10 PRINT PEEK(56320);PEEK(56321)")
    assert as_text(host.codes) == " 127  255 \n"


def test_a_key_script_moves_joystick_2() -> None:
    """Up for 30 jiffies, then down and right together, then fire: the
    game sees each switch on port A's bits 0-4."""
    report, _, host, _ = run(STICK_GAME, keys=["10:JOY2UP:30", "+5:JOY2DOWN+JOY2RIGHT:10",
                                               "+5:JOY2FIRE"])
    first, last = as_text(host.codes).splitlines()
    x, y = (int(v) for v in last.split())
    assert report.code == "0" and first.split() == ["127", "255"]
    assert x > 20 and y < 12


def test_joystick_1_is_port_b() -> None:
    listing = ("10 J=PEEK(56321):IF J=255 THEN 10\n"
               "20 PRINT J:IF J<>239 THEN 10\n")
    report, _, host, _ = run(listing, keys=["10:JOY1LEFT:3", "+10:JOY1FIRE:3"])
    seen = as_text(host.codes).split()
    assert report.code == "0"
    assert set(seen) == {"251", "239"} and seen[-1] == "239"


def test_reading_the_ports_is_reading_the_keys() -> None:
    """An ``inkey`` event fires once the program reads CIA 1's ports, as
    it does for a program waiting in GET: a joystick game waits there."""
    report, _, host, _ = run(STICK_GAME, keys=["inkey:JOY2LEFT:4", "inkey:JOY2FIRE"])
    x, y = (int(v) for v in as_text(host.codes).splitlines()[-1].split())
    assert report.code == "0" and x < 20 and y == 12


def test_a_joystick_with_a_key() -> None:
    """A chord may hold a key with the stick: the key types, the stick moves."""
    listing = "10 GET A$:J=PEEK(56320):IF A$=\"\" THEN 10\n20 PRINT A$;J"
    report, _, host, _ = run(listing, keys=["5:JOY2FIRE+a:5"])
    assert as_text(host.codes) == "A 111 \n"


def test_key_names() -> None:
    assert keys_for("JOY2UP") == {"JOY2UP"}
    assert keys_for("JOY1UP+JOY1FIRE") == {"JOY1UP", "JOY1FIRE"}
    assert keys_for("JOY2FIRE+SPACE") == {"JOY2FIRE", "SPACE"}
    with pytest.raises(KeyScriptError):
        keys_for("JOY3UP")


def test_the_front_ends_keys() -> None:
    """The keypad is joystick 2 (8 2 4 6, the diagonals 7 9 1 3, fire 0 and
    5); --joystick 1 moves it to port 1 and makes the cursor keys and Tab
    or End the stick too; without it the cursor keys are the C64's."""
    face = get_dialect("c64").make_machine().front_end()
    keys = with_keypad(face.keys_for)
    assert keys("kp8") == {"JOY2UP"} and keys("kp3") == {"JOY2DOWN", "JOY2RIGHT"}
    assert keys("kp0") == keys("kp5") == {"JOY2FIRE"}
    assert keys("up") == {"145"} and keys("c-i") is None
    assert face.use_joystick(1)
    assert keys("kp8") == keys("up") == {"JOY1UP"}
    assert keys("c-i") == keys("end") == {"JOY1FIRE"}
    assert keys("a") == {"65"}
    face.hold(frozenset({"JOY1UP", "JOY1FIRE", "65"}))
    machine = face.machine
    assert machine.memory.cia1.joysticks == [0x11, 0]
    assert machine.keyboard.held == 65
    face.hold(frozenset())
    assert machine.memory.cia1.joysticks == [0, 0] and machine.keyboard.held is None
    machine.direct_editing = True                         # READY.: the editor reads a line
    assert keys("kp8") == {"56"} and keys("up") == {"145"}


def test_the_joystick_option(tmp_path: Path) -> None:
    """``--joystick`` takes 1 or 2; a headless run accepts it (its keys
    come from the key script)."""
    prog = tmp_path / "stick.bas"
    prog.write_text("# dialect: c64\n" + STICK_GAME)
    ok = subprocess.run([sys.executable, "-m", "basic", "run", str(prog), "--headless",
                         "--joystick", "2", "--keys", "5:JOY2FIRE"],
                        capture_output=True, text=True, cwd=tmp_path, timeout=60)
    assert ok.returncode == 0, ok.stderr
    bad = subprocess.run([sys.executable, "-m", "basic", "run", str(prog), "--joystick", "3"],
                         capture_output=True, text=True, cwd=tmp_path, timeout=60)
    assert bad.returncode == 2 and "--joystick" in bad.stderr

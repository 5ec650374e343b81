"""The window's keys without a display: SDL key events -> the names the faces
map, and modifiers held with keys (docs/window.md, "Keys")."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from basic.dialects import get_dialect
from basic.frontends.keymap import HeldKeys, TermKey
from basic.frontends.window import ALT, CTRL, SHIFT, key_name

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("sdl, unicode, mods, expected", [
    ("a", "a", 0, ("a", "plain")),
    ("a", "A", SHIFT, ("A", "plain")),
    ("2", "@", SHIFT, ("@", "")),                 # a symbol brings its own shifts
    ("p", "\x10", CTRL, ("p", "plain")),          # Ctrl is SYMBOL SHIFT: held with it
    ("c", "\x03", CTRL, ("c-c", "")),             # BREAK
    ("left shift", "", SHIFT, ("shift", "modifier")),
    ("right ctrl", "", CTRL, ("ctrl", "modifier")),
    ("left alt", "", ALT, ("alt", "modifier")),
    ("return", "\r", 0, ("c-m", "")),
    ("backspace", "\x08", 0, ("c-h", "")),
    ("up", "", 0, ("up", "")),
    ("f12", "", 0, ("f12", "")),
    ("space", " ", 0, (" ", "plain")),
    ("space", " ", CTRL, (" ", "plain")),
    ("menu", "", 0, None),
    ("[8]", "8", 0, ("kp8", "plain")),            # the keypad: the C64's joystick
    ("[.]", ".", 0, ("kp.", "")),
])
def test_key_names(sdl: str, unicode: str, mods: int, expected) -> None:
    assert key_name(sdl, unicode, mods) == expected


def spectrum_held(*events: TermKey, dialect: str = "spectrum") -> frozenset[str]:
    keys = get_dialect(dialect).make_machine().front_end().keys_for
    held = HeldKeys(release_events=True, keymap=keys, forget_after=None)
    state = frozenset()
    for n, event in enumerate(events):
        held.event(event, float(n))
    while held.queue:
        state = held.update(100.0)
    return state


def test_shift_and_a_letter_are_caps_shift_and_the_letter() -> None:
    assert spectrum_held(TermKey("shift", "press", 1, "modifier"),
                         TermKey("A", "press", 2, "plain")) == {"CS", "a"}


def test_ctrl_and_a_letter_are_symbol_shift_and_the_letter() -> None:
    assert spectrum_held(TermKey("ctrl", "press", 1, "modifier"),
                         TermKey("p", "press", 2, "plain")) == {"SS", "p"}


def test_a_symbol_typed_with_shift_is_its_own_chord() -> None:
    """Shift+2 types @ on a PC: SYMBOL SHIFT+2 alone, not CAPS SHIFT too
    (which would be EXTENDED MODE)."""
    assert spectrum_held(TermKey("shift", "press", 1, "modifier"),
                         TermKey("@", "press", 2, "")) == {"SS", "2"}


def test_shift_and_a_key_whose_character_the_machine_lacks_is_shift_and_the_key() -> None:
    """On a ZX81 Shift+2 (``@`` on a PC) is SHIFT+2 (AND), Shift+3 SHIFT+3
    (THEN), Shift+7 SHIFT+7 (cursor up): the window's key names its own
    digit (TermKey.base), which stands for it with the Shift held; a symbol
    the machine has keeps its own chord (Shift+8 types ``*``: SHIFT+B)."""
    def zx81(*events: TermKey) -> frozenset[str]:
        return spectrum_held(*events, dialect="zx81")
    shift = TermKey("shift", "press", 1, "modifier")
    assert zx81(shift, TermKey("@", "press", 2, "", "2")) == {"CS", "2"}
    assert zx81(shift, TermKey("&", "press", 2, "", "7")) == {"CS", "7"}
    assert zx81(shift, TermKey("*", "press", 2, "", "8")) == {"CS", "b"}
    assert zx81(shift, TermKey("&", "press", 2, "", "7"),
                TermKey("&", "release", 2, "")) == {"CS"}
    assert spectrum_held(shift, TermKey("@", "press", 2, "", "2")) == {"SS", "2"}


def test_a_modifier_alone_is_held_and_a_release_lets_go() -> None:
    assert spectrum_held(TermKey("shift", "press", 1, "modifier")) == {"CS"}
    assert spectrum_held(TermKey("shift", "press", 1, "modifier"),
                         TermKey("shift", "release", 1, "modifier")) == frozenset()


def test_a_held_key_is_never_let_go_by_silence() -> None:
    """The window reports every release, so a key held for minutes stays down."""
    held = HeldKeys(release_events=True, keymap=lambda n: frozenset({n}), forget_after=None)
    held.event(TermKey("q", "press", 7, "plain"), 0.0)
    assert held.update(0.02) == {"q"}
    assert held.update(600.0) == {"q"}


@pytest.mark.parametrize("env", [{"DISPLAY": ""}, {"DISPLAY": ":999"}])
def test_no_display_is_one_line_and_exit_2(tmp_path: Path, env: dict[str, str]) -> None:
    import os
    environ = {k: v for k, v in os.environ.items()
               if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    environ.update(env, PYTHONPATH=str(ROOT))
    res = subprocess.run([sys.executable, "-m", "basic", "run",
                          str(ROOT / "listings" / "squares.bas"), "--window"],
                         capture_output=True, text=True, env=environ, timeout=60, cwd=tmp_path)
    assert res.returncode == 2
    lines = res.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("basic: --window needs a display"), res.stderr


def test_the_c64_commodore_key_is_ctrl() -> None:
    """Ctrl held with a letter in the window is the Commodore key: the
    graphic on the left of the key's front (C= A is code 176, C= R 178)."""
    machine = get_dialect("c64").make_machine()
    face = machine.front_end()
    held = HeldKeys(release_events=True, keymap=face.keys_for, forget_after=None)
    held.event(TermKey("ctrl", "press", 1, "modifier"), 0.0)
    held.event(TermKey("a", "press", 2, "plain"), 0.1)
    while held.queue:
        state = held.update(1.0)
    face.hold(state)
    assert machine.keyboard.held == 176

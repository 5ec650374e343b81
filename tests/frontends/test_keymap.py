"""The terminal key map, the held-key model and the kitty protocol decoder."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from basic.frontends.keymap import EMPTY, HeldKeys, KittyDecoder, TermKey, from_keypress
from basic.dialects.spectrum.keys import NAMED, spectrum_keys
from basic.dialects.spectrum.keyboard import decode

GOLDEN = json.loads((Path(__file__).parent / "golden" / "inkey_codes.json").read_text())


def chord(keys: frozenset[str]) -> str:
    order = {"CS": 0, "SS": 1}
    return "+".join(sorted(keys, key=lambda k: (order.get(k, 2), k)))


def rom_code(name: str) -> int:
    """What INKEY$ gives on the real ROM while the keys for terminal key
    ``name`` are held (golden data from the oracle)."""
    keys = spectrum_keys(name)
    assert keys is not None, name
    return GOLDEN[chord(keys)]


# -- the key map against the ROM ------------------------------------------------

@pytest.mark.parametrize("code", [c for c in range(32, 127)
                                  if spectrum_keys(chr(c)) is not None])
def test_printable_characters_give_their_own_code_on_the_rom(code: int) -> None:
    assert rom_code(chr(code)) == code


def test_every_mapped_chord_decodes_as_the_rom_does() -> None:
    for name, code in GOLDEN.items():
        keys = frozenset(name.split("+"))
        assert decode(keys) == code, name


def test_pound_sign_is_the_spectrum_pound() -> None:
    assert rom_code("£") == 0x60


@pytest.mark.parametrize("name,code", [
    ("c-m", 13),        # Enter -> ENTER
    ("c-j", 13),
    ("c-h", 12),        # Backspace -> DELETE (CAPS SHIFT+0)
    ("delete", 12),
    ("left", 8), ("down", 10), ("up", 11), ("right", 9),   # CAPS SHIFT+5..8
    ("capslock", 6),    # CAPS SHIFT+2
    ("f1", 7),          # EDIT
    ("f9", 15),         # GRAPHICS
    (" ", 32),
])
def test_editing_keys_give_the_rom_codes(name: str, code: int) -> None:
    assert rom_code(name) == code


def test_every_letter_digit_and_common_symbol_is_mapped() -> None:
    for ch in "abcxyzABCXYZ0123456789!\"#$%&'()*+,-./:;<=>?@^_ ":
        assert spectrum_keys(ch) is not None, ch


def test_characters_the_spectrum_only_types_in_extended_mode_are_not_mapped() -> None:
    for ch in "[]{}\\|~":
        assert spectrum_keys(ch) is None


def test_function_keys_and_actions() -> None:
    assert TermKey("c-c").action == "break"
    assert TermKey("f12").action == "screenshot"
    assert TermKey("a").action is None
    assert spectrum_keys("f12") is None


def test_from_keypress_accepts_prompt_toolkit_keys() -> None:
    from prompt_toolkit.keys import Keys
    assert from_keypress(Keys.ControlM, "\r") == TermKey("c-m")
    assert from_keypress(Keys.Left, "\x1b[D") == TermKey("left")
    assert from_keypress("x", "x") == TermKey("x")
    assert from_keypress(Keys.CPRResponse, "") is None


def test_named_keys_cover_cursor_keys() -> None:
    assert NAMED["left"] == {"CS", "5"} and NAMED["right"] == {"CS", "8"}


# -- held keys without release events -----------------------------------------------

A = frozenset({"a"})
CAP_A = frozenset({"CS", "a"})
B = frozenset({"b"})
ENTER = frozenset({"ENTER"})


def frames(model: HeldKeys, start: float, end: float, polled: bool = True,
           step: float = 0.02) -> list[tuple[float, frozenset[str]]]:
    out = []
    t = start
    while t < end - 1e-9:
        out.append((round(t, 3), model.update(t, polled)))
        t += step
    return out


def test_a_tap_is_held_for_tap_hold_then_released() -> None:
    m = HeldKeys(tap_hold=0.1)
    m.event(TermKey("a"), 0.0)
    seen = frames(m, 0.0, 0.3)
    held = [t for t, k in seen if k == A]
    assert held[0] == 0.0
    assert 0.08 <= held[-1] < 0.12
    assert all(k == EMPTY for t, k in seen if t >= 0.12)


def test_a_tap_waits_for_a_slow_program_to_read_it() -> None:
    m = HeldKeys(tap_hold=0.1, max_hold=0.5)
    m.event(TermKey("a"), 0.0)
    seen = frames(m, 0.0, 0.3, polled=False)
    assert all(k == A for _, k in seen)           # never read: still down at 0.3 s
    assert m.update(0.32, True) == EMPTY          # read in the last frame: let go


def test_an_unread_tap_is_let_go_after_max_hold() -> None:
    m = HeldKeys(tap_hold=0.1, max_hold=0.5)
    m.event(TermKey("a"), 0.0)
    seen = frames(m, 0.0, 0.7, polled=False)
    assert all(k == A for t, k in seen if t < 0.5)
    assert all(k == EMPTY for t, k in seen if t >= 0.5)


def test_auto_repeat_keeps_the_key_down_without_a_gap() -> None:
    """A held key: the press, the terminal's delay (0.5 s), then repeats
    every 30 ms; from the second repeat on the key never goes up."""
    m = HeldKeys(tap_hold=0.1)
    m.event(TermKey("a"), 0.0)
    t = 0.0
    states = []
    for _ in range(170):                           # to 1.7 s
        states.append(m.update(t))
        ms = round(t * 1000)
        if ms >= 500 and (ms - 500) % 30 == 0:
            m.event(TermKey("a"), t)
        t = round(t + 0.01, 3)
    assert all(s == A for s in states[55:])
    after = frames(m, t, t + 0.5, step=0.01)
    released = [tt for tt, k in after if k == EMPTY]
    assert released and released[0] - t < 0.12    # let go soon after the last repeat


def test_the_repeat_hold_follows_the_terminal_repeat_rate() -> None:
    m = HeldKeys()
    m.event(TermKey("a"), 0.0)
    m.update(0.0)
    for i in range(20):
        t = 0.5 + i * 0.05
        m.event(TermKey("a"), t)
        m.update(t)
    assert m.repeat_hold == pytest.approx(0.125, abs=0.01)


def test_wait_for_release_loop_sees_the_release() -> None:
    """FORTRESS's ``1220 IF INKEY$=i$ THEN GO TO 1220``: a tap is let go."""
    m = HeldKeys()
    m.event(TermKey("q"), 0.0)
    states = [k for _, k in frames(m, 0.0, 1.0)]
    assert frozenset({"q"}) in states and states[-1] == EMPTY


def test_a_different_key_lets_go_of_the_held_one_for_a_frame() -> None:
    """``IF INKEY$<>"" THEN GO TO 60`` after ``a`` must end when ``b`` comes."""
    m = HeldKeys()
    m.event(TermKey("a"), 0.0)
    assert m.update(0.0) == A
    m.event(TermKey("b"), 0.03)
    assert m.update(0.04) == EMPTY
    assert m.update(0.06) == B


def test_shifted_then_plain_letter_goes_through_no_key() -> None:
    """``A`` then ``a``: the ROM only sees a new key if the keys go up
    in between, so the model lets go for a frame."""
    m = HeldKeys()
    m.event(TermKey("A"), 0.0)
    assert m.update(0.0) == CAP_A
    m.event(TermKey("a"), 0.01)
    assert m.update(0.02) == EMPTY
    assert m.update(0.04) == A


def test_keys_typed_faster_than_frames_each_get_a_frame() -> None:
    m = HeldKeys()
    for ch in "hello":
        m.event(TermKey(ch), 0.0, editing=True)
    seen = [m.update(0.02 * i) for i in range(10)]
    assert seen[:9] == [frozenset({"h"}), EMPTY, frozenset({"e"}), EMPTY, frozenset({"l"}),
                        EMPTY, frozenset({"l"}), EMPTY, frozenset({"o"})]


def test_in_the_editor_auto_repeat_types_the_key_again() -> None:
    m = HeldKeys()
    m.event(TermKey("a"), 0.0, editing=True)
    assert m.update(0.0) == A
    m.event(TermKey("a"), 0.05, editing=True)
    assert m.update(0.06) == EMPTY
    assert m.update(0.08) == A


def test_a_quick_second_press_is_a_new_key_stroke() -> None:
    """No terminal repeats a key 50 ms after its press: the second arrival
    is the key typed again (or pasted), so the program sees it go up and
    down again."""
    m = HeldKeys()
    m.event(TermKey("a"), 0.0)
    assert m.update(0.0) == A
    m.event(TermKey("a"), 0.05)
    assert m.update(0.06) == EMPTY
    assert m.update(0.08) == A


def test_a_second_tap_after_a_pause_is_a_new_press() -> None:
    m = HeldKeys(tap_hold=0.1, max_hold=0.6)
    m.event(TermKey("a"), 0.0)
    m.update(0.0, polled=False)
    m.event(TermKey("a"), 0.4)                    # still held (never read), a new tap
    assert m.update(0.42) == EMPTY
    assert m.update(0.44) == A


def test_unmapped_keys_are_ignored() -> None:
    m = HeldKeys()
    m.event(TermKey("["), 0.0)
    m.event(TermKey("f12"), 0.0)
    assert m.update(0.0) == EMPTY


def test_clear_lets_go_of_everything() -> None:
    m = HeldKeys()
    m.event(TermKey("a"), 0.0)
    m.event(TermKey("b"), 0.0)
    m.clear()
    assert m.update(0.0) == EMPTY


# -- held keys with kitty release events --------------------------------------------

def kitty(name: str, kind: str = "press", code: int = 0) -> TermKey:
    return TermKey(name, kind, code or ord(name.lower()[0]))


def test_kitty_key_is_held_exactly_until_its_release() -> None:
    m = HeldKeys(release_events=True)
    m.event(kitty("a"), 0.0)
    states = [m.update(0.02 * i) for i in range(50)]          # a whole second
    assert all(s == A for s in states)
    m.event(kitty("a", "release"), 1.0)
    assert m.update(1.0) == EMPTY


def test_kitty_press_and_release_in_one_read_still_shows_for_a_frame() -> None:
    m = HeldKeys(release_events=True)
    m.event(kitty("a"), 0.0)
    m.event(kitty("a", "release"), 0.0)
    assert m.update(0.0) == A
    assert m.update(0.02) == EMPTY


def test_kitty_two_keys_down_are_both_held() -> None:
    m = HeldKeys(release_events=True)
    m.event(kitty("a"), 0.0)
    m.event(kitty("b"), 0.01)
    m.update(0.0)
    assert m.update(0.02) == {"a", "b"}
    m.event(kitty("a", "release"), 0.03)
    assert m.update(0.04) == B


def test_kitty_repeat_in_the_editor_types_again_and_is_ignored_when_running() -> None:
    m = HeldKeys(release_events=True)
    m.event(kitty("a"), 0.0)
    m.update(0.0)
    m.event(kitty("a", "repeat"), 0.5)
    assert m.update(0.52) == A                    # running: no new press
    m.event(kitty("a", "repeat"), 0.55, editing=True)
    assert m.update(0.56) == EMPTY
    assert m.update(0.58) == A


def test_kitty_lost_release_is_let_go_after_a_safety_timeout() -> None:
    m = HeldKeys(release_events=True)
    m.event(kitty("a"), 0.0)
    assert m.update(0.0) == A
    assert m.update(1.5) == A
    assert m.update(2.5) == EMPTY


# -- the kitty decoder -------------------------------------------------------------

def keys_of(pieces) -> list[tuple[str, str]]:
    return [(p.name, p.kind) for p in pieces if isinstance(p, TermKey)]


def test_decoder_reads_press_repeat_and_release() -> None:
    d = KittyDecoder()
    d.active = True
    pieces = d.split("\x1b[97u\x1b[97;1:2u\x1b[97;1:3u")
    assert keys_of(pieces) == [("a", "press"), ("a", "repeat"), ("a", "release")]
    assert {p.code for p in pieces} == {97}


def test_decoder_uses_the_shifted_key() -> None:
    d = KittyDecoder()
    d.active = True
    assert keys_of(d.split("\x1b[97:65;2u")) == [("A", "press")]
    assert keys_of(d.split("\x1b[39:34;2u")) == [('"', "press")]
    assert keys_of(d.split("\x1b[97;2u")) == [("A", "press")]


def test_decoder_functional_keys() -> None:
    d = KittyDecoder()
    d.active = True
    assert keys_of(d.split("\x1b[13u\x1b[127u\x1b[57358u")) == [
        ("c-m", "press"), ("c-h", "press"), ("capslock", "press")]
    assert keys_of(d.split("\x1b[D\x1b[1;1:3D")) == [("left", "press"), ("left", "release")]
    assert keys_of(d.split("\x1b[24~\x1b[3;1:3~")) == [("f12", "press"), ("delete", "release")]
    assert keys_of(d.split("\x1b[99;5u")) == [("c-c", "press")]
    assert keys_of(d.split("\x1b[57399u")) == [("kp0", "press")]


def test_keypad_keys_type_their_characters_where_a_face_has_no_use_for_them() -> None:
    """The keypad is told from the main keys (``kp8``) by the window and a
    kitty terminal; a machine with no use of its own for it types the
    digit, the C64 moves its joystick (basic/dialects/c64/face.py)."""
    from basic.dialects import get_dialect
    from basic.frontends.keymap import with_keypad
    spectrum = with_keypad(get_dialect("spectrum").make_machine().front_end().keys_for)
    assert spectrum("kp8") == spectrum("8") == frozenset({"8"})
    assert spectrum("kp+") == spectrum("+")
    c64 = with_keypad(get_dialect("c64").make_machine().front_end().keys_for)
    assert c64("kp8") == frozenset({"JOY2UP"}) and c64("kp9") == frozenset({"JOY2UP", "JOY2RIGHT"})
    assert c64("kp.") == c64(".")


def test_decoder_drops_modifier_keys() -> None:
    d = KittyDecoder()
    d.active = True
    assert keys_of(d.split("\x1b[57441u\x1b[57441;2:3u")) == []


def test_decoder_replies_to_queries() -> None:
    d = KittyDecoder()
    assert d.split("\x1b[?15u\x1b[?62;22c") == [("flags", 15), ("da1", 0)]


def test_decoder_leaves_legacy_input_to_prompt_toolkit() -> None:
    d = KittyDecoder()
    assert d.split("ab\x1b[Ac") == ["ab\x1b[Ac"]


def test_decoder_keeps_a_cut_off_sequence_for_the_next_read() -> None:
    d = KittyDecoder()
    d.active = True
    d2 = KittyDecoder()
    d2.active = True
    first = d2.split("x\x1b[9", final=False)
    assert first == ["x"]
    assert keys_of(d2.split("7u", final=False)) == [("a", "press")]


def _arrivals(m: HeldKeys, times: list[float], end: float, key: str = "a") -> list[frozenset[str]]:
    """States frame by frame (10 ms) while ``key`` arrives at ``times``."""
    states, pending, t = [], sorted(times), 0.0
    while t < end - 1e-9:
        while pending and pending[0] <= t + 1e-9:
            m.event(TermKey(key), pending.pop(0))
        states.append(m.update(t))
        t = round(t + 0.01, 3)
    return states


def _presses(states: list[frozenset[str]], key: frozenset[str]) -> int:
    return sum(1 for before, now in zip([EMPTY] + states, states) if now == key and before != key)


@pytest.mark.parametrize("gap", [0.1, 0.15, 0.2])
def test_a_letter_typed_twice_is_two_presses_even_while_still_held(gap: float) -> None:
    """"Ann": the second n comes before the first is let go (a program that
    has not read the keyboard keeps it down up to max_hold), yet it is a new
    press, not auto-repeat: no terminal repeats a key this soon."""
    m = HeldKeys(tap_hold=0.1, max_hold=0.6)
    m.event(TermKey("a"), 0.0)
    seen = [m.update(t / 100, polled=False) for t in range(0, int(gap * 100))]
    assert seen[-1] == A                                   # still down when it comes again
    m.event(TermKey("a"), gap)
    after = [m.update(gap + t / 100, polled=False) for t in range(1, 5)]
    assert after[0] == EMPTY and after[1] == A             # up for a frame, then down again


@pytest.mark.parametrize("delay,interval", [(0.5, 0.03), (0.375, 0.09), (0.25, 0.04)])
def test_a_held_key_repeating_after_the_terminal_delay_stays_down(delay: float,
                                                                   interval: float) -> None:
    """A terminal repeats a held key after its delay, then at its rate: after
    the first two repeats (taken as key strokes: one short gap after a long
    one may be a person) the key stays down, not tapped again at every
    repeat."""
    times = [0.0] + [round(delay + i * interval, 3) for i in range(int(1.0 / interval))]
    states = _arrivals(HeldKeys(), times, times[-1])
    assert _presses(states, A) == 3
    second_repeat = int(round((delay + interval) * 100)) + 2
    assert all(s == A for s in states[second_repeat:])


@pytest.mark.parametrize("answer_gap", [0.04, 0.1, 0.2])
def test_enter_for_one_prompt_then_at_once_for_the_next_is_not_lost(answer_gap: float) -> None:
    """Enter, a pause, then Enter for a prompt and Enter again as soon as the
    next prompt shows (TOWERS's ROUND and PLAYER): the gaps look like a
    terminal's delay and first repeat, yet each is a key stroke."""
    states = _arrivals(HeldKeys(), [0.0, 0.6, round(0.6 + answer_gap, 3)], 1.2)
    assert _presses(states, A) == 3


@pytest.mark.parametrize("gap", [0.0, 0.03, 0.15])
def test_three_quick_taps_are_three_presses(gap: float) -> None:
    """Typed fast, or pasted (arriving together: no gap at all)."""
    states = _arrivals(HeldKeys(), [0.0, gap, 2 * gap], 0.6)
    assert _presses(states, A) == 3


def test_a_key_pressed_again_after_a_pause_starts_afresh() -> None:
    """n, a pause, then nn typed fast: three key strokes, though the pause
    looks like a terminal's repeat delay."""
    states = _arrivals(HeldKeys(), [0.0, 1.6, 1.75], 2.0)
    assert _presses(states, A) == 3

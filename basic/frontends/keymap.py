"""Terminal keys -> machine keys, and how long a key counts as held.

A program asks "which key is down *now*" (INKEY$, IN 254), but an
ordinary terminal only sends a key when it is pressed, and again at its
auto-repeat rate while it stays down: there is no release.  :class:`HeldKeys`
turns that stream into a held/not-held state the keyboard matrix can show:

* a key counts as held from its press until ``tap_hold`` seconds later, and
  at least until the program has read the keyboard while it was down (so a
  slow game loop still sees a quick tap), but never longer than ``max_hold``;
* while auto-repeats keep arriving it stays held until ``repeat_hold`` after
  the last one (``repeat_hold`` follows the repeat interval actually seen);
* in the machine's editor (INPUT, ``scroll?``, PAUSE 0) every auto-repeat is a
  new press, so holding a key repeats it as the ROM's editor does;
* the same key again is a new press too, unless it comes the way only an
  auto-repeat does (:meth:`HeldKeys._is_repeat`), so "Ann" typed fast, or
  pasted, is three key strokes;
* a new key lets go of the one before for a frame (the terminal cannot say
  whether it is still down; usually it is not), so loops that wait for a
  release end and every key stroke is a new key for the ROM;
* every change of state lasts at least one frame, so keys typed faster than
  the machine's 50 Hz keyboard scan (a paste) all arrive, in order.

Terminals that speak the kitty keyboard protocol report releases
(``CSI code;mods:3u``); then a key is held exactly as long as it is down (see
:class:`KittyDecoder`; the live terminal enables it when the terminal answers
the protocol's query).

Terminal keys are named as prompt_toolkit names them (``'c-m'`` Enter,
``'c-h'`` Backspace, ``'left'``, ``'f12'``...) or are the character typed.
Each machine maps terminal keys to chords of its own key names (its face's
``keys_for``, basic.core.face: the Spectrum's CAPS SHIFT and SYMBOL SHIFT
chords, a C64's PETSCII codes...); :class:`HeldKeys` takes that map and only
deals in chords.
"""
from __future__ import annotations

import re
from collections import deque
from ..core.nodeclass import record
from typing import Callable, Optional, Union

from ..core.keys import char_keys

EMPTY: frozenset[str] = frozenset()

#: terminal keys that are commands to the front-end, not machine keys
ACTIONS: dict[str, str] = {"c-c": "break", "f12": "screenshot", "c-d": "quit"}


@record(frozen=True)
class TermKey:
    """One key event from the terminal.  ``kind`` is ``'press'``,
    ``'repeat'`` (kitty only), ``'release'`` (kitty, the window) or
    ``'paste'`` (the window: ``name`` is the text pasted); ``code``
    names the physical key for matching a release with its press.
    ``role`` (the window's keys): ``'modifier'`` for Shift, Ctrl, Alt held
    alone, ``'plain'`` for a letter, digit or space, which the modifiers
    held with it shift (Shift+A is CAPS SHIFT+A); a key of any other role
    (a symbol, Enter, a cursor key) brings its own shifts, and the
    modifiers held with it do not count (Shift+2 typing ``@`` is SYMBOL
    SHIFT+2 alone).  ``base`` (the window's keys): the key's own letter or
    digit, which stands for it, as a plain key, when the machine has no
    key for the character it types (Shift+7 typing ``&`` is SHIFT+7 on a
    ZX81)."""
    name: str
    kind: str = "press"
    code: int = 0
    role: str = ""
    base: str = ""

    @property
    def action(self) -> Optional[str]:
        return ACTIONS.get(self.name)


def with_keypad(keymap: Callable[[str], Optional[frozenset[str]]]
                ) -> Callable[[str], Optional[frozenset[str]]]:
    """A face's key map, with the keypad's keys (``kp0``..``kp9``, ``kp.``,
    ``kp+``..., which the window and a kitty terminal tell from the main
    keys) typing their characters where the face has no use of their own
    for them (the C64's is its joystick)."""
    def mapped(name: str) -> Optional[frozenset[str]]:
        keys = keymap(name)
        if keys is None and len(name) == 3 and name.startswith("kp"):
            return keymap(name[2])
        return keys
    return mapped


def from_keypress(key: object, data: str = "") -> Optional[TermKey]:
    """A prompt_toolkit ``KeyPress`` (its ``key`` and ``data``) as a press."""
    name = getattr(key, "value", key)
    if not isinstance(name, str) or name in ("<cursor-position-response>", "<ignore>"):
        return None
    return TermKey(name)


# ---------------------------------------------------------------------------
# the kitty keyboard protocol
# ---------------------------------------------------------------------------

#: progressive enhancement flags we ask for: disambiguate (1), report event
#: types (2), report alternate keys (4), report all keys as escape codes (8)
KITTY_FLAGS = 1 | 2 | 4 | 8
KITTY_PUSH = f"\x1b[>{KITTY_FLAGS}u"
KITTY_POP = "\x1b[<u"
KITTY_QUERY = "\x1b[?u"
DA1_QUERY = "\x1b[c"

#: kitty's codes for keys that have no character
KITTY_FUNCTIONAL: dict[int, str] = {
    13: "c-m", 9: "c-i", 127: "c-h", 8: "c-h", 27: "escape", 57358: "capslock",
    57414: "c-m",                                   # keypad Enter
}
KITTY_KEYPAD = {57399 + i: f"kp{i}" for i in range(10)}
KITTY_KEYPAD.update({57409: "kp.", 57410: "kp/", 57411: "kp*", 57412: "kp-", 57413: "kp+",
                     57415: "kp="})
KITTY_LETTER = {"A": "up", "B": "down", "C": "right", "D": "left", "H": "home", "F": "end",
                "P": "f1", "Q": "f2", "S": "f4"}
KITTY_TILDE = {2: "insert", 3: "delete", 5: "pageup", 6: "pagedown", 7: "home", 8: "end",
               11: "f1", 12: "f2", 13: "f3", 14: "f4", 15: "f5", 17: "f6", 18: "f7",
               19: "f8", 20: "f9", 21: "f10", 23: "f11", 24: "f12"}
KITTY_MODIFIER_KEYS = range(57441, 57453)          # shift, ctrl, alt, super... left and right

_CSI = re.compile(r"\x1b\[([?]?)([0-9:;]*)([uABCDEFHPQS~c])")
_PARTIAL = re.compile(r"\x1b(\[[0-9:;?]*)?\Z")

#: what :meth:`KittyDecoder.split` yields: a key, legacy text for
#: prompt_toolkit's parser, or a reply to a query (``('flags', n)``, ``('da1', 0)``)
Piece = Union[TermKey, str, tuple[str, int]]


class KittyDecoder:
    """Takes the kitty protocol's key events (and the replies to the
    capability queries) out of raw terminal input; everything else is handed
    on untouched, for prompt_toolkit's VT100 parser."""

    def __init__(self) -> None:
        self.active = False      # kitty key events are expected (we pushed our flags)
        self._carry = ""

    @property
    def pending(self) -> bool:
        """Part of an escape sequence is waiting for the rest."""
        return bool(self._carry)

    def split(self, text: str, final: bool = True) -> list[Piece]:
        """Pieces of ``text`` in order.  An escape sequence cut off at the end
        is kept for the next call unless ``final``."""
        text = self._carry + text
        self._carry = ""
        if not final:
            m = _PARTIAL.search(text)
            if m:
                self._carry = text[m.start():]
                text = text[:m.start()]
        out: list[Piece] = []
        pos = 0
        for m in _CSI.finditer(text):
            piece = self._sequence(m.group(1), m.group(2), m.group(3))
            if piece is None:
                continue
            if m.start() > pos:
                out.append(text[pos:m.start()])
            out.append(piece)
            pos = m.end()
        if pos < len(text):
            out.append(text[pos:])
        return [p for p in out if p != ""]

    def _sequence(self, private: str, params: str, final: str) -> Optional[Piece]:
        if private == "?":
            if final == "u":
                return ("flags", int(params or 0))
            if final == "c":
                return ("da1", 0)
            return None
        if final == "c":
            return None
        fields = params.split(";") if params else []
        if not self.active:
            # only the unambiguous kitty forms are ours: CSI ... u
            if final != "u":
                return None
        key_field = fields[0].split(":") if fields else ["1"]
        mod_field = fields[1].split(":") if len(fields) > 1 else ["1"]
        try:
            code = int(key_field[0] or 1)
            shifted = int(key_field[1]) if len(key_field) > 1 and key_field[1] else 0
            mods = int(mod_field[0] or 1) - 1
            kind = {"1": "press", "2": "repeat", "3": "release"}.get(
                mod_field[1] if len(mod_field) > 1 else "1", "press")
        except ValueError:
            return None
        name = self._name(code, shifted, mods, final)
        if name is None:
            return ("ignored", code)
        return TermKey(name, kind, code if final == "u" else (ord(final) << 16) | code)

    @staticmethod
    def _name(code: int, shifted: int, mods: int, final: str) -> Optional[str]:
        shift, ctrl = mods & 1, mods & 4
        if final in KITTY_LETTER:
            return KITTY_LETTER[final]
        if final == "~":
            return KITTY_TILDE.get(code)
        if code in KITTY_MODIFIER_KEYS:
            return None
        if code in KITTY_FUNCTIONAL:
            return KITTY_FUNCTIONAL[code]
        if code in KITTY_KEYPAD:
            return KITTY_KEYPAD[code]
        if code >= 57344:                               # other private-use keys
            return None
        if ctrl:
            if chr(code).lower() == "c":
                return "c-c"
            return None
        if shift and shifted:
            return chr(shifted)
        ch = chr(code)
        return ch.upper() if shift else ch


# ---------------------------------------------------------------------------
# held keys
# ---------------------------------------------------------------------------

TAP_HOLD = 0.12          # seconds a single press is held
MAX_HOLD = 0.6           # ... at most, while waiting for the program to read it
REPEAT_HOLD = 0.12       # after the last auto-repeat, until the interval is known
KITTY_SAFETY = 2.0       # a kitty key with no event for this long is let go
REPEAT_GAP = 0.25        # a press of the held key sooner than this may be an auto-repeat
FIRST_DELAY = 0.2        # terminals start repeating a held key no sooner than this
RUN_GAP = 1.5            # ... nor later than this: a key this long unseen starts afresh


class HeldKeys:
    """Which machine keys are down, from terminal key events.

    Call :meth:`event` for every key from the terminal and :meth:`update`
    once per machine frame; ``update`` returns the keys to show as held.
    ``now`` is seconds on any monotonic clock (tests pass their own).
    ``keymap`` turns a terminal key name into the machine's chord (None: the
    machine has no such key); by default a character is typed by the keys
    that type it (basic.core.keys) and nothing else is mapped."""

    def __init__(self, release_events: bool = False, tap_hold: float = TAP_HOLD,
                 max_hold: float = MAX_HOLD, repeat_hold: float = REPEAT_HOLD,
                 keymap: Callable[[str], Optional[frozenset[str]]] = char_keys,
                 forget_after: Optional[float] = KITTY_SAFETY) -> None:
        self.keymap = keymap
        self.release_events = release_events
        #: with release events: let every key go after this long without
        #: one (a kitty terminal that lost a release); None: never (the
        #: window, whose releases always come)
        self.forget_after = forget_after
        self.tap_hold = tap_hold
        self.max_hold = max_hold
        self.repeat_hold = repeat_hold
        self.current: frozenset[str] = EMPTY
        self.queue: deque[tuple[frozenset[str], bool]] = deque()   # (state, came from a repeat)
        self._shown_at = 0.0
        self._last_event = 0.0
        self._repeating = False
        self._seen = False               # the program has read the keyboard since shown
        self._down: dict[int, frozenset[str]] = {}   # kitty: key code -> machine keys
        self._roles: dict[int, str] = {}             # ... and its TermKey.role
        self._interval: Optional[float] = None
        self._run_keys: frozenset[str] = EMPTY        # the key that arrived last (legacy)
        self._run_gaps: tuple[float, ...] = ()        # ... the gaps before its last two arrivals
        self._run_repeat = False                      # ... and whether that was a repeat

    # -- events ----------------------------------------------------------
    def _target(self) -> frozenset[str]:
        """The state the keyboard will reach once the queue has been shown."""
        return self.queue[-1][0] if self.queue else self.current

    def _push(self, state: frozenset[str], repeat: bool = False, press: bool = True) -> None:
        """Queue a new state.  Without release events every press is a key
        stroke of its own: whatever was held is let go for a frame first (so a
        wait-for-release loop ends, and the ROM sees a new key go down).  With
        them, only a press that adds no new key (``a`` after ``CAPS SHIFT+a``)
        needs that."""
        last = self._target()
        if press and state and last:
            if not self.release_events or not (state - last):
                self.queue.append((EMPTY, False))
        self.queue.append((state, repeat))

    def event(self, key: TermKey, now: float, editing: bool = False) -> None:
        """A key from the terminal.  ``editing``: the machine waits in its
        editor, where an auto-repeat types the key again."""
        keys = self.keymap(key.name)
        if keys is None and key.base and key.kind != "release":
            keys = self.keymap(key.base)
            key = TermKey(key.base, key.kind, key.code, "plain")
        if keys is None and key.kind == "release" and key.code in self._down:
            keys = self._down[key.code]             # let go of what went down
        if keys is None:
            return
        if self.release_events:
            self._kitty(key, keys, now, editing)
        else:
            self._legacy(keys, now, editing)

    def _legacy(self, keys: frozenset[str], now: float, editing: bool) -> None:
        gap = now - self._last_event
        self._last_event = now
        repeat = self._is_repeat(keys, gap)
        if not self.queue and self.current == keys:
            # the key is held: an auto-repeat, or a second tap
            if repeat:
                self._learn(gap)
                if not editing:
                    self._repeating = True
                    return
            self._push(keys, repeat)
            return
        if self.queue and self.queue[-1][0] == keys and repeat and not editing:
            return                          # repeats of a press not shown yet
        self._push(keys)

    def _is_repeat(self, keys: frozenset[str], gap: float) -> bool:
        """Whether an arrival of ``keys`` ``gap`` seconds after the last key
        is the terminal's auto-repeat rather than the key typed again.

        A terminal repeats a held key only after a delay (200 ms or more),
        then every 30-100 ms; a person types a letter twice ("Ann") 100-250 ms
        apart, and a paste or keys typed ahead arrive together.  One short
        gap after a long one is no proof of auto-repeat: Enter to answer a
        prompt, and Enter again at once for the next one, arrive that way.
        A key taken for a repeat is dropped, and a dropped key stroke can
        leave a program waiting for ever, while a repeat taken for a key
        stroke only lets the key up for a frame.  So the second and third
        arrivals of a key are always key strokes, and a later one is a
        repeat when it comes within :data:`REPEAT_GAP` of the one before and
        the key is repeating: the two arrivals before it came at a
        repeat's rhythm (a short gap after the first delay), or the one
        before was a repeat itself.  A key that has not come for
        :data:`RUN_GAP` starts afresh."""
        if keys != self._run_keys or gap >= RUN_GAP:
            self._run_keys, self._run_gaps, self._run_repeat = keys, (), False
            return False
        gaps = self._run_gaps
        rhythm = len(gaps) == 2 and gaps[1] < REPEAT_GAP and gaps[0] >= FIRST_DELAY
        repeat = gap < REPEAT_GAP and (self._run_repeat or rhythm)
        self._run_gaps = (gaps + (gap,))[-2:]
        self._run_repeat = repeat
        return repeat

    def _learn(self, gap: float) -> None:
        """Follow the terminal's auto-repeat interval: a key stays held for
        2.5 intervals after its last repeat."""
        self._interval = gap if self._interval is None else 0.7 * self._interval + 0.3 * gap
        self.repeat_hold = min(0.3, max(0.06, 2.5 * self._interval))

    def _kitty(self, key: TermKey, keys: frozenset[str], now: float, editing: bool) -> None:
        self._last_event = now
        if key.kind == "release":
            self._roles.pop(key.code, None)
            if self._down.pop(key.code, None) is not None:
                self._push(self._union(), press=False)
            return
        if key.kind == "repeat" and key.code in self._down:
            if editing:
                state = self._union()
                self.queue.append((state - self._down[key.code], False))
                self.queue.append((state, True))
            return
        self._down[key.code] = keys
        self._roles[key.code] = key.role
        self._push(self._union())

    def _union(self) -> frozenset[str]:
        """The machine keys of every key down; the modifiers' only while
        every other key down is a plain one (see :class:`TermKey`)."""
        roles = self._roles
        shifted = all(roles.get(code) in ("plain", "modifier") for code in self._down)
        out: set[str] = set()
        for code, keys in self._down.items():
            if shifted or roles.get(code) != "modifier":
                out |= keys
        return frozenset(out)

    @property
    def sustained(self) -> bool:
        """The keys held are known to stay down (the terminal reports
        releases, or its auto-repeat keeps them up), not a tap held a moment."""
        return self.release_events or self._repeating

    # -- per frame ---------------------------------------------------------
    def update(self, now: float, polled: bool = True) -> frozenset[str]:
        """Advance to ``now``; ``polled``: the program read the keyboard in the
        frame that just ended (or waits in its editor).  Returns the keys held."""
        if polled and self.current:
            self._seen = True
        if self.queue:
            self.current, self._repeating = self.queue.popleft()
            self._shown_at = now
            self._seen = False
            return self.current
        if not self.current:
            return self.current
        if self.release_events:
            if self.forget_after is not None and now - self._last_event > self.forget_after:
                self._down.clear()
                self.current = EMPTY
            return self.current
        if self._repeating:
            if now - self._last_event >= self.repeat_hold:
                self.current = EMPTY
        else:
            held = now - self._shown_at
            if (held >= self.tap_hold and self._seen) or held >= self.max_hold:
                self.current = EMPTY
        return self.current

    def clear(self) -> None:
        """Let go of everything (e.g. when the run ends)."""
        self.queue.clear()
        self._down.clear()
        self._roles.clear()
        self.current = EMPTY
        self._run_keys, self._run_gaps, self._run_repeat = EMPTY, (), False


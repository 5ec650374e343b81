"""Scripted key presses for headless runs, in the oracle's grammar.

A script is a comma-separated list of ``TRIGGER:KEY[:FRAMES]`` events that
fire strictly in order, each after the previous key has been released:

========== ==============================================================
``N``      frame N after RUN (absolute)
``+N``     N frames after the previous release (or after frame 0)
``inkey``  the program has read the keyboard in 2 frames since the previous
           release, with no key held: it is waiting for a key
``?text``  the decoded screen contains ``text``
``wait``   the machine waits in its editor (INPUT, scroll?, ...)
========== ==============================================================

KEY is a character (``a``, ``Q`` = CAPS SHIFT+q, ``"`` = SYMBOL SHIFT+p), a name
(``ENTER`` ``SPACE`` ``CS`` ``SS`` ``BREAK`` ``DELETE`` ``EDIT`` ``UP`` ``DOWN``
``LEFT`` ``RIGHT`` ``CAPSLOCK`` ``GRAPHICS`` ``EXTEND`` ``COMMA`` ``COLON``
``NONE``) or a chord such as ``CS+5``.  FRAMES is how long the key is held (5 by
default); an ``inkey`` key is also held until the program has read the keyboard
while it was down, for at most 250 extra frames.

The keys are named as :mod:`.keys` names them, whatever the machine.  The
scheduler here is machine-neutral: it is told each frame what the machine
is doing and answers which keys should be down.
"""
from __future__ import annotations

from .nodeclass import record
from typing import Optional, Union

from .keys import NAMED_KEYS, KeyScriptError, keys_for

__all__ = ["NAMED_KEYS", "KeyEvent", "KeyScheduler", "KeyScriptError", "keys_for",
           "parse_script"]

DEFAULT_HOLD = 5
INKEY_EXTRA_HOLD = 250


@record
class KeyEvent:
    trigger: str          # 'abs', 'rel', 'inkey', 'text', 'wait'
    value: Union[int, str, None]     # frame number, text, or None
    keys: frozenset[str]
    hold: int
    source: str = ""


def parse_script(script: str) -> list[KeyEvent]:
    """``'inkey:2:5,+10:ENTER'`` -> events.  Raises KeyScriptError."""
    events: list[KeyEvent] = []
    for item in (s.strip() for s in script.split(",")):
        if not item:
            continue
        parts = item.split(":")
        if len(parts) < 2 or len(parts) > 3:
            raise KeyScriptError(f"key event {item!r} is not TRIGGER:KEY[:FRAMES]")
        trig, key = parts[0], parts[1]
        hold = DEFAULT_HOLD
        if len(parts) == 3:
            if not parts[2].isdigit():
                raise KeyScriptError(f"FRAMES must be a number in {item!r}")
            hold = int(parts[2])
        if trig == "inkey":
            ev = KeyEvent("inkey", None, keys_for(key), hold, item)
        elif trig == "wait":
            ev = KeyEvent("wait", None, keys_for(key), hold, item)
        elif trig.startswith("?"):
            ev = KeyEvent("text", trig[1:], keys_for(key), hold, item)
        elif trig.startswith("+") and trig[1:].isdigit():
            ev = KeyEvent("rel", int(trig[1:]), keys_for(key), hold, item)
        elif trig.isdigit():
            ev = KeyEvent("abs", int(trig), keys_for(key), hold, item)
        else:
            raise KeyScriptError(f"unknown trigger {trig!r} in {item!r}")
        events.append(ev)
    return events


class KeyScheduler:
    """Runs a key script against a machine, one frame at a time."""

    def __init__(self, events: list[KeyEvent]) -> None:
        self.pending = list(events)
        self.fired: list[tuple[str, int]] = []
        self.current: Optional[KeyEvent] = None
        self.pressed_at = 0
        self.read_while_down = False
        self.last_release = 0
        self.poll_frames = 0       # frames with a keyboard read since the last release

    @property
    def idle(self) -> bool:
        """No key is down and none is waiting to fire."""
        return self.current is None and not self.pending

    def frame(self, frame: int, polled: bool, waiting_in_editor: bool,
              screen_text) -> tuple[Optional[frozenset[str]], bool]:
        """Advance to ``frame``.  ``polled``: the program read the keyboard in
        the frame that just ended.  ``screen_text()`` gives the decoded screen
        (only called when a ``?text`` event waits).  Returns (keys to press
        now or None, whether to release the held key now)."""
        if self.current is not None:
            if polled:
                self.read_while_down = True
            held = frame - self.pressed_at
            ev = self.current
            done = held >= ev.hold
            if done and ev.trigger == "inkey" and not self.read_while_down:
                done = held >= ev.hold + INKEY_EXTRA_HOLD
            if done:
                self.current = None
                self.last_release = frame
                self.poll_frames = 0
                return None, True
            return None, False
        if polled:
            self.poll_frames += 1
        if not self.pending:
            return None, False
        ev = self.pending[0]
        fire = False
        if ev.trigger == "abs":
            fire = isinstance(ev.value, int) and frame >= ev.value
        elif ev.trigger == "rel":
            fire = isinstance(ev.value, int) and frame >= self.last_release + ev.value
        elif ev.trigger == "inkey":
            fire = self.poll_frames >= 2
        elif ev.trigger == "wait":
            fire = waiting_in_editor
        elif ev.trigger == "text":
            fire = isinstance(ev.value, str) and ev.value in screen_text()
        if not fire:
            return None, False
        self.pending.pop(0)
        self.fired.append((ev.source, frame))
        self.current = ev
        self.pressed_at = frame
        self.read_while_down = False
        return ev.keys, False

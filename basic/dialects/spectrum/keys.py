"""The Spectrum's keys for a terminal key: what a person presses on the 40-key
keyboard to type what they typed on a PC keyboard (the Spectrum's face,
:mod:`.face`, hands this to the live terminal).

Terminal keys are named as prompt_toolkit names them (``'c-m'`` Enter,
``'c-h'`` Backspace, ``'left'``, ``'f12'``...) or are the character typed.
CAPS SHIFT + digit are the ROM's editing keys; F1..F9 give CAPS SHIFT +
1..9, the functions printed above the Spectrum's digit keys; a character is
typed by the keys that type it in L mode (basic.core.keys).
"""
from __future__ import annotations

from typing import Optional

from ...core.keys import KeyScriptError, keys_for

#: terminal key name -> Spectrum keys
NAMED: dict[str, frozenset[str]] = {
    "c-m": frozenset({"ENTER"}),
    "c-j": frozenset({"ENTER"}),
    "c-h": frozenset({"CS", "0"}),          # Backspace -> DELETE
    "delete": frozenset({"CS", "0"}),
    "left": frozenset({"CS", "5"}),
    "down": frozenset({"CS", "6"}),
    "up": frozenset({"CS", "7"}),
    "right": frozenset({"CS", "8"}),
    "escape": frozenset({"CS", "1"}),       # EDIT
    "capslock": frozenset({"CS", "2"}),
    "c-i": frozenset({"CS", "SS"}),         # Tab -> EXTENDED MODE
    " ": frozenset({"SPACE"}),
    # the window's modifier keys held alone (basic.frontends.window)
    "shift": frozenset({"CS"}),
    "ctrl": frozenset({"SS"}),
    "alt": frozenset({"SS"}),
}
for _n in range(1, 10):
    NAMED[f"f{_n}"] = frozenset({"CS", str(_n)})

#: characters typed on a PC keyboard that the Spectrum spells differently
CHAR_ALIASES: dict[str, str] = {"£": "`", "\r": "c-m", "\n": "c-m", "\t": "c-i", "\x7f": "c-h"}


def spectrum_keys(name: str) -> Optional[frozenset[str]]:
    """The Spectrum keys a person presses for terminal key ``name``, or None
    when the Spectrum has no such key (e.g. ``[``, which needs EXTENDED mode)."""
    name = CHAR_ALIASES.get(name, name)
    keys = NAMED.get(name)
    if keys is not None:
        return keys
    if len(name) != 1:
        return None
    try:
        return keys_for(name)
    except KeyScriptError:
        return None

"""The order the variables stand in the variables area, as the ROMs make it.

The Sinclair ROMs (the Spectrum's, ZX81's and ZX80's) put a new variable at
the end of the area (before its 0x80), and so again a string given a new
value (LET reclaims the old copy and enters the new one at the end) and an
array made by DIM (the old one is reclaimed); a number keeps its place, a
FOR turning it into a control variable too (the extra bytes are inserted
where it is).  Machine code finds variables by walking the area, or at fixed
offsets from VARS (hitch-h.p's READ writes into A$, the first variable), so
the order matters.

The interpreter does not track every assignment; :class:`VariablesOrder`
works the order out each time the area is written (a PEEK there, a USR):
the variables of the last writing keep their order, and those made or made
again since (a string whose value is another object, an array that is
another array) go to the end, in the order the program names them.
"""
from __future__ import annotations

from typing import Any

from ...core.variables import Variables

Key = tuple[str, str]


class VariablesOrder:
    """The variables area's order for one store, kept between writings."""

    def __init__(self) -> None:
        self._order: list[Key] = []
        #: what each variable held at the last writing (strings and arrays:
        #: the object, whose change means the ROM made it again at the end)
        self._seen: dict[Key, Any] = {}

    def order(self, store: Variables) -> list[Key]:
        """The defined variables of ``store`` in the area's order now."""
        present: dict[Key, Any] = {}
        for key in store.order:
            value = _value(store, key)
            if value is not None:
                present[key] = value
        kept = [key for key in self._order
                if key in present and not _made_again(key, present[key], self._seen.get(key))]
        kept_set = set(kept)
        order = kept + [key for key in store.order if key in present and key not in kept_set]
        self._order = order
        self._seen = {key: present[key] for key in order}
        return order


    def refresh(self, store: Variables) -> None:
        """The variables were read back from memory (:mod:`.readback`): what
        they hold now is what the area holds, in the same order."""
        self._seen = {key: _value(store, key) for key in self._order}


def _value(store: Variables, key: Key) -> Any:
    kind, name = key
    if kind == "num":
        return store.num[store.num_slots[name]]
    if kind == "str":
        return store.str[store.str_slots[name]]
    return store.arr[store.arr_slots[name]]


def _made_again(key: Key, now: Any, before: Any) -> bool:
    """A string with another value object, or another array: made again."""
    return key[0] != "num" and now is not before

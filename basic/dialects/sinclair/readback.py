"""The variables machine code changed, read back from the variables area.

Before a routine runs, the interpreter's variables are written at VARS in
the ROM's formats (the Spectrum's ``ram``, the ZX81's); afterwards the area
is compared with what was written, and each entry that differs is made
again from memory (:mod:`.saved_vars`), so that what the routine wrote is
what BASIC reads.  An array whose shape is unchanged keeps its identity (its
values are replaced in place), so a slice or element the running statement
has already found sees the new values, as the ROM's pointers into the area
would.  An area the routine left unreadable changes nothing.
"""
from __future__ import annotations

from typing import Callable

from ...core.variables import NumArray, StrArray, Variables
from . import saved_vars


def read_back(store: Variables, before: bytes, after: bytes, layout: saved_vars.Layout,
              find: Callable[[int, int], int], small_integers: bool = True) -> None:
    """Make again, in ``store``, each entry of ``after`` (the area now) that
    is not in ``before`` (the area written for the routine)."""
    if after == before:
        return
    try:
        old = set(saved_vars.read_area(before, layout))
        new = saved_vars.read_area(after, layout)
    except ValueError:
        return
    for entry in new:
        if entry in old:
            continue
        kept = _current(store, entry)
        try:
            saved_vars.restore_entry(store, entry, layout, find, small_integers)
        except (ValueError, IndexError):
            continue
        _keep_identity(store, entry, kept)


def _current(store: Variables, entry: saved_vars.SavedVariable) -> object:
    if entry.kind == saved_vars.NUM_ARRAY:
        slot = store.arr_slots.get(entry.name)
        return None if slot is None else store.arr[slot]
    if entry.kind == saved_vars.CHAR_ARRAY:
        slot = store.str_slots.get(entry.name)
        return None if slot is None else store.str[slot]
    return None


def _keep_identity(store: Variables, entry: saved_vars.SavedVariable, kept: object) -> None:
    """An array made again with the shape it had: the old object takes the
    new values and goes back in its slot."""
    if isinstance(kept, NumArray):
        slot = store.arr_slots[entry.name]
        made = store.arr[slot]
        if made is not None and made.bounds == kept.bounds:
            kept.data[:] = made.data
            store.arr[slot] = kept
    elif isinstance(kept, StrArray):
        slot = store.str_slots[entry.name]
        made = store.str[slot]
        if isinstance(made, StrArray) and made.bounds == kept.bounds \
                and made.length == kept.length:
            kept.rows[:] = made.rows
            store.str[slot] = kept

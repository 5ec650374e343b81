"""``.sna`` (48K: a 27-byte header, then the RAM) 48K snapshots (:mod:`basic.dialects.spectrum.snapshots`)."""
from __future__ import annotations

from ....core.formats import ProgramImage
from . import load_snapshot, snapshot_of_listing

DIALECT = "spectrum"
KIND = "sna"


def load(data: bytes) -> ProgramImage:
    """A .sna file -> the program, variables and machine it holds."""
    return load_snapshot(data, KIND)


def decode(data: bytes) -> str:
    """A .sna file -> its program's listing (the variables left out)."""
    return load(data).listing


def encode(text: str, name: str) -> bytes:
    """A listing -> a .sna snapshot with the program loaded, at the editor."""
    return snapshot_of_listing(text, KIND)

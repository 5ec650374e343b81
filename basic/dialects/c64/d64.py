"""A 1541 disk image (``.d64``) as a program file: ``basic run game.d64
[NAME]`` runs the program ``LOAD "NAME",8`` would load from it (the first
one, ``*``, without a name), through the project's 1541 (:mod:`.drive`).
basic reads disk images here; a program writes to one with SAVE "NAME",8
(``basic run --disk``)."""
from __future__ import annotations

import os
import tempfile
from typing import Optional

from ...core.formats import FormatError, ProgramImage
from .devices import program_on_disk

DIALECT = "c64"
CONTAINER = True


def load(data: bytes, name: Optional[str] = None) -> ProgramImage:
    """The program called ``name`` (wildcards as the C64's; None: the
    first) on the disk image ``data``, as LOAD leaves it."""
    fd, path = tempfile.mkstemp(suffix=".d64", prefix="basic-disk-")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(bytes(data))
        try:
            image = program_on_disk(path, name or "*")
        except ValueError as err:
            raise FormatError(str(err).replace(f" {path}", "")) from None
    finally:
        os.unlink(path)
    image.name = name or ""
    return image


def decode(data: bytes) -> str:
    return load(data).listing


def encode(text: str, name: str = "") -> bytes:
    raise FormatError("basic reads .d64 disk images but does not write them this way; "
                      'a program saves to one with SAVE "NAME",8 (basic run --disk)')

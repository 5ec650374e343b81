"""A ROM image the user supplies: ``--rom FILE`` or an environment variable.

The project ships no ZX80 or ZX81 ROM (their ROMs are not free to copy);
machine code on those machines runs without one until it calls into the
ROM.  A user who has the image names it, and it is checked by its size and
CRC32 against the one genuine image, so that a wrong file is refused with
one line rather than run into nonsense.  A dialect that can take one says
which (:attr:`basic.core.dialect.Dialect.rom_image`); the command line
checks ``--rom`` and the variable before a run, the machine reads the image
when machine code first needs it.
"""
from __future__ import annotations

import os
import zlib
from .nodeclass import record
from pathlib import Path
from typing import Optional


class RomImageError(ValueError):
    """The file is not the ROM wanted (or cannot be read): the message is
    one line for the user."""


@record(frozen=True)
class RomImage:
    """Which ROM image a machine takes."""
    #: what it is, for messages ("the ZX81's 8K ROM")
    name: str
    size: int
    crc32: int
    #: the environment variable that may name the file
    env: str

    def problem(self, data: bytes) -> Optional[str]:
        """Why ``data`` is not this ROM, or None."""
        crc = zlib.crc32(data)
        if len(data) != self.size or crc != self.crc32:
            return (f"not {self.name} ({len(data)} bytes, CRC32 {crc:08x}; it is "
                    f"{self.size} bytes, CRC32 {self.crc32:08x})")
        return None

    def read(self, path: str) -> bytes:
        """The image in ``path``; RomImageError when it cannot be read or
        is not this ROM."""
        try:
            data = Path(path).read_bytes()
        except OSError as exc:
            raise RomImageError(f"{path}: {exc.strerror or exc}") from None
        problem = self.problem(data)
        if problem is not None:
            raise RomImageError(f"{path}: {problem}")
        return data

    def chosen(self, option: Optional[str]) -> Optional[str]:
        """The file asked for: ``option`` (``--rom``), else the variable's,
        else None."""
        return option or os.environ.get(self.env) or None

    def find(self, option: Optional[str]) -> Optional[bytes]:
        """The image asked for (see :meth:`chosen`), or None when none is;
        RomImageError when the file named is not this ROM."""
        path = self.chosen(option)
        if path is None:
            return None
        try:
            return self.read(path)
        except RomImageError as exc:
            if option:
                raise
            raise RomImageError(f"${self.env}: {exc}") from None

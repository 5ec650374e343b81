"""What a disk holds, seen through the 1541's directory: the interface the
DOS (:mod:`.dos`) uses, whatever is behind it (a host folder, a .d64).

A backend lists :class:`Entry` objects in directory order and reads, writes,
scratches and renames whole files; the DOS does the rest (channels, names,
statuses).  A backend raises :class:`DiskProblem` for what the host or the
image refuses: the drive shows its status number, and the user is told why
in words (a folder that cannot be written, a damaged image).
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from .names import PAD, TYPE_NAMES, padded
from .status import DosError

BLOCK_DATA = 254                  # data bytes in a 256-byte sector
DISK_BLOCKS = 664                 # free blocks of an empty 1541 disk
CLOSED = 0x80
LOCKED = 0x40


def give_mode(temporary: str | os.PathLike, target: Path) -> None:
    """Before a temporary file is renamed over ``target``: the mode of the
    file it replaces, or for a new file the one the user's umask gives
    (mkstemp makes its files readable by their owner only)."""
    try:
        mode = target.stat().st_mode & 0o7777
    except FileNotFoundError:
        mask = os.umask(0)
        os.umask(mask)
        mode = 0o666 & ~mask
    os.chmod(temporary, mode)


def blocks_for(length: int) -> int:
    """The sectors a file of ``length`` bytes takes (at least one)."""
    return max(1, -(-length // BLOCK_DATA))


class DiskProblem(DosError):
    """A status the drive reports, with words for the user saying why."""

    def __init__(self, code: int, explanation: str, track: int = 0, sector: int = 0):
        super().__init__(code, track, sector)
        self.explanation = explanation

    def __str__(self) -> str:
        return self.explanation


@dataclass
class Entry:
    """One directory entry: its 16-byte name (padded with $A0), the type
    byte as stored (bit 7 closed, bit 6 locked, bits 0-2 the type), its
    block count, and a backend's handle for it."""
    raw_name: bytes
    type_byte: int
    blocks: int
    key: object = None

    @classmethod
    def make(cls, name: bytes, file_type: int, blocks: int, key: object = None,
             closed: bool = True) -> 'Entry':
        return cls(padded(name), file_type | (CLOSED if closed else 0), blocks, key)

    @property
    def name(self) -> bytes:
        """The name up to its padding (what a program typed)."""
        end = self.raw_name.find(bytes([PAD]))
        return self.raw_name if end < 0 else self.raw_name[:end]

    @property
    def file_type(self) -> int:
        return self.type_byte & 7

    @property
    def closed(self) -> bool:
        return bool(self.type_byte & CLOSED)

    @property
    def locked(self) -> bool:
        return bool(self.type_byte & LOCKED)

    def describe(self) -> str:
        kind = TYPE_NAMES[self.file_type] if self.file_type < len(TYPE_NAMES) else '???'
        return '"%s" (%s)' % (self.name.decode('latin-1'), kind)


class Storage:
    """The interface of a disk backend (see the module docstring)."""

    #: words for messages: "the folder disk/", "the image game.d64"
    description = 'the disk'

    def header(self) -> bytes:
        """The 23 bytes at $90-$A6 of the BAM sector: the disk name padded
        with $A0, two $A0, the ID, $A0, the DOS version and format (``2A``)."""
        raise NotImplementedError

    def entries(self) -> list[Entry]:
        """Every entry in use (type byte not 0), in directory order."""
        raise NotImplementedError

    def free_blocks(self) -> int:
        raise NotImplementedError

    def read(self, entry: Entry) -> bytes:
        """The file's bytes (a PRG's start with its load address)."""
        raise NotImplementedError

    def check_writable(self) -> None:
        """Raise :class:`DiskProblem` (26, write protect on) if nothing can
        be written."""

    def check_name(self, name: bytes) -> None:
        """Raise :class:`DosError` if a new file may not have this name."""

    def write(self, name: bytes, file_type: int, data: bytes,
              replace: Entry | None = None) -> None:
        """Store a closed file: a new one, or (``replace``) in place of an
        existing one, which goes only once the new one is written."""
        raise NotImplementedError

    def scratch(self, entry: Entry) -> None:
        raise NotImplementedError

    def rename(self, entry: Entry, new_name: bytes) -> None:
        raise NotImplementedError

    def format(self, name: bytes, disk_id: bytes | None) -> None:
        raise NotImplementedError

    def validate(self) -> None:
        """The V command: the block map rebuilt from the files, unclosed
        files removed."""

    def raw_directory(self) -> bytes:
        """The bytes of the chain from track 18 sector 0 (BAM, then the
        directory sectors), which ``OPEN 2,8,2,"$"`` reads."""
        raise NotImplementedError

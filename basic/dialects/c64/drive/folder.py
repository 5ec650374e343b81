"""A host folder as the disk in device 8.

Each file of the disk is a host file named by :mod:`.hostnames`
(``hi score.seq``, ``game.prg``) holding the file's bytes as the drive
would send them: a PRG starts with its load address, a SEQ or USR file is
raw PETSCII.  The directory lists the folder's files with a type suffix in
alphabetical order; its header is the folder's name with ID ``00``, and
the blocks free are an empty disk's 664 less the blocks the files would take.

The folder is made when the first file is written.  Every write goes to a
temporary file in the folder that is renamed over the old one, so a crash
leaves the old file or the new, never half of one.
"""
from __future__ import annotations

import errno
import os
import tempfile
from pathlib import Path

from .hostnames import host_name, petscii_name, split_host_name
from .names import PAD, padded
from .rawdir import directory_chain
from .status import (DISK_FULL, FILE_EXISTS, INVALID_COMMAND,
                     INVALID_FILENAME, WRITE_ERROR, WRITE_PROTECT_ON, DosError)
from .storage import DISK_BLOCKS, DiskProblem, Entry, Storage, blocks_for, give_mode


class FolderStorage(Storage):
    """Device 8 as the files of a host folder (see the module docstring)."""

    def __init__(self, path: str | os.PathLike):
        self.path = Path(path)
        self.description = 'the folder %s' % self.path

    # -- reading ----------------------------------------------------------

    def header(self) -> bytes:
        name = petscii_name(self.path.resolve().name.upper() or 'DISK')[:16]
        return padded(name) + bytes([PAD, PAD]) + b'00' + bytes([PAD]) + b'2A'

    def entries(self) -> list[Entry]:
        try:
            names = sorted(os.listdir(self.path), key=lambda n: (n.lower(), n))
        except FileNotFoundError:
            return []
        except OSError as error:
            raise DiskProblem(74, 'cannot read %s: %s' % (self.description, error.strerror))
        found = []
        for filename in names:
            parsed = split_host_name(filename)
            full = self.path / filename
            if parsed is None or not full.is_file():
                continue
            try:
                size = full.stat().st_size
            except OSError:
                continue
            name, file_type = parsed
            found.append(Entry.make(name, file_type, blocks_for(size) if size else 0, full))
        return found

    def free_blocks(self) -> int:
        return max(0, DISK_BLOCKS - sum(entry.blocks for entry in self.entries()))

    def read(self, entry: Entry) -> bytes:
        try:
            return Path(entry.key).read_bytes()
        except OSError as error:
            raise DiskProblem(20, 'cannot read %s: %s' % (entry.key, error.strerror))

    def raw_directory(self) -> bytes:
        return directory_chain(self.header(), self.entries(), self.free_blocks())

    # -- writing ----------------------------------------------------------

    def check_writable(self) -> None:
        probe = self.path
        while not probe.exists():
            if probe.parent == probe:
                break
            probe = probe.parent
        if not probe.is_dir():
            raise DiskProblem(WRITE_PROTECT_ON, '%s cannot be made: %s is not a folder'
                              % (self.description, probe))
        if not os.access(probe, os.W_OK | os.X_OK):
            raise DiskProblem(WRITE_PROTECT_ON, '%s is not writable' % self.description)

    def check_name(self, name: bytes) -> None:
        if host_name(name, 1) is None:
            raise DosError(INVALID_FILENAME)

    def write(self, name: bytes, file_type: int, data: bytes,
              replace: Entry | None = None) -> None:
        self.check_writable()
        target = Path(replace.key) if replace else self.path / self._host_name(name, file_type)
        try:
            self.path.mkdir(parents=True, exist_ok=True)
            _write_atomically(target, data)
        except OSError as error:
            raise _problem(error, 'cannot write %s' % target)

    def scratch(self, entry: Entry) -> None:
        try:
            Path(entry.key).unlink()
        except FileNotFoundError:
            pass
        except OSError as error:
            raise _problem(error, 'cannot delete %s' % entry.key)

    def rename(self, entry: Entry, new_name: bytes) -> None:
        target = self.path / self._host_name(new_name, entry.file_type)
        if target.exists():
            raise DosError(FILE_EXISTS)
        try:
            os.rename(entry.key, target)
        except OSError as error:
            raise _problem(error, 'cannot rename %s' % entry.key)

    def format(self, name: bytes, disk_id: bytes | None) -> None:
        raise DiskProblem(INVALID_COMMAND, 'N (format) works on a .d64 image only; '
                          '%s is not formatted' % self.description)

    def _host_name(self, name: bytes, file_type: int) -> str:
        host = host_name(name, file_type)
        if host is None:
            raise DosError(INVALID_FILENAME)
        return host


def _write_atomically(target: Path, data: bytes) -> None:
    """Write ``data`` to a temporary file beside ``target``, then rename it
    over ``target``."""
    handle, temporary = tempfile.mkstemp(prefix='.', suffix='.tmp', dir=target.parent)
    try:
        with os.fdopen(handle, 'wb') as file:
            file.write(data)
            file.flush()
            os.fsync(file.fileno())
        give_mode(temporary, target)
        os.replace(temporary, target)
    except BaseException:
        try:
            os.unlink(temporary)
        except OSError:
            pass
        raise


def _problem(error: OSError, what: str) -> DiskProblem:
    """The drive's status for a host error, with the host's words."""
    if error.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        code = WRITE_PROTECT_ON
    elif error.errno == errno.ENOSPC:
        code = DISK_FULL
    else:
        code = WRITE_ERROR
    return DiskProblem(code, '%s: %s' % (what, error.strerror or error))


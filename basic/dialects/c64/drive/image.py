"""A .d64 disk image as the disk in device 8.

Reading is done here, on the image's bytes, so that a damaged image can
never hang or crash the drive: every sector chain is followed with its
links checked (a link off the disk or back into the chain stops it with
status 66 and a message naming the file), the size is checked when the
image is inserted, and a block map whose free counts disagree with its bits
is reported (and refuses writes with 71, DIR ERROR, as the 1541's ``avck``
does, until V rebuilds it).  An image with error bytes (175531 bytes) reads
as the disk it was copied from: a sector whose byte marks it unreadable
gives the 1541's read error for it (20-23, 27, 29, 74, with its track and
sector) when a file or the directory that holds it is opened; writing does
not change the error bytes.

Changes are made with the ``d64`` package (its block map, directory entries
and file writer) on a copy of the image in the same folder, which is then
renamed over the image, so a crash leaves the old image or the new.  Two of
its choices differ from the 1541's and are replaced here: where the next
sector of a file goes when a track fills (the 1541's ``nxtts`` looks at the
tracks on the first side again before giving up, and never puts a file on
track 18) and the contents of a new directory sector (cleared, as
``nxdrbk`` clears it).
"""
from __future__ import annotations

import os
import tempfile
from pathlib import Path

from d64.block import Block
from d64.d64_image import D64Image
from d64.exceptions import ConsistencyError, DiskFullError

from . import geometry
from .names import PAD, TYPE_NAMES, padded
from .status import (DIR_ERROR, DISK_FULL, DRIVE_NOT_READY, ILLEGAL_TRACK_OR_SECTOR,
                     WRITE_ERROR, WRITE_PROTECT_ON, DosError)
from .storage import (BLOCK_DATA, CLOSED, DiskProblem, Entry, Storage, blocks_for,
                      give_mode)

_DATA_INTERLEAVE = 10
_DIR_INTERLEAVE = 3


class ImageError(Exception):
    """An image that cannot be used at all (missing, wrong size)."""


def check_image_file(path: Path) -> None:
    """Refuse, with words, a file that cannot be a 1541 image."""
    try:
        size = path.stat().st_size
    except FileNotFoundError:
        raise ImageError('%s: no such disk image' % path) from None
    except OSError as error:
        raise ImageError('%s: %s' % (path, error.strerror)) from None
    if path.is_dir():
        raise ImageError('%s is a folder, not a disk image' % path)
    if size not in (geometry.IMAGE_SIZE, geometry.IMAGE_SIZE_WITH_ERRORS):
        raise ImageError('%s is not a 1541 disk image: it has %d bytes, a .d64 has %d '
                         '(or %d with error bytes)' % (path, size, geometry.IMAGE_SIZE,
                                                       geometry.IMAGE_SIZE_WITH_ERRORS))


def blank_image(name: bytes, disk_id: bytes, size: int = geometry.IMAGE_SIZE) -> bytes:
    """A freshly formatted image, made by the ``d64`` package."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / 'blank.d64'
        D64Image.create(path, padded(name)[:16].rstrip(bytes([PAD])), disk_id[:2].ljust(2, b' '))
        data = path.read_bytes()
    if size == geometry.IMAGE_SIZE_WITH_ERRORS:
        data += bytes([1]) * geometry.ERROR_BYTES
    return data


class _DosImage(D64Image):
    """``d64``'s image with the 1541's choice of the next sector."""

    def alloc_next_block(self, track, sector, directory=False):
        """``nxtts``: stay on the track while it has room, else move away
        from track 18 track by track, then the other side from its sector 0,
        then the first side again; the directory stays on track 18."""
        interleave = _DIR_INTERLEAVE if directory else _DATA_INTERLEAVE
        passes = 3
        while self.bam.get_entry(track)[0] == 0:
            if track == geometry.DIR_TRACK:
                return None
            track += -1 if track < geometry.DIR_TRACK else 1
            if track in (0, geometry.TRACKS + 1):
                track = geometry.DIR_TRACK + (1 if track == 0 else -1)
                sector = 0
                passes -= 1
                if not passes:
                    return None
        return self._next_sector(track, sector + interleave)

    def _next_sector(self, track: int, sector: int) -> Block:
        """``fndnxt`` and ``getsec``: the first free sector from ``sector``
        (taken past the end as the ROM takes it), else from 0."""
        count = geometry.sectors_in(track)
        if sector > count:
            sector -= count + 1
        total, bits = self.bam.get_entry(track)
        bits = bits[:count]
        if total != bits.count('1'):
            raise ConsistencyError('track %d' % track)
        for candidate in list(range(sector, count)) + list(range(0, count)):
            if bits[candidate] == '1':
                self.bam.set_allocated(track, candidate)
                return Block(self, track, candidate)
        raise ConsistencyError('track %d' % track)


class ImageStorage(Storage):
    """Device 8 as a .d64 file (see the module docstring)."""

    def __init__(self, path: str | os.PathLike):
        self.path = Path(path)
        self.description = 'the disk image %s' % self.path
        check_image_file(self.path)

    # -- reading ----------------------------------------------------------

    def _bytes(self) -> bytes:
        try:
            data = self.path.read_bytes()
        except OSError as error:
            raise DiskProblem(DRIVE_NOT_READY, 'cannot read %s: %s'
                              % (self.description, error.strerror)) from None
        if len(data) not in (geometry.IMAGE_SIZE, geometry.IMAGE_SIZE_WITH_ERRORS):
            raise DiskProblem(DRIVE_NOT_READY, '%s has changed size: %d bytes'
                              % (self.description, len(data)))
        return data

    def header(self) -> bytes:
        data = self._bytes()
        start = geometry.offset(geometry.DIR_TRACK, 0) + geometry.NAME_OFFSET
        return data[start:start + 23]

    def chain(self, data: bytes, track: int, sector: int, what: str) -> list[tuple[int, int]]:
        """The sectors of a chain, checked: every link on the disk, none
        visited twice, none that an error byte marks unreadable (the status
        a 1541 gives for it, with its track and sector)."""
        seen: list[tuple[int, int]] = []
        visited = set()
        while True:
            if not geometry.valid(track, sector):
                raise DiskProblem(ILLEGAL_TRACK_OR_SECTOR, '%s: %s links to track %d sector %d, '
                                  'which is not on the disk' % (self.description, what, track,
                                                                 sector), track, sector)
            if (track, sector) in visited:
                raise DiskProblem(ILLEGAL_TRACK_OR_SECTOR, '%s: %s loops back to track %d '
                                  'sector %d' % (self.description, what, track, sector),
                                  track, sector)
            visited.add((track, sector))
            error = geometry.read_error(data, track, sector)
            if error is not None:                # the disk's own error: no host message
                raise DosError(error, track, sector)
            seen.append((track, sector))
            start = geometry.offset(track, sector)
            track, sector = data[start], data[start + 1]
            if track == 0:
                return seen

    def _chain_data(self, data: bytes, track: int, sector: int, what: str) -> bytes:
        sectors = self.chain(data, track, sector, what)
        out = bytearray()
        for number, (t, s) in enumerate(sectors):
            start = geometry.offset(t, s)
            if number == len(sectors) - 1:
                out += data[start + 2:start + data[start + 1] + 1]
            else:
                out += data[start + 2:start + geometry.SECTOR_SIZE]
        return bytes(out)

    def _slots(self, data: bytes) -> list[tuple[int, int, int]]:
        """(sector, offset in image, slot) of every directory entry slot."""
        error = geometry.read_error(data, geometry.DIR_TRACK, 0)
        if error is not None:                    # the block map cannot be read
            raise DosError(error, geometry.DIR_TRACK, 0)
        slots = []
        for track, sector in self.chain(data, geometry.DIR_TRACK, 1, 'the directory'):
            base = geometry.offset(track, sector)
            slots += [(sector, base + slot * geometry.ENTRY_SIZE, slot) for slot in range(8)]
        return slots

    def entries(self) -> list[Entry]:
        data = self._bytes()
        found = []
        for sector, start, slot in self._slots(data):
            type_byte = data[start + 2]
            if type_byte == 0:
                continue
            blocks = int.from_bytes(data[start + 30:start + 32], 'little')
            found.append(Entry(bytes(data[start + 5:start + 21]), type_byte, blocks,
                               (sector, slot, data[start + 3], data[start + 4])))
        return found

    def free_blocks(self) -> int:
        data = self._bytes()
        bam = geometry.offset(geometry.DIR_TRACK, 0)
        return sum(data[bam + 4 * track] for track in range(1, geometry.TRACKS + 1)
                   if track != geometry.DIR_TRACK)

    def bam_problems(self) -> list[str]:
        """Tracks whose free count disagrees with their bits."""
        data = self._bytes()
        bam = geometry.offset(geometry.DIR_TRACK, 0)
        problems = []
        for track in range(1, geometry.TRACKS + 1):
            count = data[bam + 4 * track]
            bits = int.from_bytes(data[bam + 4 * track + 1:bam + 4 * track + 4], 'little')
            free = bin(bits & ((1 << geometry.sectors_in(track)) - 1)).count('1')
            if count != free:
                problems.append('track %d says %d sectors free but its map has %d'
                                % (track, count, free))
        return problems

    def read(self, entry: Entry) -> bytes:
        _, _, track, sector = entry.key
        return self._chain_data(self._bytes(), track, sector, 'the file ' + entry.describe())

    def raw_directory(self) -> bytes:
        return self._chain_data(self._bytes(), geometry.DIR_TRACK, 0, 'the directory')

    # -- writing ----------------------------------------------------------

    def check_writable(self) -> None:
        if not os.access(self.path, os.W_OK):
            raise DiskProblem(WRITE_PROTECT_ON, '%s is not writable' % self.description)
        if not os.access(self.path.parent, os.W_OK | os.X_OK):
            raise DiskProblem(WRITE_PROTECT_ON, '%s cannot be changed: its folder is not '
                              'writable' % self.description)

    def _check_bam(self) -> None:
        problems = self.bam_problems()
        if problems:
            raise DiskProblem(DIR_ERROR, '%s has a damaged block map (%s); V validates the '
                              'disk' % (self.description, '; '.join(problems[:3])))

    def _change(self, change, data: bytes | None = None) -> None:
        """Apply ``change`` to a ``d64`` image of a copy, then put the copy
        in place of the image."""
        self.check_writable()
        data = self._bytes() if data is None else data
        try:
            handle, temporary = tempfile.mkstemp(prefix='.', suffix='.d64', dir=self.path.parent)
        except OSError as error:
            raise DiskProblem(WRITE_PROTECT_ON, 'cannot write beside %s: %s'
                              % (self.description, error.strerror)) from None
        try:
            with os.fdopen(handle, 'wb') as file:
                file.write(data)
            image = _DosImage(Path(temporary))
            image.open('r+b')
            try:
                change(image)
            finally:
                image.close()
            with open(temporary, 'rb+') as file:
                os.fsync(file.fileno())
            give_mode(temporary, self.path)
            os.replace(temporary, self.path)
        except (DiskFullError, ConsistencyError, ValueError) as error:
            _discard(temporary)
            if isinstance(error, DiskFullError):
                raise DiskProblem(DISK_FULL, '%s is full' % self.description) from None
            raise DiskProblem(DIR_ERROR, '%s: the block map does not match the disk (%s)'
                              % (self.description, error)) from None
        except OSError as error:
            _discard(temporary)
            raise DiskProblem(WRITE_ERROR, 'cannot write %s: %s'
                              % (self.description, error.strerror)) from None
        except BaseException:
            _discard(temporary)
            raise

    def write(self, name: bytes, file_type: int, data: bytes,
              replace: Entry | None = None) -> None:
        self._check_bam()
        if blocks_for(len(data)) > self.free_blocks():
            raise DiskProblem(DISK_FULL, '%s is full: the file needs %d blocks, %d are free'
                              % (self.description, blocks_for(len(data)), self.free_blocks()))
        old_chain = self._old_chain(replace)
        used_slots = {(s, slot) for s, _, slot in self._slots(self._bytes())}

        def change(image: _DosImage) -> None:
            from d64.dir_entry import DirEntry
            from d64.file import File
            if replace is not None:
                entry = DirEntry(Block(image, geometry.DIR_TRACK, replace.key[0]),
                                 replace.key[1] * geometry.ENTRY_SIZE)
            else:
                entry = image.get_free_entry()
                if entry is None:
                    raise DiskFullError()
                if (entry.block.sector, entry.entry_offset // geometry.ENTRY_SIZE) not in used_slots:
                    entry.block.set(2, bytes(geometry.SECTOR_SIZE - 2))  # a new sector
                entry.block.set(entry.entry_offset + 2, bytes(geometry.ENTRY_SIZE - 2))
                entry.file_type = TYPE_NAMES[file_type]
                entry.name = padded(name)
            file = File(entry, 'w')
            file.write(data)
            file.close()
            for track, sector in old_chain:
                if image.bam.is_allocated(track, sector):
                    image.bam.set_free(track, sector)
        self._change(change)

    def _old_chain(self, entry: Entry | None) -> list[tuple[int, int]]:
        if entry is None or not entry.key[2]:
            return []
        return self.chain(self._bytes(), entry.key[2], entry.key[3], 'the file ' + entry.describe())

    def scratch(self, entry: Entry) -> None:
        chain = self._old_chain(entry) if entry.closed else []
        sector, slot = entry.key[0], entry.key[1]

        def change(image: _DosImage) -> None:
            for track, number in chain:
                if image.bam.is_allocated(track, number):
                    image.bam.set_free(track, number)
            Block(image, geometry.DIR_TRACK, sector).set(slot * geometry.ENTRY_SIZE + 2, 0)
        self._change(change)

    def rename(self, entry: Entry, new_name: bytes) -> None:
        sector, slot = entry.key[0], entry.key[1]

        def change(image: _DosImage) -> None:
            Block(image, geometry.DIR_TRACK, sector).set(slot * geometry.ENTRY_SIZE + 5,
                                                         padded(new_name))
        self._change(change)

    def format(self, name: bytes, disk_id: bytes | None) -> None:
        old = self._bytes()
        bam = geometry.offset(geometry.DIR_TRACK, 0)
        if disk_id is None:
            fresh = blank_image(name, old[bam + 0xA2:bam + 0xA4], len(old))
            new = bytearray(old)            # N without an ID clears the directory only
            for sector in (0, 1):
                start = geometry.offset(geometry.DIR_TRACK, sector)
                new[start:start + geometry.SECTOR_SIZE] = fresh[start:start + geometry.SECTOR_SIZE]
        else:
            new = bytearray(blank_image(name, disk_id, len(old)))
        self._change(lambda image: None, bytes(new))

    def validate(self) -> None:
        data = self._bytes()
        used = {(geometry.DIR_TRACK, 0)} | set(self.chain(data, geometry.DIR_TRACK, 1, 'the directory'))
        unclosed = []
        for entry in self.entries():
            if not entry.type_byte & CLOSED:
                unclosed.append(entry.key)
                continue
            if entry.key[2]:
                used |= set(self.chain(data, entry.key[2], entry.key[3], 'the file ' + entry.describe()))

        def change(image: _DosImage) -> None:
            for track in range(1, geometry.TRACKS + 1):
                count = geometry.sectors_in(track)
                bits = ''.join('0' if (track, s) in used else '1' for s in range(count))
                image.bam.set_entry(track, bits.count('1'), bits.ljust(24, '0'))
            for sector, slot, _, _ in unclosed:
                Block(image, geometry.DIR_TRACK, sector).set(slot * geometry.ENTRY_SIZE + 2, 0)
        self._change(change)


def _discard(path: str) -> None:
    try:
        os.unlink(path)
    except OSError:
        pass


__all__ = ['ImageStorage', 'ImageError', 'check_image_file', 'blank_image', 'BLOCK_DATA']

"""The 1541's disk layout: 35 tracks of 17-21 sectors, 683 sectors of 256
bytes; track 18 holds the BAM (sector 0) and the directory (from sector 1).

A sector's first two bytes link to the next sector of its file (track,
sector), or, in the last one, are 0 and the index of its last byte.  The BAM
sector holds, from byte 4, four bytes a track (free count, then a bit per
sector, 1 = free), the disk name at $90, the ID at $A2 and ``2A`` at $A5.
A directory sector holds eight 32-byte entries: type byte at 2, the first
track and sector at 3-4, the name at 5-20 (padded with $A0), the block
count at 30-31.
"""
from __future__ import annotations

TRACKS = 35
DIR_TRACK = 18
SECTOR_SIZE = 256
ENTRY_SIZE = 32
IMAGE_SIZE = 174848               # 683 sectors
IMAGE_SIZE_WITH_ERRORS = 175531   # and a byte of error code for each
ERROR_BYTES = IMAGE_SIZE_WITH_ERRORS - IMAGE_SIZE
NAME_OFFSET = 0x90                # in the BAM sector


def sectors_in(track: int) -> int:
    """Sectors on a track: 21 on 1-17, 19 on 18-24, 18 on 25-30, 17 on 31-35."""
    if track <= 17:
        return 21
    if track <= 24:
        return 19
    if track <= 30:
        return 18
    return 17


_FIRST = [0, 0]
for _track in range(1, TRACKS + 1):
    _FIRST.append(_FIRST[-1] + sectors_in(_track))


def valid(track: int, sector: int) -> bool:
    return 1 <= track <= TRACKS and 0 <= sector < sectors_in(track)


def index(track: int, sector: int) -> int:
    """A sector's number on the disk, 0-682 (its error byte's place)."""
    return _FIRST[track] + sector


def offset(track: int, sector: int) -> int:
    """Where a sector starts in a .d64 image."""
    return index(track, sector) * SECTOR_SIZE


#: The error bytes of an image (one a sector, after the 683 sectors) that
#: stop a read, and the status the drive gives for each: the codes of the
#: 1541's disk controller (Inside Commodore DOS; the D64 format notes):
#: 2 header not found, 3 no sync, 4 data block not present, 5 data checksum,
#: 9 header checksum, 11 disk ID mismatch, 15 drive not ready.  1 (and 0)
#: are a good sector; 6, 7, 8 and 10 happen only when writing.
READ_ERRORS = {2: 20, 3: 21, 4: 22, 5: 23, 9: 27, 11: 29, 15: 74}


def read_error(data: bytes, track: int, sector: int) -> int | None:
    """The status reading this sector of ``data`` (a whole image) gives,
    if its error byte marks it unreadable; None for a good sector or an
    image without error bytes."""
    if len(data) != IMAGE_SIZE_WITH_ERRORS:
        return None
    return READ_ERRORS.get(data[IMAGE_SIZE + index(track, sector)])

"""Track 18 as sectors, for a disk that has none (a folder): what
``OPEN 2,8,2,"$"`` reads from a 1541, the BAM sector followed by the
directory sectors, each without its two link bytes.

The block map shows every sector free but the directory's, and the free
count of each track is lowered from track 1 on until the total is the
folder's blocks free, so a program that adds up the BAM gets the same
number as the listing.
"""
from __future__ import annotations

from . import geometry
from .storage import Entry

_DIR_INTERLEAVE = 3


def _directory_sectors(count: int) -> list[int]:
    """The sectors the 1541 gives the directory on track 18, in order."""
    sectors = [1]
    used = {0, 1}
    while len(sectors) < count:
        candidate = (sectors[-1] + _DIR_INTERLEAVE) % geometry.sectors_in(geometry.DIR_TRACK)
        while candidate in used:
            candidate = (candidate + 1) % geometry.sectors_in(geometry.DIR_TRACK)
        sectors.append(candidate)
        used.add(candidate)
    return sectors


def bam_sector(header: bytes, dir_sectors: list[int], free: int) -> bytearray:
    sector = bytearray(geometry.SECTOR_SIZE)
    sector[0:4] = bytes([geometry.DIR_TRACK, dir_sectors[0], ord('A'), 0])
    total = 0
    for track in range(1, geometry.TRACKS + 1):
        count = geometry.sectors_in(track)
        taken = set(dir_sectors) | {0} if track == geometry.DIR_TRACK else set()
        if track != geometry.DIR_TRACK:
            total += count
        bits = sum(1 << s for s in range(count) if s not in taken)
        sector[4 * track:4 * track + 4] = bytes([count - len(taken)]) + bits.to_bytes(3, 'little')
    surplus = total - free
    for track in range(1, geometry.TRACKS + 1):
        if track == geometry.DIR_TRACK or surplus <= 0:
            continue
        count = geometry.sectors_in(track)
        used = min(count, surplus)
        surplus -= used
        bits = sum(1 << s for s in range(used, count))
        sector[4 * track:4 * track + 4] = bytes([count - used]) + bits.to_bytes(3, 'little')
    sector[geometry.NAME_OFFSET:geometry.NAME_OFFSET + 23] = header
    sector[0xA7:0xAB] = b'\xa0' * 4
    return sector


def directory_chain(header: bytes, entries: list[Entry], free: int) -> bytes:
    """The data bytes of the chain 18/0, 18/1, ... for these entries."""
    dir_sectors = _directory_sectors(max(1, -(-len(entries) // 8)))
    blocks = [bam_sector(header, dir_sectors, free)]
    for number, sector_number in enumerate(dir_sectors):
        sector = bytearray(geometry.SECTOR_SIZE)
        last = number == len(dir_sectors) - 1
        sector[0:2] = bytes([0, 0xFF]) if last else bytes([geometry.DIR_TRACK, dir_sectors[number + 1]])
        for slot, entry in enumerate(entries[8 * number:8 * number + 8]):
            base = slot * geometry.ENTRY_SIZE
            sector[base + 2] = entry.type_byte
            sector[base + 5:base + 21] = entry.raw_name
            sector[base + 30:base + 32] = entry.blocks.to_bytes(2, 'little')
        blocks.append(sector)
    return b''.join(bytes(block[2:]) for block in blocks)

"""The directory as ``LOAD "$",8`` gives it: a BASIC program, byte for byte
as the 1541's ROM builds it (``stdir``, ``getnam``, ``newdir``, ``msgfre``
in lstdir.src and trnsfr.src of DOS 2.6).

The program loads at $0401 and its links are all $0101 (BASIC relinks the
lines after LOAD).  The header line's number is the drive (0); its text is
RVS ON, the disk name in quotes and the ID and DOS type from the BAM
sector.  Each file's line number is its block count; the text starts with
spaces so that the names line up (three for up to 9 blocks, two up to 99,
one from 100), then the name in quotes, spaces to fill 16, a space or ``*``
for a file not closed, the type, ``<`` for a locked file, spaces to 27
bytes.  The last line is the blocks free and ``BLOCKS FREE.`` with 13 spaces.
"""
from __future__ import annotations

from .names import PAD
from .storage import Entry

LOAD_ADDRESS = b'\x01\x04'
LINK = b'\x01\x01'
LINE_TEXT = 27                   # nbsiz: the name buffer
# typlst, tp1lst, tp2lst and ledmsk as they follow each other in the ROM:
# a type byte's low four bits index them, so types 5-15 give what lies there.
_TYPE_TABLE = b'DSPUR' + b'EERSE' + b'LQGRL' + bytes([8, 0]) + bytes(16)


def header_line(header: bytes) -> bytes:
    """``newdir``: RVS ON, the quoted name, a space, the ID and type."""
    text = bytearray(b' ' * LINE_TEXT)
    for index in range(22, -1, -1):
        byte = header[index]
        if byte == PAD:
            byte = ord('1') if index == 22 else ord(' ')
        text[2 + index] = byte
    text[0] = 0x12
    text[1] = ord('"')
    text[18] = ord('"')
    text[19] = ord(' ')
    return bytes(text[:25])


def entry_line(entry: Entry) -> bytes:
    """``getnam``'s text for one directory entry (27 bytes)."""
    text = bytearray(b' ' * (LINE_TEXT + 5))    # the ROM runs on past 27
    blocks = entry.blocks
    x = 24
    if blocks > 255:
        x = 22
    elif blocks >= 100:
        x = 22
    elif blocks >= 10:
        x = 23
    kind = entry.type_byte & 0x0F
    if entry.type_byte & 0x40:
        text[x + 1] = ord('<')
    text[x] = _TYPE_TABLE[10 + kind]
    text[x - 1] = _TYPE_TABLE[5 + kind]
    text[x - 2] = _TYPE_TABLE[kind]
    x -= 4
    if not entry.type_byte & 0x80:
        text[x + 1] = ord('*')
    text[x] = PAD
    x -= 1
    for byte in reversed(entry.raw_name):
        text[x] = byte
        x -= 1
    text[x] = ord('"')
    while True:
        x += 1
        if x >= 0x20 or text[x] in (ord('"'), PAD):
            break
    if x < 0x20:
        text[x] = ord('"')
    for index in range(x + 1, 0x20):
        text[index] &= 0x7F
    return bytes(text[:LINE_TEXT])


def listing(header: bytes, entries: list[Entry], free: int) -> bytes:
    """The whole program, load address first."""
    out = bytearray(LOAD_ADDRESS)
    out += LINK + b'\x00\x00' + header_line(header) + b'\x00'
    for entry in entries:
        out += LINK + entry.blocks.to_bytes(2, 'little') + entry_line(entry) + b'\x00'
    out += LINK + (free & 0xFFFF).to_bytes(2, 'little')
    out += b'BLOCKS FREE.'.ljust(25) + b'\x00\x00\x00'
    return bytes(out)

"""Every status the 1541 manual lists (Appendix B, "Disk error messages"),
reached here as a program reaches it on the machine, or, for the few a
BASIC program cannot reach on this drive, the reason checked.  The rules
are the drive ROM's (DOS 2.6 source: open.src, tst3.src's getrch/fndlnx,
erproc.src); the error bytes of an image are the disk controller's codes
(Inside Commodore DOS; the D64 format notes)."""
from __future__ import annotations

import errno
import os
import re
from pathlib import Path

import pytest

from basic.dialects.c64.drive import Drive, ImageStorage
from basic.dialects.c64.drive import geometry
from basic.dialects.c64.drive.image import blank_image
from drive_bus import command, load, save, status

MANUAL = (0, 1, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 39,
          50, 51, 52, 60, 61, 62, 63, 64, 65, 66, 67, 70, 71, 72, 73, 74)
DOCS = Path(__file__).resolve().parents[3] / 'docs' / 'c64.md'


def opened(drive, secondary: int, name: bytes) -> bytes:
    """OPEN on a channel, then the status line."""
    drive.open(secondary, name)
    return status(drive)


def write_seq(drive, name: bytes, data: bytes = b'X\r') -> bytes:
    drive.open(2, name + b',S,W')
    drive.write(2, data)
    drive.close(2)
    return status(drive)


@pytest.fixture
def fresh(drive):
    status(drive)                        # past the power-on message
    return drive


# -- statuses a program meets on either disk -------------------------------

def test_00_ok(fresh):
    assert command(fresh, b'I0') == b'00, OK,00,00\r'


def test_01_files_scratched_counts(fresh):
    write_seq(fresh, b'A1')
    write_seq(fresh, b'A2')
    assert command(fresh, b'S0:A*') == b'01, FILES SCRATCHED,02,00\r'
    assert command(fresh, b'S0:A*') == b'01, FILES SCRATCHED,00,00\r'


def test_25_write_error_from_the_host(fresh, monkeypatch):
    def broken(*args, **kwargs):
        raise OSError(errno.EIO, 'Input/output error')
    monkeypatch.setattr(os, 'replace', broken)
    assert save(fresh, b'P', b'\x01\x08') == b'25, WRITE ERROR,00,00\r'
    assert 'Input/output error' in fresh.messages[-1]


def test_26_write_protect_on(fresh, monkeypatch):
    monkeypatch.setattr(os, 'access', lambda path, mode: False)
    assert opened(fresh, 2, b'X,S,W') == b'26, WRITE PROTECT ON,00,00\r'


@pytest.mark.parametrize('name, code', [
    (b'A,B:C', b'30,SYNTAX ERROR'),            # a comma before the colon
    (b'A*,S,W', b'33,SYNTAX ERROR'),           # a pattern to write
])
def test_30_and_33_in_an_open(fresh, name, code):
    assert opened(fresh, 2, name) == code + b',00,00\r'


@pytest.mark.parametrize('text, code', [
    (b'X', b'31'),                             # no such command
    (b'S0:' + b'A' * 40, b'32'),               # over 41 characters
    (b'S0', b'34'),                            # no colon, no name
])
def test_31_32_34_in_a_command(fresh, text, code):
    assert command(fresh, text) == code + b',SYNTAX ERROR,00,00\r'


def test_60_write_file_open(fresh):
    fresh.open(3, b'W,S,W')
    assert opened(fresh, 2, b'W,S,R') == b'60, WRITE FILE OPEN,00,00\r'


def test_62_63_64(fresh):
    assert opened(fresh, 2, b'NONE') == b'62, FILE NOT FOUND,00,00\r'
    write_seq(fresh, b'F')
    assert write_seq(fresh, b'F') == b'63, FILE EXISTS,00,00\r'
    assert load(fresh, b'F')[1] == b'64, FILE TYPE MISMATCH,00,00\r'


def test_70_no_channel_after_three_named_files(fresh):
    """Four channels for files; an OPEN by name holds a fifth, the search's,
    while it opens: so the fourth named file is 70, on any channel, LOAD's
    too, until one is closed."""
    for secondary, name in ((2, b'A,S,W'), (3, b'B,S,W'), (4, b'C,S,W')):
        assert opened(fresh, secondary, name) == b'00, OK,00,00\r'
    assert opened(fresh, 5, b'D,S,W') == b'70,NO CHANNEL,00,00\r'
    assert opened(fresh, 0, b'$') == b'70,NO CHANNEL,00,00\r'
    assert 5 not in fresh.channels
    assert opened(fresh, 5, b'NONE') == b'62, FILE NOT FOUND,00,00\r'   # the search ran
    fresh.close(4)
    assert opened(fresh, 5, b'D,S,W') == b'00, OK,00,00\r'


def test_70_the_raw_directory_needs_no_search(fresh):
    for secondary, name in ((2, b'A,S,W'), (3, b'B,S,W'), (4, b'C,S,W')):
        fresh.open(secondary, name)
    assert opened(fresh, 5, b'$') == b'00, OK,00,00\r'        # the fourth channel
    assert opened(fresh, 6, b'$') == b'70,NO CHANNEL,00,00\r'
    assert opened(fresh, 6, b'NONE') == b'70,NO CHANNEL,00,00\r'   # no channel to search with
    assert command(fresh, b'S0:A') == b'70,NO CHANNEL,00,00\r'
    assert command(fresh, b'I0') == b'00, OK,00,00\r'


def test_70_copy_needs_two_channels(fresh):
    write_seq(fresh, b'A')
    write_seq(fresh, b'Z')
    for secondary, name in ((2, b'B,S,W'), (3, b'C,S,W'), (4, b'D,S,W')):
        fresh.open(secondary, name)
    assert command(fresh, b'C0:E=A') == b'70,NO CHANNEL,00,00\r'
    assert command(fresh, b'S0:Z') == b'01, FILES SCRATCHED,01,00\r'   # one is enough
    fresh.close(4)
    assert command(fresh, b'C0:E=A') == b'00, OK,00,00\r'


def test_copy_of_a_file_being_written_takes_what_it_has(fresh):
    fresh.open(2, b'B,S,W')
    fresh.write(2, b'SO FAR\r')
    assert command(fresh, b'C0:E=B') == b'00, OK,00,00\r'
    fresh.close(2)
    fresh.open(3, b'E')
    assert fresh.read_rest(3) == b'SO FAR\r'


def test_73_power_on_and_74_drive_1(drive):
    assert status(drive) == b'73,CBM DOS V2.6 1541,00,00\r'
    assert opened(drive, 2, b'1:X') == b'74,DRIVE NOT READY,00,00\r'


# -- statuses of a damaged or copy-protected image ---------------------------

@pytest.fixture
def image(tmp_path):
    path = tmp_path / 'disk.d64'
    path.write_bytes(blank_image(b'DISK', b'00', geometry.IMAGE_SIZE_WITH_ERRORS))
    drive = Drive(ImageStorage(path))
    status(drive)
    drive.path = path
    return drive


def mark(path: Path, track: int, sector: int, code: int) -> None:
    data = bytearray(path.read_bytes())
    data[geometry.IMAGE_SIZE + geometry.index(track, sector)] = code
    path.write_bytes(bytes(data))


def first_sector(path: Path, name: bytes) -> tuple[int, int]:
    data = path.read_bytes()
    for slot in range(8):
        entry = data[geometry.offset(18, 1) + 32 * slot:][:32]
        if entry[5:21].rstrip(b'\xa0') == name:
            return entry[3], entry[4]
    raise AssertionError(name)


@pytest.mark.parametrize('code, words', [
    (2, b'20,READ ERROR'), (3, b'21,READ ERROR'), (4, b'22,READ ERROR'),
    (5, b'23,READ ERROR'), (9, b'27,READ ERROR'), (11, b'29, DISK ID MISMATCH'),
    (15, b'74,DRIVE NOT READY')])
def test_read_errors_from_the_error_bytes(image, code, words):
    """A file whose second sector the image marks unreadable: opening it
    gives the controller's error for that sector; the other file reads."""
    assert save(image, b'BAD', b'\x01\x08' + bytes(400)) == b'00, OK,00,00\r'
    save(image, b'GOOD', b'\x01\x08AB')
    track, sector = first_sector(image.path, b'BAD')
    data = image.path.read_bytes()
    second = data[geometry.offset(track, sector)], data[geometry.offset(track, sector) + 1]
    mark(image.path, *second, code)
    assert load(image, b'BAD') == (b'', words + b',%02d,%02d\r' % second)
    assert load(image, b'GOOD') == (b'\x01\x08AB', b'00, OK,00,00\r')
    assert command(image, b'S0:BAD') == words + b',%02d,%02d\r' % second


def test_a_bad_directory_sector_is_the_listing_s_error(image):
    save(image, b'P', b'\x01\x08')
    mark(image.path, 18, 1, 5)
    assert opened(image, 0, b'$') == b'23,READ ERROR,18,01\r'
    assert load(image, b'P')[1] == b'23,READ ERROR,18,01\r'
    mark(image.path, 18, 1, 1)
    mark(image.path, 18, 0, 3)               # the block map
    assert load(image, b'P')[1] == b'21,READ ERROR,18,00\r'


@pytest.mark.parametrize('code', [0, 1, 6, 7, 8, 10, 12, 13, 14])
def test_codes_that_are_not_read_errors_read(image, code):
    """0 and 1 are good sectors; 6 (24), 7 (25), 8 (26) and 10 (28) happen
    only while writing (and 24, 28 never on a 1541); 12-14 are unused."""
    save(image, b'P', b'\x01\x08AB')
    mark(image.path, *first_sector(image.path, b'P'), code)
    assert load(image, b'P') == (b'\x01\x08AB', b'00, OK,00,00\r')


def test_66_71_72(tmp_path):
    path = tmp_path / 'disk.d64'
    path.write_bytes(blank_image(b'DISK', b'00'))
    drive = Drive(ImageStorage(path))
    save(drive, b'P', b'\x01\x08' + bytes(300))
    data = bytearray(path.read_bytes())
    track, sector = first_sector(path, b'P')
    data[geometry.offset(track, sector)] = 40          # a link off the disk
    path.write_bytes(bytes(data))
    assert load(drive, b'P')[1] == b'66,ILLEGAL TRACK OR SECTOR,40,%02d\r' % data[
        geometry.offset(track, sector) + 1]
    bam = geometry.offset(18, 0)
    data[bam + 4] = 5                                  # track 1: the count is not the bits
    path.write_bytes(bytes(data))
    assert save(drive, b'Q', b'\x01\x08') == b'71,DIR ERROR,00,00\r'
    for track in range(1, 36):                         # nothing free, consistently
        data[bam + 4 * track:bam + 4 * track + 4] = bytes(4)
    path.write_bytes(bytes(data))
    assert save(drive, b'Q', b'\x01\x08') == b'72, DISK FULL,00,00\r'


# -- statuses this drive cannot give, and why ---------------------------------

@pytest.mark.parametrize('text, what', [
    (b'&BOOT', 'the & (run a file in the drive) command'),     # 39: & finds no file
    (b'B-A:0,1,0', 'block'),                                   # 65: no block
    (b'P\x02\x01\x00', 'record position'),                     # 50: record not present
])
def test_commands_behind_39_50_65_say_they_are_not_emulated(fresh, text, what):
    assert command(fresh, text) == b'31,SYNTAX ERROR,00,00\r'
    assert what in fresh.messages[-1]


def test_relative_files_behind_50_51_52_say_they_are_not_emulated(fresh):
    assert opened(fresh, 2, b'R,L,' + bytes([20])) == b'31,SYNTAX ERROR,00,00\r'
    assert 'relative (REL) files' in fresh.messages[-1]


def test_61_is_not_what_a_channel_not_open_gives(fresh):
    """On a 1541, bytes sent to a channel with no file are not taken (the
    listener lets the bus go: ST 128 on the C64); 61 comes only from a
    channel without a buffer, which the block commands make."""
    assert fresh.write(5, b'X') is False
    assert status(fresh) == b'00, OK,00,00\r'


def test_the_docs_account_for_every_status_of_the_manual():
    """docs/c64.md's status table has a row for each number of the manual,
    saying when it comes (or why it cannot): the first cell of a row names
    its numbers (```NN,...```, a range ```NN`-`MM``` or ```NN,...` ... `MM```)."""
    text = DOCS.read_text()
    table = text[text.index('**The status line.**'):text.index('**ST.**')]
    listed = set()
    for first_cell in re.findall(r'^\|([^|]*)\|', table, re.M):
        for low, high in re.findall(r'`(\d\d)[^`]*`(?:\s*(?:-|\.\.\.)\s*`(\d\d)`)?',
                                    first_cell):
            listed |= set(range(int(low), int(high or low) + 1))
    assert set(MANUAL) <= listed, sorted(set(MANUAL) - listed)

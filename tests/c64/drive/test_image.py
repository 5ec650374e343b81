"""A .d64 as the disk: images we write read back by an independent reader
(written here from the 1541's layout, sharing no code with the drive) and
by the ``d64`` package; images the ``d64`` package makes read by our drive;
damaged images refused with words; writes that go to a copy renamed over
the image."""
import os
import random

import pytest
from d64 import DiskImage

from basic.dialects.c64.drive import Drive, ImageError, ImageStorage, open_storage
from basic.dialects.c64.drive.image import blank_image
from drive_bus import command, load, read_file, save, status

SECTORS = [21] * 17 + [19] * 7 + [18] * 6 + [17] * 5


def at(track, sector):
    return (sum(SECTORS[:track - 1]) + sector) * 256


class Independent:
    """A reader of 1541 images from the layout alone."""

    def __init__(self, data: bytes):
        assert len(data) == 174848
        self.data = data
        self.bam = data[at(18, 0):at(18, 0) + 256]

    def chain(self, track, sector):
        seen = []
        while True:
            assert 1 <= track <= 35 and sector < SECTORS[track - 1]
            assert (track, sector) not in seen
            seen.append((track, sector))
            block = self.data[at(track, sector):at(track, sector) + 256]
            if block[0] == 0:
                return seen, block[1]
            track, sector = block[0], block[1]

    def files(self):
        found = {}
        for track, sector in self.chain(18, 1)[0]:
            block = self.data[at(track, sector):at(track, sector) + 256]
            for slot in range(8):
                entry = block[slot * 32:slot * 32 + 32]
                if entry[2]:
                    sectors, last = self.chain(entry[3], entry[4])
                    body = b''.join(self.data[at(t, s) + 2:at(t, s) + 256] for t, s in sectors[:-1])
                    t, s = sectors[-1]
                    body += self.data[at(t, s) + 2:at(t, s) + last + 1]
                    found[entry[5:21].rstrip(b'\xa0')] = (entry[2], sectors, body,
                                                          int.from_bytes(entry[30:32], 'little'))
        return found

    def free(self, track):
        entry = self.bam[4 * track:4 * track + 4]
        bits = int.from_bytes(entry[1:], 'little')
        return entry[0], {s for s in range(SECTORS[track - 1]) if bits >> s & 1}


@pytest.fixture
def image(tmp_path):
    path = tmp_path / 'game.d64'
    path.write_bytes(blank_image(b'GAMES', b'G1'))
    return path


def test_blank_image_layout(image):
    reader = Independent(image.read_bytes())
    assert reader.bam[:4] == bytes([18, 1, 0x41, 0])
    assert reader.bam[0x90:0xAB] == b'GAMES'.ljust(16, b'\xa0') + b'\xa0\xa0G1\xa02A' + b'\xa0' * 4
    assert reader.free(18) == (17, set(range(2, 19)))
    assert sum(reader.free(t)[0] for t in range(1, 36) if t != 18) == 664
    assert reader.files() == {}


def test_files_we_write_are_laid_out_as_a_1541_lays_them(image):
    drive = Drive(ImageStorage(image))
    data = bytes(range(256)) * 10                       # 2560 bytes: 11 blocks
    save(drive, b'BIG', data)
    save(drive, b'SMALL', b'\x01\x08xy')
    reader = Independent(image.read_bytes())
    files = reader.files()
    type_byte, sectors, body, blocks = files[b'BIG']
    assert (type_byte, body, blocks) == (0x82, data, 11)
    # the first file starts at 17/0 and steps 10 sectors (nxtts, interleave 10)
    assert sectors == [(17, s) for s in (0, 10, 20, 8, 18, 6, 16, 4, 14, 2, 12)]
    assert files[b'SMALL'][1] == [(17, 1)]
    count, free = reader.free(17)
    assert count == len(free) == 21 - 12
    assert not free & {s for _, s in sectors + files[b'SMALL'][1]}


def test_files_continue_on_the_next_track(image):
    drive = Drive(ImageStorage(image))
    data = random.Random(30).randbytes(254 * 30)
    save(drive, b'LONG', data)
    type_byte, sectors, body, blocks = Independent(image.read_bytes()).files()[b'LONG']
    assert body == data and blocks == 30
    assert sectors == dos_sequence(30)


def dos_sequence(count):
    """Where the 1541 puts a file's sectors on an empty disk, from its
    rules (tstfnd.src): 17/0 first; then 10 sectors on, less the track's
    count and one more when past its end; the first free one from there,
    else from 0; a full track passes on to the next one away from 18."""
    used = {}
    track, sector = 17, 0
    out = [(17, 0)]
    used[17] = {0}
    while len(out) < count:
        if len(used.setdefault(track, set())) == SECTORS[track - 1]:
            track -= 1
            used.setdefault(track, set())
        sector += 10
        if sector > SECTORS[track - 1]:
            sector -= SECTORS[track - 1] + 1
        free = [s for s in range(SECTORS[track - 1]) if s not in used[track]]
        sector = next((s for s in free if s >= sector), free[0])
        used[track].add(sector)
        out.append((track, sector))
    return out


def test_the_d64_package_reads_what_we_write(image):
    drive = Drive(ImageStorage(image))
    drive.open(2, b'NOTES,S,W')
    drive.write(2, b'LINE 1\rLINE 2\r')
    drive.close(2)
    save(drive, b'PROG', b'\x01\x08' + bytes(600))
    with DiskImage(image) as disk:
        assert disk.bam.check() is None
        with disk.path(b'NOTES').open() as file:
            assert file.read() == b'LINE 1\rLINE 2\r'
        assert disk.path(b'PROG').size_blocks == 3
        assert disk.bam.total_free() == 660


def test_images_made_by_the_d64_package_load_in_our_drive(tmp_path):
    path = tmp_path / 'made.d64'
    DiskImage.create('d64', path, b'MADE', b'MD')
    program = b'\x01\x08\x0b\x08\x0a\x00\x99 "HI"\x00\x00\x00'
    with DiskImage(path, mode='w') as disk:
        with disk.path(b'HELLO').open('w', ftype='prg') as file:
            file.write(program)
        with disk.path(b'TEXT').open('w', ftype='seq') as file:
            file.write(b'ABC\r')
    drive = Drive(open_storage(path))
    assert load(drive, b'HELLO') == (program, b'00, OK,00,00\r')
    assert load(drive, b'*')[0] == program
    drive.open(0, b'$')
    listing = read_file(drive, 0)
    assert b'\x12"MADE            " MD 2A' in listing
    assert b'"HELLO"            PRG' in listing and b'"TEXT"             SEQ' in listing


def test_scratch_frees_the_blocks_and_validate_rebuilds_the_map(image):
    drive = Drive(ImageStorage(image))
    save(drive, b'A', bytes(1000))
    save(drive, b'B', bytes(300))
    assert command(drive, b'S0:A') == b'01, FILES SCRATCHED,01,00\r'
    reader = Independent(image.read_bytes())
    assert set(reader.files()) == {b'B'}
    assert sum(reader.free(t)[0] for t in range(1, 36) if t != 18) == 662
    before = image.read_bytes()
    assert command(drive, b'V0') == b'00, OK,00,00\r'
    assert Independent(image.read_bytes()).bam == Independent(before).bam


def test_new_formats_and_keeps_the_size(image, tmp_path):
    drive = Drive(ImageStorage(image))
    save(drive, b'A', bytes(10))
    assert command(drive, b'N0:FRESH,F1') == b'00, OK,00,00\r'
    reader = Independent(image.read_bytes())
    assert reader.files() == {} and reader.bam[0xA2:0xA4] == b'F1'
    save(drive, b'B', bytes(10))
    assert command(drive, b'N0:AGAIN') == b'00, OK,00,00\r'    # no ID: directory cleared
    reader = Independent(image.read_bytes())
    assert reader.files() == {} and reader.bam[0x90:0x95] == b'AGAIN' and reader.bam[0xA2:0xA4] == b'F1'
    assert command(drive, b'N0:A*,XX') == b'30,SYNTAX ERROR,00,00\r'


def test_image_with_error_bytes_keeps_them(tmp_path):
    path = tmp_path / 'errors.d64'
    path.write_bytes(blank_image(b'E', b'EE') + bytes([1]) * 683)
    drive = Drive(ImageStorage(path))
    save(drive, b'X', b'\x01\x08')
    assert len(path.read_bytes()) == 175531
    assert load(drive, b'X')[0] == b'\x01\x08'


def test_directory_grows_past_eight_files(image):
    drive = Drive(ImageStorage(image))
    for number in range(20):
        save(drive, b'F%02d' % number, b'\x01\x08')
    reader = Independent(image.read_bytes())
    assert [s for _, s in reader.chain(18, 1)[0]] == [1, 4, 7]     # interleave 3
    assert len(reader.files()) == 20
    drive.open(2, b'$')                              # the raw directory, as a SEQ file
    raw = read_file(drive, 2)
    assert raw[:2] == b'\x41\x00' and raw[0x90 - 2:0x95 - 2] == b'GAMES'


# -- damaged images ----------------------------------------------------------

def test_wrong_size_is_refused_with_words(tmp_path):
    path = tmp_path / 'short.d64'
    path.write_bytes(bytes(1000))
    with pytest.raises(ImageError, match='1000 bytes'):
        open_storage(path)
    with pytest.raises(ImageError, match='no such disk image'):
        open_storage(tmp_path / 'missing.d64')


def _damage(image, offset, value):
    data = bytearray(image.read_bytes())
    data[offset:offset + len(value)] = value
    image.write_bytes(bytes(data))


def test_a_looping_chain_gives_66_and_a_message(image):
    messages = []
    drive = Drive(ImageStorage(image), messages.append)
    save(drive, b'LOOP', bytes(600))
    _damage(image, at(17, 20), bytes([17, 0]))       # the last sector links to the first
    assert load(drive, b'LOOP') == (b'', b'66,ILLEGAL TRACK OR SECTOR,17,00\r')
    assert 'loops back to track 17 sector 0' in messages[-1]


def test_a_chain_off_the_disk_gives_66(image):
    messages = []
    drive = Drive(ImageStorage(image), messages.append)
    save(drive, b'OFF', bytes(600))
    _damage(image, at(17, 0), bytes([40, 3]))
    assert load(drive, b'OFF') == (b'', b'66,ILLEGAL TRACK OR SECTOR,40,03\r')
    assert 'track 40 sector 3, which is not on the disk' in messages[-1]
    _damage(image, at(18, 1), bytes([18, 1]))        # the directory loops
    drive.open(0, b'$')
    assert status(drive) == b'66,ILLEGAL TRACK OR SECTOR,18,01\r'
    assert 'the directory loops' in messages[-1]


def test_a_broken_bam_refuses_writes_until_validated(image):
    messages = []
    drive = Drive(ImageStorage(image), messages.append)
    save(drive, b'KEEP', bytes(100))
    _damage(image, at(18, 0) + 4 * 5, bytes([3]))    # track 5: count 3, all bits set
    assert save(drive, b'NEW', bytes(10)) == b'71,DIR ERROR,00,00\r'
    assert 'track 5 says 3 sectors free but its map has 21' in messages[-1]
    assert load(drive, b'KEEP')[0] == bytes(100)       # reading still works
    assert command(drive, b'V0') == b'00, OK,00,00\r'
    assert save(drive, b'NEW', bytes(10)) == b'00, OK,00,00\r'


def test_a_full_disk_is_72(image):
    messages = []
    drive = Drive(ImageStorage(image), messages.append)
    assert save(drive, b'HUGE', bytes(254 * 664)) == b'00, OK,00,00\r'
    assert save(drive, b'MORE', bytes(1)) == b'72, DISK FULL,00,00\r'
    reader = Independent(image.read_bytes())
    assert {t for t, _ in reader.files()[b'HUGE'][1]} == set(range(1, 36)) - {18}


def test_read_only_image_is_write_protect_on(image, monkeypatch):
    """(The tests may run as root, whom permissions do not stop: the drive
    asks the host with os.access, so the host's answer is what is set.)"""
    messages = []
    drive = Drive(ImageStorage(image), messages.append)
    real_access = os.access
    monkeypatch.setattr(os, 'access', lambda path, mode: False if str(path) == str(image)
                        else real_access(path, mode))
    assert save(drive, b'X', b'\x01\x08') == b'26, WRITE PROTECT ON,00,00\r'
    assert 'not writable' in messages[-1]
    assert load(drive, b'X')[1] == b'62, FILE NOT FOUND,00,00\r'


def test_a_failed_write_leaves_the_old_image_and_no_temporary(image, monkeypatch):
    drive = Drive(ImageStorage(image))
    save(drive, b'OLD', b'\x01\x08old')
    before = image.read_bytes()

    def crash(*args):
        raise OSError(5, 'Input/output error')
    monkeypatch.setattr(os, 'replace', crash)
    assert save(drive, b'NEW', b'\x01\x08new') == b'25, WRITE ERROR,00,00\r'
    assert image.read_bytes() == before
    assert sorted(p.name for p in image.parent.iterdir()) == ['game.d64']


@pytest.mark.slow
@pytest.mark.parametrize('error_bytes', [False, True])
def test_fuzzed_images_never_raise_anything_but_a_status(tmp_path, error_bytes):
    """Seeded: the links, block map and directory of a disk with twelve
    files mutated, and (with error bytes) the error codes of its sectors."""
    image = tmp_path / 'game.d64'
    size = 175531 if error_bytes else 174848
    image.write_bytes(blank_image(b'GAMES', b'G1', size))
    drive = Drive(ImageStorage(image))
    generator = random.Random(64)
    for number in range(12):
        save(drive, b'F%d' % number, generator.randbytes(300 * number + 1))
    pristine = image.read_bytes()
    hot = [at(18, 0) + i for i in range(256)] + [at(18, 1) + i for i in range(256)] + \
          [at(18, 4) + i for i in range(256)] + [at(17, s) + i for s in range(21) for i in (0, 1)]
    errors = list(range(174848, size))
    for _ in range(300):
        data = bytearray(pristine)
        for _ in range(generator.randrange(1, 8)):
            data[generator.choice(hot)] = generator.randrange(256)
        for _ in range(generator.randrange(4) if errors else 0):
            data[generator.choice(errors)] = generator.randrange(17)
        image.write_bytes(bytes(data))
        drive.reset()
        drive.open(0, b'$')
        read_file(drive, 0)
        for name in (b'F3', b'*', b'F1?'):
            load(drive, name)
        save(drive, b'@0:F5', b'\x01\x08' + bytes(generator.randrange(900)))
        command(drive, b'S0:F2')
        command(drive, b'R0:X=F4')
        command(drive, b'V')
        drive.open(2, b'$')
        read_file(drive, 2)
        assert status(drive)[:2].isdigit()


def test_an_image_keeps_its_mode(image):
    image.chmod(0o664)
    drive = Drive(ImageStorage(image))
    assert save(drive, b'P', b'\x01\x08') == b'00, OK,00,00\r'
    assert image.stat().st_mode & 0o777 == 0o664

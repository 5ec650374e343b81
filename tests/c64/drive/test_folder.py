"""A host folder as the disk: file names both ways, type suffixes, names
that would leave the folder, case on the host, writes that go through a
temporary file, a folder that cannot be written."""
import errno
import os

import pytest

from basic.dialects.c64.drive import Drive, FolderStorage, open_storage
from basic.dialects.c64.drive.hostnames import host_name, petscii_name, split_host_name
from drive_bus import command, load, read_file, save, status


@pytest.fixture
def folder(tmp_path):
    return tmp_path / 'disk'


def test_every_name_maps_to_a_plain_host_name_and_back():
    for first in range(256):
        for name in (bytes([first]), bytes([first, 0x41, first]), b'A' + bytes([first]) * 15):
            host = host_name(name, 1)
            if b'/' in name:
                assert host is None
                continue
            assert not set(host) & set('/\\:*?"<>|') and not host.startswith(('.', ' '))
            assert split_host_name(host) == (name[:16], 1)


def test_host_names_read_generously():
    assert split_host_name('GAME.PRG') == (b'GAME', 2)
    assert split_host_name('game.prg') == (b'GAME', 2)
    assert split_host_name('Hi Score.Seq') == (b'HI SCORE', 1)
    assert split_host_name('100%.usr') == (b'100%', 3)
    assert split_host_name('café.prg') == (b'CAF?', 2)
    assert split_host_name('a-very-long-name-indeed.prg') == (b'A-VERY-LONG-NAME', 2)
    assert split_host_name('notes.txt') is None
    assert split_host_name('.hidden.prg') is None
    assert petscii_name('%C1%') == b'\xc1%'


def test_files_are_the_bytes_with_a_type_suffix(folder):
    drive = Drive(FolderStorage(folder))
    assert not folder.exists()
    save(drive, b'GAME', b'\x01\x08\x00\x00')
    drive.open(2, b'HI SCORE,S,W')
    drive.write(2, b'100\r')
    drive.close(2)
    drive.open(2, b'\xc1BC,U,W')
    drive.write(2, b'U')
    drive.close(2)
    assert sorted(os.listdir(folder)) == ['%C1bc.usr', 'game.prg', 'hi score.seq']
    assert (folder / 'game.prg').read_bytes() == b'\x01\x08\x00\x00'
    assert (folder / 'hi score.seq').read_bytes() == b'100\r'


def test_host_files_of_either_case_load(folder):
    folder.mkdir()
    (folder / 'GAME.PRG').write_bytes(b'\x01\x08up')
    (folder / 'readme.txt').write_text('not a C64 file')
    (folder / 'sub.prg').mkdir()
    drive = Drive(FolderStorage(folder))
    assert load(drive, b'GAME')[0] == b'\x01\x08up'
    save(drive, b'@0:GAME', b'\x01\x08new')         # replaces the host file it found
    assert sorted(os.listdir(folder)) == ['GAME.PRG', 'readme.txt', 'sub.prg']
    assert (folder / 'GAME.PRG').read_bytes() == b'\x01\x08new'
    assert save(drive, b'GAME', b'\x01\x08') == b'63, FILE EXISTS,00,00\r'


@pytest.mark.parametrize('name', [b'../X', b'/X', b'A/B', b'../../etc/passwd'])
def test_names_that_would_leave_the_folder_are_refused(folder, name):
    drive = Drive(FolderStorage(folder))
    drive.open(2, name + b',S,W')
    assert status(drive) == b'33,SYNTAX ERROR,00,00\r'
    drive.open(2, name + b',S,R')
    assert status(drive) == b'62, FILE NOT FOUND,00,00\r'
    assert save(drive, name, b'\x01\x08') == b'33,SYNTAX ERROR,00,00\r'
    assert not folder.parent.joinpath('X.seq').exists() and not folder.exists()


def test_dots_in_names_stay_inside(folder):
    drive = Drive(FolderStorage(folder))
    save(drive, b'..', b'\x01\x08')
    save(drive, b'.', b'\x01\x08')
    assert sorted(os.listdir(folder)) == ['%2E%2E.prg', '%2E.prg']
    assert load(drive, b'..')[0] == b'\x01\x08'


def test_listing_header_and_blocks(folder):
    folder.mkdir()
    (folder / 'big.seq').write_bytes(bytes(254 * 3 + 1))
    drive = Drive(FolderStorage(folder))
    drive.open(0, b'$')
    listing = read_file(drive, 0)
    assert listing.startswith(b'\x01\x04\x01\x01\x00\x00\x12"DISK            " 00 2A\x00')
    assert b'\x04\x00   "BIG"              SEQ  \x00' in listing
    assert listing.endswith(b'\x94\x02BLOCKS FREE.             \x00\x00\x00')   # 660


def test_format_is_refused_on_a_folder(folder):
    messages = []
    drive = Drive(FolderStorage(folder), messages.append)
    assert command(drive, b'N0:NAME,ID') == b'31,SYNTAX ERROR,00,00\r'
    assert 'works on a .d64 image only' in messages[-1]


def test_an_unwritable_folder_is_write_protect_on(folder, monkeypatch):
    messages = []
    folder.mkdir()
    drive = Drive(FolderStorage(folder), messages.append)
    real_access = os.access
    monkeypatch.setattr(os, 'access', lambda path, mode: False if str(path) == str(folder)
                        else real_access(path, mode))
    drive.open(2, b'X,S,W')
    assert status(drive) == b'26, WRITE PROTECT ON,00,00\r'
    assert messages[-1] == 'the folder %s is not writable' % folder
    assert save(drive, b'P', b'\x01\x08') == b'26, WRITE PROTECT ON,00,00\r'


def test_a_file_where_the_folder_should_be(tmp_path):
    (tmp_path / 'disk').write_text('in the way')
    messages = []
    drive = Drive(FolderStorage(tmp_path / 'disk' / 'inner'), messages.append)
    assert save(drive, b'P', b'\x01\x08') == b'74,DRIVE NOT READY,00,00\r'   # no disk there
    assert 'Not a directory' in messages[-1]
    assert 'is not a folder' in _raised(FolderStorage(tmp_path / 'disk' / 'inner').check_writable)


def _raised(function) -> str:
    try:
        function()
    except Exception as error:          # the DiskProblem's words
        return str(error)
    return ''


def test_host_errors_become_statuses(folder, monkeypatch):
    messages = []
    drive = Drive(FolderStorage(folder), messages.append)

    def full(*args, **kwargs):
        raise OSError(errno.ENOSPC, 'No space left on device')
    monkeypatch.setattr(os, 'replace', full)
    assert save(drive, b'P', b'\x01\x08') == b'72, DISK FULL,00,00\r'
    assert 'No space left on device' in messages[-1]
    assert [p.name for p in folder.iterdir()] == []      # no temporary left


def test_open_storage_chooses_by_path(tmp_path):
    assert isinstance(open_storage(tmp_path / 'new'), FolderStorage)
    assert isinstance(open_storage(tmp_path), FolderStorage)


def test_a_crash_while_writing_leaves_the_old_file(folder, monkeypatch):
    """The new bytes go to a temporary file renamed over the old one: a
    crash half-way (here: the disk fails after the data is written, before
    the rename) leaves the old file whole and no temporary behind."""
    drive = Drive(FolderStorage(folder))
    assert save(drive, b'GAME', b'\x01\x08old') == b'00, OK,00,00\r'
    seen = []

    def crash(handle):
        seen.extend(p.name for p in folder.iterdir())
        raise OSError(errno.EIO, 'Input/output error')
    monkeypatch.setattr(os, 'fsync', crash)
    assert save(drive, b'@0:GAME', b'\x01\x08new' * 200) == b'25, WRITE ERROR,00,00\r'
    assert len(seen) == 2 and 'game.prg' in seen            # the temporary was beside it
    assert sorted(p.name for p in folder.iterdir()) == ['game.prg']
    assert (folder / 'game.prg').read_bytes() == b'\x01\x08old'
    monkeypatch.undo()
    assert save(drive, b'@0:GAME', b'\x01\x08new') == b'00, OK,00,00\r'
    assert (folder / 'game.prg').read_bytes() == b'\x01\x08new'


def test_files_keep_the_mode_a_user_expects(folder):
    """The temporary file a write goes through is made owner-only; the file
    it becomes has the umask's mode when new and the old file's mode when
    it replaces one."""
    drive = Drive(FolderStorage(folder))
    mask = os.umask(0o022)
    try:
        save(drive, b'NEW', b'\x01\x08')
        assert (folder / 'new.prg').stat().st_mode & 0o777 == 0o644
        (folder / 'new.prg').chmod(0o640)
        assert save(drive, b'@0:NEW', b'\x01\x08!') == b'00, OK,00,00\r'
        assert (folder / 'new.prg').stat().st_mode & 0o777 == 0o640
    finally:
        os.umask(mask)

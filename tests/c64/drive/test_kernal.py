"""The KERNAL's logical files and ST over the bus (C64 KERNAL source:
open, close, openchannel, channelio, serial4.0, load, save), with the drive
and the printer as devices."""
import pytest

from basic.dialects.c64.drive import Drive, FolderStorage
from basic.dialects.c64.drive.kernal import Kernal, KernalError
from basic.dialects.c64.drive.printer import Printer


@pytest.fixture
def kernal(tmp_path):
    drive = Drive(FolderStorage(tmp_path / 'disk'))
    printer = Printer(tmp_path / 'printer.txt')
    kernal = Kernal({8: drive, 4: printer})
    kernal.paper = tmp_path / 'printer.txt'
    return kernal


def line(kernal, number):
    file = kernal.chkin(number)
    out = bytearray()
    while True:
        byte = kernal.basin(file)
        if byte == 13:
            return bytes(out)
        out.append(byte)


def test_open_rules(kernal):
    with pytest.raises(KernalError, match='NOT INPUT FILE'):
        kernal.open(0, 8, 2, b'X')
    kernal.open(1, 8, 15)
    with pytest.raises(KernalError, match='FILE OPEN'):
        kernal.open(1, 8, 15)
    for number in range(2, 11):
        kernal.open(number, 3)
    with pytest.raises(KernalError, match='TOO MANY FILES'):
        kernal.open(11, 3)


def test_device_not_present_leaves_the_file_open(kernal):
    with pytest.raises(KernalError, match='DEVICE NOT PRESENT'):
        kernal.open(1, 9, 2, b'X')
    assert kernal.status == 128
    with pytest.raises(KernalError, match='FILE OPEN'):
        kernal.open(1, 9, 2, b'X')
    kernal.close(1)
    kernal.open(1, 9)                     # no name, no secondary: nothing is sent


def test_channels_of_files_not_open(kernal):
    with pytest.raises(KernalError, match='FILE NOT OPEN'):
        kernal.chkin(3)
    with pytest.raises(KernalError, match='FILE NOT OPEN'):
        kernal.chkout(3)
    kernal.open(2, 0)
    with pytest.raises(KernalError, match='NOT OUTPUT FILE'):
        kernal.chkout(2)
    with pytest.raises(KernalError, match='NOT SUPPORTED') as raised:
        kernal.open(5, 1)
    assert 'datasette' in raised.value.detail


def test_write_read_and_status_bits(kernal):
    kernal.open(2, 8, 2, b'F,S,W')
    out = kernal.chkout(2)
    kernal.bsout(out, b'AB\r')
    kernal.clrchn(out)
    kernal.close(2)
    kernal.open(2, 8, 2, b'F,S,R')
    assert line(kernal, 2) == b'AB' and kernal.status == 64
    file = kernal.chkin(2)
    assert (kernal.basin(file), kernal.status) == (0xC7, 66)     # past the end
    assert (kernal.basin(file), kernal.status) == (13, 66)       # ST set: CR at once
    kernal.open(15, 8, 15)
    assert line(kernal, 15) == b'00, OK,00,00'


def test_writing_to_a_read_channel_sets_128(kernal):
    kernal.open(3, 8, 3, b'NONE')
    out = kernal.chkout(3)
    kernal.bsout(out, b'X')
    assert kernal.status == 128


def test_command_runs_at_unlisten(kernal):
    kernal.open(2, 8, 2, b'F,S,W')
    kernal.close(2)
    kernal.open(15, 8, 15)
    out = kernal.chkout(15)
    kernal.bsout(out, b'S0:F\r')
    kernal.clrchn(out)
    assert line(kernal, 15) == b'01, FILES SCRATCHED,01,00'


def test_close_all_keeps_the_drive_s_files(kernal):
    kernal.open(2, 8, 2, b'F,S,W')
    kernal.close_all()
    assert kernal.files == [] and 2 in kernal.devices[8].channels


def test_load_save_verify(kernal):
    kernal.save(8, b'PROG', 0x0801, b'\x00\x00')
    assert kernal.load(8, b'PROG') == (0x0801, b'\x00\x00') and kernal.status == 64
    assert kernal.verify(8, b'PROG', b'\x00\x00') == (0x0801, True)
    assert kernal.verify(8, b'PROG', b'\x00\x01') == (0x0801, False) and kernal.status & 16
    with pytest.raises(KernalError, match='FILE NOT FOUND'):
        kernal.load(8, b'NONE')
    with pytest.raises(KernalError, match='MISSING FILE NAME'):
        kernal.load(8, b'')
    with pytest.raises(KernalError, match='DEVICE NOT PRESENT'):
        kernal.save(9, b'X', 0x0801, b'')
    kernal.save(8, b'PROG', 0x0801, b'\x01')      # 63 on the drive, unseen here
    assert kernal.devices[8].status[0] == 63


def test_printer_appends_lines_in_either_case_set(kernal):
    kernal.open(4, 4)
    out = kernal.chkout(4)
    kernal.bsout(out, b'HELLO \xc1\r')
    kernal.clrchn(out)
    kernal.close(4)
    kernal.open(4, 4, 7)
    out = kernal.chkout(4)
    kernal.bsout(out, b'HELLO \xc1\rUNFINISHED')
    kernal.close(4)
    assert kernal.paper.read_text() == 'HELLO A\nhello A\nunfinished\n'

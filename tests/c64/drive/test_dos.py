"""The 1541's DOS as BASIC sees it, on a folder and on a .d64 alike
(the ``drive`` fixture runs each test on both).  Statuses and rules are the
drive ROM's (DOS 2.6 source: open.src, close.src, scrtch.src, rename.src,
erproc.src)."""
import pytest

from drive_bus import command, load, read_file, save, status


def write_seq(drive, name: bytes, data: bytes) -> bytes:
    drive.open(2, name)
    drive.write(2, data)
    drive.close(2)
    return status(drive)


def test_power_on_status_then_ok(drive):
    assert status(drive) == b'73,CBM DOS V2.6 1541,00,00\r'
    assert status(drive) == b'00, OK,00,00\r'


def test_status_line_ends_with_eoi_on_the_cr(drive):
    status(drive)
    got = [drive.read(15) for _ in range(13)]
    assert bytes(byte for byte, _ in got) == b'00, OK,00,00\r'
    assert [eoi for _, eoi in got] == [False] * 12 + [True]


def test_seq_round_trip_then_end_of_file(drive):
    status(drive)
    assert write_seq(drive, b'0:DATA,S,W', b'HELLO\rWORLD\r') == b'00, OK,00,00\r'
    drive.open(2, b'0:DATA,S,R')
    assert status(drive) == b'00, OK,00,00\r'
    got = [drive.read(2) for _ in range(12)]
    assert bytes(byte for byte, _ in got) == b'HELLO\rWORLD\r'
    assert got[-1][1] and not any(eoi for _, eoi in got[:-1])
    assert drive.read(2) is None          # past the end: the C64 times out
    drive.close(2)
    assert status(drive) == b'00, OK,00,00\r'


def test_missing_file_is_62_and_its_channel_sends_nothing(drive):
    drive.open(2, b'NOTHERE,S,R')
    assert drive.read(2) is None
    drive.close(2)                         # CLOSE keeps the error (erword)
    assert status(drive) == b'62, FILE NOT FOUND,00,00\r'


def test_existing_file_is_63_and_at_replaces_it(drive):
    write_seq(drive, b'F,S,W', b'OLD')
    drive.open(2, b'F,S,W')
    assert status(drive) == b'63, FILE EXISTS,00,00\r'
    assert write_seq(drive, b'@0:F,S,W', b'NEW') == b'00, OK,00,00\r'
    drive.open(2, b'F')
    assert read_file(drive, 2) == b'NEW'


def test_type_mismatch_is_64(drive):
    write_seq(drive, b'F,S,W', b'X')
    drive.open(3, b'F,P,R')
    assert status(drive) == b'64, FILE TYPE MISMATCH,00,00\r'
    drive.open(3, b'@:F,P,W')
    assert status(drive) == b'64, FILE TYPE MISMATCH,00,00\r'
    assert load(drive, b'F') == (b'', b'64, FILE TYPE MISMATCH,00,00\r')


def test_wildcards_read_the_first_match_and_refuse_writes(drive):
    write_seq(drive, b'ALPHA,S,W', b'A')
    write_seq(drive, b'BETA,S,W', b'B')
    drive.open(2, b'B*')
    assert read_file(drive, 2) == b'B'
    drive.open(2, b'?LPHA')
    assert read_file(drive, 2) == b'A'
    drive.open(4, b'X*,S,W')
    assert status(drive) == b'33,SYNTAX ERROR,00,00\r'


def test_syntax_errors(drive):
    drive.open(2, b'A,S:B')               # a comma before the colon
    assert status(drive) == b'30,SYNTAX ERROR,00,00\r'
    drive.open(2, b'X' * 42)
    assert status(drive) == b'32,SYNTAX ERROR,00,00\r'
    assert command(drive, b'S0') == b'34,SYNTAX ERROR,00,00\r'
    assert command(drive, b'Q') == b'31,SYNTAX ERROR,00,00\r'
    assert command(drive, b'R0:A*=B') == b'30,SYNTAX ERROR,00,00\r'
    drive.open(2, b'1:FILE')
    assert status(drive) == b'74,DRIVE NOT READY,00,00\r'


def test_reading_a_file_being_written_is_60(drive):
    drive.open(2, b'BUSY,S,W')
    drive.write(2, b'DATA')
    drive.open(3, b'BUSY,S,R')
    assert status(drive) == b'60, WRITE FILE OPEN,00,00\r'
    drive.close(2)
    drive.open(3, b'BUSY')
    assert read_file(drive, 3) == b'DATA'


def test_scratch_counts_files_and_skips_locked_or_open(drive):
    for name in (b'A1', b'A2', b'B1'):
        write_seq(drive, name + b',S,W', name)
    assert command(drive, b'S0:A*') == b'01, FILES SCRATCHED,02,00\r'
    assert command(drive, b'S0:A*') == b'01, FILES SCRATCHED,00,00\r'
    drive.open(2, b'B1')
    assert command(drive, b'S:B1') == b'01, FILES SCRATCHED,00,00\r'
    drive.close(2)
    assert command(drive, b'S:B1,NONE') == b'01, FILES SCRATCHED,01,00\r'


def test_rename(drive):
    write_seq(drive, b'OLD,S,W', b'1')
    write_seq(drive, b'OTHER,S,W', b'2')
    assert command(drive, b'R0:NEW=MISSING') == b'62, FILE NOT FOUND,00,00\r'
    assert command(drive, b'R0:OTHER=OLD') == b'63, FILE EXISTS,00,00\r'
    assert command(drive, b'R0:NEW=OLD') == b'00, OK,00,00\r'
    drive.open(2, b'NEW')
    assert read_file(drive, 2) == b'1'
    drive.open(3, b'OLD')
    assert status(drive) == b'62, FILE NOT FOUND,00,00\r'


def test_copy_joins_files(drive):
    write_seq(drive, b'P1,S,W', b'AB')
    write_seq(drive, b'P2,S,W', b'CD')
    assert command(drive, b'C0:ALL=P1,0:P2') == b'00, OK,00,00\r'
    drive.open(2, b'ALL,S')
    assert read_file(drive, 2) == b'ABCD'
    assert command(drive, b'C0:ALL=P1') == b'63, FILE EXISTS,00,00\r'
    assert command(drive, b'C0:X=NOPE') == b'62, FILE NOT FOUND,00,00\r'


def test_append_mode(drive):
    write_seq(drive, b'LOG,S,W', b'ONE\r')
    drive.open(2, b'LOG,S,A')
    drive.write(2, b'TWO\r')
    drive.close(2)
    drive.open(2, b'LOG')
    assert read_file(drive, 2) == b'ONE\rTWO\r'


def test_empty_file_gets_a_cr(drive):
    write_seq(drive, b'EMPTY,S,W', b'')
    drive.open(2, b'EMPTY')
    assert read_file(drive, 2) == b'\r'


def test_save_load_and_load_star(drive):
    program = b'\x01\x08\x0b\x08\x0a\x00\x99 "HI"\x00\x00\x00'
    assert save(drive, b'PROG', program) == b'00, OK,00,00\r'
    assert load(drive, b'PROG') == (program, b'00, OK,00,00\r')
    save(drive, b'ZOTHER', b'\x01\x08\x00\x00')
    assert load(drive, b'*')[0] == b'\x01\x08\x00\x00'   # the last one saved
    drive.reset()
    assert load(drive, b'*')[0] == program                # else the first PRG
    assert load(drive, b'*')[0] == program                # then the one loaded
    assert load(drive, b'NONE') == (b'', b'62, FILE NOT FOUND,00,00\r')


def test_save_over_an_existing_file_needs_the_at(drive):
    save(drive, b'PROG', b'\x01\x08\x00\x00')
    assert save(drive, b'PROG', b'\x01\x08\x01\x00') == b'63, FILE EXISTS,00,00\r'
    assert save(drive, b'@0:PROG', b'\x01\x08\x02\x00') == b'00, OK,00,00\r'
    assert load(drive, b'PROG')[0] == b'\x01\x08\x02\x00'


def test_writing_to_a_channel_not_open_for_writing_is_refused(drive):
    assert drive.write(5, b'X') is False
    write_seq(drive, b'F,S,W', b'X')
    drive.open(2, b'F')
    assert drive.write(2, b'Y') is False


def test_directory_listing_filters(drive):
    write_seq(drive, b'DATA,S,W', b'1')
    save(drive, b'DEMO', b'\x01\x08\x00\x00')
    save(drive, b'GAME', b'\x01\x08\x00\x00')

    def names(pattern: bytes) -> list[bytes]:
        drive.open(0, pattern)
        data = read_file(drive, 0)
        lines = data[2:].split(b'\x00\x01\x01')
        return [line[line.find(b'"') + 1:line.find(b'"', line.find(b'"') + 1)]
                for line in lines[1:-1]]
    assert names(b'$') == [b'DATA', b'DEMO', b'GAME']
    assert names(b'$0:D*') == [b'DATA', b'DEMO']
    assert names(b'$:*=P') == [b'DEMO', b'GAME']
    assert names(b'$GAME') == [b'GAME']
    assert names(b'$0:G*,DATA') == [b'DATA', b'GAME']


def test_unclosed_file_shows_as_splat(drive):
    drive.open(2, b'OPEN,S,W')
    drive.open(0, b'$')
    listing = read_file(drive, 0)
    assert b'"OPEN"            *SEQ' in listing
    assert listing[listing.find(b'"OPEN"') - 5:listing.find(b'"OPEN"') - 3] == b'\x00\x00'


def test_reset_command(drive):
    status(drive)
    assert command(drive, b'UJ') == b'73,CBM DOS V2.6 1541,00,00\r'
    assert command(drive, b'I0') == b'00, OK,00,00\r'
    assert command(drive, b'V0') == b'00, OK,00,00\r'


def test_commands_not_emulated_say_so(drive):
    assert command(drive, b'M-R\x00\x00\x01') == b'31,SYNTAX ERROR,00,00\r'
    assert 'M-R' in drive.messages[-1]
    drive.open(2, b'#')
    assert status(drive) == b'31,SYNTAX ERROR,00,00\r'
    assert 'direct access' in drive.messages[-1]
    drive.open(2, b'REC,L,' + bytes([20]))
    assert 'REL' in drive.messages[-1]


def test_open_on_channel_15_runs_its_name(drive):
    write_seq(drive, b'GONE,S,W', b'1')
    drive.open(15, b'S0:GONE')
    assert status(drive) == b'01, FILES SCRATCHED,01,00\r'


@pytest.mark.slow
def test_fuzzed_opens_and_commands_only_ever_set_a_status(drive):
    import random
    generator = random.Random(8)
    alphabet = b'0123:,=*?@$#SPURLWAMDINVC/.-AB \r\x00\xa0\xc1\xff'
    for _ in range(600):
        name = bytes(generator.choice(alphabet) for _ in range(generator.randrange(30)))
        secondary = generator.choice([0, 1, 2, 3, 15])
        drive.open(secondary, name)
        drive.write(secondary, bytes(generator.randrange(256) for _ in range(generator.randrange(5))))
        drive.unlisten()
        for _ in range(generator.randrange(4)):
            drive.read(secondary)
        drive.close(secondary)
        line = status(drive)          # (reading 15 above may have begun it)
        assert line.endswith(b'\r') and (secondary == 15 or line[:2].isdigit())
    drive.open(0, b'$')
    assert read_file(drive, 0).endswith(b'\x00\x00\x00')

"""OPEN strings, wildcards, status words and the $ listing, checked against
the rules of the 1541's ROM (DOS 2.6 source: parsex.src, open.src,
lookup.src ``compar``, trnsfr.src ``getnam``/``newdir``, erproc.src)."""
import random

import pytest

from basic.dialects.c64.drive.listing import entry_line, header_line, listing
from basic.dialects.c64.drive.names import (PRG, REL, SEQ, USR, DosError, matches,
                                            parse_command, parse_open)
from basic.dialects.c64.drive.status import message, status_line
from basic.dialects.c64.drive.storage import Entry


# -- status words: errtab with its key words, each after a space -----------

@pytest.mark.parametrize('code, text', [
    (0, ' OK'), (1, ' FILES SCRATCHED'), (20, 'READ ERROR'), (25, ' WRITE ERROR'),
    (26, ' WRITE PROTECT ON'), (29, ' DISK ID MISMATCH'), (30, 'SYNTAX ERROR'),
    (34, 'SYNTAX ERROR'), (39, ' FILE NOT FOUND'), (50, ' RECORD NOT PRESENT'),
    (51, 'OVERFLOW IN RECORD'), (52, ' FILE TOO LARGE'), (60, ' WRITE FILE OPEN'),
    (61, ' FILE NOT OPEN'), (62, ' FILE NOT FOUND'), (63, ' FILE EXISTS'),
    (64, ' FILE TYPE MISMATCH'), (65, 'NO BLOCK'), (66, 'ILLEGAL TRACK OR SECTOR'),
    (70, 'NO CHANNEL'), (71, 'DIR ERROR'), (72, ' DISK FULL'),
    (73, 'CBM DOS V2.6 1541'), (74, 'DRIVE NOT READY'), (99, '')])
def test_status_words(code, text):
    assert message(code) == text


def test_status_line_numbers():
    assert status_line(1, 3) == b'01, FILES SCRATCHED,03,00'
    assert status_line(66, 36, 5) == b'66,ILLEGAL TRACK OR SECTOR,36,05'


# -- OPEN strings ----------------------------------------------------------

def test_plain_name_reads_with_type_from_the_file():
    request = parse_open(2, b'HISCORES')
    assert (request.kind, request.name, request.mode, request.type) == ('file', b'HISCORES', 'R', None)


@pytest.mark.parametrize('text, mode, kind', [
    (b'0:F,S,W', 'W', SEQ), (b'F,SEQ,WRITE', 'W', SEQ), (b'F,P,R', 'R', PRG),
    (b'F,U,A', 'A', USR), (b'F,W,S', 'W', SEQ), (b'F,D,W', 'W', None), (b'F,S,M', 'M', SEQ)])
def test_type_and_mode_by_their_first_letters(text, mode, kind):
    request = parse_open(3, text)
    assert (request.mode, request.type) == (mode, kind)


def test_load_and_save_channels_are_read_and_write_of_prg():
    assert (parse_open(0, b'GAME,S,W').mode, parse_open(0, b'GAME').type) == ('R', PRG)
    assert (parse_open(1, b'GAME').mode, parse_open(1, b'GAME,S').type) == ('W', SEQ)


def test_drive_prefix_replace_and_name_length():
    request = parse_open(2, b'@0:SCORES,S,W')
    assert (request.replace, request.name) == (True, b'SCORES')
    assert parse_open(2, b'ABC:NAME').name == b'NAME'
    assert parse_open(2, b'ABCDEFGHIJKLMNOPQRS').name == b'ABCDEFGHIJKLMNOP'
    assert parse_open(2, b'NAME\r').name == b'NAME'
    assert parse_open(2, b'REC,L,' + bytes([40])).record_length == 40
    assert parse_open(2, b'REC,L,' + bytes([40])).type == REL


def test_special_first_characters():
    assert parse_open(0, b'$').kind == 'directory'
    assert parse_open(0, b'$0:A*,B*=S').patterns == [b'A*', b'B*']
    assert parse_open(0, b'$0:A*,B*=S').list_type == SEQ
    assert parse_open(0, b'$AB').patterns == [b'AB']
    assert parse_open(2, b'$').kind == 'raw-directory'
    assert parse_open(0, b'*').kind == 'last'
    assert parse_open(2, b'*').kind == 'file'
    assert parse_open(2, b'#').kind == 'direct'


@pytest.mark.parametrize('text, code', [
    (b'A,B:C', 30), (b'X' * 42, 32), (b'1:FILE', 74), (b'$1', 74)])
def test_open_errors(text, code):
    with pytest.raises(DosError) as raised:
        parse_open(2 if text[:1] != b'$' else 0, text)
    assert raised.value.code == code


def test_commands_split_at_colon_and_equals():
    command = parse_command(b'C0:NEW=0:A,B\r')
    assert (command.letter, command.targets, command.sources) == ('C', [b'NEW'], [b'A', b'B'])
    assert parse_command(b'S:A*,B').targets == [b'A*', b'B']
    assert parse_command(b'N0:DISK,ID').targets == [b'DISK', b'ID']
    with pytest.raises(DosError) as raised:
        parse_command(b'S')
    assert raised.value.code == 34


@pytest.mark.parametrize('pattern, name, expected', [
    (b'GAME', b'GAME', True), (b'GAM', b'GAME', False), (b'GAMES', b'GAME', False),
    (b'G*', b'GAME', True), (b'*', b'', True), (b'G*XYZ', b'GAME', True),
    (b'G?ME', b'GAME', True), (b'GAME?', b'GAME', False), (b'????', b'GAME', True),
    (b'', b'GAME', False), (b'A' * 16, b'A' * 16, True), (b'GA\xa0', b'GA', True)])
def test_wildcards_as_compar(pattern, name, expected):
    assert matches(pattern, name) is expected


def test_fuzz_open_strings_give_a_request_or_a_status():
    generator = random.Random(1541)
    alphabet = b'0123:,=*?@$#SPURLWAMD AB\r\xa0\xc1'
    for _ in range(5000):
        text = bytes(generator.choice(alphabet) for _ in range(generator.randrange(45)))
        for secondary in (0, 1, 2, 15):
            try:
                request = parse_open(secondary, text)
            except DosError as error:
                assert error.code in (30, 32, 74)
                continue
            assert len(request.name) <= 41 and request.mode in 'RWAM'
        try:
            parse_command(text)
        except DosError as error:
            assert error.code in (30, 32, 34, 74)


# -- the $ listing, byte for byte ------------------------------------------

HEADER = b'MY DISK'.ljust(16, b'\xa0') + b'\xa0\xa0' + b'ID' + b'\xa0' + b'2A'


def test_header_line():
    assert header_line(HEADER) == b'\x12"MY DISK         " ID 2A'
    assert header_line(HEADER[:22] + b'\xa0')[-1:] == b'1'     # no format byte: "1"


@pytest.mark.parametrize('blocks, type_byte, text', [
    (1, 0x82, b'   "GAME"             PRG  '),
    (12, 0x81, b'  "GAME"             SEQ   '),
    (123, 0x83, b' "GAME"             USR    '),
    (664, 0xC2, b' "GAME"             PRG<   '),
    (0, 0x01, b'   "GAME"            *SEQ  '),
    (5, 0x80, b'   "GAME"             DEL  '),
    (2, 0x84, b'   "GAME"             REL  ')])
def test_entry_lines(blocks, type_byte, text):
    entry = Entry(b'GAME'.ljust(16, b'\xa0'), type_byte, blocks)
    assert entry_line(entry) == text


def test_entry_line_name_with_padding_inside_shows_after_the_quote():
    entry = Entry(b'AB\xa0,8,1'.ljust(16, b'\xa0'), 0x82, 1)
    assert entry_line(entry) == b'   "AB",8,1' + b' ' * 11 + b'PRG  '


def test_whole_listing():
    entries = [Entry(b'HELLO'.ljust(16, b'\xa0'), 0x82, 3)]
    assert listing(HEADER, entries, 661) == (
        b'\x01\x04' + b'\x01\x01\x00\x00' + b'\x12"MY DISK         " ID 2A' + b'\x00'
        + b'\x01\x01\x03\x00' + b'   "HELLO"            PRG  ' + b'\x00'
        + b'\x01\x01\x95\x02' + b'BLOCKS FREE.             ' + b'\x00\x00\x00')

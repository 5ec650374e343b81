"""The 1541's error channel: status numbers and their messages.

The words are the drive ROM's own (DOS 2.6, 901229-05, ``erproc.src``): its
table ``errtab`` spells each message with a few shared key words (FILE, NOT,
OPEN, WRITE, DISK, ERROR, ...) and ``ermove`` puts a space in front of every
key word it copies.  So a message that starts with one has a leading space:
reading channel 15 byte by byte gives ``62, FILE NOT FOUND,00,00``, while
``INPUT#15,EN,EM$,ET,ES`` skips that space as INPUT skips any.  ``errmsg``
writes the number, a comma, the message, a comma, the track and the sector
(two decimal digits each); the line ends with a carriage return.
"""
from __future__ import annotations

# The status numbers the drive uses (erproc.src's names in comments).
OK = 0
FILES_SCRATCHED = 1
READ_ERROR = 20
WRITE_ERROR = 25
WRITE_PROTECT_ON = 26
DISK_ID_MISMATCH = 29
SYNTAX_ERROR = 30          # badsyn: general syntax
INVALID_COMMAND = 31       # badcmd
LONG_LINE = 32             # longln
INVALID_FILENAME = 33      # badfn
NO_FILE_GIVEN = 34         # nofile
COMMAND_FILE_NOT_FOUND = 39
RECORD_NOT_PRESENT = 50
OVERFLOW_IN_RECORD = 51
FILE_TOO_LARGE = 52
WRITE_FILE_OPEN = 60       # filopn
FILE_NOT_OPEN = 61         # filnop
FILE_NOT_FOUND = 62        # flntfd
FILE_EXISTS = 63           # flexst
FILE_TYPE_MISMATCH = 64    # mistyp
NO_BLOCK = 65
ILLEGAL_TRACK_OR_SECTOR = 66
ILLEGAL_SYSTEM_T_OR_S = 67
NO_CHANNEL = 70
DIR_ERROR = 71
DISK_FULL = 72
DOS_VERSION = 73           # cbmv2: the power-on message
DRIVE_NOT_READY = 74

_MESSAGES: dict[int, str] = {
    0: ' OK',
    1: ' FILES SCRATCHED',
    25: ' WRITE ERROR', 28: ' WRITE ERROR',
    26: ' WRITE PROTECT ON',
    29: ' DISK ID MISMATCH',
    39: ' FILE NOT FOUND', 62: ' FILE NOT FOUND',
    50: ' RECORD NOT PRESENT',
    51: 'OVERFLOW IN RECORD',
    52: ' FILE TOO LARGE',
    60: ' WRITE FILE OPEN',
    61: ' FILE NOT OPEN',
    63: ' FILE EXISTS',
    64: ' FILE TYPE MISMATCH',
    65: 'NO BLOCK',
    66: 'ILLEGAL TRACK OR SECTOR', 67: 'ILLEGAL TRACK OR SECTOR',
    70: 'NO CHANNEL',
    71: 'DIR ERROR',
    72: ' DISK FULL',
    73: 'CBM DOS V2.6 1541',
    74: 'DRIVE NOT READY',
}
for _code in (20, 21, 22, 23, 24, 27):
    _MESSAGES[_code] = 'READ ERROR'
for _code in (30, 31, 32, 33, 34):
    _MESSAGES[_code] = 'SYNTAX ERROR'


def message(code: int) -> str:
    """The words the drive gives for status ``code`` (empty for a number its
    table lacks, as ``ermove`` copies nothing then)."""
    return _MESSAGES.get(code, '')


def status_line(code: int, track: int = 0, sector: int = 0) -> bytes:
    """The error channel's text for a status, without the closing CR:
    ``b'62, FILE NOT FOUND,00,00'``.  Numbers above 99 keep their last two
    digits, as the ROM's two-digit BCD conversion does."""
    text = '%02d,%s,%02d,%02d' % (code % 100, message(code), track % 100, sector % 100)
    return text.encode('ascii')


class DosError(Exception):
    """A DOS command or OPEN that ends in an error status, as ``cmderr``
    ends one: the status number and the track and sector it reports."""

    def __init__(self, code: int, track: int = 0, sector: int = 0):
        super().__init__(status_line(code, track, sector).decode('ascii'))
        self.code = code
        self.track = track
        self.sector = sector

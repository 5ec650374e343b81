"""File names as the 1541 reads them: OPEN strings, DOS commands, wildcards.

The rules are the drive ROM's (DOS 2.6, 901229-05): ``cmdset`` (the string's
length, a closing CR dropped, more than 41 bytes is ``32`` long line),
``open`` and ``prscln``/``setdrv`` (``[@][drive]:name``: only the character
before the colon counts as the drive, ``0`` or ``1``), ``parse`` (fields
split at commas, ``*`` and ``?`` mark a pattern), ``fndlmt`` (a name ends at
a comma or ``=`` or after 16 characters), ``cktm`` (only the first letter of
each parameter counts: ``R W A M`` for the mode, ``D S P U L`` for the type)
and ``compar`` (how a pattern matches a directory name).

Names are PETSCII bytes throughout; the directory pads them with $A0.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .status import (DRIVE_NOT_READY, DosError, LONG_LINE, NO_FILE_GIVEN,
                     SYNTAX_ERROR)

CR = 0x0D
PAD = 0xA0
NAME_LENGTH = 16
COMMAND_LENGTH = 41          # cmdlen: the drive's command buffer

# File types as the directory stores them (low bits of the type byte).
DEL, SEQ, PRG, USR, REL = range(5)
TYPE_NAMES = ('DEL', 'SEQ', 'PRG', 'USR', 'REL')
_TYPE_LETTERS = b'DSPUL'     # tplst: a type parameter's first letter
_MODE_LETTERS = b'RWAM'      # modlst: read, write, append, modify
_LIST_TYPE_LETTERS = b'DSPUR'  # typlst: the letter after "=" in "$:*=P"


def command_bytes(raw: bytes) -> bytes:
    """The string as ``cmdset`` sizes it: a CR at the end (or one before a
    last byte, as a CR LF leaves it) is dropped; ``32`` if still too long."""
    size = len(raw)
    if size >= 2:
        if raw[-1] == CR:
            size -= 1
        elif raw[-2] == CR:
            size -= 2
    if size > COMMAND_LENGTH:
        raise DosError(LONG_LINE)
    return bytes(raw[:size])


def is_pattern(name: bytes) -> bool:
    return b'*' in name or b'?' in name


def name_field(text: bytes) -> bytes:
    """A name as ``fndlmt`` ends it: at a comma or ``=``, or after 16."""
    end = len(text)
    for index, byte in enumerate(text):
        if byte in b',=':
            end = index
            break
    return bytes(text[:min(end, NAME_LENGTH)])


def padded(name: bytes) -> bytes:
    """A name as the directory holds it: 16 bytes, $A0 after the name."""
    name = name[:NAME_LENGTH]
    return name + bytes([PAD]) * (NAME_LENGTH - len(name))


def matches(pattern: bytes, name: bytes) -> bool:
    """Does a directory name match ``pattern``, as ``compar`` compares them?
    ``name`` is the directory's 16 bytes (a shorter name is padded).  ``?``
    stands for any one character but not for the padding; ``*`` matches the
    rest, and whatever follows it is ignored; otherwise the name must end
    (be padded) where the pattern ends."""
    name = padded(name)
    position = 0
    for byte in pattern:
        if byte == ord('*'):
            return True
        if position >= NAME_LENGTH:
            return False
        char = name[position]
        if byte != char and (byte != ord('?') or char == PAD):
            return False
        position += 1
    return position >= NAME_LENGTH or name[position] == PAD


def _split_drive(text: bytes, comma_error: int = SYNTAX_ERROR) -> tuple[int, bytes, bool]:
    """``[prefix][drive]:rest`` as ``prscln`` and ``setdrv`` split it: the
    drive (0 unless the character before the colon is ``1``), what follows
    the colon, and whether there was a colon.  A comma before the colon is
    an error (30 in an OPEN, 34 in a command)."""
    colon = text.find(b':')
    if colon < 0:
        return 0, text, False
    if b',' in text[:colon]:
        raise DosError(comma_error)
    drive = 1 if colon >= 1 and text[colon - 1] == ord('1') else 0
    return drive, text[colon + 1:], True


def _check_drive(drive: int) -> None:
    if drive != 0:               # a 1541 has drive 0 only
        raise DosError(DRIVE_NOT_READY)


@dataclass
class OpenRequest:
    """What an OPEN (or LOAD/SAVE) asks of the drive."""
    kind: str                    # 'file', 'directory', 'raw-directory', 'last', 'direct'
    name: bytes = b''            # the name or pattern, at most 16 bytes
    replace: bool = False        # "@" before the name
    pattern: bool = False        # the name has * or ?
    mode: str = 'R'              # R, W, A, M
    type: int | None = None      # a type parameter (DEL counts as none)
    record_length: int | None = None
    patterns: list[bytes] = field(default_factory=list)  # for "$"
    list_type: int | None = None                          # "$:*=P"


def parse_open(secondary: int, raw: bytes) -> OpenRequest:
    """Parse the name of an OPEN on data channel ``secondary`` (0-14) as the
    drive's ``open`` does; raises :class:`DosError` with the status it sets."""
    text = command_bytes(raw)
    if secondary == 0 and text[:1] == b'*':
        return OpenRequest('last', name=text, type=PRG, pattern=True)
    if text[:1] == b'$':
        if secondary != 0:
            return OpenRequest('raw-directory', type=SEQ)
        return _parse_directory(text)
    if text[:1] == b'#':
        return OpenRequest('direct', name=text)
    drive, rest, _ = _split_drive(text)
    _check_drive(drive)
    fields = rest.split(b',')
    request = OpenRequest('file', name=name_field(rest),
                          replace=text[:1] == b'@')
    request.pattern = is_pattern(fields[0])
    mode = None
    for index, param in enumerate(fields[1:3]):
        if index == 1 and request.type == REL:
            request.record_length = param[0] if param else 0
            break
        letter = param[:1]
        if letter and letter in _MODE_LETTERS:
            mode = chr(letter[0])
        if letter and letter in _TYPE_LETTERS:
            found = _TYPE_LETTERS.index(letter)
            request.type = found if found != DEL else request.type
    if secondary in (0, 1):      # LOAD and SAVE: the channel is the mode
        request.mode = 'RW'[secondary]
        if request.type is None:
            request.type = PRG
    else:
        request.mode = mode or 'R'
    return request


def _parse_directory(text: bytes) -> OpenRequest:
    """``$``, ``$0``, ``$[d]:pattern,pattern...[=type]`` or ``$pattern``,
    as ``loadir`` takes them."""
    request = OpenRequest('directory')
    body = text[1:]
    if body in (b'', b'0', b'1'):
        _check_drive(1 if body == b'1' else 0)
        request.patterns = [b'*']
        return request
    drive, rest, had_colon = _split_drive(text)
    _check_drive(drive)
    if not had_colon:
        rest = body
    if b'=' in rest:
        rest, type_text = rest.split(b'=', 1)
        letter = type_text[:1]
        if letter and letter in _LIST_TYPE_LETTERS[1:]:
            request.list_type = _LIST_TYPE_LETTERS.index(letter)
    request.patterns = [name_field(part) for part in rest.split(b',')][:5]
    return request


@dataclass
class Command:
    """A DOS command on channel 15, split as ``tagcmd`` splits it: the
    names before ``=`` (``targets``) and after it (``sources``)."""
    letter: str
    text: bytes
    targets: list[bytes] = field(default_factory=list)
    sources: list[bytes] = field(default_factory=list)
    has_colon: bool = False


def parse_command(raw: bytes) -> Command:
    """Split a command string; its letter is its first character."""
    text = command_bytes(raw)
    letter = chr(text[0]) if text else '\0'
    command = Command(letter, text)
    if letter in 'RSNC':
        drive, rest, colon = _split_drive(text, NO_FILE_GIVEN)
        if not colon:
            raise DosError(NO_FILE_GIVEN)
        _check_drive(drive)
        command.has_colon = True
        left, equals, right = rest.partition(b'=')
        command.targets = [_strip_drive(part) for part in left.split(b',')]
        if equals:
            command.sources = [_strip_drive(part) for part in right.split(b',')]
    return command


def _strip_drive(part: bytes) -> bytes:
    """``0:NAME`` in a list of names (``C0:NEW=0:A,0:B``): the drive is
    checked and dropped."""
    if len(part) >= 2 and part[1:2] == b':':
        _check_drive(1 if part[:1] == b'1' else 0)
        return name_field(part[2:])
    return name_field(part)

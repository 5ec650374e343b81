"""The 1541's DOS as the C64 sees it over the serial bus.

:class:`Drive` answers what the KERNAL sends: ``open`` (LISTEN, SECOND
$F0+sa, the name, UNLISTEN), ``close`` (SECOND $E0+sa), ``write`` (bytes
under LISTEN to a channel; on channel 15 they are a command, run at
``unlisten``) and ``read`` (TALK: one byte, with EOI on the last; None when
the channel has nothing to send, which the C64 sees as a timeout, ST 66).

Channels are the secondary addresses: 0 loads (``$`` gives the directory
listing, ``*`` the last program), 1 saves, 2-14 are data files, 15 is the
command channel, whose reading gives the status line.  The rules of
OPEN, CLOSE and the commands follow the ROM's ``open``, ``close``,
``scrtch``, ``rename``, ``copy``, ``new`` and ``verdir``: see the notes at
each method.

A file being written is kept here and stored whole when it is closed (with
``@`` it replaces the old one only then); until then the directory shows
it as not closed (``*SEQ``, 0 blocks), as the 1541's does.

What the DOS would ask of its disk controller (a directory search, a
file's first block, each further block sent or taken, the last block, the
directory entry and the BAM written at CLOSE) goes to :attr:`Drive.clock`
(:mod:`.timing`), which the KERNAL's side turns into machine time.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from . import status as st
from .listing import listing
from .names import (PRG, REL, SEQ, Command, OpenRequest, is_pattern, matches,
                    parse_command, parse_open)
from .status import DosError, status_line
from .storage import DiskProblem, Entry, Storage
from .timing import BLOCK, DIRECTORY_TRACK, DriveClock

COMMAND_CHANNEL = 15
_COMMAND_BUFFER = 42             # bytes the command buffer takes (cmdlen + 1)
# Channels (``lindx``) for files: lxint frees four at power-on.  OPEN by
# name and the commands that search the directory hold one more, the
# internal channel, while they run (srchst's opnird; C also opniwr); so a
# 1541 has at most three named files open, and a fourth OPEN is 70.
_FILE_CHANNELS = 4
_INTERNAL_CHANNELS = {'S': 1, 'R': 1, 'V': 1, 'C': 2}


@dataclass
class _Reader:
    data: bytes
    position: int = 0
    entry: Entry | None = None
    #: a file's next block is read (the controller's job), None for what
    #: is not read from the disk a block at a time
    next_block: Callable[[], None] | None = None

    def read(self) -> tuple[int, bool] | None:
        if self.position >= len(self.data):
            return None
        byte = self.data[self.position]
        self.position += 1
        if self.next_block is not None and not self.position % BLOCK \
                and self.position < len(self.data):
            self.next_block()
        return byte, self.position == len(self.data)


@dataclass
class _Writer:
    name: bytes
    file_type: int
    data: bytearray = field(default_factory=bytearray)
    replace: Entry | None = None
    orphaned: bool = False

    def entry(self) -> Entry:
        return Entry.make(self.name, self.file_type, 0, ('open', id(self)), closed=False)


class Drive:
    """Device 8: a 1541 with ``storage`` as its disk.  ``report`` is told,
    in words, why the drive gave a status that the host caused (a folder
    that is not writable, a damaged image, a command not emulated)."""

    def __init__(self, storage: Storage, report: Callable[[str], None] | None = None):
        self.storage = storage
        self.report = report or (lambda text: None)
        self.channels: dict[int, _Reader | _Writer] = {}
        #: the disk controller's jobs and the drive's mechanics (:mod:`.timing`)
        self.clock = DriveClock()
        self._command = bytearray()
        self._last_program: bytes | None = None
        self._set_status(st.DOS_VERSION)

    # -- the error channel -----------------------------------------------

    def _set_status(self, code: int, track: int = 0, sector: int = 0) -> None:
        self.status = (code, track, sector)
        self._status_text = status_line(code, track, sector)
        self._status_position = 0
        self._error = code >= 20

    @property
    def status_text(self) -> str:
        """The status line as channel 15 gives it now, without the CR."""
        return self._status_text.decode('latin-1')

    def _fail(self, error: DosError) -> None:
        self._set_status(error.code, error.track, error.sector)
        if isinstance(error, DiskProblem):
            self.report(error.explanation)

    def _read_status(self) -> tuple[int, bool]:
        """``geterc``: the line a byte at a time, then a CR with EOI, after
        which the status is 00, OK."""
        if self._status_position < len(self._status_text):
            byte = self._status_text[self._status_position]
            self._status_position += 1
            return byte, False
        self._set_status(st.OK)
        return 0x0D, True

    # -- the bus ----------------------------------------------------------

    def open(self, secondary: int, name: bytes) -> None:
        """OPEN with a name on channel ``secondary`` (the KERNAL sends none
        for an empty name, and then the drive hears nothing)."""
        secondary &= 0x0F
        if secondary == COMMAND_CHANNEL:
            self._command = bytearray(name[:_COMMAND_BUFFER])
            self.unlisten()
            return
        if secondary in self.channels:
            self._close_channel(secondary)
        self._set_status(st.OK)
        try:
            self.channels[secondary] = self._open(secondary, parse_open(secondary, name))
        except DosError as error:
            self._fail(error)

    def close(self, secondary: int) -> None:
        """CLOSE: a file being written is stored.  Closing channel 15
        closes every channel.  The status becomes 00, OK unless the last
        command failed (``erword``); closing 0 or 1 leaves it alone."""
        secondary &= 0x0F
        try:
            if secondary == COMMAND_CHANNEL:
                for channel in sorted(self.channels, reverse=True):
                    self._close_channel(channel)
            else:
                self._close_channel(secondary)
        except DosError as error:
            self._fail(error)
            return
        if secondary >= 2 and not self._error:
            self._set_status(st.OK)

    def write(self, secondary: int, data: bytes) -> bool:
        """Bytes sent to a channel: False if the drive does not take them
        (no file open for writing there), which the C64 sees as ST 128."""
        secondary &= 0x0F
        if secondary == COMMAND_CHANNEL:
            room = _COMMAND_BUFFER - len(self._command)
            self._command += data[:max(0, room)]
            return True
        channel = self.channels.get(secondary)
        if not isinstance(channel, _Writer):
            return False
        blocks = len(channel.data) // BLOCK
        channel.data += data
        for _ in range(len(channel.data) // BLOCK - blocks):
            self.clock.write(streamed=True)       # a block full: written and verified
        return True

    def unlisten(self) -> None:
        """The end of what was sent: a command waiting on channel 15 runs."""
        if not self._command:
            return
        text, self._command = bytes(self._command), bytearray()
        self._set_status(st.OK)
        try:
            self._run(parse_command(text))
        except DosError as error:
            self._fail(error)

    def read(self, secondary: int) -> tuple[int, bool] | None:
        """One byte from a channel and whether it is the last (EOI), or
        None if the channel has nothing to send."""
        secondary &= 0x0F
        if secondary == COMMAND_CHANNEL:
            return self._read_status()
        channel = self.channels.get(secondary)
        if not isinstance(channel, _Reader):
            return None
        return channel.read()

    def read_rest(self, secondary: int) -> bytes:
        """Every byte left on a data channel (LOAD's loop, done at once)."""
        channel = self.channels.get(secondary & 0x0F)
        if not isinstance(channel, _Reader):
            return b''
        rest = channel.data[channel.position:]
        channel.position = len(channel.data)
        return rest

    def reset(self) -> None:
        """Power on again (or UJ): channels forgotten, status 73."""
        self.channels.clear()
        self._command = bytearray()
        self._last_program = None
        self._set_status(st.DOS_VERSION)

    def shutdown(self) -> None:
        """Close what is still open (the end of a session)."""
        for secondary in sorted(self.channels, reverse=True):
            try:
                self._close_channel(secondary)
            except DosError as error:
                self._fail(error)

    # -- the directory ----------------------------------------------------

    def entries(self) -> list[Entry]:
        """The directory as the DOS sees it: the disk's entries and files
        being written (not closed yet)."""
        found = self.storage.entries()
        found += [channel.entry() for channel in self.channels.values()
                  if isinstance(channel, _Writer) and channel.replace is None
                  and not channel.orphaned]
        return found

    def _find(self, pattern: bytes, file_type: int | None = None) -> Entry | None:
        """The first entry that matches, as the DOS's directory search
        (``srchst``) finds it, reading the directory's sectors up to it."""
        entries = self.entries()
        for index, entry in enumerate(entries):
            if matches(pattern, entry.raw_name) and (
                    file_type is None or entry.file_type == file_type):
                self.clock.directory(len(entries), index)
                return entry
        self.clock.directory(len(entries))
        return None

    def _writer_of(self, entry: Entry) -> _Writer | None:
        for channel in self.channels.values():
            if isinstance(channel, _Writer) and channel.entry().key == entry.key:
                return channel
        return None

    def _contents(self, entry: Entry) -> bytes:
        """A file's bytes: what a channel has written so far if it is being
        written (the DOS reads such a file as far as it goes), else the
        disk's."""
        writer = self._writer_of(entry)
        return bytes(writer.data) if writer else self.storage.read(entry)

    def directory_listing(self, patterns: list[bytes] | None = None,
                          list_type: int | None = None) -> bytes:
        """``LOAD "$",8``'s program: entries that match one of the patterns
        (a name without wildcards matches only its first entry)."""
        patterns = patterns or [b'*']
        shown = []
        found_literal = set()
        for entry in self.entries():
            if list_type is not None and entry.file_type != list_type:
                continue
            for index, pattern in enumerate(patterns):
                if not matches(pattern, entry.raw_name):
                    continue
                if not is_pattern(pattern):
                    if index in found_literal:
                        continue
                    found_literal.add(index)
                shown.append(entry)
                break
        return listing(self.storage.header(), shown, self.storage.free_blocks())

    # -- OPEN -------------------------------------------------------------

    def _need_channels(self, count: int) -> None:
        """``fndlnx``: 70 if fewer than ``count`` channels are free."""
        if len(self.channels) + count > _FILE_CHANNELS:
            raise DosError(st.NO_CHANNEL)

    def _open(self, secondary: int, request: OpenRequest) -> _Reader | _Writer:
        opened = self._open_channel(secondary, request)
        # the file's own channel, taken while the search's is still held
        searched = request.kind in ('directory', 'file') or (
            request.kind == 'last' and self._last_program is None)
        self._need_channels(2 if searched else 1)
        return opened

    def _open_channel(self, secondary: int, request: OpenRequest) -> _Reader | _Writer:
        if request.kind in ('directory', 'file'):
            self._need_channels(1)               # the search's internal channel
        if request.kind == 'directory':
            self.clock.directory(len(self.entries()))
            return _Reader(self.directory_listing(request.patterns, request.list_type))
        if request.kind == 'raw-directory':
            self._need_channels(1)
            self.clock.directory(len(self.entries()))
            return _Reader(self.storage.raw_directory())
        if request.kind == 'direct':
            raise _not_emulated('direct access channels ("#")')
        if request.kind == 'last':
            entry = None
            if self._last_program is not None:
                entry = self._find(self._last_program)
            entry = entry or self._find(b'*', PRG)
            if entry is None:
                raise DosError(st.FILE_NOT_FOUND)
            return self._open_read(secondary, request, entry)
        if request.type == REL or request.record_length is not None:
            raise _not_emulated('relative (REL) files')
        entry = self._find(request.name)
        if request.mode == 'W':
            return self._open_write(secondary, request, entry)
        if entry is None:
            raise DosError(st.FILE_NOT_FOUND)
        return self._open_read(secondary, request, entry)

    def _open_read(self, secondary: int, request: OpenRequest, entry: Entry) -> _Reader | _Writer:
        """``op90``-``op125``: not found 62; not closed 60 (unless M);
        another type than asked 64; A appends."""
        if request.mode != 'M' and not entry.closed:
            raise DosError(st.WRITE_FILE_OPEN)
        wanted = entry.file_type if request.type is None else request.type
        if entry.file_type != wanted:
            raise DosError(st.FILE_TYPE_MISMATCH)
        if entry.file_type == REL:
            raise _not_emulated('relative (REL) files')
        data = self._contents(entry)
        if request.mode == 'A':
            self.storage.check_writable()
            return _Writer(entry.name, entry.file_type, bytearray(data), replace=entry)
        if secondary < 2:
            self._last_program = entry.name
        self.clock.read()                         # its first block
        return _Reader(data, entry=entry, next_block=lambda: self.clock.read(streamed=True))

    def _open_write(self, secondary: int, request: OpenRequest, entry: Entry | None) -> _Writer:
        """``op75``-``op82``: a pattern is 33 (with ``@`` it replaces the
        first match); a file not closed is replaced; an existing one is 63
        without ``@``, 64 if ``@`` asks for another type."""
        file_type = request.type
        if request.pattern and not request.replace:
            raise DosError(st.INVALID_FILENAME)
        self.storage.check_writable()
        if entry is not None and not entry.closed:
            writer = self._writer_of(entry)
            if writer is not None:
                writer.orphaned = True
            else:
                self.storage.scratch(entry)
            entry = None
        if entry is not None or (request.pattern and request.replace):
            if not request.replace:
                raise DosError(st.FILE_EXISTS)
            if entry is None or (file_type is not None and entry.file_type != file_type) \
                    or entry.file_type == REL:
                raise DosError(st.FILE_TYPE_MISMATCH)
            return self._writer(secondary, entry.name, entry.file_type, entry)
        self.storage.check_name(request.name)
        return self._writer(secondary, request.name, SEQ if file_type is None else file_type)

    def _writer(self, secondary: int, name: bytes, file_type: int,
                replace: Entry | None = None) -> _Writer:
        if secondary < 2:
            self._last_program = name
        return _Writer(name, file_type, replace=replace)

    def _close_channel(self, secondary: int) -> None:
        channel = self.channels.pop(secondary, None)
        if isinstance(channel, _Writer) and not channel.orphaned:
            data = bytes(channel.data) or b'\r'      # clswrt: an empty file gets a CR
            self.storage.write(channel.name, channel.file_type, data, channel.replace)
            self._directory_written(last_block=True)

    def _directory_written(self, last_block: bool = False) -> None:
        """A file's last block (``clswrt``), then its directory entry and
        the BAM, each written and verified on track 18."""
        if last_block:
            self.clock.write()
        self.clock.write(DIRECTORY_TRACK)
        self.clock.write(DIRECTORY_TRACK)

    # -- commands on channel 15 -------------------------------------------

    def _run(self, command: Command) -> None:
        run = {'S': self._scratch, 'R': self._rename, 'C': self._copy, 'N': self._new,
               'I': self._initialize, 'V': self._validate, 'U': self._user}.get(command.letter)
        if run is None:
            if command.letter in 'MBP&':
                raise _not_emulated('the %s command' % _COMMAND_NAMES[command.letter])
            raise DosError(st.INVALID_COMMAND)      # D (duplicate) too, on a 1541
        self._need_channels(_INTERNAL_CHANNELS.get(command.letter, 0))
        run(command)

    def _scratch(self, command: Command) -> None:
        """``scrtch``: every closed or unclosed file matching one of the
        names, except locked ones and files open on a channel; the count
        goes in the status's track field."""
        if command.sources:
            raise DosError(st.SYNTAX_ERROR)
        count = 0
        for entry in self.storage.entries():
            if entry.locked or self._in_use(entry):
                continue
            if any(matches(pattern, entry.raw_name) for pattern in command.targets):
                self.storage.scratch(entry)
                count += 1
        self.clock.directory(len(self.storage.entries()) + count)
        if count:
            self._directory_written()
        self._set_status(st.FILES_SCRATCHED, count)

    def _in_use(self, entry: Entry) -> bool:
        for channel in self.channels.values():
            if isinstance(channel, _Reader) and channel.entry is not None \
                    and channel.entry.key == entry.key:
                return True
            if isinstance(channel, _Writer) and channel.replace is not None \
                    and channel.replace.key == entry.key:
                return True
        return False

    def _single_names(self, command: Command) -> tuple[bytes, list[bytes]]:
        if len(command.targets) != 1 or not command.sources:
            raise DosError(st.SYNTAX_ERROR)
        return command.targets[0], command.sources

    def _rename(self, command: Command) -> None:
        """``rename``: R0:NEW=OLD; no patterns; OLD missing 62, NEW there 63."""
        new, sources = self._single_names(command)
        if len(sources) != 1 or is_pattern(new) or is_pattern(sources[0]):
            raise DosError(st.SYNTAX_ERROR)
        old = self._find(sources[0])
        if old is None:
            raise DosError(st.FILE_NOT_FOUND)
        if self._find(new) is not None:
            raise DosError(st.FILE_EXISTS)
        self.storage.check_writable()
        self.storage.check_name(new)
        self.storage.rename(old, new)
        self.clock.write(DIRECTORY_TRACK)

    def _copy(self, command: Command) -> None:
        """``copy``: C0:NEW=OLD[,OLD2...], the files joined; a missing one
        is 62, NEW there already 63; the type is the first file's."""
        new, sources = self._single_names(command)
        if is_pattern(new):
            raise DosError(st.SYNTAX_ERROR)
        found = [self._find(source) for source in sources]
        if any(entry is None for entry in found):
            raise DosError(st.FILE_NOT_FOUND)
        if self._find(new) is not None:
            raise DosError(st.FILE_EXISTS)
        if any(entry.file_type == REL for entry in found):
            raise _not_emulated('copying relative (REL) files')
        self.storage.check_writable()
        self.storage.check_name(new)
        data = b''.join(self._contents(entry) for entry in found)
        self.storage.write(new, found[0].file_type, data)
        for _ in range(-(-len(data) // BLOCK)):
            self.clock.read()
            self.clock.write()
        self._directory_written()

    def _new(self, command: Command) -> None:
        """``new``: N0:NAME,ID formats (channels closed), N0:NAME clears
        the directory and keeps the ID; a pattern in the name is 30."""
        if command.sources or len(command.targets) > 2 or is_pattern(command.targets[0]):
            raise DosError(st.SYNTAX_ERROR)
        disk_id = command.targets[1][:2] if len(command.targets) == 2 else None
        if disk_id is not None:
            self.channels.clear()
        self.storage.check_writable()
        self.storage.format(command.targets[0], disk_id)
        self._directory_written()
        self._last_program = None

    def _initialize(self, command: Command) -> None:
        self._last_program = None
        self.clock.read(DIRECTORY_TRACK)          # the BAM

    def _validate(self, command: Command) -> None:
        self.storage.check_writable()
        self.storage.validate()
        self.clock.directory(len(self.storage.entries()))
        self.clock.write(DIRECTORY_TRACK)

    def _user(self, command: Command) -> None:
        """UJ (and U:, UI) reset the drive; U1, U2... are block commands."""
        what = command.text[1:2].upper()
        if what in (b'J', b':', b'I', b''):
            self.reset()
            return
        raise _not_emulated('the U%s command' % what.decode('latin-1'))


_COMMAND_NAMES = {'M': 'M-R/M-W/M-E (drive memory)', 'B': 'B-R/B-W/B-P/B-A/B-F (block)',
                  'P': 'P (record position)', '&': '& (run a file in the drive)'}


def _not_emulated(what: str) -> DiskProblem:
    return DiskProblem(st.INVALID_COMMAND, 'the drive does not emulate %s' % what)

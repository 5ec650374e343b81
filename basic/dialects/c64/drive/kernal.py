"""The KERNAL's side of the serial bus: logical files, ST, LOAD and SAVE.

What BASIC's OPEN, CLOSE, PRINT#, INPUT#, GET#, CMD, LOAD, SAVE and VERIFY
do through the KERNAL (C64 KERNAL 901227-03 source: open, close,
openchannel, channelio, serial4.0, load, save), for devices on the bus
(4-30: the printer, the drives):

* ``open``: a logical file 1-255 (0 is ``NOT INPUT FILE``), at most ten
  (``TOO MANY FILES``), none twice (``FILE OPEN``).  The file enters the
  table before the device is asked, so after ``DEVICE NOT PRESENT`` it is
  still open, as on the machine.  A name is sent only with a secondary
  address, and only if it is not empty.
* ``chkin``/``chkout``: ``FILE NOT OPEN`` for a file not in the table;
  each clears ST (``LOOKUP``).  Keyboard (0) and screen (3) are the
  machine's own; BASIC handles them.
* ``basin``: a byte from the talker; after any ST bit is set it gives a CR
  without asking (``BN30``).  The last byte sets 64 (EOI); a talker with
  nothing to send sets 66 and gives 199 ($C7, what the port reads).
* ``bsout``: bytes to the listener; a device that takes none sets 128.
* ``clrchn``: UNLISTEN / UNTALK (a command sent to channel 15 runs then).
* ``load``/``save``: ``MISSING FILE NAME`` for an empty name, ``DEVICE NOT
  PRESENT``, ``FILE NOT FOUND`` when the first byte does not come; SAVE
  does not see the drive's errors (its status tells them).

Errors are :class:`KernalError` with BASIC's word for them.

**Time.**  Given the machine's clock (``now``, in seconds, and ``charge``,
which makes the C64 wait), every exchange with a drive takes what the bus
and the 1541 take (:mod:`.timing`): the commands under ATN and the bytes,
after the drive has finished what it was doing, and the controller's jobs
the drive's DOS queued (:class:`.timing.DriveClock`).  A file's blocks read
or written while bytes flow hold the bus (the C64 waits); what the drive
does after an UNLISTEN (the search after OPEN, the writes after CLOSE, a
command) it does by itself, and the next exchange waits for it.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Optional, Protocol

from .timing import ATN_BYTE, BUS_BYTE, DriveClock

EOI = 0x40
TIMEOUT_READ = 0x02
VERIFY_MISMATCH = 0x10
NOT_PRESENT = 0x80
NO_SECONDARY = None


class KernalError(Exception):
    """A KERNAL error, named as BASIC prints it (``FILE NOT OPEN``)."""

    def __init__(self, name: str, detail: str = ''):
        super().__init__(name)
        self.name = name
        self.detail = detail


class BusDevice(Protocol):
    #: the device's mechanics on the machine's clock (None: it takes no time)
    clock: Optional[DriveClock]

    def open(self, secondary: int, name: bytes) -> None: ...
    def close(self, secondary: int) -> None: ...
    def write(self, secondary: int, data: bytes) -> bool: ...
    def unlisten(self) -> None: ...
    def read(self, secondary: int) -> tuple[int, bool] | None: ...


@dataclass
class LogicalFile:
    number: int
    device: int
    secondary: int | None


def _channel(file: LogicalFile) -> int:
    """The secondary address a file talks on: with none given the KERNAL
    sends no SECOND, and devices take that as 0 (a printer's default
    mode)."""
    return 0 if file.secondary is None else file.secondary


class Kernal:
    """The logical file table and ST for the devices in ``devices``."""

    MAX_FILES = 10

    def __init__(self, devices: dict[int, BusDevice],
                 now: Optional[Callable[[], float]] = None,
                 charge: Optional[Callable[[float], None]] = None):
        self.devices = devices
        self.files: list[LogicalFile] = []
        self.status = 0
        #: the machine's time in seconds and how it is made to wait (None: no time kept)
        self.now = now
        self.charge = charge

    # -- time -------------------------------------------------------------

    def _clock(self, device: int) -> Optional[DriveClock]:
        found = self.devices.get(device)
        return found.clock if found is not None and self.now is not None else None

    def _bus(self, clock: Optional[DriveClock], t: float, atn: int = 0, data: int = 0) -> float:
        """Commands and bytes on the bus from ``t``, once the drive is free."""
        if clock is None:
            return t
        return max(t, clock.ready) + atn * ATN_BYTE + data * BUS_BYTE

    def _start(self) -> float:
        return self.now() if self.now is not None else 0.0

    def _wait(self, start: float, t: float) -> None:
        """The C64 waited from ``start`` to ``t``."""
        if self.charge is not None and t > start:
            self.charge(t - start)

    def traffic(self, device: int, atn: int = 0, data: int = 0) -> None:
        """Commands and bytes a routine sends or takes by hand (LISTEN,
        CIOUT, ACPTR...): their time on the bus, once the drive is free."""
        start = self._start()
        self._wait(start, self._bus(self._clock(device), start, atn, data))

    def drive_work(self, device: int, waits: bool) -> None:
        """The jobs the drive's DOS has queued: the C64 ``waits`` for them
        (a block while bytes flow), or the drive does them by itself."""
        clock = self._clock(device)
        if clock is None or not clock.jobs:
            return
        start = self._start()
        done = clock.run(start)
        if waits:
            self._wait(start, done)

    # -- the table --------------------------------------------------------

    def find(self, number: int) -> LogicalFile | None:
        for file in self.files:
            if file.number == number:
                return file
        return None

    def _device(self, number: int) -> BusDevice:
        device = self.devices.get(number)
        if device is None:
            self.status |= NOT_PRESENT
            raise KernalError('DEVICE NOT PRESENT')
        return device

    def open(self, number: int, device: int = 1, secondary: int | None = NO_SECONDARY,
             name: bytes = b'') -> LogicalFile:
        """OPEN number,device,secondary,name (BASIC's defaults: device 1,
        secondary 0 below device 3, none from 3)."""
        if number == 0:
            raise KernalError('NOT INPUT FILE')
        if self.find(number) is not None:
            raise KernalError('FILE OPEN')
        if len(self.files) >= self.MAX_FILES:
            raise KernalError('TOO MANY FILES')
        if device in (1, 2):
            raise KernalError('NOT SUPPORTED', '%s (device %d) is not emulated; the disk drive '
                              'is device 8, the printer device 4'
                              % ('the datasette' if device == 1 else 'RS-232', device))
        file = LogicalFile(number, device, None if secondary is None else secondary & 0x1F)
        self.files.append(file)
        if device >= 4 and file.secondary is not None and name:
            self.status = 0
            bus = self._device(device)
            start = self._start()
            clock = self._clock(device)          # LISTEN, SECOND, the name, UNLISTEN
            t = self._bus(clock, start, 3, len(name))
            bus.open(file.secondary, bytes(name))
            if clock is not None:
                clock.run(t)                     # the drive goes on by itself
            self._wait(start, t)
        return file

    def close(self, number: int) -> None:
        """CLOSE: the device is told (with a secondary address), the file
        leaves the table; a file not open is no error."""
        file = self.find(number)
        if file is None:
            return
        self.files.remove(file)
        if file.device >= 4 and file.secondary is not None and file.device in self.devices:
            start = self._start()
            clock = self._clock(file.device)     # LISTEN, SECOND $E0, UNLISTEN
            t = self._bus(clock, start, 3)
            self.devices[file.device].close(file.secondary)
            if clock is not None:
                clock.run(t)
            self._wait(start, t)

    def close_all(self) -> None:
        """CLALL (RUN, CLR, NEW): the table is emptied; the devices are not
        told, so a drive keeps its files open."""
        self.files.clear()

    # -- channels ---------------------------------------------------------

    def chkin(self, number: int) -> LogicalFile:
        self.status = 0
        file = self.find(number)
        if file is None:
            raise KernalError('FILE NOT OPEN')
        if file.device >= 4:
            self._device(file.device)
            self._commands(file, 3)              # TALK, TKSA; UNTALK at CLRCHN
        return file

    def _commands(self, file: LogicalFile, count: int) -> None:
        """``count`` commands under ATN to ``file``'s device (one fewer
        without a secondary address)."""
        start = self._start()
        clock = self._clock(file.device)
        self._wait(start, self._bus(clock, start, count - (file.secondary is None)))

    def chkout(self, number: int) -> LogicalFile:
        self.status = 0
        file = self.find(number)
        if file is None:
            raise KernalError('FILE NOT OPEN')
        if file.device == 0:
            raise KernalError('NOT OUTPUT FILE')
        if file.device >= 4:
            self._device(file.device)
            self._commands(file, 2)              # LISTEN, SECOND
        return file

    def basin(self, file: LogicalFile) -> int:
        """A byte from a device on the bus."""
        if self.status:
            return 0x0D
        device = self.devices[file.device]
        start = self._start()
        clock = self._clock(file.device)
        t = self._bus(clock, start, data=1)
        got = device.read(_channel(file))
        if clock is not None:
            t = clock.run(t)                     # the next block, while the C64 waits
        self._wait(start, t)
        if got is None:
            self.status |= EOI | TIMEOUT_READ
            return 0xC7
        byte, last = got
        if last:
            self.status |= EOI
        return byte

    def bsout(self, file: LogicalFile, data: bytes) -> None:
        """Bytes to a device on the bus."""
        device = self.devices[file.device]
        start = self._start()
        clock = self._clock(file.device)
        t = self._bus(clock, start, data=len(data))
        accepted = device.write(_channel(file), bytes(data))
        if clock is not None:
            t = clock.run(t)                     # full blocks written as they fill
        self._wait(start, t)
        if not accepted and data:
            self.status |= NOT_PRESENT

    def clrchn(self, file: LogicalFile | None) -> None:
        """UNLISTEN after output to the bus (UNTALK needs nothing here)."""
        if file is not None and file.device >= 4 and file.device in self.devices:
            start = self._start()
            clock = self._clock(file.device)
            t = self._bus(clock, start, 1)
            self.devices[file.device].unlisten()
            if clock is not None:
                clock.run(t)                     # a command sent to channel 15 runs
            self._wait(start, t)

    # -- LOAD and SAVE ----------------------------------------------------

    def load(self, device: int, name: bytes, secondary: int = 0) -> tuple[int, bytes]:
        """LOAD "name",device[,secondary]: the file's load address and the
        bytes after it (the caller stores them at that address if
        ``secondary`` is not 0, else at the start of BASIC)."""
        self.status = 0
        bus = self._serial(device, name)
        start = self._start()
        clock = self._clock(device)
        t = self._bus(clock, start, 3, len(name))  # OPEN: LISTEN, SECOND, the name, UNLISTEN
        bus.open(0, bytes(name))
        if clock is not None:
            clock.run(t)
        if self.status & NOT_PRESENT:
            raise KernalError('DEVICE NOT PRESENT')
        t = self._bus(clock, t, 2)               # TALK, TKSA: the search and first block first
        data = bytearray()
        while True:
            got = bus.read(0)
            if got is None:
                break
            data.append(got[0])
            t = self._bus(clock, t, data=1)
            if clock is not None and clock.jobs:
                t = clock.run(t)
            if got[1]:
                break
        t = self._bus(clock, t, 4)               # UNTALK; CLOSE: LISTEN, SECOND, UNLISTEN
        bus.close(0)
        if clock is not None:
            clock.run(t)
        self._wait(start, t)
        if not data:
            self.status |= EOI | TIMEOUT_READ
            raise KernalError('FILE NOT FOUND')
        self.status |= EOI
        if len(data) < 2:
            data.append(0xC7)
        return data[0] | data[1] << 8, bytes(data[2:])

    def verify(self, device: int, name: bytes, memory: bytes, secondary: int = 0) -> tuple[int, bool]:
        """VERIFY: the load address and whether the file's bytes are those
        of ``memory`` (ST gets 16 if not)."""
        address, data = self.load(device, name, secondary)
        same = memory[:len(data)] == data and len(memory) >= len(data)
        if not same:
            self.status |= VERIFY_MISMATCH
        return address, same

    def save(self, device: int, name: bytes, address: int, data: bytes) -> None:
        """SAVE "name",device: the start address, then the bytes."""
        self.status = 0
        bus = self._serial(device, name)
        start = self._start()
        clock = self._clock(device)
        t = self._bus(clock, start, 3, len(name))  # OPEN
        bus.open(1, bytes(name))
        if clock is not None:
            clock.run(t)
        payload = bytes([address & 0xFF, address >> 8]) + bytes(data)
        t = self._bus(clock, t, 3, len(payload))  # LISTEN, SECOND, the bytes, UNLISTEN
        bus.write(1, payload)
        if clock is not None:
            t = clock.run(t)
        bus.unlisten()
        t = self._bus(clock, t, 3)               # CLOSE
        bus.close(1)
        if clock is not None:
            clock.run(t)                         # the last block and the directory
        self._wait(start, t)

    def _serial(self, device: int, name: bytes) -> BusDevice:
        if device in (0, 2, 3):
            raise KernalError('ILLEGAL DEVICE NUMBER')
        if device == 1:
            raise KernalError('NOT SUPPORTED', 'LOAD and SAVE use the disk drive, device 8: '
                              'the datasette is not emulated')
        if not name:
            raise KernalError('MISSING FILE NAME')
        return self._device(device)

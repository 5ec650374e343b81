"""The C64's serial bus as BASIC uses it: device 8 (the disk drive) and
device 4 (the printer), with the KERNAL's table of logical files and ST.

The drive, the printer and the KERNAL's rules are :mod:`.drive`'s (written
from the ROMs' source); this module connects them to the machine: the disk
and paper the host's :class:`~basic.core.peripherals.Peripherals` name
(looked at when a program first uses a device), output that PRINT# and CMD
send to a file instead of the screen (CHANNL), INPUT#'s line reading, and
the bytes LOAD and SAVE move.  KERNAL errors become the BASIC errors of the
same name (``?FILE NOT OPEN  ERROR``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Optional

from ...core.errors import BasicError
from ...core.formats import FormatError
from .petscii import petscii_char

if TYPE_CHECKING:  # pragma: no cover
    from .drive.kernal import Kernal, LogicalFile

# The drive, the KERNAL's serial bus and the printer are imported when a
# program first uses a device (they bring the d64 library): a run that
# never opens a file starts without them.

KEYBOARD, SCREEN = 0, 3
BUFLEN = 89                      # BASIC's input buffer: a longer line is STRING TOO LONG


def kernal_call(call: Callable[..., Any], *args: Any) -> Any:
    """Run a KERNAL routine; its error is BASIC's error of that name."""
    from .drive.kernal import KernalError
    try:
        return call(*args)
    except KernalError as error:
        if error.name == "NOT SUPPORTED":
            raise BasicError("DEVICE NOT PRESENT", error.detail) from None
        raise BasicError(error.name, error.detail) from None


class C64Devices:
    """What is on the bus of one machine, made when first needed."""

    def __init__(self, machine: Any) -> None:
        self.machine = machine
        self._kernal: Optional[Kernal] = None
        #: the file output goes to (CMD, PRINT#): BASIC's CHANNL
        self.output: Optional[LogicalFile] = None

    @property
    def started(self) -> bool:
        return self._kernal is not None

    @property
    def kernal(self) -> Kernal:
        if self._kernal is None:
            from .drive import ImageError, open_drive
            from .drive.kernal import Kernal
            from .drive.printer import Printer
            peripherals = self.machine.host.peripherals
            devices: dict[int, Any] = {
                4: Printer(peripherals.printer, petscii_char, peripherals.report)}
            try:
                devices[8] = open_drive(peripherals.disk_path, peripherals.report)
            except ImageError as error:       # no usable disk: as if no drive were there
                peripherals.report(str(error))
            machine = self.machine
            self._kernal = Kernal(devices, machine.seconds, machine.wait_seconds)
        return self._kernal

    @property
    def drive(self) -> Any:
        return self.kernal.devices.get(8)

    # -- the disk in device 8 (basic.core.machine.DiskDrive) -------------------------
    def change_disk(self, path: str) -> None:
        """A new disk in device 8 (the REPL's DISK command): the drive is
        powered on again with it; ValueError with words for a file that is
        no disk image."""
        from .drive import ImageError, open_drive
        kernal = self.kernal
        try:
            kernal.devices[8] = open_drive(path, self.machine.host.peripherals.report)
        except ImageError as error:
            raise ValueError(str(error)) from None

    def disk_problem(self) -> Optional[str]:
        """Why the disk chosen for device 8 cannot be used (a missing or
        damaged .d64), or None; nothing is opened or made.  The REPL says
        so when it starts rather than at the first LOAD."""
        from .drive import ImageError, open_storage
        try:
            open_storage(self.machine.host.peripherals.disk_path)
        except ImageError as error:
            return str(error)
        return None

    def status(self) -> int:
        """ST, as BASIC's ST gives it (a signed byte)."""
        value = self._kernal.status if self._kernal is not None else 0
        return value - 256 if value >= 128 else value

    # -- files ----------------------------------------------------------------------
    def open(self, number: int, device: int = 1, secondary: Optional[int] = None,
             name: bytes = b"") -> None:
        kernal_call(self.kernal.open, number, device, secondary, name)

    def close(self, number: int) -> None:
        if self._kernal is not None:
            self._kernal.close(number)

    def close_all(self) -> None:
        """CLALL (RUN, CLR, NEW): the table emptied, CMD ended."""
        self.clear_channels()
        if self._kernal is not None:
            self._kernal.close_all()

    def shutdown(self) -> None:
        """The end of the session: what the drive and printer still hold is
        written out."""
        if self._kernal is None:
            return
        drive = self._kernal.devices.get(8)
        if drive is not None:
            drive.shutdown()
        self._kernal.devices[4].flush()

    # -- output (CHKOUT, CLRCHN) ------------------------------------------------------------
    def chkout(self, number: int) -> None:
        """Output to file ``number`` from now on (until :meth:`clear_channels`)."""
        file = kernal_call(self.kernal.chkout, number)
        self.output = file

    def clear_channels(self) -> None:
        """CLRCHN: UNLISTEN what listened (a command on channel 15 runs)."""
        if self.output is not None and self._kernal is not None:
            self._kernal.clrchn(self.output)
        self.output = None

    @property
    def to_file(self) -> bool:
        """Does output go to a device on the bus (not the screen)?"""
        return self.output is not None and self.output.device > SCREEN

    def send(self, text: str) -> None:
        self.kernal.bsout(self.output, text.encode("latin-1", "replace"))

    # -- input (CHKIN, BASIN) -------------------------------------------------------------
    def chkin(self, number: int) -> LogicalFile:
        return kernal_call(self.kernal.chkin, number)

    def byte_from(self, file: LogicalFile) -> int:
        """GETIN/BASIN from a file: a byte of a device on the bus, or a key."""
        if file.device == KEYBOARD or file.device == SCREEN:
            return self.machine.getin()
        return self.kernal.basin(file)

    def line_from(self, file: LogicalFile) -> str:
        """INLIN from a file: the codes up to a CR (88 at most)."""
        if file.device == KEYBOARD or file.device == SCREEN:
            return self.machine.read_line("")
        out = []
        while True:
            code = self.kernal.basin(file)
            if code == 13:
                return "".join(out)
            out.append(chr(code))
            if len(out) >= BUFLEN:
                raise BasicError("STRING TOO LONG")

    def timed_out(self) -> bool:
        """ST bit 1: the talker had nothing to send."""
        return bool(self._kernal is not None and self._kernal.status & 2)

    # -- LOAD, SAVE, VERIFY ------------------------------------------------------------
    def load(self, device: int, name: bytes, secondary: int) -> tuple[int, bytes]:
        return kernal_call(self.kernal.load, device, name, secondary)

    def save(self, device: int, name: bytes, address: int, data: bytes) -> None:
        kernal_call(self.kernal.save, device, name, address, data)


def relink(data: bytes, start: int) -> bytes:
    """LNKPRG: the links of a BASIC program loaded at ``start`` made right
    (a directory listing comes with links of $0101); a link whose high byte
    is 0 ends the program."""
    out = bytearray(data)
    pos = 0
    while pos + 4 <= len(out) and out[pos + 1]:
        end = out.find(0, pos + 4)
        if end < 0:
            break
        link = start + end + 1
        out[pos], out[pos + 1] = link & 0xFF, link >> 8
        pos = end + 1
    return bytes(out)


def program_on_disk(disk: str, name: str) -> Any:
    """The program LOAD "name",8 would load from ``disk``, as LOAD leaves it
    (a :class:`basic.core.formats.ProgramImage`).  ValueError with words
    when there is none."""
    from .drive import Drive, ImageError, open_storage
    from .drive.kernal import Kernal, KernalError
    from .prg import load
    from .store import TXTTAB
    try:
        drive = Drive(open_storage(disk))
    except ImageError as error:
        raise ValueError(str(error)) from None
    kernal = Kernal({8: drive})
    try:
        _, data = kernal.load(8, name.encode("latin-1", "replace"))
    except KernalError:
        raise ValueError(f"{name}: not on the disk {disk} ({drive.status_text})") from None
    try:
        return load(bytes([TXTTAB & 0xFF, TXTTAB >> 8]) + relink(data, TXTTAB))
    except FormatError as error:
        raise ValueError(f"{name} on {disk} is not a BASIC program: {error}") from None

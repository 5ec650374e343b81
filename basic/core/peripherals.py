"""What is plugged into the machine besides its screen and keyboard: the
disk in the drive, the paper in the printer and the RAM pack, as ``--disk``,
``--printer`` and ``--ram`` (and the REPL's DISK command) choose them.

A host carries one (``host.peripherals``); a machine looks at it when a
program first uses a device, so a run that never opens a file touches
nothing on the host.
"""
from __future__ import annotations

import sys
from .nodeclass import record
from typing import Callable, Optional

DEFAULT_DISK = "disk"
DEFAULT_PRINTER = "printer.txt"


def report_on_stderr(text: str) -> None:
    """Why a device answered as it did, in words (a folder that cannot be
    written, a damaged disk image): the user is told on stderr."""
    print(f"basic: {text}", file=sys.stderr)


@record
class Peripherals:
    #: the disk: a folder or a disk image (None: the folder ``disk`` here,
    #: made when the first file is written)
    disk: Optional[str] = None
    #: the file the printer appends to; pictures (the Spectrum's COPY) go
    #: beside it as FILE-1.png, FILE-2.png...
    printer: str = DEFAULT_PRINTER
    #: the RAM in K (the ZX81's 1, 2, 16 or 32, the ZX80's 1 or 16); None:
    #: the machine's own default
    ram: Optional[int] = None
    #: the file ``--rom`` names: the ZX81's or ZX80's ROM image, which
    #: machine code may call (basic.core.romimage); None: the environment
    #: variable's, or none
    rom: Optional[str] = None
    #: told why a device gave the status it gave
    report: Callable[[str], None] = report_on_stderr

    def with_disk(self, disk: Optional[str]) -> "Peripherals":
        """The same peripherals with another disk (the REPL's DISK)."""
        from copy import copy
        other = copy(self)
        other.disk = disk
        return other

    @property
    def disk_path(self) -> str:
        return self.disk or DEFAULT_DISK

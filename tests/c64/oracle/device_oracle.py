"""The genuine BASIC V2 ROM doing disk and printer I/O.

A regeneration tool like c64oracle.py (whose C64Basic it extends): the
BASIC ROM runs in py65; the KERNAL's file calls (SETNAM, SETLFS, OPEN,
CLOSE, CHKIN, CHKOUT, CLRCHN, CLALL, CHRIN, CHROUT, GETIN, READST, LOAD,
SAVE) are Python handlers that use the project's own KERNAL and 1541 model
(basic.dialects.c64.drive: kernal.py is written from the KERNAL's source,
dos.py from the drive's), with the errors returned as the KERNAL returns
them (carry set, the error number in A).  So what the probes record is what
BASIC's own PRINT#, INPUT#, GET#, CMD, ST, LOAD, SAVE and VERIFY do with
those devices: the bytes sent, the values read, the messages printed.

``run_with_disk(listing, disk_path, direct=False)`` -> (codes printed,
text), with device 8 the folder or .d64 at ``disk_path`` and device 4 a
printer writing to ``disk_path``'s sibling ``printer.txt``.  With
``direct`` the lines are typed as commands (LOAD "$",8 then LIST) and
everything printed is recorded.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parents[2]))

import c64oracle  # noqa: E402
from basic.dialects.c64.drive import open_drive  # noqa: E402
from basic.dialects.c64.drive.kernal import Kernal, KernalError  # noqa: E402
from basic.dialects.c64.drive.printer import Printer  # noqa: E402

ERROR_NUMBERS = {'TOO MANY FILES': 1, 'FILE OPEN': 2, 'FILE NOT OPEN': 3,
                 'FILE NOT FOUND': 4, 'DEVICE NOT PRESENT': 5, 'NOT INPUT FILE': 6,
                 'NOT OUTPUT FILE': 7, 'MISSING FILE NAME': 8, 'ILLEGAL DEVICE NUMBER': 9}


class DeviceBasic(c64oracle.C64Basic):
    def __init__(self, disk_path: Path, direct: bool = False) -> None:
        super().__init__()
        self.drive = open_drive(disk_path)
        self.printer = Printer(Path(disk_path).parent / 'printer.txt')
        self.kernal = Kernal({8: self.drive, 4: self.printer})
        self.name = b''
        self.lfs = (0, 1, None)
        self.input_file = None
        self.output_file = None
        self.running = direct
        self.handlers.update({
            0xFFBD: self._setnam, 0xFFBA: self._setlfs, 0xFFC0: self._open,
            0xFFC3: self._close, 0xFFC6: self._chkin, 0xFFC9: self._chkout,
            0xFFCC: self._clrchn, 0xFFE7: self._clall, 0xFFD2: self._chrout_any,
            0xFFCF: self._chrin_any, 0xFFE4: self._getin_any, 0xFFB7: self._readst_any,
            0xFFD5: self._load, 0xFFD8: self._save,
        })
        self.quiet = {0xFF90}

    def _fail(self, error: KernalError) -> None:
        self.mpu.a = ERROR_NUMBERS.get(error.name, 9)
        self._flags(carry=True)

    def _setnam(self) -> None:
        address = self.mpu.x | self.mpu.y << 8
        self.name = bytes(self.mem[address:address + self.mpu.a])
        self._flags()

    def _setlfs(self) -> None:
        self.lfs = (self.mpu.a, self.mpu.x, None if self.mpu.y == 0xFF else self.mpu.y)
        self._flags()

    def _open(self) -> None:
        number, device, secondary = self.lfs
        try:
            self.kernal.open(number, device, secondary, self.name)
        except KernalError as error:
            return self._fail(error)
        self._flags()

    def _close(self) -> None:
        self.kernal.close(self.mpu.a)
        self._flags()

    def _chkin(self) -> None:
        try:
            file = self.kernal.chkin(self.mpu.x)
        except KernalError as error:
            return self._fail(error)
        self.input_file = file if file.device >= 4 else None
        self._flags()

    def _chkout(self) -> None:
        try:
            file = self.kernal.chkout(self.mpu.x)
        except KernalError as error:
            return self._fail(error)
        self.output_file = file if file.device >= 4 else None
        self._flags()

    def _clrchn(self) -> None:
        self.kernal.clrchn(self.output_file)
        self.input_file = self.output_file = None
        self._flags()

    def _clall(self) -> None:
        self.kernal.clrchn(self.output_file)
        self.input_file = self.output_file = None
        self.kernal.close_all()
        self._flags()

    def _chrout_any(self) -> None:
        if self.output_file is None:
            return self._chrout()
        self.kernal.bsout(self.output_file, bytes([self.mpu.a]))
        self._flags()

    def _chrin_any(self) -> None:
        if self.input_file is None:
            return self._chrin()
        self.mpu.a = self.kernal.basin(self.input_file)
        self._flags()

    def _getin_any(self) -> None:
        if self.input_file is None:
            return self._getin()
        self.mpu.a = self.kernal.basin(self.input_file)
        self._flags()

    def _readst_any(self) -> None:
        self.mpu.a = self.kernal.status
        self._flags()

    def _load(self) -> None:
        verify = self.mpu.a != 0
        given = self.mpu.x | self.mpu.y << 8
        number, device, secondary = self.lfs
        try:
            address, data = self.kernal.load(device, self.name, secondary or 0)
        except KernalError as error:
            return self._fail(error)
        start = address if secondary else given
        if verify:
            if bytes(self.mem[start:start + len(data)]) != data:
                self.kernal.status |= 0x10
        else:
            self.mem[start:start + len(data)] = data
        end = start + len(data)
        self.mpu.x, self.mpu.y = end & 0xFF, end >> 8
        self._flags()

    def _save(self) -> None:
        pointer = self.mpu.a
        start = self.mem[pointer] | self.mem[pointer + 1] << 8
        end = self.mpu.x | self.mpu.y << 8
        number, device, secondary = self.lfs
        try:
            self.kernal.save(device, self.name, start, bytes(self.mem[start:end]))
        except KernalError as error:
            return self._fail(error)
        self._flags()


def run_with_disk(listing: str, disk_path: Path, direct: bool = False,
                  inputs: list[str] | None = None) -> tuple[list[int], str]:
    machine = DeviceBasic(disk_path, direct)
    codes = machine.run(listing, inputs or [], "", run=not direct)
    machine.drive.shutdown()
    machine.printer.flush()
    return codes, c64oracle.as_text(codes)

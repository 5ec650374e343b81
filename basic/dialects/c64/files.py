"""OPEN, CLOSE, PRINT#, INPUT#, GET#, CMD, LOAD, SAVE and VERIFY as BASIC
V2 does them (Commodore's BASIC source: code26 ``copen``/``cclos``/``plsv``
/``cload``/``csave``, code6 ``printn``/``cmd``, code7 ``inputn``/``get``),
over the KERNAL and devices of :mod:`.devices`.

* OPEN lf[,device[,sa[,name]]]: the device is 1 unless given; the
  secondary address 0 below device 3, none from 3 on.
* PRINT# and CMD send what PRINT would print to the file (CHANNL): a number
  is followed by a space instead of a cursor right, and a file numbered 128
  or more gets a line feed after each RETURN.  PRINT#, INPUT# and GET# end
  with CLRCHN, which also ends a CMD; so does an error.
* INPUT# reads a line (up to RETURN) from the file, with INPUT's rules for
  the fields but no prompt: an empty line is skipped, missing fields come
  from the next line, a bad number is ``?FILE DATA  ERROR``, extra fields
  are ignored without a word; when the device had nothing to send (ST bit 1)
  the statement ends there and the variables keep their values.
* GET# takes one byte per variable (a 0 byte gives ``""``).
* LOAD/SAVE/VERIFY "name",device[,sa]: device 8 is the disk; another
  device, or none (the datasette), keeps the host's behaviour (the REPL's
  files).  LOAD in a program loads and goes on at the program's first line
  with the variables kept (the data pointer and the FOR/GOSUB stack
  cleared), as ``cload`` does; ``LOAD "$",8`` loads the directory, which
  LIST then shows.
"""
from __future__ import annotations

from typing import Any, Optional

from . import numbers as cbm
from ...core import ast
from ...core.errors import BasicError
from ...core.interpreter import Restart
from .devices import relink
from .expressions import STR, raiser
from .io import DIRECT_LINE, _Text, read_field
from .formula import Fault
from .store import TXTTAB
from .syntax import stored_line

Stmt = Any


class FileCompiler:
    """Mixin of the compiler: the statements that use the devices."""

    machine: Any

    # -- OPEN and CLOSE ---------------------------------------------------------------
    def _file_values(self, node: ast.Generic) -> Any:
        """PAOC: a closure giving lf, device and secondary address (bytes)
        and the name (a string), as many as the statement has."""
        args = [self.used_string(a) if i == 3 else self.num(a) for i, a in enumerate(node.args[:4])]
        to_byte = cbm.to_byte
        return lambda: [to_byte(a()) if i < 3 else a() for i, a in enumerate(args)]

    def generic_OPEN(self, node: ast.Generic, idx: int) -> Stmt:
        if not node.args:
            return raiser("SYNTAX")
        values_of = self._file_values(node)
        devices = self.machine.devices

        def open_() -> None:
            values = values_of()
            device = values[1] if len(values) > 1 else 1
            secondary: Optional[int] = values[2] if len(values) > 2 else (
                0 if device < 3 else None)
            name = values[3].encode("latin-1", "replace") if len(values) > 3 else b""
            devices.open(values[0], device, secondary, name)
        return open_

    def generic_CLOSE(self, node: ast.Generic, idx: int) -> Stmt:
        if not node.args:
            return raiser("SYNTAX")
        values_of = self._file_values(node)
        devices = self.machine.devices
        return lambda: devices.close(values_of()[0])

    # -- PRINT# and CMD -------------------------------------------------------------
    def _channel_number(self, node: ast.Generic) -> tuple[Any, bool]:
        """The file number, and whether the statement is a syntax error
        after it (a Fault where the rest should be)."""
        return self.num(node.args[0]), any(isinstance(a, Fault) for a in node.args[1:2])

    def _print_to_file(self, node: ast.Generic, idx: int, stays: bool) -> Stmt:
        """PRINT# (output back to the screen after it: IODONE) and CMD
        (output stays with the file, ``stays``)."""
        number, faulty = self._channel_number(node)
        if faulty:
            return self._then_syntax(number)
        contexts = ("PRINT", "TAB") if stays else ("PRINT#", "TAB#")
        body = self.print_statement(node.args[1:], idx, contexts)
        devices = self.machine.devices
        to_byte = cbm.to_byte

        def print_file() -> None:
            devices.chkout(to_byte(number()))
            try:
                body()
            finally:
                if not stays:
                    devices.clear_channels()
        return print_file

    def generic_PRINT_(self, node: ast.Generic, idx: int) -> Stmt:
        return self._print_to_file(node, idx, stays=False)

    def generic_CMD(self, node: ast.Generic, idx: int) -> Stmt:
        return self._print_to_file(node, idx, stays=True)

    def _then_syntax(self, number: Any) -> Stmt:
        to_byte = cbm.to_byte

        def fail() -> None:
            to_byte(number())
            raise BasicError("SYNTAX")
        return fail

    # -- INPUT# and GET# -------------------------------------------------------------
    def generic_INPUT_(self, node: ast.Generic, idx: int) -> Stmt:
        number, faulty = self._channel_number(node)
        if faulty:
            return self._then_syntax(number)
        finders = self.checked_finders(idx, node.args[1:], "GET TARGET")
        direct = self.is_direct(idx)
        devices = self.machine.devices
        to_byte = cbm.to_byte

        def input_file() -> None:
            file = devices.chkin(to_byte(number()))
            try:
                if direct:
                    raise BasicError("ILLEGAL DIRECT")
                _read_fields(devices, file, finders)
            finally:
                devices.clear_channels()
        return input_file

    def generic_GET_(self, node: ast.Generic, idx: int) -> Stmt:
        if self.is_direct(idx):
            return raiser("ILLEGAL DIRECT")
        number, faulty = self._channel_number(node)
        if faulty:
            return self._then_syntax(number)
        finders = self.checked_finders(idx, node.args[1:], "GET TARGET")
        devices = self.machine.devices
        to_byte = cbm.to_byte

        def get_file() -> None:
            file = devices.chkin(to_byte(number()))
            try:
                for find, kind in finders:
                    setter = find()
                    code = devices.byte_from(file)
                    if kind == STR:
                        setter(chr(code) if code else "")
                        continue
                    value, ok = read_field(_Text("," + (chr(code) if code else "")), False)
                    setter(value)
                    if not ok:
                        raise BasicError("SYNTAX", at=(DIRECT_LINE, 1))
            finally:
                devices.clear_channels()
        return get_file

    # -- LOAD, SAVE, VERIFY --------------------------------------------------------------
    def _disk_statement(self, node: ast.Generic, idx: int) -> Stmt:
        args = [self.used_string(a) if i == 0 else self.num(a) for i, a in enumerate(node.args[:3])]
        machine = self.machine
        kind = node.kind
        direct = self.is_direct(idx)
        to_byte = cbm.to_byte
        interp = self.interp

        def run() -> Optional[int]:
            values = [a() if i == 0 else to_byte(a()) for i, a in enumerate(args)]
            device = values[1] if len(values) > 1 else 1
            if device == 1:                 # the datasette: the host's files, if any
                machine.device(kind, values)
                return None
            name = values[0].encode("latin-1", "replace") if values else b""
            secondary = values[2] if len(values) > 2 else 0
            if kind == "SAVE":
                _save(machine, device, name, direct)
                return None
            if kind == "VERIFY":
                _verify(machine, device, name, secondary, direct)
                return None
            _load(machine, interp, device, name, secondary, direct)
            return None
        return run

    generic_LOAD = generic_SAVE = generic_VERIFY = _disk_statement


def _read_fields(devices: Any, file: Any, finders: list) -> None:
    """INPUT's field rules on the lines of a file (see the module docstring)."""
    def next_line() -> Optional[str]:
        while True:
            line = devices.line_from(file)
            if devices.timed_out():
                return None
            if line != "":
                return line
    line = next_line()
    if line is None:
        return
    text = _Text("," + line)
    for find, kind in finders:
        setter = find()
        if text.got() in ("", ":"):
            line = devices.line_from(file)
            text = _Text("," + line)
        value, ok = read_field(text, kind == STR)
        if not ok:
            raise BasicError("FILE DATA")
        setter(value)


def _program_bytes(machine: Any) -> bytes:
    """The program as it sits in memory, from TXTTAB to VARTAB."""
    return bytes(machine.memory.data[TXTTAB:TXTTAB + machine.program_bytes])


def _message(machine: Any, direct: bool, text: str) -> None:
    """The KERNAL's messages (SEARCHING FOR, LOADING...): in direct mode."""
    if direct:
        machine.out_text(text)


def _save(machine: Any, device: int, name: bytes, direct: bool) -> None:
    if name:
        _message(machine, direct, "\rSAVING " + name.decode("latin-1"))
    machine.devices.save(device, name, TXTTAB, _program_bytes(machine))


def _verify(machine: Any, device: int, name: bytes, secondary: int, direct: bool) -> None:
    if name:
        _message(machine, direct, "\rSEARCHING FOR " + name.decode("latin-1"))
    address, data = machine.devices.load(device, name, secondary)
    _message(machine, direct, "\rVERIFYING")
    start = address if secondary else TXTTAB
    memory = machine.memory.data
    if bytes(memory[start:start + len(data)]) != data:
        machine.devices.kernal.status |= 0x10
        raise BasicError("VERIFY")
    _message(machine, direct, "\rOK\r")


def _load(machine: Any, interp: Any, device: int, name: bytes, secondary: int,
          direct: bool) -> None:
    if name:
        _message(machine, direct, "\rSEARCHING FOR " + name.decode("latin-1"))
    address, data = machine.devices.load(device, name, secondary)
    _message(machine, direct, "\rLOADING")
    start = address if secondary else TXTTAB
    if start != TXTTAB:                       # bytes for memory, not a program
        memory = machine.memory.data
        end = min(len(memory), start + len(data))
        memory[start:end] = data[:end - start]
        if direct:
            return
        _restart(interp, None)
    program = stored_program(data)
    memory = machine.memory.data                  # the bytes after the program stay there
    memory[TXTTAB:min(len(memory), TXTTAB + len(data))] = data[:len(memory) - TXTTAB]
    lines = sum(len(line.source) + 5 for line in program.lines) + 2
    machine.loaded_tail = max(0, len(data) - lines)
    if direct and machine.host.program_loaded(machine, program, name.decode("latin-1")):
        return                                # the REPL took it (report 0)
    if direct:
        interp.set_program(program)
        interp.compiler.do_run_clear()
        return
    _restart(interp, program)


def _restart(interp: Any, program: Any) -> None:
    """``cload`` in a program: RESTORE, an empty stack, on from the first
    line with the variables kept."""
    if program is not None:
        interp.set_program(program)
        interp.machine.host.program_replaced(interp.machine, program)
    compiler = interp.compiler
    interp.gosub.clear()
    compiler.stack.clear()
    interp.machine.temps.clear()                  # FLOAD: STKINI
    compiler.data_ptr[0], compiler.data_ptr[1] = -1, 0
    raise Restart(0)


def stored_program(data: bytes) -> ast.Program:
    """The program in bytes loaded at TXTTAB, line by line as LNKPRG walks
    it: in the order stored, a number that repeats kept (a directory's
    files of the same size), a link whose high byte is 0 the end; a line
    without its 0 ends it."""
    data = relink(data, TXTTAB)
    lines: list[ast.Line] = []
    pos = 0
    while pos + 4 <= len(data) and data[pos + 1]:
        end = data.find(0, pos + 4)
        if end < 0:
            break
        number = data[pos + 2] | data[pos + 3] << 8
        line = stored_line(number, data[pos + 4:end].decode("latin-1"))
        if not line.statements:                  # an empty line: nothing to run
            line.statements = [ast.Rem("")]
        lines.append(line)
        pos = end + 1
    return ast.Program(lines)

"""The Commodore 64 as the interpreter sees it: memory, screen, keyboard, clock.

The machine owns the devices and the waits (INPUT's line editor, GET, WAIT);
a host (headless runner, stream, live terminal: basic.core.host.Host) is
told about every jiffy and supplies keys.  The clock's frames are the
KERNAL's jiffies, 60 a second, counted in TI and at 160-162.

Memory is the C64's bus (:class:`.bus.C64Memory`): 64 KiB of RAM with screen
RAM at 1024, the zero page and page 2-3 variables a program may read
(198/631 keyboard buffer, 197 key down, 646 colour, 211/214 cursor, 160-162
jiffies, 43-56 BASIC's pointers) and the program itself tokenized from 2049
on; location 1's banking; the I/O chips at 53248-57343 (the VIC-II, colour
RAM, the CIAs, a silent SID).  No BASIC or KERNAL ROM image is included:
those read 0.  PEEK and POKE of plain RAM take a short path; the rest go
through the bus, where a 6502 running machine code would reach the same
devices.

Time (the jiffy interrupt, TI, the machine's cycles) is :mod:`.jiffies`.
"""
from __future__ import annotations

import struct
from typing import Any, Optional

from ...core.clock import Clock
from ...core.errors import BasicError
from ...core import ast
from ...core.host import Host, NobodyHost
from ...core.machine import DiskDrive, Machine
from ...core.variables import Variables
from . import numbers as cbm
from .basiccalls import BasicCalls
from .bus import C64Memory
from .cpu import Cpu6510
from .lineinput import LineInput
from .machinecode import MachineCode
from .devices import C64Devices
from .drive.hostnames import host_stem
from .face import CbmFace
from .heap import StringHeap
from .image import dump_picture
from .jiffies import CIA_JIFFY, Jiffies, jiffy_cycles
from .keyboard import C64Keyboard
from .petscii import screen_char
from .registers import LINE_CYCLES
from .reports import format_report, is_direct
from .romcalls import IBSOUT, IGETIN
from .screen import COLS, EDITOR_FIRST, EDITOR_LAST, ROWS, SCREEN, CbmScreen
from .sid import FIRST as SID_FIRST, LAST as SID_LAST, Sid
from .store import MEMSIZ, TXTTAB, signed16
from .syntax import detokenize
from .temps import Temporaries
from .textcalls import CHRGET, CHRGET_CODE
from .varmem import VariableImage
from .vectors import CINV, USR_DEFAULT, USRPOK, vector_bytes
from .view import CbmScreenView


RNDX = 139                      # the RND seed, 5 bytes


def host_file_name(name: str) -> str:
    """A C64 file name (PETSCII codes as characters) as the datasette's host
    file is named in the REPL (docs/formats.md), as the disk drive names its
    files (drive.hostnames): the unshifted letters, which a C64 shows as
    capitals at power-on, in lower case (``SAVE "TEST"`` writes
    ``test.bas``), any byte a host name cannot hold as ``%`` and two hex
    digits."""
    return host_stem(bytes(ord(c) & 0xFF for c in name))


class C64Machine(Jiffies, LineInput, MachineCode, Machine):
    """Memory + screen + keyboard + clock of a Commodore 64."""

    def __init__(self, host: Optional[Host] = None) -> None:
        self.host: Host = host or NobodyHost()
        self._printed = self.host.printed if self.host.wants_printed else None
        self.memory = C64Memory()
        d = self.memory.data
        d[648] = 4                              # screen at 1024
        self.vic = self.memory.vic
        self.screen = CbmScreen(self.memory)
        self.keyboard = C64Keyboard(self.memory)
        self.clock = Clock(jiffy_cycles(self.vic.stolen_cycles()), self._on_frame)
        self._epoch = 0.0                       # machine time before the last RUN
        self.memory.cycles = self.cycles
        self.memory.cia1.jiffy_cycles = self._jiffy_part
        self.vic.on_dma = self._dma
        # the SID on the bus: its sound in machine time (basic.core.sound)
        self.sid = Sid(self.sound_cycles)
        self.memory.attach(SID_FIRST, SID_LAST, self.sid)
        self.sound = self.sid
        self.random = cbm.Rnd()
        d[RNDX:RNDX + 5] = self.random.seed
        d[CHRGET:CHRGET + len(CHRGET_CODE)] = CHRGET_CODE   # INITCZ copies INITAT
        self.waiting_for: Optional[str] = None
        self.key_events: list[int] = []
        self.program_bytes = 0
        #: (address, line) of each program line in memory, in their order there
        self.line_addresses: list[tuple[int, Any]] = []
        self.line_at: dict[int, int] = {}          # id(line) -> its address
        #: bytes LOAD brought after the program's end link (machine code for
        #: a SYS): VARTAB is after them (Dialect.restore_image)
        self.loaded_tail = 0
        self.store: Any = None                  # the compiler's arrays and stack
        self._vars: Optional[Variables] = None
        self.variables = 0                       # simple variables and functions made
        self.fn_bytes = 0           # stack bytes the FN bodies being evaluated hold
        self.temps = Temporaries()              # TEMPPT: the string descriptors in use
        self._strend: Optional[int] = None      # STREND, known until a variable or array is made
        self.heap = StringHeap(self.strend, self._live_strings, self._charge)
        self.new_requested = False
        self.warm = False                        # a warm start (RUN/STOP+RESTORE) stopped it
        #: the screen editor reads a direct line (read_command): no program
        #: runs, so RUN/STOP alone does nothing (BASIC tests it between statements)
        self.direct_editing = False
        self.report_text = ""
        self.report: Any = None
        self.printer_output: list[str] = []
        self.devices = C64Devices(self)
        self.disk: Optional[DiskDrive] = self.devices
        self.memory.cia1.keys = self.keyboard.matrix
        self.keyboard.joysticks = self.memory.cia1.joysticks
        self.memory.cia1.scanned = self._ports_read
        d[USRPOK:USRPOK + 3] = USR_DEFAULT
        d[CINV:CINV + 32] = vector_bytes()
        self._cpu: Optional[Cpu6510] = None
        self._basic_calls: Optional[BasicCalls] = None
        self.variable_image = VariableImage(self)
        self._code_depth = 0                    # SYS and USR calls running
        #: the C64 waits for the serial bus inside a KERNAL routine a routine
        #: called: the jiffy interrupts are taken as between statements
        self._device_wait = False
        self._stop_jiffies = 0
        #: the jiffy of the last interrupt taken in full while the next ones
        #: pass quietly (:meth:`_on_frame`), else None
        self._quiet_from: Optional[int] = None
        self.keyboard.on_poll = self._wake
        self._set_pointers()
        if self.host.sound is not None:
            self.listen(self.host.sound)
        self.host.attach(self)

    # -- ST ------------------------------------------------------------------------------------
    def status(self) -> float:
        """ST: the KERNAL's I/O status, a signed byte (0 until a device is
        used; -128 for a device not present)."""
        return float(self.devices.status())

    # -- keyboard ---------------------------------------------------------------------------
    def getin(self) -> int:
        """GET's GETIN, through its vector at $032A (:meth:`getin_vector`)."""
        d = self.memory.data
        if d[IGETIN] != 0x3E or d[IGETIN + 1] != 0xF1:
            return self.getin_vector()
        return self.getin_keyboard()

    def getin_keyboard(self) -> int:
        """GETIN ($F13E): the next key code, 0 if none (the host may supply one)."""
        self.keyboard.polled = True
        supply = getattr(self.host, "get_key", None)
        if supply is not None:
            code = supply(self)
            if code is not None:
                return code
        return self.keyboard.get()

    def wait(self, address: int, mask: int, flip: int, ahead: int = 0) -> None:
        """WAIT: until (PEEK(address) XOR flip) AND mask is not 0, jiffy by
        jiffy; on the VIC-II's registers (the raster) a raster line at a
        time, as the ROM's loop of a few cycles sees every line.  There the
        statement's own cycles (``ahead``, which the interpreter charges
        after it) are spent before the loop, as the ROM spends them working
        out the arguments, so the loop ends on the line the program waits for."""
        self.waiting_for = None
        if 0xD000 <= address < 0xD400 and self.memory.io_in:
            clock = self.clock
            clock.spend(ahead)
            while not (self.peek(address) ^ flip) & mask:
                clock.spend(max(1, round(LINE_CYCLES * clock.cycles_per_frame / CIA_JIFFY)))
            clock.budget += ahead
            return
        while not (self.peek(address) ^ flip) & mask:
            self.keyboard.polled = True
            self.clock.next_frame()
            self.host.waiting(self, "key")
            self.clock.raise_interrupt()

    # -- RND --------------------------------------------------------------------------------------
    def rnd(self, x: float) -> float:
        d = self.memory.data
        self.random.seed = bytes(d[RNDX:RNDX + 5])
        frames = self.clock.frames
        timers = ((self.clock.budget * 7) & 0xFF, (self.clock.budget >> 5) & 0xFF,
                  frames % 10, (frames // 60) % 60)
        value = self.random.rnd(x, timers)
        d[RNDX:RNDX + 5] = self.random.seed
        return value

    # -- memory ---------------------------------------------------------------------------------
    def peek(self, address: int) -> int:
        """PEEK (``address`` 0-65535): RAM below 40960 and at 49152-53247
        directly, anything else through the bus."""
        if 1 < address < MEMSIZ:
            if address >= TXTTAB:
                self._set_pointers()
            elif address in (197, 198, 203, 653):
                self.keyboard.polled = True
            elif 160 <= address <= 162:
                self.sync_jiffies()
            elif 43 <= address <= 56:
                self._set_pointers()
            return self.memory.data[address]
        if 0xC000 <= address < 0xD000:
            return self.memory.data[address]
        return self.memory.read(address)

    def poke(self, address: int, value: int) -> None:
        """POKE (``address`` 0-65535, ``value`` 0-255): RAM directly (a
        write under a ROM reaches the RAM beneath it), the processor port
        and the I/O area through the bus."""
        if self._quiet_from is not None and (address < 1024 or 0xD000 <= address < 0xE000):
            self._wake()
        if 255 < address < 0xD000 or address >= 0xE000:
            self.memory.data[address] = value
        elif 1 < address < 256:
            self.memory.data[address] = value
            if EDITOR_FIRST <= address < EDITOR_LAST:
                self.screen.load()                # PRT reads them there at every code
        else:
            self.memory.write(address, value)

    def device(self, kind: str, values: list) -> None:
        """LOAD, SAVE, VERIFY on the datasette (device 1, the default):
        the REPL's files stand in for it; elsewhere there is none."""
        if kind in ("LOAD", "SAVE", "VERIFY"):
            if self.host.keeps_files:
                self._host_file(kind, values)
                return
            raise BasicError("MACHINE CODE", f"{kind} needs a tape or disk, and there is none")
        raise BasicError("DEVICE NOT PRESENT")

    #: the host's file troubles (reported in Sinclair codes) as the C64 words them
    _FILE_ERRORS = {"F": "MISSING FILE NAME", "C": "SYNTAX"}

    def _host_file(self, kind: str, values: list) -> None:
        """LOAD/SAVE/VERIFY "name"[,1]: the REPL's host files stand in for
        the datasette (named by :func:`host_file_name`)."""
        name = host_file_name(values[0]) if values and isinstance(values[0], str) else ""
        try:
            self.host.tape(self, ast.Tape(kind=kind, name=None), name)
        except BasicError as err:
            if err.code == "0":                   # LOAD: the program is replaced
                raise
            code = self._FILE_ERRORS.get(err.code)
            if code is None:                      # "R": the file could not be had
                missing = err.detail.startswith("cannot read")
                code = ("FILE NOT FOUND" if missing or kind == "LOAD" else
                        "VERIFY" if kind == "VERIFY" else "DEVICE NOT PRESENT")
            raise BasicError(code, err.detail) from None

    # -- memory accounting (FRE, OUT OF MEMORY) ---------------------------------------------------
    def program_changed(self, program: Any, store: Variables) -> None:
        self._vars = store
        self._program = program
        self.program_bytes = (sum(len(ln.source) + 5 for ln in program.lines) + 2
                              + self.loaded_tail)
        self._strend = None
        self.heap.moved()
        self._image()

    def _image(self) -> None:
        """The program's tokenized lines from 2049, as LIST and PEEK see them."""
        d = self.memory.data
        addr = TXTTAB
        program = getattr(self, "_program", None)
        self.line_addresses = []
        self.line_at = {}
        for line in (program.lines if program else []):
            body = line.source.encode("latin-1", "replace")
            nxt = addr + 4 + len(body) + 1
            if nxt + 2 >= MEMSIZ:
                break
            self.line_addresses.append((addr, line))
            self.line_at[id(line)] = addr
            d[addr], d[addr + 1] = nxt & 0xFF, nxt >> 8
            d[addr + 2], d[addr + 3] = line.number & 0xFF, line.number >> 8
            d[addr + 4:nxt - 1] = body
            d[nxt - 1] = 0
            addr = nxt
        if not self.loaded_tail:                  # LNKPRG leaves a loaded end link as it was
            d[addr] = 0
        d[addr + 1] = 0
        self._set_pointers()

    def created(self) -> None:
        """A simple variable (or function) was made: 7 bytes."""
        self.need_bytes(7)
        self.variables += 1

    def strend(self) -> int:
        """STREND: the program, 7 bytes per simple variable and function,
        the arrays (strings are in string space, :mod:`.heap`)."""
        if self._strend is None:
            store = self.store
            arrays = sum(a.bytes for a in store.arrays.values()) if store is not None else 0
            count = len(store.functions) if store is not None else 0
            vars_ = self._vars
            if vars_ is not None:
                count += sum(1 for v in vars_.num if v is not None)
                count += sum(1 for v in vars_.str if v is not None)
            self._strend = TXTTAB + self.program_bytes + 7 * count + arrays
        return self._strend

    def _live_strings(self) -> tuple[list[Any], dict[str, int]]:
        """What GARBA2 looks at: the strings of the variables and of the
        string arrays' elements, and how many of each kind there are."""
        store, vars_ = self.store, self._vars
        values: list[Any] = []
        numeric = len(store.functions) if store is not None else 0
        if vars_ is not None:
            numeric += sum(1 for v in vars_.num if v is not None)
            values = [v for v in vars_.str if v is not None]
        string_vars = len(values)
        arrays = elements = 0
        if store is not None:
            arrays = len(store.arrays)
            for a in store.arrays.values():
                if a.kind == "$":
                    elements += len(a.data)
                    values.extend(a.data)
        return values, {"numeric": numeric, "string_vars": string_vars,
                        "arrays": arrays, "elements": elements}

    def _charge(self, cycles: int) -> None:
        """The collector's time, on the clock (the next statement's tick
        counts the jiffies it took)."""
        self.clock.budget -= cycles

    def need_bytes(self, n: int) -> None:
        """REASON: ``n`` more bytes for variables or arrays below FRETOP,
        after a collection if need be."""
        heap = self.heap
        if self.strend() + n > heap.fretop:
            heap.collect()
            if self.strend() + n > heap.fretop:
                raise BasicError("OUT OF MEMORY")
        self._strend = None                       # the caller makes the variable or array
        heap.moved()

    def clear_strings(self) -> None:
        """RUN, CLR, NEW, LOAD: no variables, string space empty."""
        self._strend = None
        self.heap.moved()
        self.heap.reset()

    def fre(self) -> float:
        """FRE: a collection, then FRETOP - STREND as a signed integer."""
        self.heap.collect()
        return float(signed16(self.heap.fretop - self.strend()))

    def _set_pointers(self) -> None:
        """BASIC's pointers in zero page (43-56) for programs that PEEK them."""
        vartab = TXTTAB + self.program_bytes
        strend = self.strend() if self.store is not None else vartab
        arrays = sum(a.bytes for a in self.store.arrays.values()) if self.store is not None else 0
        self.memory.data[43:53] = struct.pack("<5H", TXTTAB, vartab, strend - arrays, strend,
                                              self.heap.fretop)
        self.memory.data[55:57] = struct.pack("<H", MEMSIZ)

    def power_off(self) -> None:
        """The end of the session: files still open on the drive are
        written, the printer's last line printed."""
        self.devices.shutdown()

    def request_new(self) -> None:
        self.new_requested = True
        self.temps.clear()                        # NEW ends in STKINI
        self.clear_strings()

    # -- screen ----------------------------------------------------------------------------------
    def out(self, code: int) -> None:
        """BASIC's OUTDO: CHROUT through its vector at $0326 (the routine
        a program put there, :meth:`chrout_vector`), else :meth:`emit`."""
        d = self.memory.data
        if d[IBSOUT] != 0xCA or d[IBSOUT + 1] != 0xF1:
            self.chrout_vector(code)
            return
        self.emit(code)

    def emit(self, code: int) -> None:
        """BSOUT ($F1CA): ``code`` to the output channel, the screen or a file."""
        if self.devices.to_file:
            self.devices.send(chr(code))
            return
        if self._printed is not None:
            self._printed(chr(code), "S")
        self.screen.out(code)

    def out_text(self, text: str) -> None:
        d = self.memory.data
        if d[IBSOUT] != 0xCA or d[IBSOUT + 1] != 0xF1:
            for ch in text:
                self.chrout_vector(ord(ch))
            return
        if self.devices.to_file:
            self.devices.send(text)
            return
        if self._printed is not None:
            self._printed(text, "S")
        out = self.screen.out
        for ch in text:
            out(ord(ch))

    def skip(self, count: int) -> None:
        """What PRINT puts after a number and for , TAB( SPC(: cursor
        rights, or spaces while output goes to a file (OUTSPC tests CHANNL)."""
        if count > 0:
            self.out_text((" " if self.devices.output is not None else "\x1d") * count)

    def newline(self) -> None:
        """CRDO: RETURN, and a line feed after it for files numbered 128-255."""
        self.out(13)
        output = self.devices.output
        if output is not None and output.number >= 128:
            self.out(10)

    def column(self) -> int:
        """PLOT's column: the cursor's place in its logical line (0-79), or
        the stream's column in stream mode."""
        column = self.host.column(self)
        return self.screen.pntr if column is None else column

    def list_program(self, lines: list, first: int, last: int) -> None:
        """LIST: the lines from ``first`` to ``last`` as the ROM prints them."""
        for line in lines:
            if line.number < first:
                continue
            self.out(13)                   # LIST starts every line it looks at with RETURN
            if line.number > last:
                return
            self.out_text(f"{line.number} " + detokenize(line.source))

    def screen_rows(self) -> list[str]:
        """The 25 rows of text the screen shows (Unicode, reverse ignored)."""
        lower = self.screen.lower_case
        d = self.memory.data
        return ["".join(screen_char(c, lower) for c in d[SCREEN + COLS * r:SCREEN + COLS * r + COLS])
                for r in range(ROWS)]

    def terminal_view(self, border_rows: int = 1, border_cols: int = 2) -> Any:
        """A view for a live terminal (:class:`.view.CbmScreenView`:
        ``changes(memory, border, frames)`` runs of coloured text)."""
        return CbmScreenView(border_rows, border_cols)

    def front_end(self) -> Any:
        """What the live terminal, stream mode and the REPL use of this
        machine: view, keys, jiffy rate, BREAK (:mod:`.face`)."""
        return CbmFace(self)

    def screen_bytes(self) -> bytes:
        """Screen RAM, colour RAM and the VIC-II's registers, to notice that
        the screen changed."""
        d = self.memory.data
        return bytes(d[1024:2024]) + bytes(self.memory.colour_ram) + bytes(self.vic.regs)

    # -- reports ---------------------------------------------------------------------------------
    def on_report(self, report: Any) -> None:
        """The end of a run: the ROM's message on the screen, then READY."""
        self.report = report
        self.heap.held.clear()                    # no formula is being worked out
        if report.code != "0":                    # ERROR: CLRCHN, CHANNL 0
            self.devices.clear_channels()
        if report.code not in ("0", "BREAK"):     # ERROR: STKINI
            self.temps.clear()
        program = getattr(self, "_program", None)
        numbers = {ln.number for ln in program.lines} if program is not None else set()
        # a direct command runs as "line 0" (basic.core.program.Layout)
        direct = is_direct(report.line) or (report.line == 0 and 0 not in numbers)
        self.report_text = format_report(report, direct)
        try:
            if self.warm:                         # RUN/STOP and RESTORE: READY. alone
                self.warm = False
            elif report.code == "BREAK":
                self.out_text("\r\n" + self.report_text)
            elif report.code != "0":
                self.out(13)
                self.out_text(self.report_text)
        except BasicError:                        # the program's CHROUT failed (its
            self.emit(13)                         # vectors are the KERNAL's again)
            self.screen.out_text(self.report_text)
        d = self.memory.data
        if d[IBSOUT] != 0xCA or d[IBSOUT + 1] != 0xF1:
            self.ready_through_chrout()
        else:
            self.screen.out_text("\r" + "READY." + "\r")

    def dump(self, report: Any, interp: Any) -> dict[str, Any]:
        """The final state: screen text, screen codes, colours, report, variables."""
        screen = self.screen
        result: dict[str, Any] = {
            "rows": self.screen_rows(),
            "codes": screen.codes(),
            "colours": screen.colours(),
            "border": screen.border,
            "background": screen.background,
            "lower_case": screen.lower_case,
            "cursor": [screen.tblx, screen.pntr],
            "report": self.report_text if report is not None else None,
            "jiffies": int(self.jiffies()),
            "picture": dump_picture(self.memory),
        }
        result["vars"] = variables_dump(interp.vars, self.store)
        return result


def variables_dump(store: Variables, cstore: Any) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for name, slot in store.num_slots.items():
        v = store.num[slot]
        if v is not None:
            out[name] = v
    for name, slot in store.str_slots.items():
        v = store.str[slot]
        if v is not None:
            out[name] = v
    if cstore is not None:
        for key, arr in cstore.arrays.items():
            out[key + "()"] = list(arr.data)
    return out


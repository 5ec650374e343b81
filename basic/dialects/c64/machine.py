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

Machine time in 6510 cycles (:meth:`C64Machine.cycles`) is what the chips
read: the jiffies counted so far and the part of the current one that the
statements' cycles have used.  The VIC-II's DMA sets how many cycles of a
jiffy BASIC gets (:data:`JIFFY_CYCLES` with the plain screen).
"""
from __future__ import annotations

import struct
from typing import Any, Optional

from ...core.clock import Clock
from ...core.errors import BasicError
from ...core import ast
from ...core.host import Host, NobodyHost
from ...core.interpreter import ProgramEnd
from ...core.machine import DiskDrive, Machine
from ...core.sound import SoundSink
from ...core.variables import Variables
from . import numbers as cbm
from .basiccalls import BasicCalls
from .bus import C64Memory
from .cia import NO_ALARM
from .cpu import Cpu6510
from .lineinput import LineInput
from .machinecode import MachineCode
from .devices import C64Devices
from .drive.hostnames import host_stem
from .drive.timing import C64_CLOCK
from .face import CbmFace
from .heap import StringHeap
from .image import dump_picture
from .keyboard import C64Keyboard
from .petscii import screen_char
from .registers import FRAME_CYCLES, LINE_CYCLES
from .reports import format_report, is_direct
from .romcalls import IBSOUT, IGETIN, STKEY
from .screen import COLS, EDITOR_FIRST, EDITOR_LAST, ROWS, SCREEN, CbmScreen
from .sid import FIRST as SID_FIRST, LAST as SID_LAST, Sid
from .store import MEMSIZ, TXTTAB, signed16
from .syntax import detokenize
from .temps import SLOTS, TOO_COMPLEX, Temporaries
from .textcalls import CHRGET, CHRGET_CODE
from .varmem import VariableImage
from .vectors import CINV, KERNAL_IRQ, USR_DEFAULT, USRPOK, vector_bytes
from .view import CbmScreenView

#: The jiffy: the PAL KERNAL loads CIA 1 timer A with 16421 ("sixtyp" in
#: Commodore's kernal/init.s), one interrupt per 16421 cycles of the 985248 Hz
#: clock, 60.0 a second.  BASIC does not get all of them:
#: * bad lines: the VIC-II (6569) stops the CPU for 40-43 cycles on the first
#:   raster line of every text row, 25 per 312-line frame of 63 cycles
#:   (C. Bauer, "The MOS 6567/6569 video controller (VIC-II) and its
#:   application in the Commodore 64", 3.5 "Bad Lines"): 42 x 25 / 19656 =
#:   5.3% of the time with the screen on and no sprites;
#: * the jiffy interrupt itself (IRQ entry, PULS, KEY: UDTIM, the cursor and
#:   cassette tests, SCNKEY with no key down, the return), about 220 cycles
#:   counted by hand from the KERNAL's source.
#: So the cost model's cycles (the ROM's own, as the 6502 simulator counts them)
#: make one jiffy per JIFFY_CYCLES.  With it the ROM's cycles for BM2-BM7 give
#: the measured PAL times within 0.5% (tools/calibrate_c64_speed.py).
CIA_JIFFY = 16421               # 985248 Hz (PAL) / 60 Hz jiffies
BAD_LINE_CYCLES = round(CIA_JIFFY * 25 * 42 / (312 * 63))     # 877
IRQ_CYCLES = 220
JIFFY_CYCLES = CIA_JIFFY - BAD_LINE_CYCLES - IRQ_CYCLES        # 15324 for BASIC


def jiffy_cycles(stolen: int) -> int:
    """The cycles BASIC gets in a jiffy when the VIC-II takes ``stolen``
    cycles of each frame (bad lines and sprite DMA, :mod:`.vic`)."""
    return CIA_JIFFY - IRQ_CYCLES - round(stolen * CIA_JIFFY / FRAME_CYCLES)

DAY = 5184000                   # jiffies in 24 hours: TI wraps here
RNDX = 139                      # the RND seed, 5 bytes


def host_file_name(name: str) -> str:
    """A C64 file name (PETSCII codes as characters) as the datasette's host
    file is named in the REPL (docs/formats.md), as the disk drive names its
    files (drive.hostnames): the unshifted letters, which a C64 shows as
    capitals at power-on, in lower case (``SAVE "TEST"`` writes
    ``test.bas``), any byte a host name cannot hold as ``%`` and two hex
    digits."""
    return host_stem(bytes(ord(c) & 0xFF for c in name))


class C64Machine(LineInput, MachineCode, Machine):
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

    # -- time ---------------------------------------------------------------------------
    def cycles(self) -> float:
        """Machine time in 6510 cycles (985248 a second): every jiffy is
        16421, the KERNAL's timer, and the current one is as far on as the
        statements' cycles have taken it."""
        return self._epoch + (self.clock.frames * CIA_JIFFY + self._jiffy_part())

    def seconds(self) -> float:
        """Machine time in seconds (the drive's clock, :mod:`.drive.timing`)."""
        return self.cycles() / C64_CLOCK

    def wait_seconds(self, seconds: float) -> None:
        """The C64 waits ``seconds`` for a device (the serial bus, the
        1541): the jiffies pass, interrupts and all, as for any work."""
        clock = self.clock
        self._device_wait = True                  # interrupts are taken meanwhile
        try:
            clock.spend(round(seconds * C64_CLOCK / CIA_JIFFY * clock.cycles_per_frame))
        finally:
            self._device_wait = False

    def _jiffy_part(self) -> float:
        """Cycles since the last jiffy interrupt."""
        c = self.clock
        return (c.cycles_per_frame - c.budget) * CIA_JIFFY / c.cycles_per_frame

    def _dma(self, stolen: int) -> None:
        """The VIC-II now takes ``stolen`` cycles of each frame."""
        self.clock.cycles_per_frame = jiffy_cycles(stolen)

    def sound_cycles(self) -> int:
        """Machine time for the SID, in cycles of the PAL clock: the
        clock's ticks (on across RUNs, and the work done at ``--speed max``
        rather than the wall clock) and the part of this jiffy used."""
        return self.clock.ticks * CIA_JIFFY + int(self._jiffy_part())

    def listen(self, sink: Optional[SoundSink]) -> None:
        self.sid.connect(sink, self.sound_cycles())

    def flush_sound(self) -> None:
        self.sid.render(self.sound_cycles())

    def _on_frame(self) -> None:
        """A jiffy of machine time.  The SID's sound is rendered up to it
        (while anyone listens).  The VIC-II latches what its sprites did
        meanwhile and CIA 1's timer A runs out (the jiffy interrupt); RUN/STOP
        and RESTORE pressed in a front-end is the warm start.  While
        machine code runs it takes the interrupt itself (:mod:`.cpu`); the
        host has its turn.  Between BASIC's statements the interrupt is
        taken here: with the KERNAL's vector ($EA31) the KERNAL's work (TI
        counts, the host has its turn, the keyboard is scanned: RUN/STOP
        stops the program), else the program's own routine.  When nothing
        but TI can change for a while (:meth:`_quiet_jiffies`), the next
        jiffies pass without a call here and TI catches up when it is read
        (:meth:`sync_jiffies`)."""
        if self._quiet_from is not None:
            self._catch_up(self.clock.frames - 1)
            self._quiet_from = None
        sid = self.sid
        if sid.sink is not None:
            sid.render(self.clock.ticks * CIA_JIFFY)
        vic = self.vic
        if vic.regs[0x15]:
            vic.advance()
        cia1 = self.memory.cia1
        cia1.jiffy()
        cpu = self._cpu
        if cpu is not None and cpu.running and not self._device_wait:
            self.host.frame(self)
            self._stop_in_code(cpu)
            self.keyboard.polled = False
            return
        d = self.memory.data
        if d[CINV] | d[CINV + 1] << 8 == KERNAL_IRQ:
            jiffy = cia1.take_interrupt()      # and the read of ICR that acknowledges it
            if jiffy:
                self._tick_clock(1)
            self.host.frame(self)
            if jiffy:
                self._scan_keyboard()
                if self._quiet_jiffies():
                    self._quiet_from = self.clock.frames
                    self.clock.quiet_until = self.host.next_frame_wanted
        else:
            self.host.frame(self)
            self._interrupt_routine()
        if self.keyboard.warm_start:              # RUN/STOP and RESTORE: the NMI
            self.keyboard.warm_start = False
            self._warm_start()
        if self.memory.cia2.icr_mask:
            self._nmi_routine()
        self.keyboard.polled = False

    def _quiet_jiffies(self) -> bool:
        """After a jiffy taken in full by the KERNAL's routine: would the
        next ones change nothing but TI (and CIA 1's count of interrupts
        acknowledged) until the host wants its next turn?  So: no key down
        or being repeated, the keyboard not read, no wait, no sprite, no
        sound being heard, no machine code, the CIAs interrupting with
        timer A's jiffies alone.  A POKE below 1024 or into the I/O area,
        a read of the keyboard and machine code end it (:meth:`_wake`)."""
        keyboard = self.keyboard
        clock = self.clock
        cia1 = self.memory.cia1
        return (clock.frames + 1 < self.host.next_frame_wanted and clock.realtime is None
                and clock.interrupt is None and keyboard.held is None
                and keyboard._prev is None and not keyboard.polled
                and not keyboard.warm_start and self.waiting_for is None
                and not self._code_depth and self.sid.sink is None
                and not self.vic.regs[0x15] and cia1.icr_mask == 0x01
                and cia1.alarm == NO_ALARM and not self.memory.cia2.icr_mask)

    def sync_jiffies(self) -> None:
        """Bring TI up to the clock after jiffies that passed quietly."""
        if self._quiet_from is not None:
            self._catch_up(self.clock.frames)

    def _catch_up(self, frame: int) -> None:
        """The KERNAL's jiffies after ``_quiet_from`` up to ``frame``, at
        once: each counted TI on (UDTIM) and was acknowledged."""
        assert self._quiet_from is not None
        n = frame - self._quiet_from
        if n > 0:
            self._quiet_from = frame
            self._tick_clock(n)
            self.memory.cia1.acknowledged += n

    def _wake(self) -> None:
        """Something a quiet jiffy would not do has happened: TI is brought
        up to now and the next jiffy is taken in full (and decides again)."""
        if self._quiet_from is not None:
            self._catch_up(self.clock.frames)
            self.clock.quiet_until = 0

    def _ports_read(self) -> None:
        """A program (or a routine) read CIA 1's ports: the keyboard matrix
        or the joysticks, as key scripts and front-ends count reading keys."""
        self.keyboard.polled = True

    def _scan_keyboard(self) -> None:
        """SCNKEY from the jiffy interrupt; RUN/STOP down breaks the program
        between statements (in machine code, see :meth:`_stop_in_code`)."""
        stop = self.keyboard.scan()
        self.memory.data[STKEY] = 0x7F if stop else 0xFF
        if stop and not self._code_depth and not self.direct_editing:
            # "BREAK" is printed through a descriptor (STROUT): none free is FORMULA TOO COMPLEX
            full = self.temps.n >= SLOTS
            self.clock.interrupt = BasicError(TOO_COMPLEX if full else "BREAK")

    def _warm_start(self) -> None:
        """RUN/STOP and RESTORE: the NMI's warm start (RESTOR, IOINIT, CINT,
        then BASIC's warm start through $A002): the screen as at power-on
        (cleared, its colours, the upper case set), the program stopped
        with no message, READY.  In the editor the line being typed goes."""
        m = self.memory
        for address, value in ((53280, 14), (53281, 6), (53272, 0x15)):
            m.poke(address, value)                # CINT: the VIC-II's registers
        m.data[646] = 14
        self.screen.clear()
        self.devices.clear_channels()
        self.warm = True
        self.clock.interrupt = BasicError("BREAK", "RUN/STOP and RESTORE")

    def _tick_clock(self, n: int) -> None:
        """``n`` jiffies of UDTIM: TI counts on, and past 24:00:00 (DAY) it
        starts again at 0."""
        d = self.memory.data
        t = d[160] << 16 | d[161] << 8 | d[162]
        if t > DAY:                               # the first jiffy takes it to 0
            t, n = 0, n - 1
        t = (t + n) % (DAY + 1)
        d[160], d[161], d[162] = t >> 16, (t >> 8) & 0xFF, t & 0xFF

    def reset_frames(self) -> None:
        self._wake()
        self._epoch = self.cycles()
        self.clock.reset()
        if self._quiet_from is not None:
            self._quiet_from = 0
        d = self.memory.data
        d[160] = d[161] = d[162] = 0

    def jiffies(self) -> float:
        self.sync_jiffies()
        d = self.memory.data
        return float(d[160] << 16 | d[161] << 8 | d[162])

    def time_string(self) -> str:
        """TI$: hours, minutes and seconds of the jiffy clock, HHMMSS."""
        seconds = int(self.jiffies()) // 60
        return "%02d%02d%02d" % (seconds // 3600 % 100, seconds // 60 % 60, seconds % 60)

    def set_time(self, text: str) -> None:
        """TI$ = "HHMMSS": six characters, else ILLEGAL QUANTITY.  Like the
        ROM (which tests for digits with the half of CHRGET that does not
        look for ':'), any character from "0" up counts as the digit
        CODE-48, so "12I345" is 12 hours and 253 minutes; the jiffies are
        kept in 24 bits."""
        if len(text) != 6 or any(c < "0" for c in text):
            raise BasicError("ILLEGAL QUANTITY")
        v = [ord(c) - 48 for c in text]
        h, m, s = 10 * v[0] + v[1], 10 * v[2] + v[3], 10 * v[4] + v[5]
        t = (((h * 60 + m) * 60 + s) * 60) & 0xFFFFFF
        self.sync_jiffies()
        d = self.memory.data
        d[160], d[161], d[162] = t >> 16, (t >> 8) & 0xFF, t & 0xFF

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

    def clear_strings(self) -> None:
        """RUN, CLR, NEW, LOAD: no variables, string space empty."""
        self._strend = None
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


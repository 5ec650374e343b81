"""The KERNAL's routines as machine code calls them, done by the project's own.

Commodore's KERNAL (901227-03) is not included, so when a routine jumps to
one of its entry points :class:`.cpu.Cpu6510` calls the trap registered here
for that address: each does what the KERNAL's routine does (Commodore's
source, mist64/c64rom, ``kernal/*.s``, names as there) with the project's
KERNAL parts: the screen editor (:mod:`.screen`), the keyboard
(:mod:`.keyboard`), the jiffy clock, the drive and printer through the
table of logical files (:mod:`.devices`, :mod:`.drive.kernal`).  A trap
leaves the registers and flags as the routine does (carry set and A the
KERNAL's error number on an error) and returns with RTS, or goes on where
the routine would jump.

* **The jump table** $FF81-$FFF3 (:data:`JUMP_TABLE`).  The entries that go
  through a RAM vector (OPEN, CLOSE, CHKIN, CHKOUT, CLRCHN, CHRIN, CHROUT,
  STOP, GETIN, CLALL, LOAD, SAVE: $031A-$0333) jump through it, so a program
  that points a vector at its own code gets the call; the default routines'
  own addresses are traps too.
* **The interrupt.**  $FF48 (PULS: push A, X, Y; BRK or IRQ through $0316 or
  $0314), $EA31 (the jiffy: TI, the keyboard scan; then $EA7E), $EA7E
  (acknowledge CIA 1, then $EA81), $EA81 and $FEBC (pull Y, X, A; RTI).
  BRK through the default vector $FE66 stops the program naming the BRK's
  address.
* **The screen editor's entry points** type-in listings SYS straight into:
  58640 ($E510, PLOT's JSR STUPT: the cursor to row PEEK(214), column
  PEEK(211)), 58732 ($E56C, STUPT), 58692 ($E544, CLSR: clear the screen),
  58726 ($E566, NXTD: home), 58648 ($E518, CINT), 59626 ($E8EA, SCROL),
  59903 ($E9FF, CLRLN: clear row X), 59158 ($E716, PRT: print A), 59888
  ($E9F0, SETPNT), 60039 ($EA87, SCNKEY), 64738 ($FCE2, the reset: the
  program ends, as ``SYS 64738`` always has here).

BASIC's own entry points are :mod:`.basiccalls`'.
"""
from __future__ import annotations

from typing import Any, Callable, Optional

from ...core.errors import BasicError
from ...core.interpreter import ProgramEnd
from .cpu import Cpu6510, MachineCodeStop
from .keyboard import STOP
from .screen import COLS, ROWS
from .vectors import CINV, vector_bytes

#: the KERNAL's vectors in RAM ($0314-$0333)
IOPEN, ICLOSE, ICHKIN, ICKOUT, ICLRCH, IBASIN, IBSOUT, ISTOP, IGETIN, ICLALL, \
    USRCMD, ILOAD, ISAVE = range(0x031A, 0x0334, 2)

#: the KERNAL's error numbers (carry set, A = the number), by BASIC's word
ERROR_NUMBERS = {"TOO MANY FILES": 1, "FILE OPEN": 2, "FILE NOT OPEN": 3,
                 "FILE NOT FOUND": 4, "DEVICE NOT PRESENT": 5, "NOT INPUT FILE": 6,
                 "NOT OUTPUT FILE": 7, "MISSING FILE NAME": 8,
                 "ILLEGAL DEVICE NUMBER": 9, "NOT SUPPORTED": 5}

#: zero page the KERNAL's file calls use (kernal/declare.s)
STATUS, STKEY, VERCK, MSGFLG, LA, SA, FA, FNLEN, FNADR = 0x90, 0x91, 0x93, 0x9D, 0xB8, 0xB9, \
    0xBA, 0xB7, 0xBB
DFLTN, DFLTO = 0x99, 0x9A
MEMSTR, MEMSIZ_K, TIMOUT = 0x0281, 0x0283, 0x0285
TIME = 0xA0

#: the jump table: entry -> the routine's own address, or the RAM vector
#: it jumps through
JUMP_TABLE = {
    0xFF81: 0xE518, 0xFF84: 0xFDA3, 0xFF87: 0xFD50, 0xFF8A: 0xFD15, 0xFF8D: 0xFD1A,
    0xFF90: 0xFE18, 0xFF93: 0xEDB9, 0xFF96: 0xEDC7, 0xFF99: 0xFE25, 0xFF9C: 0xFE34,
    0xFF9F: 0xEA87, 0xFFA2: 0xFE21, 0xFFA5: 0xEE13, 0xFFA8: 0xEDDD, 0xFFAB: 0xEDEF,
    0xFFAE: 0xEDFE, 0xFFB1: 0xED0C, 0xFFB4: 0xED09, 0xFFB7: 0xFE07, 0xFFBA: 0xFE00,
    0xFFBD: 0xFDF9, 0xFFC0: IOPEN, 0xFFC3: ICLOSE, 0xFFC6: ICHKIN, 0xFFC9: ICKOUT,
    0xFFCC: ICLRCH, 0xFFCF: IBASIN, 0xFFD2: IBSOUT, 0xFFD5: 0xF49E, 0xFFD8: 0xF5DD,
    0xFFDB: 0xF6E4, 0xFFDE: 0xF6DD, 0xFFE1: ISTOP, 0xFFE4: IGETIN, 0xFFE7: ICLALL,
    0xFFEA: 0xF69B, 0xFFED: 0xE505, 0xFFF0: 0xE50A, 0xFFF3: 0xE500,
}


class KernalCalls:
    """The traps for the KERNAL's addresses, on one machine's processor."""

    def __init__(self, machine: Any, cpu: Cpu6510) -> None:
        self.machine = machine
        self.cpu = cpu
        self.mpu = cpu.mpu
        self.data = machine.memory.data
        self._line: list[int] = []          # CHRIN's line from the keyboard
        self._input: Any = None             # CHKIN's file (None: the keyboard)
        self._listener: Optional[tuple[int, int]] = None   # LISTEN/SECOND
        self._talker: Optional[tuple[int, int]] = None     # TALK/TKSA
        self._bytes = bytearray()                          # CIOUT's bytes
        routines: dict[int, Callable[[], None]] = {
            0xE518: self.cint, 0xFDA3: self.ioinit, 0xFD15: self.restor,
            0xFD1A: self.vector, 0xFE18: self.setmsg, 0xFE25: self.memtop,
            0xFE34: self.membot, 0xEA87: self.scnkey, 0xFE21: self.settmo,
            0xFE07: self.readst, 0xFE00: self.setlfs, 0xFDF9: self.setnam,
            0xF34A: self.open, 0xF291: self.close, 0xF20E: self.chkin, 0xF250: self.chkout,
            0xF333: self.clrchn, 0xF157: self.chrin, 0xF1CA: self.chrout,
            0xF49E: self.load, 0xF4A5: self.load, 0xF5DD: self.save, 0xF5ED: self.save,
            0xF6E4: self.settim, 0xF6DD: self.rdtim, 0xF6ED: self.stop, 0xF13E: self.getin,
            0xF32F: self.clall, 0xF69B: self.udtim, 0xE505: self.screen_size,
            0xE50A: self.plot, 0xE500: self.iobase,
            0xED0C: self.listen, 0xEDB9: self.second, 0xEDDD: self.ciout,
            0xEDFE: self.unlisten, 0xED09: self.talk, 0xEDC7: self.tksa,
            0xEE13: self.acptr, 0xEDEF: self.untalk,
            # the interrupt
            0xFE43: self.nmi, 0xFF48: self.puls, 0xEA31: self.key, 0xEA34: self.key_without_udtim, 0xEA7E: self.kprend, 0xEA81: self.pull_rti,
            0xFEBC: self.pull_rti, 0xFE66: self.brk, 0xFE47: self.pull_rti_nmi,
            # the screen editor's entry points
            0xE510: self.plot_stupt, 0xE56C: self.stupt, 0xE544: self.clsr,
            0xE566: self.nxtd, 0xE8EA: self.scrol, 0xE9FF: self.clrln,
            0xE716: self.prt, 0xE9F0: self.setpnt, 0xFCE2: self.reset,
        }
        traps = cpu.traps
        traps.update(routines)
        for entry, target in JUMP_TABLE.items():
            if 0x0314 <= target < 0x0334:
                traps[entry] = self._through(target)
            else:
                traps[entry] = routines.get(target, self._not_here(entry))

    # -- helpers ---------------------------------------------------------------------------
    def _through(self, vector: int) -> Callable[[], None]:
        """A jump-table entry that jumps through a RAM vector."""
        data = self.data
        mpu = self.mpu

        def jump() -> None:
            mpu.pc = data[vector] | data[vector + 1] << 8
            self.cpu.charge(8)
        return jump

    def _not_here(self, entry: int) -> Callable[[], None]:
        def stop() -> None:
            raise MachineCodeStop(f"the KERNAL routine at ${entry:04X} ({entry}) is not "
                                  "given by this interpreter")
        return stop

    def _done(self, cycles: int = 20) -> None:
        self.cpu.charge(cycles)
        self.cpu.rts()

    def _ok(self, cycles: int = 20) -> None:
        self.cpu.set_carry(False)
        self._done(cycles)

    def _error(self, error: Any) -> None:
        """A KERNAL error: carry set, A its number."""
        from .drive.kernal import KernalError
        name = error.name if isinstance(error, KernalError) else error.code
        self.mpu.a = ERROR_NUMBERS.get(name, 5)
        self.cpu.set_carry(True)
        self._done()

    def _status(self, bits: int) -> None:
        """ST's bits set, where BASIC's ST reads them."""
        self.machine.devices.kernal.status |= bits

    def _word(self, address: int) -> int:
        return self.data[address] | self.data[address + 1] << 8

    def _name(self) -> bytes:
        start = self._word(FNADR)
        read = self.machine.memory.read
        return bytes(read((start + i) & 0xFFFF) for i in range(self.data[FNLEN]))

    # -- set-up ------------------------------------------------------------------------------
    def cint(self) -> None:
        """CINT: the VIC-II's registers from the KERNAL's table, the screen
        cleared in light blue with the cursor home."""
        machine = self.machine
        machine.vic_power_on()
        self.data[646] = 14
        self.data[198] = 0
        machine.screen.clear()
        self._done(9000)

    def ioinit(self) -> None:
        """IOINIT: the CIAs as the KERNAL sets them (the jiffy timer)."""
        self.machine.cias_power_on()
        self._done(200)

    def restor(self) -> None:
        """RESTOR: the vectors at $0314-$0333 to the KERNAL's own."""
        self.data[CINV:CINV + 32] = vector_bytes()
        self._done(250)

    def vector(self) -> None:
        """VECTOR: carry set, copy the 32 bytes of vectors to (X,Y); clear,
        from (X,Y) to them."""
        mpu = self.mpu
        table = mpu.x | mpu.y << 8
        memory = self.machine.memory
        for i in range(32):
            if mpu.p & 1:
                memory.write((table + i) & 0xFFFF, self.data[CINV + i])
            else:
                self.data[CINV + i] = memory.read((table + i) & 0xFFFF)
        self._done(400)

    def setmsg(self) -> None:
        self.data[MSGFLG] = self.mpu.a
        self.mpu.a = self.data[STATUS]
        self._done(12)

    def memtop(self) -> None:
        self._memory_pointer(MEMSIZ_K)

    def membot(self) -> None:
        self._memory_pointer(MEMSTR)

    def _memory_pointer(self, at: int) -> None:
        mpu = self.mpu
        if mpu.p & 1:
            mpu.x, mpu.y = self.data[at], self.data[at + 1]
        else:
            self.data[at], self.data[at + 1] = mpu.x, mpu.y
        self._done(14)

    def settmo(self) -> None:
        self.data[TIMOUT] = self.mpu.a
        self._done(8)

    def iobase(self) -> None:
        self.mpu.x, self.mpu.y = 0x00, 0xDC
        self._done(8)

    def screen_size(self) -> None:
        self.mpu.x, self.mpu.y = COLS, ROWS
        self._done(8)

    # -- the keyboard and the clock ----------------------------------------------------------
    def scnkey(self) -> None:
        """SCNKEY: a scan of the keyboard into the buffer."""
        self.machine.keyboard.scan()
        self._done(300)

    def udtim(self) -> None:
        """UDTIM: TI one jiffy on, and the STOP key's row in STKEY."""
        self.machine.udtim()
        self._done(60)

    def settim(self) -> None:
        mpu = self.mpu
        self.data[TIME:TIME + 3] = bytes((mpu.y, mpu.x, mpu.a))
        self._done(24)

    def rdtim(self) -> None:
        mpu = self.mpu
        mpu.y, mpu.x, mpu.a = self.data[TIME], self.data[TIME + 1], self.data[TIME + 2]
        self._done(24)

    def stop(self) -> None:
        """STOP: Z set while RUN/STOP is down (then CLRCHN and the keyboard
        buffer emptied, as NSTOP does)."""
        self.cpu.stop_polled = True
        down = self.machine.keyboard.held == STOP
        mpu = self.mpu
        if down:
            self.machine.devices.clear_channels()
            self._input = None
            self.data[198] = 0
            mpu.a = 0x7F
            mpu.p |= 0x02
        else:
            mpu.a = 0xFF
            mpu.p &= ~0x02
        self._done(30)

    def getin(self) -> None:
        """GETIN: a key from the buffer (0 if none), or a byte of the input file."""
        mpu = self.mpu
        if self._input is None:
            mpu.a = self.machine.getin_keyboard()
        else:
            mpu.a = self.machine.devices.byte_from(self._input)
        self.cpu.set_nz(mpu.a)
        self._ok(40)

    # -- the screen ------------------------------------------------------------------------
    def _screen(self) -> Any:
        screen = self.machine.screen
        screen.load()
        return screen

    def chrout(self) -> None:
        """CHROUT: A to the output channel (the screen editor's PRT, or a
        file), A, X and Y kept."""
        mpu = self.mpu
        machine = self.machine
        if not machine.devices.to_file:
            self._screen()
        try:
            machine.emit(mpu.a)
        except BasicError as error:
            self._error(error)
            return
        self._ok(50)

    def prt(self) -> None:
        """PRT ($E716): A printed on the screen, whatever the channel."""
        screen = self._screen()
        screen.out(self.mpu.a)
        self._ok(50)

    def chrin(self) -> None:
        """CHRIN: from the keyboard, a whole line read with the screen
        editor and then given a code at a time, RETURN last (the editor
        prints no RETURN for it while output is on the screen: BASIC's
        INPUT prints its own, CRDO); from a file, its next byte."""
        mpu = self.mpu
        machine = self.machine
        if self._input is not None and self._input.device not in (0, 3):
            mpu.a = machine.devices.byte_from(self._input)
            self._ok(60)
            return
        if not self._line:
            self._screen()
            self._line = [ord(c) for c in machine.keyboard_line()] + [13]
            if machine.devices.to_file:           # CLP2: RETURN shown only when
                machine.screen.out(13)            # output is not on the screen
        mpu.a = self._line.pop(0)
        self.cpu.set_nz(mpu.a)
        self._ok(60)

    def plot(self) -> None:
        """PLOT: carry set, X = row and Y = column of the cursor; clear, the
        cursor put there."""
        mpu = self.mpu
        screen = self._screen()
        if not mpu.p & 1:
            self.data[214], self.data[211] = mpu.x % ROWS, mpu.y
            screen.stupt()
        mpu.x, mpu.y = self.data[214], self.data[211]
        self._done(40)

    def plot_stupt(self) -> None:
        """58640 ($E510, in PLOT): STUPT, then X = row, Y = column."""
        self.machine.screen.stupt()
        self.mpu.x, self.mpu.y = self.data[214], self.data[211]
        self._done(40)

    def stupt(self) -> None:
        """58732 ($E56C): the cursor to row PEEK(214), column PEEK(211)."""
        self.machine.screen.stupt()
        self._done(40)

    def clsr(self) -> None:
        """58692 ($E544): clear the screen, cursor home."""
        self._screen().clear()
        self._done(9000)

    def nxtd(self) -> None:
        """58726 ($E566): cursor home."""
        self._screen().home()
        self._done(60)

    def scrol(self) -> None:
        """59626 ($E8EA): the screen up one logical line."""
        screen = self._screen()
        screen.scroll_up()
        screen._sync()
        self._done(20000)

    def clrln(self) -> None:
        """59903 ($E9FF): row X cleared."""
        screen = self._screen()
        screen.clear_row(self.mpu.x % ROWS)
        self._done(400)

    def setpnt(self) -> None:
        """59888 ($E9F0): PNT to the start of row X."""
        self._screen()
        row = SCREEN_AT + COLS * (self.mpu.x % ROWS)
        self.data[0xD1], self.data[0xD2] = row & 0xFF, row >> 8
        self._done(30)

    def reset(self) -> None:
        """64738 ($FCE2): the reset routine; the program ends."""
        raise ProgramEnd()

    # -- the interrupt ----------------------------------------------------------------------
    def nmi(self) -> None:
        """$FE43, the NMI's entry: SEI, then through the vector at $0318."""
        self.mpu.p |= 0x04
        self.mpu.pc = self._word(0x0318)
        self.cpu.charge(7)

    def puls(self) -> None:
        """$FF48: A, X, Y pushed; the B flag of the P the processor pushed
        chooses BRK's vector ($0316) or the IRQ's ($0314)."""
        cpu, mpu = self.cpu, self.mpu
        cpu.push(mpu.a)
        cpu.push(mpu.x)
        cpu.push(mpu.y)
        flags = self.data[0x100 + ((mpu.sp + 4) & 0xFF)]
        vector = 0x0316 if flags & 0x10 else CINV
        mpu.pc = self._word(vector)
        cpu.charge(29)

    def key(self) -> None:
        """$EA31: the jiffy (TI, the keyboard scan), then $EA7E."""
        self.machine.kernal_jiffy()
        self.cpu.charge(200)
        self.kprend()

    def key_without_udtim(self) -> None:
        """$EA34 (``POKE 788,52``): the jiffy after UDTIM: the keyboard
        scanned, TI and the STOP key's row left alone (so RUN/STOP does not
        break a BASIC program)."""
        self.machine.keyboard.scan()
        self.cpu.charge(180)
        self.kprend()

    def kprend(self) -> None:
        """$EA7E: CIA 1's interrupt acknowledged, then $EA81."""
        self.machine.memory.read(0xDC0D)
        self.cpu.charge(4)
        self.pull_rti()

    def pull_rti(self) -> None:
        """$EA81, $FEBC: Y, X, A pulled; RTI."""
        cpu, mpu = self.cpu, self.mpu
        mpu.y = cpu.pull()
        mpu.x = cpu.pull()
        mpu.a = cpu.pull()
        cpu.rti()
        cpu.charge(18)

    def pull_rti_nmi(self) -> None:
        """$FE47, the NMI's default: RESTORE alone does nothing to a routine."""
        self.pull_rti()

    def brk(self) -> None:
        """$FE66, BRK's default vector: on a C64 a warm start; here the
        program stops naming where the BRK was."""
        sp = self.mpu.sp
        pc = self._word(0x100 + ((sp + 5) & 0xFF)) if sp < 0xFA else 0
        at = (pc - 2) & 0xFFFF
        raise MachineCodeStop(f"BRK (opcode $00) at ${at:04X} ({at})")

    # -- files ------------------------------------------------------------------------------
    def setlfs(self) -> None:
        mpu = self.mpu
        self.data[LA], self.data[FA], self.data[SA] = mpu.a, mpu.x, mpu.y
        self._done(12)

    def setnam(self) -> None:
        mpu = self.mpu
        self.data[FNLEN], self.data[FNADR], self.data[FNADR + 1] = mpu.a, mpu.x, mpu.y
        self._done(12)

    def readst(self) -> None:
        mpu = self.mpu
        mpu.a = self.machine.devices.status() & 0xFF
        self.data[STATUS] = mpu.a
        self.cpu.set_nz(mpu.a)
        self._done(14)

    def open(self) -> None:
        """OPEN with SETLFS's and SETNAM's file (a secondary address of 255
        is none)."""
        d = self.data
        secondary: Optional[int] = None if d[SA] == 0xFF else d[SA]
        try:
            self.machine.devices.open(d[LA], d[FA], secondary, self._name())
        except BasicError as error:
            self._error(error)
            return
        self._ok(400)

    def close(self) -> None:
        self.machine.devices.close(self.mpu.a)
        self._ok(200)

    def chkin(self) -> None:
        try:
            file = self.machine.devices.chkin(self.mpu.x)
        except BasicError as error:
            self._error(error)
            return
        self._input = file
        self.data[DFLTN] = file.device
        self._ok(200)

    def chkout(self) -> None:
        try:
            self.machine.devices.chkout(self.mpu.x)
        except BasicError as error:
            self._error(error)
            return
        output = self.machine.devices.output
        self.data[DFLTO] = output.device if output is not None else 3
        self._ok(200)

    def clrchn(self) -> None:
        self.machine.devices.clear_channels()
        self._input = None
        self.data[DFLTN], self.data[DFLTO] = 0, 3
        self._done(60)

    def clall(self) -> None:
        self.machine.devices.close_all()
        self._input = None
        self._done(60)

    def load(self) -> None:
        """LOAD: A 0 loads, 1 verifies; secondary address 0 to (X,Y), else
        to the file's own address; X/Y the end of what was loaded."""
        mpu, d = self.mpu, self.data
        verify = mpu.a != 0
        try:
            address, data = self.machine.devices.load(d[FA], self._name(), d[SA])
        except BasicError as error:
            self._error(error)
            return
        if d[SA] == 0:
            address = mpu.x | mpu.y << 8
        memory = self.machine.memory
        for i, byte in enumerate(data):
            where = (address + i) & 0xFFFF
            if verify:
                if memory.read(where) != byte:
                    self._status(0x10)
            else:
                memory.write(where, byte)
        end = (address + len(data)) & 0xFFFF
        mpu.x, mpu.y = end & 0xFF, end >> 8
        d[0xAE], d[0xAF] = mpu.x, mpu.y
        self._ok()                            # the bus's and the drive's time is charged

    def save(self) -> None:
        """SAVE: from the address in the zero-page pair A points at up to
        (X,Y), not included."""
        mpu, d = self.mpu, self.data
        start = self._word(mpu.a)
        end = mpu.x | mpu.y << 8
        read = self.machine.memory.read
        data = bytes(read(a) for a in range(start, max(start, end)))
        try:
            self.machine.devices.save(d[FA], self._name(), start, data)
        except BasicError as error:
            self._error(error)
            return
        self._ok()

    # -- the serial bus by hand -----------------------------------------------------------
    def _bus(self, device: int) -> Any:
        return self.machine.devices.kernal.devices.get(device)

    def _traffic(self, device: int, atn: int = 0, data: int = 0) -> None:
        """The time of commands and bytes on the bus (:mod:`.drive.timing`)."""
        self.machine.devices.kernal.traffic(device, atn, data)

    def listen(self) -> None:
        """LISTEN: device A is to listen (SECOND gives the channel)."""
        if self._bus(self.mpu.a & 0x1F) is None:
            self._status(0x80)
        self._listener = (self.mpu.a & 0x1F, 0)
        self._bytes = bytearray()
        self._traffic(self._listener[0], atn=1)
        self._done(100)

    def second(self) -> None:
        """SECOND: the channel and command after LISTEN ($60 data, $E0
        close, $F0 open with the name CIOUT sends)."""
        if self._listener is not None:
            self._listener = (self._listener[0], self.mpu.a)
            self._traffic(self._listener[0], atn=1)
        self._done(100)

    def ciout(self) -> None:
        self._bytes.append(self.mpu.a)
        if self._listener is not None:
            self._traffic(self._listener[0], data=1)
        self._ok(100)

    def unlisten(self) -> None:
        """UNLISTEN: what was sent is acted on (a file opened or closed, or
        bytes to a channel)."""
        if self._listener is not None:
            number, command = self._listener
            device = self._bus(number)
            if device is not None:
                channel = command & 0x0F
                if command & 0xF0 == 0xF0:
                    device.open(channel, bytes(self._bytes))
                elif command & 0xF0 == 0xE0:
                    device.close(channel)
                elif self._bytes:
                    device.write(channel, bytes(self._bytes))
                device.unlisten()
                kernal = self.machine.devices.kernal
                kernal.traffic(number, atn=1)
                kernal.drive_work(number, waits=False)
        self._listener = None
        self._bytes = bytearray()
        self._done(100)

    def talk(self) -> None:
        if self._bus(self.mpu.a & 0x1F) is None:
            self._status(0x80)
        self._talker = (self.mpu.a & 0x1F, 0)
        self._traffic(self._talker[0], atn=1)
        self._done(100)

    def tksa(self) -> None:
        if self._talker is not None:
            self._talker = (self._talker[0], self.mpu.a & 0x0F)
            self._traffic(self._talker[0], atn=1)
        self._done(100)

    def acptr(self) -> None:
        """ACPTR: a byte from the talker; ST 64 with the last, 66 when it
        had none."""
        mpu = self.mpu
        device = self._bus(self._talker[0]) if self._talker is not None else None
        got = device.read(self._talker[1]) if device is not None and self._talker else None
        if self._talker is not None:
            self._traffic(self._talker[0], data=1)
            self.machine.devices.kernal.drive_work(self._talker[0], waits=True)
        if got is None:
            self._status(0x42)
            mpu.a = 0xC7
        else:
            mpu.a = got[0]
            if got[1]:
                self._status(0x40)
        self._ok(100)

    def untalk(self) -> None:
        if self._talker is not None:
            self._traffic(self._talker[0], atn=1)
        self._talker = None
        self._done(100)


SCREEN_AT = 1024

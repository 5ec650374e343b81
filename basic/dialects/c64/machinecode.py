"""What the C64 machine does for machine code: SYS, USR, the interrupt
routines a program installs, BASIC's output, input and GET through the
KERNAL's vectors a program has changed, and RUN/STOP while a routine runs.

A mixin of :class:`.machine.C64Machine` (kept apart so that each module does
one job): the 6510 itself is :mod:`.cpu`, the ROM routines it reaches
:mod:`.romcalls` and :mod:`.basiccalls`, the variables in memory
:mod:`.varmem`.
"""
from __future__ import annotations

from typing import Any, Optional

from ...core.errors import BasicError
from .basiccalls import BasicCalls
from .cpu import SYS_RETURN, USR_RETURN, Cpu6510, MachineCodeStop
from .keyboard import STOP
from .romcalls import STKEY, KernalCalls
from .textcalls import TextCalls
from .vectors import CINV, USRPOK, vector_bytes

#: where BASIC's calls of the KERNAL return (after the JSR in OUTCH,
#: INCHR and CGETL, basic/code26.s)
OUTCH_RETURN, INCHR_RETURN, CGETL_RETURN = 0xE10F, 0xE115, 0xE127


class MachineCode:
    """SYS, USR and interrupts on a :class:`.machine.C64Machine`."""

    _cpu: Optional[Cpu6510]
    _basic_calls: Optional[BasicCalls]
    _code_depth: int
    _stop_jiffies: int
    _printed: Any
    memory: Any
    vic: Any
    screen: Any
    keyboard: Any
    variable_image: Any

    def _tick_clock(self, n: int) -> None: ...
    def _wake(self) -> None: ...
    def _scan_keyboard(self) -> None: ...
    def _set_pointers(self) -> None: ...
    def _edit_line(self) -> str: ...

    def kernal_jiffy(self) -> None:
        """The KERNAL's interrupt work ($EA31): TI counts, the keyboard is
        scanned."""
        self._tick_clock(1)
        self._scan_keyboard()

    def udtim(self) -> None:
        """UDTIM: TI counts a jiffy; STKEY has the STOP key's row."""
        self._tick_clock(1)
        self.memory.data[STKEY] = 0x7F if self.keyboard.held == STOP else 0xFF

    def _stop_in_code(self, cpu: Cpu6510) -> None:
        """RUN/STOP held for two jiffies in a routine that does not ask the
        KERNAL's STOP about it stops the routine with BREAK (as RUN/STOP and
        RESTORE would)."""
        keyboard = self.keyboard
        if self._code_depth and keyboard.held == STOP and keyboard.stop_enabled() \
                and not cpu.stop_polled:
            self._stop_jiffies += 1
            if self._stop_jiffies >= 2:
                self._stop_jiffies = 0
                raise BasicError("BREAK")
        else:
            self._stop_jiffies = 0
        cpu.stop_polled = False

    def _interrupt_routine(self) -> None:
        """The program's interrupt routine (the vector at $0314) run while
        a source holds the IRQ line, as often as it comes back held (four
        times at most in a jiffy: a routine that acknowledges nothing would
        run without end on a C64)."""
        cpu = self.processor()
        for _ in range(4):
            if not (self.memory.cia1.irq_asserted() or self.vic.irq_asserted()):
                return
            try:
                cpu.interrupt_basic()
            except MachineCodeStop as stop:
                raise BasicError("MACHINE CODE", str(stop)) from None
            finally:
                self.screen.load()

    def _nmi_routine(self) -> None:
        """CIA 2's NMI between statements: the routine through $0318 (from
        the KERNAL's $FE43) for each time its timers ran out since the last
        jiffy, eight at most."""
        cia2 = self.memory.cia2
        cpu = self.processor()
        for _ in range(8):
            if not cpu.nmi_edge():
                return
            try:
                cpu.interrupt_basic(0xFFFA)
            except MachineCodeStop as stop:
                raise BasicError("MACHINE CODE", str(stop)) from None
            finally:
                self.screen.load()
            if not cia2.a.underflows and not cia2.b.underflows:
                return

    def vic_power_on(self) -> None:
        self.vic.power_on()

    def cias_power_on(self) -> None:
        self.memory.cia1.power_on()
        self.memory.cia2.power_on()

    # -- machine code ---------------------------------------------------------------------------
    def processor(self) -> Cpu6510:
        """The 6510 (made when machine code first runs), with the ROM
        routines the project gives (:mod:`.romcalls`, :mod:`.basiccalls`).
        The jiffies stop passing quietly: machine code reads memory itself
        and takes its interrupts."""
        self._wake()
        if self._cpu is None:
            cpu = Cpu6510(self)
            KernalCalls(self, cpu)
            self._basic_calls = BasicCalls(self, cpu)
            TextCalls(self, cpu)
            self._cpu = cpu
        return self._cpu

    def basic_calls(self) -> BasicCalls:
        """BASIC's FAC routines (:mod:`.basiccalls`) of the processor."""
        self.processor()
        assert self._basic_calls is not None
        return self._basic_calls

    def _run_code(self, address: int, returns: int) -> Cpu6510:
        """Call the routine at ``address`` as SYS or USR does, with the
        variables in memory before and taken back after (:mod:`.varmem`),
        the registers from 780-783."""
        cpu = self.processor()
        d = self.memory.data
        self._set_pointers()
        self.variable_image.write()
        self._code_depth += 1
        try:
            cpu.call(address, returns, d[780], d[781], d[782], d[783])
        except MachineCodeStop as stop:
            raise BasicError("MACHINE CODE", str(stop)) from None
        finally:
            self._code_depth -= 1
            self.screen.load()
            self.variable_image.read()
        return cpu

    def usr(self, value: float) -> float:
        """USR: the FAC set to the argument, JSR to 784 (a JMP to the
        vector in 785/786: FCERR, ILLEGAL QUANTITY, until a program sets
        it), the FAC the result."""
        calls = self.basic_calls()
        calls.set_fac(value)
        self._run_code(USRPOK, USR_RETURN)
        return calls.fac()

    def sys(self, address: int) -> None:
        """SYS: A, X, Y and P from 780-783, JSR to ``address``; what the
        routine leaves in them back in 780-783 (CSYSRZ)."""
        cpu = self._run_code(address, SYS_RETURN)
        mpu = cpu.mpu
        d = self.memory.data
        d[780], d[781], d[782], d[783] = mpu.a, mpu.x, mpu.y, mpu.p

    # -- BASIC's I/O through the KERNAL's vectors ----------------------------------------
    def _call_vector(self, entry: int, returns: int, a: int = 0) -> int:
        """JSR ``entry`` (a jump-table entry that goes through a RAM vector a
        program has changed) from BASIC's routine that returns at
        ``returns``; A after it."""
        cpu = self.processor()
        self._code_depth += 1
        try:
            cpu.call(entry, returns, a, 0, 0, cpu.mpu.p & ~0x01)
        except MachineCodeStop as stop:
            # the warm start a crash ends in on the machine: RESTOR puts the
            # KERNAL's vectors back, so the report itself can be printed
            self.memory.data[CINV:CINV + 32] = vector_bytes()
            raise BasicError("MACHINE CODE", str(stop)) from None
        finally:
            self._code_depth -= 1
            self.screen.load()
        return int(cpu.mpu.a)

    def chrout_vector(self, code: int) -> None:
        """OUTCH ($E10C): JSR CHROUT with ``code`` in A, through the vector
        at $0326 to the program's routine (which may go on to BSOUT,
        $F1CA, :meth:`emit`)."""
        self._call_vector(0xFFD2, OUTCH_RETURN, code)

    def ready_through_chrout(self) -> None:
        """READY. (STROUT) through the program's CHROUT, which on the
        machine sees it as any other output; the host's record of what
        was printed leaves it out, as it does when CHROUT is the KERNAL's."""
        printed, self._printed = self._printed, None
        try:
            for code in b"\rREADY.\r":
                self.chrout_vector(code)
        except BasicError:
            self.screen.out_text("\rREADY.\r")
        finally:
            self._printed = printed

    def line_through_chrin(self) -> str:
        """INLIN ($A560): CHRIN through the vector at $0324, a code at a
        time up to RETURN (?STRING TOO LONG past 88, BUFLEN)."""
        codes: list[str] = []
        while True:
            code = self._call_vector(0xFFCF, INCHR_RETURN)
            if code == 13:
                return "".join(codes)
            codes.append(chr(code))
            if len(codes) >= 89:
                raise BasicError("STRING TOO LONG")

    def getin_vector(self) -> int:
        """CGETL ($E124): GETIN through the vector at $032A."""
        return self._call_vector(0xFFE4, CGETL_RETURN)


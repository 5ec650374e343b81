"""The Z80 itself: SkoolKit's simulator, kept for the life of a machine.

SkoolKit (a dependency) simulates the Z80 instruction by instruction with
its exact T-states; its C simulator (``CSimulator``, or ``CCMIOSimulator``
with the Spectrum's memory and I/O contention) runs some 300 million
T-states a second here, and the pure-Python one stands in where the C
extension is not built.  The simulator owns a 64K ``bytearray`` of its own:
the machine's memory is copied in before a routine runs and back after (and
at every frame, so the display goes on), which costs microseconds.

The registers live on between calls (the interrupt mode, I, IX, the
alternate set...), as they do on the machine, so a snapshot of the whole
machine (issue 31) can take them from :meth:`Z80.state`.

A port read or write goes to the machine's ``ports`` (:class:`Ports`): the
simulator calls :meth:`Z80.read_port` and :meth:`Z80.write_port` as its
tracer.
"""
from __future__ import annotations

from typing import Any, Optional, Protocol

# SkoolKit's register indices (skoolkit.simutils)
A, F, B, C, D, E, H, L = 0, 1, 2, 3, 4, 5, 6, 7
IXH, IXL, IYH, IYL, SP, I, R = 8, 9, 10, 11, 12, 14, 15
XA, XF, XB, XC, XD, XE, XH, XL = 16, 17, 18, 19, 20, 21, 22, 23
PC, T, IFF, IM, HALT = 24, 25, 26, 27, 28

#: what :meth:`Z80.run` returns
TIME_UP, STOPPED = 2, 3

#: the register pairs by name, as (high, low) indices
PAIRS = {"AF": (A, F), "BC": (B, C), "DE": (D, E), "HL": (H, L), "IX": (IXH, IXL),
         "IY": (IYH, IYL), "AF'": (XA, XF), "BC'": (XB, XC), "DE'": (XD, XE),
         "HL'": (XH, XL)}


class Ports(Protocol):
    """The machine's side of IN and OUT."""

    def port_in(self, port: int, interrupts_on: bool) -> int:
        """The byte IN reads from ``port`` (``interrupts_on``: IFF1, off
        while the machine's own interrupt routine runs)."""
        ...

    def port_out(self, port: int, value: int, t: int) -> None:
        """OUT of ``value`` to ``port`` at the Z80's T-state ``t``."""
        ...


class Z80:
    """One Z80 with its registers and its own 64K of memory.

    ``contention``: the 48K Spectrum's ULA delays (SkoolKit's model of
    contended memory and I/O, which the Spectrum's ROM oracle uses too).
    ``frame_cycles``: T-states between the 50 Hz interrupts."""

    def __init__(self, ports: Ports, contention: bool = False, frame_cycles: int = 69888,
                 python: bool = False) -> None:
        from skoolkit.simutils import from_memory       # loaded for machine code only
        self.ports = ports
        cls = _simulator_class(contention, python)
        self.sim: Any = from_memory(cls, bytearray(65536), {"PC": 0, "SP": 0xFFFF},
                                    {"iff": 0, "im": 1},
                                    {"frame_duration": frame_cycles, "int_active": 32,
                                     "fast_djnz": False, "fast_ldir": False})
        self.memory: bytearray = self.sim.memory
        self.registers: Any = self.sim.registers
        self.frame_cycles = frame_cycles
        #: the T-state count up to which the routine's time is on the
        #: machine's clock (:func:`.call.run_routine` keeps it): a port
        #: write at ``t`` is ``t - accounted`` T-states into the clock's budget
        self.accounted = 0
        self.border = 7                 # the C simulator's tracer must have one
        self._python = not hasattr(self.sim, "trace")
        self.sim.set_tracer(self)

    # -- the simulator's tracer ----------------------------------------------------
    def read_port(self, registers: Any, port: int) -> int:
        return self.ports.port_in(port, bool(registers[IFF])) & 0xFF

    def write_port(self, registers: Any, port: int, value: int, offset: int = 0) -> None:
        self.ports.port_out(port, value, registers[T] + offset)

    # -- registers ----------------------------------------------------------------------
    def pair(self, name: str) -> int:
        high, low = PAIRS[name]
        return self.registers[high] * 256 + self.registers[low]

    def set_pair(self, name: str, value: int) -> None:
        high, low = PAIRS[name]
        self.registers[high] = (value >> 8) & 0xFF
        self.registers[low] = value & 0xFF

    def push(self, value: int) -> None:
        """PUSH a word (a write below 0x4000, the ROM, is lost, as on the machine)."""
        regs, mem = self.registers, self.memory
        for byte in ((value >> 8) & 0xFF, value & 0xFF):
            regs[SP] = (regs[SP] - 1) & 0xFFFF
            if regs[SP] >= 0x4000:
                mem[regs[SP]] = byte

    def word(self, address: int) -> int:
        mem = self.memory
        return mem[address & 0xFFFF] | (mem[(address + 1) & 0xFFFF] << 8)

    def state(self) -> dict[str, int]:
        """The registers by name (a snapshot's, and the tests')."""
        regs = self.registers
        out = {name: self.pair(name) for name in PAIRS}
        out.update({"SP": regs[SP], "PC": regs[PC], "I": regs[I], "R": regs[R],
                    "IFF": regs[IFF], "IM": regs[IM], "HALT": regs[HALT], "T": regs[T]})
        return out

    # -- running -------------------------------------------------------------------------
    def run(self, until: int, stop: Optional[int], interrupts: bool) -> int:
        """Run until the T-state counter reaches ``until`` (:data:`TIME_UP`)
        or PC reaches ``stop`` after an instruction (:data:`STOPPED`), taking
        the 50 Hz interrupt when ``interrupts`` and IFF1 allow."""
        if not self._python:
            return int(self.sim.trace(None, stop, 0, until, interrupts,
                                      None, None, None, None, None)[0])
        return self._run_python(until, -1 if stop is None else stop, interrupts)

    def _run_python(self, until: int, stop: int, interrupts: bool) -> int:
        """SkoolKit's pure-Python simulator, with the C simulator's rules."""
        sim, mem, regs = self.sim, self.memory, self.registers
        opcodes, frame, active = sim.opcodes, self.frame_cycles, sim.int_active
        while True:
            pc = regs[PC]
            opcodes[mem[pc]]()
            if interrupts and regs[IFF] and regs[T] % frame < active:
                sim.accept_interrupt(regs, mem, pc)
            if regs[T] >= until:
                return TIME_UP
            if regs[PC] == stop:
                return STOPPED


def _simulator_class(contention: bool, python: bool) -> Any:
    """SkoolKit's fastest simulator for the job."""
    if not python:
        try:
            if contention:
                from skoolkit.ccmiosimulator import CCMIOSimulator
                return CCMIOSimulator
            from skoolkit.csimulator import CSimulator
            return CSimulator
        except ImportError:                               # pragma: no cover
            pass
    if contention:
        from skoolkit.cmiosimulator import CMIOSimulator
        return CMIOSimulator
    from skoolkit.simulator import Simulator
    return Simulator

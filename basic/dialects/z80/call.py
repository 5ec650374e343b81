"""Running a routine to its end: the Z80 in frames of machine time.

A routine runs in the Z80 (:mod:`.cpu`) one frame of machine time at a time:
up to the end of the machine clock's current frame, then the T-states go on
the clock (``Clock.spend``: its frame hook runs, so the host draws the
screen, paces the run, reads the keys and may stop it with BREAK or
``--frames``), then the next frame.  A routine that never returns therefore
never hangs the front-end.  Around each frame the simulator's memory is
copied to the machine's and back (64K, a few microseconds), so what the host
shows is what the routine has written, and what the frame hook wrote (a
ZX81's FRAMES) is what the routine reads.

The machine says when the routine has ended: PC reached ``stop`` (where the
ROM's USR left its return address) and :attr:`Routine.at_stop` recognises
the return (the result) or an error exit (it raises the machine's report),
or it is some other pass through that address and the routine goes on.
:attr:`Routine.check` looks at the Z80 at every frame and stops what can
never end well (a HALT with interrupts off, a run through empty memory).
"""
from __future__ import annotations

from ...core.nodeclass import record
from typing import Callable, Optional

from ...core.clock import Clock
from ...core.memory import Memory
from .cpu import HALT, IFF, IM, PC, SP, STOPPED, T, Z80

#: the first byte of RAM on every Sinclair machine: below it is the ROM
RAM_START = 0x4000


@record
class Routine:
    """How one machine runs a routine: the address that may end it, what
    ends it there, and what to look at every frame."""
    #: the address the routine returns to (the ROM's STACK-BC on the
    #: Spectrum and the ZX81), or a trap address
    stop: int
    #: at ``stop``: the routine's result, or None when it goes on (raise to
    #: stop it with a report)
    at_stop: Callable[[Z80], Optional[int]]
    #: every frame: raise to stop the routine
    check: Callable[[Z80], None]
    #: the 50 Hz maskable interrupt is taken (the Spectrum's IM 1)
    interrupts: bool = True
    #: every frame, once the machine's memory is the routine's and before
    #: the host's turn: what the machine keeps apart from its memory (a
    #: ZX81's screen) follows it
    sync: Callable[[], None] = lambda: None


def run_routine(cpu: Z80, memory: Memory, clock: Clock, routine: Routine) -> int:
    """Run the routine set up in ``cpu`` (PC, SP, registers, T-state
    counter at the clock's place in its frame) until it ends; return its
    result.  The machine's RAM is the simulator's afterwards, whatever
    happens."""
    regs = cpu.registers
    data = memory.data
    accounted = cpu.accounted = regs[T]
    try:
        while True:
            limit = accounted + max(clock.budget, 0) + 1
            cond = cpu.run(limit, routine.stop, routine.interrupts)
            now = regs[T]
            if cond == STOPPED:
                clock.budget -= now - accounted        # within this frame: no tick
                accounted = cpu.accounted = now
                result = routine.at_stop(cpu)
                if result is not None:
                    return result
                continue
            data[RAM_START:] = cpu.memory[RAM_START:]
            routine.sync()
            clock.spend(now - accounted)                # the frame: the host's turn
            accounted = cpu.accounted = now
            cpu.memory[RAM_START:] = data[RAM_START:]
            routine.check(cpu)
    finally:
        data[RAM_START:] = cpu.memory[RAM_START:]


def on_the_clock(cpu: Z80, clock: Clock, t: int, act: Callable[[], None]) -> None:
    """Do ``act`` with the clock where the routine is at its T-state ``t``
    (within the frame being run): what reads the machine's time from the
    clock (a port write's, for the speaker) finds the time of the write."""
    saved = clock.budget
    clock.budget = saved - (t - cpu.accounted)
    try:
        act()
    finally:
        clock.budget = saved


def empty_memory(memory: bytearray, pc: int, entry: int, least: int = 16) -> Optional[str]:
    """When the Z80 is running through zero bytes (NOPs: at least ``least``
    of them before ``pc``), the words for it: no routine at ``entry`` when
    everything from there is zero, else the address it was found at."""
    if pc < RAM_START + least or any(memory[pc - least:pc + 1]):
        return None
    if entry <= pc and not any(memory[entry:pc + 1]):
        return f"there is no routine at {entry}: the memory from there is empty (NOPs)"
    return f"the routine ran into empty memory (NOPs) at {describe(pc, memory)}"


def halted_for_ever(cpu: Z80) -> bool:
    """HALT with interrupts off: only a non-maskable interrupt or a reset
    could wake the Z80, and nothing here makes one."""
    return bool(cpu.registers[HALT]) and not cpu.registers[IFF]


def describe(address: int, memory: bytearray) -> str:
    """``40000 (0x9C40, opcode 0x00)``: an address for the messages."""
    return f"{address} (0x{address:04X}, opcode 0x{memory[address & 0xFFFF]:02X})"


def routine_pc(cpu: Z80) -> int:
    """Where the routine is at a frame's start: PC, or the address the
    frame's interrupt has just pushed (each frame begins with the
    interrupt when it is on, whose routine the machine's own)."""
    regs = cpu.registers
    if not regs[IFF] and regs[T] % cpu.frame_cycles < INTERRUPT_TAKEN \
            and (regs[PC] == 0x38 or regs[IM] == 2):
        return cpu.word(regs[SP])
    return int(regs[PC])


#: T-states into a frame by which an interrupt at its start has been taken
#: (the longest instruction, then the 19 of IM 2's response)
INTERRUPT_TAKEN = 23 + 19 + 32

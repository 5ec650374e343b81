"""RND and RANDOMIZE: the calculator's random numbers from the SEED system variable."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..sinclair import calculator as zx
from . import sysvars as sv

if TYPE_CHECKING:  # pragma: no cover
    from .machine import SpectrumMachine


class Rnd:
    """The random numbers of one machine."""

    def __init__(self, machine: "SpectrumMachine") -> None:
        self.machine = machine

    def rnd(self) -> Any:
        """RND: the next value of the ROM's generator (SEED moves on)."""
        memory = self.machine.memory
        seed, value = zx.rnd_step(memory.peek16(sv.SEED))
        memory.poke16(sv.SEED, seed)
        return value

    def randomize(self, n: int) -> None:
        """RANDOMIZE n: SEED is n, or FRAMES' low 16 bits for 0."""
        m = self.machine
        m.frames.sync()
        frames = m.memory.data[sv.FRAMES] | (m.memory.data[sv.FRAMES + 1] << 8)
        m.memory.poke16(sv.SEED, zx.randomize_seed(n, frames))

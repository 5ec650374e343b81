"""A 48K snapshot file, read and written with SkoolKit.

A snapshot is the whole machine at one moment: the 48K of RAM (screen,
system variables, program, variables, machine stack, UDGs) and the Z80's
registers.  SkoolKit (a dependency: :mod:`skoolkit.snapshot`) reads the
three formats emulators use (``.z80`` versions 1 to 3 and ``.szx``,
compressed or not, and ``.sna``) and writes ``.z80`` and ``.szx``;
``.sna``, which SkoolKit does not write, is its fixed 27-byte header and
the RAM (the format of worldofspectrum.net's FAQ, "SNA"), its PC pushed on
the machine stack as the format asks.

A 128K snapshot, or a file that is cut short or damaged, is a
:class:`FormatError` naming the fault.
"""
from __future__ import annotations

import zlib
from dataclasses import dataclass, field
from typing import Any

from ....core.formats import FormatError

RAM_START = 0x4000
RAM_SIZE = 0xC000
#: the register pairs a snapshot keeps, by the names of :mod:`basic.dialects.z80.cpu`
PAIRS = ("AF", "BC", "DE", "HL", "AF'", "BC'", "DE'", "HL'", "IX", "IY")
#: where a 48K SNA file's RAM starts
SNA_HEADER = 27
#: the sizes of a 128K's SNA files (its 8 pages, or 5 of them with the 48K's 3)
SNA_128K = (SNA_HEADER + 0xC000 + 4 + 5 * 0x4000, SNA_HEADER + 0xC000 + 4 + 6 * 0x4000)


@dataclass
class MachineState:
    """The machine a snapshot holds: ``ram`` (48K from 0x4000), the
    registers by name (the pairs of :data:`PAIRS`, SP, PC, I, R, IFF, IM),
    the border colour, and ``kind`` (``z80``, ``sna`` or ``szx``)."""
    ram: bytearray
    registers: dict[str, int] = field(default_factory=dict)
    border: int = 7
    kind: str = "z80"
    tstates: int = 0

    def peek(self, address: int) -> int:
        """The byte at ``address`` (0 in the ROM: a snapshot has no ROM)."""
        address &= 0xFFFF
        return self.ram[address - RAM_START] if address >= RAM_START else 0

    def word(self, address: int) -> int:
        return self.peek(address) | (self.peek(address + 1) << 8)

    def poke(self, address: int, value: int) -> None:
        if RAM_START <= address <= 0xFFFF:
            self.ram[address - RAM_START] = value & 0xFF

    def poke16(self, address: int, value: int) -> None:
        self.poke(address, value)
        self.poke(address + 1, value >> 8)

    @property
    def pc(self) -> int:
        return self.registers.get("PC", 0)


def read(data: bytes, kind: str) -> MachineState:
    """A snapshot file's bytes (``kind``: its suffix without the dot) as a
    MachineState; FormatError for one that is damaged, cut short, or not a
    48K Spectrum's."""
    from skoolkit import SkoolKitError
    from skoolkit.snapshot import SNA, SZX, Z80
    data = bytes(data)
    reader = {"z80": Z80, "sna": SNA, "szx": SZX}[kind]
    if kind == "z80" and len(data) < 30:
        raise FormatError(f"not a .z80 snapshot: {len(data)} bytes, less than its "
                          "30-byte header")
    if kind == "szx" and not data.startswith(b"ZXST"):
        raise FormatError("not a .szx snapshot (it does not start with ZXST)")
    if kind == "sna" and len(data) in SNA_128K:
        raise FormatError("a snapshot of a 128K Spectrum: basic's Spectrum is a 48K")
    if kind == "sna" and len(data) != SNA_HEADER + RAM_SIZE:
        raise FormatError(f"not a 48K .sna snapshot: {len(data)} bytes, not "
                          f"{SNA_HEADER + RAM_SIZE}" + (" (cut short)" if len(data) <
                                                       SNA_HEADER + RAM_SIZE else ""))
    try:
        snap: Any = reader(data)
    except SkoolKitError as err:
        raise FormatError(f"the snapshot is damaged: {str(err).rstrip('.')}") from None
    except (IndexError, ValueError, KeyError, TypeError, zlib.error):
        raise FormatError("the snapshot is cut short or damaged: its memory runs past the "
                          "end of the file") from None
    if snap.machine != "48K":
        raise FormatError(f"a snapshot of a {snap.machine or 'machine basic does not know'}"
                          f"{' Spectrum' if snap.machine else ''}: basic's Spectrum is a 48K")
    try:
        ram = bytearray(snap.ram())
    except (IndexError, ValueError, KeyError, TypeError):
        ram = bytearray()
    if len(ram) != RAM_SIZE:
        raise FormatError("the snapshot is cut short or damaged: it does not hold the "
                          "48K of RAM")
    regs = {"AF": snap.a * 256 + snap.f, "BC": snap.bc, "DE": snap.de, "HL": snap.hl,
            "AF'": snap.a2 * 256 + snap.f2, "BC'": snap.bc2, "DE'": snap.de2,
            "HL'": snap.hl2, "IX": snap.ix, "IY": snap.iy, "SP": snap.sp, "PC": snap.pc,
            "I": snap.i, "R": snap.r, "IFF": snap.iff1, "IM": snap.im}
    state = MachineState(ram, regs, snap.border & 7, kind, snap.tstates)
    if kind == "sna":
        # the format keeps PC on the machine stack; RETN takes it off
        state.registers["SP"] = (snap.sp + 2) & 0xFFFF
    return state


def write(state: MachineState, kind: str) -> bytes:
    """The bytes of a snapshot file of ``kind`` holding ``state``."""
    regs = state.registers
    if kind == "sna":
        return _sna(state)
    from skoolkit.snapshot import SZX, Z80
    ram = list(state.ram)
    snap: Any = Z80(ram=ram) if kind == "z80" else SZX(ram=ram)
    names = {"AF": None, "BC": "bc", "DE": "de", "HL": "hl", "AF'": None, "BC'": "^bc",
             "DE'": "^de", "HL'": "^hl", "IX": "ix", "IY": "iy"}
    specs = [f"{names[pair]}={regs[pair]}" for pair in PAIRS if names[pair]]
    af, af2 = regs["AF"], regs["AF'"]
    specs += [f"a={af >> 8}", f"f={af & 0xFF}", f"^a={af2 >> 8}", f"^f={af2 & 0xFF}",
              f"sp={regs['SP']}", f"pc={regs['PC']}", f"i={regs['I']}", f"r={regs['R']}"]
    snap.set_registers_and_state(specs, [f"iff={regs['IFF']}", f"im={regs['IM']}",
                                         f"border={state.border}",
                                         f"tstates={state.tstates}"])
    return bytes(snap.data())


def _sna(state: MachineState) -> bytes:
    """A 48K SNA: I, HL' DE' BC' AF', HL DE BC IY IX, IFF2 (bit 2), R,
    AF, SP, IM, border; then the RAM, with PC pushed on the stack."""
    regs = state.registers
    ram = bytearray(state.ram)
    sp = (regs["SP"] - 2) & 0xFFFF
    if sp < RAM_START or sp > 0xFFFE:
        raise FormatError("the machine stack is not in RAM: an .sna cannot hold its PC")
    ram[sp - RAM_START:sp - RAM_START + 2] = regs["PC"].to_bytes(2, "little")

    def w(value: int) -> bytes:
        return (value & 0xFFFF).to_bytes(2, "little")

    af, af2 = regs["AF"], regs["AF'"]
    head = bytes([regs["I"]]) + w(regs["HL'"]) + w(regs["DE'"]) + w(regs["BC'"]) \
        + bytes([af2 & 0xFF, af2 >> 8]) + w(regs["HL"]) + w(regs["DE"]) + w(regs["BC"]) \
        + w(regs["IY"]) + w(regs["IX"]) + bytes([4 if regs["IFF"] else 0, regs["R"] & 0xFF]) \
        + bytes([af & 0xFF, af >> 8]) + w(sp) + bytes([regs["IM"], state.border & 7])
    return head + bytes(ram)

"""A Sinclair ROM in SkoolKit's Z80 simulator: what the ZX81 and ZX80
oracles (zx81oracle.py, tests/zx80/oracle/zx80oracle.py) share.

Why: both run their genuine ROM the same way -- nothing sent out, the ROM
run until it reaches an address or a time limit -- and read and write its
memory a word at a time.  No key is down unless a caller holds one
(``Z80Rom.held``, by the names of basic.core.keys: ``'a'``, ``'7'``,
``'ENTER'`` for NEWLINE, ``'SPACE'``, ``'CS'`` for SHIFT, ``'SS'`` for the
``.`` key); :func:`key_value` is the value both ROMs' KEYBOARD routines
make of the keys held.  Regeneration tooling only: the
ROM images are never part of the project (each oracle checks its image's
size and CRC32).
"""
from __future__ import annotations

import argparse
import json
import sys
import zlib
from pathlib import Path
from typing import Any, Callable, Optional

from skoolkit.simutils import from_memory

try:
    from skoolkit.csimulator import CSimulator as _Sim
except ImportError:                                  # pragma: no cover
    from skoolkit.simulator import Simulator as _Sim

REG_PC, REG_SP, REG_T = 24, 12, 25
REG_B, REG_C, REG_D, REG_E, REG_H, REG_L = 2, 3, 4, 5, 6, 7
CLOCK = 3_250_000

#: the keyboard's half-rows, in the order KEYBOARD reads them (port $FEFE,
#: $FDFE ... $7FFE), each from bit 0 outwards: the 40 keys of the ZX80 and
#: ZX81, named as basic.core.keys names them
KEY_ROWS = (("CS", "z", "x", "c", "v"), ("a", "s", "d", "f", "g"), ("q", "w", "e", "r", "t"),
            ("1", "2", "3", "4", "5"), ("0", "9", "8", "7", "6"), ("p", "o", "i", "u", "y"),
            ("ENTER", "l", "k", "j", "h"), ("SPACE", "SS", "m", "n", "b"))


def port_value(held: frozenset[str] | set[str], port: int) -> int:
    """What reading the keyboard port ``port`` gives with ``held`` down: each
    half-row whose bit of the high byte is low puts its keys on bits 0-4
    (low = pressed)."""
    value = 0xFF
    high = port >> 8
    for row, keys in enumerate(KEY_ROWS):
        if not high & (1 << row):
            for bit, key in enumerate(keys):
                if key in held:
                    value &= ~(1 << bit)
    return value


def key_value(held: frozenset[str] | set[str]) -> tuple[int, int]:
    """(H, L) as KEYBOARD (ZX81 0x02BB, ZX80 0x013F) leaves them for the
    keys ``held``: H the column (one low bit among bits 1-5) shifted left
    over bit 0, which is low with SHIFT; L the half-row's port byte.  The
    first read of the SHIFT row ignores SHIFT (OR $01)."""
    h = l = 0xFF
    for row in range(8):
        value = port_value(held, 0xFFFF & ~(1 << (row + 8)))
        if row == 0:
            value |= 1
        d = value | 0xE0
        if ~d & 0x1F:
            l &= 0xFF & ~(1 << row)
        h &= d
    return (h << 1 | (0 if "CS" in held else 1)) & 0xFF, l


def keys(text: str) -> list[str]:
    """Steps from a short notation: characters are their keys, ``^x`` is
    SHIFT+x, ``|`` NEWLINE, ``_`` SPACE, ``.`` the . key."""
    out: list[str] = []
    shift = False
    for ch in text:
        if ch == "^":
            shift = True
            continue
        name = {"|": "ENTER", "_": "SPACE", ".": "SS"}.get(ch, ch)
        out.append(("CS+" + name) if shift else name)
        shift = False
    return out


def listing(count: int, step: int = 10) -> str:
    return "\n".join(f"{n * step} PRINT {n}" for n in range(1, count + 1))


def chord(step: str) -> frozenset[str]:
    """A key step as golden files write it: ``'p'``, ``'CS+5'``, ``'ENTER'``."""
    return frozenset(step.split("+"))


def load_rom(path: str, size: int, crc: int, name: str) -> bytes:
    """The image at ``path``, refused unless it is ``name`` (size, CRC32)."""
    data = Path(path).read_bytes()
    if len(data) != size or zlib.crc32(data) != crc:
        raise SystemExit(f"{path}: not the {name} (size {len(data)}, "
                         f"CRC32 {zlib.crc32(data):08x}, want {crc:08x})")
    return data


class Z80Rom:
    """64K of memory (the ROM and its mirrors laid in by the caller) in the
    simulator, started at 0x0000 with interrupts off in mode 1."""

    def __init__(self, memory: list[int]) -> None:
        self.sim = from_memory(_Sim, memory, {"PC": 0}, {"iff": 0, "im": 1})
        self.mem = self.sim.memory
        self.regs = self.sim.registers
        self.border = 7                      # read by the C tracer
        self.held: frozenset[str] = frozenset()
        self.sim.set_tracer(self)

    # the keys held (none unless a caller holds some); EAR and the 50 Hz bit high
    def read_port(self, registers: Any, port: int) -> int:
        return port_value(self.held, port) if port & 0xFF == 0xFE else 0xFF

    def write_port(self, registers: Any, port: int, value: int, offset: int = 0) -> None:
        pass

    def peek16(self, addr: int) -> int:
        return self.mem[addr] | self.mem[addr + 1] << 8

    def poke16(self, addr: int, value: int) -> None:
        self.mem[addr] = value & 0xFF
        self.mem[addr + 1] = value >> 8 & 0xFF

    def run_to(self, stop: int, seconds: float) -> bool:
        """Run until PC == stop (True) or ``seconds`` of Z80 time pass."""
        limit = self.regs[REG_T] + int(seconds * CLOCK)
        if hasattr(self.sim, "trace"):
            cond = self.sim.trace(None, stop, 0, limit, False, None, None, None, None, None)[0]
            return self.regs[REG_PC] == stop and cond != 2
        opcodes, mem, regs = self.sim.opcodes, self.mem, self.regs   # pragma: no cover
        while regs[REG_T] < limit:
            opcodes[mem[regs[REG_PC]]]()
            if regs[REG_PC] == stop:
                return True
        return False


def check_answers(run_basic: Callable[..., dict], checks: list[tuple[str, float, str, str]],
                  name: str) -> None:
    """An oracle's self-test: each (listing, K of RAM, report, first row),
    run with the INPUT answer 3+4."""
    for listing, ram, report, row in checks:
        res = run_basic(listing, ram, inputs=["3+4"])
        assert (res["report"], res["rows"][0].rstrip()) == (report, row), (listing, res["report"])
    print(f"{name}: self-test passed")


def command_line(run_basic: Callable[..., dict], selftest: Callable[[], None], doc: str,
                 argv: Optional[list[str]] = None) -> None:
    """An oracle's command line: a file or ``-e`` lines, ``--ram``,
    ``--input`` answers; the screen (or ``--json``), the report on stderr."""
    ap = argparse.ArgumentParser(description=doc.split("\n")[0])
    ap.add_argument("file", nargs="?")
    ap.add_argument("-e", action="append", default=[], help="a program line")
    ap.add_argument("--ram", type=float, default=16, help="K of RAM (1-16)")
    ap.add_argument("--input", action="append", default=[], help="an INPUT answer")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--selftest", action="store_true")
    args = ap.parse_args(argv)
    if args.selftest:
        selftest()
        return
    listing = Path(args.file).read_text() if args.file else "\n".join(args.e)
    res = run_basic(listing, args.ram, inputs=args.input)
    if args.json:
        print(json.dumps(res))
    else:
        for row in res["rows"]:
            print(row.rstrip())
        print(f"[{res['stop_reason']}] report {res['report']}", file=sys.stderr)

"""Run a ZX81 BASIC listing on the genuine 8K ROM (SkoolKit's Z80 simulator).

Why: the ZX81 tests came from the manual and our RAM model from reading the
ROM listing; this asks the ROM itself.  It is a regeneration tool for the
golden answers in tests/, never a test dependency (no ROM in CI).

The ROM image is not part of the project: give its path in ``$ZX81_ROM``
(default /tmp/zx81_oracle/zx81.rom).  It must be the "improved" 8K ROM
(8192 bytes, CRC32 0x4b1dd6eb, the one the commented disassemblies rebuild).

How a run goes (addresses from "An Assembly Listing of the Operating
System of the ZX81 ROM"):

1. **Boot** from 0x0000 with all RAM present: RAM-CHECK, INITIAL, the
   listing and the edit line, until the editor waits for a key at
   DISPLAY-6 (0x04C1).  There is no NMI here, so SLOW/FAST finds no NMI
   generator (the test a ZX80 with the 8K ROM fails) and the machine stays in
   FAST mode: nothing is displayed until the ROM waits for a key, which is
   where every run stops.  A smaller machine is ``POKE 16389,hi: NEW``:
   RAMTOP is set and NEW (0x03C3) runs RAM-CHECK and INITIAL again, giving the
   collapsed display a machine under 3 1/4K has.
2. **Load**: the program's lines (tokenized by basic's .p writer, the bytes
   LOAD would bring in) are put at 0x407D the way LOAD leaves them, moving
   the display file, variables and edit line up (every pointer after 0x407D
   is moved by the program's length).
3. **Run**: the edit line becomes ``RUN`` (the token before the cursor, as if
   typed) and the ROM is entered at N/L-KEY (0x060C) with the editor's stack,
   as the NEWLINE key's table jump does.  From there the ROM does everything:
   syntax check, CLS, CLEAR, the program, the report.
4. **Stop** when the ROM is back at DISPLAY-6: the report is on the screen,
   or INPUT is waiting (FLAGX bit 5), or at the time limit.

Output (``run_basic``): ``rows`` (24 rows of 32 characters decoded from
D_FILE; inverse characters are lower case letters or ``~`` + char), ``report``
as the ROM shows it (``"4/10"``), ``err_nr``, ``ppc``, ``vars`` (numbers and
strings), ``stop_reason``, ``free`` (bytes between STKEND and the stack
pointer at the stop).

    python3 zx81oracle.py -e '10 PRINT 1+1'
    python3 zx81oracle.py prog.bas --ram 1 --json
"""
from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any, Optional


ROOT = Path(__file__).resolve().parents[3]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from z80rom import (REG_H, REG_L, REG_PC, REG_SP, Z80Rom, check_answers,  # noqa: E402
                    chord, command_line, key_value, load_rom as _load_rom)

ROM_PATH = os.environ.get("ZX81_ROM", "/tmp/zx81_oracle/zx81.rom")
ROM_CRC = 0x4B1DD6EB

# ROM addresses
DISPLAY_6 = 0x04C1
SLOW_DISP = 0x04CF
KEYBOARD = 0x02BB
NL_KEY = 0x060C
NEW = 0x03C3

# system variables
ERR_NR, FLAGS, ERR_SP, RAMTOP, MODE, PPC = 0x4000, 0x4001, 0x4002, 0x4004, 0x4006, 0x4007
LAST_K, CDFLAG, S_TOP = 0x4025, 0x403B, 0x4023
VERSN, E_PPC, D_FILE, DF_CC, VARS, DEST, E_LINE, CH_ADD = (
    0x4009, 0x400A, 0x400C, 0x400E, 0x4010, 0x4012, 0x4014, 0x4016)
X_PTR, STKBOT, STKEND = 0x4018, 0x401A, 0x401C
NXTLIN, FLAGX = 0x4029, 0x402D
PROG = 0x407D
#: the pointers LOAD's image moves with the program (X_PTR only when set)
POINTERS = (D_FILE, DF_CC, VARS, E_LINE, CH_ADD, X_PTR, STKBOT, STKEND, NXTLIN)

RUN_TOKEN, CURSOR, NEWLINE = 0xF7, 0x7F, 0x76
CHARSET = (" ▘▝▀▖▌▞▛▒▒▒\"£$:?()><=+-*/;,.0123456789"
           "ABCDEFGHIJKLMNOPQRSTUVWXYZ")

#: ERR_NR + 1 -> the report's character
REPORT_CODES = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"



def load_rom(path: str = ROM_PATH) -> bytes:
    return _load_rom(path, 8192, ROM_CRC, "ZX81 8K ROM")


class ZX81(Z80Rom):
    """The 8K ROM (and its mirror at 0x2000) with RAM up to 0xFFFF."""

    def __init__(self, rom: bytes) -> None:
        memory = [0] * 65536
        memory[0:8192] = rom
        memory[8192:16384] = rom
        super().__init__(memory)

    def boot(self, ramtop: int) -> None:
        if not self.run_to(DISPLAY_6, 2):
            raise RuntimeError("the ROM did not reach the editor")
        if ramtop != self.peek16(RAMTOP):
            self.poke16(RAMTOP, ramtop)          # POKE 16389,hi: NEW
            self.regs[REG_PC] = NEW
            if not self.run_to(DISPLAY_6, 2):
                raise RuntimeError("NEW did not reach the editor")

    def insert(self, at: int, data: bytes, keep: tuple[int, ...] = ()) -> None:
        """Make room at ``at`` and fill it, moving the pointers from ``at``
        on (MAKE-ROOM's effect) but those in ``keep``."""
        n = len(data)
        end = self.peek16(STKEND)
        self.mem[at + n:end + n] = self.mem[at:end]
        self.mem[at:at + n] = list(data)
        for sv in POINTERS:
            p = self.peek16(sv)
            if p >= at and sv not in keep and not (sv == X_PTR and p == 0):
                self.poke16(sv, p + n)

    def load(self, program: bytes) -> None:
        self.insert(PROG, program)

    def type_command(self, token: int) -> None:
        """The key for ``token`` typed into the empty edit line: it goes
        before the cursor."""
        self.type_codes(bytes([token]))

    def type_codes(self, codes: bytes) -> None:
        """Codes typed into the edit line (or INPUT's line) before its
        cursor, as the keys would put them (the hidden numbers come from
        LINE-SCAN when NEWLINE is pressed)."""
        cursor = self.peek16(E_LINE)
        while self.mem[cursor] != CURSOR:
            if self.mem[cursor] == NEWLINE:
                raise RuntimeError("the edit line has no cursor")
            cursor += 1
        self.insert(cursor, codes, keep=(E_LINE,))

    def run_command(self, seconds: float) -> bool:
        self.regs[REG_PC] = NL_KEY
        return self.run_to(DISPLAY_6, seconds)

    def press_keys(self, held: frozenset[str], seconds: float = 20) -> bool:
        """The keys ``held`` pressed at the editor's key wait (DISPLAY-6)
        and let go, as the ROM takes a key: KEYBOARD reads them (run here,
        its answer checked against z80rom.key_value), LAST_K holds the
        value, and the ROM goes on from the wait with a debounced key:
        DEBOUNCE, DECODE, K-DECODE (K, L, F and G modes and the key
        tables), the editing keys, N/L-KEY and whatever it runs, back to
        the next key wait.  (The display is never made here: the wait's
        DISPLAY-1 is skipped, with its effect on CDFLAG and LAST_K.)"""
        if self.regs[REG_PC] != DISPLAY_6:
            raise RuntimeError("the ROM is not waiting for a key")
        self.held = held
        sp = self.regs[REG_SP] - 2
        self.regs[REG_SP] = sp
        self.poke16(sp, DISPLAY_6)                   # KEYBOARD returns here
        self.regs[REG_PC] = KEYBOARD
        if not self.run_to(DISPLAY_6, 1):
            raise RuntimeError("KEYBOARD did not return")
        self.held = frozenset()
        value = (self.regs[REG_H], self.regs[REG_L])
        if value != key_value(held):
            raise RuntimeError(f"KEYBOARD read {value}, z80rom.key_value says {key_value(held)}")
        self.poke16(LAST_K, value[0] << 8 | value[1])
        self.poke16(X_PTR, 0)                          # DISPLAY-6's first act
        self.mem[CDFLAG] |= 1                          # the key was read twice
        self.regs[REG_H], self.regs[REG_L] = CDFLAG >> 8, CDFLAG & 0xFF
        self.regs[REG_PC] = SLOW_DISP
        return self.run_to(DISPLAY_6, seconds)

    def edit_line(self) -> bytes:
        """The edit line's codes, cursor and NEWLINE left out."""
        addr, out = self.peek16(E_LINE), bytearray()
        while self.mem[addr] != NEWLINE and len(out) < 4096:
            if self.mem[addr] != CURSOR:
                out.append(self.mem[addr])
            addr += 1
        return bytes(out)

    def enter_line(self, codes: bytes, seconds: float = 20) -> Optional[str]:
        """A program line typed at the keyboard and entered with NEWLINE:
        ``codes`` (its number's digits, then the body as the keys put it)
        go into the edit line and N/L-KEY runs: LINE-SCAN checks the syntax
        and puts each number's hidden 5 bytes after its digits with the
        ROM's own DEC-TO-FP, and N/L-LINE puts the line in the program.
        None when the line went in; else why not ("syntax" when the ROM
        left it in the edit line with the error marker)."""
        self.type_codes(codes)
        if not self.run_command(seconds):
            return "timeout"
        if self.edit_line():
            self.clear_edit_line()
            return "syntax"
        return None

    def clear_edit_line(self) -> None:
        """Empty the edit line (as EDIT and RUBOUT would), keeping its
        cursor and NEWLINE."""
        start = self.peek16(E_LINE)
        end = start
        while self.mem[end] != NEWLINE:
            end += 1
        n = end - start
        stkend = self.peek16(STKEND)
        self.mem[start:start + 2] = [CURSOR, NEWLINE]
        tail = self.mem[end + 1:stkend + 1]
        self.mem[start + 2:start + 2 + len(tail)] = tail
        for sv in (CH_ADD, STKBOT, STKEND):
            p = self.peek16(sv)
            if p > start:
                self.poke16(sv, max(start + 2, p - (n - 1)))
        self.poke16(X_PTR, 0)

    # --- reading the machine ------------------------------------------------
    def screen_codes(self) -> list[list[int]]:
        rows: list[list[int]] = []
        addr = self.peek16(D_FILE) + 1
        for _ in range(24):
            row: list[int] = []
            while self.mem[addr] != NEWLINE and len(row) < 33:
                row.append(self.mem[addr])
                addr += 1
            addr += 1
            rows.append(row)
        return rows

    def variables(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        addr, end = self.peek16(VARS), self.peek16(E_LINE)
        while addr < end and self.mem[addr] != 0x80:
            head = self.mem[addr]
            kind, letter = head >> 5, CHARSET[(head & 0x1F) + 0x20].lower()
            if kind == 0b011:                       # one-letter number
                out[letter] = fp5(self.mem[addr + 1:addr + 6])
                addr += 6
            elif kind == 0b101:                     # longer name
                name, addr = letter, addr + 1
                while True:
                    c = self.mem[addr]
                    name += CHARSET[c & 0x3F].lower()
                    addr += 1
                    if c & 0x80:
                        break
                out[name] = fp5(self.mem[addr:addr + 5])
                addr += 5
            elif kind == 0b010:                     # string
                n = self.peek16(addr + 1)
                out[letter + "$"] = text(self.mem[addr + 3:addr + 3 + n])
                addr += 3 + n
            elif kind == 0b111:                     # FOR control variable
                out[letter] = fp5(self.mem[addr + 1:addr + 6])
                addr += 18
            elif kind in (0b100, 0b110):            # arrays: name only
                out[letter + ("$" if kind == 0b110 else "") + "()"] = None
                addr += 3 + self.peek16(addr + 1)
            else:
                break
        return out


def fp5(b: list[int]) -> float | int:
    if b[0] == 0:
        return 0
    sign = -1 if b[1] & 0x80 else 1
    mant = ((b[1] | 0x80) << 24 | b[2] << 16 | b[3] << 8 | b[4]) / 2 ** 32
    value = sign * mant * 2.0 ** (b[0] - 128)
    return int(value) if value == int(value) and abs(value) < 2 ** 31 else value


def char(code: int) -> str:
    if code & 0x40:
        return "·"
    c = CHARSET[code & 0x3F]
    return c if not code & 0x80 else (c.lower() if c.isalpha() else "~" + c)


def text(codes: list[int]) -> str:
    return "".join(char(c) for c in codes)


def program_bytes(listing: str) -> bytes:
    """The program area LOAD would bring in (0x407D to D_FILE), from
    basic's own .p writer."""
    from basic.dialects.zx81 import p
    image = p.encode(listing)
    d_file = image[D_FILE - VERSN] | image[D_FILE - VERSN + 1] << 8
    return image[PROG - VERSN:d_file - VERSN]


_ROM: Optional[bytes] = None


def line_codes(line: str) -> tuple[int, bytes]:
    """A listing line as the keys type it: the number's digits, then the
    body (keywords as their tokens, no hidden numbers)."""
    line = line.strip()
    digits = len(line) - len(line.lstrip("0123456789"))
    number = int(line[:digits])
    return number, bytes(28 + int(d) for d in line[:digits]) + answer_codes(line[digits:])


def type_program(zx: "ZX81", listing: str) -> list[int]:
    """Type ``listing`` into the editor a line at a time (the keyboard's
    way in, not LOAD's); the numbers of the lines the ROM refused."""
    rejected = []
    for raw in listing.splitlines():
        if not raw.strip() or raw.lstrip().startswith("#"):
            continue
        number, codes = line_codes(raw)
        why = zx.enter_line(codes)
        if why is not None:
            rejected.append(number)
    return rejected


def answer_codes(text: str) -> bytes:
    """An INPUT answer as the keys would type it (keywords as tokens, no
    hidden numbers)."""
    from basic.dialects.zx81 import p
    body = p._machine().encode_body(text, 0)
    out, i = bytearray(), 0
    quoted = False
    while i < len(body):
        if body[i] == 0x0B:
            quoted = not quoted
        if body[i] == 0x7E and not quoted:
            i += 6
            continue
        out.append(body[i])
        i += 1
    return bytes(out)


def run_basic(listing: str, ram_k: float = 16, seconds: float = 60,
              inputs: tuple[str, ...] | list[str] = (), typed: bool = False) -> dict[str, Any]:
    """Run ``listing`` on a ZX81 with ``ram_k`` K (RAMTOP = 16384 + 1024 *
    ram_k, at most 16K: 0x8000) and return what the ROM left.  ``inputs``:
    the answers typed, in turn, when INPUT waits (numeric INPUT only: a
    string INPUT's quotes are the ROM's).  ``typed``: the lines are typed
    at the keyboard (the ROM's editor makes their bytes; ``rejected`` lists
    the lines it refused), not loaded from basic's .p writer."""
    global _ROM
    if _ROM is None:
        _ROM = load_rom()
    zx = ZX81(_ROM)
    zx.boot(0x4000 + int(1024 * ram_k))
    rejected: list[int] = []
    program = b""
    if typed:
        rejected = type_program(zx, listing)
        program = bytes(zx.mem[PROG:zx.peek16(D_FILE)])
    else:
        zx.load(program_bytes(listing))
    if zx.peek16(STKEND) + 36 > zx.regs[REG_SP]:
        # LOAD would have overrun the machine stack: no run on a real one
        return {"rows": [""] * 24, "codes": [], "report": None, "err_nr": None,
                "ppc": None, "vars": {}, "stop_reason": "no-room", "free": None,
                "ramtop": zx.peek16(RAMTOP)}
    zx.type_command(RUN_TOKEN)
    stopped = zx.run_command(seconds)
    answered = 0
    screens: list[list[list[int]]] = []
    while stopped and zx.mem[FLAGX] & 0x20 and answered < len(inputs):
        screens.append(zx.screen_codes())
        zx.type_codes(answer_codes(inputs[answered]))
        answered += 1
        stopped = zx.run_command(seconds)
    if stopped and zx.mem[FLAGX] & 0x20:
        screens.append(zx.screen_codes())
    codes = zx.screen_codes()
    rows = [text(r).ljust(32) for r in codes]
    err = zx.mem[ERR_NR]
    ppc = zx.peek16(PPC)
    if not stopped:
        stop, report = "timeout", None
    elif zx.mem[FLAGX] & 0x20:
        stop, report = "input-wait", None
    else:
        stop = "ended"
        # from ERR_NR and PPC, as REPORT prints them (a deep expression's
        # machine stack can have run through the display file)
        report = f"{REPORT_CODES[(err + 1) & 0xFF]}/{ppc if ppc < 0x8000 else 0}"
    return {"rows": rows, "codes": codes, "report": report, "err_nr": err, "ppc": ppc,
            "vars": zx.variables(), "stop_reason": stop,
            "free": zx.regs[REG_SP] - zx.peek16(STKEND),
            "ramtop": zx.peek16(RAMTOP), "rejected": rejected,
            "program": program.hex(), "input_screens": screens}


def key_session(steps: list[str], ram_k: float = 16, listing: str = "",
                seconds: float = 20) -> dict[str, Any]:
    """Switch on a ZX81 with ``ram_k`` K, type ``listing`` in (as
    ``run_basic(typed=True)`` does), then press each key of ``steps``
    (``'p'``, ``'CS+5'``, ``'ENTER'``: z80rom.chord) at the editor's key
    wait.  Returns ``screens``, the display file's 24 rows after each key
    (each row's codes, trailing spaces left out), ``program`` (the program
    area, hex), ``e_ppc`` and ``s_top``; ``stopped`` is the step at which
    the ROM did not come back to its key wait (a run that did not end)."""
    global _ROM
    if _ROM is None:
        _ROM = load_rom()
    zx = ZX81(_ROM)
    zx.boot(0x4000 + int(1024 * ram_k))
    if listing:
        type_program(zx, listing)
    screens: list[list[list[int]]] = []
    stopped: Optional[int] = None
    for n, step in enumerate(steps):
        if not zx.press_keys(chord(step), seconds):
            stopped = n
            break
        screens.append([_trimmed(row) for row in zx.screen_codes()])
    return {"screens": screens, "program": bytes(zx.mem[PROG:zx.peek16(D_FILE)]).hex(),
            "e_ppc": zx.peek16(E_PPC), "s_top": zx.peek16(S_TOP), "stopped": stopped}


def _trimmed(row: list[int]) -> list[int]:
    while row and row[-1] == 0:
        row = row[:-1]
    return row


def selftest() -> None:
    """Known answers: a sum, report 2, a DIM that does not fit in 1K."""
    checks = [("10 PRINT 1+1", 16, "0/10", "2"), ("10 PRINT X", 16, "2/10", ""),
              ("10 DIM A(200)", 1, "4/10", ""), ('10 LET A$="HI"\n20 PRINT A$', 1, "0/20", "HI"),
              ("10 INPUT A\n20 PRINT A*2", 16, "0/20", "14")]
    check_answers(run_basic, checks, "zx81oracle")


def main(argv: Optional[list[str]] = None) -> None:
    command_line(run_basic, selftest, __doc__, argv)


if __name__ == "__main__":
    main()

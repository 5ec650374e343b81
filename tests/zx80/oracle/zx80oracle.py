"""Run a ZX80 BASIC listing on the genuine 4K ROM (SkoolKit's Z80 simulator).

Why: the ZX80 tests came from the manual and its RAM model from reading the
ROM listing; this asks the ROM itself.  A regeneration tool for golden
answers in tests/, never a test dependency (no ROM in CI).

The ROM image is not part of the project: give its path in ``$ZX80_ROM``
(default /tmp/zx81_oracle/zx80.rom).  It must be the 4K ROM (4096 bytes,
CRC32 0x4c7fc597).

How a run goes (addresses from "An Assembly Listing of the ROM of the
Sinclair ZX80"):

1. **Boot** from 0x0000.  RAM-FILL (0x0261) is entered with HL = the top of
   the RAM asked for (the ZX80 has no RAMTOP: RAM-READ finds the first byte
   that is not there, and the bytes above the top were never filled), then
   the editor runs until it waits for a key: KEYBOARD (0x013F), called from
   LINE-DONE.  KEYBOARD is where the ZX80 shows its picture, so no display is
   ever generated here.
2. **The program**, typed (``typed=True``): each line's codes as the keys
   give them go in a key at a time through EDC-2 (0x034D, where LINE-DONE
   takes a key), so ED-COPY checks the line after every key, and NEWLINE
   goes to ED-ENTER (0x0408), which files it only with X_PTR clear.  Or
   loaded: the program's lines (tokenized by basic's .o writer) put at
   0x4028 as LOAD leaves them, moving VARS, E_LINE, the display file and the
   edit line's pointers up by the program's length.
3. **Run**: ``RUN`` and NEWLINE typed (or ``RUN`` put in the edit line and
   ED-ENTER entered with the editor's stack, KEYBOARD's return address
   dropped, as the key's decoding leaves it).  INPUT answers are typed the
   same way, the screen kept at each INPUT wait.
4. **Stop** at the next KEYBOARD call: after the report (MAIN-5), or INPUT
   waiting (FLAGX bit 5), or at the time limit.

``run_basic`` gives ``rows`` and ``codes`` (24 rows decoded from D_FILE),
``report`` (``"4/10"``: ERR_NR + 1 and PPC, as MAIN-5 prints them),
``err_nr``, ``ppc``, ``vars`` (one-letter integers), ``stop_reason``,
``free`` (bytes between DF_END and the stack pointer at the stop),
``rejected``, ``program`` (the program area, hex) and ``input_screens``.
"""
from __future__ import annotations

import os
import sys
from functools import partial
from pathlib import Path
from typing import Any, Optional


ROOT = Path(__file__).resolve().parents[3]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
ORACLES = ROOT / "tests" / "zx81" / "oracle"
if str(ORACLES) not in sys.path:
    sys.path.insert(0, str(ORACLES))

from z80rom import (REG_B, REG_C, REG_D, REG_E, REG_PC, REG_SP, Z80Rom,  # noqa: E402
                    check_answers, chord, command_line, key_value, load_rom as _load_rom)

ROM_PATH = os.environ.get("ZX80_ROM", "/tmp/zx81_oracle/zx80.rom")
ROM_CRC = 0x4C7FC597

KEYBOARD = 0x013F
RAM_FILL = 0x0261
ED_ENTER = 0x0408
EDC_2 = 0x034D
#: where KEYBOARD returns to while the editor waits (LINE-DONE) and after a
#: report (MAIN-5, which then goes back to MAIN-EXEC whatever the key)
AT_LINE_DONE, AT_REPORT = 0x0323, 0x04B7

ERR_NR, FLAGS, PPC, P_PTR, E_PPC, VARS, E_LINE = 0x4000, 0x4001, 0x4002, 0x4004, 0x4006, 0x4008, 0x400A
D_FILE, DF_EA, DF_END, DF_SZ, S_TOP, X_PTR, OLDPPC, FLAGX = (
    0x400C, 0x400E, 0x4010, 0x4012, 0x4013, 0x4015, 0x4017, 0x4019)
CH_ADD = 0x4026
PROG = 0x4028
POINTERS = (P_PTR, VARS, E_LINE, D_FILE, DF_EA, DF_END, X_PTR, CH_ADD)

RUN_TOKEN, LOAD_TOKEN, SAVE_TOKEN, NEWLINE, RUBOUT = 0xF7, 0xFC, 0xEA, 0x76, 0x77
#: SAVE (0x01B6) after its five seconds of silence, about to send the bytes
#: from 0x4000 (LD HL,$4000)
SAVE_SENDS = 0x01C8
#: LOAD (0x0206): its loop waiting for the tape's signal, and the JP
#: MAIN-EXEC that TEST-END (0x01F8) reaches once E_LINE is loaded
LOAD_WAIT, LOAD_DONE = 0x0207, 0x0203
#: the inverse K and L the editor shows as its cursor
CURSORS = (0xB0, 0xB1)
REPORT_CODES = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def load_rom(path: str = ROM_PATH) -> bytes:
    return _load_rom(path, 4096, ROM_CRC, "ZX80 4K ROM")


class ZX80(Z80Rom):
    """The 4K ROM (mirrored up to 0x3FFF) with RAM above."""

    def __init__(self, rom: bytes) -> None:
        memory = [0] * 65536
        for base in range(0, 0x4000, 0x1000):
            memory[base:base + 4096] = rom
        super().__init__(memory)

    def boot(self, top: int) -> None:
        if not self.run_to(RAM_FILL, 1):
            raise RuntimeError("the ROM did not reach RAM-FILL")
        self.regs[6], self.regs[7] = top >> 8 & 0xFF, top & 0xFF    # H, L
        if not self.run_to(KEYBOARD, 2):
            raise RuntimeError("the ROM did not reach the editor")

    def insert(self, at: int, data: bytes, keep: tuple[int, ...] = ()) -> None:
        n = len(data)
        end = self.peek16(DF_END) + 1
        self.mem[at + n:end + n] = self.mem[at:end]
        self.mem[at:at + n] = list(data)
        for sv in POINTERS:
            p = self.peek16(sv)
            if p >= at and sv not in keep and not (sv == X_PTR and p == 0):
                self.poke16(sv, p + n)

    def type_codes(self, codes: bytes) -> None:
        """Codes typed before the edit line's cursor (P_PTR).  ED-COPY
        checks the line's syntax after each key and leaves X_PTR zero when it
        is right; the lines typed here are right, so X_PTR is cleared."""
        cursor = self.peek16(E_LINE)
        while self.mem[cursor] not in CURSORS:
            if self.mem[cursor] == NEWLINE:
                raise RuntimeError("the edit line has no cursor")
            cursor += 1
        self.insert(cursor, codes, keep=(E_LINE,))
        self.poke16(P_PTR, cursor + len(codes))
        self.poke16(X_PTR, 0)

    def enter(self, seconds: float) -> bool:
        """ENTER: from the key wait into ED-ENTER, KEYBOARD's return dropped."""
        self.regs[REG_SP] += 2
        self.regs[REG_PC] = ED_ENTER
        return self.run_to(KEYBOARD, seconds)

    def press(self, code: int, seconds: float = 20, stop: int = KEYBOARD) -> bool:
        """One key whose code (after the keyboard's decoding: a token in K
        mode, NEWLINE 0x76, RUBOUT 0x77...) is ``code``, as KEYBOARD returns
        it to LINE-DONE: EDC-2 (0x034D) puts a character before the cursor
        and runs ED-COPY (which checks the line's syntax and sets X_PTR), an
        editing key goes to its routine (NEWLINE: ED-ENTER).  A key after a
        report first goes back to MAIN-EXEC, as MAIN-5 does."""
        if self.peek16(self.regs[REG_SP]) == AT_REPORT:
            self.regs[REG_SP] += 2
            self.regs[REG_PC] = AT_REPORT
            if not self.run_to(KEYBOARD, seconds):
                return False
        self.regs[REG_SP] += 2
        self.regs[0] = code & 0xFF                           # A
        self.regs[4] = 0                                     # D
        self.regs[REG_PC] = EDC_2
        return self.run_to(stop, seconds)

    def at_report(self) -> bool:
        """The ROM waits for a key after a report (MAIN-5), not in the
        editor (after LIST, say, which goes back to MAIN-EXEC with none)."""
        return self.peek16(self.regs[REG_SP]) == AT_REPORT

    def load_file(self, data: bytes, seconds: float = 20) -> bool:
        """``LOAD`` typed and entered, and the tape's bytes (a .o file: the
        memory from 0x4000 up to E_LINE) put where LOAD's loop reads them,
        then on from TEST-END's ``JP MAIN-EXEC`` with the stack as LOAD
        leaves it (its return address dropped): the editor's key wait, with
        the file's system variables, program and variables."""
        if not (self.press(LOAD_TOKEN, seconds)
                and self.press(NEWLINE, seconds, stop=LOAD_WAIT)):
            return False
        self.mem[0x4000:0x4000 + len(data)] = list(data)
        self.regs[REG_PC] = LOAD_DONE
        return self.run_to(KEYBOARD, seconds)

    def type_command(self, text: str, seconds: float = 20) -> bool:
        """A command typed key by key (its codes as the keys give them)
        and NEWLINE."""
        for code in answer_codes(text):
            if not self.press(code, seconds):
                return False
        return self.press(NEWLINE, seconds)

    def press_keys(self, held: frozenset[str], seconds: float = 20) -> bool:
        """The keys ``held`` pressed at the key wait, as the ROM takes a
        key: KEYBOARD's answer (z80rom.key_value; KEYBOARD itself makes the
        picture, so it is not run here) goes back to LINE-DONE (0x0323),
        which decodes it with the MAIN-KEYS table (a keyword in K mode)
        and goes on: EDC-2 and ED-COPY's syntax check, the editing keys,
        ED-ENTER and whatever it runs, to the next key wait.

        A key after a report is MAIN-5's: KEYBOARD returns it and MAIN-5
        goes back to MAIN-EXEC (the listing, an empty edit line), where the
        key is not taken again: ED-COPY's syntax check has moved CH_ADD,
        where KEYBOARD keeps the last key value, so the key still down
        reads as a new one, which the debounce count (RESULT_lo) holds off
        until every key has been let go."""
        if self.peek16(self.regs[REG_SP]) == AT_REPORT:
            self.regs[REG_SP] += 2
            self.regs[REG_PC] = AT_REPORT
            return self.run_to(KEYBOARD, seconds)
        if self.peek16(self.regs[REG_SP]) != AT_LINE_DONE:
            raise RuntimeError("the editor is not waiting for a key")
        self.regs[REG_SP] += 2
        self.regs[REG_B], self.regs[REG_C] = key_value(held)
        self.regs[REG_D] = self.regs[REG_E] = 0          # KEYBOARD leaves DE zero
        self.regs[REG_PC] = AT_LINE_DONE
        return self.run_to(KEYBOARD, seconds)

    def edit_line(self) -> bytes:
        """The edit line's codes (INPUT's line while INPUT waits), the
        cursor and NEWLINE left out."""
        addr, out = self.peek16(E_LINE), bytearray()
        while self.mem[addr] != NEWLINE and len(out) < 4096:
            if self.mem[addr] not in CURSORS:
                out.append(self.mem[addr])
            addr += 1
        return bytes(out)

    def enter_line(self, codes: bytes, seconds: float = 20) -> Optional[str]:
        """A program line typed key by key (``codes``: its number's digits,
        then its body as the keys put it) and NEWLINE: ED-ENTER takes it only
        when ED-COPY's syntax check left X_PTR zero.  None when the line went
        in; "syntax" when the editor kept it (it is then rubbed out)."""
        for code in codes:
            if not self.press(code, seconds):
                return "timeout"
        if not self.press(NEWLINE, seconds):
            return "timeout"
        left = len(self.edit_line())
        if left:
            for _ in range(left):
                self.press(RUBOUT, seconds)
            return "syntax"
        return None

    def screen_codes(self) -> list[list[int]]:
        """24 rows of the display file's codes (a row ends at its NEWLINE)."""
        rows: list[list[int]] = []
        addr, end = self.peek16(D_FILE) + 1, self.peek16(DF_END)
        for _ in range(24):
            row: list[int] = []
            while addr < end and self.mem[addr] != NEWLINE and len(row) < 33:
                row.append(self.mem[addr])
                addr += 1
            addr += 1
            rows.append(row)
        return rows

    def screen_rows(self) -> list[str]:
        from basic.dialects.zx80 import o
        chars = o._machine().charset
        rows: list[str] = []
        addr, end = self.peek16(D_FILE) + 1, self.peek16(DF_END)
        for _ in range(24):
            row = ""
            while addr < end and self.mem[addr] != NEWLINE and len(row) < 33:
                code = self.mem[addr]
                try:
                    row += chars.unicode_char(code) if code < 0x40 or 0x80 <= code < 0xC0 else "·"
                except Exception:
                    row += "·"
                addr += 1
            addr += 1
            rows.append(row.ljust(32))
        return rows

    def variables(self) -> dict[str, Any]:
        """One-letter integers (0x60 + letter, 2 bytes)."""
        out: dict[str, Any] = {}
        addr, end = self.peek16(VARS), self.peek16(E_LINE)
        while addr < end and self.mem[addr] != 0x80:
            head = self.mem[addr]
            kind = head >> 5
            letter = chr(ord("A") + (head & 0x1F) - 6) if 6 <= head & 0x1F < 32 else "?"
            if kind == 0b011:
                v = self.peek16(addr + 1)
                out[letter] = v - 0x10000 if v & 0x8000 else v
                addr += 3
            else:
                break                       # other kinds are not decoded
        return out


def program_bytes(listing: str) -> bytes:
    from basic.dialects.zx80 import o
    image = o.encode(listing)
    vars_ = image[VARS - 0x4000] | image[VARS - 0x4000 + 1] << 8
    return image[PROG - 0x4000:vars_ - 0x4000]


#: the ZX80's keys for these symbols give tokens only (MAIN-KEYS' shifted
#: half at 0x0093): there is no key for the characters 16..26
SYMBOL_KEYS = {16: 0xDA, 17: 0xD9, 18: 0xDC, 19: 0xDD, 20: 0xDE, 21: 0xDF, 22: 0xE3,
               23: 0xE4, 24: 0xE5, 25: 0xD7, 26: 0xD8}


def answer_codes(text: str) -> bytes:
    """Text as the keys type it: keywords and symbols as their tokens, in
    strings and REMs too (the codes from basic's own line encoder, with any
    symbol character it left put as its key gives it)."""
    from basic.dialects.zx80 import o
    return bytes(SYMBOL_KEYS.get(c, c) for c in o._machine().encode_body(text, 0))


def line_codes(line: str) -> tuple[int, bytes]:
    """A listing line as the keys type it: the number's digits, then the
    body."""
    line = line.strip()
    digits = len(line) - len(line.lstrip("0123456789"))
    body = line[digits:]
    if body.startswith(" "):
        body = body[1:]
    return int(line[:digits]), bytes(28 + int(d) for d in line[:digits]) + answer_codes(body)


def type_program(zx: "ZX80", listing: str) -> list[int]:
    """Type ``listing`` at the keyboard a line at a time; the numbers of the
    lines the editor refused."""
    rejected = []
    for raw in listing.splitlines():
        if not raw.strip() or raw.lstrip().startswith("#"):
            continue
        number, codes = line_codes(raw)
        if zx.enter_line(codes) is not None:
            rejected.append(number)
    return rejected


def answer_keys(answer: str) -> list[int]:
    """An INPUT answer's keys: its codes, ``\\b`` for RUBOUT, then
    NEWLINE."""
    keys: list[int] = []
    for piece in answer.split("\b"):
        keys += list(answer_codes(piece)) if piece else []
        keys.append(RUBOUT)
    keys[-1] = NEWLINE
    return keys


_ROM: Optional[bytes] = None


def run_basic(listing: str, ram_k: float = 16, seconds: float = 60,
              inputs: tuple[str, ...] | list[str] = (), typed: bool = False) -> dict[str, Any]:
    """Run ``listing`` on a ZX80 with ``ram_k`` K (1..16) and return what the
    ROM left.  ``typed``: the lines are typed at the keyboard, key by key
    (the editor checks each one; ``rejected`` lists those it refused), and
    so are RUN and the INPUT answers (``\\b`` in an answer is RUBOUT), the
    screen being kept at every INPUT wait (``input_screens``); else the
    program comes from basic's .o writer, put where LOAD leaves it."""
    global _ROM
    if _ROM is None:
        _ROM = load_rom()
    zx = ZX80(_ROM)
    zx.boot(0x4000 + int(1024 * ram_k) - 1)
    rejected: list[int] = []
    if typed:
        rejected = type_program(zx, listing)
    else:
        zx.insert(PROG, program_bytes(listing))
    program = bytes(zx.mem[PROG:zx.peek16(VARS)])
    if zx.peek16(DF_END) + 40 > zx.regs[REG_SP]:
        return {"rows": [""] * 24, "codes": [], "report": None, "err_nr": None, "ppc": None,
                "vars": {}, "stop_reason": "no-room", "free": None, "rejected": rejected,
                "program": program.hex(), "input_screens": []}
    screens: list[list[list[int]]] = []
    if typed:
        stopped = zx.press(RUN_TOKEN, seconds) and zx.press(NEWLINE, seconds)
        answered = 0
        while stopped and zx.mem[FLAGX] & 0x20 and answered < len(inputs):
            screens.append(zx.screen_codes())
            for key in answer_keys(inputs[answered]):
                stopped = stopped and zx.press(key, seconds)
            answered += 1
        if stopped and zx.mem[FLAGX] & 0x20:
            screens.append(zx.screen_codes())
    else:
        zx.type_codes(bytes([RUN_TOKEN]))
        stopped = zx.enter(seconds)
        answered = 0
        while stopped and zx.mem[FLAGX] & 0x20 and answered < len(inputs):
            zx.type_codes(answer_codes(inputs[answered]))
            answered += 1
            stopped = zx.enter(seconds)
    err, ppc = zx.mem[ERR_NR], zx.peek16(PPC)
    if not stopped:
        stop, report = "timeout", None
    elif zx.mem[FLAGX] & 0x20:
        stop, report = "input-wait", None
    else:
        stop = "ended"
        report = f"{REPORT_CODES[(err + 1) & 0xFF]}/{ppc if ppc < 0x8000 else 0}"
    return {"rows": zx.screen_rows(), "codes": zx.screen_codes(), "report": report,
            "err_nr": err, "ppc": ppc, "vars": zx.variables(), "stop_reason": stop,
            "free": zx.regs[REG_SP] - zx.peek16(DF_END), "rejected": rejected,
            "program": program.hex(), "input_screens": screens}


def key_session(steps: list[str], ram_k: float = 16, listing: str = "",
                seconds: float = 20) -> dict[str, Any]:
    """Switch on a ZX80 with ``ram_k`` K, type ``listing`` in (as
    ``run_basic(typed=True)`` does), then press each key of ``steps``
    (``'o'``, ``'CS+5'``, ``'ENTER'``: z80rom.chord) at the key wait.
    Returns ``screens``, the display file's 24 rows after each key (each
    row's codes, trailing spaces left out), ``program`` (hex), ``e_ppc``
    and ``s_top``; ``stopped`` is the step at which the ROM did not come
    back to its key wait."""
    global _ROM
    if _ROM is None:
        _ROM = load_rom()
    zx = ZX80(_ROM)
    zx.boot(0x4000 + int(1024 * ram_k) - 1)
    if listing:
        type_program(zx, listing)
    screens: list[list[list[int]]] = []
    stopped: Optional[int] = None
    for n, step in enumerate(steps):
        if not zx.press_keys(chord(step), seconds):
            stopped = n
            break
        screens.append([_trimmed(row) for row in zx.screen_codes()])
    return {"screens": screens, "program": bytes(zx.mem[PROG:zx.peek16(VARS)]).hex(),
            "e_ppc": zx.peek16(E_PPC), "s_top": zx.peek16(S_TOP), "stopped": stopped}


def _trimmed(row: list[int]) -> list[int]:
    while row and row[-1] == 0:
        row = row[:-1]
    return row


def selftest() -> None:
    checks = [("10 PRINT 1+1", 16, "0/10", "2"), ("10 PRINT X", 16, "2/10", ""),
              ("10 LET N=0\n20 LET N=N+1\n30 GO SUB 20", 1, "4/20", ""), ("10 INPUT A\n20 PRINT A*2", 16, "0/20", "14")]
    check_answers(run_basic, checks, "zx80oracle")
    check_answers(partial(run_basic, typed=True), checks, "zx80oracle (typed at the keyboard)")


def main(argv: Optional[list[str]] = None) -> None:
    command_line(partial(run_basic, typed=True), selftest, __doc__, argv)


if __name__ == "__main__":
    main()

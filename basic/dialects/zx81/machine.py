"""The ZX81 as the interpreter sees it: PRINT rules, PLOT, SCROLL, FAST/SLOW.

From the 8K ROM: PRINT (0x0ACF) puts characters on 32-column lines of the
22-line upper screen (lines 22 and 23 belong to the lower screen: INPUT and
the report, ``code/line``); a string's quote image (code 0xC0) prints as
``"`` (PR-STR-1); the comma (FIELD, 0x0B8B) prints a space and then moves to
column 16, or to the end of the line when already past it; ``TAB n`` moves
to column n MOD 32, on the next line if that column has been passed (TAB-TEST
0x0B1E); numbers are printed by PRINT-FP (:mod:`.numbers`).  There is no
scrolling: a line beyond the upper screen is report 5; SCROLL moves the
upper screen up a line and prints on its last line.

PLOT/UNPLOT x,y (0x0BAF): 0 <= x <= 63, 0 <= y <= 43 (else report B), y
counted up from the bottom of the upper screen; each character cell holds 2x2
pixels as a block graphic (codes 0..7 have the bottom-right quadrant clear,
128..135 are their inverses).  A cell holding any other character is treated
as empty before plotting.

FAST and SLOW change the speed: in SLOW mode (the display on, the default)
the program gets about a quarter of the processor's time.
"""
from __future__ import annotations

from typing import Any

from .charset import ZX81
from ..zx8x.machine import Zx8xMachine
from ..sinclair import calculator as zx
from ...core.errors import BasicError
from .keys import SHIFTED_KEYS, k_decode
from .numbers import print_fp
from ..zx8x.code import Zx8xCode
from .code import PROFILE
from .p import _machine as line_storage
from .ram import COORDS, Zx81Ram
from .stored import line_bytes, line_codes, stored_size
from ..sinclair.store_size import ZX81_FOR_BYTES, variables_size

FRAMES = 0x4034
SEED = 0x4032
CDFLAG = 0x403B
ERR_NR = 0x4000
PPC = 0x4007
OLDPPC = 0x402B
RAMTOP = 0x4004

FAST_CYCLES = 65000          # 3.25 MHz / 50 Hz, display off
SLOW_CYCLES = 16250          # about a quarter of that with the display on


class ZX81Machine(Zx8xMachine):
    charset = ZX81
    #: SHIFT + key -> code: the ROM's K-SHIFT table (.keys)
    SHIFTED = SHIFTED_KEYS
    UPPER_ROWS = 22
    FRAME_CYCLES = SLOW_CYCLES
    #: INPUT's line is the lower screen's, at the bottom (DF_SZ 2)
    INPUT_ROW = 23
    NEWLINE_CODE = 118
    QUOTE_IMAGE = 0xC0            # PR-STR-1 prints it as '"'
    RAM_SIZES = (1, 2, 16, 32)
    DEFAULT_RAM = 16
    PROG_START = 16509
    #: GO-SUB (0x0EB5) pushes the line number
    GOSUB_LEVEL = 2
    #: TEST-ROOM's 36 bytes, the 0x80 after the variables, the edit line,
    #: two calculator values and the machine stack of a running statement
    ROOM_OVERHEAD = 36 + 1 + 3 + 10 + 12
    LINE_BYTES = 4
    NAME = "ZX81"
    FULL_DISPLAY = True

    def init_system_variables(self) -> None:
        self.ram = Zx81Ram(self)
        #: machine code (USR): the Z80, with the ROM image if one is given
        self.code = Zx8xCode(self, PROFILE, self.ram.read_display)
        mem = self.memory
        mem.poke(ERR_NR, 0xFF)
        mem.poke16(RAMTOP, self.room.ramtop & 0xFFFF)
        mem.poke16(FRAMES, 0xFFFF)
        mem.poke(CDFLAG, 0x40)    # SLOW

    def frame_tick(self) -> None:
        """FRAMES counts down once a frame (DISPLAY-1, 0x0229)."""
        mem = self.memory
        mem.poke16(FRAMES, (mem.peek16(FRAMES) - 1) & 0xFFFF)

    # -- speed ---------------------------------------------------------------
    def set_speed(self, fast: bool) -> None:
        self.clock.cycles_per_frame = FAST_CYCLES if fast else SLOW_CYCLES
        mem = self.memory
        mem.poke(CDFLAG, (mem.peek(CDFLAG) & ~0x40 | (0 if fast else 0x40)) & 0xFF)

    # -- RND -----------------------------------------------------------------
    def rnd(self) -> Any:
        """RND: SEED = (SEED+1)*75 MOD 65537 - 1, RND = SEED/65536 (the same
        code as the Spectrum's, S-RND)."""
        seed, value = zx.rnd_step(self.memory.peek16(SEED))
        self.memory.poke16(SEED, seed)
        return value

    def randomise(self, n: int) -> None:
        """RAND n (0x0E6C): SEED = n, or FRAMES for 0."""
        self.memory.poke16(SEED, n if n else self.memory.peek16(FRAMES))

    # -- PRINT -------------------------------------------------------------------
    #: FLAGS bit 0 (0x4001): no leading space before the next keyword.  Set
    #: by a NEWLINE that PRINT writes (WRITE-N/L), TAB, the comma (FIELD)
    #: and a keyword's trailing space; cleared by any other character
    #: printed (PRINT-CH); a space leaves it.  Each command the editor
    #: enters starts with it clear (FLAGS = 0x80 at N/L-KEY).
    no_lead_space = False

    def emit(self, code: int) -> None:
        super().emit(code)
        if code:
            self.no_lead_space = False

    def emit_newline(self) -> None:
        super().emit_newline()
        self.no_lead_space = True

    def print_token(self, code: int) -> None:
        """A keyword code printed (TOKENS, 0x094B): its spelling, from TOKEN-ADD.
        The words from 0xD8 on (OR, AND, THEN, TO, the statements...) that
        start with a letter get a leading space unless FLAGS bit 0 says not
        (so ``PRINT CHR$ 222`` shows `` THEN`` after CLS, and ``THEN`` after a
        NEWLINE); every word from 0xC0 on that ends in a letter, a digit or
        ``$`` gets a trailing space, which sets the bit.  The functions
        (0xC4..0xD7) and RND, INKEY$, PI (64..66) get no leading space;
        codes with no word print as ``?``."""
        word = self.charset.tokens.get(code, "?")
        table = self.charset.code_of
        first_alnum = word[0].isalnum()
        if code >= 0xD8 and first_alnum and not self.no_lead_space:
            self.emit(0)
        for ch in word:
            self.emit(table.get(ch, table["?"]))
        if code >= 0xC0 and (word[-1].isalnum() or word[-1] == "$"):
            self.emit(0)
            self.no_lead_space = True

    def print_number(self, x: Any) -> None:
        table = self.charset.code_of
        for ch in print_fp(x):
            self.emit(table[ch])

    def print_comma(self) -> None:
        self.emit(0)
        col = self.screen.col
        self.screen.move_to(self.screen.row, 16 if col <= 16 else 32)
        self.no_lead_space = True

    def print_at(self, row: int, col: int) -> None:
        """PRINT AT (0x08F5): line 0..21, column 0..31."""
        if col > 31 or row > 23:
            raise BasicError("B")
        if row >= self.UPPER_ROWS:
            raise BasicError("5")
        self.screen.move_to(row, col)

    def print_tab(self, n: int) -> None:
        self.no_lead_space = True                 # TAB-TEST
        col = n & 31
        screen = self.screen
        if col < screen.col:
            screen.move_to(screen.row + 1, col)
            if screen.row >= self.UPPER_ROWS:
                raise BasicError("5")
        else:
            screen.move_to(screen.row, col)

    def scroll(self) -> None:
        self.screen.scroll()

    # -- PLOT / UNPLOT -----------------------------------------------------------
    def plot(self, x: int, y: int, unplot: bool) -> None:
        """PLOT/UNPLOT x,y (PLOT-UNPLOT, 0x0BAF): x and y are magnitudes
        (STK-TO-BC drops the sign); y above 43 or a column beyond 31 is
        report B.  The cell's quadrants are read (a character that is not a
        block graphic counts as empty), one is set or cleared, and the code
        is printed there with PRINT-A, so the PRINT position ends just after
        the square, as on the ROM."""
        if y > 43 or x > 63:
            raise BasicError("B")
        row = (43 - y) >> 1
        col = x >> 1
        bit = (1 if not x & 1 else 2) << (0 if y & 1 else 2)
        code = self.screen.code_at(row, col)
        if code < 8:
            bits = code
        elif 128 <= code < 136:
            bits = (~(code - 128) & 7) | 8
        else:
            bits = 0
        bits = bits & ~bit if unplot else bits | bit
        code = 128 + (~bits & 7) if bits & 8 else bits
        self.memory.poke(COORDS, x)
        self.memory.poke(COORDS + 1, y)
        self.screen.move_to(row, col)
        self.screen.put(code)
        self.last_code = code
        if code:
            self.no_lead_space = False

    # -- LIST ----------------------------------------------------------------------
    def list_program(self, program: Any, first: int) -> None:
        """LIST n (LIST, 0x0730): E_PPC = n MOD 16384, then each line from
        the first numbered n or more, printed from the PRINT position as it
        stands (no CLS): OUT-NO's four columns, an inverse ``>`` on the line
        numbered E_PPC (else a space), then the line's codes as stored, keywords
        through TOKENS with the leading space suppressed at the start
        (COPY-LINE), and NEWLINE.  Running off the screen is report 5."""
        e_ppc = first & 0x3FFF
        self.listing.program(self.listing_lines(program))
        self.listing.e_ppc = e_ppc                # the editor's current line now
        table = self.charset.code_of
        for line in program.lines:
            if line.number < e_ppc:
                continue
            for ch in f"{line.number:4d}":
                self.emit(table[ch] if ch != " " else 0)
            self.emit(0x92 if line.number == e_ppc else 0)
            self.no_lead_space = True
            for ch in line_codes(line):
                code = ord(ch)
                if code & 0x40:
                    self.print_token(code)
                else:
                    self.emit(code)
            self.emit_newline()

    # -- tape ----------------------------------------------------------------------
    def tape(self, node: Any, name: str, values: Any = ()) -> None:
        """SAVE with an empty name is report F (SAVE, 0x02F6: NAME finds no
        character); LOAD "" loads the next program on the tape."""
        if node.kind == "SAVE" and not name:
            raise BasicError("F")
        super().tape(node, name, values)

    # -- the line editor (basic.dialects.zx8x.editor) -------------------------------
    LIST_MARK = 0x92                              # OUT-LINE's inverse '>'
    AUTO_LIST_FROM_BEFORE = True                  # UPPER's EX DE,HL after LINE-ADDR
    MARK_CLEARS_FLAG = True                       # COPY-LINE prints it with RST 10

    def decode_key(self, value: int, mode: int, l_mode: bool) -> int:
        """K-DECODE with the ROM's tables (.keys)."""
        return k_decode(value, mode, l_mode)

    def keyword_mode(self, codes: list[int], cursor: int) -> bool:
        """CURSOR (0x0537): K at the start of the line; each code before the
        cursor from the letters on (0x26) makes it L, but THEN (0xDE),
        which makes it K again; spaces, digits, symbols and graphics leave
        it as it is.  (INPUT's line is always L.)"""
        k_mode = True
        for code in codes[:cursor]:
            if code < 0x26:
                continue
            k_mode = code == 0xDE
        return k_mode

    def line_storage(self) -> Any:
        return line_storage()

    def listing_body(self, line: Any) -> list[int]:
        return [ord(c) for c in line_codes(line)]

    # -- memory and reports ---------------------------------------------------------
    def program_changed(self, program: Any, store: Any) -> None:
        """The program's bytes as stored, hidden numbers included (.stored)."""
        self._store = store
        self.room.program_bytes = sum(stored_size(line) for line in program.lines)
        self.ram.program_changed([(line.number, line_bytes(line)) for line in program.lines])
        self.listing.program(self.listing_lines(program))

    #: the system variables that point into the RAM (ERR_SP .. STKEND,
    #: NXTLIN, S_POSN): a PEEK of them writes the RAM out first
    _POINTERS = frozenset(range(0x4002, 0x4004)) | frozenset(range(0x4007, 0x4009)) \
        | frozenset(range(0x400C, 0x401E)) | frozenset(range(0x4029, 0x402B)) \
        | frozenset(range(0x4039, 0x403B))

    def note_position(self, line: int, gosub_depth: int) -> None:
        """Where the program is, for PPC, NXTLIN and ERR_SP (a PEEK of the
        system variables is about to be made from there)."""
        self.ram.ppc = line
        self.ram.depth = gosub_depth

    def peek(self, address: int) -> int:
        """PEEK: the program, display file and variables are written into
        the RAM first when the address is among them or among the system
        variables that point there (:mod:`.ram`)."""
        if address in self._POINTERS or 0x407D <= address < self.room.ramtop:
            self.ram.materialize(self._store)
        elif address < 0x4000:
            self.code.rom()                       # the ROM image, if one is given
        return self.memory.peek(address)


    def variables_size(self, store: Any) -> int:
        return variables_size(store, ZX81_FOR_BYTES)

    def set_ramtop(self, ramtop: Any) -> None:
        """CLEAR has no operand on the ZX81."""

    def format_report(self, report: Any) -> str:
        return f"{report.code}/{report.line}"

    def on_report(self, report: Any) -> None:
        self.no_lead_space = False                # the next command's N/L-KEY
        mem = self.memory
        mem.poke16(PPC, report.line & 0xFFFF)
        super().on_report(report)

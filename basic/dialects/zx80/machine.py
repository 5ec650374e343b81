"""The ZX80 as the interpreter sees it: its PRINT rules, RND, system variables.

PRINT (0x0972 and PRINT-A-2 at 0x0560): characters go to a 32-column line
and the 33rd wraps; NEWLINE ends a line; the comma (PO-FILL, 0x0727) prints a
space and then spaces until the column is a multiple of 8, so there are four
8-column zones (a comma in the last column carries on to column 8 of the next
line).  Numbers are printed by OUT-NUM-1 (0x06A1): a minus sign and digits,
no spaces.  The upper screen has 23 lines (CLS sets 23 lines of room, PRI-SKIP
counts them down); the 24th line shows the report, ``code/line`` (MAIN-5 at
0x04A8), the line being -2 for a direct command (PPC is set to line 0 - 2).

A PRINT item (a string, a number, a comma's spaces, the NEWLINE) is printed
whole or not at all: PRINT-A-2 stops with report 5 off the screen, or 4 when
TEST-RM-2 (0x0958) finds no room, and MAIN-ERR goes back to the print
position PO-STORE kept after the last whole item (DF_EA), so the item's
characters already printed are cleared (on 1K and 2K the room is checked for
every character, as the ROM does: the display file grows into free memory).

The system variables ERR_NR, SEED and FRAMES are kept in memory; the program,
the variables, the display file and the system variables that point there
are written into the RAM in the ROM's formats when a program looks
(:mod:`.ram`).  A freshly switched-on ZX80 has all RAM zero, so SEED starts
at 0 and RND is the same sequence on every power-up until RANDOMISE.

LIST is a command a program can give but that ends it (0x0256: E_PPC is set
and the ROM goes to MAIN-EXEC): the editor's automatic listing from S_TOP,
the line numbered E_PPC marked ``>``, and the edit line's cursor on the
bottom row, no report (:meth:`ZX80Machine.list_program`).
"""
from __future__ import annotations

import re
from typing import Any, Optional, Union

from ...core.errors import BasicError, BasicSyntaxError
from ...core.listing import parse_line
from .charset import ZX80
from ..zx8x.code import Zx8xCode
from ..zx8x.machine import Zx8xMachine
from . import arith
from .code import PROFILE
from . import syntax
from .keys import SHIFTED_KEYS, k_decode
from .o import _machine as line_storage
from .ram import PROG, Zx80Ram, s_posn
from .stored import body_codes, line_bytes, stored_size

ERR_NR = 0x4000
PPC = 0x4002
OLDPPC = 0x4017
SEED = 0x401C
FRAMES = 0x401E
#: the system variables that are kept in memory all the time; a PEEK of the
#: others (they say where the program, variables and display are) or of the
#: RAM from the program up writes the RAM out first
_LIVE = frozenset({ERR_NR, SEED, SEED + 1, FRAMES, FRAMES + 1})
#: a code PR-STRING prints through PO-TOKEN (bit 6 set)
_KEYWORD = re.compile("[\x40-\x7f\xc0-\xff]")
NEWLINE = 0x76
#: the edit line's cursor, the inverse K MAIN-EXEC puts in the edit line
K_CURSOR = 0xB0
#: the tokens IF and THEN
_IF, _THEN = 0xFA, 0xD5


def _then_after(codes: list[int], at: int) -> Optional[int]:
    """The index of the first THEN from ``at`` on outside a string (code 1
    opens and closes one), or None."""
    quoted = False
    for k in range(at, len(codes)):
        if codes[k] == 1:
            quoted = not quoted
        elif codes[k] == _THEN and not quoted:
            return k
    return None
#: bytes of the machine stack PRINT-A-2's TEST-RM-2 finds taken by the calls
#: above it, besides the GO SUB stack and its end marker: M-2's, then
#: PR-ITEM's and RST 10's for a string's character (PO-TOKEN's and
#: OUT-SP-CH's for a keyword's), OUT-NUM-1's and OUT-SP-NO's for a digit,
#: OUT-SP-CH's for PRINT's NEWLINE, PO-FILL's for a comma's space
_FRAME = {"string": 8, "keyword": 10, "number": 14, "newline": 6, "comma": 8}


class ZX80Machine(Zx8xMachine):
    charset = ZX80
    UPPER_ROWS = 23
    FRAME_CYCLES = 65000          # 3.25 MHz / 50 Hz; the display is off while running
    #: ED-COPY checks INPUT's line after every key, so its error marker
    #: shows as it is typed (an empty numeric answer has one)
    LIVE_SYNTAX_MARK = True
    NEWLINE_CODE = 0x76
    RAM_SIZES = (1, 16)
    DEFAULT_RAM = 16
    PROG_START = 16424
    GOSUB_LEVEL = 2
    #: (no ROOM_OVERHEAD: the ZX80 asks TEST-ROOM on its exact memory,
    #: :meth:`test_room`)
    LINE_BYTES = 3
    NAME = "ZX80"

    def variables_size(self, store: Any) -> int:
        """The 4K ROM's formats: a number is its name and 2 bytes (a FOR
        variable adds its limit and line: 7 bytes), a string its letter, its
        characters and the closing quote, an array its letter, its bound and 2
        bytes an element; 0x80 ends the area."""
        size = 1
        for name, slot in store.num_slots.items():
            if store.num[slot] is not None:
                size += 7 if store.loops[slot] is not None else len(name) + 2
        for value in store.str:
            if value is not None:
                size += len(value) + 2
        for arr in store.arr:
            if arr is not None:
                size += 2 + 2 * len(arr.data)
        return size

    def init_system_variables(self) -> None:
        self.memory.poke(ERR_NR, 0xFF)
        self.ram = Zx80Ram(self)
        #: machine code (USR): the Z80, with the ROM image if one is given
        self.code = Zx8xCode(self, PROFILE, self.ram.read_display)
        #: LIST ended the run: the screen is the editor's
        self.listed = False
        #: the interpreter's GO SUB stack (its compiler hands it over)
        self.gosub: list[Any] = []

    def frame_tick(self) -> None:
        """FRAMES counts only while the ZX80 shows its display (KEYBOARD at
        0x013F, called while it waits for a key or an INPUT line)."""
        if self.waiting_for is not None:
            mem = self.memory
            mem.poke16(FRAMES, (mem.peek16(FRAMES) + 1) & 0xFFFF)

    # -- numbers and RND --------------------------------------------------------
    def rnd(self, n: int) -> int:
        seed, value = arith.rnd(self.memory.peek16(SEED), n)
        self.memory.poke16(SEED, seed)
        return value

    def randomise(self, n: int) -> None:
        """RANDOMISE n (0x0923): SEED = n, or FRAMES when n is 0."""
        self.memory.poke16(SEED, (n if n else self.memory.peek16(FRAMES)) & 0xFFFF)

    # -- PRINT ---------------------------------------------------------------------
    #: FLAGS bit 0 (0x4001): no leading space before the next keyword.  Set
    #: by the comma (PO-FILL, 0x0727) and a keyword's trailing space; cleared
    #: by every character that goes through OUT-SP-CH (0x0559): a keyword's
    #: letters, a number's sign and digits, PRINT's NEWLINE.  A string's own
    #: characters go through PRINT-A (RST 10) and leave it.  Each command the
    #: editor enters starts with it clear (FLAGS = 0x88 at MAIN-1, 0x043C),
    #: and so does the run after an INPUT answer.
    no_lead_space = False

    def print_text(self, text: str) -> None:
        """A string item (PR-STRING, 0x070C): its characters as they are,
        keyword codes through PO-TOKEN (:meth:`token_spaces`, with FLAGS
        bit 0 as it stands), printed whole or not at all."""
        if not _KEYWORD.search(text):
            if self.ram_k < 16:
                self._check_item([ord(ch) for ch in text], ["string"] * len(text))
            else:
                self._check_rows(len(text))
            emit = self.emit
            for ch in text:
                emit(ord(ch))
            return
        table = self.charset.code_of
        codes: list[int] = []
        kinds: list[str] = []
        no_lead = self.no_lead_space
        for ch in text:
            code = ord(ch)
            if code < 64 or 128 <= code < 192:
                codes.append(code)
                kinds.append("string")
                continue
            word = self.charset.tokens.get(code, "?") if code >= 0xD4 else "?"
            lead, trail = self.token_spaces(code, word)
            spelt = ([0] if lead and not no_lead else []) + [table.get(c, 0) for c in word]
            spelt += [0] if trail else []
            codes += spelt
            kinds += ["keyword"] * len(spelt)
            no_lead = trail
        self._print_item(codes, kinds)
        self.no_lead_space = no_lead

    def print_token(self, code: int) -> None:
        self.print_text(chr(code))

    def print_number(self, n: int) -> None:
        table = self.charset.code_of
        text = arith.to_text(n)
        self.no_lead_space = False
        if self.ram_k < 16:
            self._print_item([table[ch] for ch in text], "number")
            return
        self._check_rows(len(text))
        emit = self.emit
        for ch in text:
            emit(table[ch])

    def emit_newline(self) -> None:
        self.no_lead_space = False
        if self.ram_k < 16:
            self._print_item([NEWLINE], "newline")
        else:
            Zx8xMachine.emit_newline(self)

    def print_comma(self) -> None:
        """PO-FILL (0x0727): a space, then spaces until the column is a
        multiple of 8."""
        self.no_lead_space = True
        col = self.screen.col
        count = 0
        while True:
            col = col + 1 if col < 32 else 1
            count += 1
            if col % 8 == 0:
                break
        if self.ram_k < 16:
            self._print_item([0] * count, "comma")
            return
        self._check_rows(count)
        emit = self.emit
        for _ in range(count):
            emit(0)

    def _print_item(self, codes: list[int], kinds: Union[str, list[str]]) -> None:
        """One PRINT item (``kinds``: what prints each character, or one
        for all): report 5 if it runs off the screen, 4 if a character finds
        no room (TEST-RM-2: the display file's end + 19 + the lines left
        must stay below the machine stack), before any of it shows; then the
        characters."""
        if self.ram_k < 16:
            self._check_item(codes, [kinds] * len(codes) if isinstance(kinds, str) else kinds)
        elif kinds != "newline":
            self._check_rows(len(codes))
        if kinds == "newline":
            Zx8xMachine.emit_newline(self)
            return
        emit = self.emit
        for code in codes:
            emit(code)

    def _check_rows(self, count: int) -> None:
        """Report 5 if ``count`` characters from the print position run
        past the upper screen's 23 lines (PRINT-A-2's line count reaching 0;
        a NEWLINE is checked by the screen before it moves)."""
        screen = self.screen
        if count and (screen.row * 32 + screen.col + count - 1) // 32 >= 23:
            raise BasicError(self.SCREEN_FULL)

    def _check_item(self, codes: list[int], kinds: list[str]) -> None:
        """PRINT-A-2 (0x0560) for each character, on PRINT-A-2's registers:
        the column count C, the lines left B, and DE, where it goes."""
        screen = self.screen
        c, b = s_posn(screen.row, screen.col)
        de = self._display_end()
        sp = self.room.ramtop - 2 - self.GOSUB_LEVEL * self._gosub_depth()
        for code, kind in zip(codes, kinds):
            if code == NEWLINE:
                if c == 0:
                    b -= 1
                c = 0
            elif c in (0, 1):
                de += c                         # the automatic NEWLINE
                c = 32
                b -= 1
            else:
                c -= 1
            if b <= 0:
                raise BasicError(self.SCREEN_FULL)
            if de + 19 + b >= sp - _FRAME[kind]:
                raise BasicError("4")
            de += 1

    def test_room(self, count: int, depth: int, at: Any = None, frame: int = 2) -> None:
        """TEST-ROOM (0x094F) from a command routine: report 4 unless
        DF_END + ``count`` + 19 + the lines left stay below the machine
        stack (the GO SUB stack at ``depth`` levels, its end marker, M-2's
        return and ``frame`` bytes of calls in all)."""
        b = s_posn(self.screen.row, self.screen.col)[1]
        sp = self.room.ramtop - 2 - self.GOSUB_LEVEL * depth - frame
        if self._display_end() + count + 19 + b >= sp:
            raise BasicError("4", at=at)

    def need_memory(self, count: int, gosub_depth: int, at: Any = None) -> None:
        """BC-SPACES (RST 30, 0x0030) for a new string or array: TEST-ROOM
        for ``count`` bytes, with RST 30's and its call's return addresses
        on the stack."""
        self.test_room(count, gosub_depth, at, frame=6)

    def _display_end(self) -> int:
        """DF_END: where the next character goes, from the program, the
        variables and the display file as the ROM would lay them out."""
        screen = self.screen
        display = 1 + sum(screen.lengths[r] + 1 for r in range(min(screen.row, 23))) + screen.col
        variables = self.variables_size(self._store) if self._store is not None else 1
        return PROG + self.room.program_bytes + variables + display

    def _gosub_depth(self) -> int:
        return len(self.gosub)

    def input_done(self) -> None:
        super().input_done()
        self.no_lead_space = False

    def clear_for_run(self) -> None:
        """RUN: MAIN-1 sets FLAGS (0x88) and ERR_NR (0xFF)."""
        self.no_lead_space = False
        self.listed = False
        self.memory.poke(ERR_NR, 0xFF)

    # -- LIST ----------------------------------------------------------------------
    def list_program(self, program: Any, first: int) -> None:
        """LIST n in a program (0x0256): E_PPC = n (bits 14 and 15
        dropped), then MAIN-EXEC's automatic listing (AUTO-LIST, 0x0293):
        the lines from S_TOP on a clear screen, the line numbered E_PPC
        marked ``>``, S_TOP moved on until the listing shows E_PPC's line
        (basic.dialects.zx8x.autolist), and the empty edit line's cursor at
        the bottom.  In a program, the run ends there with no report (the
        compiler's LIST sets :attr:`listed`)."""
        self.listing.program(self.listing_lines(program))
        self.listing.e_ppc = first & 0x3FFF
        self.auto_list()

    # -- the line editor (basic.dialects.zx8x.editor) -------------------------------
    LIST_MARK = 0x97                              # OUT-LINE's inverse '>'
    HOME_KEY = True                               # SHIFT+9: ED-HOME
    REPORT_TAKES_KEY = True                       # MAIN-5's KEYBOARD, then MAIN-EXEC
    SPACED_LINE_NUMBERS = False                   # INT-TO-HL stops at a space
    SHIFTED = SHIFTED_KEYS                        # MAIN-KEYS' shifted half (.keys)
    LIST_REPORTS = False                          # LIST (0x0256) goes to MAIN-EXEC

    @property
    def e_ppc(self) -> int:
        """E_PPC: the editor's current line."""
        return self.listing.e_ppc

    @property
    def s_top(self) -> int:
        """S_TOP: the first line of the editor's listing (where typing the
        program in left it, until the editor or LIST moves it)."""
        return self.listing.s_top

    def decode_key(self, value: int, mode: int, l_mode: bool) -> int:
        """LINE-DONE's decoding with MAIN-KEYS (.keys)."""
        return k_decode(value, not l_mode)

    def keyword_mode(self, codes: list[int], cursor: int) -> bool:
        """FLAGS bit 2 as ED-COPY's syntax check (MAIN-G, 0x07BE) leaves it:
        set when CH_ADD steps over the cursor while FLAGX bit 7 says a
        statement's keyword is wanted, which it does from the start of the
        line over the line number and the spaces to the keyword
        (E-LINE-NO, LINE-SCAN), and again after the THEN of IF (SEPARATOR
        sets it when the separator IF wants is THEN, and LINE-SCAN reads
        the statement after it)."""
        at = 0
        for wanted in (lambda c: c == 0, lambda c: 0x1C <= c <= 0x25, lambda c: c == 0):
            while at < cursor and wanted(codes[at]):
                at += 1
        if at == cursor:
            return True
        while at < len(codes) and codes[at] == _IF:
            then = _then_after(codes, at + 1)
            if then is None or then >= cursor:
                return False
            at = then + 1
            while at < cursor and codes[at] == 0:
                at += 1
            if at == cursor:
                return True
        return False

    def syntax_mark(self, codes: list[int]) -> Optional[int]:
        """ED-COPY checks the line after every key: the marker goes where
        the syntax check stops (X_PTR), here where the dialect's parser
        finds the line's first fault."""
        text = self.line_text(codes)
        if not text.strip():
            return None
        try:
            parse_line(text, syntax)
        except BasicSyntaxError as err:
            return self.text_index(codes, err.column)
        return self.retyped_fault(codes)

    def string_answer_mark(self, codes: list[int]) -> Optional[int]:
        """VAL-FETCH's check of a string INPUT's line as an expression."""
        text = self.answer_text(codes)
        try:
            tree = syntax.parse_expression(text)
        except BasicSyntaxError as err:
            return self.answer_index(codes, err.column)
        return None if syntax.is_string(tree) else len(codes)

    def line_storage(self) -> Any:
        return line_storage()

    def listing_body(self, line: Any) -> list[int]:
        return body_codes(line)

    def lower_screen_grew(self, old: int, new: int) -> None:
        """ED-COPY found the line too long: DF_SZ one more, AUTO-LIST again
        in the rows left."""
        self.auto_list(new)

    def edit_without_program(self) -> None:
        """ED-EDIT with no line to edit goes back to MAIN-EXEC."""

    # -- memory ----------------------------------------------------------------------
    def program_changed(self, program: Any, store: Any) -> None:
        """The program's bytes as stored (:mod:`.stored`); E_PPC and S_TOP
        as typing it in left them (the last line, and the first one the
        editor's listing shows)."""
        self._store = store
        self.room.program_bytes = sum(stored_size(line) for line in program.lines)
        self.ram.program_changed([(line.number, line_bytes(line)) for line in program.lines])
        self.listing.program(self.listing_lines(program))

    def note_position(self, line: int, gosub_depth: int) -> None:
        """Where the program is, for PPC (a PEEK is about to be made)."""
        self.ram.ppc = line
        self.ram.depth = gosub_depth

    def peek(self, address: int) -> int:
        """PEEK: the program, the variables and the display file are
        written into the RAM first when the address is among them or among
        the system variables that say where they are (:mod:`.ram`)."""
        if (0x4001 <= address < PROG and address not in _LIVE) \
                or PROG <= address < self.room.ramtop:
            self.ram.materialize(self._store)
        elif address < 0x4000:
            self.code.rom()                       # the ROM image, if one is given
        return self.memory.peek(address)

    # -- reports ----------------------------------------------------------------------
    def format_report(self, report: Any) -> str:
        line = report.line if report.line else -2
        return f"{report.code}/{line}"

    def on_report(self, report: Any) -> None:
        """MAIN-ERR (0x0488): ERR_NR, PPC and OLDPPC, and the report on the
        bottom row; after LIST, the editor's screen instead (the listing and
        the empty edit line's cursor, no report)."""
        mem = self.memory
        code = int(report.code) if report.code.isdigit() else 0
        mem.poke(ERR_NR, (code - 1) & 0xFF)
        line = report.line if report.line else -2
        mem.poke16(PPC, line & 0xFFFF)
        mem.poke16(OLDPPC, (line + (1 if report.code == "9" else 0)) & 0xFFFF)
        self.no_lead_space = False
        self.ended_in_editor = self.listed
        if self.listed:
            self.listed = False
            self.hide_input()
            self.report_text = ""
            self.screen.write_row(23, [K_CURSOR])
            return
        super().on_report(report)

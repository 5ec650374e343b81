"""What the ZX80 and ZX81 machines share: memory, text screen, keyboard, clock,
the INPUT editor and the dumps.

A dialect's machine (``basic/dialects/zx80/machine.py``, ``.../zx81/...``)
subclasses :class:`Zx8xMachine` and adds its PRINT rules, system variables
and reports.  The machine talks to its host with the same protocol as the
Spectrum (:mod:`basic.core.host`): ``frame`` once per 50 Hz frame,
``input_line`` for a whole INPUT answer, ``waiting`` while it waits in its
editor, and the optional ``printed(codes, channel)``.

``printed`` is given the machine's own codes, one character at a time
right after it is put on the screen, and NEWLINE (118) at the end of a line;
the front-ends decode them by this machine's rules (its face,
basic.dialects.zx8x.face, from :meth:`Zx8xMachine.front_end`).  The host
is told the machine when it is built (``attach``), so that it can take the
machine's conventions before anything is printed.

Keys: the keyboard is the Spectrum's 40-key matrix (SHIFT where CAPS SHIFT
is, NEWLINE for ENTER, ``.`` where SYMBOL SHIFT is).  A dialect machine's
``SHIFTED`` table gives the code SHIFT and each key type (its ROM's); a key
named ``typed:c`` is the character c typed by whatever keys the machine
needs for it.  Each frame the keys held give INPUT and PAUSE a character
(:attr:`Zx8xMachine.key_events`) and the line editor a key value
(:attr:`Zx8xMachine.key_values`, basic.dialects.zx8x.keyboard), which the
dialect decodes with its ROM's table (:meth:`Zx8xMachine.decode_key`).

The line editor (:mod:`.editor`) and the automatic listing (:mod:`.autolist`)
are the REPL's on the machine's own screen; the hooks they call on the
machine (K or L, the syntax marker, a line's text) are the dialect's.
"""
from __future__ import annotations

from typing import Any, Callable, Optional

from ...core.errors import BasicError
from ...core.clock import Clock
from ...core.formats import must_fit
from ...core.host import Host, NobodyHost
from ...core.machine import Machine
from ...core.keys import KeyState
from ...core.memory import Memory
from ...core.variables import StrArray
from .autolist import AutoList
from .charset import Charset, encode_char, input_codes, listed
from .editing import EditorHooks
from .editor import LineEditor, take_key
from .face import Zx8xFace
from .room import FULL_DISPLAY_FROM, Room, ramtop_for
from .screen import COLS, ROWS, TextScreen

#: physical keys (as :mod:`basic.core.keys` names them) -> the
#: character they give unshifted on a ZX80/ZX81 (the same 40-key layout; the
#: Spectrum's SYMBOL SHIFT position is the '.' key, CAPS SHIFT is SHIFT)
_KEY_CHARS = {**{k: k.upper() for k in "abcdefghijklmnopqrstuvwxyz0123456789"},
              "SPACE": " ", "SS": "."}


class Zx8xMachine(EditorHooks, Machine):
    """Memory + text screen + keyboard + clock of a ZX80 or ZX81."""

    charset: Charset
    #: rows PRINT may use (the rest belong to the lower screen)
    UPPER_ROWS = 22
    #: machine cycles per 50 Hz frame that a program gets
    FRAME_CYCLES = 65000
    #: reports 0..9 and letters; the code for "no room on the screen"
    SCREEN_FULL = "5"
    #: physical key -> the code SHIFT + that key gives (none known: {})
    SHIFTED: dict[str, int] = {}
    TYPED = "typed:"
    #: the RAM sizes in K ``--ram`` may choose, and the default
    RAM_SIZES: tuple[int, ...] = (16,)
    DEFAULT_RAM = 16
    #: where the program starts; bytes a GO SUB level takes; what TEST-ROOM
    #: and a running statement need besides (see :mod:`.room`)
    PROG_START = 0x4000
    GOSUB_LEVEL = 2
    ROOM_OVERHEAD = 0
    #: bytes a program line takes besides its text (number, length, NEWLINE)
    LINE_BYTES = 0
    #: the display file is full above 3 1/4K (the ZX81), else collapsed
    FULL_DISPLAY = False
    #: bytes besides the program and the display file that a program needs
    #: to be in RAM at all: the variables' end marker and an empty edit line
    #: (as the .p and .o writers lay them out)
    BESIDE_PROGRAM = 2
    #: the machine's name in messages
    NAME = "ZX8x"
    #: LIST typed as a command ends with a report (basic.core.face)
    LIST_REPORTS = True
    #: the last run ended in the editor, with no report (the ZX80's LIST)
    ended_in_editor = False

    def __init__(self, host: Optional[Host] = None) -> None:
        self.host: Host = host or NobodyHost()
        peripherals = getattr(self.host, "peripherals", None)
        self.ram_k: int = getattr(peripherals, "ram", None) or self.DEFAULT_RAM
        ramtop = ramtop_for(self.ram_k)
        self.room = Room(self.PROG_START, ramtop, self.GOSUB_LEVEL, self.ROOM_OVERHEAD,
                         self.variables_size, self.FULL_DISPLAY and ramtop > FULL_DISPLAY_FROM)
        #: strings from this length on are checked against the RAM when
        #: stored (every one on a small machine)
        self.string_room_from = 255 if self.ram_k >= 16 else 0
        self._store: Any = None
        self._printed = self.host.printed if self.host.wants_printed else None
        self.memory = Memory(bytes(0x4000), rom_size=0x4000)
        self.screen = TextScreen(self.charset, self.UPPER_ROWS, self.SCREEN_FULL)
        self.keyboard = KeyState()
        self.clock = Clock(self.FRAME_CYCLES, self._on_frame)
        self.waiting_for: Optional[str] = None
        self.key_events: list[str] = []
        #: the key values the line editor has still to take
        self.key_values: list[int] = []
        self._key_down = False
        self._prev_keys: frozenset[str] = frozenset()
        self.report_text = ""
        self.new_requested = False
        self.program_bytes = 0
        self.printer_output: list[int] = []
        #: the rows INPUT's line is on, while it is shown
        self.input_row: Optional[int] = None
        self.input_last = 0
        self.last_code = 0
        self.listing = AutoList(self.rendered, self.LIST_MARK, self.AUTO_LIST_FROM_BEFORE)
        self.editor = LineEditor(self)
        self.init_system_variables()
        self.host.attach(self)

    def front_end(self) -> Any:
        """What the live terminal, stream mode and the REPL use of this
        machine (basic.core.face)."""
        return Zx8xFace(self)

    # -- hooks for the dialect machines --------------------------------------
    def init_system_variables(self) -> None:
        """Set the system variables a fresh machine has."""

    def frame_tick(self) -> None:
        """A frame passed (FRAMES counts)."""

    # -- time ------------------------------------------------------------------
    def _on_frame(self) -> None:
        self.frame_tick()
        self.host.frame(self)
        held = frozenset(self.keyboard.held)
        if held != self._prev_keys:
            new = held - self._prev_keys
            self._prev_keys = held
            if new:
                ch = self.key_char(held)
                if ch is not None:
                    self.key_events.append(ch)
        value, self._key_down = take_key(held, self._key_down)
        if value is not None:
            self.key_values.append(value)
        self.keyboard.polled = False

    def reset_frames(self) -> None:
        self.clock.reset()

    def key_char(self, held: frozenset[str]) -> Optional[str]:
        """The character (as host text) the keys held give, or None."""
        keys = set(held)
        if keys == {"ENTER"}:
            return "\n"
        if keys == {"CS", "0"}:
            return "\b"
        typed = self._typed(keys)
        if typed is not None:
            return typed
        if "CS" in keys and len(keys) == 2:
            code = self.SHIFTED.get(next(k for k in keys if k != "CS"))
            if code is not None:
                code = self.charset.unkeyed.get(code, code)   # the ZX80's ( is a token
                if code < 64:
                    return self.charset.chars[code]
        keys.discard("CS")
        if len(keys) != 1:
            return None
        return _KEY_CHARS.get(next(iter(keys)))

    def _typed(self, keys: set[str]) -> Optional[str]:
        for key in keys:
            if key.startswith(self.TYPED):
                return key[len(self.TYPED):]
        return None

    def inkey(self) -> str:
        """INKEY$: the key held now (upper case: there is no lower case), or
        the empty string.  SHIFT and a key give the machine's shifted code
        (its ``SHIFTED`` table)."""
        self.keyboard.polled = True
        held = frozenset(self.keyboard.held)
        if held == {"ENTER"}:
            return chr(self.NEWLINE_CODE)
        typed = self._typed(set(held))
        if typed is not None:
            code = self.charset.code_of.get(typed)
            return "" if code is None else chr(code)
        if "CS" in held:
            if len(held) == 2:
                code = self.SHIFTED.get(next(k for k in held if k != "CS"))
                if code is not None:
                    return chr(code)
            return ""
        ch = self.key_char(held)
        if ch is None or ch in "\n\b":
            return ""
        return chr(self.charset.code_of[ch])

    NEWLINE_CODE = 118

    def pause(self, frames: int) -> None:
        """PAUSE n: n frames, or until a key is pressed; 32768 or more waits
        for ever (ZX81 manual, chapter 19)."""
        forever = frames >= 32768
        end = self.clock.frames + frames
        self.key_events.clear()
        self.waiting_for = "pause" if forever else None
        try:
            while forever or self.clock.frames < end:
                self.clock.next_frame()
                if forever:
                    self.host.waiting(self, "pause")
                if self.key_events:
                    break
        finally:
            self.waiting_for = None
            self.key_events.clear()

    # -- printing ----------------------------------------------------------------
    def emit(self, code: int) -> None:
        """Print one character code on the upper screen."""
        self.screen.put(code)
        self.last_code = code
        if self._printed is not None:
            self._printed(chr(code), "S")

    def emit_newline(self) -> None:
        self.screen.newline()
        self.last_code = 0
        if self._printed is not None:
            self._printed(chr(self.NEWLINE_CODE), "S")

    def cls(self) -> None:
        self.screen.cls()

    #: the code of a string's quote image, printed as ``"`` (ZX81: 0xC0)
    QUOTE_IMAGE: Optional[int] = None

    def print_text(self, text: str) -> None:
        """PRINT a string: character codes as they are, the quote image as
        ``"``, any other code through :meth:`print_token`."""
        for ch in text:
            code = ord(ch)
            if code < 64 or 128 <= code < 192:
                self.emit(code)
            elif code == self.QUOTE_IMAGE:
                self.emit(self.charset.quote)
            else:
                self.print_token(code)

    def print_token(self, code: int) -> None:
        """Print a keyword code inside a string (the dialect's rules)."""
        raise NotImplementedError

    def list_program(self, program: Any, first: int) -> None:
        """LIST n (ZX80 0x0256, ZX81 alike): the listing from line n, on a
        clear screen, until the screen is full."""
        self.cls()
        table = self.charset.code_of
        for line in program.lines:
            if line.number < first:
                continue
            text = f"{line.number:4d} " + line.source.strip()[len(str(line.number)):].strip()
            try:
                for ch in text.upper():
                    self.emit(table.get(ch, table["?"]))
                self.emit_newline()
            except BasicError:
                break

    # -- INPUT ---------------------------------------------------------------------
    #: the row INPUT's line is on: None for the row under the print
    #: position (the ZX80's lower screen starts there), else a fixed row (the
    #: ZX81's is the bottom one)
    INPUT_ROW: Optional[int] = None
    #: INPUT's cursor (the inverse L) and the syntax error marker (the
    #: inverse S), as the editor prints them
    CURSOR_CODE = 0xB1
    ERROR_MARK = 0xB8
    #: the marker shows while the answer is typed (the ZX80's ED-COPY checks
    #: the line after every key), not only once NEWLINE is refused (ZX81)
    LIVE_SYNTAX_MARK = False
    RUBOUT = "\b"

    def show_input(self, codes: list[int], cursor: int, mark: Optional[int] = None,
                   cursor_code: Optional[int] = None) -> None:
        """Draw the INPUT line: its codes as the editor prints them (a
        keyword as its word), with the cursor (``cursor_code``: the
        inverse L unless the ZX81's F or G) before ``codes[cursor]`` and
        the error marker before ``codes[mark]`` (after the cursor when both
        are at one place: the cursor is a character of the line, the marker
        goes before the character X_PTR addresses)."""
        shown, starts = self.rendered(codes)
        line: list[int] = []
        for p in range(len(codes) + 1):
            if p == cursor:
                line.append(self.CURSOR_CODE if cursor_code is None else cursor_code)
            if p == mark:
                line.append(self.ERROR_MARK)
            if p < len(codes):
                line += shown[starts[p]:starts[p + 1]]
        # a longer line takes more rows: the ZX81's lower screen grows up
        # from the bottom, the ZX80's goes on down
        rows = max(1, -(-len(line) // COLS))
        if self.INPUT_ROW is not None:
            first = max(0, self.INPUT_ROW + 1 - rows)
        else:
            first = min(self.screen.row + 1, ROWS - 1)
        self.hide_input()
        last = min(ROWS - 1, first + rows - 1)
        for k, row in enumerate(range(first, last + 1)):
            self.screen.write_row(row, line[k * COLS:(k + 1) * COLS])
        self.input_row = first
        self.input_last = last

    def token_spaces(self, code: int, word: str) -> tuple[bool, bool]:
        """Whether keyword ``code`` (spelt ``word``) gets a leading space
        (when FLAGS bit 0 allows one) and a trailing space: the charset's
        rule (the ROM's TOKENS or PO-TOKEN)."""
        return self.charset.spacing(code, word)

    def rendered(self, codes: list[int], no_lead: bool = True) -> tuple[list[int], list[int]]:
        """``codes`` (a line's, an answer's) as the editor and LIST print
        them (:func:`basic.dialects.zx8x.charset.listed`): the printed codes
        and where each code's print starts (and the end)."""
        out: list[int] = []
        starts: list[int] = []
        for lead, chars, trail in listed(self.charset, codes, no_lead):
            starts.append(len(out))
            out += [0] * lead + chars + [0] * trail
        starts.append(len(out))
        return out, starts

    def hide_input(self) -> None:
        if self.input_row is not None:
            self.screen.clear_rows(self.input_row, self.input_last)
            self.input_row = None

    def input_text(self, quotes: bool, rejected: Optional[tuple[str, int]] = None,
                   check: Optional[Callable[[str], Optional[int]]] = None) -> str:
        """Read one INPUT answer: the host's, or typed key by key with the
        ROM's editor (:meth:`.editor.LineEditor.read_answer`), as host
        text (not yet machine codes).  ``rejected`` = (text, index of the
        error in its codes): an answer the ROM refused, kept with its marker
        and the cursor at its end for the user to go on typing (RUBOUT,
        ``\\b`` in a host's answer, takes a character back).  ``check``
        gives the marker's place for a text (None: no error), for
        :attr:`LIVE_SYNTAX_MARK`."""
        q = [self.charset.quote] if quotes else []
        buffer: list[str] = list(rejected[0]) if rejected else []
        mark = rejected[1] if rejected else None

        def show() -> None:
            codes = [ord(c) for c in input_codes(self.charset, "".join(buffer))]
            where = mark
            if self.LIVE_SYNTAX_MARK and check is not None:
                where = check("".join(buffer))
            self.show_input(q + codes + q, len(q) + len(codes),
                            None if where is None else where + len(q))

        def typed(ch: str) -> None:
            if ch == self.RUBOUT:
                if buffer:
                    buffer.pop()
            else:
                buffer.append(ch)

        self.input_is_expression = False
        show()
        ready = self.host.input_line(self)
        if ready is not None:
            for ch in ready:
                typed(ch)
            return "".join(buffer)
        # typed at the keyboard: the ROM's editor (.editor), in INPUT's mode
        return self.editor.read_answer(quotes, rejected, check)

    def input_done(self) -> None:
        self.hide_input()

    # -- memory ----------------------------------------------------------------------
    def program_changed(self, program: Any, store: Any) -> None:
        """A new program: the RAM account starts from its size."""
        self._store = store
        self.room.program_bytes = sum(len(line.source) + self.LINE_BYTES
                                      for line in program.lines)

    def variables_size(self, store: Any) -> int:
        """The bytes the variables take in this ROM's formats."""
        raise NotImplementedError

    def check_program_fits(self) -> None:
        """A program bigger than the RAM could never have been typed in or
        loaded (the ROM's LOAD and its editor stop at the top of memory):
        FormatError "does not fit", in the words ``basic convert`` uses."""
        beside = self.room.display_bytes([]) + self.BESIDE_PROGRAM
        must_fit(self.room.program_bytes, self.room.ramtop - self.room.prog - beside,
                 f"a {self.ram_k}K {self.NAME}")

    def need_memory(self, count: int, gosub_depth: int, at: Any = None) -> None:
        """Report 4 unless ``count`` bytes more fit in the RAM (TEST-ROOM)."""
        self.room.need(self._store, gosub_depth, count, self.screen.cells, at)

    def peek(self, address: int) -> int:
        return self.memory.peek(address)

    def poke(self, address: int, value: int, interp: Any = None) -> None:
        """POKE; into the display file, the screen shows the new code; into
        the variables area, the variable changes (read back, as after
        machine code).  ``self.ram`` is the dialect's RAM model."""
        if self.PROG_START <= address < self.room.ramtop:
            ram = self.ram
            ram.materialize(self._store)
            before = ram.variables_area()
            self.memory.poke(address, value)
            ram.poke_display(address, value)
            if interp is not None and ram.vars <= address < ram.vars + len(before):
                ram.read_back(before, interp)
            return
        self.memory.poke(address, value)

    def usr(self, address: int, interp: Any = None) -> int:
        """USR: the routine at ``address`` runs in the Z80 (:mod:`.code`),
        with the ROM image if one is given; the result is the register
        pair the dialect's ROM returns (``self.code``'s profile)."""
        return int(self.code.call(address, interp))

    def tape(self, node: Any, name: str, values: Any = ()) -> None:
        """SAVE/LOAD: the host's files stand in for the tape; the name (in
        the machine's codes) is given to them as listing text.  (``values``:
        the Spectrum's CODE operands, which these machines do not have.)"""
        self.host.tape(self, node, "".join(encode_char(self.charset, ord(c)) for c in name))

    def request_new(self) -> None:
        self.new_requested = True

    def clear_for_run(self) -> None:
        """What RUN does to the machine besides clearing the variables."""

    def printer_out(self, code: int) -> None:
        """LPRINT/LLIST/COPY: there is no printer; the codes are collected."""
        self.printer_output.append(code)

    # -- views -----------------------------------------------------------------------
    def screen_rows(self) -> list[str]:
        return self.screen.rows()

    def screen_bytes(self) -> bytes:
        return self.screen.snapshot()

    def format_report(self, report: Any) -> str:
        raise NotImplementedError

    def on_report(self, report: Any) -> None:
        """The end of a run: the report on the bottom row (``0/100``)."""
        self.hide_input()
        self.report_text = self.format_report(report)
        codes = [self.charset.code_of.get(c, 0) for c in self.report_text]
        self.screen.write_row(ROWS - 1, codes)

    def dump(self, report: Any, interp: Any) -> dict[str, Any]:
        """The headless result: the oracle's field names where they apply
        (``rows``, ``codes``, ``inverse``, ``report``, ``report_screen``,
        ``vars``), plus ``dialect``."""
        rows = self.screen.rows()
        return {
            "dialect": self.charset.name,
            "rows": rows,
            "codes": self.screen.codes(),
            "inverse": self.screen.inverse(),
            "report": self.report_text if report is not None else None,
            "report_screen": " ".join(r.strip() for r in rows[ROWS - 2:] if r.strip()),
            "vars": self.variables_dump(interp.vars),
        }

    def variables_dump(self, store: Any) -> dict[str, Any]:
        text = self.charset.text
        out: dict[str, Any] = {}
        for name, slot in store.num_slots.items():
            if store.num[slot] is not None:
                out[name] = store.num[slot]
        for name, slot in store.str_slots.items():
            v = store.str[slot]
            if isinstance(v, StrArray):
                out[name + "$()"] = [text(r) for r in v.rows]
            elif v is not None:
                out[name + "$"] = text(v)
        for name, slot in store.arr_slots.items():
            a = store.arr[slot]
            if a is not None:
                out[name + "()"] = list(a.data)
        return out

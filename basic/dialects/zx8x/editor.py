"""The ZX80's and ZX81's line editor, as their ROMs run it (the REPL on the
machine's own screen: basic.frontends.repl.screen).

The edit line is a row of the machine's codes with the cursor among them,
shown in the lower screen: its first row is left blank and the line is
printed from the second, as LIST prints codes (keywords spelt out), with
the cursor as an inverse letter: **K** where a keyword is wanted, **L**
elsewhere, and on the ZX81 **F** after FUNCTION and **G** in GRAPHICS
mode.  Each key is taken as the ROM takes it (basic.dialects.zx8x.keyboard:
a key when it goes down, no repeat) and decoded by the machine's own table
(``Zx8xMachine.decode_key``: at the K cursor a letter is its keyword, P is
PRINT on the ZX81, O on the ZX80), then:

* a code goes in before the cursor;
* cursor left and right (SHIFT+5, SHIFT+8) move along the line, RUBOUT
  (SHIFT+0) takes out the code before the cursor;
* cursor up and down (SHIFT+7, SHIFT+6) move the current line, E_PPC, to
  the line before or after it, and the automatic listing follows
  (:mod:`.autolist`); the ZX80's HOME (SHIFT+9) makes it line 0;
* EDIT (ZX81 SHIFT+1, ZX80 SHIFT+NEWLINE) brings the current line down into
  the edit line, its number in four columns and the cursor after it;
* NEWLINE enters the line: an empty one lists the program again; the ZX80
  takes none while its syntax check (run after every key, as ED-COPY does)
  has put the inverse S marker in it.

A line longer than the lower screen takes more of it (DF_SZ), upwards: the
ZX81 (EDIT-ROOM, 0x04A0) blanks the row it takes over, the ZX80 (ED-COPY,
0x02F7) lists the program again in the rows left.  What K and L mean,
where the marker goes and how a line becomes listing text are the
machine's (``keyword_mode``, ``syntax_mark``, ``line_text``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Optional

from .charset import encode_char, input_codes, is_character, listed
from .keyboard import (DOWN, EDIT, FUNCTION, GRAPHICS, KL, LEFT, NEWLINE, RIGHT, RUBOUT, UP,
                       key_value)
from .screen import COLS, ROWS

if TYPE_CHECKING:  # pragma: no cover
    from .machine import Zx8xMachine

#: the ZX81's MODE: K or L, FUNCTION, GRAPHICS
MODE_KL, MODE_F, MODE_G = 0, 1, 4
#: the lower screen's lines at the least: a blank one and the edit line's
MIN_LOWER = 2
#: the cursor and the marker among the codes to print
CURSOR, MARKER = -1, -2


class LineEditor:
    """The edit line of one machine, and the key wait that fills it."""

    def __init__(self, machine: "Zx8xMachine") -> None:
        self.machine = machine
        self.codes: list[int] = []
        self.cursor = 0
        #: the ZX81's MODE (K/L, F or G); the ZX80 stays in MODE_KL
        self.mode = MODE_KL
        #: where the inverse S stands: before ``codes[marker]`` (None: none)
        self.marker: Optional[int] = None
        #: the lower screen's lines (DF_SZ)
        self.lower = MIN_LOWER
        #: the line NEWLINE entered last, with its cursor and lower screen
        self.entered: tuple[list[int], int, int] = ([], 0, MIN_LOWER)
        #: a line the REPL refused: the next read starts from it, with its
        #: cursor, its marker and its lower screen
        self.refused: Optional[tuple[list[int], int, int, int]] = None
        #: lines typed ahead (a paste): (codes, ended by NEWLINE)
        self.queued: list[tuple[list[int], bool]] = []
        #: the last INPUT answer given: (its text, its codes, the cursor)
        self.answer: Optional[tuple[str, list[int], int]] = None
        #: INPUT's line is being edited (FLAGX bit 5): always L, no listing
        self.input_mode = False
        #: the live syntax check of a numeric answer (the ZX80's)
        self.check: Optional[Callable[[str], Optional[int]]] = None
        #: INPUT wants a string (the ROM put quotes round the answer)
        self.quotes = False

    # -- the key wait ------------------------------------------------------------
    def read(self, text: str = "") -> list[int]:
        """Read a line at the key wait and return its codes (NEWLINE
        pressed on a line the machine takes).  ``text``: a line to start
        from (the REPL's EDIT), its number in four columns as the ROM's
        EDIT puts it."""
        m = self.machine
        report_up = False
        if self.refused is not None:
            # the ZX81's LINE-SCAN fails back to UPPER: the listing, then
            # the line with its marker, the cursor where it was
            self.codes, self.cursor, self.marker, self.lower = self.refused
            self.refused = None
            self.mode = MODE_KL
            m.auto_list(self.lower)
        else:
            self.start(m.edit_codes(text) if text else ([], 0))
            report_up = not text and m.report_shown()
        if not report_up:
            self.show()
        m.key_values.clear()
        m.waiting_for = "input"
        try:
            while True:
                if self.queued:
                    codes, entered = self.queued.pop(0)
                    for code in codes:
                        self._insert(code)
                    self.show()
                    if entered:
                        line = self._newline()
                        if line is not None:
                            return line
                    continue
                m.clock.next_frame()
                m.host.waiting(m, "input")
                while m.key_values:
                    value = m.key_values.pop(0)
                    if report_up and m.REPORT_TAKES_KEY:
                        # ZX80 MAIN-5: the key goes back to MAIN-EXEC
                        report_up = False
                        m.auto_list(self.lower)
                        self.show()
                        continue
                    report_up = False
                    line = self.key(value)
                    if line is not None:
                        return line
        finally:
            m.waiting_for = None

    def read_answer(self, quotes: bool, rejected: Optional[tuple[str, int]],
                    check: Optional[Callable[[str], Optional[int]]]) -> str:
        """INPUT's line, typed at the keyboard (FLAGX bit 5): the same
        editor with the L cursor throughout, the answer between the quotes
        the ROM puts there for a string (which RUBOUT and EDIT can take
        away: the answer is then a string expression), the cursor keys up
        and down doing nothing, EDIT emptying the line (the ZX81's
        EDIT-INP).  Returns the answer as text: a string's characters, or
        an expression (:attr:`Zx8xMachine.input_is_expression`).
        ``rejected``: the answer the ROM refused last, and where its marker
        goes (an index into its text's codes); ``check``: the live syntax
        check of a numeric answer (the ZX80's)."""
        m = self.machine
        q = [m.charset.quote] if quotes else []
        last, self.answer = self.answer, None
        if rejected is not None and last is not None and rejected[0] == last[0]:
            self.codes, self.cursor = list(last[1]), last[2]
            self.marker = self._answer_index(rejected[1], bool(q) and self._quoted())
        elif rejected is not None:
            inner = [ord(c) for c in input_codes(m.charset, rejected[0])]
            self.codes, self.cursor = q + inner + q, len(q) + len(inner)
            self.marker = rejected[1] + len(q)
        else:
            self.codes, self.cursor, self.marker = q + q, len(q), None
        self.mode = MODE_KL
        self.input_mode = True
        self.check = check
        self.quotes = bool(q)
        self.show_answer()
        m.key_values.clear()
        m.waiting_for = "input"
        try:
            while True:
                m.clock.next_frame()
                m.host.waiting(m, "input")
                while m.key_values:
                    if self.key(m.key_values.pop(0)) is not None:
                        text = self._answer_text(bool(q))
                        self.answer = (text, list(self.codes), self.cursor)
                        return text
        finally:
            m.waiting_for = None
            self.input_mode = False

    def _quoted(self) -> bool:
        """The line is the quotes and a string between them."""
        quote = self.machine.charset.quote
        codes = self.codes
        return len(codes) >= 2 and codes[0] == quote and codes[-1] == quote \
            and quote not in codes[1:-1]

    def _answer_text(self, quotes: bool) -> str:
        """The line as the compiler takes an answer: a string's characters
        (escapes where a code is no plain character), else an expression."""
        m = self.machine
        cs = m.charset
        if quotes and self._quoted():
            m.input_is_expression = False
            return "".join("\\" + cs.chars[c - 128]
                           if 128 <= c < 192 and cs.chars[c - 128].isalpha()
                           else encode_char(cs, c) for c in self.codes[1:-1])
        m.input_is_expression = quotes
        return m.answer_text(self.codes)

    def _answer_index(self, index: int, raw: bool) -> int:
        """An index into the codes of the answer's text (where the
        compiler's marker goes) as an index into the line's codes."""
        if raw:
            return index + 1
        m = self.machine
        for k in range(len(self.codes)):
            if len(input_codes(m.charset, m.answer_text(self.codes[:k + 1]))) > index:
                return k
        return len(self.codes)

    def show_answer(self) -> None:
        """INPUT's line as the ROM shows it (Zx8xMachine.show_input), the
        ZX80's marker where its check after every key puts it."""
        m = self.machine
        if m.LIVE_SYNTAX_MARK and self.check is not None:
            at = self.check(m.answer_text(self.codes))
            self.marker = None if at is None else self._answer_index(at, False)
        elif m.LIVE_SYNTAX_MARK and self.quotes:
            # a string's answer with its quotes taken away: an expression
            self.marker = None if self._quoted() else m.string_answer_mark(self.codes)
        m.show_input(self.codes, self.cursor, self.marker, self.cursor_code())

    def start(self, line: tuple[list[int], int]) -> None:
        """A fresh edit line: ``line`` is its codes and the cursor's place."""
        self.codes, self.cursor = list(line[0]), line[1]
        self.mode = MODE_KL
        self.marker = None
        self.lower = MIN_LOWER

    def key(self, value: int) -> Optional[list[int]]:
        """One key (its key value): the line when it was entered, else
        None."""
        m = self.machine
        self.marker = None                      # DISPLAY-6 clears X_PTR
        mode = self.mode
        if mode == MODE_F:
            self.mode = MODE_KL                 # K-DECODE: F mode is for one key
        l_mode = self.input_mode or not m.keyword_mode(self.codes, self.cursor)
        code = m.decode_key(value, mode, l_mode)
        if 0x70 <= code <= 0x7F:
            return self.editing_key(code)
        self._insert(code)
        self.redraw()
        return None

    def redraw(self) -> None:
        if self.input_mode:
            self.show_answer()
        else:
            self.show()

    def _insert(self, code: int) -> None:
        self.codes.insert(self.cursor, code)
        self.cursor += 1
        self.marker = None

    def editing_key(self, code: int) -> Optional[list[int]]:
        """The editing keys (ED-KEYS): the line when NEWLINE entered it."""
        m = self.machine
        if code == NEWLINE:
            if self.input_mode:
                return None if m.LIVE_SYNTAX_MARK and self.marker is not None else self.codes
            return self._newline()
        if self.input_mode and (code in (UP, DOWN, EDIT) or (code == GRAPHICS and m.HOME_KEY)):
            if code == EDIT:
                self.codes, self.cursor = [], 0           # EDIT-INP: CURSOR-IN
            self.redraw()                                 # KEY-INPUT: LOWER
            return None
        if code == LEFT and self.cursor:
            self.cursor -= 1
        elif code == RIGHT and self.cursor < len(self.codes):
            self.cursor += 1
        elif code == RUBOUT and self.cursor:
            self.cursor -= 1
            del self.codes[self.cursor]
            self.marker = None
        elif code in (UP, DOWN) or (code == GRAPHICS and m.HOME_KEY):
            m.move_current_line(code)
            m.auto_list(self.lower)
        elif code == EDIT:
            line = m.current_line_codes()
            if line is None:
                self.start(([], 0))
                m.edit_without_program()
                m.auto_list(self.lower)
            else:
                self.start(line)
        elif code == GRAPHICS:
            self.mode = MODE_G
        elif code == FUNCTION:
            self.mode = MODE_F
        elif code == KL:
            self.mode = MODE_KL
        self.redraw()
        return None

    def _newline(self) -> Optional[list[int]]:
        m = self.machine
        if m.LIVE_SYNTAX_MARK and self.marker is not None:
            return None                         # ED-ENTER: X_PTR is set
        if not any(self.codes):
            self.start(([], 0))
            m.cls()
            m.auto_list(self.lower)
            self.show()
            return None
        fault = m.retyped_fault(self.codes)
        if fault is not None:
            # letters that spell a keyword: the ROM sees letters, which a
            # line of listing text cannot say; refused where they start
            m.auto_list(self.lower)
            self.show()
            self.marker = fault
            self.show_marker()
            return None
        line = self.codes
        self.entered = (line, self.cursor, self.lower)
        m.screen.clear_rows(ROWS - self.lower, ROWS - 1)      # LINE-ENDS
        self.start(([], 0))
        return line

    def refuse(self, at: int) -> None:
        """The REPL would not take the line entered last: the next read has
        it back as it was, with the marker before its code ``at``."""
        codes, cursor, lower = self.entered
        self.refused = (codes, cursor, at, lower)

    def paste(self, lines: list[tuple[list[int], bool]]) -> None:
        """Lines typed ahead (a paste), each with whether NEWLINE ended it."""
        self.queued.extend(lines)

    # -- the lower screen ----------------------------------------------------------
    def show(self) -> None:
        """Print the edit line in the lower screen (ZX81 LOWER and
        COPY-LINE, ZX80 ED-COPY), the lower screen growing upwards while
        the line needs more rows."""
        m = self.machine
        if m.LIVE_SYNTAX_MARK:
            self.marker = m.syntax_mark(self.codes)
        self.show_marker()

    def show_marker(self) -> None:
        """Print the edit line with the marker where it is now."""
        m = self.machine
        printed = self.printed()
        rows = max(1, -(-len(printed) // COLS))
        lower = min(max(self.lower, rows + 1), ROWS)
        if lower > self.lower:
            m.lower_screen_grew(self.lower, lower)
            self.lower = lower
        first = ROWS - self.lower
        m.screen.clear_rows(first, ROWS - 1)
        shown = printed[:COLS * (self.lower - 1)]
        for k in range(0, len(shown), COLS):
            m.screen.write_row(first + 1 + k // COLS, shown[k:k + COLS])

    def printed(self) -> list[int]:
        """The codes the edit line prints: the line as LIST prints it
        (keywords spelt out with their spaces), the cursor and the marker
        among them.  The cursor leaves FLAGS bit 0 (a keyword's leading
        space) as it is; the ZX81's marker is printed as a character."""
        m = self.machine
        cs = m.charset
        items: list[int] = []
        for p in range(len(self.codes) + 1):
            if p == self.cursor:
                items.append(CURSOR)
            if p == self.marker:
                items.append(MARKER)
            if p < len(self.codes):
                items.append(self.codes[p])
        out: list[int] = []
        no_lead = True                          # COPY-LINE / OUT-LINE-2
        for item in items:
            if item == CURSOR:
                out.append(self.cursor_code())
                continue
            if item == MARKER:
                out.append(m.ERROR_MARK)
                if m.MARK_CLEARS_FLAG:
                    no_lead = False
                continue
            (lead, chars, trail), = listed(cs, [item], no_lead)
            out += [0] * lead + chars + [0] * trail
            if is_character(item):
                no_lead = no_lead and not item
            else:
                no_lead = bool(trail)
        return out

    def cursor_code(self) -> int:
        """The cursor as OUT-CURS prints it: inverse K, L, F or G."""
        letter = {MODE_F: "F", MODE_G: "G"}.get(self.mode)
        if letter is None:
            letter = "K" if not self.input_mode and \
                self.machine.keyword_mode(self.codes, self.cursor) else "L"
        return self.machine.charset.code_of[letter] | 0x80


def take_key(held: frozenset[str], down: bool) -> tuple[Optional[int], bool]:
    """The ROMs' rule for a new key: (the key value taken now or None, and
    whether a key is down after this look at the keyboard).  A key is taken
    when it goes down with no other key down before it; the next only after
    every key but SHIFT has been let go."""
    if not held - {"CS"}:
        return None, False
    if down:
        return None, True
    return key_value(held), True

"""The ZX80's and ZX81's machines as their line editor (:mod:`.editor`) and
automatic listing (:mod:`.autolist`) ask them: what K and L mean, where the
syntax marker goes, a line's codes as listing text and back, the current
line, EDIT.  :class:`EditorHooks` is a base of
basic.dialects.zx8x.machine.Zx8xMachine; each dialect machine fills in its
ROM's part (``decode_key``, ``keyword_mode``, ``line_storage``...).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Optional

from ...core.errors import BasicError, BasicSyntaxError
from ...core.formats import FormatError
from .charset import input_codes
from .files import Machine as LineStorage
from .screen import ROWS

if TYPE_CHECKING:  # pragma: no cover
    from .autolist import AutoList
    from .charset import Charset
    from .screen import TextScreen


class EditorHooks:
    """The editor's questions to the machine, and the answers both ROMs share."""

    charset: "Charset"
    screen: "TextScreen"
    listing: "AutoList"
    report_text: str

    #: the inverse ``>`` OUT-LINE marks E_PPC's line with
    LIST_MARK = 0x92
    #: UPPER lists from the line before S_TOP's when there is no line S_TOP
    AUTO_LIST_FROM_BEFORE = False
    #: SHIFT+9 is HOME (the ZX80's), not GRAPHICS (the ZX81's)
    HOME_KEY = False
    #: a line number's digits may have spaces between them (the ZX81's
    #: E-LINE-NO reads them with NEXT-CHAR; the ZX80's INT-TO-HL stops at a
    #: space)
    SPACED_LINE_NUMBERS = True
    #: the first key after a report only brings the listing back (ZX80
    #: MAIN-5); the ZX81 takes it as the edit line's first
    REPORT_TAKES_KEY = False
    #: the syntax marker is printed as a character, which lets the next
    #: keyword have its leading space (the ZX81's RST 10; the ZX80 prints it
    #: with PRINT-A-2, as the cursor)
    MARK_CLEARS_FLAG = False

    def decode_key(self, value: int, mode: int, l_mode: bool) -> int:
        """The code key value ``value`` gives in the editor's ``mode``
        (basic.dialects.zx8x.editor: K/L, F, G) with the L cursor or not:
        the ROM's key table."""
        raise NotImplementedError

    def keyword_mode(self, codes: list[int], cursor: int) -> bool:
        """The cursor before ``codes[cursor]`` is the K cursor."""
        raise NotImplementedError

    def syntax_mark(self, codes: list[int]) -> Optional[int]:
        """Where the syntax check run after every key puts its marker (the
        ZX80's ED-COPY), or None."""
        return None

    def line_storage(self) -> LineStorage:
        """How this ROM stores a line (basic.dialects.zx8x.files)."""
        raise NotImplementedError

    def listing_body(self, line: Any) -> list[int]:
        """A program line's codes as LIST prints them (no hidden numbers)."""
        raise NotImplementedError

    def listing_lines(self, program: Any) -> list[tuple[int, list[int]]]:
        return [(line.number, self.listing_body(line)) for line in program.lines]

    #: the INPUT answer last typed is a string expression (the quotes the
    #: ROM put round a string's answer were taken away)
    input_is_expression = False

    def answer_text(self, codes: list[int]) -> str:
        """INPUT's line as an expression's text (keywords spelt out)."""
        return self.line_storage().decode_body(bytes(codes), 0, [])

    def string_answer_mark(self, codes: list[int]) -> Optional[int]:
        """Where the live syntax check (the ZX80's) puts its marker in a
        string's INPUT line whose quotes were taken away (a string
        expression), or None."""
        return None

    def answer_index(self, codes: list[int], column: Optional[int]) -> int:
        """The index in ``codes`` of the code at ``column`` (1-based) of
        their :meth:`answer_text` (the end when past it)."""
        if column is None:
            return len(codes)
        for k in range(len(codes)):
            if len(self.answer_text(codes[:k + 1]).rstrip()) >= column:
                return k
        return len(codes)

    def split_line(self, codes: list[int]) -> tuple[Optional[int], int]:
        """(the line number, or None for a command; where the body starts):
        its digits read as the ROMs read them (the ZX81's with spaces
        between them skipped), the spaces after it the body's."""
        digits: list[int] = []
        at = 0
        while at < len(codes) and codes[at] == 0:
            at += 1
        while at < len(codes) and (0x1C <= codes[at] <= 0x25 or
                                   (codes[at] == 0 and self.SPACED_LINE_NUMBERS)):
            if codes[at]:
                digits.append(codes[at] - 0x1C)
            at += 1
        if not digits:
            return None, 0
        while at and codes[at - 1] == 0:
            at -= 1
        return int("".join(map(str, digits))), at

    def line_text(self, codes: list[int]) -> str:
        """Edit-line codes as a line of listing text, which the dialect's
        syntax reads back as the same codes: the number, then the body with
        keywords spelt out (basic.dialects.zx8x.files)."""
        storage = self.line_storage()
        number, at = self.split_line(codes)
        if number is None:
            return storage.decode_body(bytes(codes), 0, [])
        body = storage.decode_body(bytes(codes[at:]), number, [])
        return f"{number} {body}" if body.strip() else str(number)

    def retyped_fault(self, codes: list[int]) -> Optional[int]:
        """Where :meth:`line_text` does not give these codes back (letters
        that spell a keyword read as the keyword, where the ROM sees
        letters), as an index into ``codes``; None when it does.  The ROM's
        syntax check would refuse such a line there, or take it with the
        letters as a name, which a listing cannot say."""
        storage = self.line_storage()
        number, at = self.split_line(codes)
        body = codes[at:]
        try:
            text = storage.decode_body(bytes(body), number or 0, [])
            again = list(storage.typed_body(text, number or 0))
        except (BasicError, BasicSyntaxError, FormatError, KeyError, ValueError):
            return None                         # the syntax check will say
        skip = 0
        if not storage.keeps_leading_spaces:
            while skip < len(body) and body[skip] == 0:
                skip += 1
        end = len(body)
        while end > skip and body[end - 1] == 0:
            end -= 1
        while again and again[-1] == 0:
            again.pop()
        if body[skip:end] == again:
            return None
        k = 0
        while k < len(again) and skip + k < len(body) and body[skip + k] == again[k]:
            k += 1
        return at + skip + k

    def text_index(self, codes: list[int], column: Optional[int]) -> int:
        """The index in ``codes`` of the code at ``column`` (1-based) of
        their :meth:`line_text` (the end when past it)."""
        if column is None:
            return len(codes)
        for k in range(len(codes)):
            if len(self.line_text(codes[:k + 1]).rstrip()) >= column:
                return k
        return len(codes)

    def text_codes(self, text: str) -> list[int]:
        """A line of listing text as the keys would type it: the number's
        digits, then the body with keywords as tokens and no hidden
        numbers; text that does not read as a line goes in as characters."""
        stripped = text.strip()
        digits = len(stripped) - len(stripped.lstrip("0123456789"))
        number = int(stripped[:digits]) if digits else 0
        body = stripped[digits:]
        if digits and body.startswith(" "):
            body = body[1:]
        head = [0x1C + int(d) for d in stripped[:digits]]
        try:
            return head + list(self.line_storage().typed_body(body, number))
        except (BasicError, FormatError, KeyError, ValueError):
            return head + [ord(c) for c in input_codes(self.charset, body)]

    def edit_codes(self, text: str) -> tuple[list[int], int]:
        """The REPL's EDIT: ``text`` in the edit line as the ROM's EDIT puts
        a line there (its number in four columns, the cursor after it)."""
        codes = self.text_codes(text)
        digits = 0
        while digits < len(codes) and 0x1C <= codes[digits] <= 0x25:
            digits += 1
        if not digits:
            return codes, len(codes)
        number = "".join(str(c - 0x1C) for c in codes[:digits])
        head = self.number_codes(int(number))
        return head + codes[digits:], len(head)

    def number_codes(self, number: int) -> list[int]:
        """A line number as EDIT prints it into the edit line: four
        columns, leading spaces (OUT-NO, OUT-NUM-2)."""
        return [0 if ch == " " else 0x1C + int(ch) for ch in f"{number:4d}"]

    def current_line_codes(self) -> Optional[tuple[list[int], int]]:
        """EDIT: the current line as the edit line (codes, cursor), or None
        with no program."""
        line = self.listing.current()
        if line is None:
            return None
        head = self.number_codes(line[0])
        return head + list(line[1]), len(head)

    def edit_without_program(self) -> None:
        """EDIT with no program: the edit line is emptied (and the ZX80
        goes back to MAIN-EXEC)."""

    def move_current_line(self, code: int) -> None:
        """Cursor up (0x70), down (0x71) or the ZX80's HOME (0x74)."""
        if code == 0x70:
            self.listing.up()
        elif code == 0x71:
            self.listing.down()
        else:
            self.listing.home()

    def auto_list(self, lower: int = 2) -> None:
        """The automatic listing on a cleared screen, above a lower screen
        of ``lower`` lines."""
        rows = self.listing.rows(ROWS - lower)
        self.screen.cls()
        for r, codes in enumerate(rows):
            self.screen.write_row(r, codes)

    def lower_screen_grew(self, old: int, new: int) -> None:
        """A long edit line took rows ``ROWS - new`` .. ``ROWS - old - 1``
        (the ZX81 blanks them; the ZX80 lists the program again above)."""

    def line_entered(self, program: Any, number: int) -> None:
        """A line numbered ``number`` was entered (stored or deleted): it
        is the current line, and the program is listed round it."""
        self.listing.entered(self.listing_lines(program), number)
        self.auto_list()

    def report_shown(self) -> bool:
        """The bottom row still shows the last report (it stays until a key
        is pressed, as on the machine)."""
        if not self.report_text:
            return False
        codes = [self.charset.code_of.get(c, 0) for c in self.report_text]
        return self.screen.codes()[ROWS - 1][:len(codes)] == codes

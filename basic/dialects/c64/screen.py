"""The C64's 40x25 text screen and the KERNAL screen editor that prints on it.

Screen RAM (1024-2023) holds one screen code per cell and colour RAM
(55296-56295, :class:`.bus.ColourRam`) one colour per cell; both are on the
C64's bus (:class:`.bus.C64Memory`), so a program that POKEs there changes the
screen and one that PEEKs reads it.  The editor writes them directly, as the
KERNAL's own stores do.  It switches the character set with bit 1 of the
VIC-II's 53272 (:mod:`.vic`), where the picture reads the border (53280)
and background (53281) too.  The text colour is 646.

:meth:`CbmScreen.out` is the KERNAL's PRINT routine (``prt`` in the KERNAL
source), step by step:

* printable codes become screen codes (reverse video adds 128) in the current
  colour; a ``"`` toggles quote mode, in which control codes are shown as
  reversed characters instead of being obeyed, and so are the next
  characters after INST DEL (insert mode);
* control codes: RETURN (13, 141), cursor moves (17 down, 145 up, 29 right,
  157 left), HOME (19), CLR (147), RVS ON/OFF (18, 146), DEL (20), INST (148),
  the 16 colours, lower/upper case (14, 142), shift lock (8, 9);
* a *logical line* is one or two physical rows: printing past column 39 links
  the next row into the line (pushing the rows below down only while the
  editor reads a line, as the KERNAL's auto-scroll-down does), past column 79
  starts a new logical line; the link table is the KERNAL's LDTB1 (high bit
  set = the row starts a logical line), kept at 217-241 as on the machine;
* moving off the bottom scrolls the whole screen up by a logical line.

``pntr`` (column within the logical line, 0-79, also at 211) and ``tblx``
(row, at 214) are the cursor, as PLOT and POS read them.  ``pnt`` is where
the cursor's logical line starts in screen RAM (PNT, 209/210): the KERNAL
sets it only in STUPT and SETPNT, and PRT writes at PNT + PNTR, so a
program that POKEs 211 prints at that column of the current line, and one
that POKEs 214 alone goes on printing on the line PNT points at (RETURN
then goes down from the row in 214) until STUPT (``SYS 58732``, PLOT's
``SYS 58640``) moves PNT.  :meth:`CbmScreen.load` takes the editor's
variables back from zero page as they are, as PRT finds them there.
"""
from __future__ import annotations

from .bus import C64Memory
from .petscii import COLOUR_OF_CODE, petscii_to_screen, screen_to_petscii

SCREEN = 1024
COLOUR_RAM = 55296
COLS = 40
ROWS = 25
MAXCHR = 80

BORDER = 53280
BACKGROUND = 53281
VIC_MEMORY = 53272
TEXT_COLOUR = 646
PNTR = 211
TBLX = 214
LNMX = 213
QTSW = 212
INSRT = 216
RVS = 199
PNT = 209            # 209-210: the cursor's line in screen RAM
USER = 243           # 243-244: the same line in colour RAM
LDTB1 = 217          # 217-241: the line link table (one byte per row + the end mark)
#: the editor's zero page (LSXP..USER), compared by :meth:`CbmScreen.load`
EDITOR_FIRST, EDITOR_LAST = 199, 245
MODE = 657           # bit 7: shift+Commodore case switching locked


class CbmScreen:
    """The screen editor's state and its PRINT routine."""

    def __init__(self, memory: C64Memory) -> None:
        self.memory = memory
        self.colour_ram = memory.colour_ram
        self.vic = memory.vic
        self.pntr = 0
        self.tblx = 0
        self.lnmx = COLS - 1
        self.qtsw = False
        self.rvs = False
        self.insrt = 0
        self.autodn = False        # while reading a line, wrapping pushes rows down
        self.lsxp = 0              # row and column where line input began (LSXP, LSTP)
        self.lstp = 0
        self.links = [True] * (ROWS + 1)   # LDTB1's high bits: True = row starts a line
        self.pnt = 0               # PNT - 1024: where the cursor's logical line starts
        memory.data[TEXT_COLOUR] = 14
        self.clear()

    # -- properties kept in memory ---------------------------------------------------
    @property
    def colour(self) -> int:
        return self.memory.data[TEXT_COLOUR] & 0x0F

    @property
    def border(self) -> int:
        return self.vic.border

    @property
    def background(self) -> int:
        return self.vic.background

    @property
    def lower_case(self) -> bool:
        return self.vic.lower_case

    def _case(self, lower: bool) -> None:
        """LOWER/UPPER: bit 1 of the VIC-II's 53272."""
        vic = self.vic
        value = vic.regs[VIC_MEMORY - 53248]
        vic.write(VIC_MEMORY, value | 0x02 if lower else value & 0xFD)

    def _sync(self) -> None:
        """Mirror the editor's variables into zero page, where programs PEEK them."""
        d = self.memory.data
        d[PNTR] = self.pntr
        d[TBLX] = self.tblx
        d[LNMX] = self.lnmx
        d[QTSW] = 1 if self.qtsw else 0
        d[201] = self.lsxp
        d[202] = self.lstp
        d[INSRT] = self.insrt
        d[RVS] = 0x12 if self.rvs else 0
        for r in range(ROWS):
            d[LDTB1 + r] = (0x84 if self.links[r] else 0x04) + ((SCREEN + COLS * r) >> 8) - 4
        # PNT and USER: the cursor's logical line in screen and colour RAM (SETPNT)
        pnt, user = (SCREEN + self.pnt) & 0xFFFF, (COLOUR_RAM + self.pnt) & 0xFFFF
        d[PNT], d[PNT + 1] = pnt & 0xFF, pnt >> 8
        d[USER], d[USER + 1] = user & 0xFF, user >> 8

        self._synced = bytes(d[EDITOR_FIRST:EDITOR_LAST])

    def load(self) -> None:
        """The editor's variables back from zero page where machine code (or
        a POKE) changed them since the editor last wrote them, as they are
        (PRT reads them there at every code): the cursor (214 the row, 211
        the column), PNT (209/210), the line's last column (213), quote
        mode, the insert count, the reverse flag and the link table."""
        d = self.memory.data
        if bytes(d[EDITOR_FIRST:EDITOR_LAST]) == self._synced:
            return
        self.tblx = d[TBLX]
        self.pntr = d[PNTR]
        self.lnmx = min(d[LNMX], MAXCHR - 1)
        self.qtsw = bool(d[QTSW])
        self.insrt = d[INSRT]
        self.rvs = bool(d[RVS])
        self.lsxp, self.lstp = d[201], d[202]
        self.links = [bool(d[LDTB1 + r] & 0x80) for r in range(ROWS)] + [True]
        self.links[0] = True
        pnt = (d[PNT] | d[PNT + 1] << 8) - SCREEN
        # PNT outside the screen: the KERNAL would write into any memory there
        self.pnt = pnt if 0 <= pnt and pnt + MAXCHR <= COLS * (ROWS + 1) else \
            COLS * min(self.row_start(), ROWS - 1)
        self._sync()

    def stupt(self) -> None:
        """STUPT ($E56C): the cursor to row PEEK(214), column PEEK(211)
        (a column below 40 is one of that row, made the column of its
        logical line), PNT and the line's end worked out."""
        self.load()
        self.tblx = min(self.tblx, ROWS - 1)
        self.pntr = min(self.pntr, MAXCHR - 1)
        if self.pntr < COLS:
            self._stupt()
        else:
            pntr = self.pntr
            self.pntr = 0
            self._stupt()
            self.pntr = pntr
        self._sync()

    # -- rows and the logical line --------------------------------------------------------
    def row_start(self) -> int:
        """The first physical row of the logical line the cursor is in."""
        r = self.tblx
        while r > 0 and not self.links[r]:
            r -= 1
        return r

    def _stupt(self) -> None:
        """STUPT: put the cursor at (tblx, pntr) and work out its logical line."""
        r = self.tblx
        p = self.pntr
        while r > 0 and not self.links[r]:
            p += COLS
            r -= 1
        self.pntr = p
        self.pnt = COLS * r                   # SETPNT
        end = COLS - 1
        r2 = r + 1
        while r2 < ROWS and not self.links[r2]:
            end += COLS
            r2 += 1
        self.lnmx = end

    def _cell(self, pntr: int) -> int:
        """Screen RAM offset of column ``pntr`` of the line PNT points at."""
        return self.pnt + pntr

    # -- clearing and scrolling -----------------------------------------------------------
    def clear(self) -> None:
        """CLR: blank every row in the current colour, home the cursor."""
        self.memory.data[SCREEN:SCREEN + COLS * ROWS] = b"\x20" * (COLS * ROWS)
        self.colour_ram[:COLS * ROWS] = bytes([self.colour]) * (COLS * ROWS)
        self.links = [True] * (ROWS + 1)
        self.home()

    def home(self) -> None:
        self.pntr = 0
        self.tblx = 0
        self._stupt()
        self._sync()

    def clear_row(self, r: int) -> None:
        """CLRLN: row ``r`` blank in the current colour (PNT is left there)."""
        self._clear_row(r)
        self.pnt = COLS * r
        self._sync()

    def _clear_row(self, r: int) -> None:
        a = COLS * r
        self.memory.data[SCREEN + a:SCREEN + a + COLS] = b"\x20" * COLS
        self.colour_ram[a:a + COLS] = bytes([self.colour]) * COLS

    def _copy_row(self, src: int, dst: int) -> None:
        d, c = self.memory.data, self.colour_ram
        s, t = COLS * src, COLS * dst
        d[SCREEN + t:SCREEN + t + COLS] = d[SCREEN + s:SCREEN + s + COLS]
        c[t:t + COLS] = c[s:s + COLS]

    def scroll_up(self) -> None:
        """SCROL: move every row up one, as often as it takes to remove the
        whole logical line at the top; the cursor row follows."""
        while True:
            self.tblx -= 1
            for r in range(ROWS - 1):
                self._copy_row(r + 1, r)
            self._clear_row(ROWS - 1)
            self.links = self.links[1:ROWS] + [True, True]
            self.lsxp = (self.lsxp - 1) & 0xFF
            if self.links[0]:
                break
        self.tblx += 1
        self.pnt = COLS * (ROWS - 1)          # SCROL's CLRLN of the last row
        self.scrolled += 1

    scrolled = 0

    def _insert_row_below(self, row: int) -> None:
        """NEWLIN: push the rows below ``row`` down one to make room for the
        line's second row (or scroll when the line is at the bottom)."""
        if row >= ROWS - 1:
            self.scroll_up()
            return
        for r in range(ROWS - 1, row + 1, -1):
            self._copy_row(r - 1, r)
        self._clear_row(row + 1)
        self.links[row + 2:ROWS] = self.links[row + 1:ROWS - 1]

    # -- the cursor's moves ------------------------------------------------------------
    def _next_line(self) -> None:
        """NXLN: down to the first row of the next logical line (the column
        is left as it is; RETURN sets it to 0 first)."""
        self.lsxp >>= 1                       # as the KERNAL's NXLN does (LSR LSXP)
        r = self.tblx
        while True:
            r += 1
            if r >= ROWS:
                self.scroll_up()
                r = self.tblx
            if self.links[r]:
                break
        self.tblx = r
        self._stupt()

    def _chkdwn(self) -> None:
        """The cursor leaves column 39 or 79 of a logical line: next row."""
        if self.pntr in (COLS - 1, 2 * COLS - 1) and self.tblx < ROWS:
            self.tblx += 1

    def _chkbak(self) -> None:
        if self.pntr in (0, COLS):
            self.tblx -= 1

    def _wrap(self) -> None:
        """WLOGIC: the cursor moves on after a character was put."""
        self._chkdwn()
        self.pntr += 1
        if self.pntr <= self.lnmx:
            return
        if self.lnmx >= MAXCHR - 1:
            self.tblx -= 1
            self.pntr = 0
            self._next_line()
            return
        if self.autodn:
            first = self.row_start()
            self._insert_row_below(first + (self.lnmx // COLS))
            if self.tblx > ROWS - 1:
                self.tblx = ROWS - 1
        elif self.tblx >= ROWS:
            self.scroll_up()
            self.tblx -= 1
        r = self.tblx
        self.links[r] = False
        if r + 1 <= ROWS:
            self.links[r + 1] = True
        self.lnmx += COLS
        self.pnt = COLS * self.row_start()    # FINDST: SETPNT

    def _put(self, screen_code: int) -> None:
        """DSPP: a screen code at the cursor in the current colour."""
        a = self._cell(self.pntr)
        if 0 <= a < COLS * ROWS:
            self.memory.data[SCREEN + a] = screen_code
            self.colour_ram[a] = self.colour

    # -- PRINT ---------------------------------------------------------------------------------
    def out(self, code: int) -> None:
        """The KERNAL's PRINT routine for one PETSCII code."""
        if code == 0x0D or code == 0x8D:
            self.insrt = 0
            self.rvs = False
            self.qtsw = False
            self.pntr = 0
            self._next_line()
        elif 0x20 <= code < 0x80 or code >= 0xA0:
            screen = petscii_to_screen(code)
            if code == 0x22:
                self.qtsw = not self.qtsw
            self._printable(screen)
        elif code < 0x80:
            # NTCN: insert mode shows any control code, quote mode all but DEL
            if self.insrt or (self.qtsw and code != 0x14):
                self._printable(code | 0x80, reverse=False)
            else:
                self._control(code)
        elif self.qtsw or (self.insrt and code != 0x94):
            # UP5/UP9: quote mode shows any shifted control code, insert mode all but INST
            self._printable((code & 0x7F) | 0xC0, reverse=False)
        else:
            self._shifted_control(code)
        self._sync()

    def out_text(self, text: str) -> None:
        for ch in text:
            self.out(ord(ch))

    def _printable(self, screen: int, reverse: bool | None = None) -> None:
        if self.rvs and reverse is None:
            screen |= 0x80
        if self.insrt:
            self.insrt -= 1
        self._put(screen)
        self._wrap()

    def _control(self, code: int) -> None:
        if code == 0x14:
            self._delete()
        elif code == 0x12:
            self.rvs = True
        elif code == 0x13:
            self.home()
        elif code == 0x1D:
            old = self.pntr
            self._chkdwn()
            self.pntr += 1
            if old >= self.lnmx:
                self.tblx -= 1
                self.pntr = 0
                self._next_line()
        elif code == 0x11:
            self._down()
        elif code in COLOUR_OF_CODE:
            self.memory.data[TEXT_COLOUR] = COLOUR_OF_CODE[code]
        elif code == 0x0E:
            self._case(True)
        elif code == 0x08:
            self.memory.data[MODE] |= 0x80
        elif code == 0x09:
            self.memory.data[MODE] &= 0x7F

    def _shifted_control(self, code: int) -> None:
        if code == 0x94:
            self._insert()
        elif code == 0x91:
            if self.tblx:
                self.tblx -= 1
                if self.pntr >= COLS:
                    self.pntr -= COLS
                else:
                    self._stupt()
        elif code == 0x92:
            self.rvs = False
        elif code == 0x9D:
            if self.pntr == 0:
                self._back_line()
            else:
                self._chkbak()
                self.pntr -= 1
        elif code == 0x93:
            self.clear()
        elif code in COLOUR_OF_CODE:
            self.memory.data[TEXT_COLOUR] = COLOUR_OF_CODE[code]
        elif code == 0x8E:
            self._case(False)

    def _down(self) -> None:
        y = self.pntr + COLS
        self.tblx += 1
        if y <= self.lnmx:
            self.pntr = y
            return
        self.tblx -= 1
        while y >= COLS:
            y -= COLS
        self._next_line()
        self.pntr = y

    def _back_line(self) -> bool:
        """BKLN: from column 0 to the end of the previous row's line."""
        if self.tblx == 0:
            self.pntr = 0
            return False
        self.tblx -= 1
        self.pntr = 0
        self._stupt()
        self.pntr = self.lnmx
        return True

    def _delete(self) -> None:
        d, c = self.memory.data, self.colour_ram
        if self.pntr == 0:
            if not self._back_line():
                return
            y = self.pntr
        else:
            self._chkbak()
            self.pntr -= 1
            y = self.pntr
            base = self.pnt
            for k in range(y, min(self.lnmx, COLS * ROWS - 1 - base)):
                d[SCREEN + base + k] = d[SCREEN + base + k + 1]
                c[base + k] = c[base + k + 1]
            y = self.lnmx
        self._blank(self._cell(y))

    def _blank(self, a: int) -> None:
        """A space in the current colour at screen offset ``a``."""
        if 0 <= a < COLS * ROWS:
            self.memory.data[SCREEN + a] = 0x20
            self.colour_ram[a] = self.colour

    def _insert(self) -> None:
        d, c = self.memory.data, self.colour_ram
        base = self.pnt
        last = d[(SCREEN + base + self.lnmx) & 0xFFFF]
        if last != 0x20 or self.pntr == self.lnmx:
            if self.lnmx >= MAXCHR - 1:
                return
            first = self.row_start()
            self._insert_row_below(first)
            if self.tblx > first and first >= ROWS - 1:
                first -= 1
            first = min(first, ROWS - 2)
            self.links[first + 1] = False
            self.lnmx += COLS
            base = self.pnt = COLS * first
        for k in range(min(self.lnmx, COLS * ROWS - 1 - base), self.pntr, -1):
            d[SCREEN + base + k] = d[SCREEN + base + k - 1]
            c[base + k] = c[base + k - 1]
        self._blank(base + self.pntr)
        self.insrt += 1

    # -- reading a line back ------------------------------------------------------------------
    def input_begin(self) -> None:
        """BASIN from the keyboard: remember where input starts; wrapping
        now pushes the rows below down (AUTODN)."""
        self.lstp = self.pntr
        self.lsxp = self.tblx
        self.autodn = True
        self._sync()

    def input_end(self) -> str:
        """RETURN was pressed: the logical line the cursor is on, from where
        input began if that is still this line (the KERNAL's test of LSXP),
        up to its last character that is not a space, as PETSCII."""
        self.autodn = False
        d = self.memory.data
        first = self.row_start()
        base = SCREEN + self.pnt
        y = self.lnmx
        while y > 0 and d[base + y] == 0x20:
            y -= 1
        indx = y + 1
        begin = 0
        if not self.lsxp & 0x80:
            row = self.tblx if self.tblx == self.lsxp else first
            if row == self.lsxp:
                begin = self.lstp
        out = []
        quote = False
        for k in range(begin, indx):
            code = screen_to_petscii(d[base + k], quote)
            if code == 0x22:
                quote = not quote
            out.append(chr(0xFF if code == 0xDE else code))
        self.pntr = max(indx, begin) + 1 if begin < indx else begin
        self.qtsw = False
        self._sync()
        return "".join(out)

    # -- for dumps --------------------------------------------------------------------------------
    def codes(self) -> list[list[int]]:
        d = self.memory.data
        return [list(d[SCREEN + COLS * r:SCREEN + COLS * r + COLS]) for r in range(ROWS)]

    def colours(self) -> list[list[int]]:
        c = self.colour_ram
        return [list(c[COLS * r:COLS * r + COLS]) for r in range(ROWS)]

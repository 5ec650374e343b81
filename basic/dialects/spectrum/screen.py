"""The Spectrum's screen: the ROM's PRINT-OUT and friends, in Python.

The display file (16384..22527) and the attributes (22528..23295) in
:class:`~basic.core.memory.Memory` *are* the screen, and every position,
colour and state lives where the ROM keeps it (S_POSN, DF_CC, S_POSNL, DF_CCL,
ECHO_E, SCR_CT, DF_SZ, ATTR_T/MASK_T/P_FLAG, TVDATA, the output routine in each
channel record ...), so PEEK sees the truth and POKE changes what happens next.

The methods mirror the ROM routines one for one (names in the comments); the
positions are the ROM's own reversed coordinates: a *line* ``b`` counts down
from 24 (0x18, the top row) and a *column* ``c`` from 33 (0x21, the left
edge) to 1 (just past the right edge).  See "The Complete Spectrum ROM
Disassembly", part 5, for the originals.

How the interpreter drives it (what the ROM's statements do):

* RUN: :func:`~basic.dialects.spectrum.sysvars.init_system_variables`, then
  :meth:`cls` (RUN's CLEAR does a CLS; channel K is left open).
* PRINT: ``open_channel('S')`` (CHAN-OPEN; ``#1`` opens ``'K'``), ``temps()``,
  then each item's codes with :meth:`out` (strings as their codes, numbers as
  their digits, ``;`` nothing, ``,`` 6, ``'`` 13, ``AT r,c`` 22,r,c, ``TAB n``
  23,n&255,n>>8, colour items 16..21,value) and a final 13 unless the
  statement ends with a separator.
* INK/PAPER/FLASH/BRIGHT/INVERSE/OVER statements: :meth:`set_permanent`.
  BORDER: :meth:`set_border`.  CLS: :meth:`cls`.
* PLOT/DRAW/CIRCLE: :meth:`begin_graphics`, colour items with
  :meth:`colour_item`, :meth:`plot` ..., then :meth:`temps`.
* INPUT: :meth:`input_begin`, prompt items with ``out(..., 'K')``,
  :meth:`input_show` after every change of the edit line, :meth:`input_accept`
  after ENTER (once per item), :meth:`input_end` at the end of the statement.
  A rejected numeric INPUT is shown again with ``input_show(..., error_at=i)``.
* End of a run: :meth:`show_report` (``'0 OK, 10:1'``).

Errors are the ROM's: ``AT`` line 22 in the upper screen is '5 Out of
screen', line 23+ or column 32+ 'B Integer out of range'; a bad colour value
'K Invalid colour'; a full lower screen '5'; ``scroll?`` answered with n, N,
SPACE or STOP 'D BREAK - CONT repeats'.

``wait_key`` is the hook for ``scroll?``: it returns a key code (the
interpreter sets it; ``None`` answers ``y`` as the oracle does).  BREAK should
be reported as a space (0x20), which the ROM treats the same way.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable

from ...core.errors import BasicError
from . import sysvars as sv
from ...core.memory import Memory
from .rom import SCROLL_MSG_ADDR, table_entry, token_raw

# ROM addresses stored in a channel record's output slot (the TVDATA machine)
PRINT_OUT = 0x09F4
PO_TV_2 = 0x0A6D
PO_CONT = 0x0A87
KEY_INPUT = 0x10A8

DISPLAY_FILE = 0x4000
ATTRS = 0x5800
ATTR_ROW_23 = 0x5AE0

PERMANENT_KINDS = ("INK", "PAPER", "FLASH", "BRIGHT", "INVERSE", "OVER")


def _rrca3(a: int) -> int:
    """Three RRCAs: rotate a byte right by 3."""
    return ((a >> 3) | (a << 5)) & 0xFF


def cl_addr(b: int) -> int:
    """CL-ADDR: display-file address of the left of screen line ``b`` (24 = top)."""
    a = (0x18 - b) & 0xFF
    return (((a & 0x18) | 0x40) << 8) | (_rrca3(a) & 0xE0)


def pixel_addr(x: int, y: int) -> tuple[int, int]:
    """PIXEL-ADD: (address, bit number from the left) of pixel x, y (y from the bottom)."""
    b = 0xAF - y
    h = 0x40 | ((b & 0xC0) >> 3) | (b & 7)
    l = ((b & 0x38) << 2) | (x >> 3)
    return (h << 8) | l, x & 7


class ZXScreen:
    """The Spectrum's PRINT engine and screen, working in ``memory``.

    Expects the system variables to be initialised
    (:func:`basic.dialects.spectrum.sysvars.init_system_variables`); RUN then does
    :meth:`cls`.
    """

    def __init__(self, memory: Memory) -> None:
        self.memory = memory
        self.d = memory.data
        self.rom_size = memory.rom_size
        self.wait_key: Callable[[], int] | None = None
        self.border = 7                       # last colour sent to port 0xFE
        #: the Z80's B'C' as the last PO-STORE left it (machine code's entry)
        self.alternate_bc = 0x1721

    # ------------------------------------------------------------------
    # small memory helpers
    # ------------------------------------------------------------------
    def _w16(self, addr: int, v: int) -> None:
        self.d[addr] = v & 0xFF
        self.d[addr + 1] = (v >> 8) & 0xFF

    def _r16(self, addr: int) -> int:
        return self.d[addr] | (self.d[addr + 1] << 8)

    def _poke(self, addr: int, v: int) -> None:
        addr &= 0xFFFF
        if addr >= self.rom_size:
            self.d[addr] = v

    def _fill(self, addr: int, n: int, v: int) -> None:
        """Set n bytes from addr to v (an LDIR fill), wrapping, ROM untouched."""
        d = self.d
        while n > 0:
            addr &= 0xFFFF
            run = min(n, 0x10000 - addr)
            lo = max(addr, self.rom_size)
            if lo < addr + run:
                d[lo:addr + run] = bytes([v]) * (addr + run - lo)
            addr += run
            n -= run

    def _copy(self, src: int, dst: int, n: int) -> None:
        """LDIR: copy n bytes upwards from src to dst (dst below src here)."""
        d = self.d
        src &= 0xFFFF
        dst &= 0xFFFF
        if src + n <= 0x10000 and dst + n <= 0x10000 and (dst < src or dst >= src + n):
            lo = max(dst, self.rom_size)
            if lo < dst + n:
                d[lo:dst + n] = d[src + lo - dst:src + n]
            return
        for i in range(n):                     # wrapping or overlapping upwards: byte by byte
            self._poke(dst + i, d[(src + i) & 0xFFFF])

    # ------------------------------------------------------------------
    # channels
    # ------------------------------------------------------------------
    def current_channel(self) -> str:
        """The letter of the channel CURCHL points at."""
        return chr(self.d[self._r16(sv.CURCHL) + 4])

    def open_channel(self, channel: str) -> None:
        """CHAN-OPEN + CHAN-FLAG: make ``'K'`` or ``'S'`` current (this runs TEMPS)."""
        d = self.d
        self._w16(sv.CURCHL, sv.channel_record(channel))
        d[sv.FLAGS2] &= ~0x10 & 0xFF
        if channel == "K":
            d[sv.TV_FLAG] |= 0x01
            d[sv.FLAGS] &= ~0x20 & 0xFF
            d[sv.FLAGS2] |= 0x10
        elif channel == "S":
            d[sv.TV_FLAG] &= ~0x01 & 0xFF
        else:
            raise ValueError(f"only the screen channels K and S are emulated, not {channel!r}")
        d[sv.FLAGS] &= ~0x02 & 0xFF
        self.temps()

    def out(self, code: int, channel: str) -> None:
        """RST 10: send one character code to channel 'S' or 'K'.

        If the channel is not the current one it is opened first (CHAN-OPEN,
        which also restores the temporary colours), as the ROM always does
        when a statement switches streams.
        """
        if self._r16(sv.CURCHL) != sv.channel_record(channel):
            self.open_channel(channel)
        self._rst10(code)

    def print_codes(self, codes: Iterable[int | str], channel: str) -> None:
        """Send several codes (ints, or str whose characters are machine codes)."""
        for item in codes:
            if isinstance(item, str):
                for ch in item:
                    self.out(ord(ch), channel)
            else:
                self.out(item, channel)

    def _rst10(self, code: int) -> None:
        """Output through the current channel's output routine (PRINT-A-2)."""
        rec = self._r16(sv.CURCHL)
        routine = self._r16(rec)
        if routine == PRINT_OUT:
            self._print_out(code)
        elif routine == PO_CONT:
            self._po_cont(code)
        elif routine == PO_TV_2:
            self._po_tv_2(code)
        # any other routine (a poked channel) is not emulated: the code is dropped

    def _po_change(self, routine: int) -> None:
        """PO-CHANGE: the current channel's output routine becomes ``routine``."""
        self._w16(self._r16(sv.CURCHL), routine)

    # ------------------------------------------------------------------
    # positions
    # ------------------------------------------------------------------
    def _lower(self) -> bool:
        return bool(self.d[sv.TV_FLAG] & 1)

    def _po_fetch(self) -> tuple[int, int, int]:
        """PO-FETCH: (line, column, display address) of the screen in use."""
        d = self.d
        if d[sv.TV_FLAG] & 1:
            return d[sv.S_POSNL + 1], d[sv.S_POSNL], self._r16(sv.DF_CCL)
        return d[sv.S_POSN + 1], d[sv.S_POSN], self._r16(sv.DF_CC)

    def _po_store(self, b: int, c: int, hl: int) -> None:
        """PO-STORE: keep the position where the ROM keeps it (and in the
        Z80's B'C', where the ROM's printing leaves it for machine code)."""
        d = self.d
        self.alternate_bc = (b << 8) | c
        if d[sv.TV_FLAG] & 1:
            d[sv.S_POSNL] = c
            d[sv.S_POSNL + 1] = b
            d[sv.ECHO_E] = c
            d[sv.ECHO_E + 1] = b
            self._w16(sv.DF_CCL, hl)
        else:
            d[sv.S_POSN] = c
            d[sv.S_POSN + 1] = b
            self._w16(sv.DF_CC, hl)

    def _cl_set(self, b: int, c: int) -> tuple[int, int, int]:
        """CL-SET: display address for line/column, then PO-STORE."""
        a = b
        if self.d[sv.TV_FLAG] & 1:
            a = (b + self.d[sv.DF_SZ] - 0x18) & 0xFF
        hl = (cl_addr(a) + ((0x21 - c) & 0xFF)) & 0xFFFF
        self._po_store(b, c, hl)
        return b, c, hl

    def row_col(self, channel: str = "S") -> tuple[int, int]:
        """The print position of a screen as (row, column) from the top left
        (the lower screen's rows count from the top of the lower screen)."""
        d = self.d
        if channel == "K":
            b, c = d[sv.S_POSNL + 1], d[sv.S_POSNL]
            return (d[sv.DF_SZ] - (b + d[sv.DF_SZ] - 0x18)) & 0xFF, (0x21 - c) & 0xFF
        return (0x18 - d[sv.S_POSN + 1]) & 0xFF, (0x21 - d[sv.S_POSN]) & 0xFF

    # ------------------------------------------------------------------
    # PRINT-OUT
    # ------------------------------------------------------------------
    def _print_out(self, a: int) -> None:
        """PRINT-OUT (0x09F4): printable codes and the control codes 6..23."""
        b, c, hl = self._po_fetch()
        if a >= 0x20:
            self._po_able(a, b, c, hl)
        elif a == 13:
            self._po_enter(b)
        elif a == 6:
            self._po_fill((c - 2) & 0x10)              # PO-COMMA
        elif 16 <= a <= 21:
            self.d[sv.TVDATA] = a                      # PO-1-OPER
            self._po_change(PO_CONT)
        elif a in (22, 23):
            self.d[sv.TVDATA] = a                      # PO-2-OPER
            self._po_change(PO_TV_2)
        elif a == 8:
            self._po_back(b, c)
        elif a == 9:
            self._po_right(b, c, hl)
        else:
            self._po_able(0x3F, b, c, hl)              # PO-QUEST

    def _po_able(self, a: int, b: int, c: int, hl: int) -> None:
        """PO-ABLE: print a character, then PO-STORE."""
        b, c, hl = self._po_any(a, b, c, hl)
        self._po_store(b, c, hl)

    def _po_any(self, a: int, b: int, c: int, hl: int) -> tuple[int, int, int]:
        """PO-ANY: characters 32..255 (font, block graphics, UDGs, tokens)."""
        d = self.d
        if a < 0x80:
            return self._po_char_2(a, self._r16(sv.CHARS), b, c, hl)
        if a < 0x90:                                   # PO-GR-1: the 2x2 mosaic, built in MEM-0
            top = (0x0F if a & 1 else 0) | (0xF0 if a & 2 else 0)
            bot = (0x0F if a & 4 else 0) | (0xF0 if a & 8 else 0)
            m = sv.MEMBOT
            d[m] = d[m + 1] = d[m + 2] = d[m + 3] = top
            d[m + 4] = d[m + 5] = d[m + 6] = d[m + 7] = bot
            return self._pr_all(b, c, hl, m)
        if a < 0xA5:
            return self._po_char_2(a - 0x90, self._r16(sv.UDG), b, c, hl)
        self._po_tokens(a - 0xA5)                      # PO-T
        return self._po_fetch()

    def _po_char_2(self, index: int, base: int, b: int, c: int, hl: int) -> tuple[int, int, int]:
        """PO-CHAR-2: glyph ``index`` of the 8-byte table at ``base``."""
        d = self.d
        if index == 0x20:
            d[sv.FLAGS] |= 0x01                        # a space: no leading space next
        else:
            d[sv.FLAGS] &= 0xFE
        return self._pr_all(b, c, hl, (base + index * 8) & 0xFFFF)

    def _pr_all(self, b: int, c: int, hl: int, src: int) -> tuple[int, int, int]:
        """PR-ALL: lay the 8 bytes at ``src`` at the position (OVER/INVERSE
        from P_FLAG), then PO-ATTR; returns the next position."""
        d = self.d
        if c == 1:                                     # past the right edge: next line
            b = (b - 1) & 0xFF
            c = 0x21
        if c == 0x21:                                  # at a left edge: scroll if needed
            b, c, hl = self._po_scr(b, c)
        pflag = d[sv.P_FLAG]
        over = 0xFF if pflag & 1 else 0
        inv = 0xFF if pflag & 4 else 0
        rom = self.rom_size
        addr = hl
        for i in range(8):
            a = addr & 0xFFFF
            if a >= rom:
                d[a] = (d[a] & over) ^ d[(src + i) & 0xFFFF] ^ inv
            addr += 0x100
        self._po_attr((hl + 0x700) & 0xFFFF)
        return b, (c - 1) & 0xFF, (hl + 1) & 0xFFFF

    def _po_attr(self, hl: int) -> None:
        """PO-ATTR: the attribute of the cell holding display address ``hl``,
        from ATTR_T/MASK_T and the INK 9 / PAPER 9 bits of P_FLAG."""
        d = self.d
        addr = ((_rrca3(hl >> 8) & 0x03) | 0x58) << 8 | (hl & 0xFF)
        attr_t = d[sv.ATTR_T]
        a = ((d[addr] ^ attr_t) & d[sv.MASK_T]) ^ attr_t
        pflag = d[sv.P_FLAG]
        if pflag & 0x40:                               # PAPER 9: contrast with the ink
            a &= 0xC7
            if not a & 0x04:
                a ^= 0x38
        if pflag & 0x10:                               # INK 9: contrast with the paper
            a &= 0xF8
            if not a & 0x20:
                a ^= 0x07
        if addr >= self.rom_size:
            d[addr] = a

    def _po_tokens(self, index: int) -> None:
        """PO-TOKENS: a keyword, with the ROM's leading/trailing space rules."""
        raw = token_raw(index + 0xA5)
        if not (index < 0x20 or (raw[0] & 0x7F) < 0x41):   # PO-SEARCH: carry -> no leading space
            if not self.d[sv.FLAGS] & 0x01:
                self._rst10(0x20)
        self._po_each(raw)
        last = raw[-1] & 0x7F
        if (last == 0x24 or last >= 0x41) and index >= 3:  # PO-TR-SP (not RND, INKEY$, PI)
            self._rst10(0x20)

    def _po_each(self, raw: bytes) -> None:
        for byte in raw:
            self._rst10(byte & 0x7F)

    def _po_msg(self, table: int, index: int) -> None:
        """PO-MSG: a ROM message (never a leading or trailing space)."""
        self._po_each(table_entry(table, index))

    # ------------------------------------------------------------------
    # control codes
    # ------------------------------------------------------------------
    def _po_back(self, b: int, c: int) -> None:
        """PO-BACK-1: one column left, up a line from the left edge (with the
        ROM's bug: from line 1 it stays put; from line 0 it leaves the screen)."""
        c = (c + 1) & 0xFF
        if c == 0x22:
            b = (b + 1) & 0xFF
            c = 0x02
            if b == 0x18:
                b -= 1
                c = 0x21
        self._cl_set(b, c)

    def _po_right(self, b: int, c: int, hl: int) -> None:
        """PO-RIGHT: print a space with OVER 1 and forget to move (ROM bug)."""
        d = self.d
        saved = d[sv.P_FLAG]
        d[sv.P_FLAG] = 0x01
        self._po_char_2(0x20, self._r16(sv.CHARS), b, c, hl)
        d[sv.P_FLAG] = saved

    def _po_enter(self, b: int) -> None:
        """PO-ENTER: left edge of the next line, scrolling first if needed."""
        b, c, _ = self._po_scr(b, 0x21)
        self._cl_set((b - 1) & 0xFF, c)

    def _po_fill(self, a: int) -> None:
        """PO-FILL: spaces up to column ``a`` (mod 32) - used by comma and TAB."""
        _, c, _ = self._po_fetch()
        n = (a + c - 1) & 0x1F
        if not n:
            return
        self.d[sv.FLAGS] |= 0x01
        for _ in range(n):
            self._rst10(0x20)                          # PO-SAVE

    def _po_tv_2(self, a: int) -> None:
        """PO-TV-2: keep the first parameter of AT/TAB."""
        self.d[sv.TVDATA + 1] = a
        self._po_change(PO_CONT)

    def _po_cont(self, a: int) -> None:
        """PO-CONT: the last parameter has come: colour, TAB or AT."""
        d = self.d
        self._po_change(PRINT_OUT)
        ctrl = d[sv.TVDATA]
        first = d[sv.TVDATA + 1]
        if ctrl < 0x16:
            self._co_temp_5(ctrl, a)
            return
        if ctrl != 0x16:
            self._po_fill(first)                       # PO-TAB: low byte of the column
            return
        # AT line (first), column (a)
        if a > 31:
            raise BasicError("B")
        c = 0x21 - a
        if first > 22:
            raise BasicError("B")
        b = 0x18 - first
        if d[sv.TV_FLAG] & 1:
            self._po_scr(b, c)                         # lower screen: may grow it
            return
        if 0x17 - first < d[sv.DF_SZ]:
            raise BasicError("5")
        self._cl_set(b, c)

    def _co_temp_5(self, ctrl: int, v: int) -> None:
        """CO-TEMP-5: a colour control code ``ctrl`` (16..21) with value ``v``:
        sets ATTR_T / MASK_T / P_FLAG's temporary bits ('K Invalid colour')."""
        d = self.d
        if ctrl <= 17:                                 # INK, PAPER: 0-7, 8 transparent, 9 contrast
            ink = ctrl == 16
            mask = 0x07 if ink else 0x38
            if v >= 10:
                raise BasicError("K")
            if v < 8:
                bits = v if ink else (v << 3) & 0xFF
            elif v == 8:
                bits = d[sv.ATTR_T]
            else:
                bits = mask if ~(d[sv.ATTR_T] | mask) & 0x24 else 0
            d[sv.ATTR_T] = ((bits ^ d[sv.ATTR_T]) & mask) ^ d[sv.ATTR_T]
            trans = 0xFF if v > 7 else 0
            d[sv.MASK_T] = ((trans ^ d[sv.MASK_T]) & mask) ^ d[sv.MASK_T]
            pbit = 0x10 if ink else 0x40
            nine = 0xFF if v == 9 else 0
            d[sv.P_FLAG] = ((nine ^ d[sv.P_FLAG]) & pbit) ^ d[sv.P_FLAG]
        elif ctrl <= 19:                               # FLASH, BRIGHT: 0, 1, 8
            bit = 0x80 if ctrl == 18 else 0x40
            if v != 8 and v >= 2:
                raise BasicError("K")
            on = bit if v == 1 else 0
            d[sv.ATTR_T] = (d[sv.ATTR_T] & ~bit & 0xFF) | on
            trans = bit if v == 8 else 0
            d[sv.MASK_T] = (d[sv.MASK_T] & ~bit & 0xFF) | trans
        else:                                          # INVERSE (bit 2), OVER (bit 0): 0, 1
            bit = 0x04 if ctrl == 20 else 0x01
            if v >= 2:
                raise BasicError("K")
            d[sv.P_FLAG] = (d[sv.P_FLAG] & ~bit & 0xFF) | (bit if v else 0)

    # ------------------------------------------------------------------
    # scrolling
    # ------------------------------------------------------------------
    def _po_scr(self, b: int, c: int) -> tuple[int, int, int]:
        """PO-SCR: before printing at line ``b``: scroll (with scroll?) or
        'Out of screen'; returns through CL-SET like the ROM."""
        d = self.d
        if d[sv.TV_FLAG] & 1:
            return self._po_scr_4(b, c)
        df_sz = d[sv.DF_SZ]
        if b < df_sz:
            raise BasicError("5")
        if b != df_sz:
            return self._cl_set(b, c)
        d[sv.SCR_CT] = (d[sv.SCR_CT] - 1) & 0xFF
        if d[sv.SCR_CT] == 0:
            self._scroll_prompt(b)
        return self._po_scr_3()

    def _scroll_prompt(self, b: int) -> None:
        """PO-SCR-2: 'scroll?' in the lower screen, then wait for a key."""
        d = self.d
        d[sv.SCR_CT] = (0x18 - b) & 0xFF
        saved_t = d[sv.ATTR_T], d[sv.MASK_T]
        saved_p = d[sv.P_FLAG]
        self.open_channel("K")
        self._po_msg(SCROLL_MSG_ADDR, 0)
        d[sv.TV_FLAG] |= 0x20                          # lower screen to be cleared
        d[sv.FLAGS] = (d[sv.FLAGS] | 0x08) & ~0x20 & 0xFF
        key = self.wait_key() if self.wait_key is not None else ord("y")
        key &= 0xFF
        self.cls_lower()                               # KEY-INPUT clears the lower screen
        if key == 0x20 or key == 0xE2 or (key | 0x20) == 0x6E:
            raise BasicError("D")
        self.open_channel("S")
        d[sv.P_FLAG] = saved_p
        d[sv.ATTR_T], d[sv.MASK_T] = saved_t

    def _po_scr_3(self) -> tuple[int, int, int]:
        """PO-SCR-3: scroll the whole screen a line; the new upper bottom line
        and the lower screen's bottom line swap attributes (from column 0)."""
        d = self.d
        self._cl_scroll(0x17)
        b = (d[sv.DF_SZ] + 1) & 0xFF
        hl = cl_addr(b)
        attr = (((_rrca3(hl >> 8) & 0x03) | 0x58) << 8) | (hl & 0xFF)
        a = d[ATTR_ROW_23]
        cval = d[attr]
        self._fill(attr, 32, a)
        self._fill(ATTR_ROW_23, 32, cval)
        return self._cl_set(b, 0x21)

    def _po_scr_4(self, b: int, c: int) -> tuple[int, int, int]:
        """PO-SCR-4: the lower screen needs more lines: grow it upwards,
        scrolling the upper screen's print position (or everything) up."""
        d = self.d
        if b < 2:
            raise BasicError("5")
        total = b + d[sv.DF_SZ]
        if total >= 0x19:
            return self._cl_set(b, c)
        count = (0x19 - total) & 0xFF
        saved_t = d[sv.ATTR_T], d[sv.MASK_T]
        saved_p = d[sv.P_FLAG]
        self.temps()
        while True:
            old = d[sv.DF_SZ]
            new = (old + 1) & 0xFF
            d[sv.DF_SZ] = new
            if new < d[sv.S_POSN + 1]:
                lines = old
            else:
                d[sv.S_POSN + 1] = (d[sv.S_POSN + 1] + 1) & 0xFF
                lines = 0x18
            self._cl_scroll(lines)
            count = (count - 1) & 0xFF
            if not count:
                break
        d[sv.P_FLAG] = saved_p
        d[sv.ATTR_T], d[sv.MASK_T] = saved_t
        d[sv.TV_FLAG] &= 0xFE
        self._cl_set(d[sv.S_POSN + 1], d[sv.S_POSN])
        d[sv.TV_FLAG] |= 0x01
        return self._cl_set(b, c)

    def _cl_scroll(self, b: int) -> None:
        """CL-SCROLL: move the bottom ``b`` lines up one line (pixels, then
        attributes) and clear the bottom line (CL-LINE 1)."""
        top = cl_addr(b)
        for p in range(8):
            hl = (top + (p << 8)) & 0xFFFF
            a = b
            first_of_third = (a & 7) == 0
            while True:
                if first_of_third:                     # CL-SCR-2: to the previous third
                    self._copy(hl, hl + 0xF8E0, 32)
                    hl = (hl + 32) & 0xFFFF
                    a = (a - 1) & 0xFF
                n = (a & 7) << 5                       # CL-SCR-3
                self._copy(hl, hl - 32, n)
                hl = (hl + n + 0x700) & 0xFFFF
                a &= 0xF8
                if not a:
                    break
                first_of_third = True
        src = self._cl_attr((top + 0x800) & 0xFFFF)
        self._copy(src, src - 32, b * 32)
        self._cl_line(1)

    @staticmethod
    def _cl_attr(hl: int) -> int:
        """CL-ATTR: attribute address for the 'ninth line' address ``hl``."""
        h = ((_rrca3(hl >> 8) - 1) & 0xFF) | 0x50
        return (h << 8) | (hl & 0xFF)

    def _cl_line(self, b: int) -> None:
        """CL-LINE: clear the bottom ``b`` lines; attributes ATTR_P (upper
        screen) or BORDCR (lower screen)."""
        d = self.d
        top = cl_addr(b)
        for p in range(8):
            hl = (top + (p << 8)) & 0xFFFF
            a = b
            while True:
                n = ((a & 7) << 5) & 0xFF
                n = (n - 1) & 0xFF
                self._fill(hl, n + 1, 0)
                hl = (hl + n + 0x0701) & 0xFFFF
                a = ((a & 0xFF) - 1) & 0xF8
                if not a:
                    break
        attr = self._cl_attr((top + 0x800) & 0xFFFF)
        value = d[sv.BORDCR] if d[sv.TV_FLAG] & 1 else d[sv.ATTR_P]
        count = (b * 32) & 0xFFFF or 0x10000
        self._fill(attr, count, value)

    # ------------------------------------------------------------------
    # colours
    # ------------------------------------------------------------------
    def temps(self) -> None:
        """TEMPS: temporary colours back to the permanent ones (the lower
        screen's are BORDCR with nothing transparent and no OVER/INVERSE)."""
        d = self.d
        p = d[sv.P_FLAG]
        if d[sv.TV_FLAG] & 1:
            d[sv.ATTR_T] = d[sv.BORDCR]
            d[sv.MASK_T] = 0
            a = 0
        else:
            d[sv.ATTR_T] = d[sv.ATTR_P]
            d[sv.MASK_T] = d[sv.MASK_P]
            a = ((p >> 1) | (p << 7)) & 0xFF
        d[sv.P_FLAG] = ((a ^ p) & 0x55) ^ p

    def colour_item(self, code: int, value: int) -> None:
        """A colour item inside a statement (CO-TEMP-4): ``code`` 16..21 and
        its value sent through the current channel."""
        self._rst10(code)
        self._rst10(value)

    def set_permanent(self, kind: str, value: int) -> None:
        """The INK/PAPER/FLASH/BRIGHT/INVERSE/OVER statements (CLASS-07): make
        the colour temporary, then copy the temporaries to the permanents."""
        d = self.d
        kind = kind.strip().upper()
        if kind not in PERMANENT_KINDS:
            raise ValueError(f"not a colour statement: {kind!r}")
        d[sv.TV_FLAG] &= 0xFE
        self.temps()
        if not 0 <= value <= 255:
            raise BasicError("B")                      # FIND-INT1 of the value
        self.colour_item(16 + PERMANENT_KINDS.index(kind), value)
        d[sv.ATTR_P] = d[sv.ATTR_T]
        d[sv.MASK_P] = d[sv.MASK_T]
        p = d[sv.P_FLAG]
        a = ((p << 1) | (p >> 7)) & 0xFF
        d[sv.P_FLAG] = ((a ^ p) & 0xAA) ^ p

    def set_border(self, n: int) -> None:
        """BORDER n: the port, and BORDCR (the lower screen's colours:
        paper n, ink white on dark borders, black on light ones)."""
        if not 0 <= n <= 255:
            raise BasicError("B")                      # FIND-INT1
        if n >= 8:
            raise BasicError("K")
        self.border = n
        a = (n << 3) & 0xFF
        if not a & 0x20:
            a ^= 0x07
        self.d[sv.BORDCR] = a

    # ------------------------------------------------------------------
    # clearing
    # ------------------------------------------------------------------
    def _cl_chan(self) -> None:
        """CL-CHAN: channel K opened with its normal routines, lower position reset."""
        self.open_channel("K")
        rec = sv.channel_record("K")
        self._w16(rec, PRINT_OUT)
        self._w16(rec + 2, KEY_INPUT)
        self._cl_set(0x17, 0x21)

    def cls(self) -> None:
        """CLS (CL-ALL then CLS-LOWER): clear all 24 lines to ATTR_P, reset the
        print positions, COORDS and the scroll count; the lower screen gets
        BORDCR and channel K is left open (as after the ROM's CLS)."""
        d = self.d
        self._w16(sv.COORDS, 0)
        d[sv.FLAGS2] &= 0xFE
        self._cl_chan()
        self.open_channel("S")
        self.temps()
        self._cl_line(0x18)
        self._po_change(PRINT_OUT)
        d[sv.SCR_CT] = 1
        self._cl_set(0x18, 0x21)
        self.cls_lower()

    def cls_lower(self) -> None:
        """CLS-LOWER: clear the lower screen (BORDCR), give any extra lines it
        had grown back to the upper screen (ATTR_P), DF_SZ back to 2."""
        d = self.d
        d[sv.TV_FLAG] = (d[sv.TV_FLAG] & ~0x20 & 0xFF) | 0x01
        self.temps()
        b = d[sv.DF_SZ]
        self._cl_line(b)
        hl = 0x5AC0
        a = d[sv.ATTR_P]
        b = (b - 1) & 0xFF
        while True:                                    # CLS-3 / CLS-1 backfill loop
            b = (b - 1) & 0xFF
            if not b:
                break
            hl -= 32
            self._fill(hl, 32, a)
        d[sv.DF_SZ] = 2
        self._cl_chan()

    # ------------------------------------------------------------------
    # the end of a run, and INPUT
    # ------------------------------------------------------------------
    def show_report(self, text: str) -> None:
        """MAIN-4: clear the lower screen and print the report (``'0 OK, 10:1'``)
        in it, in the lower screen's colours."""
        d = self.d
        d[sv.FLAGS] &= ~0x20 & 0xFF
        d[sv.FLAGX] = 0
        d[sv.X_PTR + 1] = 0
        self._w16(sv.DEFADD, 0)
        self._w16(sv.STRMS, 1)                         # stream 0 back to channel K
        self.cls_lower()
        d[sv.TV_FLAG] |= 0x20
        for ch in text:
            self._rst10(ord(ch))

    def tape_message(self) -> None:
        """SA-CONTRL before SAVE writes: "Start tape, then press any key." in
        the lower screen (PO-MSG on channel K), the lower screen to be
        cleared afterwards (TV_FLAG bit 5)."""
        self.open_channel("K")
        for ch in "Start tape, then press any key.":
            self._rst10(ord(ch))
        self.d[sv.TV_FLAG] |= 0x20

    def input_begin(self) -> None:
        """What INPUT does before its items: open K, CLS-LOWER, TV_FLAG = 1."""
        self.open_channel("K")
        self.cls_lower()
        self.d[sv.TV_FLAG] = 0x01

    def _out_flash(self, letter: str) -> None:
        """OUT-FLASH: the cursor letter, flashing, OVER/INVERSE off."""
        d = self.d
        saved_t = d[sv.ATTR_T], d[sv.MASK_T]
        saved_p = d[sv.P_FLAG]
        d[sv.MASK_T] &= 0x7F
        d[sv.ATTR_T] |= 0x80
        d[sv.P_FLAG] = 0
        self._print_out(ord(letter))
        d[sv.P_FLAG] = saved_p
        d[sv.ATTR_T], d[sv.MASK_T] = saved_t

    def _ed_copy(self, text: str, cursor: int, mode: str, error_at: int = -1) -> None:
        """ED-COPY: print the edit line from the current lower position, blank
        what is left of a longer previous one, and keep the start position."""
        d = self.d
        if self._r16(sv.CURCHL) != sv.channel_record("K"):
            self.open_channel("K")
        self.temps()
        d[sv.TV_FLAG] &= ~0x28 & 0xFF
        old_pos = self._r16(sv.S_POSNL)
        old_echo = self._r16(sv.ECHO_E)
        try:
            d[sv.FLAGS] |= 0x01                        # OUT-LINE2
            for i in range(len(text) + 1):             # OUT-LINE3 at each position ...
                if i == error_at:
                    self._out_flash("?")               # ... the error marker (X_PTR)
                if i == cursor:
                    self._out_flash(mode)              # ... and the cursor (OUT-CURS)
                if i < len(text):
                    self._rst10(ord(text[i]))
            new_pos = self._r16(sv.S_POSNL)
            self.temps()
            old_line, old_col = old_echo >> 8, old_echo & 0xFF
            while True:                                # ED-BLANK
                line = d[sv.S_POSNL + 1]
                if line < old_line:
                    break
                if line == old_line and old_col >= d[sv.S_POSNL]:
                    break
                self._print_out(0x20)                  # ED-SPACES
        except BasicError:                             # ED-FULL: the lower screen is full
            d[sv.ERR_NR] = 0xFF
            new_pos = self._r16(sv.S_POSNL)
        self._cl_set(old_pos >> 8, old_pos & 0xFF)
        self._w16(sv.ECHO_E, new_pos)
        d[sv.X_PTR + 1] = 0

    def input_show(self, text: str, cursor: int, mode: str = "L", error_at: int = -1) -> None:
        """Draw the INPUT edit line ``text`` (machine codes; include the quotes
        of a string INPUT) with the flashing ``mode`` letter (L, C, E, G or K)
        before character ``cursor`` (``len(text)`` = at the end), as ED-COPY.
        After a rejected numeric INPUT the ROM also flashes a ``?`` before
        character ``error_at`` (where the syntax check stopped)."""
        self.d[sv.FLAGX] |= 0x20                       # input mode
        self._ed_copy(text, cursor, mode, error_at)

    def input_accept(self, text: str) -> None:
        """After ENTER on one INPUT item: ED-COPY once more without a cursor,
        and leave the print position after it (the next prompt follows it)."""
        d = self.d
        self._ed_copy(text, -1, "L")
        echo = self._r16(sv.ECHO_E)
        self._cl_set(echo >> 8, echo & 0xFF)
        d[sv.FLAGX] &= ~0x20 & 0xFF

    def input_end(self) -> None:
        """The end of an INPUT statement: keep the upper print position above
        the lower screen, reset the scroll count, then CLS-LOWER."""
        d = self.d
        b, c = d[sv.S_POSN + 1], d[sv.S_POSN]
        df_sz = d[sv.DF_SZ]
        if not df_sz < b:
            b, c = df_sz, 0x21
        d[sv.S_POSN + 1], d[sv.S_POSN] = b, c
        d[sv.SCR_CT] = (0x19 - b) & 0xFF
        d[sv.TV_FLAG] &= 0xFE
        self._cl_set(b, c)
        self.cls_lower()

    # ------------------------------------------------------------------
    # pixels and the screen functions
    # ------------------------------------------------------------------
    def begin_graphics(self) -> None:
        """CLASS-09 (PLOT, DRAW, CIRCLE): upper screen, TEMPS, then only INK
        (and OVER/INVERSE) apply: MASK_T's other bits transparent, no PAPER 9."""
        d = self.d
        d[sv.TV_FLAG] &= 0xFE
        self.temps()
        d[sv.MASK_T] |= 0xF8
        d[sv.P_FLAG] &= ~0x40 & 0xFF

    def plot(self, x: int, y: int) -> None:
        """PLOT-SUB: set (or with OVER/INVERSE change) pixel x, y, counted
        from the bottom left; COORDS updated; attribute as PO-ATTR."""
        if not (0 <= x <= 255 and 0 <= y <= 255):
            raise BasicError("B")                      # STK-TO-BC
        d = self.d
        d[sv.COORDS] = x                               # stored before PIXEL-ADD checks y
        d[sv.COORDS + 1] = y
        if y > 175:
            raise BasicError("B")
        addr, bit = pixel_addr(x, y)
        mask = 0x80 >> bit
        a = d[addr]
        pflag = d[sv.P_FLAG]
        if not pflag & 1:
            a &= ~mask & 0xFF
        if not pflag & 4:
            a ^= mask
        d[addr] = a
        self._po_attr(addr)

    def point(self, x: int, y: int) -> int:
        """POINT: 1 if pixel x, y is ink."""
        if not (0 <= x <= 255 and 0 <= y <= 255) or y > 175:
            raise BasicError("B")
        addr, bit = pixel_addr(x, y)
        return (self.d[addr] >> (7 - bit)) & 1

    def attr_of(self, row: int, col: int) -> int:
        """ATTR (row, col): the attribute byte (no range check beyond 0..255,
        like the ROM, which just forms the address)."""
        if not (0 <= row <= 255 and 0 <= col <= 255):
            raise BasicError("B")
        r = _rrca3(row)
        return self.d[(((r & 0x03) ^ 0x58) << 8) | ((r & 0xE0) ^ col)]

    def screen_str(self, row: int, col: int) -> str:
        """SCREEN$ (row, col): the character 32..127 of the CHARS font that
        the cell shows, plain or inverse; '' when none matches."""
        if not (0 <= row <= 255 and 0 <= col <= 255):
            raise BasicError("B")
        d = self.d
        e = ((_rrca3(row) & 0xE0) ^ col) & 0xFF
        dh = (row & 0x18) ^ 0x40
        cells = [d[(((dh + i) & 0xFF) << 8) | e] for i in range(8)]
        font = (self._r16(sv.CHARS) + 0x100) & 0xFFFF
        for k in range(96):
            base = font + 8 * k
            first = cells[0] ^ d[base & 0xFFFF]
            if first not in (0, 0xFF):
                continue
            if all(cells[i] ^ d[(base + i) & 0xFFFF] == first for i in range(1, 8)):
                return chr(32 + k)
        return ""

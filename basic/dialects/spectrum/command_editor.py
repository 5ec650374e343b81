"""The ROM's editor reading a command line in the lower screen (the REPL on the
Spectrum's own screen: basic.frontends.repl.screen).

As ED-LOOP does, a line is typed key by key into the edit line, which
ED-COPY shows in the lower screen with its flashing cursor letter:

* **K** at the start of a statement (the start of the line, after its line
  number, after ``:`` or THEN outside quotes): a letter key gives the
  keyword printed on it (P is PRINT, K-TOKENS);
* **L** elsewhere, **C** with CAPS LOCK (CAPS SHIFT+2): letters are
  letters, SYMBOL SHIFT gives the symbols and keywords in red on the keys;
* **E** after EXTENDED MODE (CAPS SHIFT+SYMBOL SHIFT), for one key: a letter
  gives the function above it (E-UNSHIFT, 0x022C) or, with SYMBOL SHIFT,
  the one below (EXT-SHIFT, 0x0246);
* **G** after GRAPHICS (CAPS SHIFT+9), until it is pressed again: digits
  1-8 give the block graphics, letters A-U the user-defined graphics (the
  inverted blocks of CAPS SHIFT+1-8 are not typed here).

CAPS SHIFT+0 deletes, CAPS SHIFT+5 and 8 move the cursor, ENTER ends the
line, EDIT (CAPS SHIFT+1) asks for the current line.  A report in the lower
screen stays until the first key, which then starts the line.  Keys come
from the keyboard interrupt's queue, with the ROM's own repeat of a key
held down.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Optional

from . import sysvars as sv
from .crunch import detokenize
from .input_editor import encode_input
from .keyboard import SYM_CODES
from .rom import rom_image
from .tokens import FIRST_TOKEN

if TYPE_CHECKING:  # pragma: no cover
    from .machine import SpectrumMachine

E_UNSHIFT = 0x022C
EXT_SHIFT = 0x0246
THEN = 0xCB
#: key codes of the editing keys (CTL-CODES, the ROM's)
EDIT, CAPS_LOCK, LEFT, RIGHT, DELETE, ENTER, EXTEND, GRAPHICS = 7, 6, 8, 9, 12, 13, 14, 15


def keyword_position(codes: list[str]) -> bool:
    """K mode: the codes before the cursor end where a statement starts."""
    quote = False
    last = None
    number = True                      # still in the line number at the start
    for ch in codes:
        if ch == '"':
            quote = not quote
        if ch == " ":
            continue
        if number and ch.isdigit():
            continue
        number = False
        last = ch
    if quote:
        return False
    return last is None or last == ":" or last == chr(THEN)


class CommandEditor:
    """The lower-screen command line of one machine."""

    def __init__(self, machine: "SpectrumMachine") -> None:
        self.machine = machine
        #: a line the REPL refused, and where its ? goes: the next read has it
        self.refused: Optional[tuple[str, int]] = None
        #: codes that came after ENTER (a pasted listing): the next read's
        self.queued: list[int] = []

    def read(self, text: str = "", error_at: int = -1) -> str:
        """Read a line (start with ``text``; ``error_at``: where the ROM's
        flashing ? stands in it) and return it as machine codes, keywords
        as tokens."""
        m = self.machine
        d = m.memory.data
        buffer = list(encode_input(text))
        cursor = len(buffer)
        extended = graphics = False
        # a report in the lower screen (TV_FLAG bit 5: it wants clearing)
        report_up = not text and bool(d[sv.TV_FLAG] & 0x20)
        m.key_events[:] = self.queued
        self.queued = []
        m.waiting_for = "input"

        def mode() -> str:
            if graphics:
                return "G"
            if extended:
                return "E"
            if keyword_position(buffer[:cursor]):
                return "K"
            return "C" if d[sv.FLAGS2] & 0x08 else "L"

        def show() -> None:
            letter = mode()
            # the interrupt decodes the next key in K mode or L mode (FLAGS bit 3)
            d[sv.FLAGS] = (d[sv.FLAGS] & ~0x08 & 0xFF) | (0 if letter == "K" else 0x08)
            m.screen.input_show("".join(buffer), cursor, letter, error_at)

        try:
            if not report_up:
                self._begin()
                show()
            else:
                d[sv.FLAGS] &= ~0x08 & 0xFF               # the first key in K mode
            while True:
                m.clock.next_frame()
                m.host.waiting(m, "input")
                while m.key_events:
                    code = m.key_events.pop(0)
                    if report_up:                         # the report goes at the first key
                        report_up = False
                        self._begin()
                    if code in (ENTER, EDIT):
                        self.queued = m.key_events[:]     # the rest of a paste
                        m.screen.cls_lower()              # the line goes from the screen
                        return "".join(buffer) if code == ENTER else "EDIT"
                    error_at = -1
                    if code == DELETE:
                        if cursor:
                            del buffer[cursor - 1]
                            cursor -= 1
                    elif code == LEFT:
                        cursor = max(0, cursor - 1)
                    elif code == RIGHT:
                        cursor = min(len(buffer), cursor + 1)
                    elif code == CAPS_LOCK:
                        d[sv.FLAGS2] ^= 0x08
                    elif code == EXTEND:
                        extended = not extended
                    elif code == GRAPHICS:
                        graphics = not graphics
                        extended = False
                    else:
                        typed = self._typed(code, extended, graphics)
                        extended = False
                        if typed is not None:
                            buffer.insert(cursor, chr(typed))
                            cursor += 1
                    show()
        finally:
            m.waiting_for = None

    def _begin(self) -> None:
        m = self.machine
        m.channels.current = "K"
        m.screen.input_begin()

    @staticmethod
    def _typed(code: int, extended: bool, graphics: bool) -> Optional[int]:
        """The code a key puts in the line in E or G mode (K-E-LET,
        K-GRA-DGT), or the code itself; None for a key that types nothing."""
        rom = rom_image()
        if extended:
            if "a" <= chr(code) <= "z" or "A" <= chr(code) <= "Z":
                return rom[E_UNSHIFT + ord(chr(code).lower()) - ord("a")]
            symbols = rom[SYM_CODES:SYM_CODES + 26]
            if code in symbols:
                return rom[EXT_SHIFT + symbols.index(code)]
            return None
        if graphics:
            if "1" <= chr(code) <= "8":
                return 0x80 + _BLOCK[int(chr(code))]
            if "a" <= chr(code).lower() <= "u":
                return 0x90 + ord(chr(code).lower()) - ord("a")
            return None
        if code < 32 and code != 6:
            return None
        return code


#: GRAPHICS mode digit -> the block graphic's quadrants (bit 0 top right,
#: 1 top left, 2 bottom right, 3 bottom left): the pictures on keys 1-8
_BLOCK = {1: 0b0001, 2: 0b0010, 3: 0b0011, 4: 0b0100, 5: 0b0101, 6: 0b0110, 7: 0b0111,
          8: 0b0000}


def listing_text(codes: str) -> str:
    """A command line's codes as listing text (keywords spelt out)."""
    text = detokenize(codes)
    if any(ord(c) >= FIRST_TOKEN for c in codes):
        return text.strip()
    return text

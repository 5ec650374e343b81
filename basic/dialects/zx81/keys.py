"""The ZX81's key tables (8K ROM, 0x007E..0x0110) and K-DECODE (0x04DF), which
turns a key value into a code by the editor's mode.

The four tables follow the key order of basic.dialects.zx8x.keyboard:
K-UNSHIFT (0x007E: the letters, digits, NEWLINE, SPACE and ``.``), K-SHIFT
(0x00A5: the symbols and keywords printed in red on the keys, and the
editing keys), K-FUNCT (0x00CC: the functions printed under the keys, for
FUNCTION mode) and K-GRAPH (0x00F3: the graphics of the shifted keys A..H,
for GRAPHICS mode; it starts with shifted A, key value 44, so the ROM
indexes it from 0x00C7).  They are written here as the ROM lays them out,
by name; tests/zx81/test_editor_rom.py checks every byte against the
ROM's, which tests/zx81/oracle/gen_editor.py read from the image.

K-DECODE by the system variable MODE:

* **K and L** (MODE 0): the key's code from K-UNSHIFT or K-SHIFT; at the K
  cursor a letter becomes its keyword, the code + 0xC0 (A is NEW, P is
  PRINT, Z is COPY), while digits, SPACE, ``.`` and the shifted keys give
  their own codes (FETCH-2);
* **F** (MODE 1, after FUNCTION, SHIFT+NEWLINE): the function of the key,
  shifted or not (K-FUNCT), and MODE goes back to 0; a key without one
  gives K/L (0x78), which does nothing but leave F mode;
* **G** (MODE 4, after GRAPHICS, SHIFT+9, until GRAPHICS or NEWLINE
  again): a character key gives its inverse (code + 0x80), a shifted key
  whose K-SHIFT code is a keyword or an editing key its graphic from
  K-GRAPH (SHIFT+0 is still RUBOUT, SHIFT+9 and NEWLINE leave G mode).

Codes 0x70..0x7F are the editing keys (basic.dialects.zx8x.keyboard);
anything else goes into the edit line.
"""
from __future__ import annotations

from ..zx8x.keyboard import GRAPHICS, KEYS, KL, NEWLINE, shifted_codes
from .charset import ZX81

#: K/L mode (MODE 0), FUNCTION mode, GRAPHICS mode (the values FUNCTION
#: stores from the key's code: 0x78, 0x79, 0x74 AND 7)
MODE_KL, MODE_F, MODE_G = 0, 1, 4
#: the ROM addresses the tables start at
K_UNSHIFT, K_SHIFT, K_FUNCT, K_GRAPH = 0x007E, 0x00A5, 0x00CC, 0x00F3

_TOKENS = {word: code for code, word in ZX81.tokens.items()}
_CODES = {**_TOKENS, **ZX81.code_of, "NEWLINE": NEWLINE, "KL": KL, "RUBOUT": 0x77,
          "EDIT": 0x75, "GRAPHICS": GRAPHICS, "FUNCTION": 0x79, "LEFT": 0x72,
          "RIGHT": 0x73, "UP": 0x70, "DOWN": 0x71, "SPACE": 0}


def _codes(names: str) -> list[int]:
    out: list[int] = []
    for name in names.split():
        if name.startswith("0x"):
            out.append(int(name, 16))
        else:
            out.append(_CODES[name])
    return out


UNSHIFTED = _codes("Z X C V A S D F G Q W E R T 1 2 3 4 5 0 9 8 7 6 P O I U Y "
                   "NEWLINE L K J H SPACE . M N B")
SHIFTED = _codes(': ; ? / STOP LPRINT SLOW FAST LLIST "" OR STEP <= <> EDIT AND THEN TO '
                 'LEFT RUBOUT GRAPHICS RIGHT UP DOWN " ) ( $ >= FUNCTION = + - ** £ , > < *')
FUNCTIONS = _codes("LN EXP AT KL ASN ACS ATN SGN ABS SIN COS TAN INT RND " + "KL " * 10 +
                   "TAB PEEK CODE CHR$ STR$ KL USR LEN VAL SQR KL KL PI NOT INKEY$")
GRAPHICS_TABLE = _codes("0x08 0x0A 0x09 0x8A 0x89 0x81 0x82 0x07 0x84 0x06 0x01 0x02 0x87 "
                        "0x04 0x05 RUBOUT KL 0x85 0x03 0x83 0x8B 0x91 0x90 0x8D 0x86 KL "
                        "0x92 0x95 0x96 0x88")
#: the bytes 0x007E..0x0110 of the ROM, as K-DECODE indexes them
TABLES = bytes(UNSHIFTED + SHIFTED + FUNCTIONS + GRAPHICS_TABLE)

#: SHIFT + key -> code (K-SHIFT), for INKEY$ and the front-ends
SHIFTED_KEYS = shifted_codes(SHIFTED)


def k_decode(value: int, mode: int, l_mode: bool) -> int:
    """The code key value ``value`` (1..78) gives in ``mode`` (MODE_KL with
    the K or L cursor as ``l_mode`` says, MODE_F, MODE_G): K-DECODE.  The
    caller leaves F mode after the key (the ROM sets MODE to 0 first)."""
    if mode == MODE_F:
        index = value - 1 if value - 1 < KEYS else value - 1 - KEYS
        return TABLES[K_FUNCT - K_UNSHIFT + index]
    code = TABLES[value - 1]
    if mode == MODE_KL:
        if not l_mode and (code + 0xC0) & 0xFF >= 0xE6:
            return (code + 0xC0) & 0xFF               # FETCH-2: a keyword at K
        return code
    if code == NEWLINE:                               # GRAPHICS mode: FETCH-1
        return KL
    if code < 0x40:
        return code | 0x80
    return TABLES[0x00C7 + value - K_UNSHIFT]

"""PETSCII, C64 screen codes, and how we show them as Unicode.

Three alphabets meet on a Commodore 64:

* **PETSCII** (``chr(0..255)`` in BASIC strings): what PRINT sends, what GET
  returns, what CHR$ and ASC use.  0-31 and 128-159 are control codes.
* **Screen codes** (bytes in screen RAM at 1024): what the VIC-II draws from
  the character ROM; bit 7 is reverse video.  The KERNAL's PRINT routine turns
  a printable PETSCII code into a screen code (:func:`petscii_to_screen`) and
  the screen editor turns screen codes back into PETSCII when it reads a line
  (:func:`screen_to_petscii`).
* **Unicode**, for terminals and text dumps: our own mapping of the two
  character sets (upper case/graphics and lower/upper case) onto box drawing,
  block elements and Symbols for Legacy Computing, chosen for legibility.

The 16 colours are the VIC-II's, with RGB values after Philip "Pepto"
Timmermann's measurements (widely used, e.g. by VICE).
"""
from __future__ import annotations

#: the VIC-II palette: black white red cyan purple green blue yellow orange
#: brown light-red dark-grey grey light-green light-blue light-grey
PALETTE: tuple[tuple[int, int, int], ...] = (
    (0x00, 0x00, 0x00), (0xFF, 0xFF, 0xFF), (0x68, 0x37, 0x2B), (0x70, 0xA4, 0xB2),
    (0x6F, 0x3D, 0x86), (0x58, 0x8D, 0x43), (0x35, 0x28, 0x79), (0xB8, 0xC7, 0x6F),
    (0x6F, 0x4F, 0x25), (0x43, 0x39, 0x00), (0x9A, 0x67, 0x59), (0x44, 0x44, 0x44),
    (0x6C, 0x6C, 0x6C), (0x9A, 0xD2, 0x84), (0x6C, 0x5E, 0xB5), (0x95, 0x95, 0x95),
)

COLOUR_NAMES = ("black", "white", "red", "cyan", "purple", "green", "blue", "yellow",
                "orange", "brown", "light red", "dark grey", "grey", "light green",
                "light blue", "light grey")

#: PETSCII colour codes in the order of the KERNAL's table: index = colour
COLOUR_CODES: tuple[int, ...] = (0x90, 0x05, 0x1C, 0x9F, 0x9C, 0x1E, 0x1F, 0x9E,
                                 0x81, 0x95, 0x96, 0x97, 0x98, 0x99, 0x9A, 0x9B)
COLOUR_OF_CODE: dict[int, int] = {c: i for i, c in enumerate(COLOUR_CODES)}


def petscii_to_screen(code: int) -> int:
    """The screen code the KERNAL's PRINT stores for a printable PETSCII code
    (32-127 and 160-255), before reverse video is added."""
    if code < 0x80:
        return code & 0xDF if code >= 0x60 else code & 0x3F
    low = code & 0x7F
    if low == 0x7F:
        low = 0x5E                        # π
    return low | 0x40


def screen_to_petscii(screen: int, quote: bool = False) -> int:
    """The PETSCII code the screen editor reads back from a screen code
    (reverse video is a control code only inside quotes)."""
    code = screen & 0x3F
    if screen & 0x40:
        code |= 0x80
    if screen & 0x80 and quote:
        return code
    if not screen & 0x20:
        code |= 0x40
    return code


# -- Unicode -------------------------------------------------------------------------
_GRAPHICS_40 = (  # screen codes 0x40-0x5F in the upper case/graphics set
    "\u2500\u2660\U0001FB72\U0001FB78\U0001FB77\U0001FB76\U0001FB7A\U0001FB71"
    "\U0001FB74\u256E\u2570\u256F\U0001FB7C\u2572\u2571\U0001FB7D"
    "\U0001FB7E\u25CF\U0001FB7B\u2665\U0001FB70\u256D\u2573\u25CB"
    "\u2663\U0001FB75\u2666\u253C\U0001FB8C\u2502\u03C0\u25E5")
_GRAPHICS_60 = (  # screen codes 0x60-0x7F in both sets
    "\u00A0\u258C\u2584\u2594\u2581\u258F\u2592\u2595"
    "\U0001FB8F\u25E4\U0001FB87\u251C\u2597\u2514\u2510\u2582"
    "\u250C\u2534\u252C\u2524\u258E\u258D\U0001FB88\U0001FB82"
    "\U0001FB83\u2583\U0001FB7F\u2596\u259D\u2518\u2598\u259A")
_ASCII_00 = "@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\u00A3]\u2191\u2190"
_ASCII_20 = " !\"#$%&'()*+,-./0123456789:;<=>?"

UPPER_SET: tuple[str, ...] = tuple(_ASCII_00 + _ASCII_20 + _GRAPHICS_40 + _GRAPHICS_60)
LOWER_SET: tuple[str, ...] = tuple(
    "@abcdefghijklmnopqrstuvwxyz[\u00A3]\u2191\u2190" + _ASCII_20
    + "\u2500ABCDEFGHIJKLMNOPQRSTUVWXYZ\u253C\U0001FB8C\u2502\U0001FB96\U0001FB98"
    + _GRAPHICS_60[:9] + "\U0001FB99" + _GRAPHICS_60[10:26] + "\u2713" + _GRAPHICS_60[27:])

assert len(UPPER_SET) == 128 and len(LOWER_SET) == 128


def screen_char(screen: int, lower: bool = False) -> str:
    """The Unicode character for a screen code (reverse video ignored)."""
    return (LOWER_SET if lower else UPPER_SET)[screen & 0x7F]


def petscii_char(code: int, lower: bool = False) -> str:
    """The Unicode character a printable PETSCII code shows as ('' for control
    codes)."""
    if code < 0x20 or 0x80 <= code < 0xA0:
        return ""
    return screen_char(petscii_to_screen(code), lower)


def _unicode_to_petscii() -> dict[str, int]:
    """Unicode -> PETSCII for reading listings that contain our characters
    (the upper case/graphics set; the first PETSCII code of each wins)."""
    table: dict[str, int] = {}
    for code in list(range(0x20, 0x60)) + list(range(0xA0, 0x100)) + list(range(0x60, 0x80)):
        ch = petscii_char(code)
        table.setdefault(ch, code)
    table["\u00A0"] = 0xA0
    return table


UNICODE_TO_PETSCII: dict[str, int] = _unicode_to_petscii()

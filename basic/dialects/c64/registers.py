"""The VIC-II's register numbers and the 6569's (PAL) picture geometry.

From C. Bauer, "The MOS 6567/6569 video controller (VIC-II) and its
application in the Commodore 64" (1996): 3.2 (the registers) and 3.4 (the
display window); shared by the chip (:mod:`.vic`), its graphics sequencer
(:mod:`.graphics`), its sprites (:mod:`.sprites`) and the picture
(:mod:`.picture`).
"""
from __future__ import annotations

# register numbers ($D000 + n)
D010 = 0x10          # the 9th bit of each sprite's X
D011 = 0x11          # RST8 ECM BMM DEN RSEL YSCROLL
D012 = 0x12          # RASTER
D015 = 0x15          # sprites enabled
D016 = 0x16          # MCM CSEL XSCROLL
D017 = 0x17          # sprites expanded in Y
D018 = 0x18          # VM13-VM10 CB13-CB11
D019 = 0x19          # interrupt latch
D01A = 0x1A          # interrupt enable
D01B = 0x1B          # sprites behind the foreground
D01C = 0x1C          # multicolour sprites
D01D = 0x1D          # sprites expanded in X
D01E = 0x1E          # sprite-sprite collisions
D01F = 0x1F          # sprite-data collisions
D020 = 0x20          # border colour
D021 = 0x21          # background colours 0-3: $D021-$D024
D025 = 0x25          # sprite multicolour 0
D026 = 0x26          # sprite multicolour 1
D027 = 0x27          # sprite colours: $D027-$D02E
REGISTERS = 0x2F

# the 6569: lines in a frame, cycles in a line
LINES = 312
LINE_CYCLES = 63
FRAME_CYCLES = LINES * LINE_CYCLES            # 19656
#: X coordinates run 0..503 in a line, then start again (3.4: "only $1f7 on
#: the 6569"); a sprite at X 504-511 is never shown
X_COORDINATES = 504

#: the display window (3.4): first and last raster line (RSEL 1, RSEL 0)
#: and first and last X coordinate (CSEL 1, CSEL 0)
ROWS_25 = (51, 250)
ROWS_24 = (55, 246)
COLUMNS_40 = (24, 343)
COLUMNS_38 = (31, 334)
#: the first raster line that can be a bad line (3.5); the text rows start
#: at $30 + YSCROLL
BAD_LINE_FIRST = 0x30
#: the graphics start at X coordinate 24 (XSCROLL 0)
GRAPHICS_X = 24

# the picture: the 320x200 display window (25 rows, 40 columns) in a border
# of 32 pixels on every side, 384 x 264
BORDER_PX = 32
FRAME_WIDTH = 320 + 2 * BORDER_PX
FRAME_HEIGHT = 200 + 2 * BORDER_PX
#: the raster line of the picture's top row, the X coordinate of its left column
FRAME_LINE = ROWS_25[0] - BORDER_PX           # 19
FRAME_X = COLUMNS_40[0] - BORDER_PX           # -8: X coordinates 496-503, then 0...


def frame_x(x: int) -> int:
    """The picture's column of X coordinate ``x`` (0-503); 384 or more: not
    in the picture."""
    return (x - FRAME_X) % X_COORDINATES

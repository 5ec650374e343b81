"""What the VIC-II shows, in the PNG and in the terminal, against pictures
built here from the rules (never from our own earlier output).

The PNG is the display window (320x200) in a 32-pixel border
(docs/c64.md, "Graphics"): X coordinate 24 (the display window's first,
C. Bauer, "The MOS 6567/6569 video controller", 3.4, CSEL=1) is the PNG's
column 32, raster line 51 (its first line, RSEL=1) the PNG's row 32.  Each
test names the rules its pixels follow: Bauer's sections, and the
Programmer's Reference Guide (PRG) for the programs and what their pictures
show.
"""
from __future__ import annotations

import io

import pytest

from PIL import Image

from basic.core.cells import graphic_rows
from basic.dialects.c64 import numbers as cbm
from basic.dialects.c64.font import glyph
from basic.dialects.c64.image import screen_png
from basic.dialects.c64.petscii import PALETTE

from .helpers import run

WIDTH, HEIGHT = 384, 264
LEFT, TOP = 32 - 24, 32 - 51          # PNG column of X coordinate 0, PNG row of raster line 0

LIGHT_BLUE, BLUE, WHITE, BLACK, CYAN = 14, 6, 1, 0, 3


class Picture:
    """A frame built from the rules: palette indices, the PNG's size."""

    def __init__(self, border: int) -> None:
        self.px = bytearray([border]) * (WIDTH * HEIGHT)

    def window(self, colour: int, columns: tuple[int, int] = (24, 343),
               lines: tuple[int, int] = (51, 250)) -> None:
        """The display window (Bauer 3.4) in one colour."""
        for line in range(lines[0], lines[1] + 1):
            for x in range(columns[0], columns[1] + 1):
                self.set(x, line, colour)

    def set(self, x: int, line: int, colour: int) -> None:
        self.px[(line + TOP) * WIDTH + x + LEFT] = colour

    def cell(self, col: int, row: int, rows: tuple[int, ...], ink: int, paper: int,
             first_line: int = 51, first_x: int = 24) -> None:
        """A standard text or hi-res bitmap cell (Bauer 3.7.3.1, 3.7.3.3):
        "1" bits in the ink."""
        for y, bits in enumerate(rows):
            for x in range(8):
                colour = ink if bits & (0x80 >> x) else paper
                self.set(first_x + 8 * col + x, first_line + 8 * row + y, colour)

    def sprite(self, x: int, y: int, data: list[int], colour: int, wide: bool = False,
               tall: bool = False) -> None:
        """A standard sprite (Bauer 3.8.1): line r on raster line Y+1+r
        (twice each when tall), pixel k at X coordinate X+k (twice as wide
        when wide), "1" bits in its colour; only inside the display window
        (the border covers sprites, 3.9)."""
        w, h = (2 if wide else 1), (2 if tall else 1)
        for r in range(21):
            word = data[3 * r] << 16 | data[3 * r + 1] << 8 | data[3 * r + 2]
            for k in range(24):
                if word >> (23 - k) & 1:
                    for dx in range(w):
                        for dy in range(h):
                            px, line = x + w * k + dx, y + 1 + h * r + dy
                            if 24 <= px <= 343 and 51 <= line <= 250:
                                self.set(px, line, colour)

    def rgb(self) -> bytes:
        return b"".join(bytes(PALETTE[i]) for i in self.px)


def png_rgb(machine) -> bytes:    # noqa: ANN001
    buf = io.BytesIO()
    screen_png(machine.memory, buf, scale=1)
    img = Image.open(io.BytesIO(buf.getvalue())).convert("RGB")
    assert img.size == (WIDTH, HEIGHT)
    return img.tobytes()


def assert_same(machine, expected: Picture) -> None:    # noqa: ANN001
    got, want = png_rgb(machine), expected.rgb()
    if got != want:
        bad = [i // 3 for i in range(0, len(got), 3) if got[i:i + 3] != want[i:i + 3]]
        y, x = divmod(bad[0], WIDTH)
        raise AssertionError(f"{len(bad)} pixels differ, the first at PNG ({x}, {y}): "
                             f"X coordinate {x - LEFT}, raster line {y - TOP}")


# -- the Programmer's Reference Guide's examples ------------------------------------------------

#: PRG chapter 3, "Sprites": sprite example 1, the hot air balloon, as printed
BALLOON = """10 REM SPRITE EXAMPLE 1... THE HOT AIR BALLOON
30 VIC=13*4096:REM THIS IS WHERE THE VIC REGISTERS BEGIN
35 POKEVIC+21,1:REM ENABLE SPRITE 0
36 POKEVIC+33,14:REM SET BACKGROUND COLOR TO LIGHT BLUE
37 POKEVIC+23,1:REM EXPAND SPRITE 0 IN Y
38 POKEVIC+29,1:REM EXPAND SPRITE 0 IN X
40 POKE2040,192:REM SET SPRITE 0'S POINTER
180 POKEVIC+0,100:REM SET SPRITE 0'S X POSITION
190 POKEVIC+1,100:REM SET SPRITE 0'S Y POSITION
220 POKEVIC+39,1:REM SET SPRITE 0'S COLOR
250 FORY=0TO63:REM BYTE COUNTER WITH SPRITE LOOP
300 READA:REM READ IN A BYTE
310 POKE192*64+Y,A:REM STORE THE DATA IN SPRITE AREA
320 NEXTY:REM CLOSE LOOP
330 DX=1:DY=1
340 X=PEEK(VIC):REM LOOK AT SPRITE 0'S X POSITION
350 Y=PEEK(VIC+1):REM LOOK AT SPRITE 0'S Y POSITION
360 IFY=50ORY=208THENDY=-DY:REM IF Y IS ON THE EDGE OF THE...
370 REM SCREEN, THEN REVERSE DELTA Y
380 IFX=24AND(PEEK(VIC+16)AND1)=0THENDX=-DX:REM IF SPRITE IS TOUCHING...
390 REM THE LEFT EDGE(X=24 AND THE MSB FOR SPRITE 0 IS 0), REVERSE IT
400 IFX=40AND(PEEK(VIC+16)AND1)=1THENDX=-DX:REM IF SPRITE IS TOUCHING...
410 REM THE RIGHT EDGE (X=40 AND THE MSB FOR SPRITE 0 IS 1), REVERSE IT
420 IFX=255ANDDX=1THENX=-1:SIDE=1
430 REM SWITCH TO OTHER SIDE OF THE SCREEN
440 IFX=0ANDDX=-1THENX=256:SIDE=0
450 REM SWITCH TO OTHER SIDE OF THE SCREEN
460 X=X+DX:REM ADD DELTA X TO X
470 X=XAND255:REM MAKE SURE X IS IN ALLOWED RANGE
480 Y=Y+DY:REM ADD DELTA Y TO Y
485 POKEVIC+16,SIDE
490 POKEVIC,X:REM PUT NEW X VALUE INTO SPRITE 0'S X POSITION
510 POKEVIC+1,Y:REM PUT NEW Y VALUE INTO SPRITE 0'S Y POSITION
530 GOTO340
600 REM ***** SPRITE DATA *****
610 DATA0,127,0,1,255,192,3,255,224,3,231,224
620 DATA7,217,240,7,223,240,7,217,240,3,231,224
630 DATA3,255,224,3,255,224,2,255,160,1,127,64
640 DATA1,62,64,0,156,128,0,156,128,0,73,0,0,73,0
650 DATA0,62,0,0,62,0,0,62,0,0,28,0,0
"""
BALLOON_DATA = [int(v) for line in BALLOON.splitlines() if line.split()[1].startswith("DATA")
                for v in line.split("DATA")[1].split(",")]


def test_the_guides_balloon_flies_as_its_picture_shows() -> None:
    """The balloon, white, twice as wide and tall, on a light blue screen,
    where its registers put it (X with its ninth bit in $D010): the rules of
    Sprite class above.  After 1300 jiffies it has crossed X 255."""
    assert len(BALLOON_DATA) == 64 and BALLOON_DATA[:3] == [0, 127, 0]
    _, machine, _, reason = run(BALLOON, max_frames=1300)
    assert reason == "frames-limit"
    regs = machine.memory.vic.regs
    x, y = regs[0] | (regs[16] & 1) << 8, regs[1]
    assert x > 255 and 50 <= y <= 208
    expected = Picture(LIGHT_BLUE)                    # the border: light blue at power-on
    expected.window(LIGHT_BLUE)                       # line 36: background light blue
    expected.sprite(x, y, BALLOON_DATA, WHITE, wide=True, tall=True)
    assert_same(machine, expected)
    # its shape, as the guide draws it: the basket below the envelope
    assert BALLOON_DATA[60:63] == [0, 28, 0]


#: PRG chapter 3, "Standard high-resolution bit map mode": the sine curve,
#: the lines the guide has you type, in order
SINE = """5 BASE=2*4096:POKE53272,PEEK(53272)OR8:REM PUT BIT MAP AT 8192
10 POKE53265,PEEK(53265)OR32:REM ENTER BIT MAP MODE
20 FORI=BASETOBASE+7999:POKEI,0:NEXT:REM CLEAR BIT
30 FORI=1024TO2023:POKEI,3:NEXT:REM SET COLOR TO CYAN AND BLACK
50 FORX=0TO319STEP.5:REM WAVE WILL FILL THE SCREEN
60 Y=INT(90+80*SIN(X/10))
70 CH=INT(X/8)
80 RO=INT(Y/8)
85 LN=YAND7
90 BY=BASE+RO*320+8*CH+LN
100 BI=7-(XAND7)
110 POKEBY,PEEK(BY)OR(2^BI)
120 NEXTX
125 POKE1024,16
130 GOTO130
"""


def test_the_guides_sine_curve_plots_as_its_picture_shows() -> None:
    """Hi-res bitmap mode (Bauer 3.7.3.3): each cell's "1" pixels in the
    colour of its screen byte's high nybble, "0" pixels in the low one; the
    bitmap's byte for (X, Y) is BASE + INT(Y/8)*320 + INT(X/8)*8 + (Y AND 7)
    and bit 7-(X AND 7), as the guide derives.  Cyan with a black curve, the
    top left cell black (line 125: POKE 1024,16, white on black)."""
    _, machine, _, reason = run(SINE, max_frames=8200)
    assert reason == "frames-limit" and machine.memory.data[1024] == 16
    expected = Picture(LIGHT_BLUE)
    for row in range(25):
        for col in range(40):
            ink, paper = (WHITE, BLACK) if (row, col) == (0, 0) else (BLACK, CYAN)
            expected.cell(col, row, sine_cell(col, row), ink, paper)
    assert_same(machine, expected)


def sine_points() -> set[tuple[int, int]]:
    """The guide's points: X from 0 to 319 by .5, Y from line 60 in the
    C64's own arithmetic (numbers.py, checked against the ROM in
    tests/numbers), the bit of INT(X)."""
    plotted = set()
    for i in range(639):
        x = i / 2
        y = cbm.int_(cbm.add(90.0, cbm.mul(80.0, cbm.sin(cbm.div(x, 10.0)))))
        plotted.add((int(x), int(y)))
    return plotted


def sine_cell(col: int, row: int, points: set[tuple[int, int]] = sine_points()) -> tuple[int, ...]:
    """The 8 bitmap bytes of a cell of the sine curve."""
    return tuple(sum(0x80 >> x for x in range(8) if (8 * col + x, 8 * row + y) in points)
                 for y in range(8))


# -- a character set in RAM -----------------------------------------------------------------

NEW_A = (0xFF, 0x81, 0x81, 0xFF, 0x81, 0x81, 0x81, 0x00)

#: PRG chapter 3, "Programmable characters": the ROM copied to 12288 with
#: the I/O switched out, then "A" (code 1, 12296-12303) changed, then 53272
#: pointed there (POKE 53272,(PEEK(53272)AND240)+12)
CHARSET = """10 POKE56334,PEEK(56334)AND254:POKE1,PEEK(1)AND251
20 FORI=0TO2047:POKE12288+I,PEEK(53248+I):NEXT
30 POKE1,PEEK(1)OR4:POKE56334,PEEK(56334)OR1
40 FORI=0TO7:READA:POKE12296+I,A:NEXT
50 POKE53272,(PEEK(53272)AND240)+12
60 PRINT"{clr}AB"
70 DATA255,129,129,255,129,129,129,0
"""


def test_a_changed_a_in_a_character_set_copied_to_12288() -> None:
    """Standard text mode (Bauer 3.7.3.1): the character generator at
    CB13-CB11 of $D018 (12288), the "A" drawn from the bytes the program
    put there, the "B" as the ROM has it, light blue on blue."""
    _, machine, _, _ = run(CHARSET)
    expected = Picture(LIGHT_BLUE)
    expected.window(BLUE)
    expected.cell(0, 0, NEW_A, LIGHT_BLUE, BLUE)
    expected.cell(1, 0, glyph(2), LIGHT_BLUE, BLUE)
    for i, ch in enumerate("READY."):                              # its A the new one too
        rows = NEW_A if ch == "A" else glyph(ord(ch) - 64 if ch.isalpha() else ord(ch))
        expected.cell(i, 2, rows, LIGHT_BLUE, BLUE)
    assert_same(machine, expected)
    # the terminal: the new A drawn with blocks and braille (it is no
    # character of the ROM), the other letters as themselves
    cells = machine.terminal_view(0, 0).cells(machine.memory, machine.screen.border)
    hexes = ("%02x%02x%02x" % PALETTE[LIGHT_BLUE], "%02x%02x%02x" % PALETTE[BLUE])
    new_a = graphic_rows(bytes(NEW_A), 1, 1)[0]
    assert cells[0] == (new_a,) + hexes and cells[1] == ("B",) + hexes
    assert "".join(c[0] for c in cells[80:86]) == "RE" + new_a + "DY."


# -- the text and bitmap modes (Bauer 3.7.3) --------------------------------------------------

def shown(listing: str, frames: int = 4000):    # noqa: ANN201
    """Run a program, then a loop (so no READY. is printed), for ``frames``
    jiffies; its machine."""
    _, machine, _, reason = run(listing + "99 GOTO 99\n", max_frames=frames)
    assert reason == "frames-limit"
    return machine


A = glyph(1)                            # the ROM's "A" (chargen.py)


def test_extended_background_colour_mode() -> None:
    """3.7.3.5: bits 6-7 of a character's code choose $D021-$D024 for its
    "0" pixels, bits 0-5 the character (64 of them)."""
    machine = shown('10 PRINT "{clr}":POKE 53265,PEEK(53265)OR64\n'
                    "20 POKE 53282,2:POKE 53283,5:POKE 53284,7\n"
                    "30 FOR I=0 TO 3:POKE 1024+I,1+64*I:POKE 55296+I,1:NEXT\n")
    expected = Picture(LIGHT_BLUE)
    expected.window(BLUE)
    for i, paper in enumerate((BLUE, 2, 5, 7)):
        expected.cell(i, 0, A, WHITE, paper)
    assert_same(machine, expected)


def multi_rows(rows: tuple[int, ...], c00: int, c01: int, c10: int, c11: int):    # noqa: ANN201
    """(line, X offset, colour) of a multicolour cell: each bit pair two pixels wide."""
    colours = (c00, c01, c10, c11)
    return [(y, x, colours[b >> (6 - 2 * (x // 2)) & 3]) for y, b in enumerate(rows)
            for x in range(8)]


def test_multicolour_text_mode() -> None:
    """3.7.3.2: a character whose colour has bit 3 set is four colours of
    double-width pixels ("00" $D021, "01" $D022, "10" $D023, "11" its colour
    0-7); one without is a standard character in colours 0-7."""
    machine = shown('10 PRINT "{clr}":POKE 53270,PEEK(53270)OR16:POKE 53282,2:POKE 53283,5\n'
                    "20 POKE 1024,1:POKE 55296,15:POKE 1025,1:POKE 55297,7\n")
    expected = Picture(LIGHT_BLUE)
    expected.window(BLUE)
    for y, x, colour in multi_rows(A, BLUE, 2, 5, 7):
        expected.set(24 + x, 51 + y, colour)
    expected.cell(1, 0, A, 7, BLUE)
    assert_same(machine, expected)


def test_multicolour_bitmap_mode() -> None:
    """3.7.3.4: "00" $D021, "01" the screen byte's high nybble, "10" its low
    nybble, "11" colour RAM."""
    machine = shown("10 POKE 53272,PEEK(53272)OR8:POKE 53265,PEEK(53265)OR32\n"
                    "20 POKE 53270,PEEK(53270)OR16:FOR I=8192 TO 16191:POKE I,0:NEXT\n"
                    "30 FOR I=8192 TO 8199:POKE I,27:NEXT:POKE 1024,2*16+5:POKE 55296,7\n")
    expected = Picture(LIGHT_BLUE)
    expected.window(BLUE)
    for y, x, colour in multi_rows((27,) * 8, BLUE, 2, 5, 7):
        expected.set(24 + x, 51 + y, colour)
    assert_same(machine, expected)


def test_blanking_shows_the_border_everywhere() -> None:
    """3.10: with DEN clear the vertical border never opens: the whole frame
    is the border colour, sprites included (the border covers them, 3.9)."""
    machine = shown('10 PRINT "{clr}HELLO":POKE 53280,2:POKE 2040,13\n'
                    "20 FOR I=0 TO 62:POKE 832+I,255:NEXT:POKE 53248,100:POKE 53249,100\n"
                    "30 POKE 53269,1:POKE 53265,PEEK(53265)AND239\n")
    assert_same(machine, Picture(2))


def test_38_columns_and_24_rows_narrow_the_window() -> None:
    """3.4 and 3.9: with CSEL clear the border covers X 24-30 and 335-343,
    with RSEL clear raster lines 51-54 and 247-250; the characters stay
    where they were."""
    machine = shown('10 PRINT "{clr}":FOR I=0 TO 999:POKE 1024+I,160:POKE 55296+I,1:NEXT\n'
                    "20 POKE 53270,PEEK(53270)AND247:POKE 53265,PEEK(53265)AND247\n")
    expected = Picture(LIGHT_BLUE)
    expected.window(WHITE, columns=(31, 334), lines=(55, 246))
    assert_same(machine, expected)


def test_xscroll_moves_the_graphics_right() -> None:
    """3.7.3: XSCROLL delays the graphics: the first pixels of the window
    show $D021, and the characters' last pixels go under the right border."""
    machine = shown('10 PRINT "{clr}":POKE 1024,1:POKE 55296,1:POKE 1024+39,1:POKE 55296+39,1\n'
                    "20 POKE 53270,(PEEK(53270)AND248)+3\n")
    expected = Picture(LIGHT_BLUE)
    expected.window(BLUE)
    expected.cell(0, 0, A, WHITE, BLUE, first_x=27)
    expected.cell(39, 0, A, WHITE, BLUE, first_x=27)
    expected.window(LIGHT_BLUE, columns=(344, 351))          # back under the border
    assert_same(machine, expected)


def test_yscroll_and_the_idle_state() -> None:
    """3.5, 3.7.1, 3.7.3.9: with YSCROLL 7 the text rows start at line 55;
    the window's lines above them are in idle state, showing the byte at
    $3FFF ("1" pixels black, "0" $D021); the last row's lower lines go under
    the border."""
    machine = shown('10 PRINT "{clr}":POKE 16383,15:POKE 1024,1:POKE 55296,1\n'
                    "20 POKE 53265,(PEEK(53265)AND248)+7\n")
    expected = Picture(LIGHT_BLUE)
    expected.window(BLUE)
    for line in range(51, 55):
        for col in range(40):
            for x in range(4, 8):
                expected.set(24 + 8 * col + x, line, BLACK)
    expected.cell(0, 0, A, WHITE, BLUE, first_line=55)
    assert_same(machine, expected)


def test_the_bank_comes_from_cia_2() -> None:
    """PRG "Video bank selection": bits 0-1 of 56576 (inverted) choose the
    16K the VIC-II sees; bank 1 ($4000) has no character ROM image, so the
    characters come from RAM at $5000 (PRG: "not available ... in banks 1
    and 3")."""
    machine = shown('10 PRINT "{clr}HELLO":POKE 17408,1:POKE 55296,1\n'
                    "20 FOR I=0 TO 7:POKE 16384+4096+8+I,NEW(I):NEXT\n"
                    "30 POKE 56578,PEEK(56578)OR3:POKE 56576,(PEEK(56576)AND252)OR2\n"
                    .replace("NEW(I)", "PEEK(53256+I)*0+(I AND 1)*255"))
    expected = Picture(LIGHT_BLUE)
    expected.window(BLUE)
    expected.cell(0, 0, (0, 255) * 4, WHITE, BLUE)
    assert_same(machine, expected)


# -- sprites (Bauer 3.8) ------------------------------------------------------------------------

def sprite_program(lines: str) -> str:
    return ('10 PRINT "{clr}":V=53248:POKE 2040,13:POKE 2041,14\n' + lines)


def test_multicolour_sprites_and_their_three_colours() -> None:
    """3.8.1: in multicolour, "01" is $D025, "10" the sprite's colour, "11"
    $D026, each pair two pixels wide."""
    machine = shown(sprite_program(
        "20 FOR I=0 TO 62:POKE 832+I,0:NEXT:POKE 832,27:POKE V+28,1\n"
        "30 POKE V+37,2:POKE V+38,5:POKE V+39,7:POKE V,100:POKE V+1,100:POKE V+21,1\n"))
    expected = Picture(LIGHT_BLUE)
    expected.window(BLUE)
    for x, colour in ((2, 2), (3, 2), (4, 7), (5, 7), (6, 5), (7, 5)):   # 00 01 10 11
        expected.set(100 + x, 101, colour)
    assert_same(machine, expected)


@pytest.mark.slow
def test_sprite_priorities_x_msb_and_the_wrap() -> None:
    """3.8.2: sprite 0 in front of sprite 1; a sprite with its $D01B bit
    behind the foreground graphics (a reversed space) but in front of the
    background.  3.8.1: the ninth bit of X from $D010; X coordinates run to
    503 and start again at 0, so a sprite at X 500, twice as wide, shows
    its right part at the window's left edge."""
    machine = shown(sprite_program(
        "20 FOR I=0 TO 62:POKE 832+I,255:POKE 896+I,255:NEXT:POKE 1024+40*10+10,160\n"
        "30 POKE V+39,2:POKE V+40,7:POKE V,100:POKE V+1,100:POKE V+2,110:POKE V+3,105\n"
        "40 POKE 2042,13:POKE V+41,5:POKE V+4,96:POKE V+5,125:POKE V+27,4\n"
        "50 POKE 2043,13:POKE V+42,0:POKE V+6,44:POKE V+7,200:POKE V+16,8\n"
        "60 POKE 2044,13:POKE V+43,1:POKE V+8,244:POKE V+9,220:POKE V+16,8+16:POKE V+29,16\n"
        "70 POKE V+21,31\n"))
    solid = [255] * 63
    expected = Picture(LIGHT_BLUE)
    expected.window(BLUE)
    expected.cell(10, 10, (255,) * 8, LIGHT_BLUE, BLUE)           # the reversed space
    expected.sprite(500 - 504, 220, solid, WHITE, wide=True)     # X 500: 504 coordinates a line
    expected.sprite(300, 200, solid, BLACK)                       # X 44 + 256
    expected.sprite(96, 125, solid, 5)                            # behind the foreground
    expected.cell(10, 10, (255,) * 8, LIGHT_BLUE, BLUE)
    expected.sprite(110, 105, solid, 7)
    expected.sprite(100, 100, solid, 2)                           # sprite 0 on top
    assert_same(machine, expected)


# -- the terminal ---------------------------------------------------------------------------

def test_the_terminal_draws_bitmaps_and_sprites_in_cells() -> None:
    """The Spectrum's technique (basic.core.cells): a cell that is no
    character of the ROM is block characters or braille in its two
    colours: the sine curve black on cyan, the balloon white on light blue."""
    hexes = {c: "%02x%02x%02x" % PALETTE[c] for c in range(16)}
    _, machine, _, _ = run(SINE, max_frames=8200)
    cells = machine.terminal_view(0, 0).cells(machine.memory, machine.screen.border)
    curve = 0
    for row in range(25):
        for col in range(40):
            rows = sine_cell(col, row)
            cell = cells[40 * row + col]
            if (row, col) == (0, 0):                     # white on black, and no point in it
                assert cell == (" ", hexes[BLACK], hexes[BLACK])
            elif any(rows):
                curve += 1
                assert cell == (graphic_rows(bytes(rows), 1, 1)[0], hexes[BLACK], hexes[CYAN])
            else:
                assert cell == (" ", hexes[CYAN], hexes[CYAN])
    assert curve > 200
    _, machine, _, _ = run(BALLOON, max_frames=200)
    regs = machine.memory.vic.regs
    col, row = (regs[0] - 24) // 8 + 2, (regs[1] + 1 - 51) // 8 + 2
    cell = machine.terminal_view(0, 0).cells(machine.memory, machine.screen.border)[row * 40 + col]
    assert cell[1:] == (hexes[WHITE], hexes[LIGHT_BLUE]) and cell[0] != " "


def test_headless_png_carries_the_frame(tmp_path) -> None:    # noqa: ANN001
    """``basic run --headless --png`` draws the frame of the run's end from
    the dump's ``picture``: here a solid red sprite at X 100, Y 100 (its
    first line on raster line 101, Bauer 3.8.1) over a blue screen."""
    from basic.cli import main
    listing = tmp_path / "s.bas"
    listing.write_text('# dialect: c64\n10 PRINT "{clr}":POKE 2040,13\n'
                       "20 FOR I=0 TO 62:POKE 832+I,255:NEXT:POKE 53287,2\n"
                       "30 POKE 53248,100:POKE 53249,100:POKE 53269,1\n")
    out = tmp_path / "s.png"
    assert main(["run", str(listing), "--headless", "--png", str(out), "--scale", "1"]) == 0
    img = Image.open(out).convert("RGB")
    assert img.getpixel((100 + LEFT, 101 + TOP)) == PALETTE[2]
    assert img.getpixel((123 + LEFT, 121 + TOP)) == PALETTE[2]
    assert img.getpixel((124 + LEFT, 101 + TOP)) == PALETTE[BLUE]
    assert img.getpixel((100 + LEFT, 100 + TOP)) == PALETTE[BLUE]

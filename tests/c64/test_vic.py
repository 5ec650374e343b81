"""The C64's I/O area as BASIC's PEEK and POKE meet it: the bus, the VIC-II's
registers and time, the collisions, the cycles the VIC-II takes.

No ROM can answer for the chips, so each test names the rule it follows:
C. Bauer, "The MOS 6567/6569 video controller (VIC-II) and its application
in the Commodore 64" (1996), by section; the Programmer's Reference Guide
(PRG); Commodore's KERNAL source (mist64/c64rom).
"""
from __future__ import annotations

import pytest

from basic.dialects.c64.bus import C64Memory
from basic.dialects.c64.chargen import CHARGEN
from basic.dialects.c64.font import glyph
from basic.dialects.c64.jiffies import CIA_JIFFY, IRQ_CYCLES, JIFFY_CYCLES, jiffy_cycles
from basic.dialects.c64.vic import sprite_dma_cycles

from .helpers import as_text, run


def printed(listing: str, **options) -> str:
    """What the program printed (c64ref's text; colour and cursor codes left out)."""
    _, machine, host, _ = run(listing, **options)
    return "".join(c for c in as_text(host.codes) if c == "\n" or " " <= c <= "~")


# -- the bus ------------------------------------------------------------------------------------

def test_processor_port_and_banking() -> None:
    """PRG appendix A's memory map, Bauer 2.4.1: location 0 is the data
    direction register ($2F), 1 the port ($37, 55 to PEEK); CHAREN (bit 2)
    clear puts the character ROM at $D000, set the I/O chips; a write under a
    ROM goes to the RAM beneath."""
    m = C64Memory()
    assert (m.peek(0), m.peek(1)) == (0x2F, 55)
    assert m.peek(53280) == 254                      # the VIC-II: light blue border
    m.poke(1, 55 & 251)
    assert m.peek(1) == 51
    assert bytes(m.peek(53248 + i) for i in range(4096)) == CHARGEN
    m.poke(53280, 7)                                 # under the ROM: RAM
    assert m.data[53280] == 7 and m.vic.border == 14
    m.poke(1, 55)
    assert m.peek(53280) == 254
    m.poke(40960, 9)                                 # BASIC ROM mapped in: reads 0 (no image)
    assert m.peek(40960) == 0 and m.data[40960] == 9
    m.poke(1, 54)                                    # LORAM clear: RAM at $A000
    assert m.peek(40960) == 9 and m.peek(57344) == 0  # the KERNAL is still there
    m.poke(1, 52)                                    # all RAM (Bauer 2.4.1: %x00)
    assert m.peek(53280) == 7 and m.peek(57344) == 0
    m.poke(0, 0x28)                                  # LORAM, HIRAM, CHAREN as inputs: pulled up
    assert m.peek(53280) == 254 and m.peek(1) & 7 == 7


def test_devices_attach_by_page_and_replace_what_was_there() -> None:
    """The contract of docs/internals.md: a device serves whole pages of
    $D000-$DFFF and sees the full address."""
    class Probe:
        def __init__(self) -> None:
            self.seen: list[tuple[str, int, int]] = []

        def read(self, address: int) -> int:
            self.seen.append(("r", address, 0))
            return address & 0xFF

        def write(self, address: int, value: int) -> None:
            self.seen.append(("w", address, value))

    m = C64Memory()
    probe = Probe()
    m.attach(0xD400, 0xD7FF, probe)
    m.poke(54296, 15)
    assert m.peek(0xD7FF) == 0xFF
    assert probe.seen == [("w", 54296, 15), ("r", 0xD7FF, 0)]
    assert m.device_at(0xD400) is probe and m.device_at(0xD000) is m.vic
    m[0xD401] = 3                                    # py65's MPU reads and writes this way
    assert probe.seen[-1] == ("w", 0xD401, 3) and m[0xC000] == 0
    for first, last in ((0xD000, 0xD0FE), (0xC000, 0xC0FF), (0xD080, 0xD0FF)):
        with pytest.raises(ValueError):
            m.attach(first, last, probe)


def test_colour_ram_holds_four_bits() -> None:
    """PRG chapter 3, "Color memory": each location is 4 bits wide."""
    assert printed("10 POKE 55296,255:PRINT PEEK(55296);PEEK(55296+999)") == " 15  14 \n"


def test_cias_as_basic_reads_them() -> None:
    """CIA 2's port A: bits 0-1 the VIC-II's bank, bits 3-5 the serial
    lines driven, 6-7 read back (151 at power-on, after the KERNAL's
    IOINIT: DDRA $3F, PRA $97); CIA 1's timer A counts down the 16421
    cycles of the jiffy (kernal/init.s)."""
    out = printed("10 PRINT PEEK(56576);PEEK(56578);PEEK(56320);PEEK(56321)\n"
                  "20 A=PEEK(56324)+256*PEEK(56325):B=PEEK(56324)+256*PEEK(56325)\n"
                  "30 PRINT A>0;A<=16421;A<>B")
    assert out == " 151  63  127  255 \n-1 -1 -1 \n"


# -- the VIC-II's registers (Bauer 3.2) -----------------------------------------------------

def test_unconnected_bits_read_one_and_registers_repeat() -> None:
    """Bauer 3.2: unused bits read 1, $D02F-$D03F read $FF, the registers
    repeat every 64 bytes; the values are the KERNAL's TVIC table (INITV
    copies 47 bytes, so sprite 7's colour is the "L" after the table: 12;
    $D011's compare line 311 has latched bit 0 of $D019 since)."""
    out = printed("10 POKE 53280,0:POKE 53281+64,2:POKE 53295,0\n"
                  "20 PRINT PEEK(53280);PEEK(53281);PEEK(53270);PEEK(53272);PEEK(53273);"
                  "PEEK(53274);PEEK(53295);PEEK(53311);PEEK(53294);PEEK(53265)AND127;"
                  "PEEK(54240);PEEK(54271)")
    assert out == " 240  242  200  21  113  240  255  255  252  27  240  255 \n"


def test_collision_registers_cannot_be_written_and_light_pen_reads_0() -> None:
    assert printed("10 POKE 53278,255:POKE 53279,255:POKE 53267,9\n"
                   "20 PRINT PEEK(53278);PEEK(53279);PEEK(53267);PEEK(53268)") == \
        " 0  0  0  0 \n"


def test_raster_register_runs_at_pal_speed() -> None:
    """Bauer 3.4: 312 lines of 63 cycles on the 6569, the raster counter in
    $D012 and bit 7 of $D011.  Waiting for line 256 and then for line 0
    syncs to the frame: 100 frames take 100 x 19656 cycles, 119.7 jiffies
    of 16421.  (WAIT works out its arguments before it polls, as the ROM
    does: the variables keep that short; "53265" alone takes the ROM's FIN
    5170 cycles, 82 lines.)"""
    out = printed("10 V=53265:M=128:WAIT V,M:WAIT V,M,M:T=TI\n"
                  "20 FOR I=1 TO 100:WAIT V,M:WAIT V,M,M:NEXT\n"
                  "30 PRINT TI-T")
    assert out in (" 119 \n", " 120 \n")


def test_raster_compare_latches_the_interrupt_bit() -> None:
    """Bauer 3.12: bit 0 of $D019 latches when the raster reaches the line
    written to $D012/$D011 bit 7 and stays until a 1 is written there; bit 7
    is set only while the source is also enabled in $D01A."""
    out = printed("10 V=53248:S=V+25:E=V+26:L=V+18:O=1:POKE S,15:POKE L,100\n"
                  "20 POKE V+17,PEEK(V+17)AND127:WAIT S,O:A=PEEK(S):R=PEEK(L)\n"
                  "30 POKE E,O:B=PEEK(S):POKE S,O:C=PEEK(S):Q=PEEK(L)\n"
                  "40 PRINT A;B;C;R;Q\n")
    first, enabled, cleared, line, later = (int(v) for v in out.split())
    assert (first, enabled, cleared) == (113, 241, 112)
    assert 100 < line < 200                          # the WAIT ended just after line 100


# -- collisions (Bauer 3.8.2, 3.12) ----------------------------------------------------------

#: a solid sprite 0 at Y 120 (lines 121-141: Bauer 3.8.1, the first line
#: after the one matching Y) is moved right one pixel a frame towards a
#: reversed space at row 10, column 20: raster lines 131-138 (the text
#: starts at line 51 with YSCROLL 3, Bauer 3.4/3.5), X coordinates 184-191
#: (the display window starts at X 24, Bauer 3.4).  Each step waits until
#: the raster has passed line 256, then 0, then 256 again, so one whole frame
#: is drawn after the move before the collision register is read.
COLLIDE = """10 V=53248:PRINT "{clr}":POKE 1024+400+20,160
20 POKE 2040,13:FOR I=0 TO 62:POKE 832+I,255:NEXT
30 POKE V+1,120:POKE V+21,1:X=150:C=PEEK(V+31)
40 POKE V,X:WAIT V+17,128:WAIT V+17,128,128:WAIT V+17,128
50 C=PEEK(V+31):IF C=0 THEN X=X+1:GOTO 40
60 D=PEEK(V+31):PRINT X;C;D;PEEK(V+25)AND2
"""


def test_a_sprite_meets_a_character_at_the_first_frame_they_overlap() -> None:
    """The sprite's last pixel (X+23) reaches X coordinate 184 at X = 161:
    the collision bit is read in that frame, and reading it cleared it; the
    interrupt latch has MBC (bit 1)."""
    assert printed(COLLIDE) == "\n 161  1  0  2 \n"


def test_two_sprites_meet_where_their_pixels_do() -> None:
    """Bauer 3.8.2: sprites collide where both have a pixel that is not
    transparent, even in the border.  Sprite 1 sits at X 40; sprite 0, one
    pixel wide in its last column, comes from the left in the top border
    (Y 20: lines 21-41, above the display window)."""
    listing = """10 V=53248:POKE 2040,13:POKE 2041,14
20 FOR I=0 TO 62:POKE 832+I,0:POKE 896+I,255:NEXT:POKE 832+62,1
30 POKE V+1,20:POKE V+3,40:POKE V+2,40:POKE V+21,3:X=0:W=V+30:C=PEEK(W)
40 POKE V,X:WAIT V+17,128:WAIT V+17,128,128:WAIT V+17,128
50 C=PEEK(W):D=PEEK(W):IF C=0 THEN X=X+1:GOTO 40
60 PRINT X;C;D
"""
    # sprite 0's one pixel: row 20 (line 41), column 23; sprite 1's lines 41-61
    assert printed(listing) == " 17  3  0 \n"


def test_sprite_priority_does_not_stop_a_collision() -> None:
    """Bauer 3.8.2: $D01B sets only what is shown; the collision is the
    same in front of the characters or behind them."""
    assert printed(COLLIDE.replace("POKE V+21,1", "POKE V+21,1:POKE V+27,1")) == "\n 161  1  0  2 \n"


def test_no_collision_with_characters_in_the_border_or_with_the_display_off() -> None:
    """Bauer 3.9, 3.10: outside the display window (and everywhere with DEN
    clear) the graphics sequencer shows no foreground."""
    listing = """10 V=53248:PRINT "{clr}":FOR I=0 TO 999:POKE 1024+I,160:NEXT
20 POKE 2040,13:FOR I=0 TO 62:POKE 832+I,255:NEXT:POKE V,100:POKE V+1,0:POKE V+21,1
30 WAIT V+17,128:WAIT V+17,128,128:WAIT V+17,128:A=PEEK(V+31):A=PEEK(V+31)
40 POKE V+1,29:WAIT V+17,128:WAIT V+17,128,128:WAIT V+17,128:B=PEEK(V+31)
50 POKE V+1,30:WAIT V+17,128:WAIT V+17,128,128:WAIT V+17,128:C=PEEK(V+31)
60 POKE V+17,PEEK(V+17)AND239:Z=PEEK(V+31)
70 WAIT V+17,128:WAIT V+17,128,128:WAIT V+17,128:D=PEEK(V+31)
80 POKE V+17,PEEK(V+17)OR16:PRINT A;B;C;D
"""
    # Y 29: lines 30-50, all above the window's first line, 51 (PRG: "the
    # first on-screen value ... for an unexpanded sprite is 30")
    assert printed(listing) == "\n 0  0  1  0 \n"


def test_multicolour_01_pixels_are_background_for_collisions() -> None:
    """Bauer 3.7.3.2 and the PRG's note: in multicolour text mode "01" is
    background for collisions, "10" foreground."""
    listing = """10 V=53248:PRINT "{clr}":POKE V+22,PEEK(V+22)OR16
20 FOR I=0 TO 7:POKE 12288+I,85:POKE 12296+I,170:NEXT:POKE V+24,(PEEK(V+24)AND240)+12
30 POKE 1024+420,0:POKE 55296+420,8:POKE 1024+460,1:POKE 55296+460,8
40 POKE 2040,13:FOR I=0 TO 62:POKE 832+I,255:NEXT:POKE V,184:POKE V+1,120
50 POKE V+23,0:POKE V+21,1:A=PEEK(V+31)
60 WAIT V+17,128:WAIT V+17,128,128:WAIT V+17,128:A=PEEK(V+31)
70 POKE V+1,128:WAIT V+17,128:WAIT V+17,128,128:WAIT V+17,128:B=PEEK(V+31)
80 PRINT A;B
"""
    # rows 10-11 (lines 131-146): at row 10 a character of "01" pairs, at
    # row 11 one of "10" pairs; Y 120 covers lines 121-141 (row 10 and the
    # first 3 lines of row 11); Y 128 lines 129-149
    assert printed(listing).endswith(" 1  1 \n")
    only_01 = listing.replace("POKE 1024+460,1:POKE 55296+460,8", "").replace(
        "POKE V+1,128", "POKE V+1,121")
    assert printed(only_01).endswith(" 0  0 \n")


# -- the cycles the VIC-II takes (Bauer 3.5, 3.6.3, 3.8.1) ---------------------------------------

def test_sprite_dma_cycles_per_line() -> None:
    """One sprite: BA 3 cycles before its 2 cycles of s-accesses, 5; eight
    in a row, 19; two with a free slot between them share the wait."""
    assert sprite_dma_cycles(0b1) == 5
    assert sprite_dma_cycles(0xFF) == 19
    assert sprite_dma_cycles(0b101) == 9
    assert sprite_dma_cycles(0b10000001) == 10


def test_basic_gets_the_cycles_the_vic_ii_leaves() -> None:
    """The plain screen takes 25 bad lines of 42 cycles a frame: 15324 cycles
    a jiffy for BASIC, as the C64 cost model was calibrated; blanking the
    screen (DEN clear) gives BASIC those cycles; eight Y-expanded sprites
    take 42 lines of 19 cycles more."""
    assert jiffy_cycles(25 * 42) == JIFFY_CYCLES == 15324
    assert jiffy_cycles(0) == CIA_JIFFY - IRQ_CYCLES
    _, machine, _, _ = run("10 POKE 53265,PEEK(53265)AND239")
    assert machine.clock.cycles_per_frame == CIA_JIFFY - IRQ_CYCLES
    _, machine, _, _ = run("10 POKE 53271,255:POKE 53269,255")
    assert machine.clock.cycles_per_frame == jiffy_cycles(25 * 42 + 42 * 19)


def test_a_blank_screen_makes_a_loop_faster_in_machine_time() -> None:
    """The same loop, its jiffies counted by TI: 5.4% fewer with the screen
    off (16201 cycles a jiffy instead of 15324)."""
    loop = "20 T=TI:FOR I=1 TO 3000:NEXT:PRINT TI-T\n"
    on = int(printed("10 REM\n" + loop))
    off = int(printed("10 POKE 53265,PEEK(53265)AND239\n" + loop))
    assert off < on
    assert abs(on / off - 16201 / 15324) < 0.02


def test_char_rom_seen_through_peek_is_the_pictures_font() -> None:
    """PRG chapter 3, "Character definitions": the 8 bytes at 53256 are
    the "A", code 1, with the I/O switched out; here they are the font this
    project draws with (chargen.py), the same bytes the VIC-II shows."""
    out = printed("10 POKE 56334,PEEK(56334)AND254:POKE 1,PEEK(1)AND251\n"
                  "20 FOR I=0 TO 7:A(I)=PEEK(53256+I):B(I)=PEEK(55296+8+I):NEXT\n"
                  "30 POKE 1,PEEK(1)OR4:POKE 56334,PEEK(56334)OR1\n"
                  "40 FOR I=0 TO 7:PRINT A(I);B(I);:NEXT")
    values = [int(v) for v in out.split()]
    assert values[0::2] == list(glyph(1, False)) and values[1::2] == list(glyph(1, True))

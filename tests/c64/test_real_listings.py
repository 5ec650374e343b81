"""Equivalents of the real listings of tests/c64/listings/MACHINE_CODE.md:
programs of the same shape (a BASIC loader POKEing a routine from DATA, then
a loop calling it or an interrupt running it), with routines of our own doing
the same jobs through the same addresses."""
from __future__ import annotations

from tests.c64.helpers import as_text, run
from tests.c64.mc import assemble, loader


def test_a_game_loop_calling_a_key_driven_sprite_mover() -> None:
    """As DETONATOR: ``SYS 49152`` each time round the loop; the routine
    reads the key held (197) and moves sprite 0 left (A, 10) or right (D,
    18), setting 179 when SPACE (60) is down; BASIC PEEKs the flag."""
    code = assemble("""
        LDA #0
        STA 179
        LDA 197
        CMP #60
        BNE @notfire
        INC 179
    notfire: CMP #10
        BNE @notleft
        DEC $D000
        DEC $D000
        RTS
    notleft: CMP #18
        BNE @done
        INC $D000
        INC $D000
    done: RTS
    """, 49152)
    listing = ("10 V=53248:GOSUB 9000:POKE V,100:POKE V+1,100:POKE V+21,1:F=0\n"
               "20 FOR T=1 TO 400:SYS 49152:IF PEEK(179)=1 THEN F=F+1\n"
               "30 NEXT:PRINT PEEK(V);F\n8999 END\n" + loader(code, 49152))
    report, _, host, _ = run(listing, keys=["100:d:20", "+40:SPACE:10", "+30:a:5"])
    x, fires = (int(v) for v in as_text(host.codes).split())
    assert report.code == "0"
    assert x > 100 and fires > 0


SPLIT = """
        SEI
        LDA #<@irq
        STA $0314
        LDA #>@irq
        STA $0315
        LDA 251
        STA $D012
        LDA $D011
        AND #$7F
        STA $D011
        LDA #$81
        STA $D01A
        CLI
        RTS
    irq: LDA $D019
        STA $D019
        AND #1
        BNE @raster
        LDA $DC0D
        CLI
        JMP $EA31
    raster: LDA $D012
        CMP 252
        BCS @second
        LDA 253
        STA $D020
        STA $D021
        LDA 252
        JMP @exit
    second: LDA 254
        STA $D020
        STA $D021
        LDA 251
    exit: STA $D012
        JMP $FEBC
"""


def test_a_split_screen_raster_interrupt() -> None:
    """As THE SPLIT SCREEN (64 Tips & Tricks, 2.6): raster interrupts at the
    lines in 251 and 252 switch border and background between the colours
    in 253 and 254; the CIA's interrupt goes on to $EA31, so TI counts and
    GET reads the cursor keys that move the bar."""
    listing = ("10 GOSUB 9000:POKE 251,50:POKE 252,58:POKE 253,6:POKE 254,8:SYS 828\n"
               "20 T=TI:C=0\n"
               "30 GET A$:IF A$=CHR$(17) THEN POKE 251,PEEK(251)+8:POKE 252,PEEK(252)+8\n"
               "40 B=PEEK(53280)AND15:IF B=6 THEN C=C OR 1\n"
               "50 IF B=8 THEN C=C OR 2\n"
               "60 IF TI-T<120 THEN 30\n"
               "70 PRINT PEEK(251);C\n8999 END\n" + loader(assemble(SPLIT, 828), 828))
    report, machine, host, _ = run(listing, keys=["60:DOWN:3"])
    assert report.code == "0"
    assert as_text(host.codes) == " 58  3 \n"       # moved once; both colours seen
    assert machine.vic.regs[0x12] in (58, 66)


def test_an_nmi_routine_prints_while_basic_moves_a_sprite() -> None:
    """As the boat-and-waves listing: CIA 2's timer A raises the NMI, whose
    routine (through $0318) prints a row of characters with CHROUT, while
    BASIC moves a sprite."""
    code = assemble("""
        SEI
        LDA #<@nmi
        STA $0318
        LDA #>@nmi
        STA $0319
        LDA #$C7
        STA $DD04
        LDA #$1E
        STA $DD05
        LDA #$81
        STA $DD0D
        LDA #1
        STA $DD0E
        CLI
        RTS
    nmi: PHA
        TXA
        PHA
        TYA
        PHA
        LDY #0
    loop: LDA @text,Y
        JSR $FFD2
        INY
        CPY #5
        BNE @loop
        LDA $DD0D
        PLA
        TAY
        PLA
        TAX
        PLA
        RTI
    text: .byte 87,65,86,69,32
    """, 49152)
    listing = ("10 GOSUB 9000:SYS 49152:V=53248:POKE V+21,1\n"
               "20 FOR X=1 TO 200:POKE V,X:NEXT:POKE 56589,127\n8999 END\n"
               + loader(code, 49152))
    report, machine, _, _ = run(listing)
    assert report.code == "0"
    rows = machine.screen_rows()
    assert sum(r.count("WAVE") for r in rows) > 10
    assert machine.vic.regs[0] == 200

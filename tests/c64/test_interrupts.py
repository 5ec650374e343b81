"""Interrupts on the C64 (basic/dialects/c64/cpu.py, machine.py): a program's
own routine through $0314 called at the jiffy while BASIC runs and while
machine code runs, chaining to $EA31 or $EA81; raster interrupts from the
VIC-II's latch; POKE 788,52 (the jiffy without UDTIM)."""
from __future__ import annotations

from tests.c64.helpers import as_text, run
from tests.c64.mc import assemble, loader

#: SEI, the vector at $0314 to ``handler``, CLI
INSTALL = """
        SEI
        LDA #<@handler
        STA $0314
        LDA #>@handler
        STA $0315
        CLI
        RTS
"""


def program(body: str, source: str) -> str:
    return ("1 GOSUB 9000:SYS 49152\n" + body + "\n8999 END\n"
            + loader(assemble(source, 0xC000), 0xC000))


def test_an_interrupt_routine_runs_while_basic_runs() -> None:
    """The routine counts in 2 and chains to $EA31: about 60 calls a second
    while BASIC loops, and TI keeps counting."""
    source = INSTALL + """
    handler: INC $02
        JMP $EA31
    """
    listing = program("10 POKE 2,0:T=TI\n20 IF TI-T<60 THEN 20\n30 PRINT PEEK(2)", source)
    report, _, host, _ = run(listing)
    assert report.code == "0"
    assert 58 <= int(as_text(host.codes)) <= 61


def test_a_routine_ending_in_ea81_stops_ti() -> None:
    """Chaining to $EA81 (pull the registers, RTI) skips the KERNAL's jiffy:
    TI stands still while the routine counts."""
    source = INSTALL + """
    handler: INC $02
        LDA $DC0D
        JMP $EA81
    """
    listing = program("10 POKE 2,0:T=TI:FOR I=1 TO 300:NEXT\n20 PRINT TI-T;PEEK(2)>5", source)
    report, _, host, _ = run(listing)
    assert report.code == "0" and as_text(host.codes) == " 0 -1 \n"


def test_the_interrupt_comes_while_machine_code_runs() -> None:
    """A routine waiting in a loop for the interrupt routine to count up."""
    source = INSTALL + """
    handler: INC $02
        JMP $EA31
    wait: LDA #0
        STA $02
    loop: LDA $02
        CMP #10
        BNE @loop
        RTS
    """
    labels: dict[str, int] = {}
    assemble(source, 0xC000, labels)
    listing = program(f"10 SYS {labels['wait']}:PRINT \"DONE\";PEEK(2)", source)
    report, _, host, _ = run(listing)
    assert report.code == "0" and as_text(host.codes) == "DONE 10 \n"


def test_sei_holds_the_interrupt_off() -> None:
    source = INSTALL + """
    handler: INC $02
        JMP $EA31
    wait: SEI
        LDA #0
        STA $02
        LDX #0
        LDY #0
    loop: DEY
        BNE @loop
        DEX
        BNE @loop
        LDA $02
        CLI
        STA $03
        RTS
    """
    labels: dict[str, int] = {}
    assemble(source, 0xC000, labels)
    report, _, host, _ = run(program(f"10 SYS {labels['wait']}:PRINT PEEK(3);PEEK(2)>0", source))
    assert report.code == "0" and as_text(host.codes) == " 0 -1 \n"


def test_poke_788_52_skips_udtim() -> None:
    """POKE 788,52 ($EA34): the jiffy without UDTIM, the magazines' way to
    turn RUN/STOP off; TI stops."""
    report, _, host, _ = run("10 T=TI:POKE 788,52:FOR I=1 TO 300:NEXT:PRINT TI-T\n"
                             "20 POKE 788,49", keys=["10:CS+SPACE:5"])
    assert report.code == "0" and as_text(host.codes) == " 0 \n"


def test_a_raster_interrupt() -> None:
    """The VIC-II's raster interrupt at line 100 (the CIA's turned off):
    the routine acknowledges $D019 and counts, about 50 a second."""
    source = """
        SEI
        LDA #$7F
        STA $DC0D
        LDA #<@handler
        STA $0314
        LDA #>@handler
        STA $0315
        LDA #100
        STA $D012
        LDA $D011
        AND #$7F
        STA $D011
        LDA #1
        STA $D01A
        CLI
        RTS
    handler: LDA #1
        STA $D019
        INC $02
        JMP $EA81
    """
    listing = program("10 POKE 2,0:T=TI:J=0:FOR I=1 TO 1500:NEXT\n20 PRINT PEEK(2);TI-T", source)
    report, machine, host, _ = run(listing)
    assert report.code == "0"
    count, ti = (int(x) for x in as_text(host.codes).split())
    assert ti == 0                                  # the jiffy interrupt is off
    assert count > 20


def test_the_interrupt_routine_sees_the_keyboard_matrix() -> None:
    """A routine that scans the matrix itself: column 1 (port A bit 1 low),
    the A key is row 2."""
    source = INSTALL + """
    handler: LDA #$FD
        STA $DC00
        LDA $DC01
        STA $02
        LDA #$FF
        STA $DC00
        JMP $EA31
    """
    report, _, host, _ = run(program("10 POKE 2,255\n20 IF PEEK(2)=255 THEN 20\n30 PRINT PEEK(2)",
                                     source), keys=["30:a:20"])
    assert report.code == "0" and as_text(host.codes) == " 251 \n"


def test_cia2_timer_raises_the_nmi() -> None:
    """CIA 2's timer A with its interrupt on is the NMI: the routine through
    $0318 runs (at most once a jiffy while BASIC runs), whatever I says."""
    source = """
        SEI
        LDA #<@handler
        STA $0318
        LDA #>@handler
        STA $0319
        LDA #$10
        STA $DD04
        LDA #$27
        STA $DD05
        LDA #$81
        STA $DD0D
        LDA #$11
        STA $DD0E
        CLI
        RTS
    handler: PHA
        INC $02
        LDA $DD0D
        PLA
        RTI
    """
    listing = program("10 POKE 2,0:T=TI\n20 IF TI-T<60 THEN 20\n30 POKE 56589,127:PRINT PEEK(2)", source)
    report, _, host, _ = run(listing)
    assert report.code == "0"
    assert 50 <= int(as_text(host.codes)) <= 61

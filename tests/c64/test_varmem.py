"""BASIC's variables in memory for machine code (basic/dialects/c64/varmem.py):
the layout the genuine ROM leaves (golden/varmem_rom.json, written by
tests/c64/oracle/gen_varmem.py), and what a routine changes read back."""
from __future__ import annotations

import json
import os

from tests.c64.helpers import as_text, run
from tests.c64.mc import assemble, loader

GOLDEN = os.path.join(os.path.dirname(__file__), "golden", "varmem_rom.json")


def records(area: list[int]) -> dict[bytes, bytes]:
    """The 7-byte records of the simple variables by name (a function's
    pointers left out: the text and parameter addresses are not modelled)."""
    out = {}
    for i in range(0, len(area), 7):
        name, body = bytes(area[i:i + 2]), bytes(area[i + 2:i + 7])
        out[name] = bytes(5) if name[0] & 0x80 and not name[1] & 0x80 else body
    return out


def test_variables_in_memory_as_the_rom_lays_them_out() -> None:
    golden = json.load(open(GOLDEN))
    report, machine, _, _ = run(golden["program"] + "40 POKE 49152,96:SYS 49152\n")
    d = machine.memory.data
    word = lambda a: d[a] | d[a + 1] << 8      # noqa: E731
    assert report.code == "0"
    # SYS wrote them; line 40 moves VARTAB, the rest is as the ROM's
    rom = golden["pointers"]
    vartab = word(45)
    assert list(d[2049:2049 + len(golden["program_bytes"]) - 2]) == golden["program_bytes"][:-2]
    assert word(47) - vartab == rom["ARYTAB"] - rom["VARTAB"]
    assert word(49) - word(47) == rom["STREND"] - rom["ARYTAB"]
    assert records(list(d[vartab:word(47)])) == records(golden["variables"])
    assert list(d[word(47):word(49)]) == golden["arrays"]
    assert list(d[word(51):40960]) == golden["strings"]


def test_strings_point_into_the_program_or_string_space() -> None:
    report, machine, _, _ = run('10 A$="LITERAL":B$=A$+"!":SYS 49152\n')
    d = machine.memory.data
    vartab = d[45] | d[46] << 8
    a, b = d[vartab:vartab + 7], d[vartab + 7:vartab + 14]
    at = a[3] | a[4] << 8
    assert a[2] == 7 and bytes(d[at:at + 7]) == b"LITERAL" and 2049 < at < vartab
    at = b[3] | b[4] << 8
    assert b[2] == 8 and bytes(d[at:at + 8]) == b"LITERAL!" and at == 40960 - 8


def test_a_routine_changes_a_number_an_integer_and_a_string() -> None:
    """The routine finds the first three variables at VARTAB: it sets A to
    100 (MFLPT 87 48 00 00 00), B% to -3, and the first letter of C$."""
    code = assemble("""
        LDA $2D
        STA $FB
        LDA $2E
        STA $FC
        LDY #2
        LDA #$87
        STA ($FB),Y
        INY
        LDA #$48
        STA ($FB),Y
        LDY #9
        LDA #$FF
        STA ($FB),Y
        INY
        LDA #$FD
        STA ($FB),Y
        LDY #17         ; C$'s descriptor: length at 16, address at 17
        LDA ($FB),Y
        STA $FD
        INY
        LDA ($FB),Y
        STA $FE
        LDY #0
        LDA #$5A        ; Z
        STA ($FD),Y
        RTS
    """, 0xC000)
    listing = ("1 GOSUB 9000\n10 A=1:B%=7:C$=\"AB\"+\"C\":SYS 49152:PRINT A;B%;C$\n8999 END\n"
               + loader(code, 0xC000))
    report, _, host, _ = run(listing)
    assert report.code == "0"
    assert as_text(host.codes) == " 100 -3 ZBC\n"


def test_a_routine_points_a_string_at_new_text() -> None:
    """A descriptor changed to a string of the routine's own."""
    code = assemble("""
        LDA $2D
        STA $FB
        LDA $2E
        STA $FC
        LDY #2
        LDA #3
        STA ($FB),Y
        INY
        LDA #<@text
        STA ($FB),Y
        INY
        LDA #>@text
        STA ($FB),Y
        RTS
    text: .byte 88,89,90
    """, 0xC000)
    listing = ("1 GOSUB 9000\n10 A$=\"\":SYS 49152:PRINT A$;LEN(A$)\n8999 END\n"
               + loader(code, 0xC000))
    report, _, host, _ = run(listing)
    assert report.code == "0" and as_text(host.codes) == "XYZ 3 \n"


def test_a_routine_fills_an_integer_array() -> None:
    """ARYTAB: the first array's elements after its 7-byte header; the
    routine stores I*2 in A%(I) for I = 0..4."""
    code = assemble("""
        CLC
        LDA $2F
        ADC #7
        STA $FB
        LDA $30
        ADC #0
        STA $FC
        LDX #0
        LDY #0
    loop: LDA #0
        STA ($FB),Y
        INY
        TXA
        ASL
        STA ($FB),Y
        INY
        INX
        CPX #5
        BNE @loop
        RTS
    """, 0xC000)
    listing = ("1 GOSUB 9000\n10 DIM A%(4):SYS 49152:FOR I=0 TO 4:PRINT A%(I);:NEXT\n8999 END\n"
               + loader(code, 0xC000))
    report, _, host, _ = run(listing)
    assert report.code == "0" and as_text(host.codes) == " 0  2  4  6  8 "


def test_two_dimensional_array_first_subscript_fastest() -> None:
    report, machine, _, _ = run("10 DIM D%(2,1):D%(1,0)=11:D%(2,1)=21:POKE 49152,96:SYS 49152")
    d = machine.memory.data
    arytab = d[47] | d[48] << 8
    header = list(d[arytab:arytab + 9])
    assert header[:2] == [0xC4, 0x80] and header[4] == 2 and header[5:9] == [0, 2, 0, 3]
    elements = [d[arytab + 9 + 2 * i] << 8 | d[arytab + 10 + 2 * i] for i in range(6)]
    assert elements == [0, 11, 0, 0, 0, 21]

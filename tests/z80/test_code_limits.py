"""What stops a routine on the Z80 machines, and what it may do besides:
BREAK from the machine's own keyboard, ``--frames``, a HALT with interrupts
off, empty memory, a reset, a call into a ZX81 ROM that is not there; the
ROM image given with --rom (checked by its CRC32); RST 16 heard by stream
mode; the program continuing after a RET."""
from __future__ import annotations

import subprocess
import sys
import zlib
from pathlib import Path
from typing import Any

import pytest

from basic.core.host import HeadlessHost
from basic.core.romimage import RomImage, RomImageError
from basic.dialects import get_dialect
from basic.dialects.zx81.code import ZX81_ROM
from basic.frontends.headless import run_source
from basic.frontends.runner import load_listing


def spectrum(code: list[int], call: str = "RANDOMIZE USR 32000", more: str = "",
             **options: Any) -> dict[str, Any]:
    text = (f"10 FOR i=0 TO {len(code) - 1}: READ a: POKE 32000+i,a: NEXT i\n"
            f"20 DATA {','.join(map(str, code))}\n30 {call}\n{more}")
    return run_source(text, **options)


def zx81(code: list[int], call: str = "RAND USR 16514", **options: Any) -> dict[str, Any]:
    hexes = "".join(f"{b:02X}" for b in code)
    text = (f"# dialect: zx81\n1 REM {'X' * len(code)}\n10 LET A$=\"{hexes}\"\n"
            "20 FOR I=1 TO LEN A$-1 STEP 2\n"
            "30 POKE 16514+(I-1)/2,16*CODE A$(I)+CODE A$(I+1)-476\n40 NEXT I\n"
            f"60 {call}\n")
    return run_source(text, **options)


LOOP = [24, 254]                            # JR $


def test_a_routine_returns_and_the_program_goes_on() -> None:
    res = spectrum([1, 57, 48, 201], call="PRINT USR 32000", more='40 PRINT "after"\n')
    assert res["rows"][:2] == ["12345".ljust(32), "after".ljust(32)]
    assert res["report"] == "0 OK, 40:1"


def test_the_breaks_keys_stop_a_routine_that_never_returns() -> None:
    """CAPS SHIFT + SPACE held (the Spectrum), SHIFT + SPACE (the ZX81)."""
    assert spectrum(LOOP, keys=["50:BREAK:5"])["report"] == "L BREAK into program, 30:1"
    assert zx81(LOOP, keys=["50:BREAK:5"])["report"] == "D/60"


def test_frames_stops_a_headless_run_in_a_routine() -> None:
    res = spectrum(LOOP, frames=100)
    assert res["stop_reason"] == "frames-limit" and res["frames"] == 100


def test_interrupts_count_frames_while_a_routine_runs() -> None:
    """EI; HALT x 50: FRAMES goes on 50 (the ROM's IM 1 routine counts)."""
    res = spectrum([251, 6, 50, 118, 16, 253, 201],
                   call="LET f=PEEK 23672: RANDOMIZE USR 32000: PRINT PEEK 23672-f")
    assert res["rows"][0].strip() == "50"


def test_halt_with_interrupts_off_stops_naming_the_address() -> None:
    res = spectrum([243, 118])
    assert res["report"] == "C Nonsense in BASIC, 30:1"
    assert res["detail"].startswith("USR 32000: HALT with interrupts off at 32001 (0x7D01, "
                                    "opcode 0x76)")


def test_empty_memory_stops_naming_the_address() -> None:
    res = run_source("10 RANDOMIZE USR 40000\n")
    assert res["report"] == "C Nonsense in BASIC, 10:1"
    assert "there is no routine at 40000" in res["detail"]
    res = spectrum([195, 0x40, 0x9C])                 # JP 40000
    assert "ran into empty memory (NOPs) at" in res["detail"]


def test_a_reset_stops_the_program() -> None:
    res = run_source("10 PRINT USR 0\n")
    assert res["report"] == "C Nonsense in BASIC, 10:1"
    assert "reset the machine" in res["detail"]


@pytest.mark.slow
def test_stream_mode_hears_what_a_routine_prints_through_rst_16(tmp_path: Path) -> None:
    (tmp_path / "prog.bas").write_text(
        "10 FOR i=0 TO 6: READ a: POKE 32000+i,a: NEXT i\n20 DATA 62,72,215,62,73,215,201\n"
        '30 PRINT "x";: RANDOMIZE USR 32000: PRINT "y"\n')
    out = subprocess.run([sys.executable, "-m", "basic", "run", "--stream", "prog.bas"],
                         cwd=tmp_path, capture_output=True, text=True, timeout=60, input="")
    assert out.stdout.splitlines()[0] == "xHIy"


def test_a_zx81_routine_calling_the_rom_stops_without_an_image() -> None:
    res = zx81([62, 38, 215, 201])                    # LD A,38: RST 16: RET
    assert res["report"] == "C/60"
    assert res["detail"] == ("USR 16514: the routine called the ROM at 16 (0x0010), and there "
                             "is no ROM image: give the ZX81's 8K ROM with --rom FILE or "
                             "$BASIC_ZX81_ROM")


# -- a ROM image -----------------------------------------------------------------------

def stand_in_rom() -> bytes:
    """8K that behave as the 8K ROM's few addresses a routine here uses:
    RST 8 (ERROR-1) takes the code after it into ERR_NR and returns through
    ERR_SP, RST 16 puts A at DF_CC's cell and moves DF_CC on."""
    rom = bytearray(8192)
    rom[0x0008:0x000B] = bytes([0xC3, 0x00, 0x02])                    # JP 0x0200
    rom[0x0010:0x0013] = bytes([0xC3, 0x00, 0x01])                    # JP 0x0100
    rom[0x0200:0x020A] = bytes([0xE1, 0x7E, 0x32, 0x00, 0x40,         # POP HL: LD A,(HL): LD (ERR_NR),A
                                0xED, 0x7B, 0x02, 0x40, 0xC9])        # LD SP,(ERR_SP): RET
    rom[0x0100:0x0109] = bytes([0x2A, 0x0E, 0x40, 0x77, 0x23,         # LD HL,(DF_CC): LD (HL),A: INC HL
                                0x22, 0x0E, 0x40, 0xC9])              # LD (DF_CC),HL: RET
    return bytes(rom)


def with_rom(listing: str, rom: bytes) -> dict[str, Any]:
    """Run a ZX81 listing with ``rom`` in the machine (its CRC not checked)."""
    host = HeadlessHost(max_frames=500)
    machine, interp, parsed = load_listing(listing, get_dialect("zx81"), host)
    code = machine.code
    code._rom, code._rom_looked = rom, True
    machine.memory.data[:0x4000] = (rom * 2)[:0x4000]
    report = interp.run(parsed.autostart)
    out = machine.dump(report, interp)
    out["detail"] = report.detail if report else None
    return out


def zx81_listing(code: list[int], after: str = "") -> str:
    hexes = "".join(f"{b:02X}" for b in code)
    return (f"1 REM {'X' * len(code)}\n10 LET A$=\"{hexes}\"\n20 FOR I=1 TO LEN A$-1 STEP 2\n"
            "30 POKE 16514+(I-1)/2,16*CODE A$(I)+CODE A$(I+1)-476\n40 NEXT I\n"
            f'50 PRINT "AB";\n60 PRINT USR 16514\n{after}')


def test_with_a_rom_a_routine_calls_it_and_returns() -> None:
    """RST 16 in the ROM prints (here the stand-in's print); the RET to
    STACK-BC gives BC."""
    res = with_rom(zx81_listing([62, 40, 215, 1, 7, 0, 201]), stand_in_rom())
    assert res["report"] == "0/60"
    assert res["rows"][0].rstrip() == "ABC7"


def test_with_a_rom_an_error_comes_through_err_sp() -> None:
    """RST 8 with report B's code: the ROM's error restart returns through
    ERR_SP, whose address is STACK-BC for the run: report B at the USR."""
    res = with_rom(zx81_listing([207, 10], '70 PRINT "NOT HERE"\n'), stand_in_rom())
    assert res["report"] == "B/60"


def test_peek_reads_the_rom_once_an_image_is_given() -> None:
    rom = stand_in_rom()
    res = with_rom("10 PRINT PEEK 8;PEEK 8200\n", rom)
    assert res["rows"][0].strip() == "195195"


def test_a_rom_image_is_checked_by_its_crc(tmp_path: Path) -> None:
    image = RomImage("a test ROM", 4, zlib.crc32(b"ABCD"), "BASIC_TEST_ROM")
    good, bad = tmp_path / "good.rom", tmp_path / "bad.rom"
    good.write_bytes(b"ABCD")
    bad.write_bytes(b"ABCE")
    assert image.read(str(good)) == b"ABCD"
    with pytest.raises(RomImageError, match="not a test ROM"):
        image.read(str(bad))
    with pytest.raises(RomImageError, match="missing.rom"):
        image.read(str(tmp_path / "missing.rom"))


@pytest.mark.slow
@pytest.mark.parametrize("args, env, message", [
    (["--dialect", "zx81", "--rom", "bad.rom"], {}, "basic: --rom bad.rom: not the ZX81's 8K ROM"),
    (["--dialect", "zx81"], {"BASIC_ZX81_ROM": "bad.rom"},
     "basic: $BASIC_ZX81_ROM: bad.rom: not the ZX81's 8K ROM"),
    (["--dialect", "spectrum", "--rom", "bad.rom"], {},
     "basic: --rom is for the ZX80 and ZX81; the spectrum needs no ROM image"),
])
def test_a_wrong_rom_is_refused_in_one_line(tmp_path: Path, args: list[str], env: dict[str, str],
                                            message: str) -> None:
    (tmp_path / "bad.rom").write_bytes(bytes(8192))
    (tmp_path / "prog.bas").write_text("10 PRINT 1\n")
    import os
    for command in (["run", "--headless", *args, "prog.bas"], ["repl", *args]):
        out = subprocess.run([sys.executable, "-m", "basic", *command], cwd=tmp_path,
                             capture_output=True, text=True, timeout=60, input="",
                             env={**os.environ, **env})
        assert out.returncode == 2, out.stderr
        assert out.stderr.startswith(message) and len(out.stderr.splitlines()) == 1


def test_the_zx81_rom_image_is_the_genuine_one() -> None:
    assert (ZX81_ROM.size, ZX81_ROM.crc32) == (8192, 0x4B1DD6EB)


def test_code_kept_in_a_string_variable_runs() -> None:
    """LD BC,12345: RET as the characters of a$, the first variable: USR at
    VARS+3 runs them (12345 on the 48K ROM too, zxoracle)."""
    res = run_source("10 LET a$=CHR$ 1+CHR$ 57+CHR$ 48+CHR$ 201\n"
                     "20 PRINT USR (PEEK 23627+256*PEEK 23628+3)\n")
    assert res["rows"][0].strip() == "12345"


def test_a_port_write_is_at_its_time_on_the_machines_clock() -> None:
    """OUT reaches the ULA with the clock at the write's T-state, frames
    and all (the speaker stamps its edges with the clock's time)."""
    code = [62, 1, 211, 254,                      # LD A,1: OUT (254),A
            14, 30, 6, 0, 16, 254, 13, 32, 249,   # LD C,30: (LD B,0: DJNZ $) x 30
            62, 2, 211, 254, 201]                 # LD A,2: OUT (254),A: RET
    text = (f"10 FOR i=0 TO {len(code) - 1}: READ a: POKE 32000+i,a: NEXT i\n"
            f"20 DATA {','.join(map(str, code))}\n30 RANDOMIZE USR 32000\n")
    host = HeadlessHost(max_frames=500)
    machine, interp, parsed = load_listing(text, get_dialect("spectrum"), host)
    seen: list[tuple[int, int, int]] = []
    port_out, code_out = machine.ula.port_out, machine.code.port_out

    def ula_out(port: int, value: int) -> None:
        clock = machine.clock
        seen.append((value, clock.frames * 69888 + 69888 - clock.budget, -1))
        port_out(port, value)

    def z80_out(port: int, value: int, t: int) -> None:
        code_out(port, value, t)
        seen[-1] = seen[-1][:2] + (t,)

    machine.ula.port_out, machine.code.port_out = ula_out, z80_out
    interp.run(parsed.autostart)
    (v1, at1, t1), (v2, at2, t2) = seen
    assert (v1, v2) == (1, 2) and at2 - at1 == t2 - t1 > 69888

"""Programs as archives keep them: .tzx and .pzx tapes (read with SkoolKit's
parsers), .t64 tapes and .d64 disks, a C64 program with no suffix, a program
piped in; and the words basic says about a listing in the wrong dialect.

The TZX with a BASIC loader is built as verfum/c2tzx's test.tzx is made (a
loader saved with LINE 10 that CLEARs, LOADs "" CODE and calls it, then the
code), with a text and an archive-info block; that public file was run while
this was written (basic run: the code loaded at 32768, then USR's report).
The code is every byte twice over and a RET: run from 32768 on the genuine
48K ROM (zxoracle) it returns, and the program ends 0 OK, 40:1; so it does
here, in the Z80, only if LOAD "" CODE put it there.
The turbo block follows the TZX 1.20 specification (block 0x11)."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from basic.core.formats import FormatError
from basic.dialects import read_program
from basic.dialects.c64 import prg, t64
from basic.dialects.spectrum import pzx, tap, tzx
from basic.dialects.zx81 import p
from basic.frontends.headless import headless_run

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests" / "cli"))
from basic_cli import basic  # noqa: E402

LOADER = "10 CLEAR 32767\n20 LOAD \"\" CODE\n30 CLS\n40 RANDOMIZE USR 32768\n"
CODE = bytes(range(256)) * 2 + b"\xc9"


def code_file(name: bytes, start: int, data: bytes) -> bytes:
    header = tap.Header(3, name.ljust(10), len(data), start, 0x8000).to_bytes()
    return tap.block_bytes(0, header) + tap.block_bytes(0xFF, data)


def loader_tape() -> bytes:
    return tap.encode("# autostart: 10\n" + LOADER, "loader") + code_file(b"code", 32768, CODE)


def text_block(text: bytes) -> bytes:
    return b"\x30" + bytes([len(text)]) + text


def archive_info(title: bytes) -> bytes:
    body = b"\x01\x00" + bytes([len(title)]) + title
    return b"\x32" + len(body).to_bytes(2, "little") + body


def loader_tzx(extra: bytes = b"") -> bytes:
    data = tzx.tzx_of_tap(loader_tape())
    return data[:10] + archive_info(b"Loader Test") + text_block(b"made for basic") + extra \
        + data[10:]


def test_a_tzx_runs_as_its_tap_does_and_loads_its_code_in_tape_order() -> None:
    image = tzx.load(loader_tzx())
    assert image.autostart == 10
    run = headless_run(image)
    assert run.report is not None
    assert (run.report.code, run.report.line, run.report.stmt) == ("0", 40, 1)


def test_convert_shows_a_tzxs_text_and_archive_info() -> None:
    listing = tzx.decode(loader_tzx())
    assert listing.startswith("# dialect: spectrum\n")
    assert "# tzx Full title: Loader Test\n" in listing
    assert "# tzx Text: made for basic\n" in listing
    assert "20 LOAD \"\"CODE\n" in listing          # as the ROM's LIST spells it


@pytest.mark.parametrize("block, kind", [
    (b"\x11" + bytes(15) + b"\x03\x00\x00\xff\x00\xff", "turbo speed data"),
    (b"\x12\x78\x08\x00\x01", "pure tone"),
    (b"\x14" + bytes(7) + b"\x02\x00\x00\xff\x00", "pure data"),
])
def test_a_turbo_or_custom_loader_block_is_refused_by_its_place(block: bytes, kind: str) -> None:
    with pytest.raises(FormatError, match=f"block 3 \\(TZX block 0x1., {kind}\\)"):
        tzx.load(loader_tzx(block))


def test_convert_writes_a_tzx_of_standard_blocks(tmp_path: Path) -> None:
    from skoolkit.tape import parse_tzx
    (tmp_path / "prog.bas").write_text(LOADER)
    res = basic("convert", "prog.bas", "prog.tzx", cwd=tmp_path)
    assert res.returncode == 0, res.stderr
    tape = parse_tzx((tmp_path / "prog.tzx").read_bytes())
    assert [b.block_id for b in tape.blocks] == [0x10, 0x10]
    assert tzx.tap_bytes((tmp_path / "prog.tzx").read_bytes())[0] == tap.encode(LOADER, "prog")


def test_a_pzx_runs_as_its_tap_does() -> None:
    data = pzx.pzx_of_tap(tap.encode('10 PRINT "FROM A PZX"\n', "p"))
    run = headless_run(pzx.load(data))
    assert run.result["rows"][0].rstrip() == "FROM A PZX"
    other = data.replace((855).to_bytes(2, "little") * 2, (600).to_bytes(2, "little") * 2, 1)
    with pytest.raises(FormatError, match="block 3 is a data block in its own loader"):
        pzx.load(other)


@pytest.mark.parametrize("cut", [11, 40, 100, 300])
def test_a_cut_short_tape_is_one_clear_message(tmp_path: Path, cut: int) -> None:
    (tmp_path / "cut.tzx").write_bytes(loader_tzx()[:cut])
    res = basic("run", "cut.tzx", "--headless", cwd=tmp_path)
    assert res.returncode == 2 and res.stdout == ""
    assert res.stderr.startswith("basic: cut.tzx: ") and len(res.stderr.splitlines()) == 1


# -- .t64 -------------------------------------------------------------------------

TWO = t64.build([(b"FIRST", prg.encode('10 PRINT "ONE"\n')),
                 (b"SECOND", prg.encode('10 PRINT "TWO"\n'))], b"GAMES")


@pytest.mark.slow
def test_a_t64_runs_its_first_or_a_named_program(tmp_path: Path) -> None:
    (tmp_path / "games.t64").write_bytes(TWO)
    first = basic("run", "games.t64", "--headless", cwd=tmp_path)
    assert first.stdout.startswith("ONE\n"), first.stderr
    second = basic("run", "games.t64", "SEC*", "--headless", cwd=tmp_path)
    assert second.stdout.startswith("TWO\n"), second.stderr
    listed = basic("convert", "games.t64", "SECOND", "-", cwd=tmp_path)
    assert listed.stdout == '# dialect: c64\n# t64 tape "GAMES": "FIRST", "SECOND"\n' \
                            '10 PRINT "TWO"\n'
    missing = basic("run", "games.t64", "NOPE", "--headless", cwd=tmp_path)
    assert missing.returncode == 2
    assert missing.stderr == ('basic: games.t64: no program NOPE on the tape '
                              '(it holds "FIRST", "SECOND")\n')


def test_a_t64_with_the_broken_end_address_is_read_by_its_offsets() -> None:
    data = bytearray(TWO)
    for k in range(2):                      # both entries say $C3C6, as an old converter wrote
        data[0x40 + 32 * k + 4:0x40 + 32 * k + 6] = (0xC3C6).to_bytes(2, "little")
    assert t64.find(bytes(data), "SECOND").prg == prg.encode('10 PRINT "TWO"\n')
    with pytest.raises(FormatError, match="cut short"):
        t64.load(TWO[:-3], "SECOND")


# -- .d64, no suffix, stdin, --disk ---------------------------------------------------

def disk(path: Path) -> Path:
    from d64 import DiskImage
    DiskImage.create("d64", path, b"GAMES", b"GM")
    with DiskImage(path, mode="w") as image:
        for name, text in ((b"HYPO", '10 PRINT "ON THE DISK"\n'), (b"TWO", '10 PRINT "B"\n')):
            with image.path(name).open("w", ftype="prg") as file:
                file.write(prg.encode(text))
    return path


@pytest.mark.slow
def test_a_d64_runs_its_first_or_a_named_program(tmp_path: Path) -> None:
    disk(tmp_path / "game.d64")
    assert basic("run", "game.d64", "--headless", cwd=tmp_path).stdout.startswith("ON THE DISK")
    assert basic("run", "game.d64", "TWO", "--headless", cwd=tmp_path).stdout.startswith("B\n")
    res = basic("convert", "game.d64", "TWO", "two.bas", cwd=tmp_path)
    assert res.returncode == 0 and (tmp_path / "two.bas").read_text() == \
        '# dialect: c64\n10 PRINT "B"\n'


@pytest.mark.slow
def test_with_disk_a_name_is_looked_up_on_the_disk_first(tmp_path: Path) -> None:
    disk(tmp_path / "game.d64")
    (tmp_path / "HYPO").write_bytes(prg.encode('10 PRINT "ON THE HOST"\n'))
    res = basic("run", "--disk", "game.d64", "HYPO", "--headless", cwd=tmp_path)
    assert res.stdout.startswith("ON THE DISK"), res.stderr
    # a program the disk does not hold is still the host's file
    (tmp_path / "only.bas").write_text('# dialect: c64\n10 PRINT "HOST ONLY"\n')
    res = basic("run", "--disk", "game.d64", "only.bas", "--headless", cwd=tmp_path)
    assert res.stdout.startswith("HOST ONLY"), res.stderr


@pytest.mark.slow
def test_a_c64_program_without_a_suffix_is_known_by_its_bytes(tmp_path: Path) -> None:
    (tmp_path / "HYPO").write_bytes(prg.encode('10 PRINT "NO SUFFIX"\n'))
    assert basic("run", "HYPO", "--headless", cwd=tmp_path).stdout.startswith("NO SUFFIX")
    (tmp_path / "TC").write_bytes(b"\x01\x08\x0b\x08\x0a\x00\x99\x22\x41")     # cut short
    res = basic("run", "TC", "--headless", cwd=tmp_path)
    assert res.returncode == 2
    assert "it looks like a C64 program file (loaded at $0801), but" in res.stderr
    assert "name it NAME.prg" in res.stderr
    (tmp_path / "NOISE").write_bytes(bytes(range(256)))
    res = basic("run", "NOISE", "--headless", cwd=tmp_path)
    assert res.returncode == 2 and "nor a program file basic recognises" in res.stderr


def test_basic_run_dash_reads_the_program_from_stdin(tmp_path: Path) -> None:
    res = basic("run", "-", "--headless", stdin="10 PRINT 6*7\n")
    assert res.stdout.startswith("42\n"), res.stderr
    data = p.encode("# autostart: 20\n10 LET A=5\n20 PRINT A\n")
    piped = subprocess.run([sys.executable, "-m", "basic", "run", "-", "--headless"],
                           input=data, capture_output=True, cwd=ROOT, timeout=60)
    assert piped.returncode == 1 and b"2/20" in piped.stdout      # RUN was not typed: no A


@pytest.mark.slow
def test_a_listing_in_another_dialect_is_named(tmp_path: Path) -> None:
    (tmp_path / "ms.bas").write_text("10 X=1\n20 Y=2\n30 Z=X+Y\n40 PRINT Z\n50 W=Z*2\n")
    res = basic("run", "ms.bas", "--headless", cwd=tmp_path)
    assert ("ms.bas: 4 lines are not Sinclair ZX Spectrum 48K BASIC: it looks like "
            "Commodore 64 BASIC V2: try --dialect c64") in res.stderr
    (tmp_path / "z.bas").write_text("# dialect: zx80\n10 PRINT 1\n")
    res = basic("run", "z.bas", "--dialect", "zx81", "--headless", cwd=tmp_path)
    assert "warning: z.bas says # dialect: zx80; running it as zx81 (--dialect)" in res.stderr


def test_read_program_takes_each_kind_by_its_suffix(tmp_path: Path) -> None:
    (tmp_path / "a.tzx").write_bytes(loader_tzx())
    (tmp_path / "a.t64").write_bytes(TWO)
    assert read_program(tmp_path / "a.tzx").dialect == "spectrum"
    assert read_program(tmp_path / "a.t64").lines[0].text == 'PRINT "ONE"'


def _tzx_standard_block(flag: int, body: bytes) -> bytes:
    """A TZX 1.20 block 0x10 (standard speed data), written here from the
    specification rather than by basic's own writer: the pause after it
    (1000 ms), the length, then the ROM's block (flag, body, XOR checksum)."""
    data = bytes([flag]) + body
    check = 0
    for byte in data:
        check ^= byte
    data += bytes([check])
    return b"\x10" + (1000).to_bytes(2, "little") + len(data).to_bytes(2, "little") + data


def test_fortress_stored_by_the_rom_runs_from_a_tzx_to_the_listings_title_screen(
        tmp_path: Path) -> None:
    """The program bytes the genuine 48K ROM stored when FORTRESS was typed
    into its editor (tests/formats/golden/tap_rom.json, regen_tap_golden.py),
    in a TZX put together from the TZX specification with a header as
    SA-TYPE-0 builds it (type 0, LINE 1, the program's length twice, no
    variables), run to the same title screen as the listing."""
    golden = json.loads((ROOT / "tests" / "formats" / "golden" / "tap_rom.json").read_text())
    program = bytes.fromhex(golden["programs"]["fortress"]["program_hex"])
    header = (b"\x00" + b"fortress  " + len(program).to_bytes(2, "little")
              + (1).to_bytes(2, "little") + len(program).to_bytes(2, "little"))
    path = tmp_path / "fortress.tzx"
    path.write_bytes(b"ZXTape!\x1a\x01\x14" + _tzx_standard_block(0x00, header)
                     + _tzx_standard_block(0xFF, program))
    from_tzx = basic("run", str(path), "--headless", "--frames", "400", "--dump", "text")
    from_listing = basic("run", str(ROOT / "listings" / "fortress.bas"), "--headless",
                         "--frames", "400", "--dump", "text")
    assert from_tzx.returncode == from_listing.returncode, from_tzx.stderr
    assert "FORTRESS" in from_tzx.stdout
    assert from_tzx.stdout == from_listing.stdout

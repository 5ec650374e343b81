"""``basic run FILE --headless --png FILE [--scale N] [--flash-phase 0|1]``:
pixel-identical to the oracle's pictures of the same runs (golden/*.png from
regen_graphics.py; fortress_after_2.png is the example in zxoracle's README)."""
from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image

from basic import cli
from graphics_cases import FLASH_LISTING, FORTRESS_KEYS

HERE = Path(__file__).parent
GOLDEN = HERE / "golden"
FORTRESS = HERE.parents[1] / "listings" / "fortress.bas"


def rgb(path: Path) -> Image.Image:
    return Image.open(path).convert("RGB")


def run_png(tmp_path: Path, listing: Path, *options: str) -> Path:
    out = tmp_path / "shot.png"
    keys = [a for k in (FORTRESS_KEYS if listing == FORTRESS else []) for a in ("--keys", k)]
    code = cli.main(["run", str(listing), "--headless", *keys, "--png", str(out), *options])
    assert code == 0
    return out


@pytest.fixture()
def flash_listing(tmp_path: Path) -> Path:
    path = tmp_path / "flash.bas"
    path.write_text(FLASH_LISTING)
    return path


def test_fortress_png_is_the_roms(tmp_path, capsys):
    ours = rgb(run_png(tmp_path, FORTRESS))
    rom = rgb(GOLDEN / "fortress_after_2.png")
    assert ours.size == rom.size == (640, 512)
    assert ours.tobytes() == rom.tobytes()


def test_scale_1_with_flash_inverted(tmp_path, flash_listing, capsys):
    ours = rgb(run_png(tmp_path, flash_listing, "--scale", "1", "--flash-phase", "1"))
    rom = rgb(GOLDEN / "flash_scale1_phase1.png")
    assert ours.size == rom.size == (320, 256)
    assert ours.tobytes() == rom.tobytes()


def test_scale_3_with_flash_as_printed(tmp_path, flash_listing, capsys):
    ours = rgb(run_png(tmp_path, flash_listing, "--scale", "3"))
    rom = rgb(GOLDEN / "flash_scale3_phase0.png")
    assert ours.size == rom.size == (960, 768)
    assert ours.tobytes() == rom.tobytes()


def test_flash_phases_differ_only_in_flashing_cells(tmp_path, flash_listing, capsys):
    a = rgb(run_png(tmp_path, flash_listing, "--scale", "1"))
    b = rgb(run_png(tmp_path, flash_listing, "--scale", "1", "--flash-phase", "1"))
    diff = [(x, y) for y in range(256) for x in range(320) if a.getpixel((x, y)) != b.getpixel((x, y))]
    assert diff
    # only FLASH cells change (text and the circle); the border never flashes
    assert all(32 <= x < 288 and 32 <= y < 224 for x, y in diff)


def test_unwritable_png_is_a_clear_error(tmp_path, flash_listing, capsys):
    code = cli.main(["run", str(flash_listing), "--headless",
                     "--png", str(tmp_path / "missing" / "shot.png")])
    assert code == cli.EXIT_USAGE
    assert "cannot write" in capsys.readouterr().err


@pytest.mark.parametrize("option", [["--scale", "0"], ["--scale", "17"], ["--scale", "x"],
                                    ["--flash-phase", "2"]])
def test_bad_picture_options_are_usage_errors(flash_listing, option, capsys):
    with pytest.raises(SystemExit) as exit_:
        cli.main(["run", str(flash_listing), "--headless", "--png", "x.png", *option])
    assert exit_.value.code == 2
    assert option[0] in capsys.readouterr().err

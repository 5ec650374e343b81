"""PNG output: pixel-identical to the oracle's --png (phase 0), FLASH swapped in phase 1."""
import io
import json
from pathlib import Path

from PIL import Image

from basic.dialects.spectrum.image import PALETTE, screen_image, screen_png
from basic.dialects.spectrum import sysvars as sv
from basic.core.memory import Memory
from basic.dialects.spectrum.rom import rom_image
from basic.dialects.spectrum.screen import ZXScreen
from zx_screen_cases import CASES, Driver

HERE = Path(__file__).parent
GOLDEN = json.loads((HERE / "golden" / "zx_screen.json").read_text())


def _png_screen() -> tuple[Memory, ZXScreen]:
    m = Memory(rom_image())
    sv.init_system_variables(m)
    s = ZXScreen(m)
    s.cls()
    next(c for c in CASES if c.name == "png_screen").drive(Driver(s))
    s.show_report(GOLDEN["png_screen"]["report"])
    return m, s


def test_png_matches_oracle(tmp_path):
    m, s = _png_screen()
    path = tmp_path / "shot.png"
    screen_png(m, s.border, path)
    ours = Image.open(path).convert("RGB")
    oracle = Image.open(HERE / "golden" / "png_screen.png").convert("RGB")
    assert ours.size == oracle.size == (640, 512)
    assert ours.tobytes() == oracle.tobytes()


def test_flash_phase_swaps_flashing_cells_only():
    m, s = _png_screen()
    buf = io.BytesIO()
    screen_png(m, s.border, buf, scale=1, flash_phase=1)
    flashed = Image.open(io.BytesIO(buf.getvalue())).convert("RGB")
    plain = screen_image(m, s.border, scale=1)
    assert flashed.size == (320, 256)
    attrs = m.data[0x5800:0x5B00]
    flashing = [i for i, a in enumerate(attrs) if a & 0x80]
    assert flashing
    for i, a in enumerate(attrs):
        x, y = 32 + 8 * (i % 32), 32 + 8 * (i // 32)
        box = (x, y, x + 8, y + 8)
        if a & 0x80 and (a & 7) != ((a >> 3) & 7):
            bright = (a >> 6) & 1
            ink, paper = PALETTE[bright][a & 7], PALETTE[bright][(a >> 3) & 7]
            raw = plain.crop(box).tobytes()
            swapped = b"".join(paper if raw[k:k + 3] == ink else ink for k in range(0, len(raw), 3))
            assert flashed.crop(box).tobytes() == swapped
        elif not a & 0x80:
            assert flashed.crop(box).tobytes() == plain.crop(box).tobytes()

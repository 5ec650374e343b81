"""Memory: 64 KiB, read-only ROM, little-endian words."""
from basic.core.memory import Memory
from basic.dialects.spectrum.rom import rom_image


def test_poke_peek_and_wrap():
    m = Memory(rom_size=16384)
    m.poke(30000, 0x1FF)
    assert m.peek(30000) == 0xFF
    m.poke(65536 + 100, 7)                 # the address bus has 16 bits
    assert m.peek(100 + 65536) == 0 and m.peek(100) == 0   # 100 is ROM: ignored
    m.poke(65535 + 16385, 9)
    assert m.peek(16384) == 9


def test_rom_is_read_only():
    rom = rom_image()
    m = Memory(rom)
    assert m.rom_size == 16384
    assert m.peek(0) == rom[0] and m.peek(16383) == rom[16383]
    m.poke(0, rom[0] ^ 0xFF)
    m.poke16(16383, 0xABCD)                # low byte into ROM (ignored), high byte into RAM
    assert m.peek(0) == rom[0]
    assert m.peek(16383) == rom[16383] and m.peek(16384) == 0xAB


def test_words_are_little_endian():
    m = Memory(rom_size=0)
    m.poke16(23606, 0x3C00)
    assert m.data[23606] == 0x00 and m.data[23607] == 0x3C
    assert m.peek16(23606) == 0x3C00
    m.poke16(65535, 0x1234)                # wraps to address 0 (no ROM here)
    assert m.peek(65535) == 0x34 and m.peek(0) == 0x12 and m.peek16(65535) == 0x1234


def test_load_and_data_size():
    m = Memory(rom_size=16384)
    assert len(m.data) == 65536
    m.load(16382, [1, 2, 3, 4])
    assert list(m.data[16382:16386]) == [0, 0, 3, 4]

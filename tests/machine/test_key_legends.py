"""The key legends every machine's key chords use (basic.core.keys) are the
Spectrum ROM's: each key alone, with CAPS SHIFT and with SYMBOL SHIFT types in
L mode what the ROM's KEY-SCAN and K-DECODE make of it."""
import itertools

import pytest

from basic.core.keys import LEGENDS, chord_code, keys_for
from basic.dialects.spectrum.keyboard import ALL_KEYS, decode


def test_the_legends_name_the_forty_keys():
    assert set(LEGENDS) == set(ALL_KEYS) and len(LEGENDS) == 40


@pytest.mark.parametrize("key", sorted(ALL_KEYS))
def test_each_legend_is_what_the_rom_decodes(key):
    alone, caps, symbol = LEGENDS[key]
    assert alone == decode({key})
    assert caps == (None if key == "CS" else decode({key, "CS"}))
    assert symbol == (None if key == "SS" else decode({key, "SS"}))


def test_every_chord_of_up_to_three_keys_decodes_as_the_rom_does():
    keys = sorted(ALL_KEYS)
    chords = [set()] + [{k} for k in keys] + [set(c) for c in itertools.combinations(keys, 2)]
    chords += [{"CS", "SS", "a"}, {"q", "w", "e"}]
    for chord in chords:
        assert chord_code(chord) == decode(chord), chord


def test_a_character_is_typed_by_the_keys_the_rom_needs_for_it():
    for char in map(chr, range(32, 128)):
        try:
            keys = keys_for(char)
        except ValueError:
            continue
        assert decode(keys) == ord(char), char

"""The Spectrum's beeper: BEEP and OUT 254 as the 48K ROM makes them.

The ROM's answers are in golden/beeper_rom.json (gen_beeper.py: the genuine
ROM's BEEP in SkoolKit's simulator, every write to port 254 timed); the
sound itself is checked by reading the WAV back."""
import json
from pathlib import Path

import pytest

from basic.core.errors import BasicError
from basic.dialects.spectrum import beep as rom_beep
from basic.frontends.headless import run_source
from wavtools import edges, frequency, loud, run_to_wav

GOLDEN = json.loads((Path(__file__).parent / "golden" / "beeper_rom.json").read_text())
CLOCK = 3_500_000


def _plan(case):
    try:
        return "0", rom_beep.plan(case["duration"], case["pitch"])
    except BasicError as err:
        return err.code, None


@pytest.mark.parametrize("case", GOLDEN["cases"],
                         ids=lambda c: f"BEEP {c['duration']},{c['pitch']}")
def test_beep_numbers_and_edges_are_the_roms(case):
    """The report, the number of edges, the T-states from BEEPER's start to
    the first edge, between edges, and after the last, as the ROM has them."""
    code, plan = _plan(case)
    assert code == case["report"]
    if case["report"] != "0":
        return
    edges_ = 2 * plan.cycles
    assert edges_ == case["edges"]
    if not edges_:
        return
    assert [rom_beep.half_period(plan.hl)] == case["half"]
    assert rom_beep.first_edge(plan.hl) == case["first"]
    assert rom_beep.LAST_EDGE == case["tail"] + 14          # EI and RET after it
    assert rom_beep.beeper_time(plan.hl, plan.cycles) == \
        case["first"] + (edges_ - 1) * case["half"][0] + case["tail"] + 14
    assert abs(plan.setup - case["setup"]) <= 0.15 * case["setup"]
    assert case["values"] == [15, 31]                         # border 7, MIC on, EAR toggled


@pytest.mark.parametrize("case", GOLDEN["frames"], ids=lambda c: c["program"])
def test_frames_does_not_count_a_beeps_frames(case):
    """Interrupts are off in BEEPER: FRAMES stands still while the note
    plays.  The ROM's count, within two frames: which frame boundaries fall
    in the calculator's work between notes (about a frame each) depends on
    where each statement starts, which our cost model has within a few
    per cent; the 25 frames of each half-second note are not counted."""
    ours = run_source(case["program"])
    assert abs(int(ours["rows"][0].strip()) - int(case["printed"])) <= 2


def test_a_beep_takes_its_time_in_machine_time():
    """The program waits for the note: BEEP 1,0 takes the ROM's 50 frames
    of machine time."""
    ours = run_source("10 BEEP 1,0")
    assert 50 <= ours["frames"] <= 52


def test_beep_half_a_second_of_middle_c(tmp_path):
    samples, _ = run_to_wav("10 BEEP 0.5,0", tmp_path / "c.wav")
    assert abs(frequency(samples, 261.63) / 261.63 - 1) < 0.005
    found = edges(samples)
    half = rom_beep.half_period(rom_beep.plan(0.5, 0).hl) * 44100 / CLOCK
    duration = (found[-1] - found[0] + half) / 44100
    assert abs(duration / 0.5 - 1) < 0.01


def test_beep_an_octave_up(tmp_path):
    samples, _ = run_to_wav("10 BEEP 0.1,12", tmp_path / "c.wav")
    assert abs(frequency(samples, 523.25) / 523.25 - 1) < 0.005
    low, _ = run_to_wav("10 BEEP 0.5,0", tmp_path / "low.wav")
    assert abs(frequency(samples, 523.25) / frequency(low, 261.63) - 2) < 0.01


def test_the_roms_lowest_note(tmp_path):
    """BEEP 1,-60: five octaves below middle C, 8.18 Hz; the ROM plays whole
    cycles, 8 of them (0.978 s)."""
    samples, _ = run_to_wav("10 BEEP 1,-60", tmp_path / "low.wav")
    rom = CLOCK / (2 * rom_beep.half_period(rom_beep.plan(1, -60).hl))
    assert abs(rom / (261.6256 / 32) - 1) < 0.005
    assert abs(frequency(samples, 8.18) / rom - 1) < 0.005
    found = edges(samples)
    assert len(found) == 16
    assert abs(((found[-1] - found[0]) / 44100 + 1 / (2 * rom)) / (8 / rom) - 1) < 0.01


def test_the_roms_highest_note(tmp_path):
    """BEEP 0.01,69: the ROM's loop count 1 gives 14,344 Hz (not the
    14,080 Hz of the semitone), for 143 cycles; three samples a cycle at
    44.1 kHz, so the crossings are measured to 2%."""
    plan = rom_beep.plan(0.01, 69)
    assert plan.hl == 1 and plan.cycles == 141
    rom = CLOCK / (2 * rom_beep.half_period(plan.hl))
    samples, _ = run_to_wav("10 BEEP 0.01,69", tmp_path / "high.wav")
    assert abs(frequency(samples, rom) / rom - 1) < 0.02
    first, last = loud(samples, 3000)
    assert abs((last - first) / 44100 - 0.01) < 0.001


def test_out_254_toggles_the_speaker_when_it_runs(tmp_path):
    """OUT 254 with bit 4 set and clear, in a loop: a tone whose period is
    the loop's machine time; the border follows too."""
    listing = "10 FOR i=1 TO 20\n20 OUT 254,16+2\n30 OUT 254,2\n40 NEXT i"
    samples, machine = run_to_wav(listing, tmp_path / "out.wav")
    found = edges(samples)
    assert len(found) == 40
    gaps = {round((b - a) / 10) for a, b in zip(found, found[1:])}
    assert len(gaps) <= 3                          # a steady rhythm
    assert machine.screen.border == 2


def test_a_silent_program_writes_silence(tmp_path):
    samples, _ = run_to_wav("10 FOR i=1 TO 100: NEXT i\n20 BORDER 3", tmp_path / "quiet.wav")
    assert len(samples) > 0
    assert max(abs(v) for v in samples) == 0


def test_the_wav_is_the_same_every_run(tmp_path):
    listing = "10 FOR n=0 TO 12: BEEP 0.05,n: NEXT n\n20 OUT 254,16: OUT 254,0"
    run_to_wav(listing, tmp_path / "a.wav")
    run_to_wav(listing, tmp_path / "b.wav")
    assert (tmp_path / "a.wav").read_bytes() == (tmp_path / "b.wav").read_bytes()


def test_the_editor_clicks_for_every_key_typed_at_input(tmp_path):
    """ED-LOOP calls BEEPER with HL=200 and DE=PIP for each key: two edges
    918 T-states apart (the ROM's key click, which the oracle recorded),
    or more after POKE 23609,n."""
    samples, _ = run_to_wav('10 INPUT a$', tmp_path / "k.wav", keys=["+5:A,+5:B,+5:ENTER"])
    assert len(edges(samples)) == 6                # A, B, ENTER: two edges each
    assert rom_beep.half_period(0xC8) == 918
    louder, _ = run_to_wav('10 POKE 23609,20: INPUT a$', tmp_path / "p.wav",
                           keys=["+5:A,+5:ENTER"])
    assert len(edges(louder)) > 40

#!/usr/bin/env python3
"""A SID model of our own in numpy, measured against reSIDfp (pyresidfp).

This is the comparison docs/c64.md reports (why the C64 uses reSIDfp): a
vectorised model of the three voices (the 24-bit accumulators, triangle,
sawtooth, pulse, the 23-bit noise register, combined waveforms as the AND of
their bits, ring modulation, the ADSR with the chip's rate periods and its
exponential decay) computed a frame of samples at a time, with an optional
state-variable filter (a loop per sample: numpy cannot vectorise it), and
reSIDfp clocked for the same notes.  It prints the CPU each takes for a
second of sound, and how alike the two sound (the correlation of their
samples, and the frequency each gives).

    pip install numpy pyresidfp      # numpy for this tool only
    python tools/sid_model_compare.py
"""
from __future__ import annotations

import math
import time

import numpy as np
from pyresidfp._pyresidfp import SID, ChipModel, SamplingMethod

CLOCK = 985248
RATE = 44100
FRAME = CLOCK // 60                  # a jiffy of cycles: one numpy step
ATTACK = [9, 32, 63, 95, 149, 220, 267, 313, 392, 977, 1954, 3126, 3907, 11720, 19532, 31251]


class Voice:
    def __init__(self) -> None:
        self.acc = 0
        self.freq = 0
        self.pw = 2048
        self.control = 0
        self.ad = 0
        self.sr = 0
        self.env = 0.0
        self.state = "release"
        self.noise = 0x7FFFF8

    def samples(self, n: int, ring_msb: np.ndarray | None) -> tuple[np.ndarray, np.ndarray]:
        step = self.freq * CLOCK / RATE
        acc = (self.acc + step * np.arange(1, n + 1)) % (1 << 24)
        self.acc = float(acc[-1])
        a = acc.astype(np.int64)
        msb = a >> 23
        wave = np.full(n, 0xFFF, dtype=np.int64)
        c = self.control
        if c & 0x10:
            flip = msb ^ (ring_msb if (c & 0x04) and ring_msb is not None else 0)
            tri = ((a ^ (-(flip) & 0xFFFFFF)) >> 11) & 0xFFF
            wave &= tri
        if c & 0x20:
            wave &= a >> 12
        if c & 0x40:
            wave &= np.where((a >> 12) >= self.pw, 0xFFF, 0)
        if c & 0x80:
            wave &= self._noise(a)
        if not c & 0xF0:
            wave[:] = 0
        env = self._envelope(n)
        return (wave - 0x800) * env / 255.0, msb

    def _noise(self, a: np.ndarray) -> np.ndarray:
        bit19 = (a >> 19) & 1
        rises = np.flatnonzero(np.diff(np.concatenate(([0], bit19))) == 1)
        out = np.empty(len(a), dtype=np.int64)
        last = 0
        for r in rises:
            out[last:r] = self._noise_out()
            bit = ((self.noise >> 22) ^ (self.noise >> 17)) & 1
            self.noise = ((self.noise << 1) | bit) & 0x7FFFFF
            last = r
        out[last:] = self._noise_out()
        return out

    def _noise_out(self) -> int:
        r = self.noise
        return (((r >> 20) & 1) << 11 | ((r >> 18) & 1) << 10 | ((r >> 14) & 1) << 9
                | ((r >> 11) & 1) << 8 | ((r >> 9) & 1) << 7 | ((r >> 5) & 1) << 6
                | ((r >> 2) & 1) << 5 | (r & 1) << 4)

    def _envelope(self, n: int) -> np.ndarray:
        per_sample = CLOCK / RATE
        out = np.empty(n)
        env = self.env
        sustain = (self.sr >> 4) * 17
        for i in range(n):             # a step a sample: rates are far slower
            if self.state == "attack":
                env += per_sample / ATTACK[self.ad >> 4]
                if env >= 255:
                    env, self.state = 255.0, "decay"
            elif self.state == "decay":
                if env > sustain:
                    env -= per_sample / (ATTACK[self.ad & 15] * _exp(env))
                    env = max(env, sustain)
            else:
                env = max(0.0, env - per_sample / (ATTACK[self.sr & 15] * _exp(env)))
            out[i] = env
        self.env = env
        return out


def _exp(env: float) -> int:
    return 1 if env >= 93 else 2 if env >= 54 else 4 if env >= 26 else 8 if env >= 14 else \
        16 if env >= 6 else 30


class Model:
    """Three voices, volume, an optional filter (voice 1 only, low-pass)."""

    def __init__(self, filtered: bool = False) -> None:
        self.voices = [Voice(), Voice(), Voice()]
        self.volume = 15
        self.filtered = filtered
        self.cutoff = 0.1
        self.low = self.band = 0.0

    def write(self, reg: int, value: int) -> None:
        if reg < 21:
            v = self.voices[reg // 7]
            r = reg % 7
            if r == 0:
                v.freq = (v.freq & 0xFF00) | value
            elif r == 1:
                v.freq = (v.freq & 0xFF) | value << 8
            elif r == 2:
                v.pw = (v.pw & 0xF00) | value
            elif r == 3:
                v.pw = (v.pw & 0xFF) | (value & 15) << 8
            elif r == 4:
                if value & 1 and not v.control & 1:
                    v.state = "attack"
                elif not value & 1:
                    v.state = "release"
                v.control = value
            elif r == 5:
                v.ad = value
            else:
                v.sr = value
        elif reg == 24:
            self.volume = value & 15

    def clock(self, cycles: int) -> np.ndarray:
        n = round(cycles * RATE / CLOCK)
        msb = None
        mix = np.zeros(n)
        outs = []
        for v in self.voices:
            s, msb_v = v.samples(n, msb)
            outs.append(s)
            msb = msb_v
        if self.filtered:
            mix += self._lowpass(outs[0])
            mix += outs[1] + outs[2]
        else:
            mix = outs[0] + outs[1] + outs[2]
        return (mix * self.volume / 15 * 4).astype(np.int16)

    def _lowpass(self, x: np.ndarray) -> np.ndarray:
        f, q = self.cutoff, 1.0
        low, band = self.low, self.band
        out = np.empty(len(x))
        for i, s in enumerate(x):      # a state-variable filter: one step a sample
            high = s - low - q * band
            band += f * high
            low += f * band
            out[i] = low
        self.low, self.band = low, band
        return out


def play(chip, notes, seconds: float) -> tuple[np.ndarray, float]:
    """Write ``notes`` (register, value) and clock the chip for ``seconds``,
    a jiffy at a time: its samples and the CPU seconds."""
    for reg, value in notes:
        chip.write(reg, value)
    out = []
    t0 = time.process_time()
    for _ in range(int(seconds * 60)):
        out.append(np.asarray(chip.clock(FRAME), dtype=np.float64))
    return np.concatenate(out), time.process_time() - t0


def frequency(x: np.ndarray) -> float:
    x = x - np.convolve(x, np.ones(400) / 400, mode="same")
    ups = np.flatnonzero((x[:-1] < 0) & (x[1:] >= 0))
    return (len(ups) - 1) * RATE / (ups[-1] - ups[0])


CASES = {
    "triangle 423.8 Hz": [(24, 15), (5, 0), (6, 0xF0), (1, 7217 >> 8), (0, 7217 & 255), (4, 0x11)],
    "sawtooth 1 kHz": [(24, 15), (5, 0), (6, 0xF0), (1, 17028 >> 8), (0, 17028 & 255), (4, 0x21)],
    "three voices": [(24, 15)] + [(7 * v + r, x) for v in range(3) for r, x in
                                  ((5, 0), (6, 0xF0), (3, 8), (1, 17 + 5 * v), (4, 0x41 if v == 0 else 0x21))],
    "voice 1 filtered": [(21, 0), (22, 8), (23, 1), (24, 0x1F), (5, 0), (6, 0xF0),
                         (1, 17028 >> 8), (0, 17028 & 255), (4, 0x21)],
}


def main() -> None:
    print(f"{'case':20s} {'reSIDfp CPU':>12s} {'model CPU':>10s} {'corr':>6s} "
          f"{'reSIDfp Hz':>10s} {'model Hz':>9s}  (per second of sound)")
    for name, notes in CASES.items():
        resid = SID(ChipModel.MOS6581, SamplingMethod.RESAMPLE, float(CLOCK), float(RATE))
        resid.clock(CLOCK)                                  # settle
        model = Model(filtered=name.endswith("filtered"))
        a, ta = play(resid, notes, 2.0)
        b, tb = play(model, notes, 2.0)
        n = min(len(a), len(b))
        a, b = a[RATE // 2:n], b[RATE // 2:n]              # past the attack and the settling
        a = a - a.mean()
        b = b - b.mean()
        lags = range(-60, 61)
        corr = max(abs(np.corrcoef(a[60:-60], np.roll(b, k)[60:-60])[0, 1]) for k in lags)
        fa = frequency(a) if name != "three voices" else math.nan
        fb = frequency(b) if name != "three voices" else math.nan
        print(f"{name:20s} {ta / 2:12.4f} {tb / 2:10.4f} {corr:6.3f} {fa:10.1f} {fb:9.1f}")


if __name__ == "__main__":
    main()

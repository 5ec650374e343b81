"""What ``basic run`` was asked to do, as the front-ends take it.

:mod:`basic.cli` is the only user of argparse: it turns the command line into
a :class:`RunOptions` and hands that to the front-ends (the live terminal,
stream mode, the final dumps and pictures), which read its fields and never
the command line.
"""
from __future__ import annotations

from ..core.nodeclass import record
from typing import Optional

from ..core.host import DEFAULT_IDLE_FRAMES, DEFAULT_MAX_FRAMES
from ..core.peripherals import DEFAULT_PRINTER, Peripherals


@record(frozen=True)
class RunOptions:
    """The options of one run (the defaults are ``basic run``'s)."""
    #: where the listing came from (for messages, and a .tap's later files)
    file: str = ""
    #: key scripts (basic.core.keyscript) and INPUT answers, in order
    keys: tuple[str, ...] = ()
    inputs: tuple[str, ...] = ()
    #: headless and stream runs: stop after this many frames of waiting for a key
    idle_frames: int = DEFAULT_IDLE_FRAMES
    #: headless runs: stop after this many frames
    frames: int = DEFAULT_MAX_FRAMES
    #: only UPPERCASE words are keywords (the Spectrum's option)
    upper_keywords: bool = False
    #: stream mode even on a terminal
    stream: bool = False
    #: ``authentic``, ``max`` or a factor; None: the display's own default
    speed: Optional[str] = None
    #: ``text`` or ``json``: print the final screen
    dump: Optional[str] = None
    #: write the final screen as a PNG here, ``scale`` pixels a machine
    #: pixel, FLASH in ``flash_phase``
    png: Optional[str] = None
    scale: int = 2
    flash_phase: int = 0
    #: the disk (a folder or a .d64; None: ./disk) and the printer's file
    disk: Optional[str] = None
    printer: str = DEFAULT_PRINTER
    #: the RAM in K (the ZX80's and ZX81's ``--ram``; None: the default)
    ram: Optional[int] = None
    #: the ZX81's or ZX80's ROM image (``--rom``; None: $BASIC_ZX81_ROM...)
    rom: Optional[str] = None
    #: record the screen as an animated GIF / APNG here (``scale`` pixels a pixel)
    gif: Optional[str] = None
    apng: Optional[str] = None
    #: run in a window (basic.frontends.window) rather than the terminal
    window: bool = False
    #: write the run's sound to this WAV file (basic.frontends.audio)
    wav: Optional[str] = None
    #: no sound on the audio device
    mute: bool = False
    #: ``--joystick PORT``: the keypad, the cursor keys, Tab and End drive the
    #: joystick in that port (MachineFace.use_joystick); None: the keypad
    #: alone, in the machine's own choice of port
    joystick: Optional[int] = None
    #: ``--snapshot-out FILE``: the machine at the end of the run as a
    #: snapshot (the suffix chooses the format: Dialect.snapshot_suffixes)
    snapshot_out: Optional[str] = None

    def peripherals(self) -> Peripherals:
        return Peripherals(self.disk, self.printer, self.ram, rom=self.rom)

"""TOMMY'S TOWERS run as a user runs it: ``basic run listings/towers.bas
--stream`` in a subprocess, with its keys from a key script (``--keys``).

Why a key script and not stdin: in the C64's stream mode GET takes the
characters of stdin's lines one at a time, but line ends are not keys
(basic/dialects/c64/stream.py, c64ref's convention), and the function keys
and RUN/STOP have no character, so stdin cannot type RETURN or F1-F8, which
the game needs for every name, file name and command.  The key script holds
each key on the C64's keyboard matrix as a player would: it is pressed when
the program reads the keyboard (``inkey``) or when the screen shows a text
(``?text``), as :class:`Screen` asks.

The keys are written as for towers_driver (``\\r`` for RETURN, codes for
the function keys), so the scenarios of towers_kinds serve both drivers."""
from __future__ import annotations

import json
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Union

from basic_cli import ROOT, basic
from .towers_driver import F1, F2, F3, F4, F5, F6, F7, F8, LARROW, POUND, STOP, codes

LISTING_PATH = ROOT / "listings" / "towers.bas"

NAMES = {13: "ENTER", 32: "SPACE", STOP: "BREAK", POUND: "POUND",
         LARROW: "LARROW", 44: "COMMA", 58: "COLON",
         F1: "F1", F2: "F2", F3: "F3", F4: "F4", F5: "F5", F6: "F6", F7: "F7", F8: "F8"}


@dataclass(frozen=True)
class Screen:
    """Hold the next key until the screen shows ``text`` (no ``:`` or ``,``)."""
    text: str


def key_name(code: int) -> str:
    """A PETSCII code as the key script names the key that types it: the
    unshifted letters A-Z are the keys a-z."""
    if code in NAMES:
        return NAMES[code]
    if 65 <= code <= 90:
        return chr(code + 32)
    if 33 <= code < 64:
        return chr(code)
    raise ValueError(f"no key types code {code}")


def key_script(*parts: Union[str, Screen]) -> str:
    """Typed text and :class:`Screen` waits -> a ``--keys`` script."""
    events, trigger = [], "inkey"
    for part in parts:
        if isinstance(part, Screen):
            trigger = "?" + part.text
            continue
        for code in codes(part):
            events.append(f"{trigger}:{key_name(code)}")
            trigger = "inkey"
    return ",".join(events)


@dataclass
class StreamRun:
    """What one run left: its stdout (the stream), its final dump, its disk."""
    result: subprocess.CompletedProcess
    stream: str
    dump: dict[str, Any]
    disk: Path

    def file_lines(self, name: str) -> list[str]:
        """A SEQ file on the run's disk, as lines."""
        return (self.disk / name).read_bytes().decode("latin-1").split("\r")


def run(disk: Path, *parts: Union[str, Screen]) -> StreamRun:
    """towers.bas in stream mode with the keys ``parts`` and device 8 in
    ``disk``, until it waits for a key that does not come."""
    result = basic("run", str(LISTING_PATH), "--stream", "--disk", str(disk),
                   "--keys", key_script(*parts), "--dump", "json", timeout=600)
    at = result.stdout.rindex('{"rows": ')
    dump, _ = json.JSONDecoder().raw_decode(result.stdout[at:])
    return StreamRun(result, result.stdout[:at], dump, disk)

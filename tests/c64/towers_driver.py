"""Driving TOMMY'S TOWERS (listings/towers.bas) headless: keys go to GET as
PETSCII codes, one each time the program reads the keyboard, and the run
stops when the program waits for a key that is not there.

``Towers`` keeps the machine between calls, so a test plays a game step by
step and looks at the screen and the board in between.  Each key's jiffy
(TI) is noted when GET takes it, and the jiffy when the program next finds
the keyboard empty (a hold counts as empty), so a test can measure the
machine time a move takes; with each, the string collections so far
(machine.heap), so it can tell whether one fell inside.  Each collection's
first jiffy is noted too, with the screen then and at the program's next read
of the keyboard (``Collection``): the same screen means the collection came
after the board was redrawn and the prompt shown, while the game waited.

Once the queued keys have run out, ``Towers(..., watch=True)`` notes the
screen at every jiffy (``KeyQueue.seen``), and ``later`` types keys on the
C64's keyboard at given jiffies after the last queued key: they go through
the KERNAL's scan into the keyboard buffer, as a player's keys typed while
the game is busy do."""
from __future__ import annotations

import re
from pathlib import Path
from dataclasses import dataclass, field
from typing import Any, Optional

from basic.core.errors import StopRun
from basic.core.host import HeadlessHost
from basic.core.peripherals import Peripherals
from basic.dialects import get_dialect
from basic.frontends.runner import load_listing

LISTING = (Path(__file__).resolve().parents[2] / "listings" / "towers.bas").read_text()

F1, F3, F5, F7, F2, F4, F6, F8 = 133, 134, 135, 136, 137, 138, 139, 140
RETURN, DEL, STOP, LARROW, POUND = 13, 20, 3, 95, 92
KINDS = "PSKTBQJDENAIICRHW=O^"
BOARD_TOP = 4
PROMPT = re.compile(r"^[A-Z0-9 ]{1,8}\? ")


WAIT = -1
SECOND = -2


def codes(text: str) -> list[int]:
    """Keys as typed: characters as their codes, ``\\r`` for RETURN; ``|``
    holds the next key until the program asks for a move again (a player's
    name and ``?`` on the prompt line), as a player waits for a replay; ``~``
    holds it for a second of machine time (60 jiffies)."""
    marks = {"\r": 13, "\n": 13, "|": WAIT, "~": SECOND}
    return [marks.get(c, ord(c)) for c in text]


@dataclass
class Collection:
    """A string collection: its first jiffy, the screen's rows then, and
    the rows at the program's next read of the keyboard."""
    at: float
    screen: list[str]
    next_read: list[str] = field(default_factory=list)

    def after_the_redraw(self) -> bool:
        """Nothing on the screen changed from it to the next read of the
        keyboard: the board, the status line and the prompt were drawn."""
        return self.screen == self.next_read


class KeyQueue(HeadlessHost):
    """GET takes the queued codes one at a time; with none left the program
    polls an empty keyboard until the idle stop."""

    def __init__(self, peripherals: Peripherals) -> None:
        super().__init__([], [], idle_frames=200, max_frames=2 ** 40)
        self.peripherals = peripherals
        self.queue: list[int] = []
        self.taken: list[tuple[int, float]] = []       # (code, jiffy when GET took it)
        self.empty_at: list[float] = []                 # jiffies of the first empty GET after a key
        self.collections_at_take: list[int] = []        # string collections so far, at each key
        self.collections_at_empty: list[int] = []       # ... and at each empty_at
        self._held_from: Optional[float] = None
        self.collected: list[Collection] = []           # every string collection, in order
        self.sid: list[tuple[int, int, int]] = []       # (jiffy, voice 1 frequency, control) per frame
        self.watch = False
        self.seen: list[tuple[int, list[str]]] = []     # (jiffy, screen rows) each frame, once watching
        self.later: list[tuple[int, int]] = []          # (jiffies after the last queued key, code)

    def frame(self, machine: Any) -> None:
        """Each frame, what the SID's voice 1 is set to play (its frequency
        registers 54272-54273 and its control register 54276, as written);
        once the queue has run out, the screen (``watch``) and the keys typed
        ``later``, each held for 3 jiffies (the KERNAL's scan that follows
        puts it in the keyboard buffer)."""
        d = machine.memory.device_at(54272).regs             # the SID's registers as written
        jiffy = int(machine.jiffies())
        self.sid.append((jiffy, d[0] + 256 * d[1], d[4]))
        if self.taken and not self.queue:
            if self.watch:
                self.seen.append((jiffy, machine.screen_rows()))
            since = jiffy - int(self.taken[-1][1])
            for delay, code in self.later:
                if since == delay:
                    machine.keyboard.press_code(code, repeat=False)
                elif since == delay + 3:
                    machine.keyboard.release()
        super().frame(machine)
        self.next_frame_wanted = 0          # it sees every jiffy: none passes quietly

    def collecting(self, machine: Any) -> None:
        """A collection begins (called by the heap, before its cycles)."""
        self.collected.append(Collection(machine.jiffies(), machine.screen_rows()))

    def get_key(self, machine: Any) -> Optional[int]:
        for noted in reversed(self.collected):
            if noted.next_read:
                break
            noted.next_read = machine.screen_rows()
        code = self._next_key(machine)
        if code is not None:
            self.taken.append((code, machine.jiffies()))
            self.collections_at_take.append(machine.heap.collections)
        elif self.taken and (not self.empty_at or self.empty_at[-1] < self.taken[-1][1]):
            self.empty_at.append(machine.jiffies())
            self.collections_at_empty.append(machine.heap.collections)
        return code

    def _next_key(self, machine: Any) -> Optional[int]:
        """The next key, or None while a hold (``|``, ``~``) lasts or the
        queue is empty."""
        if self.queue and self.queue[0] == WAIT:
            if not PROMPT.match(machine.screen_rows()[24]):
                return None
            self.queue.pop(0)
        if self.queue and self.queue[0] == SECOND:
            if self._held_from is None:
                self._held_from = machine.jiffies()
            if machine.jiffies() < self._held_from + 60:
                return None
            self._held_from = None
            self.queue.pop(0)
        if self.queue:
            return self.queue.pop(0)
        return None


class Towers:
    """towers.bas played headless with ``typed`` (a string as typed, or
    codes) until it waits for a key that is not there."""

    def __init__(self, disk: Path, typed: Any, watch: bool = False,
                 later: tuple[tuple[int, int], ...] = (), listing: str = "") -> None:
        self.host = KeyQueue(Peripherals(str(disk), str(disk.parent / "printer.txt")))
        self.host.queue.extend(codes(typed) if isinstance(typed, str) else list(typed))
        self.host.watch = watch
        self.host.later = list(later)
        dia = get_dialect("c64")
        self.machine, interp, parsed = load_listing(listing or LISTING, dia, self.host, False)
        assert not parsed.errors
        collect = self.machine.heap.collect

        def noted_collect() -> None:
            self.host.collecting(self.machine)
            collect()
        self.machine.heap.collect = noted_collect
        self.report: Any = None
        self.stop = "ended"
        try:
            self.report = interp.run(None)
        except StopRun as stop:
            self.stop = stop.reason
        self.machine.power_off()                 # files still open are written
        self.dump = self.machine.dump(self.report, interp)

    # -- what is seen ------------------------------------------------------------
    def rows(self) -> list[str]:
        return self.machine.screen_rows()

    def text(self) -> str:
        return "\n".join(self.rows())

    def prompt(self) -> str:
        return self.rows()[24].rstrip()

    def status(self) -> str:
        return self.rows()[0].rstrip()

    def var(self, name: str) -> Any:
        return self.dump["vars"][name]

    def square(self, name: str) -> int:
        return square(self.dump, name)

    def piece(self, name: str) -> str:
        return piece(self.dump, name)


def square(dump: dict, name: str) -> int:
    """The board's value at a square such as ``B12`` in a machine's dump
    (white > 0, black < 0, 18 bridge, 19 pit, 20 hill)."""
    row, col = ord(name[0]) - 65, int(name[1:]) - 1
    return int(dump["vars"]["B%()"][row * 50 + col])


def piece(dump: dict, name: str) -> str:
    """A square as a letter: upper case white, lower case black, '.' empty."""
    value = square(dump, name)
    if value == 0:
        return "."
    letter = KINDS[abs(value) - 1]
    return letter if value > 0 else letter.lower()


def notes(sid: list[tuple[int, int, int]]) -> list[tuple[int, int, int]]:
    """A SID trace as the notes heard: (frequency register, first jiffy, jiffies
    gated on) for each time the gate bit of voice 1 goes on."""
    heard: list[list[int]] = []
    gate = False
    for jiffy, freq, control in sid:
        on = bool(control & 1)
        if on and not gate:
            heard.append([freq, jiffy, 0])
        if on:
            heard[-1][2] = jiffy - heard[-1][1] + 1
        gate = on
    return [(f, start, length) for f, start, length in heard]

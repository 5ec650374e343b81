"""How long the serial bus and the 1541 take, in seconds of machine time.

A real C64 with a 1541 moves about 400 bytes a second through the KERNAL's
serial routines, and the drive's motor and head add their own time to each
file.  :class:`DriveClock` keeps one drive's mechanics (its motor, its head,
when it is free again) and turns the jobs its DOS gives the disk controller
(:mod:`.dos`: a sector read or written, on a track) into time;
:class:`.kernal.Kernal` adds the bytes on the bus and charges the C64 what
it waits for.  The figures and where they come from:

* **A byte on the bus**, either way: :data:`BUS_BYTE`, 2.40 ms.  Measured
  end to end: a stock C64 and 1541 LOAD 44,956 bytes (177 blocks) in 1 min
  51 s, timed with a CIA's time-of-day clock (B. Staggs, "CBM Disk Transfer
  Benchmark", 2020: about 405 bytes a second; "a 100 block program
  (currently about a 1 minute operation)", F. Prindle, net.micro.cbm,
  1984).  Less this model's own time for that
  LOAD (the directory search and the first block, 1.2 s with the motor
  starting; a sector's pass under the head for each further block,
  1.9 s), the bytes take 2.40 ms each.  The handshake and the eight bits
  are the smaller part (:data:`PROTOCOL_BYTE`, about 0.9 ms: the 1541's
  talk and listen loops, ``sertalk`` and ``serlistn``, spend some 100 of
  its 1 MHz cycles on a bit); most of it is the DOS's work between two
  bytes (GET and PUT on its buffers), which is the same whichever way a
  byte goes, so a byte written costs what a byte read does.
* **A command under ATN** (LISTEN, TALK, SECOND, TKSA, UNLISTEN, UNTALK):
  the 1 ms the KERNAL waits after asserting ATN (``isoura``: ``jsr w1ms``,
  kernal/serial4.0.s of 901227-03) and the byte's handshake and bits,
  which the DOS's ATN service takes without its buffers: :data:`ATN_BYTE`,
  1.9 ms.  So each PRINT#, INPUT# or GET# statement, which opens the
  channel (CHKOUT: LISTEN, SECOND; CHKIN: TALK, TKSA) and closes it again
  (CLRCHN: UNLISTEN or UNTALK), pays 5.7 ms on top of its bytes.
* **The disk controller** (DOS 2.6 of the 1541, 901229-05, Commodore's
  source ``DOS_1541_05``): its job loop runs on VIA 2's timer 1 with the
  latch $3A00 (``tim = 58``, "irq rate for 15 ms", lccvar.src,
  lccinit.src), 14.85 ms at the drive's 1 MHz: :data:`IRQ`.  The motor is
  switched on with 60 of those before a job may start (``turnon``:
  ``acltim = 60``, lccutil.src: :data:`SPIN_UP`, 0.89 s) and off 255 after
  the last job (``trnoff``: :data:`MOTOR_TIMEOUT`, 3.8 s).  The head moves
  half a track an interrupt (``short`` stepping: ``minstp`` is 200 half
  tracks, more than a 1541 ever steps; lccend.src: :data:`HALF_STEP`) and
  settles for 5 more (``setle``: :data:`SETTLE`, 74 ms).
* **The disk** turns at 300 revolutions a minute (:data:`REVOLUTION`,
  0.2 s), and one step of the head's motor is half a track (Commodore's
  1541 Service Manual, "Overview" of the drive mechanism), so a sector comes under
  the head half a revolution after it is asked for on average
  (:data:`LATENCY`) and passes in :data:`SECTOR_PASS` (a revolution over 19
  sectors, the 1541's 17-21 a track).  A written sector is verified (the
  write job makes itself a verify job, ``wright``, lccwrt.src): one more
  revolution.
* **Files read or written a block after another** (LOAD, SAVE, PRINT#,
  INPUT#, GET#): the DOS reads the next block into its second buffer while
  the first is sent, and writes a full one while the next fills
  (``dblbuf``, tst2.src), and its controller waits for a sector between
  interrupts, so only the sector's pass holds the bus: one pass a block
  read, two (write, verify) a block written; the head's step to the next
  track and the motor starting again after its timeout are hidden behind
  the bytes.
* **The head's travel**: the directory and the BAM are on track 18
  (:data:`DIRECTORY_TRACK`); a file's blocks are taken to be next to it,
  on :data:`DATA_TRACK`, as the 1541 places the first files of a disk.

Not modelled: a block's place on the track (each access waits the average
half revolution), the tracks a long file spreads over, the printer's
speed, formatting (N) and validating (V) at their real length.
"""
from __future__ import annotations

from dataclasses import dataclass, field

#: the C64's clock (PAL), cycles a second
C64_CLOCK = 985248

BUS_BYTE = 2.40e-3
PROTOCOL_BYTE = 0.9e-3
ATN_BYTE = 1e-3 + PROTOCOL_BYTE
IRQ = 0x3A00 * 1e-6
SPIN_UP = 60 * IRQ
MOTOR_TIMEOUT = 255 * IRQ
HALF_STEP = IRQ
SETTLE = 5 * IRQ
REVOLUTION = 0.2
LATENCY = REVOLUTION / 2
SECTOR_PASS = REVOLUTION / 19
#: the directory's next sector is three on (the DOS's interleave there)
DIRECTORY_NEXT = 3 * SECTOR_PASS
BLOCK = 254
DIRECTORY_TRACK = 18
DATA_TRACK = 17
#: directory entries in a sector
ENTRIES_PER_SECTOR = 8


@dataclass(frozen=True)
class Job:
    """What the DOS gives its controller: ``kind`` 'read' or 'write' a
    sector on ``track``; ``streamed`` while a file's blocks are sent one
    after another (the sector's pass only); ``next_directory`` a directory
    sector after the one before it (three sectors on)."""
    kind: str
    track: int
    streamed: bool = False
    next_directory: bool = False


@dataclass
class DriveClock:
    """One 1541's mechanics on the machine's clock (seconds)."""
    #: the jobs the DOS has queued since they were last timed
    jobs: list[Job] = field(default_factory=list)
    #: when the drive is free again (its DOS answers the bus)
    ready: float = 0.0
    #: the track the head is over
    head: int = DIRECTORY_TRACK
    #: the motor runs until this time (the timeout after the last job)
    motor_until: float = -1.0

    # -- what the DOS asks -----------------------------------------------------------
    def read(self, track: int = DATA_TRACK, streamed: bool = False) -> None:
        self.jobs.append(Job("read", track, streamed))

    def write(self, track: int = DATA_TRACK, streamed: bool = False) -> None:
        self.jobs.append(Job("write", track, streamed))

    def directory(self, entries: int, found: int | None = None) -> None:
        """A search of the directory: its sectors up to the one with entry
        ``found`` (all of them when None) are read."""
        sectors = max(1, -(-entries // ENTRIES_PER_SECTOR))
        if found is not None:
            sectors = min(sectors, found // ENTRIES_PER_SECTOR + 1)
        self.jobs.append(Job("read", DIRECTORY_TRACK))
        self.jobs.extend(Job("read", DIRECTORY_TRACK, next_directory=True)
                         for _ in range(sectors - 1))

    # -- time -------------------------------------------------------------------------
    def run(self, at: float) -> float:
        """Do the jobs queued, starting at ``at`` (or when the drive is
        free): when they are done."""
        t = max(at, self.ready)
        for job in self.jobs:
            if job.streamed:
                # the other buffer takes or gives the bytes meanwhile: only
                # the sector's passes under the head hold the bus
                t += SECTOR_PASS * (2 if job.kind == "write" else 1)
                self.head = job.track
                self.motor_until = t + MOTOR_TIMEOUT
                continue
            if t > self.motor_until:
                t += SPIN_UP
            if job.track != self.head:
                t += 2 * abs(job.track - self.head) * HALF_STEP + SETTLE
                self.head = job.track
            t += DIRECTORY_NEXT if job.next_directory else LATENCY
            t += SECTOR_PASS
            if job.kind == "write":
                t += REVOLUTION                   # the verify, a revolution on
            self.motor_until = t + MOTOR_TIMEOUT
        self.jobs.clear()
        self.ready = max(self.ready, t)
        return t

"""Recordings of the screen: ``--gif FILE``, ``--apng FILE`` and the REPL's ``RECORD``.

A :class:`Recorder` watches every frame of machine time (it is a
basic.core.host.FrameWatcher, so it works under any host: headless, stream,
the live terminal, the window, the REPL).  Each frame it asks the face for
the picture's state (:meth:`~basic.core.face.MachineFace.picture_state`,
cheap) and renders the picture (:meth:`~basic.core.face.MachineFace.picture`,
the one the PNG writer and the window draw) only when the state changed.
So a recording holds one frame per change of the screen, each shown for as
long as the machine showed it: the border, FLASH at the ULA's 16 frames and
the colours, and a game that mostly waits for keys stays small.

Time is machine time (frames of the machine's clock, 50 or 60 a second),
so a headless run's recording is the same file, byte for byte, every run.
A GIF counts its delays in hundredths of a second: a frame's delay is the
time from its start to the next frame's, both rounded to the hundredth, and
a change that would show for less than 2/100 s (shorter delays are stretched
by most viewers) is merged into the frame after it.  An APNG counts in
thousandths.  The last frame is the screen as the recording ends.
"""
from __future__ import annotations

import os
import zlib
from typing import TYPE_CHECKING, Iterator, Optional, Union

if TYPE_CHECKING:
    from PIL import Image   # loaded when a recording is written, not at start-up

from ..core.face import face_of
from ..core.machine import Machine
from ..core.picture import Picture

#: the suffix of each kind of recording
KINDS = {"gif": ".gif", "apng": ".png"}
#: the shortest delay a GIF frame keeps, in hundredths of a second
GIF_MIN_DELAY = 2


class Recorder:
    """Records ``machine``'s screen from now until :meth:`close` into
    ``path`` (``kind`` ``'gif'`` or ``'apng'``), ``scale`` pixels a pixel."""

    def __init__(self, path: Union[str, "os.PathLike[str]"], kind: str = "gif",
                 scale: int = 2) -> None:
        if kind not in KINDS:
            raise ValueError(f"a recording is a gif or an apng, not {kind!r}")
        self.path = path
        self.kind = kind
        self.scale = scale
        self.rate = 50.0
        #: (frame it appeared at, width, height, compressed RGB), in order;
        #: frames counted from the recording's start
        self.shots: list[tuple[int, int, int, bytes]] = []
        self._state: object = None
        self._time = 0                          # frames recorded
        self._seen: Optional[int] = None        # the machine's frame counter last seen
        self.written = False
        #: why the file could not be written, once :meth:`close` has tried
        self.problem: Optional[str] = None

    def frame(self, machine: Machine) -> None:
        """A frame began: keep the picture if it changed."""
        self._look(machine, machine.clock.frames)

    def _look(self, machine: Machine, frames: int) -> None:
        if self._seen is None:
            self.rate = face_of(machine).frame_rate
        elif frames >= self._seen:
            self._time += frames - self._seen
        else:                                   # the clock started again (RUN): one frame
            self._time += 1
        self._seen = frames
        face = face_of(machine)
        state = face.picture_state(frames)
        if state == self._state:
            return
        self._state = state
        picture = face.picture(frames)
        shot = (self._time, picture.width, picture.height, zlib.compress(picture.rgb, 6))
        if self.shots and self.shots[-1][0] == self._time:
            self.shots[-1] = shot               # two changes in one frame: the last counts
        else:
            self.shots.append(shot)

    def close(self, machine: Optional[Machine] = None) -> None:
        """The recording ends: take the screen as it is now (the report, the
        last PRINT) and write the file.  A file that cannot be written is
        said in :attr:`problem` (the front-end reports it)."""
        if machine is not None:
            self._look(machine, machine.clock.frames)
        if not self.shots or self.written:
            return
        self.written = True
        end = self._time + 1
        try:
            if self.kind == "gif":
                self._write_gif(end)
            else:
                self._write_apng(end)
        except OSError as exc:
            self.problem = f"cannot write {os.fspath(self.path)}: {exc.strerror or exc}"

    # -- writing -------------------------------------------------------------
    def _picture(self, k: int) -> Picture:
        _, w, h, data = self.shots[k]
        return Picture(w, h, zlib.decompress(data))

    def _timed(self, end: int, unit_ms: float, min_units: int) -> list[tuple[int, int]]:
        """(shot index, delay in units of ``unit_ms``) for each frame to
        write; shots shorter than ``min_units`` merge into the next."""
        def at(frame: int) -> int:
            return round((frame - self.shots[0][0]) * 1000 / self.rate / unit_ms)
        out: list[tuple[int, int]] = []
        starts = [s[0] for s in self.shots] + [end]
        begin = at(starts[0])
        for k in range(len(self.shots)):
            finish = at(starts[k + 1])
            if finish - begin >= min_units or k == len(self.shots) - 1:
                out.append((k, max(finish - begin, min_units)))
                begin = finish
        return out

    def _images(self, timed: list[tuple[int, int]], unit_ms: int,
                palette: Optional[Image.Image]) -> Iterator[Image.Image]:
        from PIL import Image
        for k, delay in timed:
            img = self._picture(k).image(self.scale)
            if palette is not None:
                img = img.quantize(palette=palette, dither=Image.Dither.NONE)
            img.info["duration"] = delay * unit_ms
            yield img

    def _palette(self) -> Image.Image:
        """Every colour the recording shows (a machine has at most 16), as
        a GIF palette, so each pixel keeps its exact colour."""
        colours: set[tuple[int, int, int]] = set()
        for k in range(len(self.shots)):
            pic = self._picture(k)
            rgb = pic.rgb
            colours.update(set(zip(rgb[0::3], rgb[1::3], rgb[2::3])))
        flat = [c for colour in sorted(colours)[:256] for c in colour]
        from PIL import Image
        palette = Image.new("P", (1, 1))
        palette.putpalette(flat + [0] * (768 - len(flat)))
        return palette

    def _write_gif(self, end: int) -> None:
        timed = self._timed(end, 10, GIF_MIN_DELAY)
        images = self._images(timed, 10, self._palette())
        first = next(images)
        first.save(self.path, format="GIF", save_all=True, append_images=list(images),
                   duration=[d * 10 for _, d in timed], optimize=False)

    def _write_apng(self, end: int) -> None:
        timed = self._timed(end, 1, 1)
        images = self._images(timed, 1, None)
        first = next(images)
        first.save(self.path, format="PNG", save_all=True, append_images=list(images),
                   duration=[d for _, d in timed], loop=1, default_image=False)


def kind_of(path: str) -> str:
    """``'apng'`` for a name ending .png or .apng, else ``'gif'``."""
    return "apng" if path.lower().endswith((".png", ".apng")) else "gif"


def recorders(gif: Optional[str], apng: Optional[str], scale: int = 2) -> list[Recorder]:
    """The recorders ``--gif FILE`` and ``--apng FILE`` ask for."""
    out = []
    if gif:
        out.append(Recorder(gif, "gif", scale))
    if apng:
        out.append(Recorder(apng, "apng", scale))
    return out


def problems(watching: list[Recorder]) -> list[str]:
    """What went wrong writing the recordings (after they were closed)."""
    return [r.problem for r in watching if r.problem]

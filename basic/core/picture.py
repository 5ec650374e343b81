"""A machine's screen as pixels: one picture for every way it is shown.

Each machine's face renders a frame of its screen, border included, as a
:class:`Picture` (its :meth:`~basic.core.face.MachineFace.picture`): the
unscaled pixels in packed RGB.  The PNG writer (``--png``, F12,
``SCREENSHOT``), the window (basic.frontends.window) and the recorders
(``--gif``, ``--apng``: basic.frontends.recording) all draw that one
picture, scaled by a whole number with nearest-neighbour sampling, so what
they show cannot drift apart.
"""
from __future__ import annotations

import os
from typing import TYPE_CHECKING, BinaryIO, NamedTuple, Union

if TYPE_CHECKING:
    from PIL import Image   # loaded when a picture is made, not at start-up


class Picture(NamedTuple):
    """``width`` x ``height`` pixels, row after row, 3 bytes (R, G, B) each."""
    width: int
    height: int
    rgb: bytes

    def image(self, scale: int = 1) -> Image.Image:
        """The picture as a Pillow RGB image, ``scale`` pixels a pixel."""
        from PIL import Image
        img = Image.frombytes("RGB", (self.width, self.height), self.rgb)
        if scale != 1:
            img = img.resize((self.width * scale, self.height * scale), Image.Resampling.NEAREST)
        return img


def write_png(picture: Picture, target: Union[str, "os.PathLike[str]", BinaryIO],
              scale: int = 2) -> None:
    """Write ``picture`` as a PNG (a file name or a binary file), scaled."""
    picture.image(scale).save(target, format="PNG")

"""Device 8, a Commodore 1541 disk drive, as BASIC sees it.

* :mod:`.dos` -- the drive: channels by secondary address, OPEN and CLOSE,
  the command channel and its status line, the DOS commands;
* :mod:`.names` -- OPEN strings and commands parsed as the drive's ROM
  parses them, wildcards;
* :mod:`.status` -- the status numbers and the ROM's words for them;
* :mod:`.listing` -- the directory as ``LOAD "$",8`` gives it;
* :mod:`.storage` -- what a disk backend offers the DOS;
* :mod:`.folder` (with :mod:`.hostnames`, :mod:`.rawdir`) -- a host folder
  as the disk;
* :mod:`.image` (with :mod:`.geometry`) -- a .d64 image as the disk.
* :mod:`.timing` -- the bus's and the drive's time (its motor, head and
  sectors), which :mod:`.kernal` charges the machine.

This package uses nothing else of ``basic``: the C64's KERNAL side (OPEN,
PRINT#, ST...) drives it through :class:`Drive`'s bus methods.
"""
from __future__ import annotations

import importlib
import os
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

if TYPE_CHECKING:  # pragma: no cover
    from .dos import Drive
    from .folder import FolderStorage
    from .image import ImageError, ImageStorage
    from .storage import DiskProblem, Entry, Storage

DEFAULT_FOLDER = 'disk'

#: the package's names and the modules they come from, imported when first
#: used: the machine imports :mod:`.timing` and :mod:`.hostnames` at start-up,
#: and a run that opens no file need not load the DOS and the d64 library
_LAZY = {'Drive': '.dos', 'FolderStorage': '.folder', 'ImageError': '.image',
         'ImageStorage': '.image', 'DiskProblem': '.storage', 'Entry': '.storage',
         'Storage': '.storage'}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(module, __name__), name)


def open_storage(path: str | os.PathLike) -> Storage:
    """The disk at ``path``: a .d64 image (a file, or a name ending in
    .d64), else a folder (made when a file is first written).  Raises
    :class:`ImageError` with words for a file that is not a 1541 image."""
    from .folder import FolderStorage
    from .image import ImageStorage
    path = Path(path)
    if path.is_dir():
        return FolderStorage(path)
    if path.exists() or path.suffix.lower() == '.d64':
        return ImageStorage(path)
    return FolderStorage(path)


def open_drive(path: str | os.PathLike = DEFAULT_FOLDER,
               report: Callable[[str], None] | None = None) -> Drive:
    """A 1541 with the disk at ``path`` in it."""
    from .dos import Drive
    return Drive(open_storage(path), report)


__all__ = ['Drive', 'DiskProblem', 'Entry', 'FolderStorage', 'ImageError',
           'ImageStorage', 'Storage', 'open_drive', 'open_storage', 'DEFAULT_FOLDER']

"""Drive the window (``basic run --window``) on a virtual X display.

:class:`Display` starts an Xvfb server of its own (Debian's ``xvfb``, which
.ci/run installs as it installs tmux), types with ``xdotool`` (real X key
events: press, hold, release) and takes screenshots of the whole display
with Pillow.  :class:`WindowRun` is one ``basic`` process showing its window
there.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Callable, Optional

from PIL import Image, ImageGrab

ROOT = Path(__file__).resolve().parents[2]
XVFB = shutil.which("Xvfb")
XDOTOOL = shutil.which("xdotool")
WIDTH, HEIGHT = 1024, 768
MISSING = ("the window tests need Xvfb and xdotool (Debian: apt-get install xvfb xdotool; "
           ".ci/run installs them)")


class Display:
    """An Xvfb server on a display number it chooses itself."""

    def __init__(self) -> None:
        if XVFB is None or XDOTOOL is None:
            raise RuntimeError(MISSING)
        read, write = os.pipe()
        self.proc = subprocess.Popen(
            [XVFB, "-displayfd", str(write), "-screen", "0", f"{WIDTH}x{HEIGHT}x24",
             "-nolisten", "tcp", "-noreset"], pass_fds=(write,),
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(write)
        with os.fdopen(read) as pipe:
            number = pipe.readline().strip()
        if not number:
            self.proc.kill()
            raise RuntimeError("Xvfb did not start")
        self.name = f":{number}"

    def close(self) -> None:
        self.proc.terminate()
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()

    def env(self) -> dict[str, str]:
        env = dict(os.environ, DISPLAY=self.name, PYTHONPATH=str(ROOT))
        env.pop("WAYLAND_DISPLAY", None)
        return env

    def xdotool(self, *args: str) -> None:
        subprocess.run([XDOTOOL, *args], env=self.env(), check=True, timeout=30,
                       capture_output=True)

    def screenshot(self) -> Image.Image:
        return ImageGrab.grab(xdisplay=self.name).convert("RGB")


class WindowRun:
    """``basic ARGS --window`` showing its window on ``display``, in ``cwd``."""

    def __init__(self, display: Display, cwd: Path, *args: str) -> None:
        self.display = display
        self.cwd = cwd
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "basic", *args], cwd=cwd, env=display.env(),
            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            text=True)

    def picture(self) -> Optional[Image.Image]:
        """The window's picture: the part of the display that is not the
        root window's black (a machine's border is never black here)."""
        shot = self.display.screenshot()
        box = shot.getbbox()
        return None if box is None else shot.crop(box)

    def wait_for(self, test: Callable[[Image.Image], bool], timeout: float = 60) -> Image.Image:
        """Screenshots until ``test`` holds for one (and the one before it
        is the same picture: nothing was being drawn)."""
        deadline = time.monotonic() + timeout
        last: Optional[Image.Image] = None
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise AssertionError(f"basic ended: {self.proc.communicate()}")
            pic = self.picture()
            if pic is not None and last is not None and pic.tobytes() == last.tobytes() \
                    and pic.size == last.size and test(pic):
                return pic
            last = pic
            time.sleep(0.3)
        raise AssertionError("the window never showed what was awaited")

    def finish(self, timeout: float = 30) -> tuple[int, str, str]:
        out, err = self.proc.communicate(timeout=timeout)
        return self.proc.returncode, out, err

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.communicate()


def close_windows(display: Display) -> int:
    """Press the close button of every top-level window on ``display``: send
    each the WM_DELETE_WINDOW message a window manager sends (Xlib through
    ctypes; there is no window manager on the virtual display).  Returns
    how many were asked."""
    import ctypes
    import ctypes.util

    x11 = ctypes.cdll.LoadLibrary(ctypes.util.find_library("X11") or "libX11.so.6")
    x11.XOpenDisplay.restype = ctypes.c_void_p
    x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
    x11.XDefaultRootWindow.restype = ctypes.c_ulong
    x11.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
    x11.XInternAtom.restype = ctypes.c_ulong
    x11.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
    x11.XQueryTree.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.POINTER(ctypes.c_ulong),
                               ctypes.POINTER(ctypes.c_ulong),
                               ctypes.POINTER(ctypes.POINTER(ctypes.c_ulong)),
                               ctypes.POINTER(ctypes.c_uint)]
    x11.XSendEvent.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_long,
                               ctypes.c_void_p]
    x11.XFlush.argtypes = [ctypes.c_void_p]
    x11.XCloseDisplay.argtypes = [ctypes.c_void_p]
    x11.XFree.argtypes = [ctypes.c_void_p]

    class ClientMessage(ctypes.Structure):
        _fields_ = [("type", ctypes.c_int), ("serial", ctypes.c_ulong),
                    ("send_event", ctypes.c_int), ("display", ctypes.c_void_p),
                    ("window", ctypes.c_ulong), ("message_type", ctypes.c_ulong),
                    ("format", ctypes.c_int), ("data", ctypes.c_long * 5),
                    ("pad", ctypes.c_char * 96)]

    dpy = x11.XOpenDisplay(display.name.encode())
    if not dpy:
        raise RuntimeError(f"cannot open {display.name}")
    try:
        root = x11.XDefaultRootWindow(dpy)
        protocols = x11.XInternAtom(dpy, b"WM_PROTOCOLS", 0)
        delete = x11.XInternAtom(dpy, b"WM_DELETE_WINDOW", 0)
        root_ret, parent = ctypes.c_ulong(), ctypes.c_ulong()
        children = ctypes.POINTER(ctypes.c_ulong)()
        count = ctypes.c_uint()
        x11.XQueryTree(dpy, root, ctypes.byref(root_ret), ctypes.byref(parent),
                       ctypes.byref(children), ctypes.byref(count))
        for k in range(count.value):
            event = ClientMessage(type=33, send_event=1, display=dpy, window=children[k],
                                  message_type=protocols, format=32)
            event.data[0] = delete
            x11.XSendEvent(dpy, children[k], 0, 0, ctypes.byref(event))
        if children:
            x11.XFree(children)
        x11.XFlush(dpy)
        return count.value
    finally:
        x11.XCloseDisplay(dpy)

"""A virtual X screen for driving the window from outside, as a person does.

Used by ``keyboard_session.py`` and ``keystroke_outside.py``. Linux only; needs
``Xvfb`` and ``xdotool`` (Debian/Ubuntu: ``apt install xvfb xdotool``), and for
the pixel watch libX11, libXdamage and libXtst (installed with Xvfb's clients).
A window manager (``--wm openbox``) is optional.

* :class:`VirtualScreen` starts Xvfb on a free display number (and a window
  manager), and stops them again.
* :func:`person_env` is the environment of a person who has never run Vitae:
  scratch settings, data and log folders (the font cache stays the user's).
* :func:`start_vitae` starts the ``vitae`` program beside this interpreter, as
  a separate process on that screen, with the window's own settings.
* :class:`XConnection` talks to the X server through ctypes (no extra Python
  package): it sends XTEST key events (what ``xdotool key`` sends), grabs the
  screen's pixels (``XGetImage``) and reports each change the server makes to
  them (the Damage extension), with the time it read the notice.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os
import select
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Mapping
from pathlib import Path
from typing import Any

# --- processes -------------------------------------------------------------------------


class VirtualScreen:
    """``with VirtualScreen("1600x1000x24", wm="openbox") as screen:`` — Xvfb on a free
    display; ``screen.display`` is ``":N"``. *wm* None: no window manager."""

    def __init__(self, size: str = "1600x1000x24", wm: str | None = None):
        self.size = size
        self.wm = wm
        self.display = ""
        self._processes: list[subprocess.Popen] = []

    def __enter__(self) -> "VirtualScreen":
        if shutil.which("Xvfb") is None:
            raise SystemExit("Xvfb is not installed (apt install xvfb)")
        read, write = os.pipe()
        xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", self.size, "-nolisten", "tcp"],
                                pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(write)
        self._processes.append(xvfb)
        number = b""
        with os.fdopen(read, "rb") as pipe:
            while not number.endswith(b"\n"):
                chunk = pipe.read(1)
                if not chunk:
                    raise SystemExit("Xvfb did not start")
                number += chunk
        self.display = f":{int(number)}"
        if self.wm:
            if shutil.which(self.wm) is None:
                raise SystemExit(f"{self.wm} is not installed")
            self._processes.append(subprocess.Popen([self.wm], env=self.env(os.environ),
                                                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
            self._wait_for_wm()
        return self

    def _wait_for_wm(self, timeout_s: float = 10.0) -> None:
        end = time.monotonic() + timeout_s
        while time.monotonic() < end:
            out = subprocess.run(["xprop", "-root", "_NET_SUPPORTING_WM_CHECK"], env=self.env(os.environ),
                                 capture_output=True, text=True).stdout if shutil.which("xprop") else "window id"
            if "window id" in out:
                time.sleep(0.3)
                return
            time.sleep(0.1)
        raise SystemExit(f"{self.wm} did not start")

    def env(self, base: Mapping[str, str]) -> dict[str, str]:
        return dict(base, DISPLAY=self.display, QT_QPA_PLATFORM="xcb")

    def __exit__(self, *_exc: object) -> None:
        for process in reversed(self._processes):
            stop(process)


def stop(process: subprocess.Popen, timeout_s: float = 5.0) -> None:
    if process.poll() is None:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout_s)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def person_env(base: Mapping[str, str], folder: Path) -> dict[str, str]:
    """*base* with fresh settings, data and state folders under *folder* (a first run)."""
    env = dict(base)
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_RUNTIME_DIR"):
        path = folder / name.lower()
        path.mkdir(mode=0o700, parents=True, exist_ok=True)
        env[name] = str(path)
    return env


def vitae_program() -> str:
    """The installed ``vitae`` beside this interpreter (a virtual environment's), else on PATH."""
    beside = Path(sys.executable).with_name("vitae")
    found = str(beside) if beside.exists() else shutil.which("vitae")
    if found is None:
        raise SystemExit("the vitae program is not installed (pip install -e .)")
    return found


def start_vitae(args: list[str], env: dict[str, str], log: Path | None = None) -> subprocess.Popen:
    out = open(log, "wb") if log is not None else subprocess.DEVNULL
    return subprocess.Popen([vitae_program(), *args], env=env, stdout=out, stderr=subprocess.STDOUT,
                            start_new_session=True)


def xdotool(env: dict[str, str], *args: str, timeout_s: float = 30.0) -> str:
    return subprocess.run(["xdotool", *args], env=env, capture_output=True, text=True, check=True,
                          timeout=timeout_s).stdout


def find_window(env: dict[str, str], name: str, timeout_s: float = 30.0) -> int:
    """The id of the first visible window whose title matches the regular expression *name*."""
    end = time.monotonic() + timeout_s
    while time.monotonic() < end:
        out = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", name], env=env,
                             capture_output=True, text=True).stdout.split()
        if out:
            return int(out[0])
        time.sleep(0.05)
    raise TimeoutError(f"no window called {name!r} within {timeout_s:g} s")


# --- the X connection (ctypes) -----------------------------------------------------------


class XRectangle(ctypes.Structure):
    _fields_ = [("x", ctypes.c_short), ("y", ctypes.c_short),
                ("width", ctypes.c_ushort), ("height", ctypes.c_ushort)]


class XDamageNotifyEvent(ctypes.Structure):
    _fields_ = [("type", ctypes.c_int), ("serial", ctypes.c_ulong), ("send_event", ctypes.c_int),
                ("display", ctypes.c_void_p), ("drawable", ctypes.c_ulong), ("damage", ctypes.c_ulong),
                ("level", ctypes.c_int), ("more", ctypes.c_int), ("timestamp", ctypes.c_ulong),
                ("area", XRectangle), ("geometry", XRectangle)]


class XImage(ctypes.Structure):  # the leading fields of Xlib's XImage
    _fields_ = [("width", ctypes.c_int), ("height", ctypes.c_int), ("xoffset", ctypes.c_int),
                ("format", ctypes.c_int), ("data", ctypes.c_void_p), ("byte_order", ctypes.c_int),
                ("bitmap_unit", ctypes.c_int), ("bitmap_bit_order", ctypes.c_int), ("bitmap_pad", ctypes.c_int),
                ("depth", ctypes.c_int), ("bytes_per_line", ctypes.c_int), ("bits_per_pixel", ctypes.c_int)]


XEvent = ctypes.c_long * 24  # Xlib's XEvent union: 24 longs
Z_PIXMAP = 2
ALL_PLANES = 0xFFFFFFFFFFFFFFFF
DAMAGE_REPORT_RAW_RECTANGLES = 0


def _library(name: str) -> ctypes.CDLL:
    path = ctypes.util.find_library(name)
    if path is None:
        raise SystemExit(f"lib{name} is not installed")
    return ctypes.CDLL(path)


class XConnection:
    """One connection to the X server of *display*."""

    def __init__(self, display: str):
        x11 = self.x11 = _library("X11")
        x11.XOpenDisplay.restype = ctypes.c_void_p
        x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
        x11.XDefaultRootWindow.restype = ctypes.c_ulong
        x11.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
        x11.XConnectionNumber.argtypes = [ctypes.c_void_p]
        x11.XPending.argtypes = [ctypes.c_void_p]
        x11.XNextEvent.argtypes = [ctypes.c_void_p, ctypes.c_void_p]
        x11.XFlush.argtypes = [ctypes.c_void_p]
        x11.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
        x11.XGetImage.restype = ctypes.POINTER(XImage)
        x11.XGetImage.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_int, ctypes.c_uint,
                                  ctypes.c_uint, ctypes.c_ulong, ctypes.c_int]
        x11.XDestroyImage.argtypes = [ctypes.POINTER(XImage)]
        x11.XStringToKeysym.restype = ctypes.c_ulong
        x11.XStringToKeysym.argtypes = [ctypes.c_char_p]
        x11.XKeysymToKeycode.restype = ctypes.c_ubyte
        x11.XKeysymToKeycode.argtypes = [ctypes.c_void_p, ctypes.c_ulong]
        geometry: list[Any] = [ctypes.c_void_p, ctypes.c_ulong, ctypes.POINTER(ctypes.c_ulong)]
        x11.XGetGeometry.argtypes = geometry + [ctypes.POINTER(ctypes.c_int)] * 2 + [ctypes.POINTER(ctypes.c_uint)] * 4
        x11.XTranslateCoordinates.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_int,
                                              ctypes.c_int, ctypes.POINTER(ctypes.c_int),
                                              ctypes.POINTER(ctypes.c_int), ctypes.POINTER(ctypes.c_ulong)]
        self.dpy = x11.XOpenDisplay(display.encode())
        if not self.dpy:
            raise SystemExit(f"cannot open display {display}")
        self.root = x11.XDefaultRootWindow(self.dpy)
        self.fd = x11.XConnectionNumber(self.dpy)
        self._damage_event: int | None = None
        self.xtst: ctypes.CDLL | None = None

    def close(self) -> None:
        self.x11.XCloseDisplay.argtypes = [ctypes.c_void_p]
        self.x11.XCloseDisplay(self.dpy)

    # keys --------------------------------------------------------------------------------

    def key(self, name: str) -> None:
        """Press and release the key of keysym *name* ("a", "BackSpace"): the XTEST
        request ``xdotool key`` sends, flushed to the server at once."""
        xtst = self.xtst
        if xtst is None:
            xtst = self.xtst = _library("Xtst")
            xtst.XTestFakeKeyEvent.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_int, ctypes.c_ulong]
        code = self.x11.XKeysymToKeycode(self.dpy, self.x11.XStringToKeysym(name.encode()))
        if not code:
            raise ValueError(f"no key for {name!r}")
        xtst.XTestFakeKeyEvent(self.dpy, code, 1, 0)
        xtst.XTestFakeKeyEvent(self.dpy, code, 0, 0)
        self.x11.XFlush(self.dpy)

    # pixels ------------------------------------------------------------------------------

    def grab(self, x: int, y: int, width: int, height: int) -> bytes:
        """The screen's pixels in that rectangle, as the server holds them now."""
        image = self.x11.XGetImage(self.dpy, self.root, x, y, width, height, ALL_PLANES, Z_PIXMAP)
        if not image:
            raise RuntimeError("XGetImage failed")
        try:
            return ctypes.string_at(image.contents.data, image.contents.bytes_per_line * image.contents.height)
        finally:
            self.x11.XDestroyImage(image)

    def save_ppm(self, path: Path, rect: tuple[int, int, int, int] | None = None) -> None:
        """The screen (or *rect* of it) as a binary PPM picture: for looking at what happened."""
        x, y, width, height = rect or (0, 0, *self.screen_size())
        data = self.grab(x, y, width, height)  # 32 bits a pixel, blue green red first
        rgb = bytearray(width * height * 3)
        rgb[0::3], rgb[1::3], rgb[2::3] = data[2::4], data[1::4], data[0::4]
        path.write_bytes(b"P6 %d %d 255\n" % (width, height) + bytes(rgb))

    def screen_size(self) -> tuple[int, int]:
        return self.window_rect(self.root)[2:]

    def window_rect(self, window: int) -> tuple[int, int, int, int]:
        """(x, y, width, height) of *window* on the screen."""
        root, x, y = ctypes.c_ulong(), ctypes.c_int(), ctypes.c_int()
        width, height, border, depth = ctypes.c_uint(), ctypes.c_uint(), ctypes.c_uint(), ctypes.c_uint()
        self.x11.XGetGeometry(self.dpy, window, ctypes.byref(root), ctypes.byref(x), ctypes.byref(y),
                              ctypes.byref(width), ctypes.byref(height), ctypes.byref(border), ctypes.byref(depth))
        child = ctypes.c_ulong()
        self.x11.XTranslateCoordinates(self.dpy, window, self.root, 0, 0, ctypes.byref(x), ctypes.byref(y),
                                       ctypes.byref(child))
        return x.value, y.value, width.value, height.value

    # changes -----------------------------------------------------------------------------

    def watch_damage(self) -> None:
        """From now on, every change to the screen's pixels is reported (``damage``)."""
        damage = _library("Xdamage")
        damage.XDamageQueryExtension.argtypes = [ctypes.c_void_p, ctypes.POINTER(ctypes.c_int),
                                                 ctypes.POINTER(ctypes.c_int)]
        damage.XDamageCreate.restype = ctypes.c_ulong
        damage.XDamageCreate.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int]
        base, error = ctypes.c_int(), ctypes.c_int()
        if not damage.XDamageQueryExtension(self.dpy, ctypes.byref(base), ctypes.byref(error)):
            raise SystemExit("the X server has no Damage extension")
        self._damage_event = base.value  # + XDamageNotify (0)
        damage.XDamageCreate(self.dpy, self.root, DAMAGE_REPORT_RAW_RECTANGLES)
        self.x11.XSync(self.dpy, 0)

    def damage(self, timeout_s: float) -> list[tuple[float, tuple[int, int, int, int]]]:
        """The changes the server reports within *timeout_s* (returns at the first batch):
        [(perf_counter() when read, (x, y, width, height) on the screen)], [] if none."""
        event = XEvent()
        end = time.perf_counter() + timeout_s
        while True:
            found = []
            while self.x11.XPending(self.dpy):
                self.x11.XNextEvent(self.dpy, ctypes.byref(event))
                now = time.perf_counter()
                notice = ctypes.cast(ctypes.byref(event), ctypes.POINTER(XDamageNotifyEvent)).contents
                if notice.type == self._damage_event:
                    area, geometry = notice.area, notice.geometry
                    found.append((now, (geometry.x + area.x, geometry.y + area.y, area.width, area.height)))
            if found:
                return found
            left = end - time.perf_counter()
            if left <= 0:
                return []
            select.select([self.fd], [], [], left)

    def drain(self) -> None:
        """Forget the changes reported so far."""
        self.damage(0)
        while self.damage(0):
            pass


def overlaps(a: tuple[int, int, int, int], b: tuple[int, int, int, int]) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]

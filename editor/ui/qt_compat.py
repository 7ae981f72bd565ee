"""Living with two quirks of the PySide6 6.12 wheels.

**Source lines.** PySide6's import hook reads the source of every module
imported after Qt (looking for ``from __feature__ import``), through
``linecache``, which keeps every line: 13 MiB of a window's memory once the
renderer is in, read by nobody (a traceback reads its lines again).
:func:`release_source_lines` lets them go; the window calls it once it shows
and once the renderer has loaded.

:func:`skip_feature_scan` stops that reading altogether where the patch applies
(``editor/patches.py``): Vitae selects no feature, so there is nothing to find.

**None's reference count.** A guard against a reference-count bug on CPython 3.11.

Every call of a Qt method that returns ``void`` (``setText``, ``QTimer.start``,
``processEvents``…) gives back ``None`` without taking a new reference to it.
From CPython 3.12 on, ``None`` is immortal and nothing happens; on 3.11 each
call takes one away, and after a few thousand calls — a few minutes of
typing — ``None`` is "deallocated" and the interpreter aborts with
``Fatal Python error: none_dealloc``.

The singletons are never freed in a working interpreter anyway, so giving them
a reference count no session can exhaust is harmless, and it is what 3.12
does for them. Remove the guard once the bindings are fixed or Vitae
requires Python 3.12.
"""

from __future__ import annotations

import ctypes
import linecache
import sys

_HEADROOM = 1 << 40
_done = False


def skip_feature_scan() -> None:
    """Tell PySide6's import hook that no module imported from now on selects a
    ``__feature__`` (none of Vitae's does, nor any library it loads): the hook then
    reads no module's source to find out. Call it right after Qt is first imported."""
    from .. import patches

    feature = sys.modules.get("PySide6.support.feature")
    if feature is None or not hasattr(feature, "_mod_uses_pyside") or not patches.applies("pyside-feature-scan"):
        return
    setattr(feature, "_mod_uses_pyside", _selects_no_feature)  # noqa: B010 - a module the stubs do not know


def _selects_no_feature(module: object) -> bool:
    return False  # PySide6 marks the module "ignore" (-1): its calls keep the default feature set


def release_source_lines() -> None:
    """Forget the source lines read while importing (see the module's documentation)."""
    linecache.clearcache()


def protect_singletons() -> None:
    """Make ``None``, ``True`` and ``False`` effectively immortal (CPython < 3.12 only)."""
    global _done
    if _done or sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return
    from .. import patches

    if not patches.applies("none-refcount-guard"):
        return
    for singleton in (None, True, False):
        # ob_refcnt is the first field of every object in a release build of CPython.
        ctypes.c_ssize_t.from_address(id(singleton)).value += _HEADROOM
    _done = True

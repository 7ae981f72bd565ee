"""Where Vitae's files live: the bundled resources (fonts, themes, examples,
icons, translations) and the person's own folders.

In a source checkout the resources are the top-level ``resources/`` folder;
a wheel, an sdist build and the app folder install the same folder as
``editor/resources`` (see ``pyproject.toml``). Inside a zip archive
``importlib.resources`` reads it, and it is copied out once.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Literal

_CHECKOUT_RESOURCES = Path(__file__).resolve().parent.parent / "resources"


def _bundled_resources() -> Path:
    # On disk (a wheel, the app folder, a checkout) the folder is beside this module
    # or the package; only a zip archive needs importlib.resources (~10 ms of a start).
    installed = Path(__file__).resolve().parent / "resources"
    if installed.is_dir():
        return installed
    if _CHECKOUT_RESOURCES.is_dir():
        return _CHECKOUT_RESOURCES
    from importlib.resources import files

    archived = files(__package__ or "editor") / "resources"
    if archived.is_dir():  # inside a zip archive: reportlab and Qt need real files
        return _extracted(archived)
    return _CHECKOUT_RESOURCES


def _extracted(tree) -> Path:
    """A copy on disk of *tree* (a Traversable in an archive), made once per
    version and archive in the user's cache folder."""
    from . import __version__

    archive = getattr(getattr(tree, "root", None), "filename", None)  # zipfile.Path's archive
    stamp = int(os.stat(archive).st_mtime) if archive and os.path.exists(archive) else 0
    target = user_dir("cache") / f"resources-{__version__}-{stamp}"
    if not (target / ".complete").exists():
        _copy_tree(tree, target)
        (target / ".complete").touch()
    return target


def _copy_tree(tree, target: Path) -> None:
    target.mkdir(parents=True, exist_ok=True)
    for item in tree.iterdir():
        if item.is_dir():
            _copy_tree(item, target / item.name)
        else:
            (target / item.name).write_bytes(item.read_bytes())


def user_dir(kind: Literal["state", "cache", "data"]) -> Path:
    """Vitae's per-user folder for logs ("state"), rebuildable data ("cache")
    or the person's own files such as templates ("data"), where each platform
    expects it: XDG on Linux, ~/Library on macOS, LOCALAPPDATA (APPDATA for
    data, which roams with the person) on Windows."""
    if sys.platform == "win32":
        if kind == "data":
            return Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming") / "Vitae"
        base = Path(os.environ.get("LOCALAPPDATA") or Path.home() / "AppData" / "Local")
    elif sys.platform == "darwin":
        if kind == "data":
            return Path.home() / "Library" / "Application Support" / "Vitae"
        base = Path.home() / "Library" / ("Logs" if kind == "state" else "Caches")
    else:
        variable, default = {"state": ("XDG_STATE_HOME", ".local/state"), "cache": ("XDG_CACHE_HOME", ".cache"),
                             "data": ("XDG_DATA_HOME", ".local/share")}[kind]
        base = Path(os.environ.get(variable) or Path.home() / default)
    return base / "vitae"


PRIVATE_DIR_MODE = 0o700
PRIVATE_FILE_MODE = 0o600
"""A person's unsaved résumé (phone, e-mail, address) and their log are theirs alone."""


def private_dir(path: Path) -> Path:
    """*path*, made if missing (with its parents) and readable by its owner only.

    A folder made by an earlier version with the default 0755 is tightened too.
    Permissions the system will not change (a folder not ours, Windows) are left."""
    path.mkdir(parents=True, exist_ok=True, mode=PRIVATE_DIR_MODE)
    if os.name == "posix":
        try:
            if path.stat().st_mode & 0o777 != PRIVATE_DIR_MODE:
                os.chmod(path, PRIVATE_DIR_MODE)
        except OSError:
            pass
    return path


RESOURCES = _bundled_resources()
FONTS = RESOURCES / "fonts"
THEMES = RESOURCES / "themes"
"""The bundled templates; the person's own are in ``user_themes()``."""
EXAMPLES = RESOURCES / "examples"
EXAMPLE = EXAMPLES / "example.yaml"
"""What the window opens when it is started without a file."""
ICONS = RESOURCES / "icons"
LOCALES = RESOURCES / "locales"
"""The bundled languages' words, one file a language; the person's own are in ``user_locales()``."""


def user_themes() -> Path:
    """The person's own templates: theme files here are listed beside the
    bundled ones and survive an upgrade."""
    return user_dir("data") / "themes"


def user_locales() -> Path:
    """The person's own language files: one here adds a language, or takes the
    place of the bundled file of its tag, and survives an upgrade."""
    return user_dir("data") / "locales"

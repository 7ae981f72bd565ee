"""Where Vitae's bundled resources live (fonts, themes, examples, icons)."""

import os
import sys
from pathlib import Path
from typing import Literal

RESOURCES = Path(__file__).resolve().parent.parent / "resources"
FONTS = RESOURCES / "fonts"
THEMES = RESOURCES / "themes"
EXAMPLES = RESOURCES / "examples"
EXAMPLE = EXAMPLES / "example.yaml"
"""What the window opens when it is started without a file."""
ICONS = RESOURCES / "icons"


def user_dir(kind: Literal["state", "cache"]) -> Path:
    """Vitae's per-user folder for logs ("state") or rebuildable data ("cache"),
    where each platform expects it: XDG on Linux, ~/Library on macOS,
    LOCALAPPDATA on Windows."""
    if sys.platform == "win32":
        base = Path(os.environ.get("LOCALAPPDATA", Path.home() / "AppData" / "Local"))
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / ("Logs" if kind == "state" else "Caches")
    else:
        variable, default = ("XDG_STATE_HOME", ".local/state") if kind == "state" else ("XDG_CACHE_HOME", ".cache")
        base = Path(os.environ.get(variable) or Path.home() / default)
    return base / "vitae"

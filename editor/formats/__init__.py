"""Reading and writing résumés: the native file, and other formats.

Names are imported on first use so that ``editor.formats.atomic`` and the
error types load without pydantic (a fast start for the command line).
"""

from __future__ import annotations

import importlib
from typing import Any

_EXPORTS = {
    "DocumentError": ".errors", "FileProblem": ".errors",
    "dumps": ".native", "load": ".native", "loads": ".native", "save": ".native",
}

__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:
    if name in _EXPORTS:
        return getattr(importlib.import_module(_EXPORTS[name], __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

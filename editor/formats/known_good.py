"""Résumé files read before: the validated résumé kept by the bytes it came from.

Validating a résumé means building pydantic's validator for the whole model
first, which costs more than everything else a text export does (the schema
build and the modules it imports: ~0.2 s of CPU in a 0.45 s JSON export). A
file whose bytes were validated before is known to be good; its résumé is
kept here, pickled, in the user's cache folder, and read back without any
validator. A file that fails validation is never kept, so a bad file gets the
same errors every time.

The key is the bytes' SHA-256 with how they are parsed (YAML or JSON) and
everything that could change what they validate to: Vitae's and pydantic's
versions, Python's, the file schema version and, in a checkout where the
model's source can change under one version number, the model modules' sizes
and times. Entries are written atomically in a folder only the person can
read (the résumé holds their address), the oldest dropped past
:data:`KEEP`; a cache that cannot be read or written is simply not used.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import pickle
import sys
import tempfile
from functools import cache
from pathlib import Path

from ..model import SCHEMA_VERSION, Resume
from ..paths import private_dir, user_dir

KEEP = 64
"""Entries kept; each is about the size of the file it came from, a few times over."""

_MODEL = Path(__file__).resolve().parent.parent / "model"


def cache_dir() -> Path:
    return user_dir("cache") / "validated"


def recall(raw: bytes, filename: str) -> Resume | None:
    """The résumé *raw* validated to when it was read before, else None."""
    if os.environ.get("VITAE_NO_VALIDATED_CACHE"):
        return None
    try:
        entry = cache_dir() / _entry_name(raw, filename)
        blob = entry.read_bytes()
    except (OSError, RuntimeError):  # nothing kept, or no home folder to keep it in
        return None
    try:
        resume = pickle.loads(blob)
    except Exception:  # noqa: BLE001 - a damaged entry of any kind is only a miss
        with contextlib.suppress(OSError):
            entry.unlink()
        return None
    return resume if type(resume) is Resume else None


def remember(raw: bytes, filename: str, resume: Resume) -> None:
    """Keep *resume*, just validated from *raw*, for the next read of the same bytes."""
    if os.environ.get("VITAE_NO_VALIDATED_CACHE"):
        return
    temp = None
    try:
        blob = pickle.dumps(resume, protocol=pickle.HIGHEST_PROTOCOL)
        folder = private_dir(cache_dir())
        handle, temp = tempfile.mkstemp(dir=folder, prefix=".", suffix=".tmp")
        with os.fdopen(handle, "wb") as out:
            out.write(blob)
        os.replace(temp, folder / _entry_name(raw, filename))
        temp = None
        _prune(folder)
    except (OSError, RuntimeError, pickle.PicklingError):
        pass
    finally:
        if temp is not None:
            with contextlib.suppress(OSError):
                os.unlink(temp)


def _entry_name(raw: bytes, filename: str) -> str:
    digest = hashlib.sha256(_fingerprint().encode())
    digest.update(b"json" if filename.lower().endswith(".json") else b"yaml")
    digest.update(raw)
    return digest.hexdigest()[:40] + ".pickle"


@cache
def _fingerprint() -> str:
    from pydantic.version import VERSION as PYDANTIC

    from .. import __version__

    parts = [__version__, PYDANTIC, sys.version, str(SCHEMA_VERSION)]
    if _MODEL.is_dir():  # a checkout or an installed package: the model's source as it is now
        for path in sorted(_MODEL.rglob("*.py")):
            stat = path.stat()
            parts.append(f"{path.relative_to(_MODEL)}:{stat.st_size}:{stat.st_mtime_ns}")
    return "\n".join(parts)


def _prune(folder: Path) -> None:
    entries = sorted(folder.glob("*.pickle"), key=lambda path: path.stat().st_mtime_ns)
    for old in entries[:-KEEP]:
        with contextlib.suppress(OSError):
            old.unlink()

"""Where each language's words are written: one YAML file a language.

``resources/locales/TAG.yaml`` (``en.yaml``, ``zh-Hant.yaml``) for the bundled
languages, and the person's own in ``paths.user_locales()`` (e.g.
``~/.local/share/vitae/locales``), where a file adds a language or takes the
place of the bundled one of its tag. :mod:`editor.model.l10n` turns what a file
holds into the words it prints; the interface reads its section headings from
the same tables.

This module, not the model, parses the files: the model imports no YAML (it is
the data the other layers hand around), yet every layer needs the words, and
the PDF can be made without the ``formats`` layer ever being imported. So the
reading sits here, beside :mod:`editor.paths`, outside the layers, and never by
importing the model.

What a file holds is kept as JSON in the user's cache folder, by the SHA-256 of
its bytes (:mod:`editor.yaml_data`, as for theme files): importing YAML's parser
and parsing a file cost a cold export tens of milliseconds (a run that reads
every language's labels reads eleven files), reading JSON back a fraction of
one. Any change to a file is a new key; the cache can always be deleted.
"""

from __future__ import annotations

import re
from pathlib import Path

from . import paths

_TAG = re.compile(r"[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*")


class LocaleReadError(ValueError):
    """A language file that is not readable YAML, in one line (the caller names the file)."""


def folders() -> list[Path]:
    """Where language files are looked for; a later folder's file wins a shared tag."""
    return [paths.LOCALES, paths.user_locales()]


def files() -> dict[str, Path]:
    """Every language file by its tag as the file spells it (``zh-Hant``)."""
    found: dict[str, Path] = {}
    for folder in folders():
        try:
            names = sorted(folder.glob("*.yaml")) if folder.is_dir() else []
        except OSError:
            names = []
        for path in names:
            if _TAG.fullmatch(path.stem):  # not a backup or an editor's file (".#en.yaml")
                found[path.stem] = path
    return found


def read(path: Path) -> object:
    """What the language file at *path* holds, parsed; :class:`LocaleReadError` says why not."""
    from .yaml_data import YamlDataError, cached_yaml_data

    try:
        return cached_yaml_data(path.read_bytes(), "locales", path.stem)
    except OSError as error:
        raise LocaleReadError(f"cannot be read: {error}") from None
    except YamlDataError as error:
        raise LocaleReadError(str(error)) from None

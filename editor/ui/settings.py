"""What the window remembers between runs: geometry, recent files, last template.

Everything goes through one ``QSettings`` handed in by the caller, so tests
can point it at a temporary file and never touch the user's settings.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings

MAX_RECENT = 10


class AppSettings:
    def __init__(self, settings: QSettings):
        self.qsettings = settings

    def recent_files(self) -> list[Path]:
        value = self.qsettings.value("recent_files", [])
        if isinstance(value, str):  # QSettings returns a lone string for a one-item list
            value = [value]
        elif not isinstance(value, list):  # None, or another type of value (a hand edit): none
            value = []
        return [Path(p) for p in value if p]

    def add_recent(self, path: Path) -> None:
        path = path.resolve()
        recent = [p for p in self.recent_files() if p != path]
        self.qsettings.setValue("recent_files", [str(p) for p in [path, *recent][:MAX_RECENT]])

    def clear_recent(self) -> None:
        self.qsettings.remove("recent_files")

    def geometry(self) -> QByteArray | None:
        value = self.qsettings.value("window/geometry")
        return value if isinstance(value, QByteArray) else None

    def set_geometry(self, geometry: QByteArray) -> None:
        self.qsettings.setValue("window/geometry", geometry)

    def window_state(self) -> QByteArray | None:
        value = self.qsettings.value("window/state")
        return value if isinstance(value, QByteArray) else None

    def set_window_state(self, state: QByteArray) -> None:
        self.qsettings.setValue("window/state", state)

    def last_template(self) -> str | None:
        value = self.qsettings.value("last_template")
        return str(value) if value else None

    def set_last_template(self, name: str) -> None:
        self.qsettings.setValue("last_template", name)

    def sync(self) -> None:
        self.qsettings.sync()

"""The recent files as QSettings hands them back: a list, a lone string, or something else."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from editor.ui.settings import AppSettings


@pytest.mark.parametrize(("stored", "expected"), [
    (["a.yaml", "b.yaml"], [Path("a.yaml"), Path("b.yaml")]),
    ("a.yaml", [Path("a.yaml")]),  # a one-item list comes back as a lone string
    (None, []),
    (7, []),  # a value of another type (a hand edit): no recent files, not a failed start
])
def test_recent_files_reads_what_the_settings_hold(tmp_path: Path, stored: object, expected: list[Path]) -> None:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("recent_files", stored)
    assert AppSettings(settings).recent_files() == expected

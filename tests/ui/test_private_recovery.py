"""A recovery file is a whole résumé (phone, e-mail, address): it and the work set aside
are written 0600 in 0700 folders, in the platform's data folder; an upgrade takes the
recovery files left in the old doubled ``Vitae/Vitae`` folder along."""

from __future__ import annotations

import json
import os
import stat
import sys
from pathlib import Path

import pytest

from editor.ui.recovery import DECLINED, adopt_orphans

pytestmark = pytest.mark.skipif(os.name != "posix", reason="file modes are POSIX's")


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


@pytest.fixture(autouse=True)
def open_umask():
    """The common 022: anything not made private on purpose is readable by all."""
    previous = os.umask(0o022)
    yield
    os.umask(previous)


def leave_work(window, name: str) -> None:
    window.document.set_text(("basics", "name"), name)
    window.keep_unsaved_work()  # a logout, SIGTERM


def test_recovery_files_and_declined_work_are_private(make_window, prompts, tmp_path: Path) -> None:
    data = tmp_path / "appdata"
    data.mkdir(mode=0o755)  # as an earlier version, or the person's own templates, left it
    leave_work(make_window(None), "Private Person")
    recovery = data / "recovery"
    (file,) = recovery.glob("*.json")
    assert "Private Person" in file.read_text(encoding="utf-8")
    assert (mode(file), mode(recovery), mode(data)) == (0o600, 0o700, 0o700)

    prompts.restore = False
    make_window(None)
    (kept,) = (recovery / DECLINED).glob("*.yaml")
    assert (mode(kept), mode(kept.parent)) == (0o600, 0o700)


def test_an_upgrade_finds_the_recovery_in_the_old_doubled_folder(make_window, qtbot, settings, prompts,
                                                                 monkeypatch, tmp_path: Path) -> None:
    from editor.ui.main_window import MainWindow

    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    old = tmp_path / "share" / "Vitae" / "Vitae"
    before = MainWindow(settings=settings, data_dir=old, prompts=prompts)  # an earlier version's window
    qtbot.addWidget(before)
    before.start(None)
    leave_work(before, "Before The Upgrade")
    (left,) = (old / "recovery").glob("*.json")
    left.chmod(0o644)  # as it was written then, beside a log anyone could read
    old.chmod(0o755)

    after = MainWindow(settings=settings, prompts=prompts)  # the person's own folders
    qtbot.addWidget(after)
    after.start(None)
    assert prompts.asked.count("restore") == 1
    assert after.document.resume.basics.name["en"] == "Before The Upgrade"
    assert after.autosaver.folder == tmp_path / "share" / "vitae" / "recovery"
    assert not left.exists() and not (old / "recovery").exists()
    assert mode(old) == 0o700  # the old log left there is no longer readable by others


def test_a_recovery_file_moved_from_the_old_folder_is_made_private(tmp_path: Path) -> None:
    old, new = tmp_path / "old", tmp_path / "new" / "recovery"
    old.mkdir()
    (old / "a.json").write_text(json.dumps({"original": None, "saved_at": 1, "document": "{}"}))
    (moved,) = adopt_orphans(old, new)
    assert moved == new / "a.json"
    assert (mode(moved), mode(new)) == (0o600, 0o700)

"""A person's log is theirs alone: written 0600 in a 0700 folder; Vitae's data folder is the
platform's own (not Qt's doubled ``Vitae/Vitae``). The recovery files' side of this is in
``tests/ui/test_private_recovery.py``."""

from __future__ import annotations

import logging
import os
import stat
import sys
from pathlib import Path

import pytest

from editor.formats.atomic import atomic_write
from editor.logs import log_exception
from editor.paths import private_dir, user_dir

pytestmark = pytest.mark.skipif(os.name != "posix", reason="file modes are POSIX's")


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


@pytest.fixture
def open_umask():
    """The common 022: anything not made private on purpose is readable by all."""
    previous = os.umask(0o022)
    yield
    os.umask(previous)


def test_atomic_write_takes_an_explicit_mode_and_keeps_its_default(tmp_path: Path, open_umask) -> None:
    private, public = tmp_path / "private.yaml", tmp_path / "public.yaml"
    atomic_write(private, b"a", mode=0o600)
    atomic_write(public, b"a")
    assert (mode(private), mode(public)) == (0o600, 0o644)
    atomic_write(private, b"b")  # a later write keeps the mode it replaces
    public.chmod(0o640)
    atomic_write(public, b"b")
    assert (mode(private), mode(public)) == (0o600, 0o640)
    atomic_write(public, b"c", mode=0o600)  # and an explicit mode tightens an existing file
    assert mode(public) == 0o600


def test_private_dir_makes_and_tightens(tmp_path: Path, open_umask) -> None:
    made = private_dir(tmp_path / "a" / "b")
    assert mode(made) == 0o700
    loose = tmp_path / "loose"
    loose.mkdir(mode=0o755)
    assert mode(private_dir(loose)) == 0o700


def test_the_data_folder_is_not_doubled(monkeypatch, tmp_path: Path) -> None:
    from editor.ui.main_window import default_data_dir, legacy_data_dir

    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert default_data_dir() == user_dir("data") == tmp_path / "vitae"
    assert legacy_data_dir() == tmp_path / "Vitae" / "Vitae"


def test_the_cli_log_is_private(monkeypatch, tmp_path: Path, open_umask) -> None:
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path))
    try:
        raise ValueError("boom")
    except ValueError:
        path = log_exception("failed")
    assert path == tmp_path / "vitae" / "vitae.log"
    assert "boom" in path.read_text(encoding="utf-8")
    assert (mode(path), mode(path.parent)) == (0o600, 0o700)


def test_the_window_log_is_private_and_an_old_one_is_tightened(tmp_path: Path, open_umask) -> None:
    from editor.ui.errors import LOG_NAME, setup_logging

    folder = tmp_path / "state"
    folder.mkdir(mode=0o755)
    (folder / LOG_NAME).write_text("from an earlier version\n", encoding="utf-8")
    (folder / LOG_NAME).chmod(0o644)
    root = logging.getLogger()
    before = list(root.handlers)
    path = setup_logging(folder)
    try:
        handler = next(h for h in root.handlers if h not in before)
        logging.getLogger("editor.test").warning("a line")
        handler.doRollover()  # the next file is made private too
        logging.getLogger("editor.test").warning("another line")
        handler.flush()
    finally:
        for handler in [h for h in root.handlers if h not in before]:
            handler.close()
            root.removeHandler(handler)
    assert path == folder / LOG_NAME
    assert "another line" in path.read_text(encoding="utf-8")
    assert mode(folder) == 0o700
    assert {p.name: mode(p) for p in folder.iterdir()} == {LOG_NAME: 0o600, f"{LOG_NAME}.1": 0o600}

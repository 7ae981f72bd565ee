"""The window's writes go through the same safe mechanism as the command line:
opening a document removes what killed saves of it left behind, and Export
As never writes over the document itself."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from editor.formats import atomic
from tests.ui.test_import_export_menu import MenuPrompts


@pytest.fixture
def prompts() -> MenuPrompts:
    return MenuPrompts()


def test_starting_the_editor_on_a_file_removes_its_stale_temporaries(make_window, cv_path: Path) -> None:
    process = subprocess.Popen([sys.executable, "-c", "pass"])
    process.wait()  # its pid now belongs to no live process
    stale = cv_path.with_name(f".{cv_path.name}.{process.pid}-{atomic._HOST}.abcd1234.tmp")
    stale.write_bytes(b"half a save" * 1000)
    unrelated = cv_path.with_name("notes.txt")
    unrelated.write_text("kept")
    make_window(cv_path)
    assert not stale.exists()
    assert unrelated.exists()


@pytest.mark.parametrize("key", ["pdf", "md"])
def test_export_as_onto_the_open_document_is_refused(window, prompts, cv_path: Path, key: str) -> None:
    before = cv_path.read_bytes()
    prompts.export_as_path = cv_path
    assert window.import_export.export_as(key) is None
    assert prompts.errors and "is the résumé itself" in prompts.errors[0]
    assert cv_path.read_bytes() == before


def test_export_never_writes_through_a_link_onto_the_document(window, prompts, cv_path: Path) -> None:
    before = cv_path.read_bytes()
    cv_path.with_name("cv-en.pdf").symlink_to(cv_path)
    window.export_action.trigger()
    assert cv_path.read_bytes() == before
    assert prompts.errors and "is the résumé itself" in prompts.errors[0]

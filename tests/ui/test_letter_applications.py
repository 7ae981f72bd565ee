"""Recording an application after exporting a cover letter: the letter says where it went."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tests.helpers import FIXTURES

LETTER = FIXTURES / "letters" / "letter.yaml"


@pytest.fixture
def letter_window(make_window, tmp_path: Path):
    path = tmp_path / "cv.yaml"
    shutil.copyfile(LETTER, path)
    return make_window(path)


def test_a_letter_fills_in_the_application_and_is_listed_with_its_variant(letter_window, prompts, qtbot):
    from editor.ui.applications import ApplicationsDialog

    window = letter_window
    with qtbot.waitSignal(window.files.exported, timeout=30_000):
        window.files.export_letter(0)
    prompts.application = ("Acme Robotics", "Application for Staff Engineer")
    window.applications.record_action.trigger()
    assert prompts.application_prefill == ("Acme Robotics", "Application for Staff Engineer")
    (application,) = window.document.resume.applications
    (sent,) = application.files
    assert (sent.letter, sent.variant) == ("acme", "industry")  # the letter goes with the industry cut
    dialog = ApplicationsDialog(window.applications, window)
    qtbot.addWidget(dialog)
    assert dialog.table.item(0, 4).text() == "Letter acme (industry)"


def test_a_resume_export_fills_in_nothing(letter_window, prompts, qtbot):
    window = letter_window
    with qtbot.waitSignal(window.files.exported, timeout=30_000):
        window.files.export()
    prompts.application = None
    window.applications.record_action.trigger()
    assert prompts.application_prefill == ("", "")

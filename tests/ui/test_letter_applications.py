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


def test_export_letter_warns_about_the_letter_s_own_untranslated_fields(letter_window, prompts, qtbot, tmp_path):
    window = letter_window
    window.document.insert(("letters", 0, "body"), 3, {"en": "A closing paragraph, in English only."})
    window.document.insert(("sections", 0, "entries"), 0, {"kind": "text", "text": {"en": "English only"}})  # not the letter's
    prompts.untranslated_choice = "cancel"
    window.export_letter_action.trigger()
    assert prompts.asked == ["untranslated"]
    assert prompts.untranslated == [["中文: 2 untranslated fields"]]  # the new paragraph and the address
    qtbot.wait(200)
    assert not list(tmp_path.glob("*letter*.pdf"))
    prompts.untranslated_choice = "export"
    with qtbot.waitSignal(window.files.exported, timeout=30_000):
        window.export_letter_action.trigger()
    assert {p.name for p in tmp_path.glob("*letter*.pdf")} == {"cv-letter-acme-en.pdf", "cv-letter-acme-zh.pdf"}


def test_next_missing_walks_into_the_letter(letter_window, qtbot):
    window = letter_window
    window.document.set_language("zh")
    window.translation.go_to_next_missing()
    qtbot.wait(10)
    assert window.outline.current_path == ("letters", 0)
    assert "1" in window.translation.counter.text()  # the letter's address is the one field left

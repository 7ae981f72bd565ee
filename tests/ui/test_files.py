"""The document's life: save, export, recovery after a crash, closing, opening."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDropEvent

from editor.formats import load
from tests.helpers import pdf_text


def rename(window, name: str) -> None:
    window.document.set_text(("basics", "name"), name)


def test_save_writes_the_file_and_clears_the_star(window, cv_path: Path) -> None:
    rename(window, "Saved Name")
    assert window.windowTitle().startswith("cv.yaml*")
    window.save_action.trigger()
    assert load(cv_path).basics.name == {"en": "Saved Name", "zh": "杜简"}
    assert window.windowTitle() == "cv.yaml — Vitae"
    assert not window.document.is_modified()


def test_a_failing_save_leaves_the_old_file_whole(window, cv_path: Path, prompts, monkeypatch) -> None:
    original = cv_path.read_bytes()
    rename(window, "Never Written")

    def crash(*_args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("editor.formats.atomic.os.fsync", crash)
    window.save_action.trigger()
    assert cv_path.read_bytes() == original
    assert [p.name for p in cv_path.parent.iterdir() if p.name != ".~lock.cv.yaml#"] == ["cv.yaml"]  # no temporary left
    assert "No space left on device" in prompts.errors[0]
    assert window.document.is_modified()


def test_save_as_an_unsaved_document(make_window, prompts, tmp_path: Path) -> None:
    window = make_window(None)  # the bundled example, never saved: called what it is
    assert window.windowTitle() == "Example résumé — Vitae"
    prompts.save_path = tmp_path / "mine"
    rename(window, "Example Person")
    window.save_action.trigger()
    assert (tmp_path / "mine.yaml").exists()
    assert window.windowTitle() == "mine.yaml — Vitae"


def test_export_writes_the_pdf_beside_the_document(window, cv_path: Path, qtbot) -> None:
    rename(window, "Exported Person")
    with qtbot.waitSignal(window.files.exported, timeout=20_000):
        window.export_action.trigger()
    target = cv_path.with_name("cv-en.pdf")
    assert "exported person" in pdf_text(target.read_bytes()).lower()  # templates may set names in capitals
    assert "cv-en.pdf" in window.statusBar().currentMessage()
    assert not window.open_export_button.isHidden()
    assert window.document.is_modified()  # exporting is not saving


def test_export_of_an_unsaved_document_asks_once(make_window, prompts, tmp_path: Path, qtbot) -> None:
    window = make_window(None)
    prompts.export_path = tmp_path / "out" / "lin-en.pdf"
    prompts.export_path.parent.mkdir()
    for _ in range(2):
        with qtbot.waitSignal(window.files.exported, timeout=20_000):
            window.files.export()
    assert prompts.asked.count("export_path") == 1
    assert (tmp_path / "out" / "lin-en.pdf").exists()


def test_export_all_languages(window, cv_path: Path, qtbot) -> None:
    with qtbot.waitSignal(window.files.exported, timeout=20_000):
        window.export_all_action.trigger()
    english = pdf_text(cv_path.with_name("cv-en.pdf").read_bytes())
    chinese = pdf_text(cv_path.with_name("cv-zh.pdf").read_bytes()).replace(" ", "")
    assert "Only English Ltd" in english and "jane doe" in english.lower()
    assert "湖南大学" in chinese and "Only English Ltd" not in chinese


def test_recovery_after_a_crash_restores_the_edits(make_window, cv_path: Path, prompts) -> None:
    first = make_window(cv_path)
    rename(first, "Unsaved Before Crash")
    first.autosaver.save_now()
    first.autosaver.keep()  # what a killed process leaves behind

    second = make_window(cv_path)
    assert prompts.asked.count("restore") == 1
    assert second.document.resume.basics.name["en"] == "Unsaved Before Crash"
    assert second.document.is_modified() and "*" in second.windowTitle()
    second.undo_action.trigger()  # back to what the file holds
    assert second.document.resume.basics.name["en"] == "Jane Doe"
    assert list(second.autosaver.folder.glob("*.json")) == []

    third = make_window(cv_path)
    assert prompts.asked.count("restore") == 1  # offered once only


def test_declined_recovery_is_discarded(make_window, cv_path: Path, prompts) -> None:
    first = make_window(cv_path)
    rename(first, "Lost")
    first.autosaver.save_now()
    first.autosaver.keep()
    prompts.restore = False
    second = make_window(cv_path)
    assert second.document.resume.basics.name["en"] == "Jane Doe"
    assert list(second.autosaver.folder.glob("*.json")) == []


def test_autosave_runs_after_edits_settle_and_stops_when_saved(window, qtbot) -> None:
    rename(window, "Autosaved")
    qtbot.waitUntil(lambda: window.autosaver.file.exists(), timeout=3000)
    window.save_action.trigger()
    assert not window.autosaver.file.exists()


def test_closing_with_unsaved_changes_asks(window, prompts) -> None:
    rename(window, "Unsaved")
    prompts.save_choice = "cancel"
    assert window.close() is False
    assert window.isVisible()
    prompts.save_choice = "discard"
    assert window.close() is True
    assert prompts.asked.count("save_changes") == 2


def test_closing_with_save_writes_the_file(window, prompts, cv_path: Path) -> None:
    rename(window, "Saved On Close")
    prompts.save_choice = "save"
    assert window.close()
    assert load(cv_path).basics.name["en"] == "Saved On Close"


def test_open_shows_problems_as_sentences(window, prompts, tmp_path: Path) -> None:
    broken = tmp_path / "broken.yaml"
    broken.write_text("basics:\n  name: X\n  emial: x@example.org\n", encoding="utf-8")
    prompts.open_path = broken
    window.open_action.trigger()
    assert "did you mean 'email'" in prompts.errors[0]
    assert window.windowTitle() == "cv.yaml — Vitae"


def test_dropping_a_file_opens_it(window, tmp_path: Path, qtbot) -> None:
    other = tmp_path / "other.yaml"
    other.write_text("basics:\n  name: Dropped Person\n", encoding="utf-8")
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(other))])
    event = QDropEvent(QPointF(10, 10), Qt.DropAction.CopyAction, mime,
                       Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    with qtbot.waitSignal(window.preview.rendered, timeout=5000):
        window.dropEvent(event)
    assert window.document.resume.basics.name == "Dropped Person"
    assert window.windowTitle() == "other.yaml — Vitae"


def test_recent_files_and_geometry_persist_in_the_given_settings(window, settings, cv_path: Path) -> None:
    window.resize(900, 700)
    window.close()
    settings.sync()
    assert str(cv_path.resolve()) in settings.value("recent_files")
    assert settings.value("window/geometry") is not None


def test_new_document_starts_empty_and_undo_is_cleared(window) -> None:
    window.new_action.trigger()
    window.start_page.buttons["empty"].click()
    assert window.document.resume.basics.name == ""
    assert window.document.undo_stack.count() == 0
    assert window.windowTitle() == "Untitled — Vitae"


@pytest.mark.parametrize("name", ["s000.yaml"])
def test_opens_the_seed_fixture(make_window, name: str) -> None:
    from tests.ui.conftest import SEED

    if not SEED.exists():
        pytest.skip("seed fixture not present")
    window = make_window(SEED)
    assert window.preview.page_count() >= 1
    assert len(window.outline._items) > 5


def test_export_all_languages_as_word(window, cv_path: Path, qtbot) -> None:
    from docx import Document as WordDocument

    with qtbot.waitSignal(window.files.exported, timeout=30_000) as done:
        window.export_all_word_action.trigger()
    assert sorted(p.name for p in done.args[0]) == ["cv-en.docx", "cv-zh.docx"]
    english = "\n".join(p.text for p in WordDocument(str(cv_path.with_name("cv-en.docx"))).paragraphs)
    chinese = "\n".join(p.text for p in WordDocument(str(cv_path.with_name("cv-zh.docx"))).paragraphs)
    assert "Only English Ltd" in english and "湖南大学" in chinese and "Only English Ltd" not in chinese
    assert window.export_all_word_action in window.menuBar().actions()[0].menu().actions()

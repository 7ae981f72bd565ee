"""File → Import… accepts a PDF: a new unsaved document, with what the reader
was unsure of shown as the import's notes."""

from __future__ import annotations

from pathlib import Path

import pytest

from editor.formats import load
from editor.render import render_pdf
from tests.helpers import FIXTURES


@pytest.fixture
def pdf_prompts(prompts):
    prompts.import_path = None
    prompts.notes = []
    prompts.ask_import_path = lambda folder: prompts.import_path
    prompts.show_notes = lambda title, message, notes: prompts.notes.append(notes)
    return prompts


def test_import_menu_opens_a_pdf_as_a_new_unsaved_document(window, pdf_prompts, tmp_path: Path, qtbot):
    source = load(FIXTURES / "seeds" / "s004.yaml")
    pdf = tmp_path / "cv.pdf"
    pdf.write_bytes(render_pdf(source, template="classic", lang="en"))
    pdf_prompts.import_path = pdf
    window.import_export.import_action.trigger()
    qtbot.waitUntil(lambda: not window.import_export.imports.busy, timeout=30_000)
    document = window.document
    assert document.file_path is None
    kinds = [section.kind for section in document.resume.sections]
    assert "experience" in kinds and "publications" in kinds
    assert not pdf_prompts.errors
    # s004 prints no name: the reader says so instead of inventing one quietly.
    # Its notes name places as the outline shows them, not as paths.
    assert any(note.startswith("Basics › Name: ") for note in pdf_prompts.notes[0])
    assert not any(note.startswith(("basics.", "sections[")) for note in pdf_prompts.notes[0])


def test_check_pdf_lists_what_does_not_come_back(window, pdf_prompts):
    window.document.set_text(("basics", "headline"), "Systems engineer \U0001F642")
    report = window.import_export.check_pdf()
    assert any(line.startswith("no glyph") and "\U0001F642" in line for line in report)
    (shown,) = pdf_prompts.notes  # each place as the outline shows it, not as a path
    assert "Basics › Headline: 'Systems engineer \U0001F642' does not come back from the PDF" in shown
    assert len(shown) == len(report) and not any(line.startswith(("basics.", "sections[")) for line in shown)


def test_check_pdf_is_in_the_file_menu(window):
    file_menu = window.menuBar().actions()[0].menu()
    assert window.import_export.check_action in file_menu.actions()


def test_the_review_panel_lists_the_unsure_items_and_goes_to_their_field(window, pdf_prompts, tmp_path: Path,
                                                                        qtbot) -> None:
    from PySide6.QtWidgets import QApplication

    from editor.ui.import_review import PATH_ROLE
    from tests.ui.conftest import activate

    source = load(FIXTURES / "seeds" / "s004.yaml")  # prints no name, so the reader is unsure of one
    pdf = tmp_path / "cv.pdf"
    pdf.write_bytes(render_pdf(source, template="classic", lang="en"))
    pdf_prompts.import_path = pdf
    activate(window, qtbot)
    window.import_export.import_action.trigger()
    qtbot.waitUntil(lambda: not window.import_export.imports.busy, timeout=30_000)
    review = window.import_review
    assert review.isVisible() and review.list.count() == len(pdf_prompts.notes[0])
    items = [review.list.item(i) for i in range(review.list.count())]
    linked = [item for item in items if item.data(PATH_ROLE) is not None]
    assert linked, "notes that name a place in the document are links"
    name = next(item for item in linked if tuple(item.data(PATH_ROLE)) == ("basics", "name"))
    review.list.itemClicked.emit(name)
    assert window.outline.current_path == ("basics",)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.form.editor("name").input, timeout=3000)
    entry = next((item for item in linked if tuple(item.data(PATH_ROLE))[:1] == ("sections",)
                  and len(item.data(PATH_ROLE)) >= 4), None)
    if entry is not None:
        review.list.itemClicked.emit(entry)
        assert window.outline.current_path == tuple(entry.data(PATH_ROLE))[:4]


def test_note_paths_are_read_with_the_one_path_parser() -> None:
    from editor.ui.import_review import note_path

    assert note_path("unsure: sections[2].entries[0].start: no dates") == ("sections", 2, "entries", 0, "start")
    assert note_path("basics.email: not an e-mail; left out") == ("basics", "email")
    assert note_path("work[0].summary: no place in Vitae") is None  # a place in the source file, not ours

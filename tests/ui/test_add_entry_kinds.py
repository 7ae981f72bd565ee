"""Add → Entry → a kind that would print oddly in the selected section (a publication
among jobs) goes where it fits, and a drop the outline refuses says why while dragging."""

from __future__ import annotations

from PySide6.QtCore import QMimeData, QPointF, Qt
from PySide6.QtGui import QDragMoveEvent

from tests.helpers import pdf_text
from tests.ui.conftest import activate, last_command
from tests.ui.keyboard import focused, type_here

JOB = ("sections", 1, "entries", 0)  # Experience: Bytedance
PUBLICATION = ("sections", 2, "entries", 0)  # Publications: GOAT


def _add_entry_of_kind(window, label: str) -> None:
    """Add → Entry → *label*, as the outline's menu offers it."""
    entry_menu = window.outline.add_menu.entry_menu
    next(a for a in entry_menu.actions() if a.text().replace("&", "") == label).trigger()


def test_a_publication_added_with_a_job_selected_goes_into_publications(window, qtbot) -> None:
    activate(window, qtbot)
    window.outline.select(JOB)
    undo_steps = window.document.undo_stack.count()
    _add_entry_of_kind(window, "Publication")
    sections = window.document.resume.sections
    assert [e.kind for e in sections[1].entries] == ["experience", "experience"]  # Experience untouched
    assert [e.kind for e in sections[2].entries] == ["publication", "publication"]
    assert window.outline.current_path == ("sections", 2, "entries", 1)
    assert window.statusBar().currentMessage() == "A publication entry goes in Publications: added it there."
    assert window.document.undo_stack.count() == undo_steps + 1
    assert last_command(window) == "Add publication entry"
    # The new entry's first field has the caret: typing lands in the publication.
    assert window.form.isAncestorOf(focused())
    type_here("Fast joins")
    assert window.document.value_at(("sections", 2, "entries", 1, "title")) == "Fast joins"
    qtbot.waitUntil(lambda: "Fast joins" in pdf_text(window.preview.last_pdf), timeout=10_000)
    text = pdf_text(window.preview.last_pdf)
    assert text.index("Publications") < text.index("2. Fast joins") < text.index("Skills")  # numbered among papers
    window.undo_action.trigger()
    window.undo_action.trigger()
    assert len(window.document.resume.sections[2].entries) == 1


def test_without_a_publications_section_one_is_made_after_the_selected_one(window, qtbot) -> None:
    window.document.remove(("sections",), 2)  # no section takes publications now
    window.outline.select(JOB)
    _add_entry_of_kind(window, "Publication")
    sections = window.document.resume.sections
    assert [s.kind for s in sections] == ["education", "experience", "publications", "skills"]
    assert [e.kind for e in sections[2].entries] == ["publication"]
    assert [e.kind for e in sections[1].entries] == ["experience", "experience"]
    assert window.outline.current_path == ("sections", 2, "entries", 0)
    assert window.statusBar().currentMessage() == "A publication entry goes in Publications: added it there."
    window.undo_action.trigger()
    assert [s.kind for s in window.document.resume.sections] == ["education", "experience", "skills"]


def test_a_kind_that_fits_the_selected_section_goes_there(window) -> None:
    window.outline.select(JOB)
    _add_entry_of_kind(window, "Project")  # prints like a job: it may sit among them
    assert [e.kind for e in window.document.resume.sections[1].entries] == ["experience", "project", "experience"]
    assert window.outline.current_path == ("sections", 1, "entries", 1)


def test_a_refused_drop_says_why_while_dragging(window, qtbot) -> None:
    tree = window.outline.tree
    tree.setCurrentItem(window.outline.item_for(PUBLICATION))  # the drag starts on the publication
    rect = tree.visualItemRect(window.outline.item_for(JOB))
    event = QDragMoveEvent(QPointF(rect.center().x(), rect.bottom() - 1), Qt.DropAction.MoveAction, QMimeData(),
                           Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    tree.dragMoveEvent(event)  # as during a drag of the publication over the job (no drag can run in a test)
    assert not event.isAccepted()  # Qt will deliver no drop here
    assert window.statusBar().currentMessage() == "A publication entry does not belong in Experience"
    assert [e.kind for e in window.document.resume.sections[1].entries] == ["experience", "experience"]

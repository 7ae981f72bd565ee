"""The document's edit API: validation before anything is pushed, one undo step per edit."""

from __future__ import annotations

import pytest

from editor.formats import load
from editor.ui.document import Document
from editor.editing.modelpath import EditRejected
from tests.ui.conftest import DATA


@pytest.fixture
def document(qapp) -> Document:
    return Document(load(DATA / "small.yaml"))


def last_text(document: Document) -> str:
    return document.undo_stack.text(document.undo_stack.index() - 1)


def test_set_value_is_one_undoable_step(document: Document) -> None:
    document.set_value(("basics", "email"), "new@example.org")
    assert document.resume.basics.email == "new@example.org"
    assert last_text(document) == "Edit e-mail"
    assert document.is_modified()
    document.undo_stack.undo()
    assert document.resume.basics.email == "jane@example.org"
    assert not document.is_modified()


def test_invalid_value_is_refused_and_nothing_is_pushed(document: Document) -> None:
    with pytest.raises(EditRejected, match="e-mail"):
        document.set_value(("basics", "email"), "not-an-address")
    assert document.resume.basics.email == "jane@example.org"
    assert document.undo_stack.count() == 0


def test_model_level_rule_does_not_leave_a_bad_value_behind(document: Document) -> None:
    # pydantic's validate_assignment keeps the value when an "after" model validator fails.
    entry = ("sections", 0, "entries", 0)
    with pytest.raises(EditRejected, match="before start"):
        document.set_value(entry + ("end",), "2010")
    assert document.value_at(entry + ("end",)) == "2020-06"


def test_keystrokes_in_one_field_merge_and_typing_back_leaves_nothing(document: Document) -> None:
    for text in ("J", "Ja", "Jan"):
        document.set_text(("basics", "name"), text, merge=True)
    assert document.undo_stack.count() == 1
    document.set_text(("basics", "name"), "Jane Doe", merge=True)
    assert document.undo_stack.count() == 0 and not document.is_modified()


def test_different_fields_do_not_merge(document: Document) -> None:
    document.set_text(("basics", "name"), "A", merge=True)
    document.set_text(("basics", "headline"), "B", merge=True)
    document.set_text(("basics", "name"), "AB", merge=True)
    assert document.undo_stack.count() == 3


def test_set_text_changes_only_the_current_language(document: Document) -> None:
    document.set_language("zh")
    document.set_text(("basics", "name"), "简")
    assert document.resume.basics.name == {"en": "Jane Doe", "zh": "简"}


def test_insert_remove_move_are_undoable_and_signal_structure(document: Document, qtbot) -> None:
    entries = ("sections", 1, "entries")
    first = document.value_at(entries + (0,))
    with qtbot.waitSignal(document.structure_changed):
        document.move(entries, 0, 1)
    assert document.value_at(entries + (1,)) is first
    assert last_text(document) == "Move entry"
    document.remove(entries, 1)
    assert len(document.value_at(entries)) == 1 and last_text(document) == "Delete entry"
    document.undo_stack.undo()
    document.undo_stack.undo()
    assert document.value_at(entries + (0,)) is first


def test_bullet_edits_signal_the_entry_not_the_structure(document: Document, qtbot) -> None:
    bullets = ("sections", 1, "entries", 0, "highlights")
    with qtbot.assertNotEmitted(document.structure_changed):
        with qtbot.waitSignal(document.entry_changed) as blocker:
            document.insert(bullets, 2, "third")
    assert blocker.args == [bullets]
    assert last_text(document) == "Add bullet point"


def test_macro_is_one_step(document: Document) -> None:
    with document.macro("Two edits"):
        document.set_value(("basics", "phone"), "+1 555 0100")
        document.set_value(("basics", "website"), None)
    assert document.undo_stack.count() == 1
    document.undo_stack.undo()
    assert document.resume.basics.website == "https://example.org"


def test_language_is_view_state_not_an_edit(document: Document) -> None:
    document.set_language("zh")
    assert document.language == "zh"
    assert document.undo_stack.count() == 0 and not document.is_modified()
    with pytest.raises(EditRejected):
        document.set_language("fr")


def test_no_edit_changes_a_resume_handed_out_before_it(document: Document) -> None:
    """The preview renders the document's root on a worker without a copy: every edit,
    its undo and redo make a new root and leave the one handed out as it was."""
    handed_out = document.resume
    before = handed_out.model_dump()
    entry = ("sections", 1, "entries", 0)
    document.set_text(("basics", "name"), "Someone Else")
    document.set_text(entry + ("organisation",), "Another Company")
    document.set_value(("basics", "email"), "other@example.org")
    document.insert(("sections", 1, "entries"), 0, document.value_at(entry).model_copy(deep=True))
    document.move(("sections", 1, "entries"), 0, 1)
    document.remove(("sections", 1, "entries"), 0)
    document.undo_stack.undo()
    document.undo_stack.redo()
    assert document.resume is not handed_out
    assert document.resume.basics.name["en"] == "Someone Else"
    assert handed_out.model_dump() == before

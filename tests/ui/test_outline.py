"""The outline: add, duplicate, delete, reorder, drag, hide — each undoable."""

from __future__ import annotations

import pytest

from PySide6.QtCore import QMimeData, QPointF, Qt
from PySide6.QtGui import QDropEvent

from editor.editing.outline_moves import Move, drop_move
from tests.ui.conftest import last_command
from tests.ui.keyboard import click_into, type_here


def organisations(window, section: int = 1) -> list[str]:
    return [e.organisation if isinstance(e.organisation, str) else e.organisation["en"]
            for e in window.document.resume.sections[section].entries]


def test_add_entry_to_the_selected_section_and_undo_redo(window) -> None:
    window.outline.select(("sections", 1, "entries", 0))
    window.outline.add_entry()
    assert len(window.document.resume.sections[1].entries) == 3
    assert window.document.resume.sections[1].entries[1].kind == "experience"
    assert last_command(window) == "Add experience entry"
    assert window.outline.current_path == ("sections", 1, "entries", 1)
    assert window.form.heading.text() == "Experience"
    window.undo_action.trigger()
    assert organisations(window) == ["Bytedance", "Only English Ltd"]
    window.redo_action.trigger()
    assert len(window.document.resume.sections[1].entries) == 3


def test_add_entry_of_another_kind_and_a_new_section(window) -> None:
    window.outline.select(("sections", 1))
    window.outline.add_entry("generic")  # prints like a job; a kind that does not goes elsewhere
    assert window.document.resume.sections[1].entries[-1].kind == "generic"
    window.outline.add_section("awards")
    assert window.document.resume.sections[2].kind == "awards"
    assert window.document.resume.sections[2].entries[0].kind == "award"
    assert last_command(window) == "Add section"
    window.undo_action.trigger()
    assert len(window.document.resume.sections) == 4


def test_delete_entry_undo_redo(window) -> None:
    window.outline.select(("sections", 1, "entries", 0))
    window.outline.delete_action.trigger()
    assert organisations(window) == ["Only English Ltd"]
    assert last_command(window) == "Delete entry"
    window.undo_action.trigger()
    assert organisations(window) == ["Bytedance", "Only English Ltd"]
    window.redo_action.trigger()
    assert organisations(window) == ["Only English Ltd"]


def test_duplicate_entry(window) -> None:
    window.outline.select(("sections", 1, "entries", 0))
    window.outline.duplicate_action.trigger()
    assert organisations(window) == ["Bytedance", "Bytedance", "Only English Ltd"]
    assert last_command(window) == "Duplicate entry"
    copy = window.document.resume.sections[1].entries[1]
    assert copy is not window.document.resume.sections[1].entries[0]


def test_move_down_and_up_with_undo(window) -> None:
    window.outline.select(("sections", 1, "entries", 0))
    window.outline.down_action.trigger()
    assert organisations(window) == ["Only English Ltd", "Bytedance"]
    assert last_command(window) == "Move entry"
    assert window.outline.current_path == ("sections", 1, "entries", 1)
    window.undo_action.trigger()
    assert organisations(window) == ["Bytedance", "Only English Ltd"]
    window.redo_action.trigger()
    window.outline.up_action.trigger()
    assert organisations(window) == ["Bytedance", "Only English Ltd"]


def test_move_section(window) -> None:
    window.outline.select(("sections", 0))
    window.outline.move_selected(+1)
    assert [s.kind for s in window.document.resume.sections] == ["experience", "education", "publications", "skills"]
    assert last_command(window) == "Move section"
    window.undo_action.trigger()
    assert window.document.resume.sections[0].kind == "education"


def test_hide_entry_with_its_checkbox(window) -> None:
    item = window.outline.item_for(("sections", 1, "entries", 1))
    item.setCheckState(0, Qt.CheckState.Unchecked)
    assert window.document.resume.sections[1].entries[1].visible is False
    assert last_command(window) == "Hide entry"
    window.undo_action.trigger()
    assert window.document.resume.sections[1].entries[1].visible is True
    assert window.outline.item_for(("sections", 1, "entries", 1)).checkState(0) == Qt.CheckState.Checked


def test_hide_section(window) -> None:
    window.outline.item_for(("sections", 3)).setCheckState(0, Qt.CheckState.Unchecked)
    assert window.document.resume.sections[3].visible is False
    assert last_command(window) == "Hide section"


def _drop(window, source_path, target_path, *, after: bool) -> None:
    tree = window.outline.tree
    tree.setCurrentItem(window.outline.item_for(source_path))
    rect = tree.visualItemRect(window.outline.item_for(target_path))
    y = rect.bottom() - 1 if after else rect.top() + 1
    mime = QMimeData()
    event = QDropEvent(QPointF(rect.center().x(), y), Qt.DropAction.MoveAction, mime,
                       Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    tree.dropEvent(event)


def test_drag_entry_below_its_sibling(window, qtbot) -> None:
    with qtbot.waitSignal(window.document.structure_changed):
        _drop(window, ("sections", 1, "entries", 0), ("sections", 1, "entries", 1), after=True)
    assert organisations(window) == ["Only English Ltd", "Bytedance"]
    assert last_command(window) == "Move entry"
    assert window.outline.item_for(("sections", 1, "entries", 1)).text(0) == "Bytedance"


def test_drag_entry_into_another_section_is_one_step(window, qtbot) -> None:
    with qtbot.waitSignal(window.document.structure_changed):
        _drop(window, ("sections", 1, "entries", 1), ("sections", 0, "entries", 0), after=False)
    assert organisations(window) == ["Bytedance"]
    assert window.document.resume.sections[0].entries[0].kind == "experience"
    assert last_command(window) == "Move entry"
    window.undo_action.trigger()
    assert organisations(window) == ["Bytedance", "Only English Ltd"]
    assert len(window.document.resume.sections[0].entries) == 2


def test_drop_rules() -> None:
    assert drop_move(("sections", 0), ("sections", 2), after=True) == Move(("sections",), 0, ("sections",), 3)
    assert drop_move(("sections", 2), ("sections", 0, "entries", 1), after=True) == Move(("sections",), 2, ("sections",), 0)
    move = drop_move(("sections", 1, "entries", 0), ("sections", 1, "entries", 1), after=True)
    assert move.final_path == ("sections", 1, "entries", 1)
    assert drop_move(("basics",), ("sections", 0), after=True) is None


def test_typing_updates_one_label_without_rebuilding_the_tree(window, qtbot) -> None:
    entry = ("sections", 1, "entries", 0)
    window.outline.select(entry)
    rebuilds = window.outline.rebuild_count
    item = window.outline.item_for(entry)
    click_into(qtbot, window.form.editor("organisation").input)
    type_here(" Seed")
    assert item.text(0) == "Bytedance Seed"
    assert window.outline.item_for(entry) is item
    assert window.outline.rebuild_count == rebuilds


def test_language_badge_on_single_language_entries(window) -> None:
    assert window.outline.item_for(("sections", 1, "entries", 1)).text(1) == "EN"
    assert window.outline.item_for(("sections", 1, "entries", 0)).text(1) == ""


def test_items_outside_the_current_language_are_greyed(window) -> None:
    from PySide6.QtGui import QPalette

    grey = window.outline.palette().color(QPalette.ColorRole.PlaceholderText)
    english_only = window.outline.item_for(("sections", 1, "entries", 1))
    assert english_only.foreground(0).color() != grey
    window.language_toggle.buttons["zh"].click()
    assert english_only.foreground(0).color() == grey
    window.document.set_value(("sections", 0, "visible"), False)
    assert window.outline.item_for(("sections", 0, "entries", 0)).foreground(0).color() == grey


@pytest.mark.qt_log_ignore("does not support raise", "does not support grabbing", "propagateSizeHints")
def test_add_offers_the_sections_kind_first(window, qtbot) -> None:
    window.outline.select(("sections", 0, "entries", 1))
    window.outline.add_action.trigger()
    menu = window.outline.add_menu
    qtbot.waitUntil(menu.isVisible)
    assert len(window.document.resume.sections[0].entries) == 2  # nothing added silently
    assert menu.activeAction() is window.outline.add_here_action  # Return takes it
    window.outline.add_here_action.trigger()
    assert [e.kind for e in window.document.resume.sections[0].entries] == ["education"] * 3
    assert window.outline.current_path == ("sections", 0, "entries", 2)
    assert window.form.heading.text() == "Education"


@pytest.mark.qt_log_ignore("does not support raise", "does not support grabbing", "propagateSizeHints")
def test_add_with_basics_selected_offers_the_kinds_instead_of_guessing(window, qtbot) -> None:
    window.outline.select(("basics",))
    window.outline.add_action.trigger()
    menu = window.outline.add_menu
    qtbot.waitUntil(menu.isVisible)
    assert len(window.document.resume.sections) == 4  # nothing added silently
    titles = [a.text() for a in menu.actions() if a.isVisible() and a.menu()]
    assert titles == ["&Entry", "&Section"]
    menu.hide()


def test_entries_at_one_organisation_are_told_apart_and_follow_typing(window) -> None:
    rebuilds = window.outline.rebuild_count
    window.document.set_text(("sections", 1, "entries", 1, "organisation"), "Bytedance")
    labels = [window.outline.item_for(("sections", 1, "entries", j)).text(0) for j in range(2)]
    assert labels == ["Bytedance — Research Intern", "Bytedance — Intern"]
    window.document.set_text(("sections", 1, "entries", 1, "role"), "Research Intern")
    labels = [window.outline.item_for(("sections", 1, "entries", j)).text(0) for j in range(2)]
    assert labels == ["Bytedance — Research Intern · Nov 2024–Present", "Bytedance — Research Intern · Jun 2023–Sep 2023"]
    assert window.outline.rebuild_count == rebuilds  # relabelled, not rebuilt


def test_a_publication_dropped_into_experience_is_refused(window, qtbot) -> None:
    publication, job = ("sections", 2, "entries", 0), ("sections", 1, "entries", 0)
    assert not window.outline.can_drop(publication, job, True)
    assert not window.outline.can_drop(publication, ("sections", 1), False)
    assert window.outline.can_drop(("sections", 1, "entries", 1), ("sections", 0, "entries", 0), False)
    _drop(window, publication, job, after=True)
    qtbot.waitUntil(lambda: "does not belong" in window.statusBar().currentMessage())
    assert window.statusBar().currentMessage() == "A publication entry does not belong in Experience"
    assert [e.kind for e in window.document.resume.sections[1].entries] == ["experience", "experience"]
    assert window.document.undo_stack.index() == 0


def test_moving_down_past_the_section_stops_where_the_kind_changes(window) -> None:
    window.outline.select(("sections", 1, "entries", 1))  # the last job; publications come next
    window.outline.down_action.trigger()
    assert len(window.document.resume.sections[2].entries) == 1
    assert "does not belong in Publications" in window.statusBar().currentMessage()


def test_fit_rules() -> None:
    from editor.editing.outline_moves import fits
    from editor.model import Section

    experience = Section(kind="experience", entries=[])
    assert fits("experience", experience) and fits("project", experience)
    assert not fits("publication", experience) and not fits("skill", experience)
    assert fits("publication", Section(kind="custom", entries=[]))
    assert not fits("experience", Section(kind="publications", entries=[]))


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_entries_at_one_employer_read_apart_in_the_outline_as_drawn(make_window, tmp_path, qtbot, lang) -> None:
    """The labels differ (role, dates) and the outline, at its width, still shows where."""
    import shutil

    from PySide6.QtGui import QFontMetrics
    from PySide6.QtWidgets import QStyleOptionViewItem

    from tests.helpers import FIXTURES

    cv = tmp_path / "cv.yaml"
    shutil.copy(FIXTURES / "seeds" / "s001_003.yaml", cv)
    window = make_window(cv)
    window.document.set_language(lang)
    tree = window.outline.tree
    metrics = QFontMetrics(tree.font())
    checked = 0
    for s in range(tree.topLevelItemCount()):
        section = tree.topLevelItem(s)
        shown = []
        for e in range(section.childCount()):
            item = section.child(e)
            width = tree.visualItemRect(item).width() - tree.iconSize().width() - 24  # the check box
            option = QStyleOptionViewItem()
            tree.itemDelegateForColumn(0).initStyleOption(option, tree.indexFromItem(item, 0))
            shown.append(metrics.elidedText(item.text(0), option.textElideMode, width))
        full = [section.child(e).text(0) for e in range(section.childCount())]
        if len(set(full)) == len(full) and len(full) > 1:
            assert len(set(shown)) == len(shown), (lang, shown)
            checked += 1
    assert checked >= 2

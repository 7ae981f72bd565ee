"""Removing a language: says what goes, is one undo step, and keeps the default language."""

from __future__ import annotations

from tests.ui.conftest import last_command

ENGLISH_ONLY = ("sections", 1, "entries", 1)  # "Only English Ltd", languages: [en]


def test_remove_language_says_what_is_lost_and_is_one_undo_step(window, prompts) -> None:
    document = window.document
    before_resume = document.resume.model_dump()
    document.set_value(ENGLISH_ONLY + ("languages",), ["zh"])  # now printed only in Chinese
    entries_before = len(document.resume.sections[1].entries)
    window.language_toggle.buttons["zh"].click()
    action = window.translation.remove_language_action
    assert action.isEnabled() and action in window.menuBar().actions()[1].menu().actions()
    steps = document.undo_stack.count()

    action.trigger()
    assert prompts.asked[-1] == "remove_language"
    lost = prompts.removal_losses[-1]
    assert any("texts written in 中文" in line and not line.startswith("0 ") for line in lost)
    assert any(line.startswith("1 section") for line in lost)
    assert document.resume.languages == ["en"]
    assert document.language == "en" and list(window.language_toggle.buttons) == ["en"]
    assert document.resume.basics.name == "Jane Doe"  # the Chinese text went, the English stays
    assert len(document.resume.sections[1].entries) == entries_before - 1
    assert document.undo_stack.count() == steps + 1 and last_command(window) == "Remove language zh"

    window.undo_action.trigger()
    assert document.resume.languages == ["en", "zh"]
    assert document.resume.basics.name == {"en": "Jane Doe", "zh": "杜简"}
    window.undo_action.trigger()
    assert document.resume.model_dump() == before_resume


def test_cancelled_removal_changes_nothing_and_the_default_cannot_go(window, prompts) -> None:
    document = window.document
    action = window.translation.remove_language_action
    assert document.language == "en" and not action.isEnabled()
    window.language_toggle.buttons["zh"].click()
    prompts.remove_language = False
    steps = document.undo_stack.count()
    action.trigger()
    assert document.resume.languages == ["en", "zh"] and document.undo_stack.count() == steps

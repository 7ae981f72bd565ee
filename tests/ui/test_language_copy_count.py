"""A language added as a copy of another is not translated: the copied texts count as
missing until they are changed, in the status bar, Next Missing and the Export All warning."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from editor.editing.translation import missing_paths, texts, with_language
from editor.formats.native import load
from editor.model.text import can_share, with_sharing
from tests.ui.conftest import DATA, FakePrompts, activate
from tests.ui.keyboard import focused, press_here, type_here

NAME = ("basics", "name")


class CopyPrompts(FakePrompts):
    new_language: tuple[str, str | None] | None = None

    def ask_new_language(self, existing: list[str]) -> tuple[str, str | None] | None:
        self.asked.append("new_language")
        return self.new_language


@pytest.fixture
def prompts() -> CopyPrompts:
    return CopyPrompts()


def test_a_language_copied_from_english_is_not_all_translated(window, prompts, qtbot) -> None:
    prompts.new_language = ("ja", "en")
    window.translation.add_language_action.trigger()
    document, counter = window.document, window.translation.counter
    assert document.language == "ja" and document.copied_from("ja") == "en"
    copied = len(missing_paths(document.resume, "ja", "en"))
    assert copied > 10 and missing_paths(document.resume, "ja") == []  # every field has text: all of it copied
    assert counter.text() == f"日本語: {copied} missing translations"
    assert "all translated" not in counter.text()
    assert window.statusBar().currentMessage() == (
        f"Added 日本語 as a copy of EN: {copied} texts to translate (F8 goes to the next).")
    assert window.translation.next_action.isEnabled()

    activate(window, qtbot)
    window.outline.tree.setFocus()
    qtbot.waitUntil(lambda: focused() is window.outline.tree, timeout=3000)
    press_here(Qt.Key.Key_F8)  # Next Missing: the first copied field, the name
    name_field = focused()
    assert window.form.editor("name").isAncestorOf(name_field) or window.form.editor("name") is name_field
    assert document.text_at(NAME) == "Jane Doe"  # still the English text
    press_here(Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    type_here("ジェーン")
    assert document.value_at(NAME)["ja"] == "ジェーン"
    qtbot.waitUntil(lambda: counter.text() == f"日本語: {copied - 1} missing translations", timeout=3000)

    prompts.untranslated_choice = "cancel"
    assert not window.translation.confirm_export_all()
    assert f"日本語: {copied - 1} untranslated fields" in prompts.untranslated[-1]


def test_a_language_started_empty_counts_only_what_has_no_text(window, prompts) -> None:
    prompts.new_language = ("ja", None)
    window.translation.add_language_action.trigger()
    assert window.document.copied_from("ja") is None
    count = len(missing_paths(window.document.resume, "ja"))
    assert window.translation.counter.text() == f"日本語: {count} missing translations"


def test_copies_count_until_changed_and_a_copy_nobody_changed_can_be_shared() -> None:
    resume = load(DATA / "small.yaml")
    copied = with_language(resume, "ja", copy_from="en")
    missing = missing_paths(copied, "ja", "en")
    assert NAME in missing and ("sections", 1, "entries", 0, "organisation") in missing
    assert missing_paths(copied, "ja") == []  # by content alone every field has its text
    printed = [path for path, value in texts(copied, "ja") if value]
    assert set(missing) <= set(printed) and len(missing) > 10
    assert ("sections", 2, "entries", 0, "authors", 0, "name") not in missing  # an author's name reads alike
    copied.basics.name["ja"] = "ジェーン"
    assert NAME not in missing_paths(copied, "ja", "en")  # changed: translated
    # "Same in every language" takes a copy nobody changed, never one that differs somewhere.
    assert can_share({"en": "Python", "ja": "Python"}, "en")
    assert with_sharing({"en": "Python", "ja": "Python"}, True, "en") == {"*": "Python"}
    assert not can_share({"en": "Jane Doe", "zh": "杜简", "ja": "Jane Doe"}, "en")
    assert not can_share({"zh": "CCF A"}, "en")  # would start printing in English

"""Export All Languages says first how many fields are untranslated, and can walk them."""

from __future__ import annotations

from pathlib import Path

from editor.editing.translation import missing_paths, owner_of


def test_export_all_warns_and_walks_the_untranslated_fields(window, prompts, cv_path: Path, qtbot) -> None:
    document = window.document
    missing = missing_paths(document.resume, "zh")
    assert missing  # the fixture has English-only texts in printed Chinese entries
    before = set(cv_path.parent.iterdir())
    prompts.untranslated_choice = "walk"
    window.export_all_action.trigger()
    assert prompts.asked[-1] == "untranslated"
    count = "1 untranslated field" if len(missing) == 1 else f"{len(missing)} untranslated fields"
    assert prompts.untranslated[-1] == [f"中文: {count}"]
    assert set(cv_path.parent.iterdir()) == before  # nothing written
    assert document.language == "zh"
    assert window.outline.current_path == owner_of(missing[0])

    prompts.untranslated_choice = "cancel"
    window.export_all_action.trigger()
    assert set(cv_path.parent.iterdir()) == before

    prompts.untranslated_choice = "export"
    with qtbot.waitSignal(window.files.exported, timeout=20_000):
        window.export_all_action.trigger()
    assert {p.name for p in set(cv_path.parent.iterdir()) - before} == {"cv-en.pdf", "cv-zh.pdf"}


def test_export_all_does_not_ask_when_everything_is_translated(window, prompts, qtbot) -> None:
    for path in missing_paths(window.document.resume, "zh"):
        window.document.set_text(path, "译文", lang="zh")
    with qtbot.waitSignal(window.files.exported, timeout=20_000):
        window.export_all_action.trigger()
    assert "untranslated" not in prompts.asked

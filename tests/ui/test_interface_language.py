"""The interface speaks English or Chinese, independent of the résumé's languages."""

from __future__ import annotations

import json
import re

import pytest
from PySide6.QtCore import QCoreApplication, QLocale

from editor.ui import i18n

# Texts that read the same in both interfaces: language names, format names, arrows.
SAME_IN_BOTH = {"EN", "English", "PDF", "HTML", "JSON Resume", "Markdown"}


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    i18n.set_language("en")  # the interface language is process-wide


def menu_titles(window) -> list[str]:
    return [action.text() for action in window.menuBar().actions()]


def test_switching_to_chinese_translates_menus_toolbar_forms_and_status_at_once(window, qtbot) -> None:
    assert menu_titles(window) == ["&File", "&Edit", "&View"]
    english = {a.text() for a in window.findChildren(type(window.open_action))}
    window.interface.actions["zh"].trigger()
    assert menu_titles(window) == ["文件(&F)", "编辑(&E)", "视图(&V)"]
    assert window.open_action.text() == "打开(&O)…" and window.open_action.iconText() == "打开"
    assert window.translation.add_language_action.text() == "添加语言(&L)…"
    assert window.form.heading.text() == "基本信息"
    assert window.outline.item_for(("basics",)).text(0) == "基本信息"
    assert window.preview.page_label.text() == "第 1 / 1 页"
    assert window.windowTitle() == "cv.yaml — Vitae"  # the file's name is not translated
    # The résumé's content language is another matter: still English.
    assert window.document.language == "en" and window.form.editor("name").text() == "Jane Doe"
    # Qt's own texts (standard buttons, the line-edit menu) follow too.
    assert QCoreApplication.translate("QPlatformTheme", "Save") == "保存"

    window.interface.actions["en"].trigger()
    assert menu_titles(window) == ["&File", "&Edit", "&View"]
    assert {a.text() for a in window.findChildren(type(window.open_action))} == english
    assert window.form.heading.text() == "Basics"
    assert QCoreApplication.translate("QPlatformTheme", "Save") == "Save"


def test_every_visible_text_is_translated_in_every_form(window, qtbot) -> None:
    window.interface.choose("zh")
    qtbot.wait(1)  # widgets made while the window is shown appear on the next turn of the loop
    assert "Headline" not in i18n.untranslated(window) and "头衔" in {
        label.text() for label in window.form.findChildren(type(window.form.heading)) if label.isVisible()}
    document = window.document
    paths = [("basics",)] + [("sections", i) for i in range(len(document.resume.sections))]
    paths += [("sections", i, "entries", j) for i, section in enumerate(document.resume.sections)
              for j in range(len(section.entries))]
    left: set[str] = set()
    for path in paths:
        window.outline.select(path)
        qtbot.wait(1)
        left |= set(i18n.untranslated(window, ignore=SAME_IN_BOTH))
    window.translation.view_action.trigger()
    window.language_toggle.buttons["zh"].click()
    qtbot.wait(1)
    left |= set(i18n.untranslated(window, ignore=SAME_IN_BOTH))
    for menu in window.menuBar().findChildren(type(window.recent_menu)):
        menu.aboutToShow.emit()
        left |= set(i18n.untranslated(menu, ignore=SAME_IN_BOTH | {"cv.yaml"}))  # a file name
    assert left == set()


def test_dynamic_texts_arrive_translated(window, qtbot) -> None:
    window.interface.choose("zh")
    window.document.set_text(("basics", "headline"), "Changed")
    assert window.undo_action.text() == "撤销 编辑头衔(&U)"
    window.files.save()
    assert window.statusBar().currentMessage() == "已保存 cv.yaml。"
    window.language_toggle.buttons["zh"].click()
    qtbot.waitUntil(lambda: window.translation.counter.text() == "中文：4 处缺少翻译", timeout=2000)
    window.outline.select(("sections", 1, "entries", 0))  # a new form, built in English, shown in Chinese
    assert window.form.heading.text() == "工作经历"


def test_the_choice_is_remembered_and_system_follows_the_locale(make_window, settings, cv_path, monkeypatch) -> None:
    first = make_window(cv_path)
    first.interface.choose("zh")
    assert settings.value(i18n.SETTING) == "zh"
    first.close()
    i18n.set_language("en")
    second = make_window(cv_path)
    assert menu_titles(second)[0] == "文件(&F)" and second.interface.actions["zh"].isChecked()

    monkeypatch.setattr(i18n, "system_language", lambda locale=None: "en")
    second.interface.choose("system")
    assert menu_titles(second)[0] == "&File"
    assert second.interface.actions["system"].text() == "System (English)"
    monkeypatch.setattr(i18n, "system_language", lambda locale=None: "zh")
    second.interface.choose("system")
    assert menu_titles(second)[0] == "文件(&F)"
    assert second.interface.actions["system"].text() == "跟随系统（中文）"


def test_system_language_reads_the_locale() -> None:
    assert i18n.system_language(QLocale(QLocale.Language.Chinese, QLocale.Country.China)) == "zh"
    assert i18n.system_language(QLocale(QLocale.Language.Chinese, QLocale.Country.Taiwan)) == "zh"
    assert i18n.system_language(QLocale(QLocale.Language.German, QLocale.Country.Germany)) == "en"


def test_catalogue_patterns_and_mnemonics() -> None:
    catalogue = i18n.Catalogue({"Open…": "打开…", "File": "文件", "Opened {}.": "已打开 {}。",
                                "Edit {}": "编辑 {}", "Headline": "头衔", "PDF…": "PDF…", "Name": "姓名"})
    assert catalogue.translate("&Open…") == "打开(&O)…"
    assert catalogue.translate("&File") == "文件(&F)"
    assert catalogue.translate("&PDF…") == "&PDF…"
    assert catalogue.translate("Opened cv.yaml.") == "已打开 cv.yaml。"
    assert catalogue.translate("Opened R&D.yaml.") == "已打开 R&D.yaml。"  # a file name, not an access key
    assert catalogue.translate("Edit headline") == "编辑 头衔"  # a field name inside a pattern
    assert catalogue.translate("&Edit headline") == "编辑 头衔(&E)"
    assert catalogue.translate("Name *") == "姓名 *"
    assert catalogue.translate(" File ") == " 文件 "
    assert catalogue.translate("Something new") == "Something new"
    reordered = i18n.Catalogue({"{} had changes at {}.": "{1} 时 {0} 有修改。"})
    assert reordered.translate("cv.yaml had changes at 09:29.") == "09:29 时 cv.yaml 有修改。"
    assert catalogue.source_of("姓名") == "Name"
    menu = i18n.Catalogue({"Add {}": "添加{}", "Add Language…": "添加语言…"})
    assert menu.translate("Add &Language…") == "添加语言(&L)…"  # the whole text, not "添加&Language…"
    assert menu.translate("Add Bullet") == "添加Bullet"


def test_the_shipped_catalogue_is_consistent() -> None:
    entries = json.loads(i18n.catalogue_path("zh").read_text(encoding="utf-8"))
    assert len(entries) > 250
    for english, chinese in entries.items():
        assert chinese.strip(), english
        placeholders = re.findall(r"\{(\d*)\}", chinese)  # "{}", or "{1}" … "{0}" to reorder
        assert len(placeholders) == english.count("{}"), english
        assert all(placeholders) or not any(placeholders), english
        assert "&" not in english, f"write the mnemonic-free text: {english}"
    cjk = re.compile(r"[\u4e00-\u9fff]")
    untranslated = [e for e, c in entries.items() if e == c and cjk.search(c) is None and re.search("[a-z]{3}", e)]
    assert untranslated == []


def test_every_model_field_has_a_chinese_label_and_tooltip() -> None:
    """Form labels and tooltips come from the model: a new field needs its two catalogue lines."""
    from editor.model import Author, Basics, Design, Link, Profile, Section
    from editor.model.kinds import ENTRY_TYPES
    from editor.editing.field_kinds import specs_for
    from editor.editing.labels import field_label

    keys = i18n.catalogue_keys("zh")
    missing = {text for model in (Basics, Section, Design, Author, Link, Profile, *ENTRY_TYPES)
               for spec in specs_for(model) for text in (field_label(spec.name), spec.description)
               if text and text not in keys}
    assert missing == set()


def test_section_headings_are_written_once_in_the_language_files() -> None:
    from editor.model.l10n import locale_for

    written = json.loads(i18n.catalogue_path("zh").read_text(encoding="utf-8"))
    for kind, english in locale_for("en").section_titles.items():
        if english:
            assert english not in written, f"{english!r} is a heading: it belongs in the language file"
            assert i18n.catalogue("zh").translate(english) == locale_for("zh").section_titles[kind]

"""Variants and cover letters in the window: the picker, taking an entry in or
out (undoable), switching variants and languages, Export All, the letter editor."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtGui import QPalette

from tests.helpers import FIXTURES, pdf_text

TWO_CUTS = FIXTURES / "variants" / "two_cuts.yaml"
SKILLS = ("sections", 3, "entries", 0)  # "Languages: C++, Python, Rust", in every variant
HARROW = ("sections", 0, "entries", 1)  # tagged academic


@pytest.fixture
def cuts_path(tmp_path: Path) -> Path:
    target = tmp_path / "work" / "cv.yaml"
    target.parent.mkdir()
    shutil.copy(TWO_CUTS, target)
    return target


@pytest.fixture
def cuts(make_window, cuts_path: Path):
    return make_window(cuts_path)


def _shown(window, qtbot, action) -> str:
    """The preview's text after *action* (which must make it render again)."""
    with qtbot.waitSignal(window.preview.rendered, timeout=10_000):
        action()
    return pdf_text(window.preview.last_pdf)


def _greyed(window, path) -> bool:
    item = window.outline.item_for(path)
    return item.foreground(0).color() == window.outline.palette().color(QPalette.ColorRole.PlaceholderText)


def _pick(window, name: str | None) -> None:
    picker = window.variant_picker
    index = picker.findData(name) if name else 0
    picker.setCurrentIndex(index)
    picker.activated.emit(index)


def test_the_picker_lists_the_variants_and_the_preview_shows_the_one_chosen(cuts, qtbot):
    picker = cuts.variant_picker
    assert [picker.itemText(i) for i in range(picker.count())][:3] == ["Whole résumé", "industry", "academic"]
    whole = pdf_text(cuts.preview.last_pdf)
    assert "Harrow Systems Lab" in whole and "Gullwing Compute" in whole
    industry = _shown(cuts, qtbot, lambda: _pick(cuts, "industry"))
    assert "Gullwing Compute" in industry and "Harrow Systems Lab" not in industry
    assert _greyed(cuts, HARROW) and not _greyed(cuts, SKILLS)
    chinese = _shown(cuts, qtbot, lambda: cuts.language_toggle.buttons["zh"].click())
    assert "鸥翼计算" in chinese and "哈罗系统实验室" not in chinese
    academic = _shown(cuts, qtbot, lambda: _pick(cuts, "academic"))
    assert "哈罗系统实验室" in academic and "鸥翼计算" not in academic
    assert not _greyed(cuts, HARROW)
    back = _shown(cuts, qtbot, lambda: _pick(cuts, None))
    assert "鸥翼计算" in back and "哈罗系统实验室" in back


def test_taking_an_entry_out_of_a_variant_is_one_undoable_step(cuts, qtbot):
    _shown(cuts, qtbot, lambda: _pick(cuts, "industry"))
    cuts.outline.select(SKILLS)
    action = cuts.variants.member_action
    assert action.isEnabled() and action.isChecked()
    text = _shown(cuts, qtbot, action.trigger)
    assert "C++" not in text and not action.isChecked() and _greyed(cuts, SKILLS)
    assert cuts.document.undo_stack.undoText() == "Leave out of industry"
    assert "academic" in cuts.document.resume.sections[3].entries[0].tags
    text = _shown(cuts, qtbot, cuts.undo_action.trigger)
    assert "C++" in text and action.isChecked() and not _greyed(cuts, SKILLS)
    assert cuts.document.resume.sections[3].entries[0].tags == []
    _shown(cuts, qtbot, cuts.redo_action.trigger)
    text = _shown(cuts, qtbot, action.trigger)  # and back in again
    assert "C++" in text and cuts.document.resume.sections[3].entries[0].tags == []


def test_membership_needs_a_variant_and_an_item(cuts, qtbot):
    cuts.outline.select(SKILLS)
    assert not cuts.variants.member_action.isEnabled()  # the whole résumé has no "out"
    _shown(cuts, qtbot, lambda: _pick(cuts, "academic"))
    cuts.outline.select(("basics",))
    assert not cuts.variants.member_action.isEnabled()


def test_a_new_variant_is_named_previewed_and_undone(cuts, qtbot):
    assert cuts.variants.new_variant("short") == "short"
    assert cuts.document.variant == "short"
    assert cuts.variant_picker.currentText() == "short"
    assert [v.name for v in cuts.document.resume.variants] == ["industry", "academic", "short"]
    assert cuts.variants.new_variant("Bad Name") is None  # refused by the model, said in the status bar
    assert len(cuts.document.resume.variants) == 3
    cuts.undo_action.trigger()
    assert [v.name for v in cuts.document.resume.variants] == ["industry", "academic"]
    assert cuts.document.variant is None and cuts.variant_picker.currentIndex() == 0


def test_export_all_writes_every_variant_in_every_language(cuts, cuts_path: Path, prompts, qtbot):
    prompts.untranslated_choice = "export"
    with qtbot.waitSignal(cuts.files.exported, timeout=60_000):
        cuts.export_all_action.trigger()
    made = {p.name for p in cuts_path.parent.glob("*.pdf")}
    assert made == {f"cv-{middle}{lang}.pdf" for middle in ("", "industry-", "academic-") for lang in ("en", "zh")}
    academic_zh = pdf_text((cuts_path.parent / "cv-academic-zh.pdf").read_bytes())
    assert "哈罗系统实验室" in academic_zh and "鸥翼计算" not in academic_zh


def test_a_cover_letter_is_written_in_the_window_with_its_own_preview(cuts, cuts_path: Path, qtbot):
    _shown(cuts, qtbot, lambda: _pick(cuts, "academic"))
    text = _shown(cuts, qtbot, cuts.outline.add_letter)
    letter = cuts.document.resume.letters[0]
    assert (letter.name, letter.variant) == ("letter", "academic")
    assert cuts.form.heading.text() == "Cover Letter"
    assert "Dear Hiring Manager," in text and "Mira Tallis" in text and "Sincerely," in text
    editor = cuts.form.editor("organisation")
    text = _shown(cuts, qtbot, lambda: cuts.document.set_text(("letters", 0, "organisation"), "Harbour Labs"))
    assert "Harbour Labs" in text and editor is cuts.form.editor("organisation")
    assert "Harbour Labs" in cuts.outline.item_for(("letters", 0)).text(0)
    cuts.document.set_text(("letters", 0, "organisation"), "哈勃实验室", lang="zh")
    chinese = _shown(cuts, qtbot, lambda: cuts.language_toggle.buttons["zh"].click())
    assert "此致" in chinese and "敬礼" in chinese and "哈勃实验室" in chinese
    assert "哈勃实验室" in cuts.outline.item_for(("letters", 0)).text(0)  # the outline follows the language
    with qtbot.waitSignal(cuts.files.exported, timeout=20_000):
        cuts.export_action.trigger()  # Ctrl+E: what the preview shows, the letter
    written = cuts_path.parent / "cv-letter-letter-zh.pdf"
    assert "敬礼" in pdf_text(written.read_bytes())
    resume_again = _shown(cuts, qtbot, lambda: cuts.outline.select(("basics",)))
    assert "哈罗系统实验室" in resume_again and "此致" not in resume_again


def test_an_application_records_the_exact_files_sent(cuts, cuts_path: Path, prompts, qtbot):
    import hashlib

    actions = cuts.applications
    assert not actions.record_action.isEnabled()  # nothing exported yet
    _shown(cuts, qtbot, lambda: _pick(cuts, "industry"))
    with qtbot.waitSignal(cuts.files.exported, timeout=20_000):
        cuts.export_action.trigger()
    sent = cuts_path.parent / "cv-industry-en.pdf"
    assert actions.record_action.isEnabled()
    prompts.application = None
    actions.record_action.trigger()  # cancelled: nothing recorded
    assert cuts.document.resume.applications == []
    prompts.application = ("Acme Robotics", "Staff Engineer")
    actions.record_action.trigger()
    (application,) = cuts.document.resume.applications
    assert (application.organisation, application.role) == ("Acme Robotics", "Staff Engineer")
    (file,) = application.files
    assert (file.name, file.variant, file.language, file.letter) == ("cv-industry-en.pdf", "industry", "en", None)
    assert file.sha256 == hashlib.sha256(sent.read_bytes()).hexdigest()
    assert "Acme Robotics" in actions.which_application(sent)
    other = cuts_path.parent / "other.pdf"
    other.write_bytes(sent.read_bytes() + b"\n%changed")
    assert "matches no recorded application" in actions.which_application(other)
    cuts.files.save()
    from editor.formats import load

    assert load(cuts_path).applications == cuts.document.resume.applications  # kept in the file
    cuts.undo_action.trigger()
    assert cuts.document.resume.applications == []


def test_the_applications_list_shows_each_file_and_checks_one(cuts, cuts_path: Path, prompts, qtbot):
    from editor.ui.applications import ApplicationsDialog

    with qtbot.waitSignal(cuts.files.exported, timeout=20_000):
        cuts.export_action.trigger()
    prompts.application = ("Harbour Labs", "")
    assert cuts.applications.record()
    dialog = ApplicationsDialog(cuts.applications, cuts)
    qtbot.addWidget(dialog)
    assert dialog.table.rowCount() == 1
    assert [dialog.table.item(0, c).text() for c in (1, 3, 4)] == ["Harbour Labs", "cv-en.pdf", "Whole résumé"]
    prompts.sent_file = cuts_path.parent / "cv-en.pdf"
    dialog._on_check_clicked()
    assert "Harbour Labs" in prompts.infos[-1]

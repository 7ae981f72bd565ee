"""How sure the reader is: every note carries a confidence, and the marks of a
misreading (a résumé read into sections of no known kind, a profile that is a
date) are noted as the least sure, and reported by `vitae check`."""

from __future__ import annotations

from editor.formats.pdf_import.confidence import assess, confidence_of, least_sure_first, with_confidence


def test_a_note_carries_its_confidence_as_text():
    note = with_confidence("no dates found for this entry", 0.6)
    assert note == "no dates found for this entry (confidence 0.60)"
    assert confidence_of("unsure: sections[0]: " + note) == 0.6
    assert confidence_of("a note of another importer") is None
    assert least_sure_first(["x", "b (confidence 0.90)", "a (confidence 0.10)"]) == [
        "a (confidence 0.10)", "b (confidence 0.90)", "x"]


def test_a_date_taken_for_a_profile_is_the_least_sure():
    found = assess({"basics": {"name": "Dana", "profiles": [{"network": "2019.11", "url": "https://2019.11"}]},
                    "sections": []})
    assert [(path, confidence) for path, _, confidence in found] == [("basics.profiles[0]", 0.1)]


def test_a_resume_read_mostly_into_sections_of_no_known_kind_is_noted():
    text = [{"kind": "text", "text": f"line {i}"} for i in range(6)]
    found = assess({"basics": {"name": "Dana"}, "sections": [
        {"kind": "misc", "entries": text},
        {"kind": "experience", "entries": [{"kind": "experience", "organisation": "Acme"}]}]})
    assert any(path == "" and confidence <= 0.3 and "no known kind" in reason for path, reason, confidence in found)


def test_a_bullet_starting_in_lower_case_is_unsure():
    found = assess({"basics": {"name": "Dana"}, "sections": [{"kind": "experience", "entries": [
        {"kind": "experience", "organisation": "Acme", "highlights": ["Built it.", "and then more."]}]}]})
    assert [path for path, _, _ in found] == ["sections[0].entries[0].highlights[1]"]


def test_check_reports_what_the_reader_is_least_sure_of(monkeypatch):
    from editor.formats.pdf_import import PdfImport, check
    from editor.model import SCHEMA_VERSION, Resume

    resume = Resume.model_validate({"schema_version": SCHEMA_VERSION, "languages": ["en"], "basics": {"name": "Dana"}})
    read = PdfImport(resume, [("", with_confidence("7 of 8 entries are in sections of no known kind", 0.2)),
                              ("sections[0]", with_confidence("heading 'X' is no known section name", 0.5))], "")
    monkeypatch.setattr("editor.formats.pdf_import.read_pdf", lambda *args, **kwargs: read)
    report = check.check_report(resume, b"%PDF-", "en", frozenset(range(0x20, 0x7f)))
    assert report == ["document: 7 of 8 entries are in sections of no known kind (confidence 0.20)"]


def test_the_headers_own_lines_are_no_sign_of_headings_missed():
    """A Chinese résumé's details under the name (birth date, home town) are kept in a first
    section of their own; they do not make the résumé look read into unknown sections."""
    details = [{"kind": "text", "text": text} for text in ("出生年月：1998.05", "籍贯：浙江宁波", "政治面貌：群众")]
    document = {"basics": {"name": "乔琳"}, "sections": [
        {"kind": "misc", "title": "", "entries": details},
        {"kind": "education", "title": "教育背景", "entries": [{"kind": "education", "institution": "西湖示例大学"}]},
        {"kind": "experience", "title": "工作经历", "entries": [{"kind": "experience", "organisation": "示例云"}]}]}
    assert not [reason for _, reason, _ in assess(document, header_kept=True) if "no known kind" in reason]
    assert [reason for _, reason, _ in assess(document) if "no known kind" in reason]  # were it the body

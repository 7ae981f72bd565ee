"""Check PDF in the window shows the conventions of the language's market as hints
beside what does not come back from the PDF."""

from __future__ import annotations

CV = """languages: [en, zh]
basics:
  name: {en: Li Wei, zh: 李伟}
  email: li@example.org
  details:
    - {label: {en: Marital status, zh: 婚姻状况}, value: {en: Single, zh: 未婚}}
sections:
  - kind: experience
    entries:
      - kind: experience
        organisation: {en: Bytedance, zh: 字节跳动}
        role: {en: Data engineer, zh: 数据工程师}
        start: 2021-09
        highlights:
          - {en: Built the data pipeline for ads reporting., zh: 搭建广告报表的数据管道。}
"""


def test_check_pdf_shows_the_market_hints_of_the_language_being_edited(make_window, prompts, tmp_path) -> None:
    path = tmp_path / "cv.yaml"
    path.write_text(CV, encoding="utf-8")
    window = make_window(path)
    notes: list[list[str]] = []
    prompts.show_notes = lambda title, message, lines: notes.append(lines)
    report = window.import_export.check_pdf()
    assert report == notes[-1]
    assert [line for line in report if line.startswith("Hint: ")] == [
        "Hint: a marital status is unusual in a résumé in English (the US and the UK): leave it out of this language"]
    window.document.set_language("zh")
    report = window.import_export.check_pdf()
    assert [line for line in report if line.startswith("Hint: ")] == [
        "Hint: no job objective (the headline under the name, or an Objective section): "
        "a résumé in 简体中文 (mainland China) usually has one"]

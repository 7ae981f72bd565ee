"""Cover letters: the model, each language's conventions, the PDF under the
template's header, the command line, and the file format (version 2)."""

from __future__ import annotations

import datetime
import re

import pytest
from pydantic import ValidationError

from editor.cli import main
from editor.formats import dumps, load, loads
from editor.formats.errors import DocumentError
from editor.model import Resume
from editor.model.l10n import format_letter_date
from editor.model.letter_text import letter_languages, letter_text
from editor.render import RenderRequest, render_pdf_report
from tests.helpers import FIXTURES, pdf_text
from tests.render.support import links_of

SOURCE = FIXTURES / "letters" / "letter.yaml"
TODAY = datetime.date(2026, 11, 22)


@pytest.fixture(scope="module")
def resume() -> Resume:
    return load(SOURCE)


def _pdf(resume: Resume, lang: str, **options: object) -> bytes:
    return render_pdf_report(resume, RenderRequest(letter="acme", lang=lang, today=TODAY, **options)).pdf


def _flat(text: str) -> str:
    return re.sub(r"\s+", "", text)


def _in_order(text: str, parts: list[str]) -> bool:
    at = 0
    for part in parts:
        at = text.find(_flat(part), at)
        if at < 0:
            return False
        at += len(_flat(part))
    return True


def test_the_english_letter_reads_in_a_western_letter_s_order(resume):
    text = _flat(pdf_text(_pdf(resume, "en")))
    assert _in_order(text, ["Mira Example", "mira@example.org", "November 20, 2026", "Dr. Ada Sample",
                            "Acme Robotics", "1 Harbour Road", "Portsmouth PO1 2AB",
                            "Application for Staff Engineer", "Dear Dr. Sample,", "I am writing to apply",
                            "At Northwind Analytics", "Sincerely,", "Mira Example"]), text


def test_the_chinese_letter_closes_as_chinese_letters_do(resume):
    pdf = _pdf(resume, "zh")
    text = _flat(pdf_text(pdf))
    assert _in_order(text, ["米拉", "应聘资深工程师", "尊敬的王经理：", "您好！", "期待与您进一步交流。",
                            "此致", "敬礼！", "米拉", "2026年11月20日"]), text
    assert "Sincerely" not in text and "November" not in text
    # 此致 stands indented under the body; 敬礼！ starts its own line at the left margin
    from pdfminer.high_level import extract_pages
    from pdfminer.layout import LTTextLine

    def lines(element):
        if isinstance(element, LTTextLine):
            yield element
        for child in getattr(element, "_objs", []):
            yield from lines(child)

    import io
    page = next(extract_pages(io.BytesIO(pdf)))
    x = {line.get_text().strip(): line.x0 for line in lines(page)}
    body_left = x["尊敬的王经理："]
    assert x["此致"] > body_left + 10 and abs(x["敬礼！"] - body_left) < 1
    assert x["2026年11月20日"] > 300  # the date at the right, after the name


def test_the_letter_wears_its_variant_s_template_and_a_request_can_choose_another(resume):
    own = _pdf(resume, "en")
    assert own == _pdf(resume, "en", template="profile")  # the industry variant's template
    assert own != _pdf(resume, "en", template="classic")
    assert "mailto:mira@example.org" in links_of(own)  # the template's contact line, with its links


def test_user_text_in_a_letter_is_text_and_its_inline_syntax_works(resume):
    pdf = _pdf(resume, "en")
    text = pdf_text(pdf)
    assert "<b>Not markup</b> & [brackets] stay text." in text
    assert "https://example.org" in links_of(pdf)
    assert "**" not in text


def test_empty_parts_take_the_language_s_conventions(resume):
    bare = resume.model_copy(deep=True)
    letter = bare.letters[0]
    letter.salutation = letter.closing = letter.signature = letter.date = letter.recipient = None
    english = letter_text(bare, letter, "en", TODAY)
    chinese = letter_text(bare, letter, "zh", TODAY)
    assert (english.salutation, english.closing, english.signature, english.date) == (
        "Dear Hiring Manager,", ["Sincerely,"], "Mira Example", "November 22, 2026")
    assert (chinese.salutation, chinese.closing, chinese.signature, chinese.date) == (
        "尊敬的招聘负责人：", ["此致", "敬礼！"], "米拉", "2026年11月22日")
    assert format_letter_date("2026-11", "en") == "November 2026"


@pytest.mark.parametrize(("lang", "greeting"), [("en", "Dear Dr. Ada Lovelace,"), ("zh", "尊敬的王经理："),
                                                ("ja", "ラブレス博士様")])
def test_a_letter_with_a_recipient_greets_them_by_name(resume, lang, greeting):
    letter = resume.model_copy(deep=True).letters[0]
    letter.salutation = None
    letter.recipient = {"en": "Dr. Ada Lovelace", "zh": "王经理", "ja": "ラブレス博士"}
    assert letter_text(resume, letter, lang, TODAY).salutation == greeting


def test_a_letter_s_languages_stay_within_its_variant_s(resume):
    data = resume.model_dump(mode="json")
    data["variants"][0]["languages"] = ["zh"]
    narrowed = Resume.model_validate(data)
    assert letter_languages(narrowed, narrowed.letters[0]) == ["zh"]
    assert letter_languages(resume, resume.letters[0]) == ["en", "zh"]


@pytest.mark.parametrize("change, message", [
    (lambda d: d["letters"].append(dict(d["letters"][0])), "each letter's name may be used once"),
    (lambda d: d["letters"][0].update(variant="academic"), "which the résumé does not have"),
    (lambda d: d["letters"][0].update(languages=["fr"]), "names languages the résumé does not have"),
    (lambda d: d["letters"][0].update(name="Acme Corp"), "letters.0.name"),
])
def test_a_letter_that_cannot_be_is_refused(resume, change, message):
    data = resume.model_dump(mode="json")
    change(data)
    with pytest.raises(ValidationError) as caught:
        Resume.model_validate(data)
    assert message in str(caught.value).replace("\n", " ") or message in " ".join(
        ".".join(map(str, e["loc"])) for e in caught.value.errors())


def test_letters_round_trip_and_files_say_version_2(resume):
    text = dumps(resume)
    assert text.startswith("schema_version: 2\n")
    assert loads(text) == resume


def test_a_version_1_file_reads_and_a_later_version_is_refused_by_its_number():
    old = "schema_version: 1\nbasics: {name: Old File}\n"
    assert loads(old).basics.name == "Old File"
    assert dumps(loads(old)).startswith("schema_version: 2\n")
    with pytest.raises(DocumentError, match="3 is from a newer Vitae"):
        loads("schema_version: 3\nbasics: {name: New File}\n")


def test_the_command_line_writes_each_letter_in_each_of_its_languages(tmp_path, capsys):
    source = tmp_path / "cv.yaml"
    source.write_bytes(SOURCE.read_bytes())
    assert main(["export", str(source), "--letter", "acme"]) == 0
    made = sorted(p.name for p in tmp_path.glob("*.pdf"))
    assert made == ["cv-letter-acme-en.pdf", "cv-letter-acme-zh.pdf"]
    assert "敬礼" in pdf_text((tmp_path / "cv-letter-acme-zh.pdf").read_bytes())
    assert main(["export", str(source), "--letter", "acme", "--lang", "en", "-o", str(tmp_path / "one.pdf")]) == 0
    assert "Sincerely" in pdf_text((tmp_path / "one.pdf").read_bytes())


@pytest.mark.parametrize("option", [["--letter", "acme"], ["--lang", "all"]])
def test_a_file_name_for_several_files_is_refused_not_made_a_folder(tmp_path, capsys, option):
    source = tmp_path / "cv.yaml"
    source.write_bytes(SOURCE.read_bytes())
    assert main(["export", str(source), *option, "-o", str(tmp_path / "letter.pdf")]) == 2
    err = capsys.readouterr().err
    assert f"-o {tmp_path / 'letter.pdf'} names a file, but {option[0]}" in err and len(err.strip().splitlines()) == 1
    assert not (tmp_path / "letter.pdf").exists()


@pytest.mark.parametrize("args, message", [
    (["--letter", "nope"], "letters: no letter 'nope' in this résumé (it has: acme)"),
    (["--letter", "acme", "--format", "md"], "--letter: letters export as PDF or Word (docx), not md"),
    (["--letter", "acme", "--lang", "fr"], "fr"),
])
def test_the_command_line_refuses_a_letter_it_cannot_make(tmp_path, capsys, args, message):
    source = tmp_path / "cv.yaml"
    source.write_bytes(SOURCE.read_bytes())
    assert main(["export", str(source), *args]) == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err and len(err.strip().splitlines()) == 1
    assert not list(tmp_path.glob("*.pdf"))


def test_a_letter_in_word_reads_as_the_pdf_and_marks_its_languages(resume, tmp_path):
    import io

    from docx import Document

    from editor.exports import export_format
    from tests.helpers import reading_similarity

    for lang in ("en", "zh"):
        request = RenderRequest(letter="acme", lang=lang, today=TODAY)
        data = export_format("docx").export(resume, request)
        document = Document(io.BytesIO(data))
        text = "\n".join(p.text for p in document.paragraphs)
        assert reading_similarity(text, pdf_text(render_pdf_report(resume, request).pdf)) >= 0.98
        assert document.core_properties.title.startswith("Mira Example" if lang == "en" else "米拉")
        if lang == "en":
            assert "<b>Not markup</b> & [brackets] stay text." in text.splitlines()
    chinese = Document(io.BytesIO(export_format("docx").export(resume, RenderRequest(letter="acme", lang="zh"))))
    closing = next(p for p in chinese.paragraphs if p.text == "此致")
    assert closing.paragraph_format.element.pPr.xpath("./w:ind/@w:firstLineChars") == ["200"]
    source = tmp_path / "cv.yaml"
    source.write_bytes(SOURCE.read_bytes())
    assert main(["export", str(source), "--letter", "acme", "--format", "docx"]) == 0
    assert sorted(p.name for p in tmp_path.glob("*.docx")) == ["cv-letter-acme-en.docx", "cv-letter-acme-zh.docx"]


def test_validate_renders_the_letters_and_names_a_variant_s_unknown_template(tmp_path, capsys):
    source = tmp_path / "cv.yaml"
    source.write_bytes(SOURCE.read_bytes())
    assert main(["validate", str(source)]) == 0
    text = SOURCE.read_text(encoding="utf-8").replace("  template: profile", "  template: nosuch")
    source.write_text(text, encoding="utf-8")
    capsys.readouterr()
    assert main(["validate", str(source)]) == 2
    err = capsys.readouterr().err.strip()
    assert "variants[0].template" in err and "nosuch" in err and len(err.splitlines()) == 1
    assert main(["export", str(source), "--letter", "acme"]) == 2

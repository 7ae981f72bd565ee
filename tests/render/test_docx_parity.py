"""Word prints the words the PDF prints, in the same order: every résumé
fixture × every template × every language it has (and each variant and cover
letter in every language), read back without
LibreOffice (python-docx for the .docx, pypdf for the PDF, as the other
render tests read them).

Both texts become word sequences: whitespace is only a boundary (a line the
PDF wraps is one line in Word), each CJK, kana or full-width character is a
word of its own (the PDF breaks such lines between any two of them), and case
is folded (Word sets capitals by style, ``w:caps``, so its text stays as typed;
the PDF prints the capitals). Punctuation stays on its word: a comma or a
separator that one medium prints and the other does not is a difference.

What only one medium has, and is left out of the comparison:

- the PDF's list markers (the template's bullet characters at the start of a
  line): Word's are its numbering's, not text. A numbered publication's "1." is in both (Word's
  counted from its numbering, as Word shows it);
- page numbers: the PDF prints "1 / 2" in its footer, Word has fields in its
  footer, which is not read;
- what stands for a contact icon: the PDF draws a vector icon (no text); Word
  has none and prints a word instead ("Email:"), in the "Contact Label" style;
- the contact line's separators: the PDF leaves one out where the line wraps,
  which Word, laying out its own lines, cannot know; both are read without them.
"""

from __future__ import annotations

import difflib
import io
import re

import docx
import pytest
from docx.oxml.ns import qn

import editor
from editor.exports import export_format
from editor.model.content import cut
from editor.render import RenderRequest, list_templates
from editor.render.docx_export import export_docx
from editor.render.printed import printed
from editor.render.theme import Theme
from tests.helpers import FIXTURES, ROOT, pdf_text
from tests.render.support import TODAY, paragraphs_in_order

DOCUMENTS = sorted(p for p in FIXTURES.rglob("*.yaml")
                   if "pdf_corpus" not in p.parts and p.name != "rendercv_full.yaml") \
    + [ROOT / "resources" / "examples" / "example.yaml"]
"""Every native résumé among the fixtures (the PDF corpus holds expected readings,
``rendercv_full.yaml`` is RenderCV's format), and the bundled example."""
TEMPLATES = sorted(list_templates())

_ONE_CHARACTER = "\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef"
_WORD = re.compile(rf"[{_ONE_CHARACTER}]|[^\s{_ONE_CHARACTER}]+")
_PAGE_NUMBER = re.compile(r"^\s*\d+ / \d+\s*$", re.M)


def words(text: str) -> list[str]:
    return _WORD.findall(text.casefold())


def word_text(data: bytes) -> str:
    """The .docx's paragraphs in order (table cells too), a numbered paragraph
    with its number, without the runs that stand for contact icons."""
    document = docx.Document(io.BytesIO(data))
    numbering = document.part.numbering_part.element
    formats = {a.get(qn("w:abstractNumId")): a.find(f"{qn('w:lvl')}/{qn('w:numFmt')}").get(qn("w:val"))
               for a in numbering.iter(qn("w:abstractNum"))}
    numbered = {n.get(qn("w:numId")) for n in numbering.iter(qn("w:num"))
                if formats[n.find(qn("w:abstractNumId")).get(qn("w:val"))] == "decimal"}
    counters: dict[str, int] = {}
    lines = []
    for paragraph in paragraphs_in_order(document):
        num = paragraph._p.find(f"{qn('w:pPr')}/{qn('w:numPr')}/{qn('w:numId')}")
        label = ""
        if num is not None and num.get(qn("w:val")) in numbered:
            key = num.get(qn("w:val"))
            counters[key] = counters.get(key, 0) + 1
            label = f"{counters[key]}. "
        pieces = []
        for run in paragraph._p.iter(qn("w:r")):
            style = run.find(f"{qn('w:rPr')}/{qn('w:rStyle')}")
            if style is not None and style.get(qn("w:val")) == "ContactLabel":
                continue
            for child in run:
                if child.tag == qn("w:t"):
                    pieces.append(child.text or "")
                elif child.tag in (qn("w:tab"), qn("w:br")):
                    pieces.append(" ")
        lines.append(label + "".join(pieces))
    return "\n".join(lines)


def printed_pdf_text(data: bytes, theme: Theme) -> str:
    """The PDF's text without its page numbers and the list markers that start its lines."""
    markers = "|".join(re.escape(m) for m in {theme.bullet.char, theme.bullet.nested_char} if m)
    text = _PAGE_NUMBER.sub("", pdf_text(data))
    return re.sub(rf"^\s*({markers})\s", "", text, flags=re.M) if markers else text


def _cases() -> list[tuple]:
    """Every fixture × template × language; then each variant and cover letter in every
    language, in the template it is made with (what they add, the cut and the letter's
    lines, is the same in every template; the header each template prints is above)."""
    cases = []
    for path in DOCUMENTS:
        resume = editor.load(path)
        cases += [(path, template, lang, {}) for lang in resume.languages for template in TEMPLATES]
        extras = [{"variant": v.name} for v in resume.variants] + [{"letter": x.name} for x in resume.letters]
        cases += [(path, None, lang, extra) for extra in extras for lang in resume.languages]
    return cases


CASES = _cases()


def differences(path, template: str | None, lang: str, extra: dict[str, str]) -> list[str]:
    """Word's words against the PDF's, both made through the export registry (which cuts a variant)."""
    resume = editor.load(path)
    request = RenderRequest(template=template, lang=lang, today=TODAY, base_dir=path.parent, **extra)
    theme = printed(cut(resume, request.variant), request).theme
    separator = theme.header.contact_separator.strip().casefold()
    word = [w for w in words(word_text(export_format("docx").export(resume, request))) if w != separator]
    pdf = [w for w in words(printed_pdf_text(export_format("pdf").export(resume, request), theme)) if w != separator]
    out = []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(None, word, pdf, autojunk=False).get_opcodes():
        if op != "equal":
            out.append(f"Word {' '.join(word[i1:i2])!r} | PDF {' '.join(pdf[j1:j2])!r}"
                       f" (after {' '.join(pdf[max(0, j1 - 4):j1])!r})")
    return out


@pytest.mark.parametrize(("path", "template", "lang", "extra"), CASES,
                         ids=[f"{p.parent.name}.{p.stem}-{t or ''.join(x.values())}-{lang}" for p, t, lang, x in CASES])
def test_word_prints_the_words_of_the_pdf(path, template, lang, extra):
    found = differences(path, template, lang, extra)
    assert not found, "\n".join(found[:12])


def test_a_layout_without_printed_lines_is_an_error_not_another_layouts_words(monkeypatch):
    from editor.render import printed as printed_module
    from editor.render.errors import RenderError

    monkeypatch.delitem(printed_module.LAYOUTS, "profile")
    with pytest.raises(RenderError, match="profile"):
        export_docx(editor.load(DOCUMENTS[0]), RenderRequest(template="profile", today=TODAY))

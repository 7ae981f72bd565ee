"""User text is data: markup renders literally; odd text renders without a crash or a box."""

import os
from pathlib import Path

import pytest

from editor.model import Resume
from editor.render import render_pdf
from editor.render.fonts import coverage, families
from tests.helpers import pdf_text, needs_patch
from tests.render.support import TEMPLATES, TODAY

CVE_PAYLOAD = (
    "<para><font color=\"[[[getattr(pow, Word('__globals__'))['os'].system('touch pwned')]] "
    "and 'red'\">exploit</font></para>"
)
LITERALS = [
    '<font color="red">not red</font>',
    "<b>not bold</b>",
    "R&D <team> & co; 1 < 2 > 0 &amp; &lt;",
    CVE_PAYLOAD,
    '<a href="javascript:alert(1)">x</a> <img src="/etc/passwd"/>',
]


def _resume(texts: list[str]) -> Resume:
    return Resume.model_validate({
        "basics": {"name": texts[0], "profiles": [{"network": "GitHub", "username": texts[-1]}]},
        "sections": [
            {"kind": "custom", "title": texts[1], "entries": [
                {"kind": "generic", "title": texts[2], "subtitle": texts[3], "highlights": texts},
            ]},
            {"kind": "experience", "entries": [
                {"kind": "experience", "organisation": texts[-1], "role": texts[0], "summary": texts[1]},
            ]},
            {"kind": "skills", "entries": [{"kind": "skill", "label": texts[2], "details": texts[3]}]},
        ],
    })


def _flat(text: str) -> str:
    return "".join(text.split())


@pytest.mark.parametrize("template", TEMPLATES)
def test_markup_in_user_text_renders_literally(template: str, tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    text = _flat(pdf_text(render_pdf(_resume(LITERALS), template=template, today=TODAY)))
    for literal in LITERALS:
        assert _flat(literal) in text
    assert not (tmp_path / "pwned").exists()
    assert os.listdir(tmp_path) == []


def test_cve_2023_33733_payload_is_text_in_every_field_kind(tmp_path: Path,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    pdf = render_pdf(_resume([CVE_PAYLOAD] * 5), template="classic", today=TODAY)
    assert _flat(pdf_text(pdf)).count(_flat(CVE_PAYLOAD)) >= 8
    assert not (tmp_path / "pwned").exists()


@pytest.mark.parametrize("template", TEMPLATES)
def test_a_4000_character_word_breaks_across_lines(template: str) -> None:
    word = "x" * 4000
    pdf = render_pdf(_resume([word, "t", "w" * 4000, "s", "y" * 4000]), template=template, today=TODAY)
    text = pdf_text(pdf)
    assert text.count("x") >= 4000 and text.count("y") >= 4000
    assert max(len(line) for line in text.splitlines()) < 400


def _drawable(ch: str) -> bool:
    return ch.isspace() or any(ord(ch) in coverage(name) for name in families())


@pytest.mark.parametrize("template", TEMPLATES)
def test_emoji_rtl_and_control_characters_render_without_boxes(template: str) -> None:
    texts = [
        "Launched 🚀 rockets 👍🏽 and ❤️ family 👨‍👩‍👧",
        "Hebrew שלום עולם and Arabic مرحبا بالعالم",
        "ctrl a\x00b\x07c\x1bd\u2028e\tf\r\ng",
        "rare 𠀀 hanzi and a private \ue000 char",
    ]
    pdf = render_pdf(_resume(texts), template=template, today=TODAY)
    text = pdf_text(pdf)
    lower = text.lower()
    # Colour emoji no bundled font has are dropped with their joiners; a
    # symbol a font does have (❤ in DejaVu Sans) is drawn from that font.
    assert "launched" in lower and "rockets" in lower and "family" in lower
    assert not any(ch in text for ch in "🚀👍🏽👨👩👧\u200d\ufe0f")
    # Right-to-left runs are drawn in logical order (no bidi reordering):
    # the letters must be there, in whichever order the extractor reads them.
    assert set("שלוםעולם") | set("مرحبا") <= set(text)
    assert "abcd" in text
    assert all(_drawable(ch) for ch in text), [ch for ch in text if not _drawable(ch)]
    # A letter no bundled font has is replaced by a visible stand-in, not dropped silently.
    assert "\ufffd" in text


@needs_patch("cjk-line-rules")
def test_chinese_punctuation_never_starts_a_line() -> None:
    from reportlab.platypus import paragraph

    render_pdf(Resume.model_validate({"languages": ["zh"], "basics": {"name": "方"}}), today=TODAY)
    for mark in "”’」』）》〉，。、；：！？":
        assert mark in paragraph.ALL_CANNOT_START
    # And in a real paragraph: a line that would start with ” keeps it on the line before.
    text = pdf_text(render_pdf(_quote_resume(), lang="zh", today=TODAY))
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    assert lines and not any(line[0] in "”，。" for line in lines)


def _quote_resume() -> Resume:
    # Lines full of hanzi with closing marks at every position, so some mark
    # falls exactly where a line would break.
    text = "".join(f"{'汉' * n}“引”，" for n in range(1, 40))
    return Resume.model_validate({"languages": ["zh"], "basics": {"name": "方"}, "sections": [
        {"kind": "about", "entries": [{"kind": "text", "text": text}]}]})


@pytest.mark.parametrize("template", TEMPLATES)
def test_fields_taller_than_a_page_still_lay_out(template: str) -> None:
    resume = Resume.model_validate({
        "basics": {"name": "A", "profiles": [{"network": "GitHub", "username": "q" * 20000}]},
        "sections": [{"kind": "education", "entries": [
            {"kind": "education", "institution": "U", "location": "z" * 12000, "start": "2020"}]}],
    })
    text = pdf_text(render_pdf(resume, template=template, today=TODAY))
    assert text.count("q") >= 20000 and text.count("z") >= 12000

"""Japanese and Korean print with real glyphs, in their own glyph forms, from
the bundled fonts alone; a character no bundled font has is a warning naming
its field, never a silent "�" or gap."""

from __future__ import annotations

import re

import pytest

from editor.formats import load
from editor.model import Resume
from editor.render import render_pdf
from editor.render.glyphs import missing_glyphs
from editor.render.inline import FontChain
from tests.helpers import FIXTURES, ROOT, pdf_text
from tests.render.support import TEMPLATES, TODAY, fonts_of, unembedded_fonts

SCRIPTS = FIXTURES / "scripts"
# What must come back out of each PDF's text (whitespace aside): names, kana
# and the long vowel mark, rare Hangul syllables, and the new kinds' headings.
WORDS = {
    "ja": ["黒田遥", "ソフトウェアエンジニア", "直感的なツール", "骨太", "レイテンシー", "北海道架空大学",
           "海上物流", "資格・免許", "応用情報技術者", "ボランティア活動", "語学", "ネイティブ", "推薦者",
           "佐藤健", "履修科目"],
    "ko": ["한서윤", "데이터엔지니어", "똑똑한", "꼼꼼한", "믜똠쀍", "가상과학기술원", "자격증", "정보처리기사",
           "봉사활동", "어학", "모국어", "추천인", "김민준", "이수과목"],
}
FAMILY = {"ja": "NotoSansJP", "ko": "NotoSansKR"}


def _squeezed(text: str) -> str:
    return re.sub(r"\s+", "", text)


@pytest.mark.parametrize("template", TEMPLATES)
@pytest.mark.parametrize("lang", ["ja", "ko"])
def test_japanese_and_korean_print_every_character_from_embedded_fonts(lang: str, template: str) -> None:
    resume = load(SCRIPTS / f"{lang}.yaml")
    pdf = render_pdf(resume, template=template, lang=lang, today=TODAY)
    text = pdf_text(pdf)
    assert "\ufffd" not in text
    squeezed = _squeezed(text)
    missing = [word for word in WORDS[lang] if word not in squeezed]
    assert not missing, f"not in the PDF's text: {missing}"
    assert not unembedded_fonts(pdf)
    used = {name.split("+")[-1].split("-")[0] for name in fonts_of(pdf)}
    assert FAMILY[lang] in used and "NotoSansSC" not in used, used
    assert missing_glyphs(resume) == []


def test_the_japanese_and_chinese_faces_draw_a_shared_code_point_differently() -> None:
    from fontTools.ttLib import TTFont

    def outline(family: str, ch: str) -> list:
        font = TTFont(ROOT / "resources" / "fonts" / f"{family}-Regular.ttf")
        glyph = font["glyf"][font.getBestCmap()[ord(ch)]]
        return list(glyph.getCoordinates(font["glyf"])[0])

    for ch in "直骨":  # textbook examples of regional forms
        assert outline("NotoSansJP", ch) != outline("NotoSansSC", ch)


def test_language_and_kana_choose_the_cjk_face() -> None:
    def families(chain: FontChain, text: str) -> list[str]:
        return [family for family, _ in chain.runs(text)]

    chinese = FontChain.for_language("NotoSans", "NotoSansSC", "DejaVuSans", "zh")
    english = FontChain.for_language("NotoSans", "NotoSansSC", "DejaVuSans", "en")
    japanese = FontChain.for_language("NotoSans", "NotoSansSC", "DejaVuSans", "ja")
    korean = FontChain.for_language("NotoSans", "NotoSansSC", "DejaVuSans", "ko")
    assert families(chinese, "直") == ["NotoSansSC"]
    assert families(japanese, "直") == ["NotoSansJP"]
    assert families(korean, "한국어") == ["NotoSansKR"]
    # Kana make a text Japanese whatever the document's language: its kanji follow.
    assert families(english, "直ちに") == ["NotoSansJP"]
    assert families(chinese, "直す") == ["NotoSansJP"]
    # Hanja in Korean text come from the next CJK face rather than failing.
    assert families(korean, "韓國") and None not in families(korean, "韓國")


def _with_text(**where: str) -> Resume:
    return Resume.model_validate({
        "basics": {"name": "Ada Example", "headline": where.get("headline", "")},
        "sections": [
            {"kind": "about", "entries": [{"kind": "text", "text": "Plain"}]},
            {"kind": "experience", "entries": [{"kind": "experience", "organisation": "Beta", "highlights": [
                "fine", where.get("highlight", "fine")]}]},
        ],
    })


def test_a_character_no_font_has_is_a_warning_naming_its_field() -> None:
    hieroglyph, emoji = "\U00013000", "\U0001F680"  # a rocket: DejaVu has the smileys, not this
    resume = _with_text(highlight=f"Carved {hieroglyph} here", headline=f"Happy {emoji}")
    found = {m.path: m.chars for m in missing_glyphs(resume)}
    assert found == {"sections[1].entries[0].highlights[1]": hieroglyph, "basics.headline": emoji}
    messages = [m.message() for m in missing_glyphs(resume)]
    assert any("sections[1].entries[0].highlights[1]" in m and "U+13000" in m for m in messages)
    assert missing_glyphs(_with_text()) == []


def test_validate_and_export_warn_and_still_succeed(tmp_path, capsys) -> None:
    from editor.cli import main
    from editor.formats import save

    source = tmp_path / "cv.yaml"
    save(_with_text(highlight="Carved \U00013000 here"), source)
    assert main(["validate", str(source)]) == 0
    err = capsys.readouterr().err
    assert "warning" in err and "sections[1].entries[0].highlights[1]" in err and "U+13000" in err
    assert main(["export", str(source), "-o", str(tmp_path / "cv.pdf")]) == 0
    assert "sections[1].entries[0].highlights[1]" in capsys.readouterr().err
    assert (tmp_path / "cv.pdf").exists()
    source.write_text("basics: {name: 黒田 遥}\n", encoding="utf-8")
    assert main(["validate", str(source)]) == 0
    assert "warning" not in capsys.readouterr().err


def test_an_export_in_one_language_warns_only_about_text_it_prints() -> None:
    resume = Resume.model_validate({
        "languages": ["en", "zh"],
        "basics": {"name": {"en": "Ada \U00013000", "zh": "艾达 \U00013001"}, "headline": "Both \U00013002"},
    })
    assert [m.path for m in missing_glyphs(resume)] == ["basics.name.en", "basics.name.zh", "basics.headline"]
    assert [m.path for m in missing_glyphs(resume, languages=["en"])] == ["basics.name.en", "basics.headline"]
    assert [m.path for m in missing_glyphs(resume, languages=["zh"])] == ["basics.name.zh", "basics.headline"]

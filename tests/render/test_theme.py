"""Themes are data: defaults, template files, the résumé's design on top; bad names fail loudly."""

import pytest

from editor.model import Design
from editor.render import RenderError
from editor.render.inline import FontChain
from editor.render.styles import Stylesheet
from editor.render.theme import Theme, build_theme, load_theme
from tests.render.support import TEMPLATES

CHAIN = FontChain("NotoSans", "NotoSansSC", "DejaVuSans")


@pytest.mark.parametrize("template", TEMPLATES)
def test_every_template_file_is_a_valid_theme(template: str) -> None:
    theme = load_theme(template)
    styles = Stylesheet(theme, CHAIN, cjk=False)
    for name in ("body", "name", "heading", "bullet", "entry_title", "entry_meta", "footer"):
        assert styles[name].fontName.startswith("NotoSans")


def test_design_overrides_the_template() -> None:
    design = Design(page_size="Letter", margin_mm=20, font_size=11, accent="#aa0000",
                    latin_font="Noto Serif", page_numbers=True)
    theme = load_theme("classic", design)
    assert (theme.page.size, theme.page.margin_mm, theme.page.top_mm) == ("Letter", 20, None)
    assert theme.fonts.size == 11 and theme.fonts.latin == "Noto Serif"
    assert theme.colour("accent") == "#aa0000" and theme.page_numbers
    styles = Stylesheet(theme, FontChain("NotoSerif", "NotoSansSC", "DejaVuSans"), cjk=False)
    assert styles["body"].fontSize == 11 and styles["body"].fontName == "NotoSerif-Regular"
    assert styles["heading"].textColor.hexval() == "0xaa0000"


def test_styles_inherit_from_their_parent() -> None:
    theme = build_theme({"styles": {"entry_meta": {"scale": 0.8, "italic": True}}}, "test")
    styles = Stylesheet(theme, CHAIN, cjk=False)
    assert styles["entry_meta_sub"].fontSize == pytest.approx(styles["body"].fontSize * 0.8)
    assert styles["entry_meta_sub"].fontName == "NotoSans-Italic"
    assert styles["entry_meta_sub"].parent is styles["entry_meta"]


def test_unknown_style_name_is_an_error_not_a_fallback() -> None:
    styles = Stylesheet(Theme(), CHAIN, cjk=False)
    with pytest.raises(RenderError, match="unknown style 'bodyy'"):
        styles["bodyy"]


@pytest.mark.parametrize(("data", "message"), [
    ({"styles": {"a": {"parent": "b"}, "b": {"parent": "a"}}}, "loop"),
    ({"styles": {"a": {"parent": "nothing"}}}, "unknown parent 'nothing'"),
])
def test_broken_style_inheritance_is_an_error(data: dict, message: str) -> None:
    with pytest.raises(RenderError, match=message):
        Stylesheet(build_theme(data, "test"), CHAIN, cjk=False)


@pytest.mark.parametrize("data", [
    {"colours": {"accent": "blue"}},
    {"styles": {"body": {"colour": "[[[os.system('x')]]]"}}},
    {"page": {"margin_mm": 1}},
    {"pagee": {}},
])
def test_bad_theme_values_are_errors(data: dict) -> None:
    with pytest.raises(RenderError, match="test"):
        build_theme(data, "test")


def test_unknown_font_names_the_bundled_ones() -> None:
    from editor.render.fonts import family, latin_families

    assert {"NotoSans", "NotoSerif"} <= set(latin_families())
    with pytest.raises(RenderError, match="unknown font 'Arial'.*NotoSans"):
        family("Arial")


def test_every_face_maps_back_to_its_own_family_and_style() -> None:
    """reportlab starts each paragraph from ps2tt(style face): a wrong map
    silently sets plain text in the bold or italic face."""
    from reportlab.lib.fonts import ps2tt, tt2ps

    from editor.render import fonts, render_pdf
    from tests.render.support import TODAY, every_kind

    for lang in ("en", "zh"):
        render_pdf(every_kind(), template="academic", lang=lang, today=TODAY)
    for name, fam in fonts.families().items():
        for style in fam.styles:
            face = fam.face("Bold" in style, "Italic" in style)
            family, bold, italic = ps2tt(face)
            assert family == name.lower() and tt2ps(family, bold, italic) == face
            assert (bold, italic) == ("Bold" in style, "Italic" in style)

"""User text → paragraph markup: escaped, faces chosen per character, links limited."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from editor.render.inline import FontChain, clean, to_markup

CHAIN = FontChain("NotoSans", "NotoSansSC", "DejaVuSans")
ZH_CHAIN = FontChain("NotoSans", "NotoSansSC", "DejaVuSans", cjk_punctuation=True)
BASE = "NotoSans-Regular"


def test_markup_characters_are_escaped() -> None:
    assert to_markup(CHAIN, 'a < b & "c" > d', BASE) == 'a &lt; b &amp; "c" &gt; d'
    assert to_markup(CHAIN, "<b>x</b>", BASE) == "&lt;b&gt;x&lt;/b&gt;"


def test_inline_markup_names_faces_exactly() -> None:
    out = to_markup(CHAIN, "**Lead:** rest *it*", BASE)
    assert out == '<font name="NotoSans-Bold">Lead:</font> rest <font name="NotoSans-Italic">it</font>'


def test_chinese_runs_go_to_the_chinese_face_and_bold_to_its_bold() -> None:
    out = to_markup(CHAIN, "GPU 主导 **通信**", BASE)
    assert out == ('GPU <font name="NotoSansSC-Regular">主导</font> '
                   '<font name="NotoSansSC-Bold">通信</font>')


def test_italic_chinese_stays_upright_and_bold_style_keeps_bold() -> None:
    assert to_markup(CHAIN, "中", BASE, italic=True) == '<font name="NotoSansSC-Regular">中</font>'
    assert to_markup(CHAIN, "中a", "NotoSans-Bold") == '<font name="NotoSansSC-Bold">中</font>a'


def test_symbols_fall_back_to_dejavu() -> None:
    assert to_markup(CHAIN, "✉", BASE) == '<font name="DejaVuSans-Regular">✉</font>'


def test_chinese_quotes_use_the_chinese_face_in_chinese_only() -> None:
    assert to_markup(CHAIN, "“x”", BASE) == "“x”"
    assert to_markup(ZH_CHAIN, "“x”", BASE) == ('<font name="NotoSansSC-Regular">“</font>x'
                                               '<font name="NotoSansSC-Regular">”</font>')


def test_undrawable_characters_are_dropped_or_replaced() -> None:
    assert to_markup(CHAIN, "go 🚀!", BASE) == "go !"
    assert "\ufffd" in to_markup(CHAIN, "𠀀", BASE)


@pytest.mark.parametrize("url", ["javascript:alert(1)", "file:///etc/passwd", "data:text/html,x"])
def test_only_safe_links_become_links(url: str) -> None:
    out = to_markup(CHAIN, f"[x]({url})", BASE)
    assert "<a" not in out and "href" not in out


def test_safe_links_are_attribute_quoted() -> None:
    out = to_markup(CHAIN, '[x](https://e.org/?a="b"&c=<d>)', BASE, link_colour="#112233")
    assert out == '<a href="https://e.org/?a=&quot;b&quot;&amp;c=&lt;d&gt;" color="#112233">x</a>'


def test_clean_turns_breaks_into_spaces_and_drops_controls() -> None:
    assert clean("a\nb\tc\x00d\x1b[0me\u2028f") == "a b cd[0me f"
    assert clean("plain") == "plain"


@given(st.text())
def test_escaping_is_exactly_the_xml_one(text: str) -> None:
    from xml.sax.saxutils import escape as xml_escape

    from editor.render.inline import _attr, escape

    assert escape(text) == xml_escape(text)
    assert _attr(text) == xml_escape(text, {'"': "&quot;"})

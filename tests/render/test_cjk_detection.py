"""Which text wraps the CJK way: exactly the characters of the CJK blocks."""

import re

from hypothesis import given
from hypothesis import strategies as st

from editor.render.cjk import has_cjk

CJK_CLASS = re.compile("[\u3000-\u303f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]")


def test_examples() -> None:
    assert has_cjk("教育背景")
    assert has_cjk("GPU 主导")
    assert has_cjk("Hello，world")  # a full-width comma
    assert has_cjk("\u3000")
    assert not has_cjk("")
    assert not has_cjk("Résumé — naïve “quotes” …")
    assert not has_cjk("emoji 😀 and \ufffd")
    assert not has_cjk("\u2fff\u3100\ufff0")  # just outside the blocks
    assert has_cjk("ひらがな") and has_cjk("カタカナ")  # kana wrap one character at a time too


@given(st.text(alphabet=st.characters(min_codepoint=0x2F00, max_codepoint=0xFFFF) | st.characters(max_codepoint=0x7F)))
def test_same_answer_as_the_character_class(text: str) -> None:
    assert has_cjk(text) == bool(CJK_CLASS.search(text))

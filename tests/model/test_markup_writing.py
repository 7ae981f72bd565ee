"""Spans written back in the inline syntax: what the form's fields store."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from editor.model.markup import (
    Span, canonical, concat_markup, normal_spans, parse_inline, plain_text, replace_visible, split_visible,
    to_markup,
)
from tests.model.strategies import any_text

_URLS = st.sampled_from([None, None, "https://a.org", "https://b.org/x_%28y%29", "mailto:j@e.org",
                         "https://c.org/*star*", "https://d.org/back\\slash", "tel:+1"])
_PIECES = st.one_of(any_text, st.sampled_from(["*", "**", "[", "]", "(", ")", "\\", " ", "\n", "a b", "]("]))
spans = st.lists(st.builds(Span, _PIECES, st.booleans(), st.booleans(), _URLS), max_size=8)
_SOUP = st.lists(st.sampled_from(["*", "**", "***", "[", "]", "(", ")", "](", "\\", "a", " ", "\n",
                                  "https://e.org", "javascript:x", "x"]), max_size=30).map("".join)
texts = st.one_of(any_text, _SOUP, spans.map(to_markup))


@settings(max_examples=500, deadline=None)
@given(spans)
def test_written_spans_read_back_as_the_same_spans(written: list[Span]) -> None:
    markup = to_markup(written)
    assert normal_spans(parse_inline(markup)) == normal_spans(written)


@settings(max_examples=500, deadline=None)
@given(texts)
def test_canonical_text_prints_the_same_and_is_a_fixed_point(text: str) -> None:
    once = canonical(text)
    assert normal_spans(parse_inline(once)) == normal_spans(parse_inline(text))
    assert canonical(once) == once


def test_canonical_merges_neighbours_and_keeps_what_is_already_tidy() -> None:
    assert canonical("**Built****the**") == "**Builtthe**"
    assert canonical("**Built** the *team*") == "**Built** the *team*"
    assert canonical("**[GOAT](https://x.org) paper**") == "**[GOAT](https://x.org) paper**"
    assert canonical("a*b") == "a\\*b"  # an unclosed marker is text, and stays text
    assert canonical("[click](javascript:alert(1))") == "click)"  # prints as it parses


def test_no_empty_markers() -> None:
    assert to_markup([Span("Built", bold=True), Span(""), Span(" the")]) == "**Built** the"
    assert to_markup([Span("", bold=True), Span("Built")]) == "Built"


def test_bold_italic_is_three_stars() -> None:
    assert parse_inline("***both*** and **bold**") == [
        Span("both", bold=True, italic=True), Span(" and "), Span("bold", bold=True)]
    assert to_markup([Span("a", bold=True), Span("b", bold=True, italic=True), Span("c", italic=True)]) \
        == "**a*****b****c*"
    assert parse_inline("**a*****b****c*") == [
        Span("a", bold=True), Span("b", bold=True, italic=True), Span("c", italic=True)]


def test_emphasis_goes_inside_a_link_whose_address_would_end_it() -> None:
    assert to_markup([Span("x", bold=True, url="https://c.org/*")]) == "[**x**](https://c.org/*)"


def test_line_breaks_take_their_neighbours_style() -> None:
    assert to_markup([Span("a", bold=True), Span("\n"), Span("b", bold=True)]) == "**a\nb**"
    assert to_markup([Span("a\n", bold=True), Span("b")]) == "**a**\nb"


def test_split_join_and_replace_keep_formatting_by_what_shows() -> None:
    assert split_visible("**Built the** rest", 5) == ("**Built**", "** the** rest")
    assert split_visible("see [the paper](https://x.org)", 8) == ("see [the ](https://x.org)",
                                                                 "[paper](https://x.org)")
    assert concat_markup("**Built**", "** the** rest") == "**Built the** rest"
    assert concat_markup("[unclosed", "](https://x.org)") == "\\[unclosed\\](https://x.org)"
    assert replace_visible("a **Sofware** b", 2, 9, "Software") == "a **Software** b"
    assert plain_text(replace_visible("x", 1, 1, "*y")) == "x*y"

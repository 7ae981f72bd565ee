from editor.model.markup import Span, escape_inline, parse_inline, plain_text


def test_bold_italic_and_links():
    assert parse_inline("**Lead:** did *this* [here](https://x.org)") == [
        Span("Lead:", bold=True), Span(" did "), Span("this", italic=True), Span(" "),
        Span("here", url="https://x.org"),
    ]


def test_everything_else_is_literal_text():
    hostile = '<font color="red">x</font> & <b>y</b> \' " \\ <para>'
    assert plain_text(hostile) == hostile
    assert all(not span.bold and span.url is None for span in parse_inline(hostile))


def test_unsafe_link_schemes_lose_their_link_but_keep_their_label():
    spans = parse_inline("[click](javascript:alert(1))")
    assert spans[0] == Span("click")
    assert all(span.url is None for span in spans)


def test_escape_round_trips_through_the_parser():
    text = "a*b**c [d](https://e) \\ f"
    assert plain_text(escape_inline(text)) == text


def test_unclosed_markers_stay_text():
    assert plain_text("High-Performance Parallelism:** Implements") == "High-Performance Parallelism:** Implements"

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


# --- The parser is linear, and reads exactly what the old regular expression read ---

import re  # noqa: E402
import time  # noqa: E402

import pytest  # noqa: E402
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from editor.model.markup import is_safe_url  # noqa: E402

# The grammar as one regular expression: the reference the linear parser must
# agree with (it took quadratic time on unclosed markers, which is why it went).
_REFERENCE_TOKEN = re.compile(
    r"\\(?P<escaped>[\\*\[\]])"
    r"|\*\*\*(?P<both>(?:\\.|[^*\\])+?)\*\*\*"
    r"|\*\*(?P<bold>(?:\\.|[^*\\])+?)\*\*"
    r"|\*(?P<italic>(?:\\.|[^*\\])+?)\*"
    r"|\[(?P<label>(?:\\.|[^\]\\])+?)\]\((?P<url>[^)\s]+)\)"
)


def _reference(text: str, bold: bool = False, italic: bool = False) -> list[Span]:
    spans: list[Span] = []
    pos, buffer = 0, []

    def flush() -> None:
        if buffer:
            spans.append(Span("".join(buffer), bold, italic))
            buffer.clear()

    for match in _REFERENCE_TOKEN.finditer(text):
        buffer.append(text[pos:match.start()])
        pos = match.end()
        if match.group("escaped"):
            buffer.append(match.group("escaped"))
            continue
        flush()
        if match.group("both") is not None:
            spans.extend(_reference(match.group("both"), True, True))
        elif match.group("bold") is not None:
            spans.extend(_reference(match.group("bold"), True, italic))
        elif match.group("italic") is not None:
            spans.extend(_reference(match.group("italic"), bold, True))
        else:
            url = match.group("url")
            for span in _reference(match.group("label"), bold, italic):
                spans.append(Span(span.text, span.bold, span.italic, url if is_safe_url(url) else None))
    buffer.append(text[pos:])
    flush()
    return [span for span in spans if span.text]


_MARKUP_SOUP = st.text(st.sampled_from(list("*[]()\\ \nab")), max_size=40) | st.lists(st.sampled_from(["*", "**", "***", "[", "]", "(", ")", "](", "\\", "a", " ", "\n", "https://e.org", "x"]),
             max_size=30).map("".join)


@settings(max_examples=600, deadline=None)
@given(_MARKUP_SOUP)
def test_the_parser_reads_markup_as_the_reference_grammar_does(text: str) -> None:
    assert parse_inline(text) == _reference(text)


HOSTILE_MARKUP = ["[", "*", "**", "](", "[a](", "[*", "*[", "[**a", "**[x](", "\\", "[a\\", "*a\\\n", "[[]("]


@pytest.mark.parametrize("unit", HOSTILE_MARKUP)
def test_unclosed_markers_parse_in_linear_time(unit: str) -> None:
    # 60,000 characters: the old parser took minutes on "[" at this size
    # (27 s at 40 KB); a linear one takes a fraction of a second.
    text = unit * (60_000 // len(unit))
    start = time.perf_counter()
    parse_inline(text)
    assert time.perf_counter() - start < 2.0
    small = unit * 50
    assert parse_inline(small) == _reference(small)

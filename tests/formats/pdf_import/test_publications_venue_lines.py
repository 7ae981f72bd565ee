"""A venue line is never taken for an author list (the profile template's
"ToN'24, IEEE/ACM Transactions on Networking" has the shape of one)."""

from __future__ import annotations

import pytest

from editor.formats.pdf_import.others import _looks_like_authors
from editor.formats.pdf_import.recall import norm


class _Line:
    def __init__(self, text: str) -> None:
        self.text, self.runs, self.all_bold = text, [], False


@pytest.mark.parametrize("text", [
    "ToN'24, IEEE/ACM Transactions on Networking",
    "ATC 2024, USENIX Annual Technical Conference, 2024",
    "Workshop on Distributed ML, 2020, workshop paper",
])
def test_a_venue_line_with_a_year_is_no_author_list(text: str) -> None:
    assert not _looks_like_authors(_Line(text))


def test_an_author_line_still_is_one() -> None:
    assert _looks_like_authors(_Line("A. Sample, L. Wei, M. Example"))


def test_italics_around_cjk_text_are_not_expected_back() -> None:
    assert norm("毕业论文：*在通用集群上*", markup=True) == norm("毕业论文：在通用集群上", markup=True)
    assert norm("*Operating Systems*", markup=True) != norm("Operating Systems", markup=True)


def _paragraph_of(*lines: str):
    from editor.formats.pdf_import.lines import Run, Segment
    from editor.formats.pdf_import.paragraphs import Paragraph, _append_runs

    def segment(text: str) -> Segment:
        return Segment([Run(text, False, False, None, 10.0, (0, 0, 0))], 0.0, 100.0, 10.0)

    paragraph = Paragraph([])
    for line in lines:
        _append_runs(paragraph, [segment(line)])
    return "".join(run.text for run in paragraph.runs)


def test_line_ends_joined_by_their_hyphen() -> None:
    assert _paragraph_of("raising MFU on 512-", "GPU jobs") == "raising MFU on 512-GPU jobs"
    assert _paragraph_of("a sched-", "uling policy") == "a scheduling policy"  # hyphenation
    assert _paragraph_of("from 38% to 52% -", "on jobs") == "from 38% to 52% - on jobs"  # a dash, not a hyphen

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


def test_a_bold_title_its_venue_after_a_comma_and_a_labelled_date_under_them() -> None:
    from tests.formats.pdf_import.test_layouts import _read

    # JSON Resume's eloquent: "**Title** , Venue" wrapping onto a second line, then
    # "Published on: Jan 01, 2025" set apart under it, and a wider gap before the next title.
    resume = _read([
        (49, 120, "Publications", 14, True),
        (49, 145, "Gradient Compression That Knows the Topology", 12, True), (372, 145, ", Conference on Machine", 12, False),
        (49, 158, "Learning and Systems (MLSys)", 12, False),
        (49, 180, "Published on: Jan 01, 2024", 10.2, False),
        (49, 226, "Measuring Idle Power in GPU Datacenters", 12, True), (330, 226, ", IEEE Transactions on Sustainable", 12, False),
        (49, 239, "Computing", 12, False),
        (49, 261, "Published on: Jan 01, 2023", 10.2, False),
    ])
    publications = resume.sections[0].entries
    assert [(p.title, p.venue, str(p.date)) for p in publications] == [
        ("Gradient Compression That Knows the Topology", "Conference on Machine Learning and Systems (MLSys)", "2024-01"),
        ("Measuring Idle Power in GPU Datacenters", "IEEE Transactions on Sustainable Computing", "2023-01")]

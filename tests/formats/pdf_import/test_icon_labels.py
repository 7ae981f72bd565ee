"""Icons (Font Awesome in XeLaTeX) that label values rather than mark bullets: a
calendar before an entry's dates and a map marker before its place, on a line under
the title; contacts flush right with the icon after the text."""

from __future__ import annotations

from tests.formats.pdf_import.test_layouts import _read


def test_dates_and_place_behind_icons_under_a_title_and_a_wide_organisation() -> None:
    resume = _read([
        (50, 110, "EXPERIENCE", 12, True),
        (50, 128, "Postdoctoral Researcher", 10, True),
        (50, 141, "Institute for Advanced Computing and Distributed Systems, Valdemora", 10, False),
        (50, 154, "▪ January 2019 – August 2021", 8, False), (260, 154, "▪ Valdemora, Spain", 8, False),
        (50, 167, "• Designed a carbon-aware job scheduler deployed on the institute's cluster.", 10, False),
        (50, 190, "Research Assistant", 10, True),
        (50, 203, "Kingsbridge University", 10, False),
        (50, 216, "▪ October 2014 – December 2018", 8, False), (260, 216, "▪ Kingsbridge, UK", 8, False),
        (50, 229, "• Ran the reading group.", 10, False),
    ])
    jobs = resume.sections[0].entries
    assert [(j.start, j.end) for j in jobs] == [("2019-01", "2021-08"), ("2014-10", "2018-12")]
    assert jobs[0].location == "Valdemora, Spain"
    assert "Institute for Advanced Computing" in f"{jobs[0].organisation} {jobs[0].role}"
    assert all("▪" not in h for j in jobs for h in map(str, j.highlights))


def test_a_place_with_its_icon_after_it_under_the_name_is_no_headline() -> None:
    from editor.formats.pdf_import.basics import read_header
    from editor.formats.pdf_import.lines import Line, Run, Segment

    def line(y: float, *parts: tuple[float, str, float]) -> Line:
        segments = [Segment([Run(text, False, False, None, size, ())], x, x + len(text) * size * 0.5, size)
                    for x, text, size in parts]
        return Line(segments, y, 1, max(size for _, _, size in parts))

    out = read_header([
        line(795, (410, "priya@example.com ▪", 9)),
        line(773, (40, "Priya Castellanos", 24), (417, "+44 20 7946 0000 ▪", 9)),
        line(763, (500, "London, UK ▪", 9)),
        line(753, (40, "Site Reliability Engineer", 12)),
    ])
    assert (out["headline"], out["location"]) == ("Site Reliability Engineer", "London, UK")

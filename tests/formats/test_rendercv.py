"""RenderCV v2: every entry type, authors, dates, design and locale."""

import pytest

from editor.formats import DocumentError
from editor.formats.detect import import_file
from editor.formats.rendercv import entry_type, import_rendercv, proper_title, same_person
from editor.formats.rendercv_design import css_colour
from tests.helpers import FIXTURES

SAMPLE = FIXTURES / "import" / "rendercv_full.yaml"


@pytest.fixture(scope="module")
def imported():
    return import_file(SAMPLE.read_bytes(), str(SAMPLE), "rendercv")


def section(resume, title_or_kind):
    for s in resume.sections:
        if s.title == title_or_kind or (s.title is None and s.kind == title_or_kind):
            return s
    raise AssertionError(f"no section {title_or_kind!r} in {[(s.kind, s.title) for s in resume.sections]}")


def test_sample_has_every_entry_type():
    import yaml

    cv = yaml.safe_load(SAMPLE.read_text(encoding="utf-8"))["cv"]
    types = {entry_type(entry) for entries in cv["sections"].values() for entry in entries}
    assert types == {"text", "education", "experience", "normal", "publication", "one_line", "bullet",
                     "numbered", "reversed_numbered"}


def test_each_entry_type_maps_to_its_vitae_kind(imported):
    resume = imported.resume
    expected = {  # section title (or kind) → (section kind, entry kinds)
        "Summary": ("about", {"text"}), "education": ("education", {"education"}),
        "experience": ("experience", {"experience"}), "projects": ("projects", {"project"}),
        "publications": ("publications", {"publication"}), "Technologies": ("skills", {"skill"}),
        "Honors": ("awards", {"list"}), "Patents": ("custom", {"list"}), "Invited Talks": ("custom", {"list"}),
        "Service": ("custom", {"generic"}), "Activities": ("custom", {"text"}),
    }
    for title, (kind, entry_kinds) in expected.items():
        found = section(resume, title)
        assert (found.kind, {e.kind for e in found.entries}) == (kind, entry_kinds), title
    assert len(resume.sections) == len(expected)


def test_fields_land_where_they_belong(imported):
    resume = imported.resume
    assert (resume.basics.name, resume.basics.headline, resume.basics.phone) == (
        "Kemal Arslan", "Machine Learning Researcher", "+90 532 123 45 67")
    profiles = {p.network: p.url for p in resume.basics.profiles}
    assert profiles["GitHub"] == "https://github.com/karslan"
    assert profiles["Mastodon"] == "https://sigmoid.social/@kemal"
    assert profiles["Book a call"] == "https://cal.example.com/kemal"
    phd = section(resume, "education").entries[0]
    assert (phd.institution, phd.degree, phd.field, phd.start, phd.end) == (
        "Middle East Technical University", "PhD", "Computer Engineering", "2019-09", "2024-06")
    assert phd.highlights[0] == "Thesis: *Speculative decoding with learned draft models*"
    job, internship = section(resume, "experience").entries
    assert (job.organisation, job.role, job.end) == ("Huawei Research", "Research Scientist", "present")
    assert job.highlights[0].startswith("Cut **p99 latency by 38%**")
    assert (internship.start, internship.end) == ("2018-summer", None)
    skills = section(resume, "Technologies").entries
    assert (skills[0].label, skills[0].details) == ("Languages", "Python, C++, CUDA")
    assert section(resume, "Patents").entries[0].items[1].startswith("Mixed-precision")
    reviewer, assistant = section(resume, "Service").entries
    assert (reviewer.start, reviewer.end, assistant.start) == ("2021", "2024", "2021-fall")
    assert section(resume, "Summary").entries[0].text.endswith("[METU](https://www.metu.edu.tr).")


def test_publications_mark_the_owner_and_prefer_the_doi(imported):
    first, second = section(imported.resume, "publications").entries
    assert [(a.name, a.me) for a in first.authors] == [
        ("Kemal Arslan", True), ("Can Demir", False), ("Elif Yilmaz", False)]
    assert [a.me for a in second.authors] == [False, True, False]  # found by name, unmarked
    assert first.url == "https://doi.org/10.48550/arXiv.2401.01234"
    assert (first.venue, first.date) == ("International Conference on Machine Learning (ICML)", "2024-07")


def test_design_and_locale_map_where_they_can(imported):
    design = imported.resume.design
    assert (design.page_size, design.margin_mm, design.font_size, design.accent) == ("A4", 20.0, 10.0, "#004f90")
    assert imported.resume.languages == ["en"]
    notes = "\n".join(imported.notes)
    for named in ("typography.font_family.body", "colors.section_titles", "month_abbreviations", "settings",
                  "fontawesome_icon", "numbered entries"):
        assert named in notes


def test_chinese_locale_and_other_design_values():
    data = {"cv": {"name": "方进"}, "locale": {"language": "chinese"},
            "design": {"theme": "moderncv", "page": {"size": "us-letter", "left_margin": "1in"},
                       "colors": {"name": "hsl(210, 100%, 28%)"}}}
    result = import_rendercv(data, "cv.yaml")
    assert result.resume.languages == ["zh"]
    assert (result.resume.design.page_size, result.resume.design.margin_mm) == ("Letter", 25.4)
    assert result.resume.design.accent == "#00478f"
    assert any("moderncv" in note for note in result.notes)


def test_empty_keys_are_left_out_and_a_grade_is_kept():
    """RenderCV's own sample (``rendercv new``) writes every optional key, empty."""
    data = {"cv": {"name": "Jane Doe", "sort_entries": "none", "sections": {
        "education": [{"institution": "Stanford University", "area": "Computer Science", "degree": "PhD",
                       "grade": "GPA 3.9/4.0", "date": None, "start_date": "2023-09", "end_date": "present",
                       "location": "Stanford, CA", "summary": None, "highlights": ["Autonomous vehicles"]}],
        "projects": [{"name": "Vitae", "date": None, "start_date": None, "end_date": None,
                      "location": None, "summary": None, "highlights": None}]}}}
    result = import_rendercv(data, "cv.yaml")
    school, project = (s.entries[0] for s in result.resume.sections)
    assert school.highlights == ["GPA 3.9/4.0", "Autonomous vehicles"]
    assert (school.start, school.end) == ("2023-09", "present")
    assert (project.name, project.start, project.highlights) == ("Vitae", None, [])
    assert not any("not a field" in note or "not imported" in note for note in result.notes), result.notes
    assert any("grade" in note for note in result.notes)


@pytest.mark.parametrize("text, colour", [
    ("rgb(0, 79, 144)", "#004f90"), ("004f90", "#004f90"), ("#ABC", "#aabbcc"), ("Navy", "#000080"),
    ("chartreuse-ish", None),
])
def test_colours(text, colour):
    assert css_colour(text) == colour


def test_titles_and_owner_names():
    assert proper_title("education_and_training") == "Education and Training"
    assert proper_title("Selected Papers") == "Selected Papers"
    assert same_person("K. Arslan", "Kemal Arslan") and same_person("Arslan, Kemal", "Kemal Arslan")
    assert not same_person("Mehmet Arslan", "Kemal Arslan")


@pytest.mark.parametrize("cv, path, message", [
    ({"name": ["A"]}, "cv.name", "must be text"),
    ({"sections": ["Experience"]}, "cv.sections", "must map section titles"),
    ({"sections": {"work": {"company": "A"}}}, "cv.sections.work", "must be a list of entries"),
    ({"sections": {"work": [{"company": "A", "position": "B", "highlights": "text"}]}},
     "cv.sections.work[0].highlights", "must be a list of text"),
    ({"sections": {"misc": [{"colour": "red"}]}}, "cv.sections.misc[0]", "matches no RenderCV entry type"),
    ({"sections": {"pubs": [{"title": "T", "authors": ["A", 7]}]}}, "cv.sections.pubs[0].authors", "list of text"),
])
def test_wrong_types_are_refused_with_their_path(cv, path, message):
    with pytest.raises(DocumentError) as caught:
        import_rendercv({"cv": cv}, "cv.yaml")
    problem = caught.value.problems[0]
    assert problem.path == path and message in problem.message


def test_a_yaml_error_points_at_its_line():
    raw = b"cv:\n  name: A\n  sections:\n    work:\n      - company: A\n        position: B\n        highlights: 3\n"
    with pytest.raises(DocumentError) as caught:
        import_file(raw, "cv.yaml", "rendercv")
    assert caught.value.problems[0].line == 7


def test_not_a_rendercv_file():
    with pytest.raises(DocumentError, match="'cv:' mapping"):
        import_rendercv({"basics": {"name": "A"}}, "cv.yaml")

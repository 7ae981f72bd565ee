"""Whatever a JSON Resume, RenderCV, Reactive Resume, LinkedIn or academicpages file holds, the
import ends in a résumé or a DocumentError (never another exception)."""

import csv
import io
import zipfile

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from editor.formats import DocumentError
from editor.formats.academicpages import import_academicpages
from editor.formats.interchange import ImportResult
from editor.formats.jsonresume import import_jsonresume
from editor.formats.linkedin import import_linkedin_csv, import_linkedin_zip
from editor.formats.reactive_resume import import_reactive_resume
from editor.formats.rendercv import import_rendercv

scalars = st.one_of(st.none(), st.booleans(), st.integers(-5, 3000), st.sampled_from(
    ["", "2020", "2020-09", "2021-02-30", "present", "Fall 2023", "https://a.example", "a@b.example",
     "<script>", "**x**", "+1 555 0100"]), st.text(max_size=12))
values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=3) | st.dictionaries(
    st.sampled_from(["name", "url", "startDate", "endDate", "date", "highlights", "keywords", "network",
                     "company", "position", "institution", "area", "title", "authors", "label", "details",
                     "bullet", "number", "start_date", "end_date", "summary", "location", "x"]),
    inner, max_size=4), max_leaves=12)
JSON_KEYS = ["basics", "work", "volunteer", "education", "awards", "certificates", "publications", "skills",
             "languages", "interests", "references", "projects", "meta"]


def ends_cleanly(call) -> None:
    try:
        assert isinstance(call(), ImportResult)
    except DocumentError as error:
        assert error.problems and all(problem.message for problem in error.problems)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.dictionaries(st.sampled_from(JSON_KEYS), st.lists(values, max_size=3) | values, min_size=1, max_size=4))
def test_json_resume_import_never_fails_otherwise(data):
    ends_cleanly(lambda: import_jsonresume(data, "r.json"))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.dictionaries(st.text(max_size=6), st.lists(values, max_size=3) | st.lists(scalars, max_size=2),
                       max_size=3), values)
def test_rendercv_import_never_fails_otherwise(sections, name):
    ends_cleanly(lambda: import_rendercv({"cv": {"name": name, "sections": sections}, "design": name}, "cv.yaml"))


RR_KEYS = ["name", "headline", "email", "url", "website", "date", "period", "summary", "description", "company",
           "position", "institution", "school", "studyType", "degree", "area", "title", "network", "username",
           "keywords", "visible", "hidden", "items", "content", "href", "publisher", "awarder", "issuer",
           "language", "fluency", "grade", "location", "picture"]
rr_values = st.recursive(
    st.one_of(scalars, st.sampled_from(["<p>a<b>b</p>", "<ul><li>x</li>", "January 2019 to Present", "2018 – 2022",
                                        '<a href="javascript:x">y</a>', "<i><i><i>"])),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.sampled_from(RR_KEYS), inner, max_size=4),
    max_leaves=14)
SECTION_KEYS = ["summary", "experience", "education", "projects", "skills", "awards", "certifications",
                "publications", "languages", "volunteer", "interests", "references", "profiles", "custom", "x"]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.dictionaries(st.sampled_from(SECTION_KEYS), rr_values, max_size=4), rr_values,
       st.sampled_from([{"layout": [[["summary"]]]}, {"layout": {"pages": []}}]), rr_values)
def test_reactive_resume_import_never_fails_otherwise(sections, basics, metadata, summary):
    data = {"basics": basics if isinstance(basics, dict) else {"name": basics}, "sections": sections,
            "metadata": metadata, "summary": summary}
    ends_cleanly(lambda: import_reactive_resume(data, "r.json"))


COLUMNS = ["First Name", "Last Name", "Headline", "Company Name", "Title", "Description", "Started On",
           "Finished On", "School Name", "Degree Name", "Name", "Published On", "Url", "Issued On", "Authority",
           "Proficiency", "Email Address", "Primary", "Number", "Type", "Websites", "Geo Location"]
cells = st.one_of(st.sampled_from(["", "Jan 2020", "2014", "Present", "x", "- a\n- b", "[OTHER:www.a.example]",
                                   "javascript:alert(1)", "Yes", "*b*"]), st.text(max_size=10))


def _csv(header: list[str], rows: list[list[str]]) -> bytes:
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(header)
    writer.writerows(rows)
    return out.getvalue().encode()


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.lists(st.sampled_from(COLUMNS), min_size=1, max_size=6, unique=True),
                          st.lists(st.lists(cells, max_size=7), max_size=3)), min_size=1, max_size=3),
       st.binary(max_size=40))
def test_linkedin_import_never_fails_otherwise(tables, junk):
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for i, (header, rows) in enumerate(tables):
            archive.writestr(["Profile.csv", "Positions.csv", "Education.csv"][i], _csv(header, rows))
        archive.writestr("Skills.csv", junk)
    ends_cleanly(lambda: import_linkedin_zip(buffer.getvalue(), "export.zip"))
    header, rows = tables[0]
    ends_cleanly(lambda: import_linkedin_csv(_csv(header, rows), "table.csv"))


lines = st.one_of(st.sampled_from(["Education", "=====", "Experience", "Publications", "Awards", "Skills", "News",
                                   "* ", "  * ", "* 2020 - Present: Role", "  * [Org](https://o.example), City",
                                   '* "T". **A**, B\\*. *V*. 2021.', "* Ph.D. in X, Y, 2020 (expected)",
                                   "* A, B, 2021, 2022 (note)", "* Label: a; b, c", "* May 2025: news", "---",
                                   "{% include x %}", "# Head"]), st.text(max_size=20))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(lines, max_size=25))
def test_academicpages_import_never_fails_otherwise(page):
    ends_cleanly(lambda: import_academicpages("\n".join(page).encode(), "cv.md"))


def test_reactive_resume_custom_sections_of_the_wrong_type_are_ignored():
    """Found by the property above: ``sections.custom: true`` made the import fail with a TypeError."""
    from editor.formats.reactive_resume import import_reactive_resume

    data = {"sections": {"summary": None, "experience": None, "custom": True}, "metadata": {"layout": [[["summary"]]]}}
    assert not any(section.kind == "custom" for section in import_reactive_resume(data, "rr.json").resume.sections)

"""Reactive Resume v4 and v5 exports in; v3 and unknown versions refused by name."""

import json

import pytest

from editor.formats import DocumentError
from editor.formats.detect import detect_format, import_file
from editor.formats.html_text import html_to_markup
from editor.model.entries import EducationEntry, ExperienceEntry, PublicationEntry
from editor.model.markup import parse_inline
from tests.helpers import FIXTURES

V4 = FIXTURES / "import" / "reactive_resume_v4.json"
V5 = FIXTURES / "import" / "reactive_resume_v5.json"


def section(resume, kind, title=None):
    return next(s for s in resume.sections if s.kind == kind and s.title == title)


def test_v4_export_gives_every_position_school_and_publication():
    raw = V4.read_bytes()
    assert detect_format(raw, "rafael.json") == "reactive-resume"
    result = import_file(raw, "rafael.json")
    resume = result.resume
    assert (resume.basics.name, resume.basics.website, resume.basics.photo) == (
        "Rafael Quintero Solís", "https://rquintero.example.es", "https://img.example.es/rafael.jpg")
    # A profile without a network is named after its link's site.
    assert [(p.network, p.username) for p in resume.basics.profiles] == [
        ("GitHub", "rquintero"), ("LinkedIn", "rafael-quintero")]
    jobs = section(resume, "experience").entries
    assert [(j.organisation, j.role, j.start, j.end) for j in jobs] == [
        ("Cobra Pagos", "Senior Backend Engineer", "2021-01", "present"),
        ("Naranja Labs", "Software Engineer", "2016-06", "2020-12")]  # the hidden one stays out
    assert all(isinstance(j, ExperienceEntry) for j in jobs)
    assert jobs[0].highlights == ["Cut reconciliation from **6 h** to 20 min", "Moved settlement to event sourcing"]
    volunteer = section(resume, "volunteering").entries[0]
    assert (volunteer.organisation, volunteer.role) == ("Code Club València", "Mentor")
    schools = section(resume, "education").entries
    assert [(s.institution, s.degree, s.field, s.start, s.end) for s in schools] == [
        ("Universitat Politècnica de València", "Master's degree", "Computer Engineering", "2014-09", "2016-07"),
        ("Universitat de València", "Bachelor's degree", "Mathematics", "2010", "2014")]
    assert all(isinstance(s, EducationEntry) for s in schools)
    assert "**Score:** 8.7/10" in schools[0].highlights
    papers = section(resume, "publications").entries
    assert [(p.title, p.venue, p.date) for p in papers] == [
        ("Event-Sourced Settlement at Card Scale", "Jornadas de Ingeniería del Software", "2023-10"),
        ("Snapshotting Sharded Ledgers", "UPV Master's Theses", "2016")]
    assert all(isinstance(p, PublicationEntry) for p in papers)
    talk = section(resume, "custom", "Talks").entries[0]
    assert (talk.title, talk.subtitle, talk.location, talk.start) == (
        "Ledgers without tears", "PyConES", "Granada", "2022-10")
    assert result.notes == ["basics.customFields[0]: Nationality (Spanish) has no Vitae field; not imported"]


def test_v4_summary_html_becomes_inline_markup_and_unsafe_links_lose_their_url():
    about = section(import_file(V4.read_bytes(), "r.json").resume, "about").entries[0].text
    assert about.startswith("Backend engineer with **eight years** in payments. I like *boring* systems & clear")
    assert "[my talks](https://rquintero.example.es/talks)" in about
    assert "javascript" not in about and about.endswith("or this.")


def test_v5_export_reads_its_own_names():
    resume = import_file(V5.read_bytes(), "noor.json").resume
    assert (resume.basics.name, resume.basics.website) == ("Noor El-Amrani", "https://noor.example.org")
    assert section(resume, "about").entries[0].text == "Data engineer who makes pipelines **boring**."
    jobs = section(resume, "experience").entries
    assert [(j.organisation, j.role, j.start, j.end) for j in jobs] == [
        ("Polder Data", "Data Engineer", "2021", "present"), ("Tulip Analytics", "Junior Analyst", "2018-09", "2021-08")]
    school = section(resume, "education").entries[0]
    assert (school.institution, school.degree, school.field, school.end) == (
        "Utrecht University", "MSc", "Data Science", "2018")
    paper = section(resume, "publications").entries[0]
    assert (paper.title, paper.url) == ("Column Lineage at Scale", "https://doi.example.org/10.0000/dow.2022.3")
    assert section(resume, "languages").entries[0].label == "Dutch"


@pytest.mark.parametrize("data, message", [
    ({"public": True, "basics": {"name": "A", "location": {"city": "X"}}, "sections": {"work": {"type": "work", "items": []}},
      "metadata": {}}, "is a Reactive Resume v3 export; Vitae reads v4 and v5"),
    ({"basics": {"name": "A"}, "sections": {"experience": {"items": []}}},
     "looks like a Reactive Resume export of a version Vitae does not know; Vitae reads v4 and v5"),
])
def test_versions_vitae_does_not_read_are_named(data, message):
    with pytest.raises(DocumentError) as caught:
        import_file(json.dumps(data).encode(), "old.json")
    assert str(caught.value) == f"old.json: {message}" or str(caught.value).startswith(f"old.json: {message}")


def test_wrong_types_are_one_line_errors_with_their_path():
    data = json.loads(V4.read_text(encoding="utf-8"))
    data["sections"]["experience"]["items"] = "three jobs"
    with pytest.raises(DocumentError, match=r"^r\.json: sections\.experience\.items: must be a list, not text$"):
        import_file(json.dumps(data).encode(), "r.json")


def test_html_text_is_escaped_so_it_cannot_become_markup():
    rich = html_to_markup('<p>2 * 3 = [six](https://x.example) &lt;b&gt;</p><ul><li>a<strong> b </strong>c</li></ul>')
    assert rich.paragraphs == [r"2 \* 3 = \[six\](https://x.example) <b>"]
    assert rich.items == ["a **b** c"]
    spans = parse_inline(rich.paragraphs[0])
    assert all(span.url is None and not span.bold for span in spans)


def test_the_language_is_told_from_what_a_reader_sees_not_ids_and_tags():
    job = {"hidden": False, "company": "株式会社ミナト", "position": "エンジニア", "location": "東京", "period": "2020 - 2023",
           "website": {"url": "https://minato.example.jp", "label": "minato"},
           "description": "<ul><li><p><strong>移行</strong>を担当</p></li></ul>"}
    data = {"version": "5.0.0", "picture": {"url": "", "hidden": True},
            "basics": {"name": "佐藤 花子", "headline": "データエンジニア", "email": "hanako@example.jp"},
            "summary": {"title": "自己紹介", "hidden": False, "content": "<p><strong>データ基盤</strong>を作っています。</p>"},
            "sections": {"experience": {"title": "職歴", "icon": "briefcase", "hidden": False,
                                        "items": [{**job, "id": f"clx{i}abcdefghijklmnopqrstuvw", "icon": "building"}
                                                  for i in range(3)]}},
            "customSections": [], "metadata": {"template": "onyx", "layout": {"pages": []}}}
    result = import_file(json.dumps(data, ensure_ascii=False).encode(), "hanako.json")
    assert result.resume.languages == ["ja"]


def test_several_roles_at_one_company_become_one_entry_each():
    data = json.loads(V5.read_text(encoding="utf-8"))
    job = data["sections"]["experience"]["items"][0]
    job["roles"] = [{"id": "r1", "position": "Lead Data Engineer", "period": "2023 - Present"},
                    {"id": "r2", "position": "Data Engineer", "period": "2021 - 2023",
                     "description": "<p>Built the lake.</p>"}]
    jobs = section(import_file(json.dumps(data).encode(), "noor.json").resume, "experience").entries
    assert [(j.organisation, j.role, j.start, j.end, j.summary) for j in jobs[:2]] == [
        ("Polder Data", "Lead Data Engineer", "2023", "present", None),
        ("Polder Data", "Data Engineer", "2021", "2023", "Built the lake.")]
    assert jobs[0].highlights == ["Migrated 200 Airflow DAGs to Dagster"] and jobs[1].highlights == []

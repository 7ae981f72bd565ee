"""JSON Resume: import every section, export against the official schema, round trip."""

import copy
import json

import jsonschema
import pytest

from editor.formats import DocumentError, loads
from editor.formats.jsonresume import SCHEMA_PATH, export_jsonresume, import_jsonresume, jsonresume_export
from editor.model import Resume
from editor.paths import EXAMPLES
from tests.helpers import FIXTURES

SAMPLE = FIXTURES / "import" / "jsonresume_full.json"
# What the import names in its notes instead of keeping: meta describes the
# file, not the person.
NOT_KEPT = {("meta",)}


def sample() -> dict:
    return json.loads(SAMPLE.read_text(encoding="utf-8"))


def schema_errors(data: dict) -> list[str]:
    schema = json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))
    validator = jsonschema.Draft4Validator(schema, format_checker=jsonschema.Draft4Validator.FORMAT_CHECKER)
    return [f"{'/'.join(map(str, e.absolute_path))}: {e.message}" for e in validator.iter_errors(data)]


def first_of_month_as_month(value):
    """The sample with ``YYYY-MM-01`` written as the month it means (how Vitae reads it)."""
    if isinstance(value, dict):
        return {key: first_of_month_as_month(item) for key, item in value.items()}
    if isinstance(value, list):
        return [first_of_month_as_month(item) for item in value]
    if isinstance(value, str) and len(value) == 10 and value.endswith("-01") and value[:4].isdigit():
        return value[:7]
    return value


def without(data: dict, paths: set[tuple[str, ...]]) -> dict:
    data = first_of_month_as_month(copy.deepcopy(data))
    for path in paths:
        parent = data
        for key in path[:-1]:
            parent = parent[key]
        parent.pop(path[-1], None)
    return data


def test_vendored_schema_is_the_official_v1():
    schema = json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))
    assert schema["title"] == "Resume Schema"
    assert schema["$schema"] == "http://json-schema.org/draft-04/schema#"
    assert set(schema["properties"]) == {
        "$schema", "basics", "work", "volunteer", "education", "awards", "certificates", "publications",
        "skills", "languages", "interests", "references", "projects", "meta"}


def test_sample_covers_every_section_and_is_valid():
    data = sample()
    schema = json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))
    assert set(data) == set(schema["properties"])
    assert schema_errors(data) == []


def test_import_maps_fields_to_their_vitae_fields():
    resume = import_jsonresume(sample(), "resume.json").resume
    basics = resume.basics
    assert (basics.name, basics.headline, basics.website) == (
        "Mariana Oliveira", "Data Platform Engineer", "https://mariana.example.dev")
    assert basics.location == "Porto, Norte, PT"
    assert [p.network for p in basics.profiles] == ["GitHub", "LinkedIn", "Mastodon"]
    kinds = [(s.kind, s.title) for s in resume.sections]
    assert kinds == [
        ("about", None), ("experience", None), ("volunteering", None), ("education", None),
        ("projects", None), ("publications", None), ("awards", None), ("certifications", None),
        ("skills", None), ("languages", None), ("interests", "Interests"), ("references", None)]
    work = resume.sections[1].entries[0]
    assert (work.organisation, work.role, work.start, work.end) == ("Farfetch", "Senior Data Engineer", "2021-03", "present")
    education = resume.sections[3].entries[0]
    assert (education.degree, education.field) == ("Master", "Informatics and Computing Engineering")
    assert "**Score:** 17/20" in education.highlights
    publication = resume.sections[5].entries[0]
    assert (publication.venue, publication.date) == ("INForum 2016", "2016-09")
    skill = resume.sections[8].entries[0]
    assert (skill.label, skill.details, skill.items[0]) == ("Data Engineering", "Expert", "Kafka")


def test_notes_name_exactly_what_was_not_kept():
    notes = import_jsonresume(sample(), "resume.json").notes
    named = {note.split(":")[0] for note in notes}
    assert named == {".".join(path) for path in NOT_KEPT}


def test_export_validates_against_the_official_schema():
    resume = import_jsonresume(sample(), "resume.json").resume
    assert schema_errors(export_jsonresume(resume, "en")) == []


def test_round_trip_gives_back_every_field():
    original = sample()
    again = export_jsonresume(import_jsonresume(original, "resume.json").resume, "en")
    assert again == without(original, NOT_KEPT)


def test_round_trip_through_the_vitae_file():
    """The import survives being saved and reopened (labelled highlights are plain text)."""
    from editor.formats import dumps

    imported = import_jsonresume(sample(), "resume.json").resume
    reopened = loads(dumps(imported), "cv.yaml")
    assert export_jsonresume(reopened, "en") == without(sample(), NOT_KEPT)


def test_bilingual_document_exports_one_valid_json_per_language():
    resume = loads((EXAMPLES / "example.yaml").read_bytes(), "example.yaml")
    assert resume.languages[:2] == ["en", "zh"]
    english, chinese = export_jsonresume(resume, "en"), export_jsonresume(resume, "zh")
    assert schema_errors(english) == [] and schema_errors(chinese) == []
    assert english["basics"]["name"] == "Lin Wei"
    assert chinese["basics"]["name"] == "林蔚"
    assert english["education"][0]["institution"] != chinese["education"][0]["institution"]


def test_export_names_what_json_resume_cannot_hold():
    resume = Resume.model_validate({"basics": {"name": "A"}, "sections": [
        {"kind": "news", "entries": [{"kind": "news", "date": "2025-05", "text": "Paper accepted"}]},
        {"kind": "publications", "entries": [{"kind": "publication", "title": "P", "authors": ["A", "B"]}]}]})
    result = jsonresume_export(resume, "en")
    assert "Paper accepted" not in json.dumps(result.data)
    assert any("News" in note for note in result.notes)
    assert any("authors" in note for note in result.notes)
    assert schema_errors(result.data) == []


def test_missing_end_date_means_present_and_seasons_export_as_years():
    data = {"basics": {"name": "A"}, "work": [{"name": "X", "startDate": "2020-09-01"}]}
    resume = import_jsonresume(data, "r.json").resume
    assert resume.sections[0].entries[0].end == "present"
    summer = Resume.model_validate({"basics": {"name": "A"}, "sections": [{"kind": "experience", "entries": [
        {"kind": "experience", "organisation": "X", "start": "2024-summer", "end": "2024-fall"}]}]})
    exported = export_jsonresume(summer, "en")
    assert (exported["work"][0]["startDate"], exported["work"][0]["endDate"]) == ("2024", "2024")
    assert schema_errors(exported) == []


def test_old_names_and_bad_values_are_read_or_named_never_fatal():
    data = {"basics": {"name": "A", "email": "not-an-address", "website": "x"},
            "work": [{"company": "Old Corp", "website": "https://old.example", "startDate": "someday",
                      "endDate": "2019", "x-rating": 5}]}
    result = import_jsonresume(data, "r.json")
    entry = result.resume.sections[0].entries[0]
    assert (entry.organisation, entry.url, entry.start, entry.end) == ("Old Corp", "https://old.example", None, "2019")
    assert result.resume.basics.email is None
    text = "\n".join(result.notes)
    for named in ("basics.email", "basics.website", "work[0].company", "work[0].startDate", "work[0].x-rating"):
        assert named in text


@pytest.mark.parametrize("data, path, message", [
    ({"basics": {"name": 42}}, "basics.name", "must be text, not a number"),
    ({"basics": {"name": "A"}, "work": {"name": "X"}}, "work", "must be a list, not a mapping"),
    ({"work": [{"name": "X", "highlights": "one string"}]}, "work[0].highlights", "must be a list, not text"),
    ({"skills": [{"name": "X", "keywords": ["a", 3]}]}, "skills[0].keywords[1]", "must be text, not a number"),
    ({"basics": {"profiles": [["GitHub"]]}}, "basics.profiles[0]", "must be an object, not a list"),
])
def test_wrong_types_are_refused_with_their_path(data, path, message):
    with pytest.raises(DocumentError) as caught:
        import_jsonresume(data, "bad.json")
    problem = caught.value.problems[0]
    assert (problem.file, problem.path, problem.message) == ("bad.json", path, message)


def test_a_json_object_without_resume_keys_is_refused():
    with pytest.raises(DocumentError, match="none of JSON Resume's keys"):
        import_jsonresume({"name": "A", "items": []}, "other.json")


def test_keys_outside_the_schema_are_named_at_every_level():
    data = {"basics": {"name": "A", "picture": "https://a.example/me.png", "x-pronouns": "she/her",
                       "location": {"city": "Porto", "state": "Norte"},
                       "profiles": [{"network": "GitHub", "url": "https://github.com/a", "followers": 10}]}}
    result = import_jsonresume(data, "r.json")
    assert result.resume.basics.photo == "https://a.example/me.png"
    assert result.resume.basics.location == "Porto"
    text = "\n".join(result.notes)
    for named in ("basics.picture: read as image", "basics.x-pronouns", "basics.location.state",
                  "basics.profiles[0].followers"):
        assert named in text


def test_a_chinese_resume_is_imported_as_chinese():
    data = {"basics": {"name": "方进", "label": "研究实习生", "summary": "专注于分布式训练系统。"},
            "education": [{"institution": "湖南大学", "studyType": "学士", "area": "计算机科学"}]}
    result = import_jsonresume(data, "resume.json")
    assert result.resume.languages == ["zh"]
    assert export_jsonresume(result.resume, "zh")["education"] == data["education"]
    assert import_jsonresume(sample(), "resume.json").resume.languages == ["en"]


def test_a_null_inside_a_list_is_refused():
    with pytest.raises(DocumentError, match=r"interests\[0\]\.keywords\[1\]: must not be null"):
        import_jsonresume({"interests": [{"name": "Go", "keywords": ["chess", None]}]}, "r.json")


# -- closer to lossless: what real files from public repositories showed -------------------------------------


def _imported(**sections):
    data = {"basics": {"name": "Keiko Aranda"}, **sections}
    return import_jsonresume(data, "resume.json")


def test_street_address_and_postal_code_are_kept_and_exported():
    data = {"basics": {"name": "A B", "location": {"address": "9 Quay Lane", "postalCode": "T12 X3Y4", "city": "Cork",
                                                     "countryCode": "IE"}}}
    resume = import_jsonresume(data, "r.json").resume
    assert (resume.basics.address, resume.basics.postal_code, resume.basics.location) == (
        "9 Quay Lane", "T12 X3Y4", "Cork, IE")
    assert export_jsonresume(resume, "en")["basics"]["location"] == data["basics"]["location"]


def test_first_of_month_is_a_month_and_every_output_prints_it_alike():
    from editor.formats.markdown import export_markdown
    from editor.model.l10n import format_date

    work = _imported(work=[{"name": "Umbra", "startDate": "2013-12-01", "endDate": "2014-03-15"}]).resume
    job = work.sections[0].entries[0]
    assert (job.start, job.end) == ("2013-12", "2014-03-15")
    page = export_markdown(work, "en")
    # One rule: the PDF's words and the page's words hold the same year, month and day.
    assert format_date(job.start, "en") == "Dec 2013" and "December 2013" in page
    assert format_date(job.end, "en") == "Mar 15, 2014" and "March 15, 2014" in page


def test_the_older_gpa_field_is_read_as_the_score():
    result = _imported(education=[{"institution": "Lakeside College", "gpa": 3.8}])
    assert "**Score:** 3.8" in result.resume.sections[0].entries[0].highlights
    assert any("education[0].gpa: read as score" in note for note in result.notes)


def test_links_without_a_scheme_get_https():
    resume = _imported(work=[{"name": "Umbra", "url": "umbra.example.com/about"}]).resume
    assert resume.sections[0].entries[0].url == "https://umbra.example.com/about"
    data = {"basics": {"name": "A", "url": "www.aranda.example", "profiles": [
        {"network": "LinkedIn", "url": "www.linkedin.com/in/keiko-aranda"}]}}
    basics = import_jsonresume(data, "r.json").resume.basics
    assert basics.website == "https://www.aranda.example"
    assert basics.profiles[0].url == "https://www.linkedin.com/in/keiko-aranda"


def test_a_country_name_in_country_code_comes_back_where_it_was():
    location = {"city": "Kota", "region": "Rajasthan", "countryCode": "India"}
    resume = import_jsonresume({"basics": {"name": "A", "location": location}}, "r.json").resume
    assert export_jsonresume(resume, "en")["basics"]["location"] == location


def test_slashed_dates_are_read():
    job = _imported(work=[{"name": "Umbra", "startDate": "2021/07", "endDate": "2022/1"}]).resume.sections[0].entries[0]
    assert (job.start, job.end) == ("2021-07", "2022-01")


@pytest.mark.parametrize("url, network", [
    ("https://github.com/karanda", "GitHub"), ("https://www.linkedin.com/in/karanda", "LinkedIn"),
    ("https://scholar.google.co.jp/citations?user=X", "Google Scholar"), ("https://orcid.org/0000-0002", "ORCID"),
    ("https://blog.aranda.example/", "blog.aranda.example"),
])
def test_a_profile_with_a_link_but_no_network_is_named_from_the_host(url, network):
    data = {"basics": {"name": "A", "profiles": [{"url": url}]}}
    profiles = import_jsonresume(data, "r.json").resume.basics.profiles
    assert [(p.network, p.url) for p in profiles] == [(network, url)]


def test_a_japanese_resume_is_japanese_not_chinese():
    from editor.model.l10n import section_title

    data = {"basics": {"name": "佐藤 花子", "label": "ソフトウェアエンジニア", "summary": "分散システムの設計と運用を担当しています。"},
            "work": [{"name": "株式会社ミナト", "position": "エンジニア", "startDate": "2020-04"}]}
    result = import_jsonresume(data, "r.json")
    assert result.resume.languages == ["ja"]
    assert "the text is mostly Japanese: the résumé's language is set to ja" in result.notes
    assert section_title("experience", "ja") == "職歴"
    chinese = {"basics": {"name": "王小明", "summary": "负责分布式系统的设计与运维。"}}
    assert import_jsonresume(chinese, "r.json").resume.languages == ["zh"]

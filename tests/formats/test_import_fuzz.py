"""Whatever a JSON Resume or RenderCV file holds, the import ends in a résumé or a DocumentError."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from editor.formats import DocumentError
from editor.formats.interchange import ImportResult
from editor.formats.jsonresume import import_jsonresume
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

"""Hypothesis strategies for whole résumés with hostile text everywhere."""

from hypothesis import strategies as st

from editor.model import Resume

# Any code point a file can hold: emoji, right-to-left, combining marks,
# control characters; not lone surrogates, which UTF-8 cannot encode.
any_text = st.text(st.characters(exclude_categories=("Cs",)), max_size=40)
long_word = st.integers(200, 4000).map(lambda n: "x" * n)
text = st.one_of(any_text, any_text, long_word, st.sampled_from(
    ["", "<b>", "&amp;", '<font color="red">', "مرحبا بالعالم", "e\u0301\u0301", "👩‍💻🚀", "\x07\x1b[31m", "方进"]))
local_text = st.one_of(text, st.dictionaries(st.sampled_from(["en", "zh"]), text, min_size=1, max_size=2))
dates = st.one_of(st.none(), st.builds(lambda y, m: f"{y}-{m:02d}", st.integers(1990, 2030), st.integers(1, 12)))


def _entry(kind: str) -> st.SearchStrategy[dict]:
    common = {"visible": st.booleans(), "languages": st.one_of(st.none(), st.sampled_from([["en"], ["zh"]]))}
    fields = {
        "education": {"institution": local_text, "degree": local_text, "highlights": st.lists(local_text, max_size=3)},
        "experience": {"organisation": local_text, "role": local_text, "summary": local_text,
                       "highlights": st.lists(local_text, max_size=3)},
        "project": {"name": local_text, "highlights": st.lists(local_text, max_size=3)},
        "publication": {"title": local_text, "authors": st.lists(
            st.one_of(text, st.fixed_dictionaries({"name": text, "me": st.booleans()})), max_size=4),
            "venue_short": local_text},
        "award": {"title": local_text, "dates": st.lists(st.sampled_from(["2020", "2021-05"]), max_size=2)},
        "skill": {"label": local_text, "details": local_text},
        "news": {"date": st.just("2025-05"), "text": local_text},
        "text": {"text": local_text},
        "list": {"items": st.lists(local_text, max_size=4)},
        "generic": {"title": local_text, "subtitle": local_text},
    }[kind]
    if kind in ("education", "experience", "project", "generic"):
        fields = fields | {"start": dates}
    return st.fixed_dictionaries({"kind": st.just(kind), **fields}, optional=common)


entries = st.sampled_from(["education", "experience", "project", "publication", "award", "skill",
                           "news", "text", "list", "generic"]).flatmap(_entry)
sections = st.fixed_dictionaries(
    {"kind": st.sampled_from(["education", "experience", "publications", "custom", "skills"]),
     "entries": st.lists(entries, max_size=4)},
    optional={"title": local_text, "visible": st.booleans()},
)
resumes = st.fixed_dictionaries(
    {"languages": st.just(["en", "zh"]), "basics": st.fixed_dictionaries({"name": local_text}, optional={
        "headline": local_text, "location": local_text, "email": st.just("a@example.org")}),
     "sections": st.lists(sections, max_size=4)},
).map(Resume.model_validate)

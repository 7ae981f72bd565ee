"""Hypothesis strategies for whole résumés with hostile text everywhere."""

from hypothesis import strategies as st

from editor.model import ENTRY_KINDS, Resume
from editor.render.templates import list_templates

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
    }.get(kind) or _required_fields(kind)
    if kind in ("education", "experience", "project", "generic"):
        fields = fields | {"start": dates}
    return st.fixed_dictionaries({"kind": st.just(kind), **fields}, optional=common)


def _required_fields(kind: str) -> dict[str, st.SearchStrategy]:
    """A kind with no fields of its own above (a new one): hostile text in each required
    field, a date where the field is one."""
    out: dict[str, st.SearchStrategy] = {}
    for name, field in ENTRY_KINDS[kind].model_fields.items():
        if field.is_required() and name != "kind":
            out[name] = st.just("2025-05") if "date" in name or "Date" in repr(field.annotation) else local_text
    return out


entries = st.sampled_from(list(ENTRY_KINDS)).flatmap(_entry)
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


# --- Raw documents over the whole schema, hostile values included ---------
#
# Built by walking the model's fields, so every field of every entry kind is
# covered and a new field is too (an annotation it does not know is an error
# here, not a field silently left out). The values are what a file could hold:
# mostly valid, sometimes not (over-long text, lone surrogates, impossible or
# odd dates, numbers out of range), so a test can check that whatever the
# model accepts also saves, reloads equal and exports.

import typing  # noqa: E402

import annotated_types  # noqa: E402
from pydantic import BaseModel  # noqa: E402

from editor.model.text import MAX_TEXT_CHARS  # noqa: E402

_YAML_LOOKALIKES = ["null", "~", "yes", "no", "on", "off", "true", "1e3", "0x1F", "0o17", "1_000", ".inf",
                    "2021-09-15", "12:30:00", "- x", "key: value", "#", "&anchor", "*alias", "!tag", "%YAML",
                    "@", "`", "|", ">", "'", '"', "---", "...", "{a: 1}", "[1]", " lead", "trail ", "\ufeffbom",
                    "\x85nel", "\u2028", "a\r\nb", "a\rb", "\t", "\\", "\x7f", "\U0001f600", "🏳️‍🌈", "0202"]
_odd_text = st.one_of(any_text, any_text, any_text, st.sampled_from(_YAML_LOOKALIKES), long_word)
_lone_surrogates = st.sampled_from(["\ud800", "a\udfffb", "\udc00\ud83d", "x\ud834"])
_over_the_cap = st.integers(MAX_TEXT_CHARS - 1, MAX_TEXT_CHARS + 1).map(lambda n: "y" * n)

_any_year = st.one_of(st.integers(1900, 2100), st.integers(0, 9999)).map(lambda y: f"{y:04d}")
_odd_year = st.one_of(_any_year, st.sampled_from(["0202", "0000", "0999", "٢٠٢١", "２０２１"]))
_good_date = st.one_of(
    st.builds(lambda y, m: f"{y}-{m:02d}", _odd_year, st.integers(1, 12)),
    st.builds(lambda y, m: f"{y}-{m}", _odd_year, st.integers(1, 12)),
    st.builds(lambda y, m, d: f"{y}-{m:02d}-{d:02d}", _odd_year, st.integers(1, 12), st.integers(1, 28)),
    st.builds(lambda y, s: f"{y}-{s}", _odd_year, st.sampled_from(["spring", "Summer", "FALL", "autumn"])),
    _odd_year, st.integers(1000, 9999), st.sampled_from([" 2021 ", "2021\n"]),
)
_bad_date = st.one_of(
    st.builds(lambda y, m: f"{y}-{m}", _any_year, st.sampled_from([0, 13, 99])),
    st.builds(lambda y, d: f"{y}-02-{d}", _any_year, st.integers(29, 32)),
    st.integers(-5, 999), st.integers(10000, 99999), st.sampled_from(["202", "", "2021-", "2024-monsoon", "soon"]),
)
_good_lang = st.sampled_from(["en", "en", "zh", "zh-Hant", "fr", "de-CH"])
_bad_lang = st.sampled_from(["EN-", "e", "en\n", "english", "x-y", "zh_CN"])
_good_url = st.builds(lambda scheme, rest: scheme + rest,
                      st.sampled_from(["https://", "http://", "mailto:", "tel:", "HTTPS://"]),
                      st.text(st.characters(exclude_categories=("Cs", "Zs", "Cc", "Zl", "Zp")), max_size=20))
_bad_url = st.sampled_from(["javascript:alert(1)", "ftp://x", "https://a b", "www.example.org"])
_good_email = st.one_of(st.sampled_from(["a@example.org", " a@b.co ", "ü@例子.中国"]),
                        st.from_regex(r"[a-z.+_-]{1,8}@[a-z-]{1,8}\.[a-z]{2,4}", fullmatch=True))
_good_phone = st.one_of(st.sampled_from(["+86 181 5566 1676", "(030) 123-45", "+1 (555) 010-0199\n"]),
                        st.from_regex(r"\+?[0-9 ().-]{5,20}", fullmatch=True).filter(lambda t: t.strip()))


def _sometimes(good: st.SearchStrategy, bad: st.SearchStrategy) -> st.SearchStrategy:
    """Mostly *good*, now and then *bad*: a document has dozens of values, and
    one bad one is enough for the model to refuse it."""
    return st.sampled_from([False] * 12 + [True]).flatmap(lambda worse: bad if worse else good)


def _local(text: st.SearchStrategy, lang: st.SearchStrategy) -> st.SearchStrategy:
    return st.one_of(text, text, st.dictionaries(lang, text, min_size=1, max_size=3))


_raw_text = _sometimes(_odd_text, st.one_of(_lone_surrogates, _over_the_cap))
_raw_lang = _sometimes(_good_lang, _bad_lang)
_raw_date = _sometimes(_good_date, _bad_date)
_BY_VALIDATOR = {
    "_check_local_text": _local(_raw_text, _raw_lang), "check_text": _raw_text,
    "_check_url": _sometimes(_good_url, _bad_url),
    "_check_email": _sometimes(_good_email, _raw_text), "_check_phone": _sometimes(_good_phone, _raw_text),
    "_normalise": _raw_date, "_normalise_end": st.one_of(_raw_date, st.just("present"), st.just(" Present")),
    "_check_lang_tag": _raw_lang,
    "_one_word": _sometimes(st.from_regex(r"\S{1,64}", fullmatch=True), _raw_text),  # a spelling word
}

# Names checked when rendering, not by the model (an unknown one is a clear
# export error, tested with the CLI): generated from the real ones.
_NAMED_BY_RENDER = {
    ("Design", "template"): st.sampled_from(list(list_templates())),
    ("Design", "latin_font"): st.sampled_from([None, "NotoSans", "NotoSerif", "DejaVuSans"]),
    ("Design", "accent"): _sometimes(st.from_regex(r"#[0-9a-fA-F]{6}", fullmatch=True), _raw_text),
    ("Variant", "template"): st.sampled_from([None, *list_templates()]),
    ("Variant", "languages"): st.none(),  # any of the résumé's own (checked by the model, tested apart)
}


def _validators(metadata: typing.Iterable[object]) -> list[str]:
    return [getattr(getattr(item, "func", None), "__name__", "") for item in metadata]


def _bounds(metadata: typing.Iterable[object]) -> tuple[float | None, float | None]:
    low = high = None
    for item in metadata:
        if isinstance(item, annotated_types.Ge):
            low = item.ge
        if isinstance(item, annotated_types.Le):
            high = item.le
    return low, high


def _for_annotation(annotation: object, metadata: list[object]) -> st.SearchStrategy:
    origin, args = typing.get_origin(annotation), typing.get_args(annotation)
    if origin is typing.Annotated:
        return _for_annotation(args[0], [*metadata, *annotation.__metadata__])  # type: ignore[attr-defined]
    names = [name for name in _validators(metadata) if name in _BY_VALIDATOR]
    if names:
        return _BY_VALIDATOR[names[-1]]
    if origin in (typing.Union, types_union()):
        members = [arg for arg in args if arg is not type(None)]
        options = [_for_annotation(arg, metadata) for arg in members]
        return st.one_of(*options, *([st.none()] if len(members) < len(args) else []))
    if origin is typing.Literal:
        return st.sampled_from(args)
    if origin is list:
        return st.lists(_for_annotation(args[0], []), max_size=3)
    if origin is dict:
        return st.dictionaries(_for_annotation(args[0], []), _for_annotation(args[1], []), max_size=3)
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return raw_model(annotation)
    if annotation is str:  # a constrained string (a tag: lower-case letters, digits, - and _)
        pattern = next((item.pattern for item in metadata if getattr(item, "pattern", None)), None)
        if pattern is not None:
            return _sometimes(st.from_regex(pattern.strip("^$"), fullmatch=True), _raw_text)
    if annotation is bool:
        return st.booleans()
    if annotation in (int, float):
        low, high = _bounds(metadata)
        number = st.integers if annotation is int else st.floats
        inside = number(low, high) if low is not None and high is not None else number()
        return _sometimes(inside, st.one_of(st.floats(allow_nan=True), st.sampled_from([True, "12", 1e308, "9" * 5000])))
    raise TypeError(f"no strategy for {annotation!r}: teach tests/model/strategies.py this field type")


def types_union() -> object:
    import types

    return types.UnionType


def raw_model(model: type[BaseModel]) -> st.SearchStrategy[dict]:
    """Raw data for *model*: its required fields always, the others sometimes."""
    required, optional = {}, {}
    for name, field in model.model_fields.items():
        strategy = _NAMED_BY_RENDER.get((model.__name__, name))
        if strategy is None:
            strategy = _for_annotation(field.annotation, list(field.metadata))
        if name == "kind" and typing.get_origin(field.annotation) is typing.Literal and not field.is_required():
            required[name] = st.just(field.default)  # the tag of an entry kind
        elif name in ("sections", "entries"):  # where most fields are: always some
            item = typing.get_args(field.annotation)[0]
            required[name] = st.lists(_for_annotation(item, []), min_size=1, max_size=3)
        elif name == "languages" and model.__name__ == "Resume":
            required[name] = st.lists(_raw_lang, min_size=1, max_size=3, unique=True)
        elif field.is_required():
            required[name] = strategy
        else:
            optional[name] = strategy
    return st.fixed_dictionaries(required, optional=optional)


raw_documents = raw_model(Resume)
"""Raw résumé data over the whole schema, valid or not."""

"""What counts as missing a translation: the one rule behind the count, "Next
missing", the Export All warning and the translation view's tint."""

from __future__ import annotations

from editor.editing.modelpath import assign, value_at
from editor.editing.translation import counts_as_missing, is_language_neutral, missing_paths, texts
from editor.formats.native import dumps, load, loads
from editor.model.text import with_sharing
from tests.helpers import FIXTURES

BILINGUAL = FIXTURES / "seeds" / "s001_003.yaml"


def test_author_names_and_venue_abbreviations_are_never_missing() -> None:
    resume = load(BILINGUAL)
    every = [path for path, _ in texts(resume, "zh")]
    authors = [path for path in every if "authors" in path]
    assert len(authors) > 40 and all(is_language_neutral(resume, path) for path in authors)
    missing = missing_paths(resume, "zh")
    assert not any("authors" in path or path[-1] == "venue_short" for path in missing)
    # Before the rule, 77 of the fixture's Chinese fields counted as missing, 53 of them authors.
    assert len(missing) == 16
    assert not is_language_neutral(resume, ("basics", "name"))  # a person's own name is often translated


def test_a_field_marked_the_same_in_every_language_no_longer_counts_and_round_trips() -> None:
    resume = load(BILINGUAL)
    before = missing_paths(resume, "zh")
    titles = [path for path in before if path[-1] == "title"]
    for path in titles:
        assign(resume, path, with_sharing(value_at(resume, path), True, resume.default_language))
    after = missing_paths(resume, "zh")
    assert after == [path for path in before if path not in titles]
    assert not counts_as_missing(resume, titles[0], value_at(resume, titles[0]), "zh")
    reread = loads(dumps(resume), "cv.yaml")
    assert reread == resume and missing_paths(reread, "zh") == after
    assert "'*': 'Triton-distributed" in dumps(resume)


def test_a_new_language_copied_from_another_leaves_texts_that_read_alike_as_they_are() -> None:
    from editor.editing.translation import with_language

    resume = load(BILINGUAL)
    authors = [path for path, _ in texts(resume) if "authors" in path]
    plain = [path for path in authors if isinstance(value_at(resume, path), str)]
    assert plain
    copied = with_language(resume, "de", copy_from="en")
    assert all(value_at(copied, path) == value_at(resume, path) for path in plain)
    assert missing_paths(copied, "de") == []  # everything else got its German copy

"""Taking an item into a variant or leaving it out writes tags the variant reads."""

from __future__ import annotations

from editor.editing.modelpath import assign
from editor.editing.variant_membership import in_current, toggle_changes
from editor.formats import load
from editor.model.content import variant_named
from tests.helpers import FIXTURES

SOURCE = FIXTURES / "variants" / "two_cuts.yaml"


def _applied(resume, changes):
    out = resume.model_copy(deep=True)
    for path, value in changes:
        assign(out, path, value)
    return out


def test_leaving_out_an_untagged_entry_gives_it_the_variant_s_exclusion_tag():
    resume = load(SOURCE)
    skills = ("sections", 3, "entries", 0)
    industry = variant_named(resume, "industry")
    assert in_current(resume, skills, industry)
    after = _applied(resume, toggle_changes(resume, skills, "industry"))
    assert after.sections[3].entries[0].tags == ["academic"]  # industry already excludes "academic"
    assert not in_current(after, skills, variant_named(after, "industry"))
    back = _applied(after, toggle_changes(after, skills, "industry"))
    assert back.sections[3].entries[0].tags == [] and in_current(back, skills, variant_named(back, "industry"))


def test_a_variant_with_no_exclusions_gets_one_named_after_it():
    resume = load(SOURCE)
    path = ("sections", 0, "entries", 1)  # Harrow, tagged academic
    after = _applied(resume, toggle_changes(resume, path, "academic"))
    assert after.sections[0].entries[1].tags == ["academic", "not-academic"]
    assert variant_named(after, "academic").exclude == ["not-academic"]
    assert not in_current(after, path, variant_named(after, "academic"))


def test_including_an_entry_of_a_section_left_out_includes_the_section_too():
    resume = load(SOURCE)
    path = ("sections", 2, "entries", 0)  # Driftwood, in the industry-only projects section
    academic = variant_named(resume, "academic")
    assert not in_current(resume, path, academic)
    after = _applied(resume, toggle_changes(resume, path, "academic"))
    assert in_current(after, path, variant_named(after, "academic"))
    assert after.sections[2].tags == ["industry", "academic"]

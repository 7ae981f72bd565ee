import pytest
from pydantic import ValidationError

from editor.model.dates import date_key, parse_date
from editor.model.entries import EducationEntry
from editor.model.l10n import format_date, format_range


@pytest.mark.parametrize(
    "text, parts",
    [("2021", (2021, None, None, None)), ("2021-9", (2021, 9, None, None)),
     ("2021-09-15", (2021, 9, 15, None)), ("2024-summer", (2024, None, None, "summer")),
     ("2024-autumn", (2024, None, None, "fall"))],
)
def test_partial_dates_parse(text, parts):
    p = parse_date(text)
    assert (p.year, p.month, p.day, p.season) == parts


@pytest.mark.parametrize(
    "text, message",
    [("2021-13", "month must be 1–12, got 13"), ("2021-02-30", "day must be 1–28"),
     ("Sep 2021", "a date must look like"), ("2024-monsoon", "season must be one of")],
)
def test_bad_dates_say_what_was_expected(text, message):
    with pytest.raises(ValueError, match=message):
        parse_date(text)


def test_entry_normalises_dates_and_accepts_yaml_integers():
    entry = EducationEntry(institution="U", start=2016, end="2020-6")
    assert (entry.start, entry.end) == ("2016", "2020-06")
    assert EducationEntry(institution="U", start="2024-12", end="Present").end == "present"


def test_end_before_start_is_an_error():
    with pytest.raises(ValidationError, match="end 2020 is before start 2021-09"):
        EducationEntry(institution="U", start="2021-09", end="2020")


def test_present_sorts_after_every_date():
    assert date_key("present") > date_key("2999-12-31") > date_key("2021-09") > date_key("2021")


def test_dates_are_formatted_per_language():
    assert format_range("2021-09", "2025-06", "en") == "Sep 2021 – Jun 2025"
    assert format_range("2020-09", "2026-06", "zh", expected=True) == "2020.9-2026.6 (预计)"
    assert format_range("2024-12", "present", "zh") == "2024.12-至今"
    assert format_range("2024-12", "present", "en") == "Dec 2024 – Present"
    assert format_date("2024-summer", "en") == "Summer 2024"
    assert format_range(None, "2026", "en", expected=True) == "2026 (expected)"

"""Every date form the issue lists, read into Vitae's partial dates."""

import pytest

from editor.formats.pdf_import.dates import find_range, parse_range


@pytest.mark.parametrize("text, start, end, expected", [
    ("Sep 2021 – Jun 2025", "2021-09", "2025-06", False),
    ("September 2021 - June 2025", "2021-09", "2025-06", False),
    ("09/2021 - Present", "2021-09", "present", False),
    ("2020.9-2026.6 (预计)", "2020-09", "2026-06", True),
    ("2020.09-2026.06（预计）", "2020-09", "2026-06", True),
    ("2021年9月 – 至今", "2021-09", "present", False),
    ("2020 年 9 月–2026 年 6 月（预计）", "2020-09", "2026-06", True),
    ("2024.11-present", "2024-11", "present", False),
    ("Summer 2024", "2024-summer", None, False),
    ("2024年夏", "2024-summer", None, False),
    ("2019", "2019", None, False),
    ("2017 – 2021", "2017", "2021", False),
    ("2023-07 → Present", "2023-07", "present", False),  # an arrow between the ends (web themes)
    ("2022-06 -> 2022-09", "2022-06", "2022-09", False),
    ("Sep 2020 – Jun 2026 (expected)", "2020-09", "2026-06", True),
    ("Jan. 2020 to Dec. 2021", "2020-01", "2021-12", False),
    ("Expected May 2026", "2026-05", None, True),
])
def test_date_forms(text, start, end, expected):
    found = parse_range(text)
    assert found is not None
    assert (found.start, found.end, found.expected) == (start, end, expected)


def test_a_range_inside_a_line_is_found_and_located():
    text = "Beijing, China  Dec 2023 – May 2024"
    found = find_range(text)
    assert (found.start, found.end) == ("2023-12", "2024-05")
    assert text[: found.begin].strip() == "Beijing, China"


@pytest.mark.parametrize("text", ["ToN'24", "Room 1234a", "C++20 coroutines", "Beijing, China"])
def test_text_that_is_no_date(text):
    assert parse_range(text) is None


def test_a_year_right_after_chinese_text_is_found():
    found = find_range("全国大学生数学建模竞赛省一等奖2014")
    assert found is not None and found.start == "2014"


def test_a_day_before_or_after_the_month_is_read_as_that_month():
    from editor.formats.pdf_import.dates import find_range

    for text, start, end in (("1 January 2023", "2023-01", None), ("January 1, 2023", "2023-01", None),
                             ("1st March 2020 - 30 June 2021", "2020-03", "2021-06")):
        found = find_range(text)
        assert found is not None and (found.start, found.end, found.begin, found.stop) == (start, end, 0, len(text))

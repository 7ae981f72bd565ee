from editor.editing.labels import entry_labels
from editor.model import Section


def _section(*entries: dict) -> Section:
    return Section.model_validate({"kind": "experience", "entries": [{"kind": "experience", **e} for e in entries]})


def test_a_unique_title_is_the_label() -> None:
    section = _section({"organisation": "Northwind"}, {"organisation": "Contoso"})
    assert entry_labels(section, "en", "en") == ["Northwind", "Contoso"]


def test_entries_sharing_a_title_show_the_role() -> None:
    section = _section({"organisation": "Northwind", "role": "Intern"},
                       {"organisation": "Northwind", "role": "Engineer"}, {"organisation": "Contoso"})
    assert entry_labels(section, "en", "en") == [
        "Northwind — Intern", "Northwind — Engineer", "Contoso"]


def test_the_same_role_twice_adds_the_dates_and_a_long_title_is_shortened() -> None:
    name = "Northwind Analytics, Applied Research Group"
    section = _section({"organisation": name, "role": "Intern", "start": "2021-06", "end": "2021-09"},
                       {"organisation": name, "role": "Intern", "start": "2022-06", "end": "2022-09"},
                       {"organisation": name, "role": "Engineer", "start": "2023-01"})
    assert entry_labels(section, "en", "en") == [
        "Northwind Analytics, Ap… — Intern · Jun 2021–Sep 2021",
        "Northwind Analytics, Ap… — Intern · Jun 2022–Sep 2022",
        "Northwind Analytics, Ap… — Engineer"]


def test_identical_entries_are_numbered() -> None:
    section = _section({"organisation": "Northwind"}, {"organisation": "Northwind"})
    assert entry_labels(section, "en", "en") == ["Northwind — 1", "Northwind — 2"]


def test_the_dates_that_tell_entries_apart_read_as_the_language_prints_them() -> None:
    section = _section({"organisation": "北风", "role": "实习生", "start": "2021-06", "end": "present"},
                       {"organisation": "北风", "role": "实习生", "start": "2020-06", "end": "2020-09"})
    assert entry_labels(section, "zh", "zh") == ["北风 — 实习生 · 2021.6–至今", "北风 — 实习生 · 2020.6–2020.9"]

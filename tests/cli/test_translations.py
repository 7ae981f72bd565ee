"""``vitae translations``: one line per field missing or outdated in a language, and
``--accept`` recording the present translations as current (an atomic write that
keeps the file's comments). ``vitae validate`` warns about outdated ones."""

from __future__ import annotations

import shutil

from editor.cli import main
from tests.helpers import FIXTURES

TEN = FIXTURES / "languages" / "ten_languages.yaml"
SOURCE = "en: Cut build times by 40% for 200 engineers."
OTHERS = ("es", "fr", "de", "pt", "it", "ja", "ko", "zh-Hant", "ru")


def _copy(tmp_path):
    path = tmp_path / "cv.yaml"
    shutil.copyfile(TEN, path)
    text = path.read_text(encoding="utf-8")
    path.write_text("# kept by --accept\n" + text, encoding="utf-8")
    return path


def test_after_accept_a_changed_source_is_reported_outdated_in_each_other_language(tmp_path, capsys) -> None:
    path = _copy(tmp_path)
    assert main(["translations", str(path)]) == 0
    assert "every field is translated and current" in capsys.readouterr().out  # no record yet: all current
    assert main(["translations", str(path), "--accept"]) == 0
    assert "0 outdated translations accepted" in capsys.readouterr().out
    text = path.read_text(encoding="utf-8")
    assert text.startswith("# kept by --accept\n") and "translated_from:" in text
    path.write_text(text.replace(SOURCE, "en: Cut build times by half."), encoding="utf-8")  # by hand

    assert main(["translations", str(path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    line = text.splitlines().index("    - " + SOURCE) + 1
    assert lines == [f"{path}:{line}: sections[0].entries[0].highlights[0]: {lang}: outdated" for lang in OTHERS]

    assert main(["translations", str(path), "--lang", "de"]) == 0
    assert capsys.readouterr().out.splitlines() == [lines[2]]
    assert main(["validate", str(path)]) == 0
    err = capsys.readouterr().err
    assert f"{path}: warning: sections[0].entries[0].highlights[0]: ru: outdated translation" in err

    assert main(["translations", str(path), "--accept", "--lang", "ru"]) == 0
    assert "1 outdated translation accepted" in capsys.readouterr().out
    assert main(["translations", str(path)]) == 0
    assert len(capsys.readouterr().out.splitlines()) == len(OTHERS) - 1
    assert path.read_text(encoding="utf-8").startswith("# kept by --accept\n")


def test_missing_fields_are_listed_too(tmp_path, capsys) -> None:
    path = tmp_path / "cv.yaml"
    path.write_text("languages: [en, de]\nbasics:\n  name: {'*': Ada}\n  headline: {en: Engineer}\n", encoding="utf-8")
    assert main(["translations", str(path)]) == 0
    assert capsys.readouterr().out.splitlines() == [f"{path}:4: basics.headline: de: missing"]


def test_a_language_the_resume_lacks_is_bad_input_named_in_one_line(tmp_path, capsys) -> None:
    path = _copy(tmp_path)
    before = path.read_bytes()
    assert main(["translations", str(path), "--lang", "nl", "--accept"]) == 2
    err = capsys.readouterr().err.splitlines()
    assert err == [f"{path}: languages: has no 'nl' text (its languages: en, {', '.join(OTHERS)})"]
    assert path.read_bytes() == before

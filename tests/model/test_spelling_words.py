"""The document's spelling words: saved with the résumé, checked when read."""

from __future__ import annotations

import pytest

from editor.cli import main
from editor.formats import native
from editor.model import Resume

ACCEPTED = "basics: {name: Ann Example}\nspelling:\n  accepted: [Okonkwo, NCCL, Zorblax]\n"


def test_the_words_round_trip_through_the_file_unchanged() -> None:
    resume = native.loads(ACCEPTED)
    assert resume.spelling.accepted == ["Okonkwo", "NCCL", "Zorblax"]
    assert native.loads(native.dumps(resume)) == resume
    assert "spelling:" in native.dumps(resume)


def test_a_file_without_words_is_written_without_the_key() -> None:
    resume = Resume.model_validate({"basics": {"name": "Ann Example"}})
    assert resume.spelling.accepted == []
    assert "spelling" not in native.dumps(resume)


@pytest.mark.parametrize(("words", "problem"), [
    ('["two words"]', "spelling.accepted[0]: 'two words' is not one word (no spaces, at most 64 characters)"),
    ("[Okonkwo, Okonkwo]", "spelling.accepted: each word may be listed once"),
])
def test_a_bad_word_list_is_one_line_naming_file_line_and_field(tmp_path, capsys, words, problem) -> None:
    path = tmp_path / "cv.yaml"
    path.write_text(f"basics: {{name: Ann Example}}\nspelling:\n  accepted: {words}\n", encoding="utf-8")
    assert main(["validate", str(path)]) == 2
    assert capsys.readouterr().err.strip() == f"{path}:3: {problem}"


def test_the_list_is_bounded() -> None:
    with pytest.raises(ValueError, match="at most 5000"):
        Resume.model_validate({"basics": {"name": "A"}, "spelling": {"accepted": [f"w{i}" for i in range(5001)]}})

"""Every bad input exits 2 with one clear line per problem, no traceback, nothing written."""

import subprocess
import sys

import pytest

from editor.cli import main
from tests.helpers import ROOT

GOOD = "basics:\n  name: Ada\nsections: []\n"
ALIAS_BOMB = "a: &a [x, x, x, x, x, x, x, x, x]\n" + "".join(
    f"{chr(98 + i)}: &{chr(98 + i)} [*{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}]\n" for i in range(12)
)

BAD_FILES = {
    "truncated.yaml": ("basics:\n  name: Ada\nsections:\n  - kind: education\n    entries: [{kind: educ", "not valid YAML"),
    "list.yaml": ("- basics\n- sections\n", "must hold a mapping"),
    "garbage.yaml": (bytes(range(256)) * 8, "is not UTF-8 text"),
    "bomb.yaml": (ALIAS_BOMB, "not allowed"),
    "python.yaml": ("basics: !!python/object/apply:os.system ['touch pwned']\n", "not allowed"),
    "pdf.yaml": (b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "is a PDF"),
    "empty.yaml": ("", "is empty"),
    "deep.yaml": ("a: " + "[" * 5000 + "]" * 5000 + "\n", "nesting"),
    "badmonth.yaml": (GOOD.replace("[]", "\n  - kind: education\n    entries:\n      - kind: education\n        institution: U\n        start: 2021-13\n"), "month must be 1–12, got 13"),
}


@pytest.mark.parametrize("name", sorted(BAD_FILES))
@pytest.mark.parametrize("command", ["validate", "export"])
def test_bad_file_exits_2_with_a_clear_line_and_writes_nothing(tmp_path, capsys, monkeypatch, name, command):
    monkeypatch.chdir(tmp_path)
    content, expected = BAD_FILES[name]
    path = tmp_path / name
    path.write_bytes(content if isinstance(content, bytes) else content.encode())
    before = set(tmp_path.iterdir())
    assert main([command, str(path)]) == 2
    err = capsys.readouterr().err
    assert expected in err
    assert err.startswith(str(path)), err
    assert "Traceback" not in err
    assert set(tmp_path.iterdir()) == before
    assert not (tmp_path / "pwned").exists()


def test_problem_lines_name_file_line_and_field(tmp_path, capsys):
    path = tmp_path / "cv.yaml"
    path.write_text(BAD_FILES["badmonth.yaml"][0])
    assert main(["validate", str(path)]) == 2
    assert capsys.readouterr().err.strip() == f"{path}:8: sections[0].entries[0].start: month must be 1–12, got 13"


def test_every_problem_is_reported_one_per_line(tmp_path, capsys):
    path = tmp_path / "cv.yaml"
    path.write_text("basics:\n  name: A\n  emial: a@b.org\n  website: ftp://x\n")
    assert main(["validate", str(path)]) == 2
    lines = capsys.readouterr().err.strip().splitlines()
    assert len(lines) == 2
    assert any("did you mean 'email'" in line for line in lines)
    assert any(line.startswith(f"{path}:4: basics.website:") for line in lines)


def test_missing_file(tmp_path, capsys):
    assert main(["validate", str(tmp_path / "nope.yaml")]) == 2
    assert capsys.readouterr().err.strip() == f"{tmp_path / 'nope.yaml'}: no such file"


def test_valid_file(tmp_path, capsys):
    path = tmp_path / "cv.yaml"
    path.write_text(GOOD)
    assert main(["validate", str(path)]) == 0


def test_whole_process_prints_no_traceback(tmp_path):
    path = tmp_path / "bomb.yaml"
    path.write_text(ALIAS_BOMB)
    result = subprocess.run([sys.executable, "-m", "editor.cli", "export", str(path)],
                            capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert result.returncode == 2
    assert "Traceback" not in result.stderr and "not allowed in a résumé file" in result.stderr


def test_usage_errors_exit_2(capsys):
    assert main(["export"]) == 2
    assert main(["export", "a.yaml", "--format", "docx"]) == 2

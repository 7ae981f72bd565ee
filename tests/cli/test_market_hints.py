"""``vitae check`` adds the conventions of the checked language's market as hints:
lines that say ``hint:``, never a failing exit status."""

from __future__ import annotations

from editor.cli import main

CV = """languages: [en, zh]
basics:
  name: {en: Li Wei, zh: 李伟}
  email: li@example.org
  details:
    - {label: {en: Date of birth, zh: 出生年月}, value: '1998.05'}
sections:
  - kind: experience
    entries:
      - kind: experience
        organisation: {en: Bytedance, zh: 字节跳动}
        role: {en: Data engineer, zh: 数据工程师}
        start: 2021-09
        highlights:
          - {en: Built the data pipeline for ads reporting., zh: 搭建广告报表的数据管道。}
"""


def test_check_hints_at_a_birth_date_in_english_and_a_missing_objective_in_chinese(tmp_path, capsys) -> None:
    path = tmp_path / "cv.yaml"
    path.write_text(CV, encoding="utf-8")
    assert main(["check", str(path), "--lang", "en"]) == 0
    hints = [line for line in capsys.readouterr().out.splitlines() if ": hint: " in line]
    assert hints == [f"{path}: hint: en: a birth date is unusual in a résumé in English (the US and the UK): "
                     "leave it out of this language"]
    assert main(["check", str(path), "--lang", "zh"]) == 0
    hints = [line for line in capsys.readouterr().out.splitlines() if ": hint: " in line]
    assert len(hints) == 1 and hints[0].startswith(f"{path}: hint: zh: no job objective")

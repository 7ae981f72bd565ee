"""The importers put certifications, volunteering, languages and references
in their own section kinds (localized headings), and write field labels in the
document's language, which the JSON Resume export reads back."""

from editor.formats.jsonresume import export_jsonresume, import_jsonresume
from editor.formats.rendercv import import_rendercv


def test_jsonresume_in_chinese_gets_chinese_labels_that_export_back() -> None:
    data = {
        "basics": {"name": "林小雨", "summary": "我是一名软件工程师，热爱分布式系统。"},
        "education": [{"institution": "虚构大学", "score": "3.9", "courses": ["算法", "编译原理"]}],
        "certificates": [{"name": "软件设计师", "issuer": "虚构考试中心"}],
        "volunteer": [{"organization": "社区编程课堂", "position": "讲师"}],
        "languages": [{"language": "英语", "fluency": "流利"}],
        "references": [{"name": "王老师", "reference": "认真负责。"}],
    }
    resume = import_jsonresume(data, "cv.json").resume
    assert resume.languages == ["zh"]
    kinds = [s.kind for s in resume.sections]
    assert {"certifications", "volunteering", "languages", "references"} <= set(kinds)
    assert all(s.title is None for s in resume.sections if s.kind != "interests")
    education = next(s for s in resume.sections if s.kind == "education").entries[0]
    assert education.highlights == ["**成绩：**3.9", "**主修课程：**算法; 编译原理"]
    exported = export_jsonresume(resume, "zh")
    assert exported["education"][0]["courses"] == ["算法", "编译原理"]
    assert exported["education"][0]["score"] == "3.9"
    assert exported["certificates"][0]["name"] == "软件设计师"
    assert exported["volunteer"][0]["organization"] == "社区编程课堂"
    assert exported["languages"] == [{"language": "英语", "fluency": "流利"}]
    assert exported["references"] == [{"name": "王老师", "reference": "认真负责。"}]


def test_rendercv_titles_give_the_new_kinds() -> None:
    cv = {"cv": {"name": "Ada Example", "sections": {
        "Certifications": [{"bullet": "Kite pilot"}],
        "Volunteer Work": [{"bullet": "Harbour cleanup"}],
        "Languages": [{"label": "Esperanto", "details": "fluent"}],
        "Programming Languages": [{"label": "Python", "details": "daily"}],
        "References": [{"bullet": "Available on request"}],
    }}}
    resume = import_rendercv(cv, "cv.yaml").resume
    kinds = [s.kind for s in resume.sections]
    assert kinds[:3] == ["certifications", "volunteering", "languages"] and kinds[4] == "references"
    assert kinds[3] != "languages"  # programming languages are skills, not spoken languages
    # A title that is the kind's default heading is not kept: it is localized like every heading.
    assert [s.title for s in resume.sections][::2] == [None, None, None]


def test_a_korean_jsonresume_is_korean_and_gets_korean_headings() -> None:
    from editor.formats.interchange import guess_language
    from editor.model.content import section_heading

    data = {"basics": {"name": "한서윤", "summary": "대용량 로그 파이프라인을 설계하고 운영해 왔습니다."},
            "certificates": [{"name": "정보처리기사"}], "education": [{"institution": "가상과학기술원",
                                                                  "courses": ["분산 시스템"]}]}
    result = import_jsonresume(data, "cv.json")
    resume = result.resume
    assert resume.languages == ["ko"]
    assert any("Korean" in note for note in result.notes)
    headings = [section_heading(s, "ko", "ko") for s in resume.sections]
    assert "자격증" in headings and "학력" in headings
    education = next(s for s in resume.sections if s.kind == "education").entries[0]
    assert education.highlights == ["**이수 과목:** 분산 시스템"]
    assert guess_language({"a": "Python, Kubernetes 한"}) == "en"
    assert guess_language({"a": "黒田です"}) == "ja" and guess_language({"a": "教育背景"}) == "zh"

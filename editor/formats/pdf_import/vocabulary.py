"""Section names CVs use, in English and Chinese, and the kind each means."""

from __future__ import annotations

import re
import unicodedata

_WORDS: dict[str, tuple[str, ...]] = {
    "about": ("about", "about me", "summary", "profile", "professional summary", "personal statement",
              "objective", "career objective", "bio", "biography", "overview", "introduction",
              "个人简介", "自我评价", "个人总结", "简介", "关于我", "个人陈述", "求职意向", "自我介绍"),
    "education": ("education", "educational background", "academic background", "education background",
                  "studies", "academic qualifications", "qualifications", "教育背景", "教育经历", "学历", "教育"),
    "experience": ("experience", "work experience", "professional experience", "employment",
                   "employment history", "work history", "career", "internships", "internship",
                   "internship experience", "industry experience", "relevant experience", "positions",
                   "appointments", "academic appointments", "academic positions", "professional appointments",
                   "professional positions", "work", "employment experience", "experiences",
                   "工作经历", "实习经历", "工作经验", "实习经验", "职业经历", "任职经历", "工作与实习经历"),
    "research": ("research", "research experience", "research projects", "research positions",
                 "科研经历", "研究经历", "科研项目", "科研经验", "研究项目"),
    "projects": ("projects", "project", "project experience", "selected projects", "related projects",
                 "personal projects", "side projects", "open source", "open-source projects",
                 "项目经历", "项目经验", "项目", "开源项目", "个人项目"),
    "publications": ("publications", "selected publications", "papers", "publication", "preprints",
                     "journal articles", "conference papers", "peer-reviewed publications",
                     "学术成果", "论文", "发表论文", "论文发表", "学术论文", "科研成果", "出版物"),
    "awards": ("awards", "honors", "honours", "awards and honors", "honors and awards", "honours and awards",
               "achievements", "scholarships", "awards & honors", "honors & awards", "prizes",
               "certifications and awards", "证书与荣誉", "荣誉与证书", "获奖与证书", "奖项与证书", "荣誉证书",
               "grants and awards", "awards and grants", "grants", "fellowships", "awards and fellowships",
               "honors, awards and grants", "distinctions", "awards and achievements",
               "奖项荣誉", "获奖", "获奖情况", "获奖经历", "荣誉奖项", "荣誉", "奖项", "获奖荣誉", "所获荣誉"),
    "skills": ("skills", "technical skills", "skill", "core skills", "competencies", "expertise",
               "technologies", "tools", "languages and tools", "skills & interests", "skills and interests",
               "专业技能", "技能", "技能特长", "个人技能", "技术栈", "专业技能与其他"),
    "news": ("news", "recent news", "updates", "latest news", "近期动态", "新闻", "动态"),
    "interests": ("research interests", "interests", "hobbies", "研究兴趣", "研究方向", "兴趣爱好"),
    "misc": ("misc", "miscellaneous", "other", "others", "additional information", "activities",
             "service", "services", "academic service", "teaching", "leadership", "其他", "其它", "社会活动",
             "校园经历", "学术服务"),
    "certifications": ("certifications", "certificates", "licenses and certifications", "licences and certifications",
                       "certification", "licenses", "证书", "资格证书", "职业证书"),
    "volunteering": ("volunteering", "volunteer", "volunteer experience", "volunteer work", "志愿者经历", "志愿服务",
                     "志愿经历"),
    "languages": ("languages", "language skills", "language", "语言能力", "语言"),
    "references": ("references", "referees", "推荐人"),
}

_WORDS["contact"] = ("contact", "contacts", "contact information", "contact info", "contact details",
                     "personal information", "personal details", "links", "get in touch", "联系方式", "个人信息",
                     "联系信息", "基本信息")
"""Not a section of the document: its lines are the header's contacts."""

def heading_prefix(text: str, kind: str) -> int:
    """The length of a heading of *kind* that *text* starts with ("PERSONAL INFORMATION Tobias Renner"), or 0."""
    folded = text.casefold()
    best = 0
    for name in _WORDS.get(kind, ()):
        if folded.startswith(name) and len(name) > best and (len(folded) == len(name) or not folded[len(name)].isalnum()):
            best = len(name)
    return best


_BY_NAME = {name: kind for kind, names in _WORDS.items() for name in names}
_BY_COMPACT = {name.replace(" ", ""): kind for name, kind in reversed(list(_BY_NAME.items()))}
_CJK_NAMES = [(name, kind) for name, kind in _BY_NAME.items()
              if len(name) >= 2 and any("\u4e00" <= ch <= "\u9fff" for ch in name)]
_CLEAN = re.compile(r"[\s:：·•|/&,、-]+")


def _key(text: str) -> str:
    return _CLEAN.sub(" ", text.strip().casefold().replace("&", " and ")).strip()


def kind_of_heading(text: str, *, partial: bool = True) -> str | None:
    """The section kind *text* names, or ``None`` when it is no known section name.

    With *partial*, a known name inside a longer heading counts too
    ("Selected Publications (2020–2024)")."""
    key = _key(text)
    if not key or len(key) > 48:
        return None
    if key in _BY_NAME:
        return _BY_NAME[key]
    compact = key.replace(" ", "")
    if compact in _BY_COMPACT:
        return _BY_COMPACT[compact]
    if not partial or re.search(r"[,.，。、:：;；]", text):
        return None
    # "Work Experience & Internships", "Selected Publications (2020–2024)": the first known phrase.
    words = key.split()
    for size in range(min(4, len(words)), 0, -1):
        for start in range(0, len(words) - size + 1):
            phrase = " ".join(words[start:start + size])
            if phrase in _BY_NAME and len(words) <= 5 and len(phrase) >= 0.4 * len(key):
                return _BY_NAME[phrase]
    for name, kind in _CJK_NAMES:
        if name in compact and len(name) >= 0.6 * len(compact):
            return kind
    return None


_DOCUMENT_TITLES = re.compile(
    r"(curriculum vitae|curriculum vitæ|vita|cv|résumé|resume|个人简历|简历|履歴書|職務経歴書|이력서)",
    re.I)


def is_document_title(text: str) -> bool:
    """Whether *text* names the kind of document ("Curriculum Vitae", "Résumé", "简历"),
    which some CVs print large at the top: it is nobody's name."""
    return bool(_DOCUMENT_TITLES.fullmatch(_key(text)))


_ICON = re.compile(r"\(cid:\d+\)|[\ue000-\uf8ff]")


def _is_mark(ch: str) -> bool:
    return unicodedata.category(ch)[0] in "SCP" and ch not in "([（【\"'“‘#&+"


def without_icons(text: str) -> str:
    """*text* less the icons and marks in front of it ("▪ Education", "★ Awards",
    "(cid:12) Skills"): an icon font's glyph says nothing a reader needs."""
    text = _ICON.sub(" ", text).strip()
    i = 0
    while i < len(text) and (text[i].isspace() or _is_mark(text[i])):
        i += 1
    return text[i:]

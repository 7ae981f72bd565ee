#!/usr/bin/env python3
"""Rebuild the fonts shipped in ``resources/fonts/`` from Debian's font packages.

Vitae renders PDFs with reportlab, whose ``TTFont`` embeds only fonts with
TrueType (``glyf``) outlines; CFF/OpenType-PS outlines are refused.  This
script gathers the faces the PDF templates use and writes them, with their
licence texts and a README, into the output folder (``resources/fonts`` of the
repository by default).

Debian packages needed (install as root, after ``apt-get update``)::

    apt-get install -y fonts-noto-core fonts-noto-cjk fonts-dejavu-core

Python packages needed: ``fonttools`` (``reportlab`` too, for the final check,
which is skipped with a warning when reportlab is missing).

What it does:

* Latin sans (Noto Sans) and Latin serif (Noto Serif), Regular / Bold /
  Italic / BoldItalic, and the fallback face DejaVu Sans (Regular / Bold) are
  TrueType already: they are copied byte for byte.
* Simplified Chinese: "Noto Sans CJK SC" Regular and Bold are taken out of the
  Debian ``.ttc`` collections (CFF outlines), subset with ``fontTools.subset``
  to the characters listed in ``cjk_unicodes()`` (ASCII, Latin-1, Latin
  Extended-A and pinyin, general punctuation, CJK symbols and punctuation,
  fullwidth forms, a few symbol blocks, every character of GB2312 -- all 6763
  GB2312 hanzi among them -- and extra hanzi for CV vocabulary and names),
  converted to quadratic TrueType outlines with ``fontTools.pens.cu2quPen``
  (the ``otf2ttf`` approach of the fontTools snippets), renamed "Noto Sans SC"
  and saved as ``NotoSansSC-Regular.ttf`` / ``NotoSansSC-Bold.ttf``.
* Japanese and Korean, the same way from the JP and KR members of the same
  collections (each region draws some shared code points differently):
  "Noto Sans JP" keeps the common blocks above, kana and every character of
  JIS X 0208 (``japanese_unicodes()``); "Noto Sans KR" keeps the common
  blocks, every precomposed Hangul syllable and KS X 1001 without its hanja
  (``korean_unicodes()``).
* ``LICENSES/*.txt`` are written from the fonts' own copyright notices and the
  licence texts in the packages' ``/usr/share/doc/<package>/copyright``.

The output is deterministic: the same Debian package versions and the same
fontTools version give byte-identical files (timestamps are kept from the
source fonts, nothing depends on the clock, on dict/set ordering or on paths).

Usage::

    python scripts/build_fonts.py [--out DIR] [--font-dir DIR ...] [--doc-dir DIR]

Source fonts are looked up, by file name, under the ``--font-dir`` folders
(default: the ``VITAE_FONT_DIRS`` environment variable, ``os.pathsep``
separated, else Debian's ``/usr/share/fonts``), and failing that through
``fc-list``.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import shutil
import subprocess
import sys
import unicodedata
from dataclasses import dataclass
from pathlib import Path

from fontTools import subset
from fontTools.misc.roundTools import otRound
from fontTools.pens.boundsPen import BoundsPen
from fontTools.pens.cu2quPen import Cu2QuPen
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import TTCollection, TTFont, newTable

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = REPO_ROOT / "resources" / "fonts"
DEBIAN_FONT_DIR = "/usr/share/fonts"
DEBIAN_DOC_DIR = "/usr/share/doc"

# Maximum distance, in font units (1000 per em here), between a cubic curve and
# the quadratic spline replacing it: 1 unit = 0.01 pt at 10 pt, invisible.
CU2QU_MAX_ERR = 1.0


# --------------------------------------------------------------------------
# What is shipped
# --------------------------------------------------------------------------

@dataclass(frozen=True)
class Shipped:
    out_name: str       # file name in resources/fonts
    family: str         # family name to register in reportlab
    style: str          # Regular / Bold / Italic / BoldItalic
    source: str         # source file name (in the Debian package)
    package: str        # Debian package
    licence: str        # file name in LICENSES/
    licence_id: str     # SPDX identifier
    note: str = ""


def _copied(file_stem: str, family: str, styles: tuple[str, ...], package: str,
            licence: str, licence_id: str) -> list[Shipped]:
    """One family's faces, copied as they are; the regular face of a family
    with only two keeps the bare name (DejaVuSans.ttf)."""
    faces = []
    for style in styles:
        name = f"{file_stem}.ttf" if style == "Regular" and len(styles) == 2 else f"{file_stem}-{style}.ttf"
        faces.append(Shipped(name, family, style, name, package, licence, licence_id))
    return faces


FOUR_STYLES = ("Regular", "Bold", "Italic", "BoldItalic")
COPIED = (
    _copied("NotoSans", "Noto Sans", FOUR_STYLES, "fonts-noto-core", "OFL-NotoSans.txt", "OFL-1.1")
    + _copied("NotoSerif", "Noto Serif", FOUR_STYLES, "fonts-noto-core", "OFL-NotoSerif.txt", "OFL-1.1")
    + _copied("DejaVuSans", "DejaVu Sans", ("Regular", "Bold"), "fonts-dejavu-core",
              "Bitstream-Vera-DejaVuSans.txt", "Bitstream-Vera")
)

CJK_SOURCE_FAMILY = "Noto Sans CJK SC"
CJK_FAMILY = "Noto Sans SC"
_CJK_NOTE = "subset + converted from CFF to TrueType outlines by scripts/build_fonts.py"


def _cjk_faces(region: str) -> list[Shipped]:
    """Regular and Bold of one regional Noto Sans CJK member (SC, JP, KR):
    each region has its own glyph forms for the same code point."""
    return [Shipped(f"NotoSans{region}-{style}.ttf", f"Noto Sans {region}", style, f"NotoSansCJK-{style}.ttc",
                    "fonts-noto-cjk", f"OFL-NotoSans{region}.txt", "OFL-1.1", _CJK_NOTE)
            for style in ("Regular", "Bold")]


CJK = _cjk_faces("SC")
TRADITIONAL = _cjk_faces("TC")
JAPANESE = _cjk_faces("JP")
KOREAN = _cjk_faces("KR")
CJK_FACES = CJK + TRADITIONAL + JAPANESE + KOREAN
# Shipped family -> member of Debian's .ttc collections it is cut from.
SOURCE_FAMILY = {"Noto Sans SC": CJK_SOURCE_FAMILY, "Noto Sans TC": "Noto Sans CJK TC", "Noto Sans JP": "Noto Sans CJK JP",
                 "Noto Sans KR": "Noto Sans CJK KR"}

ALL = COPIED + CJK_FACES

# Licence file -> (Debian package, License: paragraph name in its copyright file
# or None to take the licence text from the font's own name table, ID 13).
LICENCES = {
    "OFL-NotoSans.txt": ("fonts-noto-core", "OFL-1.1"),
    "OFL-NotoSerif.txt": ("fonts-noto-core", "OFL-1.1"),
    "OFL-NotoSansSC.txt": ("fonts-noto-cjk", "SIL-1.1"),
    "OFL-NotoSansTC.txt": ("fonts-noto-cjk", "SIL-1.1"),
    "OFL-NotoSansJP.txt": ("fonts-noto-cjk", "SIL-1.1"),
    "OFL-NotoSansKR.txt": ("fonts-noto-cjk", "SIL-1.1"),
    "Bitstream-Vera-DejaVuSans.txt": ("fonts-dejavu-core", None),
}


# --------------------------------------------------------------------------
# Character set of the CJK subset
# --------------------------------------------------------------------------

# Words a Chinese CV commonly uses; every character must end up in the font
# (the build fails otherwise).  Nearly all are GB2312 already: the list guards
# against a change of the GB2312 selection, and documents the intent.
CV_VOCABULARY = (
    "个人简历 求职意向 基本信息 个人信息 姓名 性别 男 女 出生年月 年龄 民族 汉族 籍贯 "
    "政治面貌 中共党员 共青团员 群众 婚姻状况 未婚 已婚 现居住地 联系方式 电话 手机 "
    "邮箱 电子邮件 微信 地址 邮编 主页 个人网站 "
    "教育背景 教育经历 学历 学位 本科 硕士 博士 博士后 研究生 大专 学士 专业 主修 辅修 "
    "双学位 在读 毕业 预计 至今 就读 大学 学院 研究院 研究所 中学 高中 交换生 访问学者 "
    "绩点 排名 前 名 专业排名 平均分 主修课程 相关课程 毕业论文 导师 "
    "工作经历 工作经验 实习经历 项目经历 项目经验 科研经历 研究经历 社会实践 校园经历 "
    "学生工作 志愿者 社团 职务 职位 岗位 职责 主要职责 工作内容 业绩 成果 "
    "公司 有限公司 集团 部门 团队 负责人 主管 经理 总监 工程师 高级 助理 实习生 组长 "
    "研发 开发 设计 测试 运营 市场 销售 财务 人力资源 行政 法务 咨询 产品 数据 分析 "
    "算法 架构 后端 前端 全栈 运维 嵌入式 硬件 软件 系统 平台 服务器 数据库 "
    "机器学习 深度学习 人工智能 自然语言处理 计算机视觉 大数据 云计算 网络 安全 "
    "学术成果 论文 发表 期刊 会议 第一作者 通讯作者 共同作者 专利 发明 实用新型 "
    "著作 出版 审稿 引用 影响因子 收录 核心 "
    "奖项荣誉 获奖情况 荣誉奖项 奖学金 国家奖学金 一等奖 二等奖 三等奖 特等奖 优秀奖 "
    "金奖 银奖 铜奖 优秀学生干部 三好学生 优秀毕业生 竞赛 数学建模 挑战杯 "
    "专业技能 技能证书 技能特长 语言能力 外语 英语 日语 德语 法语 韩语 俄语 西班牙语 "
    "普通话 粤语 四级 六级 雅思 托福 熟练 精通 掌握 熟悉 了解 良好 流利 母语 "
    "计算机 办公软件 驾驶证 证书 资格证 注册会计师 "
    "自我评价 个人评价 兴趣爱好 爱好 特长 阅读 运动 跑步 游泳 篮球 足球 摄影 旅行 音乐 "
    "期望薪资 期望城市 到岗时间 随时到岗 面议 月 年 日 "
    "负责 参与 主导 带领 协调 沟通 完成 实现 优化 提升 降低 提高 增长 推动 搭建 "
    "维护 独立 协作 创新 学习能力 抗压能力 责任心 执行力 领导力 "
    "北京 上海 广州 深圳 杭州 南京 武汉 成都 西安 天津 重庆 苏州 "
    "清华 北大 复旦 浙江 交通 中山 厦门 哈尔滨 "
    "一二三四五六七八九十百千万亿零 〇 "
    "，。、；：？！“”‘’（）《》【】—…·～ ％ ＋ － ／"
)

# Hanzi outside GB2312 that are frequent in personal names and some fields
# (all in the Table of General Standard Chinese Characters).
EXTRA_HANZI = (
    "喆堃淏昇犇镕旻昉翀珺瑨璟彧曌垚玥祎琤晞赟珅甯邨峣珣玙芃瑄琇琍玠瑀璠湉焜烜煊"
    "暐頔昶晙晢晧皓喦嵚嵛岍岺玶珛珝珵琎琬琲瑒瑢璘璞璨璩瓅甦砼昺炅炟炘煜熠燚"
    "婧婕婳嫚嬿姞姮姝媖媞媛媱嫣妘妤妧姃娅娈娴嬅孃"
    "桠梃棽楙榆槊樾檀檩橦欤歆沄沅沣泓泠洺浛涴淇淼渟渼湜溍滢潆澍濛灏"
    "翃翚翥翾耔胤芊芷苡茆茈茜荃莜菀萁萩蒨蓁蔓蕤薏薷蘅钖钘铖铚锃锜锳镠镡镱"
    "骎骐骙鸰鹍鹓"
)

# Unicode blocks (inclusive) kept whole, where the source font has the glyph.
CJK_RANGES = [
    (0x0020, 0x007E, "Basic Latin (ASCII printable)"),
    (0x00A0, 0x00FF, "Latin-1 Supplement"),
    (0x0100, 0x017F, "Latin Extended-A"),
    (0x01CD, 0x01DC, "Latin Extended-B: pinyin vowels with caron/diaeresis"),
    (0x02C6, 0x02DD, "Spacing modifier letters: tone marks"),
    (0x2000, 0x206F, "General Punctuation"),
    (0x20A0, 0x20CF, "Currency Symbols"),
    (0x2100, 0x214F, "Letterlike Symbols"),
    (0x2150, 0x218F, "Number Forms"),
    (0x2190, 0x21FF, "Arrows"),
    (0x2460, 0x24FF, "Enclosed Alphanumerics"),
    (0x2500, 0x257F, "Box Drawing"),
    (0x25A0, 0x25FF, "Geometric Shapes"),
    (0x2600, 0x26FF, "Miscellaneous Symbols"),
    (0x2700, 0x27BF, "Dingbats"),
    (0x3000, 0x303F, "CJK Symbols and Punctuation"),
    (0xFF00, 0xFFEF, "Halfwidth and Fullwidth Forms"),
]


def gb2312_chars() -> list[int]:
    """Every character of GB2312 (rows 1-9 symbols, rows 16-87 hanzi)."""
    out = []
    for hi in range(0xA1, 0xF8):
        for lo in range(0xA1, 0xFF):
            try:
                ch = bytes((hi, lo)).decode("gb2312")
            except UnicodeDecodeError:
                continue
            out.append(ord(ch))
    return out


def is_gb2312(ch: str) -> bool:
    try:
        ch.encode("gb2312")
    except UnicodeEncodeError:
        return False
    return True


def cjk_unicodes() -> list[int]:
    """Sorted code points requested for the CJK subset."""
    wanted = set()
    for lo, hi, _ in CJK_RANGES:
        wanted.update(range(lo, hi + 1))
    wanted.update(gb2312_chars())
    wanted.update(ord(c) for c in CV_VOCABULARY if not c.isspace())
    wanted.update(ord(c) for c in EXTRA_HANZI)
    wanted.update((0x30FB, 0x2027))  # katakana middle dot, hyphenation point
    return sorted(wanted)


def must_have_chars() -> list[int]:
    """Characters the build refuses to lose: GB2312 hanzi, ASCII, vocabulary."""
    hanzi = [cp for cp in gb2312_chars() if unicodedata.name(chr(cp), "").startswith("CJK UNIFIED")]
    assert len(hanzi) == 6763, len(hanzi)
    must = set(hanzi)
    must.update(range(0x20, 0x7F))
    must.update(ord(c) for c in CV_VOCABULARY if not c.isspace())
    must.update(ord(c) for c in EXTRA_HANZI)
    return sorted(must)


# Traditional Chinese: every character of Big5's frequently used set (rows
# A1-C6: symbols and 5401 hanzi), drawn with Taiwan's glyph forms. Rarer hanzi
# (Big5 level 2) fall back to the other faces.
TRADITIONAL_VOCABULARY = (
    "履歷 自傳 個人簡介 學歷 工作經歷 研究經歷 專案經歷 學術著作 獲獎紀錄 專業技能 近期動態 "
    "研究興趣 其他 證照 志工經歷 語言能力 推薦人 關鍵字 主修課程 成績 類型 公益領域 社團活動 "
    "至今 預計 共同第一作者 敬啟者 您好 此致 敬禮 國立 臺灣 台灣 大學 碩士 博士 學士 實習 "
    "軟體 工程師 資訊 網路 電機 經濟 管理 設計 開發 專案 負責"
)


def big5_frequent_chars() -> list[int]:
    """Big5 rows A1-C6: symbols, punctuation, bopomofo and the 5401 frequently used hanzi."""
    out = []
    for hi in range(0xA1, 0xC7):
        for lo in (*range(0x40, 0x7F), *range(0xA1, 0xFF)):
            try:
                out.append(ord(bytes((hi, lo)).decode("big5")))
            except UnicodeDecodeError:
                continue
    return out


def traditional_unicodes() -> list[int]:
    wanted = {cp for lo, hi, _ in CJK_RANGES for cp in range(lo, hi + 1)}
    wanted.update(big5_frequent_chars())
    wanted.update(ord(c) for c in TRADITIONAL_VOCABULARY if not c.isspace())
    return sorted(wanted)


def traditional_must_have() -> list[int]:
    hanzi = [cp for cp in big5_frequent_chars() if _is_ideograph(cp)]
    assert len(hanzi) >= 5401, len(hanzi)
    return sorted(set(hanzi) | set(range(0x20, 0x7F))
                  | {ord(c) for c in TRADITIONAL_VOCABULARY if not c.isspace()})


# Japanese: kana whole, and every character of JIS X 0208 (levels 1 and 2:
# 6355 kanji, the kanji of nearly every name and word in a résumé).
JAPANESE_RANGES = [
    (0x3040, 0x309F, "Hiragana"),
    (0x30A0, 0x30FF, "Katakana"),
    (0x31F0, 0x31FF, "Katakana Phonetic Extensions"),
]
JAPANESE_VOCABULARY = (
    "履歴書 職務経歴書 氏名 生年月日 現住所 連絡先 電話 携帯 メール 学歴 職歴 免許 資格 "
    "志望動機 自己PR 趣味 特技 本人希望 株式会社 有限会社 入社 退社 入学 卒業 修了 在籍 "
    "中途退学 現在に至る 以上 語学 英語 日本語 中国語 韓語 韓国語 ボランティア 推薦者 "
    "ー・「」『』〜々〆ヶ"
)

# Korean: every precomposed Hangul syllable (11172), the compatibility jamo,
# and the non-hanja characters of KS X 1001. Hanja come from the Japanese or
# Chinese face (Korean résumés seldom use them).
KOREAN_RANGES = [
    (0x3130, 0x318F, "Hangul Compatibility Jamo"),
    (0xAC00, 0xD7A3, "Hangul Syllables"),
]


def _double_byte_chars(codec: str, rows: range) -> list[int]:
    out = []
    for hi in rows:
        for lo in range(0xA1, 0xFF):
            try:
                out.append(ord(bytes((hi, lo)).decode(codec)))
            except UnicodeDecodeError:
                continue
    return out


def jis0208_chars() -> list[int]:
    """Every character of JIS X 0208 (EUC-JP rows 1-84)."""
    return _double_byte_chars("euc_jp", range(0xA1, 0xF5))


def ksx1001_non_hanja() -> list[int]:
    """KS X 1001 without its hanja (EUC-KR rows 1-40: symbols, jamo, Hangul)."""
    return _double_byte_chars("euc_kr", range(0xA1, 0xC9))


def _is_ideograph(cp: int) -> bool:
    return unicodedata.name(chr(cp), "").startswith("CJK UNIFIED")


def japanese_unicodes() -> list[int]:
    wanted = {cp for lo, hi, _ in CJK_RANGES + JAPANESE_RANGES for cp in range(lo, hi + 1)}
    wanted.update(jis0208_chars())
    wanted.update(ord(c) for c in JAPANESE_VOCABULARY if not c.isspace())
    return sorted(wanted)


def japanese_must_have() -> list[int]:
    kanji = [cp for cp in jis0208_chars() if _is_ideograph(cp)]
    assert len(kanji) >= 6355, len(kanji)  # Python's EUC-JP adds a few IBM extensions
    kana = [cp for cp in range(0x3041, 0x3097)] + [cp for cp in range(0x30A1, 0x30FB)]
    return sorted(set(kanji) | set(kana) | set(range(0x20, 0x7F))
                  | {ord(c) for c in JAPANESE_VOCABULARY if not c.isspace()})


def korean_unicodes() -> list[int]:
    wanted = {cp for lo, hi, _ in CJK_RANGES + KOREAN_RANGES for cp in range(lo, hi + 1)}
    wanted.update(ksx1001_non_hanja())
    return sorted(wanted)


def korean_must_have() -> list[int]:
    return sorted(set(range(0xAC00, 0xD7A4)) | set(range(0x3131, 0x318F)) | set(range(0x20, 0x7F)))


# Shipped family -> (code points requested, code points the build refuses to lose).
SUBSETS = {
    "Noto Sans SC": (lambda: cjk_unicodes(), lambda: must_have_chars()),
    "Noto Sans TC": (traditional_unicodes, traditional_must_have),
    "Noto Sans JP": (japanese_unicodes, japanese_must_have),
    "Noto Sans KR": (korean_unicodes, korean_must_have),
}


# --------------------------------------------------------------------------
# Finding the Debian files
# --------------------------------------------------------------------------

def find_font(name: str, font_dirs: list[Path]) -> Path:
    for d in font_dirs:
        if not d.is_dir():
            continue
        hits = sorted(p for p in d.rglob(name) if p.is_file())
        if hits:
            return hits[0]
    try:
        res = subprocess.run(["fc-list", "--format", "%{file}\n"], check=True,
                             capture_output=True, text=True)
        hits = sorted(p for p in res.stdout.splitlines() if Path(p).name == name)
        if hits:
            return Path(hits[0])
    except (OSError, subprocess.CalledProcessError):
        pass
    pkgs = " ".join(sorted({s.package for s in ALL}))
    sys.exit(f"error: source font {name!r} not found; install the Debian packages: "
             f"apt-get install -y {pkgs} (or pass --font-dir)")


def debian_licence_text(doc_dir: Path, package: str, licence: str) -> str:
    """Text of the 'License: <licence>' stand-alone paragraph of a DEP-5 file."""
    path = doc_dir / package / "copyright"
    if not path.is_file():
        sys.exit(f"error: {path} missing (is the Debian package {package} installed?)")
    lines = path.read_text(encoding="utf-8").splitlines()
    body = None
    for line in lines:
        if body is None:
            if line.strip() == f"License: {licence}":
                body = []
            continue
        if not line.startswith((" ", "\t")):
            if body:
                break  # next paragraph
            body = None  # a 'License:' line of a Files paragraph, keep looking
            continue
        text = line[1:] if line.startswith(" ") else line.lstrip("\t")
        body.append("" if text.strip() == "." else text.rstrip())
    if not body:
        sys.exit(f"error: no 'License: {licence}' text in {path}")
    return "\n".join(body).strip("\n") + "\n"


# --------------------------------------------------------------------------
# CFF -> TrueType conversion (after fontTools Snippets/otf2ttf.py)
# --------------------------------------------------------------------------

def open_ttc_member(path: Path, family: str) -> TTFont:
    coll = TTCollection(str(path), lazy=True)
    for idx, f in enumerate(coll.fonts):
        if f["name"].getDebugName(1) == family:
            # Reopen the member on its own, fully loaded and editable.
            return TTFont(str(path), fontNumber=idx, recalcTimestamp=False)
    sys.exit(f"error: no font of family {family!r} in {path}")


def subset_font(font: TTFont, unicodes: list[int]) -> None:
    opts = subset.Options()
    opts.name_IDs = ["*"]            # keep copyright / licence names
    opts.name_languages = [0x0409]   # English names only
    opts.name_legacy = True
    opts.layout_features = ["kern", "ccmp", "liga"]  # no locl/vert: no extra glyphs
    opts.notdef_outline = True
    opts.recalc_bounds = True
    opts.recalc_timestamp = False
    opts.hinting = False             # CFF hints mean nothing in glyf
    opts.desubroutinize = True
    opts.glyph_names = False
    opts.drop_tables += ["VORG", "BASE"]
    s = subset.Subsetter(opts)
    s.populate(unicodes=unicodes)
    s.subset(font)


def cff_to_glyf(font: TTFont) -> None:
    assert font.sfntVersion == "OTTO" and "CFF " in font
    order = font.getGlyphOrder()
    gs = font.getGlyphSet()
    glyphs = {}
    cff_ymax = {}
    for name in order:
        bp = BoundsPen(gs)
        gs[name].draw(bp)
        cff_ymax[name] = bp.bounds[3] if bp.bounds else None
        pen = TTGlyphPen(None)
        # CFF contours run counter-clockwise, TrueType ones clockwise.
        gs[name].draw(Cu2QuPen(pen, CU2QU_MAX_ERR, reverse_direction=True, all_quadratic=True))
        glyphs[name] = pen.glyph(dropImpliedOnCurves=True)

    font["loca"] = newTable("loca")
    font["glyf"] = glyf = newTable("glyf")
    glyf.glyphOrder = order
    glyf.glyphs = glyphs
    del font["CFF "]
    if "VORG" in font:
        del font["VORG"]
    for g in glyphs.values():
        g.recalcBounds(glyf)

    # Side bearings follow the new bounding boxes (glyf fonts: lsb == xMin).
    hmtx = font["hmtx"]
    for name, g in glyphs.items():
        adv, _ = hmtx.metrics[name]
        hmtx.metrics[name] = (adv, getattr(g, "xMin", 0))
    if "vmtx" in font:
        # Keep each glyph's vertical origin (tsb + yMax of the CFF outline).
        vmtx = font["vmtx"]
        for name, g in glyphs.items():
            adv, tsb = vmtx.metrics[name]
            if cff_ymax[name] is not None and hasattr(g, "yMax"):
                tsb = otRound(tsb + cff_ymax[name] - g.yMax)
            vmtx.metrics[name] = (adv, tsb)

    maxp = newTable("maxp")
    maxp.tableVersion = 0x00010000
    maxp.numGlyphs = len(order)
    maxp.maxZones = 1
    for attr in ("maxTwilightPoints", "maxStorage", "maxFunctionDefs", "maxInstructionDefs",
                 "maxStackElements", "maxSizeOfInstructions"):
        setattr(maxp, attr, 0)
    font["maxp"] = maxp
    maxp.recalc(font)

    post = font["post"]
    post.formatType = 3.0   # no glyph names: smaller, and reportlab does not need them
    post.extraNames = []
    post.mapping = {}
    post.glyphOrder = order

    font["head"].glyphDataFormat = 0
    font.sfntVersion = "\x00\x01\x00\x00"


def rename(font: TTFont, style: str, family: str = CJK_FAMILY) -> None:
    name = font["name"]
    source_family = SOURCE_FAMILY[family]
    subset_of = {"Noto Sans SC": "GB2312", "Noto Sans TC": "Big5 frequently used characters",
                 "Noto Sans JP": "kana, JIS X 0208",
                 "Noto Sans KR": "Hangul syllables, KS X 1001 without hanja"}[family]
    ps = f"{family.replace(' ', '')}-{style}"
    version = name.getDebugName(5).split(";")[0]  # "Version 2.004"
    full = family if style == "Regular" else f"{family} {style}"
    records = {
        1: family,
        2: style,
        3: f"{version.replace('Version ', '')};Vitae;{ps}",
        4: full,
        5: f"{version}; TrueType outlines, subset (Vitae scripts/build_fonts.py)",
        6: ps,
        10: (f"Derived from {source_family} {style} ({version}, Debian fonts-noto-cjk): "
             f"subset to {subset_of} and CV characters, outlines converted from CFF to TrueType."),
    }
    for nid in (16, 17, 21, 22):  # typographic names would contradict the new ones
        name.removeNames(nameID=nid)
    for nid, text in records.items():
        name.removeNames(nameID=nid)
        name.setName(text, nid, 3, 1, 0x409)


def build_cjk(src: Path, style: str, dest: Path, family: str = CJK_FAMILY) -> TTFont:
    font = open_ttc_member(src, SOURCE_FAMILY[family])
    assert font["name"].getDebugName(2) == style, (src, font["name"].getDebugName(2))
    subset_font(font, SUBSETS[family][0]())
    cff_to_glyf(font)
    rename(font, style, family)
    font.recalcTimestamp = False     # keep the source head.modified: deterministic
    font.save(str(dest), reorderTables=True)
    return TTFont(str(dest))


# --------------------------------------------------------------------------
# Checks, licences, README
# --------------------------------------------------------------------------

def check_font(path: Path, must: list[int] | None = None) -> None:
    f = TTFont(str(path))
    if "glyf" not in f or "CFF " in f:
        sys.exit(f"error: {path.name} has no TrueType outlines")
    cmap = f.getBestCmap()
    if must:
        missing = [cp for cp in must if cp not in cmap]
        if missing:
            sys.exit(f"error: {path.name} lacks {len(missing)} characters, e.g. "
                     + "".join(chr(c) for c in missing[:40]))
    try:
        from reportlab.pdfbase.ttfonts import TTFont as RLTTFont
    except ImportError:
        print("warning: reportlab not installed, TTFont load check skipped", file=sys.stderr)
        return
    RLTTFont(path.stem, str(path))


def write_licences(out: Path, doc_dir: Path) -> None:
    lic_dir = out / "LICENSES"
    lic_dir.mkdir(parents=True, exist_ok=True)
    for lic_name, (package, paragraph) in sorted(LICENCES.items()):
        users = [s for s in ALL if s.licence == lic_name]
        if paragraph is not None and not (doc_dir / package / "copyright").is_file() \
                and (lic_dir / lic_name).is_file():
            # Fonts copied unchanged from an existing output folder: their licence stays.
            print(f"kept      LICENSES/{lic_name} ({package} not installed)")
            continue
        first = TTFont(str(out / users[0].out_name), lazy=True)
        notice = (first["name"].getDebugName(0) or "").strip()
        files = ", ".join(s.out_name for s in users)
        head = [f"Licence of: {files}",
                f"Source: Debian package {package}",
                ""]
        if paragraph is None:
            body = (first["name"].getDebugName(13) or "").strip() + "\n"
            text = "\n".join(head) + "\n" + body
        else:
            text = ("\n".join(head) + "\n" + notice + "\n\n"
                    + "This Font Software is licensed under the SIL Open Font License, "
                      "Version 1.1.\nThis license is copied below.\n\n"
                    + debian_licence_text(doc_dir, package, paragraph))
        if users[0] in CJK_FACES:
            text = text.replace(
                "\n\n" + notice, "\n\nModified Version: " + files
                + " are a subset of " + SOURCE_FAMILY[users[0].family]
                + " with outlines converted from CFF to TrueType by scripts/build_fonts.py.\n\n"
                + notice, 1)
        (lic_dir / lic_name).write_text(text, encoding="utf-8")


def ranges_summary(font_path: Path) -> list[str]:
    cmap = TTFont(str(font_path), lazy=True).getBestCmap()
    rows = []
    for lo, hi, label in CJK_RANGES:
        n = sum(1 for cp in range(lo, hi + 1) if cp in cmap)
        rows.append(f"| U+{lo:04X}–U+{hi:04X} | {label} | {n} |")
    gb = gb2312_chars()
    gb_hanzi = [cp for cp in gb if unicodedata.name(chr(cp), "").startswith("CJK UNIFIED")]
    rows.append(f"| (GB2312) | all GB2312 characters | {sum(1 for cp in gb if cp in cmap)} of {len(gb)} |")
    rows.append(f"| (GB2312 hanzi) | GB2312 levels 1 and 2 | "
                f"{sum(1 for cp in gb_hanzi if cp in cmap)} of {len(gb_hanzi)} |")
    extra = sorted({ord(c) for c in EXTRA_HANZI if not is_gb2312(c)})
    rows.append(f"| (extra hanzi) | non-GB2312 hanzi for names | "
                f"{sum(1 for cp in extra if cp in cmap)} of {len(extra)} |")
    total_hanzi = sum(1 for cp in cmap if unicodedata.name(chr(cp), "").startswith("CJK UNIFIED"))
    rows.append(f"| | total CJK unified ideographs | {total_hanzi} |")
    rows.append(f"| | total characters mapped | {len(cmap)} |")
    return rows


def regional_summary(font_path: Path, ranges: list, sets: list[tuple[str, list[int]]]) -> list[str]:
    """Rows of a coverage table: blocks kept whole, then named character sets."""
    cmap = TTFont(str(font_path), lazy=True).getBestCmap()
    rows = [f"| U+{lo:04X}–U+{hi:04X} | {label} | {sum(1 for cp in range(lo, hi + 1) if cp in cmap)} |"
            for lo, hi, label in ranges]
    for label, cps in sets:
        rows.append(f"| | {label} | {sum(1 for cp in cps if cp in cmap)} of {len(cps)} |")
    rows.append(f"| | total CJK unified ideographs | {sum(1 for cp in cmap if _is_ideograph(cp))} |")
    rows.append(f"| | total characters mapped | {len(cmap)} |")
    return rows


def write_readme(out: Path) -> None:
    lines = [
        "# Fonts embedded in Vitae's PDFs",
        "",
        "Generated by `scripts/build_fonts.py` from Debian's font packages "
        "(`apt-get install -y fonts-noto-core fonts-noto-cjk fonts-dejavu-core`, then "
        "`python scripts/build_fonts.py`). Do not edit by hand: edit the script and re-run it.",
        "",
        "All files have TrueType (`glyf`) outlines, so reportlab's "
        "`reportlab.pdfbase.ttfonts.TTFont` loads and embeds (subsets) them.",
        "",
        "| File | Family | Style | Size (bytes) | Source (Debian package: file) | Licence | Licence file |",
        "| --- | --- | --- | ---: | --- | --- | --- |",
    ]
    for s in ALL:
        size = (out / s.out_name).stat().st_size
        src = f"{s.package}: {s.source}"
        if s.note:
            src += f" ({SOURCE_FAMILY[s.family]} {s.style}; {s.note})"
        lines.append(f"| `{s.out_name}` | {s.family} | {s.style} | {size} | {src} | "
                     f"{s.licence_id} | [`LICENSES/{s.licence}`](LICENSES/{s.licence}) |")
    lines += [
        "",
        "## Recommended reportlab registration",
        "",
        "```python",
        "from pathlib import Path",
        "from reportlab.pdfbase import pdfmetrics",
        "from reportlab.pdfbase.ttfonts import TTFont",
        "",
        "FONTS = Path('resources/fonts')  # relative to the repository / package root",
        "FAMILIES = {",
        "    # family: (regular, bold, italic, bold italic)",
        "    'NotoSans': ('NotoSans-Regular.ttf', 'NotoSans-Bold.ttf',",
        "                 'NotoSans-Italic.ttf', 'NotoSans-BoldItalic.ttf'),",
        "    'NotoSerif': ('NotoSerif-Regular.ttf', 'NotoSerif-Bold.ttf',",
        "                  'NotoSerif-Italic.ttf', 'NotoSerif-BoldItalic.ttf'),",
        "    # no italic design for CJK: upright faces stand in for the italics",
        "    'NotoSansSC': ('NotoSansSC-Regular.ttf', 'NotoSansSC-Bold.ttf',",
        "                   'NotoSansSC-Regular.ttf', 'NotoSansSC-Bold.ttf'),",
        "    'NotoSansTC': ('NotoSansTC-Regular.ttf', 'NotoSansTC-Bold.ttf',",
        "                   'NotoSansTC-Regular.ttf', 'NotoSansTC-Bold.ttf'),",
        "    'NotoSansJP': ('NotoSansJP-Regular.ttf', 'NotoSansJP-Bold.ttf',",
        "                   'NotoSansJP-Regular.ttf', 'NotoSansJP-Bold.ttf'),",
        "    'NotoSansKR': ('NotoSansKR-Regular.ttf', 'NotoSansKR-Bold.ttf',",
        "                   'NotoSansKR-Regular.ttf', 'NotoSansKR-Bold.ttf'),",
        "    # fallback for symbols (✉ ☎ arrows, math, box drawing, ...): no italics shipped",
        "    'DejaVuSans': ('DejaVuSans.ttf', 'DejaVuSans-Bold.ttf',",
        "                   'DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'),",
        "}",
        "for fam, files in FAMILIES.items():",
        "    names = [fam, fam + '-Bold', fam + '-Italic', fam + '-BoldItalic']",
        "    for name, fn in zip(names, files):",
        "        pdfmetrics.registerFont(TTFont(name, str(FONTS / fn)))",
        "    pdfmetrics.registerFontFamily(fam, normal=names[0], bold=names[1],",
        "                                  italic=names[2], boldItalic=names[3])",
        "```",
        "",
        "## Coverage of the CJK faces (NotoSansSC-Regular / -Bold)",
        "",
        "Characters kept from Noto Sans CJK SC, by block (count = code points mapped "
        "in the shipped font; blocks are kept whole where the source font has the glyph):",
        "",
        "| Range | Block | Mapped |",
        "| --- | --- | ---: |",
        *ranges_summary(out / CJK[0].out_name),
        "",
        "The GB2312 set also brings Greek, Cyrillic, kana, bopomofo, pinyin and box "
        "drawing characters in CJK style. Text outside these sets (e.g. rare hanzi, "
        "emoji) must fall back to another face; DejaVu Sans covers most non-CJK symbols.",
        "",
        "## Coverage of the Traditional Chinese faces (NotoSansTC-Regular / -Bold)",
        "",
        "Cut from Noto Sans CJK TC (Taiwan's glyph forms), with the blocks of the "
        "Chinese faces above plus:",
        "",
        "| Range | Block | Mapped |",
        "| --- | --- | ---: |",
        *regional_summary(out / TRADITIONAL[0].out_name, [], [
            ("Big5 frequently used set (rows A1-C6)", big5_frequent_chars()),
            ("its hanzi", [cp for cp in big5_frequent_chars() if _is_ideograph(cp)]),
        ]),
        "",
        "Hanzi of Big5's less frequent set come from the other CJK faces.",
        "",
        "## Coverage of the Japanese faces (NotoSansJP-Regular / -Bold)",
        "",
        "Cut from Noto Sans CJK JP (Japanese glyph forms), with the blocks of the "
        "Chinese faces above plus:",
        "",
        "| Range | Block | Mapped |",
        "| --- | --- | ---: |",
        *regional_summary(out / JAPANESE[0].out_name, JAPANESE_RANGES, [
            ("all JIS X 0208 characters", jis0208_chars()),
            ("JIS X 0208 kanji (levels 1 and 2)", [cp for cp in jis0208_chars() if _is_ideograph(cp)]),
        ]),
        "",
        "## Coverage of the Korean faces (NotoSansKR-Regular / -Bold)",
        "",
        "Cut from Noto Sans CJK KR (Korean glyph forms), with the blocks of the "
        "Chinese faces above plus:",
        "",
        "| Range | Block | Mapped |",
        "| --- | --- | ---: |",
        *regional_summary(out / KOREAN[0].out_name, KOREAN_RANGES, [
            ("KS X 1001 without hanja", ksx1001_non_hanja()),
        ]),
        "",
        "Hanja are not in the Korean faces; Vitae draws them with the Japanese or "
        "Chinese face.",
        "",
        "The Chinese, Japanese and Korean faces are Modified Versions under the SIL OFL 1.1: "
        "subsets of Noto Sans CJK SC / TC / JP / KR converted from CFF to TrueType outlines "
        f"(max. deviation {CU2QU_MAX_ERR:g} unit per 1000 em), renamed \"Noto Sans SC\" / "
        "\"Noto Sans TC\" / \"Noto Sans JP\" / \"Noto Sans KR\". "
        "Noto Sans and Noto Serif (OFL 1.1) and DejaVu Sans (Bitstream Vera licence, "
        "DejaVu changes in the public domain, Arev glyphs under the Arev licence) are "
        "shipped unchanged.",
        "",
        "## SHA-256",
        "",
        "```",
    ]
    for s in ALL:
        digest = hashlib.sha256((out / s.out_name).read_bytes()).hexdigest()
        lines.append(f"{digest}  {s.out_name}")
    lines += ["```", ""]
    (out / "README.md").write_text("\n".join(lines), encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT, help="output folder")
    ap.add_argument("--font-dir", type=Path, action="append", default=None,
                    help="folder to search for the Debian font files (repeatable)")
    ap.add_argument("--doc-dir", type=Path,
                    default=Path(os.environ.get("VITAE_DOC_DIR", DEBIAN_DOC_DIR)),
                    help="Debian doc folder holding <package>/copyright")
    ap.add_argument("--only", action="append", default=None, metavar="FILE",
                    help="build only this output file (repeatable); the others are kept as they are")
    args = ap.parse_args(argv)
    font_dirs = args.font_dir or [Path(p) for p in os.environ.get(
        "VITAE_FONT_DIRS", DEBIAN_FONT_DIR).split(os.pathsep) if p]
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)

    for s in COPIED:
        if args.only and s.out_name not in args.only:
            continue
        src = find_font(s.source, font_dirs)
        shutil.copyfile(src, out / s.out_name)
        check_font(out / s.out_name, list(range(0x20, 0x7F)))
        print(f"copied    {s.out_name:28} {(out / s.out_name).stat().st_size:>9} bytes")

    for s in CJK_FACES:
        if args.only and s.out_name not in args.only:
            continue
        src = find_font(s.source, font_dirs)
        build_cjk(src, s.style, out / s.out_name, s.family)
        check_font(out / s.out_name, SUBSETS[s.family][1]())
        print(f"converted {s.out_name:28} {(out / s.out_name).stat().st_size:>9} bytes")

    write_licences(out, args.doc_dir)
    write_readme(out)
    print(f"wrote {out / 'LICENSES'} and {out / 'README.md'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

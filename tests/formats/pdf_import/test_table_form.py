"""A Chinese résumé set as a Word table form (表格简历): label cells beside their
values in the header, and a cell wrapped over two lines in an entry's row."""

from __future__ import annotations

from tests.formats.pdf_import.test_layouts import _read


def test_label_cells_give_their_values_fields_and_a_wrapped_cell_stays_whole():
    resume = _read([
        (260, 40, "个人简历", 18, True),
        (56, 70, "基本信息", 12, True),
        (90, 90, "姓名", 10, False), (155, 90, "贺云舟", 10, False),
        (327, 90, "求职意向", 10, False), (402, 90, "高性能计算工程师", 10, False),
        (90, 107, "邮箱", 10, False), (155, 107, "he.yunzhou@example.org", 10, False),
        (337, 107, "电话", 10, False), (402, 107, "+86 100 0000 9012", 10, False),
        (86, 124, "所在地", 10, False), (155, 124, "深圳", 10, False),
        (56, 144, "个人简介", 12, True),
        (56, 162, "五年高性能计算与分布式存储经验，熟悉 GPU 集群调度与并行文件系统，关注训练集群的稳定性与利用率。", 10, False),
        (56, 150 + 32, "教育背景", 12, True),
        (63, 202, "2016.09-2019.06", 10, False), (155, 202, "岭南科技大学", 10, True),
        (303, 202, "硕士，计算机系统", 10, False), (460, 202, "广州", 10, False),
        (303, 219, "结构", 10, False),
        (63, 236, "2012.09-2016.06", 10, False), (155, 236, "湘北工业大学", 10, True),
        (303, 236, "学士，计算机", 10, False), (460, 236, "长沙", 10, False),
    ], family="LayoutSC", header=False)
    basics = resume.basics
    assert (basics.name, basics.headline, basics.location) == ("贺云舟", "高性能计算工程师", "深圳")
    assert (basics.email, basics.phone) == ("he.yunzhou@example.org", "+86 100 0000 9012")
    schools = resume.sections[-1].entries
    assert [(s.institution, s.degree, s.field) for s in schools] == [
        ("岭南科技大学", "硕士", "计算机系统结构"), ("湘北工业大学", "学士", "计算机")]

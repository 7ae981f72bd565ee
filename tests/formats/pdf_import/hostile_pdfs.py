"""Small builders of PDFs made to make a reader run forever or take all the memory.

Each is a few kilobytes: the heavy objects sit in a compressed object stream
(PDF 1.5), found through a cross-reference stream.
"""

from __future__ import annotations

import io
import zlib


def build(objects: dict[int, bytes], *, packed: dict[int, bytes] | None = None, root: int = 1) -> bytes:
    """A PDF of *objects* (number → body; a body ending in ``endstream`` is a stream) and
    *packed* objects kept compressed in one object stream."""
    packed = packed or {}
    out = io.BytesIO()
    out.write(b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")
    offsets: dict[int, int] = {}
    for number, body in sorted(objects.items()):
        offsets[number] = out.tell()
        out.write(f"{number} 0 obj\n".encode() + body + b"\nendobj\n")
    top = max([*objects, *packed]) if (objects or packed) else 0
    where: dict[int, tuple[int, int]] = {}
    if packed:
        stream_number = top + 1
        top = stream_number
        head, bodies = [], b""
        for index, (number, body) in enumerate(sorted(packed.items())):
            head.append(f"{number} {len(bodies)}")
            bodies += body + b"\n"
            where[number] = (stream_number, index)
        header = (" ".join(head) + "\n").encode()
        data = zlib.compress(header + bodies, 9)
        offsets[stream_number] = out.tell()
        out.write(f"{stream_number} 0 obj\n<< /Type /ObjStm /N {len(packed)} /First {len(header)} "
                  f"/Filter /FlateDecode /Length {len(data)} >>\nstream\n".encode() + data + b"\nendstream\nendobj\n")
    xref_number = top + 1
    offsets[xref_number] = out.tell()
    rows = b""
    for number in range(xref_number + 1):
        if number in offsets:
            rows += b"\x01" + offsets[number].to_bytes(4, "big") + b"\x00\x00"
        elif number in where:
            stream, index = where[number]
            rows += b"\x02" + stream.to_bytes(4, "big") + index.to_bytes(2, "big")
        else:
            rows += b"\x00" + b"\x00" * 4 + b"\xff\xff"
    out.write(f"{xref_number} 0 obj\n<< /Type /XRef /Size {xref_number + 1} /W [1 4 2] /Root {root} 0 R "
              f"/Length {len(rows)} >>\nstream\n".encode() + rows + b"\nendstream\nendobj\n")
    out.write(f"startxref\n{offsets[xref_number]}\n%%EOF\n".encode())
    return out.getvalue()


def stream(content: bytes, extra: bytes = b"", *, flate: bool = True) -> bytes:
    data = zlib.compress(content, 9) if flate else content
    filters = b"/Filter /FlateDecode " if flate else b""
    return b"<< " + extra + b" " + filters + b"/Length " + str(len(data)).encode() + b" >>\nstream\n" + data + b"\nendstream"


_CATALOG = b"<< /Type /Catalog /Pages 2 0 R >>"
_PAGES = b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>"
_HELVETICA = b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"
TEXT = b"BT /F1 12 Tf 72 720 Td (Jane Doe, Software Engineer at Example Ltd) Tj ET"


def page(content: bytes, resources: bytes = b"<< /Font << /F1 5 0 R >> >>", **more: bytes) -> dict[int, bytes]:
    objects = {1: _CATALOG, 2: _PAGES,
               3: b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources "
                  + resources + b" >>",
               4: stream(content), 5: _HELVETICA}
    return objects


def count_refers_to_itself() -> bytes:
    """``/Pages /Count 6 0 R`` where object 6 is ``6 0 R``."""
    objects = page(TEXT)
    objects[2] = b"<< /Type /Pages /Kids [3 0 R] /Count 6 0 R >>"
    objects[6] = b"6 0 R"
    return build(objects)


def resources_refer_to_each_other() -> bytes:
    """The page's resources are object 6, which is ``7 0 R``, which is ``6 0 R``."""
    objects = page(TEXT, resources=b"6 0 R")
    objects[6] = b"7 0 R"
    objects[7] = b"6 0 R"
    return build(objects)


def cmap_of_every_code() -> bytes:
    """A ToUnicode map whose one range covers 2^32 codes."""
    cmap = (b"/CIDInit /ProcSet findresource begin 12 dict begin begincmap\n"
            b"/CMapName /Hostile def\n1 begincodespacerange <00000000> <FFFFFFFF> endcodespacerange\n"
            b"1 beginbfrange <00000000> <FFFFFFFF> <0041> endbfrange\nendcmap CMapName currentdict /CMap defineresource pop end end")
    objects = page(b"BT /F1 12 Tf 72 720 Td <00000041> Tj ET")
    objects[5] = (b"<< /Type /Font /Subtype /Type0 /BaseFont /Hostile /Encoding /Identity-H "
                  b"/DescendantFonts [7 0 R] /ToUnicode 6 0 R >>")
    objects[6] = stream(cmap)
    objects[7] = (b"<< /Type /Font /Subtype /CIDFontType2 /BaseFont /Hostile "
                  b"/CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /DW 500 >>")
    return build(objects)


def forms_that_fan_out(depth: int = 9, fan: int = 10) -> bytes:
    """Form XObject n draws form n-1 *fan* times: fan^depth drawings, no text."""
    objects = page(b"/X Do", resources=f"<< /XObject << /X {10 + depth} 0 R >> >>".encode())
    objects[10] = stream(b"0 0 m 1 1 l S", b"/Type /XObject /Subtype /Form /BBox [0 0 10 10]")
    for level in range(1, depth + 1):
        objects[10 + level] = stream(b"/X Do\n" * fan, b"/Type /XObject /Subtype /Form /BBox [0 0 10 10] "
                                     + f"/Resources << /XObject << /X {10 + level - 1} 0 R >> >>".encode())
    return build(objects)


def paths(megabytes: int = 18) -> bytes:
    """A page of *megabytes* of path operators, no text."""
    content = b"10 10 m 20 20 l 30 10 l h S\n" * (megabytes * 1024 * 1024 // 28)
    return build(page(content))


def fonts(count: int = 200_000) -> bytes:
    """A page whose resources name *count* fonts (packed: the file stays small)."""
    entries = b"".join(b"/F%d << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>" % n for n in range(count))
    objects = page(TEXT, resources=b"6 0 R")
    return build(objects, packed={6: b"<< /Font << " + entries + b" >> >>"})


def run_length_over_flate(megabytes: int = 18) -> bytes:
    """A content stream that Flate inflates to *megabytes* of RunLength runs, each 128 bytes long: 128× more."""
    runs = b"\x81A" * (megabytes * 1024 * 1024 // 2)  # 257 - 0x81 = 128 copies of "A"
    data = zlib.compress(runs + b"\x80", 9)
    objects = page(b"")
    objects[4] = (b"<< /Filter [/FlateDecode /RunLengthDecode] /Length " + str(len(data)).encode()
                  + b" >>\nstream\n" + data + b"\nendstream")
    return build(objects)


def unseen_characters() -> bytes:
    """Helvetica whose ToUnicode map reads codes 1–3 as ESC, BEL and RIGHT-TO-LEFT OVERRIDE."""
    cmap = (b"/CIDInit /ProcSet findresource begin 12 dict begin begincmap\n/CMapName /Unseen def\n"
            b"1 begincodespacerange <00> <FF> endcodespacerange\n"
            b"3 beginbfchar <01> <001B> <02> <0007> <03> <202E> endbfchar\n"
            b"1 beginbfrange <20> <7E> <0020> endbfrange\nendcmap CMapName currentdict /CMap defineresource pop end end")
    content = (b"BT /F1 20 Tf 72 760 Td (Jane \\001[31mDoe\\002) Tj ET\n"
               b"BT /F1 11 Tf 72 700 Td (EXPERIENCE) Tj ET\n"
               b"BT /F1 10 Tf 72 680 Td (Engineer at \\003Example Ltd, writing the ledger service) Tj ET")
    objects = page(content)
    objects[5] = b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /ToUnicode 6 0 R >>"
    objects[6] = stream(cmap)
    return build(objects)

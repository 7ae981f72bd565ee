"""Tagged PDF (PDF/UA-1): the structure tree reportlab does not write.

While the story is drawn, each flowable that carries content asks the
canvas's :class:`Tagger` to open a marked-content sequence (``BDC`` with an
MCID) around what it draws, and names its role: the name is ``H1``, a section
heading ``H2`` (in its own ``Sect``, with a bookmark), a paragraph with a bullet
or a number is an ``LI`` (its bullet ``Lbl``, its text ``LBody``) in an ``L``,
the photo a ``Figure`` with alternative text, the details grid a ``Table``;
anything else ``P``. Rules, tints, icons, separators and page numbers are
artifacts. Each link annotation gets a ``Link`` element (its text as
``/Contents``, the annotation referenced by an ``OBJR`` and back by
``/StructParent``). When the document is saved, :meth:`Tagger.finish` writes the
elements, the parent tree, the ``StructTreeRoot``, ``/MarkInfo``, XMP metadata
(with the PDF/UA identifier) and ``DisplayDocTitle``.

Only marking operators are added to the page content: what a page shows does
not change (``tests/render/test_tagged_pdf.py`` compares the pages). The
preview, which is never saved, renders untagged (``RenderRequest.tagged``).
Reaching into reportlab (its page content list, its page and catalog
dictionaries, its paragraph's bullet) is the ``tagged-pdf`` and
``list-labels`` patches of :mod:`editor.patches`; on another reportlab the
PDF is written untagged.
"""

from __future__ import annotations

import contextlib
import datetime
import functools
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any, Protocol

from reportlab.pdfbase.pdfdoc import PDFDictionary, PDFName, PDFObject, PDFStream

from .. import patches
from .inline import escape  # XMP's text: the three entities (saxutils' would import urllib's HTTP client)

LIST_STYLES = {"numbered": "Decimal"}
"""The list numbering a bulleted style's list declares (others: ``Disc``)."""
NESTED_STYLES = frozenset({"bullet_nested"})


def enabled() -> bool:
    """Whether this reportlab is one tagging was written for (else PDFs are written untagged)."""
    return patches.applies("tagged-pdf")


@dataclass(eq=False, slots=True)
class Element:
    """One element of the structure tree (slotted: a 200-page CV has some 17,000)."""

    role: str
    parent: Element | None
    kids: list[Any] = field(default_factory=list)
    """Child elements, ``(page, mcid)`` marked content and ``("objr", page, annotation ref)``."""
    alt: str | None = None
    contents: str | None = None
    attributes: dict[str, Any] | None = None
    number: int = 0
    """Its object number in the PDF, once :meth:`Tagger.finish` has registered it."""

    def add(self, role: str, **options: Any) -> Element:
        child = Element(role, self, **options)
        self.kids.append(child)
        return child


class DocumentInfo(Protocol):
    """What the XMP metadata says (``pdf_file.Metadata``)."""

    @property
    def title(self) -> str: ...
    @property
    def author(self) -> str: ...
    @property
    def subject(self) -> str: ...
    @property
    def lang(self) -> str: ...
    @property
    def today(self) -> datetime.date: ...


class Tagger:
    """The structure tree of one PDF, built as its pages are drawn."""

    def __init__(self, info: DocumentInfo) -> None:
        self.info = info
        self.document = Element("Document", None)
        self._section: Element | None = None
        self._lists: list[tuple[Element, Element | None]] = []
        """Open lists, outermost first: (the L, its last LI)."""
        self._containers: list[Element] = []
        """Explicit parents (a table cell, a link): new elements go into the innermost."""
        self._marked: dict[int, list[Element]] = {}
        """Page number → the element owning each MCID on it."""
        self._pages: dict[int, str] = {}
        """Page number → its object's name in the document."""
        self._next_key = 0
        self._annotation_parents: dict[int, Element] = {}
        self._continued: dict[object, Element] = {}
        self._label_body: Element | None = None
        self._para: Any = None
        self._headings = 0
        self._named = False
        """Whether the name (H1) came: section headings are H2 under it, else H1."""
        self._page_keys: dict[int, int] = {}
        """Parent-tree key → the page number it stands for."""

    # ---- marked content ------------------------------------------------------

    def _open(self, canvas: Any, element: Element) -> None:
        page = canvas.getPageNumber()
        mcids = self._marked.setdefault(page, [])
        element.kids.append((page, len(mcids)))
        canvas._code.append(f"/{element.role} <</MCID {len(mcids)}>> BDC")
        mcids.append(element)

    @staticmethod
    def _close(canvas: Any) -> None:
        canvas._code.append("EMC")

    @contextlib.contextmanager
    def artifact(self, canvas: Any, kind: str = "Layout") -> Iterator[None]:
        """What is drawn inside is decoration (a rule, a tint, an icon) or page furniture."""
        canvas._code.append(f"/Artifact <</Type /{kind}>> BDC")
        try:
            yield
        finally:
            canvas._code.append("EMC")

    @contextlib.contextmanager
    def marked(self, canvas: Any, element: Element) -> Iterator[Element]:
        self._open(canvas, element)
        try:
            yield element
        finally:
            self._close(canvas)

    # ---- where a new element goes -------------------------------------------

    def _parent(self) -> Element:
        if self._containers:
            return self._containers[-1]
        return self._section or self.document

    def block(self, role: str, *, section: bool = False, **options: Any) -> Element:
        """A new element that is no list item: it ends the lists before it; a
        *section* heading begins a new ``Sect``."""
        if not self._containers:
            self._lists.clear()
            if section:
                self._section = self.document.add("Sect")
            elif role == "H1":
                self._section = None
        return self._parent().add(role, **options)

    def list_item(self, nested: bool, numbering: str) -> Element:
        """A new LI: in the open list of its level, or in a new one (a nested
        list goes in the body of the last item of the outer one)."""
        if self._containers:
            return self._parent().add("L", attributes={"O": "List", "ListNumbering": numbering}).add("LI")
        lists = self._lists
        if nested and lists and lists[0][1] is not None:
            del lists[2:]
            if len(lists) < 2:
                outer_item = lists[0][1]
                body = next((kid for kid in outer_item.kids if isinstance(kid, Element) and kid.role == "LBody"),
                            None) or outer_item.add("LBody")
                lists.append((body.add("L", attributes={"O": "List", "ListNumbering": numbering}), None))
            level = 1
        else:
            del lists[1:]
            if not lists:
                lists.append((self._parent().add("L", attributes={"O": "List", "ListNumbering": numbering}), None))
            level = 0
        owner = lists[level][0]
        item = owner.add("LI")
        lists[level] = (owner, item)
        return item

    # ---- what flowables call ------------------------------------------------

    def paragraph(self, canvas: Any, para: Any, draw: Callable[[], None]) -> None:
        """Draw *para* as the element its style names, its links as Link elements."""
        style = para.style.name.split("-")[0]
        key = para.__dict__.get("_tag_key")
        element = self._continued.get(key) if key is not None else None
        label = None
        if element is None:
            if para.bulletText is not None:
                item = self.list_item(style in NESTED_STYLES, LIST_STYLES.get(style, "Disc"))
                if labels_apply():
                    label = item.add("Lbl")
                element = item.add("LBody")
            else:
                # A résumé without a name has its section headings as the top level:
                # heading levels start at H1 and skip none (PDF/UA-1 7.4.2).
                role = {"name": "H1", "heading": "H2" if self._named else "H1"}.get(style, "P")
                self._named = self._named or style == "name"
                element = self.block(role, section=style == "heading")
                if style == "heading":
                    self._bookmark(canvas, para.getPlainText(), para.height)
            if key is not None:
                self._continued[key] = element
        self._para = para  # its links' texts are read when it makes a link
        self._containers.append(element)
        try:
            if label is not None:
                self._label_body = element
                self._open(canvas, label)
            else:
                self._open(canvas, element)
            draw()
            self._close(canvas)
        finally:
            self._containers.pop()
            self._label_body = None
            self._para = None

    def after_label(self, canvas: Any) -> None:
        """The bullet or number was drawn: what follows is the item's body."""
        body = self._label_body
        if body is not None:
            self._label_body = None
            self._close(canvas)
            self._open(canvas, body)

    @contextlib.contextmanager
    def element(self, canvas: Any, role: str, *, alt: str | None = None, contents: str | None = None,
                marked: bool = True) -> Iterator[Element]:
        """An element for what is drawn inside (its own marked content when *marked*;
        else a parent for the elements drawn inside)."""
        element = self.block(role, alt=alt, contents=contents) if role != "Link" else \
            self._parent().add(role, contents=contents)
        self._containers.append(element)
        try:
            if marked:
                with self.marked(canvas, element):
                    yield element
            else:
                yield element
        finally:
            self._containers.pop()

    def link(self, url: str) -> tuple[Element, int, str]:
        """The Link element for an annotation to *url* about to be made, its
        parent-tree key and its text (the alternative description)."""
        current = self._containers[-1] if self._containers else None
        if current is not None and current.role == "Link" and not any(
                isinstance(kid, tuple) and kid[0] == "objr" for kid in current.kids):
            link = current
        else:
            link = self._parent().add("Link")
            link.contents = _link_texts(self._para).get(url) or url
        key = self._next_key
        self._next_key += 1
        self._annotation_parents[key] = link
        return link, key, link.contents or url

    def annotated(self, link: Element, page: int, reference: Any) -> None:
        link.kids.append(("objr", page, reference))

    def _bookmark(self, canvas: Any, title: str, height: float) -> None:
        """A bookmark (outline entry) at this section heading."""
        self._headings += 1
        key = f"section-{self._headings}"
        _, top = canvas.absolutePosition(0, height)
        canvas.bookmarkHorizontalAbsolute(key, top)
        canvas.addOutlineEntry(" ".join(title.split()) or key, key, 0)

    def grid_callback(self, table: Any, event: str, *args: Any) -> None:
        """reportlab's ``renderCB`` of a grid of label-value pairs (a layout table, no data
        table: it has no header cells): a list, one item per filled cell, in reading order."""
        canvas = table.canv
        if event == "startTable":
            self._containers.append(self.block("L", attributes={"O": "List", "ListNumbering": "None"}))
        elif event == "startCell":
            value = args[2]
            if isinstance(value, (list, tuple)) or hasattr(value, "drawOn"):
                self._containers.append(self._containers[-1].add("LI").add("LBody"))
            else:
                self._containers.append(self._containers[-1])
                canvas._code.append("/Artifact BMC")  # a string cell (the filler of an odd count)
        elif event == "endCell":
            if self._containers.pop() is self._containers[-1]:
                canvas._code.append("EMC")
        elif event == "startLines":
            canvas._code.append("/Artifact BMC")
        elif event == "endLines":
            canvas._code.append("EMC")
        elif event == "endTable":
            self._containers.pop()

    # ---- pages and the end ---------------------------------------------------

    def page_done(self, canvas: Any, page: Any) -> None:
        """*page* is about to be added: its parent-tree key and tab order."""
        number = canvas.getPageNumber()
        self._pages[number] = canvas._doc.thisPageName()
        extra = []
        if self._marked.get(number):
            page.StructParents = self._page_key(number)
            extra.append("StructParents")
        if page.Annots:
            page.Tabs = PDFName("S")
            extra.append("Tabs")
        if extra:
            page.__NoDefault__ = [*type(page).__NoDefault__, *extra]

    def _page_key(self, number: int) -> int:
        key = self._next_key
        self._next_key += 1
        self._page_keys[key] = number
        return key

    def finish(self, canvas: Any) -> None:
        """Write the structure tree and the document-level entries into *canvas*'s document.

        Each element is one object whose bytes are made only when the document writes
        it (:class:`_StructElem`), straight from the element: neither reportlab's
        dictionary objects (~8 ms a render) nor all the elements' bytes at once (~6 MiB
        at 200 pages, held beside the file being written) are ever built."""
        doc = canvas._doc
        numbers = doc.idToObjectNumberAndVersion

        def number(obj: Any) -> int:
            return numbers[doc.Reference(obj).name][0]

        def write(element: Element) -> bytes:  # called when the document is written: all below is known
            return self._element_bytes(element, root_number, pages, numbers)

        stack = [self.document]
        while stack:  # depth first, in reading order: deterministic object numbers
            element = stack.pop()
            element.number = number(_StructElem(element, write))
            stack.extend(reversed([kid for kid in element.kids if isinstance(kid, Element)]))
        root, tree = _Formatted(), _Formatted()
        root_number, tree_number = number(root), number(tree)
        pages = {page: "%d 0 R" % numbers[name][0] for page, name in self._pages.items()}
        nums: list[str] = []
        for key in range(self._next_key):
            if key in self._annotation_parents:
                nums.append(f"{key} {self._annotation_parents[key].number} 0 R")
            elif key in self._page_keys:
                owners = self._marked[self._page_keys[key]]
                nums.append(f"{key} [{' '.join(f'{owner.number} 0 R' for owner in owners)}]")
        tree.data = f"<< /Nums [ {' '.join(nums)} ] >>".encode()
        root.data = (f"<< /Type /StructTreeRoot /K {self.document.number} 0 R /ParentTree {tree_number} 0 R "
                     f"/ParentTreeNextKey {self._next_key} >>").encode()
        catalog = doc.Catalog
        catalog.StructTreeRoot = root
        catalog.MarkInfo = PDFDictionary({"Marked": "true"})
        catalog.Metadata = xmp_stream(self.info)
        canvas.setViewerPreference("DisplayDocTitle", "true")

    @staticmethod
    def _element_bytes(element: Element, root_number: int, pages: dict[int, str],
                       numbers: dict[str, tuple[int, int]]) -> bytes:
        parent = element.parent.number if element.parent is not None else root_number
        out = [f"<< /Type /StructElem /S /{element.role} /P {parent} 0 R"]
        marked = [kid[0] for kid in element.kids if isinstance(kid, tuple) and kid[0] != "objr"]
        home = marked[0] if marked else None
        if home is not None:
            out.append(f" /Pg {pages[home]}")
        kids: list[str] = []
        for kid in element.kids:
            if isinstance(kid, Element):
                kids.append(f"{kid.number} 0 R")
            elif kid[0] == "objr":
                obj = "%d 0 R" % numbers[kid[2].name][0]
                kids.append(f"<< /Type /OBJR /Obj {obj} /Pg {pages[kid[1]]} >>")
            elif kid[0] == home:
                kids.append(str(kid[1]))
            else:
                kids.append(f"<< /Type /MCR /Pg {pages[kid[0]]} /MCID {kid[1]} >>")
        if kids:
            out.append(f" /K {kids[0]}" if len(kids) == 1 else f" /K [ {' '.join(kids)} ]")
        if element.attributes:
            out.append(" /A << " + " ".join(f"/{name} /{value}" for name, value in element.attributes.items()) + " >>")
        data = "".join(out).encode()
        alt = element.alt or (element.contents if element.role == "Link" else None)
        if alt:
            data += b" /Alt " + _text_string(alt)
        return data + b" >>"


class _Formatted(PDFObject):
    """A PDF object written as the bytes it was given."""

    data = b""

    def format(self, document: Any) -> bytes:
        return self.data


class _StructElem(PDFObject):
    """A structure element's object: its bytes are made by *write* when the document is written."""

    __slots__ = ("element", "write", "__InternalName__")  # reportlab names each object it registers

    def __init__(self, element: Element, write: Callable[[Element], bytes]) -> None:
        self.element = element
        self.write = write

    def format(self, document: Any) -> bytes:
        return self.write(self.element)


def _text_string(text: str) -> bytes:
    """A PDF text string: UTF-16BE with its mark, as a hex string (nothing to escape)."""
    return b"<feff" + text.encode("utf-16-be").hex().encode() + b">"


def _link_texts(para: Any) -> dict[str, str]:
    """URL → the text that links to it in *para*, read from the lines it draws
    (each fragment of a line carries its links; a one-style paragraph is one fragment)."""
    lines = para.blPara
    if getattr(lines, "kind", 0) == 1:
        pieces = [(getattr(frag, "link", None), getattr(frag, "text", ""))
                  for line in lines.lines for frag in getattr(line, "words", ())]
    else:
        pieces = [(getattr(lines, "link", None), " ".join(" ".join(line[1]) for line in lines.lines))]
    texts: dict[str, str] = {}
    for links, text in pieces:
        for _, url in links or ():
            if isinstance(url, str) and isinstance(text, str):
                texts[url] = texts.get(url, "") + text
    return {url: " ".join(text.split()) for url, text in texts.items()}


def xmp_stream(info: DocumentInfo) -> PDFStream:
    """The document's XMP metadata: title, author, subject, language, producer and PDF/UA-1."""
    moment = datetime.datetime.combine(info.today, datetime.time(), datetime.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")

    def alt(text: str) -> str:
        return f'<rdf:Alt><rdf:li xml:lang="x-default">{escape(text)}</rdf:li></rdf:Alt>'

    creator = f"<dc:creator><rdf:Seq><rdf:li>{escape(info.author)}</rdf:li></rdf:Seq></dc:creator>" if info.author else ""
    xml = (
        '<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?>\n'
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">'
        '<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" '
        'xmlns:pdf="http://ns.adobe.com/pdf/1.3/" xmlns:xmp="http://ns.adobe.com/xap/1.0/" '
        'xmlns:pdfuaid="http://www.aiim.org/pdfua/ns/id/">'
        f"<dc:format>application/pdf</dc:format><dc:title>{alt(info.title)}</dc:title>{creator}"
        f"<dc:description>{alt(info.subject)}</dc:description>"
        f"<dc:language><rdf:Bag><rdf:li>{escape(info.lang)}</rdf:li></rdf:Bag></dc:language>"
        "<pdf:Producer>Vitae (reportlab)</pdf:Producer><xmp:CreatorTool>Vitae</xmp:CreatorTool>"
        f"<xmp:CreateDate>{moment}</xmp:CreateDate><xmp:ModifyDate>{moment}</xmp:ModifyDate>"
        "<pdfuaid:part>1</pdfuaid:part>"
        "</rdf:Description></rdf:RDF></x:xmpmeta>\n<?xpacket end=\"w\"?>"
    )
    stream = PDFStream(PDFDictionary({"Type": PDFName("Metadata"), "Subtype": PDFName("XML")}),
                       xml.encode("utf-8"), filters=[])
    return stream


def tagger_of(canvas: Any) -> Tagger | None:
    return getattr(canvas, "tagger", None)


@contextlib.contextmanager
def artifact(canvas: Any, kind: str = "Layout") -> Iterator[None]:
    """Decoration drawn inside, when *canvas* is tagging (else nothing happens)."""
    tagger = tagger_of(canvas)
    if tagger is None:
        yield
        return
    with tagger.artifact(canvas, kind):
        yield


@functools.cache
def labels_apply() -> bool:
    """Whether a bullet is told apart from its item's text (the ``list-labels`` patch)."""
    from reportlab.platypus import paragraph

    if not patches.applies("list-labels"):
        return False
    draw_bullet = paragraph._drawBullet
    if getattr(draw_bullet, "_vitae", False):
        return True

    def labelled(canvas: Any, *args: Any, **kwargs: Any) -> Any:
        offset = draw_bullet(canvas, *args, **kwargs)
        tagger = getattr(canvas, "tagger", None)
        if tagger is not None:
            tagger.after_label(canvas)
        return offset

    labelled._vitae = True  # type: ignore[attr-defined]
    paragraph._drawBullet = labelled
    return True

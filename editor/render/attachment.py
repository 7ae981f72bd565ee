"""The résumé file a PDF carries when asked (``vitae export --embed-source``).

The file is attached as an associated file of the document (``/AF`` in the
catalog, ``/AFRelationship /Source``: the PDF was made from it) and listed
among its embedded files, so ``vitae import`` of the PDF gives the whole
document back, every language included
(:mod:`editor.formats.pdf_import.embedded`). Nothing is attached unless the
request carries the file: a variant's hidden items, the applications and the
other languages are the person's own until they choose to send them.
"""

from __future__ import annotations

import datetime
from typing import Any

from reportlab.pdfbase.pdfdoc import PDFArray, PDFDictionary, PDFName, PDFStream, PDFString, PDFZCompress

from .. import patches

SOURCE_NAME = "resume.vitae.yaml"
"""The attachment's file name; the importer looks for it."""
SOURCE_TYPE = "application/yaml"


def attach_source(canvas: Any, data: bytes, today: datetime.date) -> None:
    """Attach *data* (a Vitae résumé file) to the document *canvas* is writing."""
    doc = canvas._doc
    moment = PDFString(today.strftime("D:%Y%m%d000000Z"))
    params = PDFDictionary({"Size": len(data), "ModDate": moment})
    stream = PDFStream(PDFDictionary({"Type": PDFName("EmbeddedFile"),
                                      "Subtype": PDFName(SOURCE_TYPE.replace("/", "#2F")), "Params": params}),
                       data, filters=[PDFZCompress])
    spec = doc.Reference(PDFDictionary({
        "Type": PDFName("Filespec"), "F": PDFString(SOURCE_NAME), "UF": PDFString(SOURCE_NAME),
        "Desc": PDFString("The Vitae résumé this PDF was made from"),
        "AFRelationship": PDFName("Source"), "EF": PDFDictionary({"F": doc.Reference(stream)}),
    }))
    catalog = doc.Catalog
    catalog.Names = PDFDictionary({"EmbeddedFiles": PDFDictionary({"Names": PDFArray([PDFString(SOURCE_NAME), spec])})})
    if patches.applies("source-attachment"):
        catalog.AF = PDFArray([spec])
        catalog.__NoDefault__ = [*type(catalog).__NoDefault__, "AF"]

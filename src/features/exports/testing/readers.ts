import { fileURLToPath } from "node:url";
import JSZip from "jszip";
import { getDocument, OPS } from "pdfjs-dist/legacy/build/pdf.mjs";

/**
 * Opens exported files the way a reader does (tests only): a PDF through pdf.js, a ZIP or a .docx
 * (a ZIP of XML parts) through JSZip.
 */

const standardFontDataUrl = fileURLToPath(
  new URL("../../../../node_modules/pdfjs-dist/standard_fonts/", import.meta.url),
);

export async function readPdf(bytes: Uint8Array) {
  // pdf.js takes ownership of the buffer it is given; a copy leaves the caller's bytes intact.
  const doc = await getDocument({ data: bytes.slice(), standardFontDataUrl }).promise;
  const pages: string[] = [];
  let images = 0;
  for (let number = 1; number <= doc.numPages; number += 1) {
    const page = await doc.getPage(number);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
    const operators = await page.getOperatorList();
    images += operators.fnArray.filter((op) => op === OPS.paintImageXObject).length;
  }
  const info = (await doc.getMetadata()).info as Record<string, unknown>;
  const size = (await doc.getPage(1)).view;
  await doc.destroy();
  return { pageCount: pages.length, pages, text: pages.join("\n"), images, info, size };
}

export async function readZip(bytes: Uint8Array) {
  const zip = await JSZip.loadAsync(bytes);
  const names = Object.keys(zip.files).filter((name) => !zip.files[name].dir);
  return {
    names,
    text: (name: string) => zip.file(name)!.async("string"),
    bytes: (name: string) => zip.file(name)!.async("uint8array"),
  };
}

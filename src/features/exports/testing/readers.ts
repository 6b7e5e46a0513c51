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

/** A text run or a picture on a page, in points from the page's bottom-left. */
export type PlacedText = { str: string; x: number; y: number; size: number; width: number };
export type PlacedImage = {
  x: number;
  y: number;
  width: number;
  height: number;
  /** The same picture drawn twice has the same key (its bytes, whichever object holds them). */
  key: string;
};
export type PageLayout = {
  width: number;
  height: number;
  texts: PlacedText[];
  images: PlacedImage[];
};

type Matrix = [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

function multiply(m: Matrix, ctm: Matrix): Matrix {
  return [
    ctm[0] * m[0] + ctm[2] * m[1],
    ctm[1] * m[0] + ctm[3] * m[1],
    ctm[0] * m[2] + ctm[2] * m[3],
    ctm[1] * m[2] + ctm[3] * m[3],
    ctm[0] * m[4] + ctm[2] * m[5] + ctm[4],
    ctm[1] * m[4] + ctm[3] * m[5] + ctm[5],
  ];
}

/** The pictures' keys per page, in drawing order, read from each page's content streams. */
async function imageKeys(bytes: Uint8Array): Promise<string[][]> {
  const { PDFDocument, PDFName, PDFDict, PDFArray, PDFRawStream, PDFRef, decodePDFRawStream } =
    await import("pdf-lib");
  const { createHash } = await import("node:crypto");
  const pdf = await PDFDocument.load(bytes);
  const streamBytes = (stream: unknown): Uint8Array =>
    stream instanceof PDFRawStream ? decodePDFRawStream(stream).decode() : new Uint8Array();
  return pdf.getPages().map((page) => {
    const xobjects = page.node.Resources()?.lookupMaybe(PDFName.of("XObject"), PDFDict);
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray
        ? contents.asArray().map((ref) => pdf.context.lookup(ref))
        : [contents];
    const ops = streams.map((stream) => Buffer.from(streamBytes(stream)).toString("latin1"));
    return [...ops.join("\n").matchAll(/\/(\S+)\s+Do\b/g)].flatMap(([, name]) => {
      const ref = xobjects?.get(PDFName.of(name));
      const object = ref instanceof PDFRef ? pdf.context.lookup(ref) : ref;
      if (!(object instanceof PDFRawStream)) return [];
      if (object.dict.get(PDFName.of("Subtype"))?.toString() !== "/Image") return [];
      return [createHash("sha1").update(object.getContents()).digest("hex")];
    });
  });
}

/**
 * Where every text run and picture sits on each page, as a reader draws it: text from pdf.js's
 * text content, pictures from its operator list (each `paintImageXObject` under the current
 * transform is the unit square it maps), keyed by their bytes to find a picture drawn twice.
 */
export async function readPdfLayout(bytes: Uint8Array): Promise<PageLayout[]> {
  const keys = await imageKeys(bytes);
  const doc = await getDocument({ data: bytes.slice(), standardFontDataUrl }).promise;
  const pages: PageLayout[] = [];
  for (let number = 1; number <= doc.numPages; number += 1) {
    const page = await doc.getPage(number);
    const [, , width, height] = page.view;
    const content = await page.getTextContent();
    const texts = content.items.flatMap((item): PlacedText[] => {
      if (!("str" in item) || item.str.trim() === "") return [];
      // pdf.js types the text matrix as any[]: [size, 0, 0, size, x, y] for upright text.
      const [, , , size, x, y] = item.transform as number[];
      return [{ str: item.str, x, y, size, width: item.width }];
    });
    const operators = await page.getOperatorList();
    const stack: Matrix[] = [];
    let ctm: Matrix = IDENTITY;
    const images: PlacedImage[] = [];
    const pageKeys = keys[number - 1] ?? [];
    operators.fnArray.forEach((op, i) => {
      const args = operators.argsArray[i] as unknown[];
      if (op === OPS.save) stack.push(ctm);
      else if (op === OPS.restore) ctm = stack.pop() ?? IDENTITY;
      else if (op === OPS.transform) ctm = multiply(args as Matrix, ctm);
      else if (op === OPS.paintImageXObject) {
        const corners = [
          [ctm[4], ctm[5]],
          [ctm[0] + ctm[4], ctm[1] + ctm[5]],
          [ctm[2] + ctm[4], ctm[3] + ctm[5]],
          [ctm[0] + ctm[2] + ctm[4], ctm[1] + ctm[3] + ctm[5]],
        ];
        const xs = corners.map(([x]) => x);
        const ys = corners.map(([, y]) => y);
        const x = Math.min(...xs);
        const y = Math.min(...ys);
        images.push({
          x,
          y,
          width: Math.max(...xs) - x,
          height: Math.max(...ys) - y,
          key: pageKeys[images.length] ?? `unknown-${number}-${images.length}`,
        });
      }
    });
    pages.push({ width, height, texts, images });
  }
  await doc.destroy();
  return pages;
}

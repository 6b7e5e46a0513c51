import {
  AlignmentType,
  Document,
  ExternalHyperlink,
  Footer,
  Header,
  HeadingLevel,
  ImageRun,
  LevelFormat,
  Packer,
  Paragraph,
  TextRun,
} from "docx";
import { EXPORTS, PRODUCT_NAME } from "../../../../shared/constants";
import { fitImage } from "./fitImage";
import { buildExportDocument, type DocBlock, type ExportDocument } from "./exportDocument";
import type { ExportOptions, ExportSource, LoadedImage } from "./types";

const TWIPS_PER_INCH = 1440;
const PX_PER_INCH = 96;
/** A4 in twips. */
const PAGE = { width: 11906, height: 16838 };
const MARGIN = Math.round(EXPORTS.pdfMarginInches * TWIPS_PER_INCH);
const CONTENT_WIDTH_PX = Math.floor(((PAGE.width - 2 * MARGIN) / TWIPS_PER_INCH) * PX_PER_INCH);
/** Tall images stop short of a full page so the caption stays with them. */
const MAX_IMAGE_HEIGHT_PX = Math.floor(
  (((PAGE.height - 2 * MARGIN) / TWIPS_PER_INCH) * PX_PER_INCH) / 1.5,
);

const SERIF = "Georgia";
const SANS = "Calibri";

function imageParagraphs(image: LoadedImage | undefined, caption: string): Paragraph[] {
  if (!image || image.mime === "image/svg+xml") return [];
  const size = fitImage(image.width, image.height, CONTENT_WIDTH_PX, MAX_IMAGE_HEIGHT_PX);
  const picture = new Paragraph({
    alignment: AlignmentType.CENTER,
    spacing: { before: 200, after: caption ? 60 : 200 },
    keepNext: Boolean(caption),
    children: [
      new ImageRun({
        type: image.mime === "image/png" ? "png" : "jpg",
        data: image.bytes,
        transformation: size,
        altText: { name: image.name, title: caption, description: caption },
      }),
    ],
  });
  if (!caption) return [picture];
  return [
    picture,
    new Paragraph({
      alignment: AlignmentType.CENTER,
      spacing: { after: 240 },
      children: [new TextRun({ text: caption, italics: true, size: 18, color: "6F6A62" })],
    }),
  ];
}

function blockParagraphs(block: DocBlock, imagesByUrl: Map<string, LoadedImage>): Paragraph[] {
  switch (block.type) {
    case "heading":
      return [new Paragraph({ heading: HeadingLevel.HEADING_1, text: block.text, keepNext: true })];
    case "subheading":
      return [new Paragraph({ heading: HeadingLevel.HEADING_2, text: block.text, keepNext: true })];
    case "paragraph":
      return [new Paragraph({ children: [new TextRun({ text: block.text, bold: block.strong })] })];
    case "bullets":
      return block.items.map((item) => new Paragraph({ text: item, bullet: { level: 0 } }));
    case "steps":
      return block.items.map(
        (item) => new Paragraph({ text: item, numbering: { reference: "steps", level: 0 } }),
      );
    case "image":
      return imageParagraphs(imagesByUrl.get(block.url), block.caption);
  }
}

function footerParagraphs(doc: ExportDocument): Paragraph[] {
  const links = doc.footer.links.flatMap((link, i) => [
    ...(i > 0 ? [new TextRun({ text: "  ·  ", size: 16, color: "6F6A62" })] : []),
    new ExternalHyperlink({
      link: link.url,
      children: [new TextRun({ text: `${link.label}: ${link.url}`, style: "Hyperlink", size: 16 })],
    }),
  ]);
  return [
    new Paragraph({
      alignment: AlignmentType.CENTER,
      children: [new TextRun({ text: doc.footer.cta, size: 16, color: "6F6A62" })],
    }),
    ...(links.length ? [new Paragraph({ alignment: AlignmentType.CENTER, children: links })] : []),
  ];
}

/** The export as a Word document (.docx): A4, 0.75 in margins, product header, call-to-action footer. */
export async function toDocx(
  source: ExportSource,
  images: LoadedImage[],
  options: ExportOptions = {},
): Promise<Uint8Array> {
  const doc = buildExportDocument(source, options);
  const imagesByUrl = new Map(images.map((image) => [image.url, image]));
  const document = new Document({
    title: doc.title,
    creator: PRODUCT_NAME,
    description: doc.headline,
    styles: {
      default: {
        document: { run: { font: SANS, size: 22 }, paragraph: { spacing: { after: 120 } } },
        title: { run: { font: SERIF, size: 56, bold: true, color: "1F1B16" } },
        heading1: {
          run: { font: SERIF, size: 32, bold: true, color: "1F1B16" },
          paragraph: { spacing: { before: 360, after: 120 } },
        },
        heading2: {
          run: { font: SERIF, size: 26, bold: true, color: "3A342C" },
          paragraph: { spacing: { before: 240, after: 80 } },
        },
      },
    },
    numbering: {
      config: [
        {
          reference: "steps",
          levels: [
            {
              level: 0,
              format: LevelFormat.DECIMAL,
              text: "%1.",
              alignment: AlignmentType.START,
              style: { paragraph: { indent: { left: 720, hanging: 360 } } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: PAGE,
            margin: { top: MARGIN, right: MARGIN, bottom: MARGIN, left: MARGIN },
          },
        },
        headers: {
          default: new Header({
            children: [
              new Paragraph({
                children: [
                  new TextRun({ text: doc.header.toUpperCase(), size: 16, color: "8A7A5C" }),
                ],
              }),
            ],
          }),
        },
        footers: { default: new Footer({ children: footerParagraphs(doc) }) },
        children: [
          new Paragraph({ heading: HeadingLevel.TITLE, text: doc.title }),
          ...(doc.headline
            ? [
                new Paragraph({
                  spacing: { after: 200 },
                  children: [
                    new TextRun({ text: doc.headline, italics: true, size: 30, font: SERIF }),
                  ],
                }),
              ]
            : []),
          new Paragraph({ children: [new TextRun({ text: doc.byline, color: "6F6A62" })] }),
          ...doc.blocks.flatMap((block) => blockParagraphs(block, imagesByUrl)),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toArrayBuffer(document));
}

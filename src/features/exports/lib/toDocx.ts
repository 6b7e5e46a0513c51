import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  Footer,
  Header,
  HeadingLevel,
  ImageRun,
  LevelFormat,
  LineRuleType,
  Packer,
  PageNumber,
  Paragraph,
  Tab,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TabStopType,
  TextRun,
  VerticalAlignTable,
  WidthType,
} from "docx";
import { EXPORTS, PRODUCT_NAME } from "../../../../shared/constants";
import { fitImage } from "./fitImage";
import {
  buildExportDocument,
  coverFacts,
  PREPARED_WITH,
  type DocBlock,
  type ExportDocument,
} from "../../../../shared/exports/exportDocument";
import { estimateWidth } from "./deckText";
import type { ExportOptions, ExportSource, LoadedImage } from "./types";

const TWIPS_PER_INCH = 1440;
const PX_PER_INCH = 96;
/** A4 in twips. */
const PAGE = { width: 11906, height: 16838 };
const MARGIN = Math.round(EXPORTS.pdfMarginInches * TWIPS_PER_INCH);
const CONTENT_TWIPS = PAGE.width - 2 * MARGIN;
const CONTENT_WIDTH_PX = Math.floor((CONTENT_TWIPS / TWIPS_PER_INCH) * PX_PER_INCH);
const CONTENT_HEIGHT_PX = Math.floor(((PAGE.height - 2 * MARGIN) / TWIPS_PER_INCH) * PX_PER_INCH);
/** Tall images stop short of a full page so the caption stays with them. */
const MAX_IMAGE_HEIGHT_PX = Math.floor(CONTENT_HEIGHT_PX / 2.2);
/** An ad's picture column (as the PDF's: 44 % of the text column). */
const AD_IMAGE_TWIPS = Math.round(CONTENT_TWIPS * 0.44);
const AD_IMAGE_WIDTH_PX = Math.floor((AD_IMAGE_TWIPS / TWIPS_PER_INCH) * PX_PER_INCH) - 12;

/** Fonts every Word has; the app's Fraunces and Inter ship with the app, not with Office. */
const SERIF = "Georgia";
const SANS = "Calibri";
/** The app's sand and ruby (as the PDF). */
const INK = "21201C";
const TEXT = "3B3A37";
const MUTED = "63635E";
const ACCENT = "CA244D";
const RULE = "DAD9D6";

const NO_BORDER = { style: BorderStyle.NONE, size: 0, color: "FFFFFF" } as const;
const NO_BORDERS = {
  top: NO_BORDER,
  bottom: NO_BORDER,
  left: NO_BORDER,
  right: NO_BORDER,
  insideHorizontal: NO_BORDER,
  insideVertical: NO_BORDER,
};

/** A label in small spaced capitals ('AD 1 · SOCIAL 1:1', 'PREPARED FOR'). */
function label(text: string, color = ACCENT): TextRun {
  return new TextRun({
    text,
    allCaps: true,
    bold: true,
    size: 15,
    color,
    characterSpacing: 20,
    font: SANS,
  });
}

function picture(image: LoadedImage, maxWidth: number, maxHeight: number, caption: string) {
  return new ImageRun({
    type: image.mime === "image/png" ? "png" : "jpg",
    data: image.bytes,
    transformation: fitImage(image.width, image.height, maxWidth, maxHeight),
    altText: { name: image.name, title: caption, description: caption },
  });
}

const drawable = (image: LoadedImage | undefined): image is LoadedImage =>
  image !== undefined && image.mime !== "image/svg+xml";

function imageParagraphs(image: LoadedImage | undefined, caption: string): Paragraph[] {
  if (!drawable(image)) return [];
  const shown = new Paragraph({
    alignment: AlignmentType.CENTER,
    spacing: { before: 240, after: caption ? 60 : 240 },
    keepNext: Boolean(caption),
    children: [picture(image, CONTENT_WIDTH_PX, MAX_IMAGE_HEIGHT_PX, caption)],
  });
  if (!caption) return [shown];
  return [
    shown,
    new Paragraph({
      alignment: AlignmentType.CENTER,
      spacing: { after: 240 },
      children: [new TextRun({ text: caption, italics: true, size: 16, color: MUTED })],
    }),
  ];
}

/** Pictures two to a row, each row kept whole, captions beneath. */
function galleryTable(cells: { image: LoadedImage; caption: string }[]): Table {
  const half = Math.floor(CONTENT_TWIPS / 2);
  const width = Math.floor((half / TWIPS_PER_INCH) * PX_PER_INCH) - 16;
  const rows: TableRow[] = [];
  for (let i = 0; i < cells.length; i += 2) {
    const pair = cells.slice(i, i + 2);
    rows.push(
      new TableRow({
        cantSplit: true,
        children: [0, 1].map(
          (k) =>
            new TableCell({
              width: { size: half, type: WidthType.DXA },
              margins: { top: 120, bottom: 120, right: k === 0 ? 120 : 0, left: k === 1 ? 120 : 0 },
              children: pair[k]
                ? [
                    new Paragraph({
                      children: [
                        picture(pair[k].image, width, MAX_IMAGE_HEIGHT_PX, pair[k].caption),
                      ],
                    }),
                    ...(pair[k].caption
                      ? [
                          new Paragraph({
                            children: [
                              new TextRun({
                                text: pair[k].caption,
                                italics: true,
                                size: 16,
                                color: MUTED,
                              }),
                            ],
                          }),
                        ]
                      : []),
                  ]
                : [new Paragraph({})],
            }),
        ),
      }),
    );
  }
  return new Table({
    width: { size: CONTENT_TWIPS, type: WidthType.DXA },
    columnWidths: [half, CONTENT_TWIPS - half],
    layout: TableLayoutType.FIXED,
    borders: NO_BORDERS,
    rows,
  });
}

/**
 * An ad as one table row that never splits across pages: its picture on the left at its own
 * proportions, its label, headline and copy beside it (the PDF's layout).
 */
function adTable(text: string, group: DocBlock[], imagesByUrl: Map<string, LoadedImage>): Table {
  const image = group.flatMap((b) => (b.type === "image" ? [imagesByUrl.get(b.url)] : []))[0];
  const words: Paragraph[] = [
    new Paragraph({ spacing: { after: 120 }, keepNext: true, children: [label(text)] }),
    ...group.flatMap((block) =>
      block.type !== "paragraph"
        ? []
        : [
            block.strong
              ? new Paragraph({
                  spacing: { after: 120 },
                  children: [
                    new TextRun({
                      text: block.text,
                      bold: true,
                      font: SERIF,
                      size: 28,
                      color: INK,
                    }),
                  ],
                })
              : new Paragraph({ children: [new TextRun({ text: block.text, color: TEXT })] }),
          ],
    ),
  ];
  const cells = drawable(image)
    ? [
        new TableCell({
          width: { size: AD_IMAGE_TWIPS, type: WidthType.DXA },
          margins: { right: 360 },
          children: [
            new Paragraph({
              alignment: AlignmentType.CENTER,
              children: [picture(image, AD_IMAGE_WIDTH_PX, 400, text)],
            }),
          ],
        }),
        new TableCell({
          width: { size: CONTENT_TWIPS - AD_IMAGE_TWIPS, type: WidthType.DXA },
          verticalAlign: VerticalAlignTable.TOP,
          children: words,
        }),
      ]
    : [
        new TableCell({
          width: { size: CONTENT_TWIPS, type: WidthType.DXA },
          columnSpan: 2,
          children: words,
        }),
      ];
  return new Table({
    width: { size: CONTENT_TWIPS, type: WidthType.DXA },
    columnWidths: [AD_IMAGE_TWIPS, CONTENT_TWIPS - AD_IMAGE_TWIPS],
    layout: TableLayoutType.FIXED,
    borders: NO_BORDERS,
    rows: [new TableRow({ cantSplit: true, children: cells })],
  });
}

/** The body: headings keep with what follows; each ad is a row kept whole. */
function bodyParts(
  blocks: readonly DocBlock[],
  imagesByUrl: Map<string, LoadedImage>,
): (Paragraph | Table)[] {
  const parts: (Paragraph | Table)[] = [];
  let at = 0;
  while (at < blocks.length) {
    const block = blocks[at];
    // The body starts on the page after the cover.
    const pageBreakBefore = parts.length === 0;
    at += 1;
    switch (block.type) {
      case "heading":
        parts.push(
          new Paragraph({
            heading: HeadingLevel.HEADING_1,
            text: block.text,
            keepNext: true,
            pageBreakBefore,
          }),
        );
        break;
      case "subheading": {
        const start = at;
        while (at < blocks.length && !["heading", "subheading"].includes(blocks[at].type)) at += 1;
        parts.push(
          new Paragraph({ spacing: { before: 120, after: 0 }, keepNext: true, pageBreakBefore }),
          adTable(block.text, blocks.slice(start, at), imagesByUrl),
        );
        break;
      }
      case "paragraph":
        parts.push(
          new Paragraph({
            pageBreakBefore,
            spacing: block.lead
              ? { after: 200, line: 320, lineRule: LineRuleType.AUTO }
              : undefined,
            children: [
              new TextRun({
                text: block.text,
                bold: block.strong,
                ...(block.lead ? { font: SERIF, size: 28, color: INK } : {}),
              }),
            ],
          }),
        );
        break;
      case "bullets":
      case "steps":
        block.items.forEach((item, i) =>
          parts.push(
            new Paragraph({
              text: item,
              pageBreakBefore: pageBreakBefore && i === 0,
              ...(block.type === "bullets"
                ? { bullet: { level: 0 } }
                : { numbering: { reference: "steps", level: 0 } }),
            }),
          ),
        );
        break;
      case "image": {
        // Pictures in a row go two to a row, as in the PDF, rather than one to a page.
        const cells = [block];
        while (at < blocks.length && blocks[at].type === "image") {
          cells.push(blocks[at] as Extract<DocBlock, { type: "image" }>);
          at += 1;
        }
        const shown = cells.flatMap((cell) => {
          const image = imagesByUrl.get(cell.url);
          return drawable(image) ? [{ image, caption: cell.caption }] : [];
        });
        if (shown.length === 1) {
          parts.push(...imageParagraphs(shown[0].image, shown[0].caption));
        } else if (shown.length > 1) {
          parts.push(galleryTable(shown));
        }
        break;
      }
    }
  }
  return parts;
}

/**
 * The hero's height on the cover (px): what the page leaves once the title, line, facts and
 * sign-off are set, so the cover never spills onto a second page. Word measures its own fonts;
 * the estimate errs wide (Georgia averages under 0.55 em a character).
 */
function coverHeroHeight(doc: ExportDocument): number {
  const lines = (text: string, points: number, width = CONTENT_TWIPS / 20) =>
    text ? Math.ceil(estimateWidth(text, points) / width) : 0;
  const titlePoints = lines(doc.title, 40) * 48 + 10;
  const headlinePoints = lines(doc.headline, 17, (CONTENT_TWIPS / 20) * 0.95) * 24 + 30;
  const rest = 18 + 24 + 60 + 12 + 40 + 36;
  const points = (PAGE.height - 2 * MARGIN) / 20 - titlePoints - headlinePoints - rest - 40;
  return Math.max(
    120,
    Math.min(Math.floor(CONTENT_HEIGHT_PX * 0.45), Math.floor(points * (96 / 72))),
  );
}

/**
 * The cover: the brand and what the document is, the hero, the campaign's name large with its
 * line, then for whom, by whom and when, and the sign-off.
 */
function coverParts(
  doc: ExportDocument,
  hero: LoadedImage | undefined,
  date: Date | undefined,
): (Paragraph | Table)[] {
  const facts = coverFacts(doc, date);
  const column = Math.floor(CONTENT_TWIPS / facts.length);
  return [
    new Paragraph({
      tabStops: [{ type: TabStopType.RIGHT, position: CONTENT_TWIPS }],
      spacing: { after: 360 },
      children: [
        label(doc.brand ?? doc.kind),
        ...(doc.brand ? [new TextRun({ children: [new Tab()] }), label(doc.kind, MUTED)] : []),
      ],
    }),
    ...(drawable(hero)
      ? [
          new Paragraph({
            alignment: AlignmentType.CENTER,
            spacing: { after: 480 },
            children: [picture(hero, CONTENT_WIDTH_PX, coverHeroHeight(doc), doc.title)],
          }),
        ]
      : [new Paragraph({ spacing: { before: 2400 } })]),
    new Paragraph({ heading: HeadingLevel.TITLE, text: doc.title }),
    ...(doc.headline
      ? [
          new Paragraph({
            spacing: { after: 600 },
            children: [
              new TextRun({
                text: doc.headline,
                italics: true,
                size: 34,
                font: SERIF,
                color: TEXT,
              }),
            ],
          }),
        ]
      : []),
    new Table({
      width: { size: CONTENT_TWIPS, type: WidthType.DXA },
      columnWidths: facts.map(() => column),
      layout: TableLayoutType.FIXED,
      borders: { ...NO_BORDERS, top: { style: BorderStyle.SINGLE, size: 4, color: RULE } },
      rows: [
        new TableRow({
          children: facts.map(
            (fact) =>
              new TableCell({
                width: { size: column, type: WidthType.DXA },
                margins: { top: 160 },
                children: [
                  new Paragraph({ spacing: { after: 40 }, children: [label(fact.label, MUTED)] }),
                  new Paragraph({ children: [new TextRun({ text: fact.value, color: INK })] }),
                ],
              }),
          ),
        }),
      ],
    }),
    // The sign-off with the links: Word can't leave the call to action out when the last page
    // is full, so it stands here and in every footer rather than alone on a page of its own.
    new Paragraph({
      spacing: { before: 240 },
      children: [
        new TextRun({ text: PREPARED_WITH, size: 16, color: MUTED }),
        ...doc.footer.links.flatMap((link) => [
          new TextRun({ text: "  ·  ", size: 16, color: MUTED }),
          new ExternalHyperlink({
            link: link.url,
            children: [
              new TextRun({ text: `${link.label}: ${link.url}`, style: "Hyperlink", size: 16 }),
            ],
          }),
        ]),
      ],
    }),
  ];
}

/** The running header after the cover: the campaign's name, and the product header. */
function runningHeader(doc: ExportDocument): Header {
  return new Header({
    children: [
      new Paragraph({
        tabStops: [{ type: TabStopType.RIGHT, position: CONTENT_TWIPS }],
        border: { bottom: { style: BorderStyle.SINGLE, size: 4, color: RULE, space: 4 } },
        children: [
          new TextRun({ text: doc.title, italics: true, size: 16, color: MUTED }),
          new TextRun({ children: [new Tab()] }),
          label(doc.header, MUTED),
        ],
      }),
    ],
  });
}

/** The call-to-action footer with its links, and 'n / total' at the right. */
function runningFooter(doc: ExportDocument): Footer {
  const small = { size: 16, color: MUTED };
  const links = doc.footer.links.flatMap((link) => [
    new TextRun({ text: "  ·  ", ...small }),
    new ExternalHyperlink({
      link: link.url,
      children: [new TextRun({ text: link.label, style: "Hyperlink", size: 16 })],
    }),
  ]);
  return new Footer({
    children: [
      new Paragraph({
        tabStops: [{ type: TabStopType.RIGHT, position: CONTENT_TWIPS }],
        children: [
          new TextRun({ text: `Made with ${PRODUCT_NAME}`, ...small }),
          ...links,
          new TextRun({
            children: [new Tab(), PageNumber.CURRENT, " / ", PageNumber.TOTAL_PAGES],
            size: 16,
            color: INK,
          }),
        ],
      }),
    ],
  });
}

/**
 * The export as a Word document (.docx) a client keeps: a cover, then the idea and the ads on A4
 * with 0.75 in margins, a running header and 'n / total' in the footer of every page after the
 * cover, headings kept with what follows, each image once.
 */
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
        document: {
          run: { font: SANS, size: 21, color: TEXT },
          paragraph: { spacing: { after: 120, line: 300, lineRule: LineRuleType.AUTO } },
        },
        title: {
          run: { font: SERIF, size: 80, color: INK },
          paragraph: { spacing: { after: 200, line: 240, lineRule: LineRuleType.AUTO } },
        },
        heading1: {
          run: { font: SERIF, size: 40, color: INK },
          paragraph: { spacing: { before: 480, after: 160 } },
        },
        heading2: {
          run: { font: SERIF, size: 28, bold: true, color: INK },
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
          // The cover is the first page: its own (empty) header and footer.
          titlePage: true,
          page: {
            size: PAGE,
            margin: { top: MARGIN, right: MARGIN, bottom: MARGIN, left: MARGIN },
          },
        },
        headers: { default: runningHeader(doc), first: new Header({ children: [] }) },
        footers: { default: runningFooter(doc), first: new Footer({ children: [] }) },
        children: [
          ...coverParts(doc, doc.hero ? imagesByUrl.get(doc.hero.url) : undefined, options.date),
          ...bodyParts(doc.blocks, imagesByUrl),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toArrayBuffer(document));
}

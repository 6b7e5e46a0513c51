import { crc32, deflateSync } from "node:zlib";
import type { LoadedImage } from "../lib/types";

/**
 * A real PNG of any size in one colour (tests only, Node): pages are laid out from a picture's
 * pixel size, so layout tests need pictures the size of real ones, each with its own bytes.
 */
export function solidPng(width: number, height: number, shade: number): Uint8Array {
  const chunk = (type: string, data: Uint8Array) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const row = Buffer.alloc(width + 1, shade & 255);
  row[0] = 0;
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", header),
      chunk("IDAT", pixels),
      chunk("IEND", new Uint8Array()),
    ]),
  );
}

export function solidImage(url: string, width: number, height: number, shade: number): LoadedImage {
  return {
    name: `${url.split("/").at(-1)}.png`,
    caption: "",
    bytes: solidPng(width, height, shade),
    mime: "image/png",
    width,
    height,
    url,
  };
}

// /favicon.ico from the site's icon (apps/web/src/app/icon.svg): browsers ask for it whatever the page's icon link
// says (on a reload, from history), and a 404 there is an error in the console. An ICO file may hold PNG images
// (every browser in use reads them), so this is the icon drawn at 32 and 16 px, each as a PNG, behind the ICO
// header and directory.
import { readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';

const SIZES = [32, 16];

/** The ICO bytes for PNG images of the given square sizes. */
export function icoOf(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1: an icon
  header.writeUInt16LE(images.length, 4);
  const entries = [];
  let offset = 6 + 16 * images.length;
  for (const { size, png } of images) {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width (0 means 256)
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    entries.push(entry);
    offset += png.length;
  }
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

/** Draws `svgFile` into an ICO at `icoFile`. */
export async function writeFavicon(svgFile, icoFile) {
  const svg = readFileSync(svgFile);
  const images = await Promise.all(
    SIZES.map(async (size) => ({
      size,
      png: await sharp(svg, { density: 384 }).resize(size, size).png().toBuffer(),
    })),
  );
  writeFileSync(icoFile, icoOf(images));
}

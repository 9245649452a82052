import { deflateSync } from 'node:zlib';

/**
 * Tiny, valid demo files made in code (no binary fixtures in the repository): a one-page PDF with a title line,
 * a solid-colour PNG, and a coloured tile with a name written on it. They are what the demo catalog tactics and
 * campaign themes carry, so asset links have something to send and the Campaign Library has pictures.
 */

/** A one-page PDF (US Letter) showing `title` and `subtitle`; offsets in the xref table are computed. */
export function demoPdf(title: string, subtitle: string): Buffer {
  const escape = (text: string) => text.replace(/[^\x20-\x7e]/g, '-').replace(/([\\()])/g, '\\$1');
  const content = `BT /F1 28 Tf 72 700 Td (${escape(title)}) Tj ET\nBT /F1 14 Tf 72 670 Td (${escape(subtitle)}) Tj ET\n`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}endstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A `width` x `height` PNG: a solid colour with a darker band across the middle (8-bit RGB). */
export function demoPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const band = y > height / 3 && y < (2 * height) / 3;
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) row.set(band ? [r >> 1, g >> 1, b >> 1] : [r, g, b], 1 + x * 3);
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 5x7 pixel font for the tiles' names: each glyph's 7 rows of 5 pixels, top to bottom (other characters: blank). */
// prettier-ignore
const glyphs: Record<string, string> = {
  A: '01110100011000111111100011000110001', B: '11110100011000111110100011000111110',
  C: '01110100011000010000100001000101110', D: '11110100011000110001100011000111110',
  E: '11111100001000011110100001000011111', F: '11111100001000011110100001000010000',
  G: '01110100011000010111100011000101111', H: '10001100011000111111100011000110001',
  I: '01110001000010000100001000010001110', J: '00111000100001000010000101001001100',
  K: '10001100101010011000101001001010001', L: '10000100001000010000100001000011111',
  M: '10001110111010110101100011000110001', N: '10001100011100110101100111000110001',
  O: '01110100011000110001100011000101110', P: '11110100011000111110100001000010000',
  Q: '01110100011000110001101011001001101', R: '11110100011000111110101001001010001',
  S: '01111100001000001110000010000111110', T: '11111001000010000100001000010000100',
  U: '10001100011000110001100011000101110', V: '10001100011000110001100010101000100',
  W: '10001100011000110101101011010101010', X: '10001100010101000100010101000110001',
  Y: '10001100010101000100001000010000100', Z: '11111000010001000100010001000011111',
  '0': '01110100011001110101110011000101110', '1': '00100011000010000100001000010001110',
  '2': '01110100010000100010001000100011111', '3': '11111000100010000010000011000101110',
  '4': '00010001100101010010111110001000010', '5': '11111100001111000001000011000101110',
  '6': '00110010001000011110100011000101110', '7': '11111000010001000100010000100001000',
  '8': '01110100011000101110100011000101110', '9': '01110100011000101111000010001001100',
  '&': '01100100101010001000101011001001101', '-': '00000000000000011111000000000000000',
};

/** Words put on lines of at most `max` characters (a longer word keeps its own line). */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.toUpperCase().split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** A `width` x `height` PNG tile of one colour with `name` written across it in white capitals, centred. */
export function demoTile(width: number, height: number, colour: [number, number, number], name: string): Buffer {
  const scale = Math.max(1, Math.floor(width / 100));
  const advance = 6 * scale;
  const lines = wrap(name, Math.max(1, Math.floor((width - 4 * scale) / advance)));
  const lineHeight = 9 * scale;
  const top = Math.floor((height - lines.length * lineHeight + 2 * scale) / 2);
  const pixels = Array.from({ length: height }, () => Array.from({ length: width }, () => colour));
  const white: [number, number, number] = [255, 255, 255];
  lines.forEach((line, row) => {
    const left = Math.floor((width - line.length * advance + scale) / 2);
    [...line].forEach((char, column) => {
      const glyph = glyphs[char];
      if (!glyph) return;
      for (let i = 0; i < 35; i++) {
        if (glyph[i] !== '1') continue;
        const x0 = left + column * advance + (i % 5) * scale;
        const y0 = top + row * lineHeight + Math.floor(i / 5) * scale;
        for (let dy = 0; dy < scale; dy++)
          for (let dx = 0; dx < scale; dx++) {
            const y = y0 + dy;
            const x = x0 + dx;
            if (y >= 0 && y < height && x >= 0 && x < width) pixels[y][x] = white;
          }
      }
    });
  });
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = pixels.map((line) => Buffer.from([0, ...line.flat()]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

import zlib from "node:zlib";

/**
 * A PNG file from its parts: `bitDepth` and `colorType` as the IHDR chunk
 * holds them, `data` the already compressed IDAT. Tests make exact images
 * with it (a header that lies about its size, a huge one made in a blink)
 * that an encoder would not make, or only slowly.
 */
export function pngFile(
  width: number,
  height: number,
  {
    bitDepth,
    colorType,
    data,
  }: { bitDepth: number; colorType: number; data: Buffer },
): Buffer {
  const chunk = (type: string, body: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(body.length);
    const typed = Buffer.concat([Buffer.from(type, "latin1"), body]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  // Then deflate, filter method 0, no interlace.
  header.set([bitDepth, colorType, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", data),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

import sharp from "sharp";

/** A 4000 x 3000 JPEG with camera-like detail, for the upload and backup benchmarks. */
export async function twelveMegapixelJpeg(): Promise<Buffer> {
  // Noise drawn at a quarter of the size and enlarged: detail like a photo's,
  // at a photo's file size rather than pure noise's.
  const noise = await sharp({
    create: {
      width: 1000,
      height: 750,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  return sharp(noise).resize(4000, 3000).jpeg({ quality: 88 }).toBuffer();
}

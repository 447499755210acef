import { expect, test } from "bun:test";
import { jpegFrom, photoPng, pngBytes } from "../../tests/support/images";
import { helper } from "../lib/helper-process";
import { IMAGE_WRONG_TYPE, ImageError } from "./errors";
import { processImageInHelper } from "./in-helper";

test("two images at once queue: the helper holds one photo's pixels at a time", async () => {
  const h = helper("images");
  const run = h.run.bind(h);
  let active = 0;
  let most = 0;
  h.run = async <T>(kind: string, payload: unknown): Promise<T> => {
    most = Math.max(most, ++active);
    try {
      return await run<T>(kind, payload);
    } finally {
      active--;
    }
  };
  try {
    const photo = await jpegFrom(photoPng(2000, 1500, 5), 90);
    const [a, b] = await Promise.all([processImageInHelper(photo), processImageInHelper(photo)]);
    expect(most).toBe(1);
    for (const p of [a, b]) {
      expect(p.master.format).toBe("jpeg");
      expect(p.master.data).toBeInstanceOf(Uint8Array);
      expect(p.variants.length).toBeGreaterThan(0);
    }
  } finally {
    h.run = run;
  }
});

test("a refusal made in the helper is the same ImageError (status and message) in the server", async () => {
  const e = await processImageInHelper(new TextEncoder().encode("<html>not an image</html>")).catch((x) => x);
  expect(e).toBeInstanceOf(ImageError);
  expect(e).toMatchObject({ status: 415, message: IMAGE_WRONG_TYPE });
  // And a sound image still goes through after it.
  expect((await processImageInHelper(pngBytes(4, 3))).master.width).toBe(4);
});

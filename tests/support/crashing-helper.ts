/**
 * The helper process as it is, except that it dies on an image job, as it would if a decoder crashed or
 * the machine ran out of memory mid-photo: for tests of what the person uploading is told. Every other job
 * (sanitising the editor's preview, passwords) is answered as usual.
 */
import { runHelper } from "../../src/helper/main";

// Registered first, so it runs before the helper's own listener takes the job.
process.on("message", (m: { kind?: string }) => {
  if (m.kind === "image" || m.kind === "image-variants") process.exit(3);
});
runHelper();

/**
 * One image pipeline at a time in this process. Decoding a large upload takes a few hundred MB for a
 * moment (a 50 MP PNG ~370 MB); two admins uploading at once, or an upload during a rebuild, must not
 * add those up. The pipeline itself runs off the JavaScript thread, so requests keep being answered.
 */
let tail: Promise<unknown> = Promise.resolve();

export function serially<T>(fn: () => Promise<T>): Promise<T> {
  const run = tail.then(fn, fn);
  tail = run.catch(() => {});
  return run;
}

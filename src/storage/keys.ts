/** Keys are flat or slash-separated names we make ourselves (never a visitor's path). */
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

export class InvalidKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}

export function isValidKey(key: string): boolean {
  return KEY.test(key) && !key.split("/").includes("..");
}

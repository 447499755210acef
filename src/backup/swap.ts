import { existsSync } from "node:fs";
import { mkdir, rename } from "node:fs/promises";
import { dirname } from "node:path";

/** Renames done so far, so a failed swap can be undone in reverse. */
export type Moves = { from: string; to: string }[];

/** Renames `from` to `to` (creating `to`'s folder) when `from` exists, and records it. */
export async function moveAside(moves: Moves, from: string, to: string): Promise<void> {
  if (!existsSync(from)) return;
  if (existsSync(to)) throw Object.assign(new Error(`${to} already exists`), { code: "EEXIST", path: to });
  await mkdir(dirname(to), { recursive: true });
  await rename(from, to);
  moves.push({ from, to });
}

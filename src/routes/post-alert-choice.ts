import type { AppDeps } from "../http/app-env";
import type { SaveResult } from "../posts";

type Choice = "send" | "hold" | undefined;

/**
 * The post editor's "Client alert" choice around a save, the same for the JSON API and the plain form. A
 * new post held back gets its id first and its alert held under it before the post exists, so the
 * announcer (every 10 s, on any instance) can never see it live and unheld; a save that fails takes the
 * hold away again. Any save wakes the announcer: a post live now goes to its subscribers within a moment.
 */
export async function saveWithAlertChoice(
  deps: AppDeps,
  choice: Choice,
  title: string,
  save: (newId: string) => Promise<SaveResult>,
  existing?: { id: string },
): Promise<SaveResult> {
  const id = existing?.id ?? crypto.randomUUID();
  if (!existing && choice === "hold") await deps.alerts.choose({ id, title }, "hold");
  const result = await save(id);
  if (!result.ok) {
    if (!existing && choice === "hold") await deps.alerts.release(id);
    return result;
  }
  if (existing && choice) await deps.alerts.choose(result.post, choice);
  deps.alerts.wake();
  return result;
}

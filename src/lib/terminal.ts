/**
 * Reading a secret from the terminal without showing it: the terminal is put in raw mode (no echo, one
 * key at a time) while the line is typed, and put back however the reading ends.
 */

/** Ctrl-C while a secret was being typed. */
export class TypingCancelled extends Error {}

/** Writes `prompt`, reads one line from the terminal without echoing it; Backspace works, Ctrl-C cancels. */
export function readHidden(prompt: string): Promise<string> {
  const stdin = process.stdin;
  return new Promise((resolve, reject) => {
    let typed = "";
    const finish = (settle: () => void) => {
      stdin.off("data", onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stdout.write("\n");
      settle();
    };
    const onData = (chunk: Buffer | string) => {
      for (const ch of typeof chunk === "string" ? chunk : chunk.toString("utf8")) {
        if (ch === "\r" || ch === "\n") return finish(() => resolve(typed));
        if (ch === "\u0003") return finish(() => reject(new TypingCancelled("cancelled")));
        if (ch === "\u0004" && typed === "") return finish(() => resolve(typed));
        if (ch === "\u007f" || ch === "\b") typed = [...typed].slice(0, -1).join("");
        else if (ch >= " ") typed += ch;
      }
    };
    // Raw before the prompt shows: nothing typed after it is ever echoed.
    stdin.setRawMode(true);
    process.stdout.write(prompt);
    stdin.on("data", onData);
    stdin.resume();
  });
}

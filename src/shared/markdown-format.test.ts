import { describe, expect, test } from "bun:test";
import { altText, applyFormat, type FormatKind, insertImage } from "./markdown-format";

/** Applies a format to text where [ and ] mark the selection (or | the caret); returns it marked the same way. */
function run(kind: FormatKind, marked: string): string {
  const caret = marked.indexOf("|");
  const start = caret >= 0 ? caret : marked.indexOf("[");
  const value = marked.replace(/[[\]|]/g, "");
  const end = caret >= 0 ? caret : marked.indexOf("]") - 1;
  const r = applyFormat(kind, { value, start, end });
  return r.start === r.end
    ? `${r.value.slice(0, r.start)}|${r.value.slice(r.start)}`
    : `${r.value.slice(0, r.start)}[${r.value.slice(r.start, r.end)}]${r.value.slice(r.end)}`;
}

describe("toolbar formatting", () => {
  test("bold wraps the selection and keeps it selected; again unwraps", () => {
    expect(run("bold", "a [word] here")).toBe("a **[word]** here");
    expect(run("bold", "a **[word]** here")).toBe("a [word] here");
  });

  test("bold with no selection inserts a selected placeholder", () => {
    expect(run("bold", "x |y")).toBe("x **[bold text]**y");
  });

  test("headings prefix the caret's line and keep the caret in place", () => {
    expect(run("h2", "one\ntw|o\nthree")).toBe("one\n## tw|o\nthree");
    expect(run("h3", "|")).toBe("### |");
  });

  test("a heading replaces another level, and the same level toggles off", () => {
    expect(run("h3", "## Ti|tle")).toBe("### Ti|tle");
    expect(run("h2", "## Ti|tle")).toBe("Ti|tle");
  });

  test("bullets prefix every selected line, skip blank ones, and toggle off", () => {
    expect(run("bullet", "[a\nb\n\nc]")).toBe("[- a\n- b\n\n- c]");
    expect(run("bullet", "[- a\n- b]")).toBe("[a\nb]");
  });

  test("a selection from the middle of a line covers that whole line", () => {
    expect(run("bullet", "intro\nfi[rst\nsec]ond\nlast")).toBe("intro\n[- first\n- second]\nlast");
  });

  test("a selection ending after a newline leaves the next line alone", () => {
    expect(run("bullet", "[one\n]two")).toBe("[- one]\ntwo");
  });
});

describe("the Image button", () => {
  const URL = "/uploads/0d5a3c9e-7b1f-4c2a-9e8d-1a2b3c4d5e6f.jpg";
  test("inserts ![description](url) at the caret and leaves the caret after it, not inside it", () => {
    const r = insertImage({ value: "Before after", start: 7, end: 7 }, URL, "The harbour at dusk");
    expect(r.value).toBe(`Before ![The harbour at dusk](${URL})after`);
    expect(r.start).toBe(r.end);
    // What is typed next lands after the image's code.
    const typed = `${r.value.slice(0, r.start)} and more${r.value.slice(r.end)}`;
    expect(typed).toBe(`Before ![The harbour at dusk](${URL}) and moreafter`);
  });
  test("it replaces a selection; brackets and line breaks in the description cannot end it early", () => {
    const value = "See [the]\noffice here";
    const r = insertImage({ value, start: 4, end: 16 }, URL, "the [old]\noffice");
    expect(r.value).toBe(`See ![the old office](${URL}) here`);
    expect(r.value.slice(r.end)).toBe(" here");
    expect(altText(" [a]\r\nb ")).toBe("a b");
  });
  test("at the very start and end of the text; an empty description is a decorative image", () => {
    expect(insertImage({ value: "", start: 0, end: 0 }, URL, "").value).toBe(`![](${URL})`);
    expect(insertImage({ value: "x", start: 1, end: 1 }, URL, "y").value).toBe(`x![y](${URL})`);
  });
});

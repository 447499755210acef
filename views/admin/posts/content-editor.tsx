import { type ChangeEvent, type KeyboardEvent, useRef, useState } from "react";
import { flushSync } from "react-dom";
import type { FieldErrors } from "../../../src/shared/fields";
import {
  applyFormat,
  type FormatKind,
  insertImage,
  type TextSelection,
} from "../../../src/shared/markdown-format";
import { buttonClass } from "../../ui/button";
import { controlClass, Field } from "../../ui/field";
import { ImageIcon, TOOLBAR, TOOLBAR_BUTTON_CLASS } from "./editor-toolbar";
import { UploadProgress, useImageUpload } from "./image-upload";
import { useLivePreview } from "./live-preview";
import { controlProps } from "./post-form";

/** An uploaded picture waiting for its description, and where in the text it goes. */
interface PendingImage {
  url: string;
  start: number;
  end: number;
}

/**
 * The post's text: the formatting toolbar (bold, headings, list, and Image, which uploads a picture, asks
 * what it shows in a field of its own, then puts `![description](url)` at the caret with the caret after
 * it), the textarea, and beside it the preview as readers will see it.
 */
export function ContentEditor({
  prefix,
  value,
  errors,
  hydrated,
  initialPreview,
  onChange,
  onUploadingChange,
}: {
  /** The editor's id prefix: the textarea is `{prefix}content`. */
  prefix: string;
  value: string;
  errors: FieldErrors;
  hydrated: boolean;
  /** The server's rendering of the text the editor opened with. */
  initialPreview: string;
  onChange: (content: string) => void;
  onUploadingChange: (uploading: boolean) => void;
}) {
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const imagePickerRef = useRef<HTMLInputElement>(null);
  const contentImage = useImageUpload(onUploadingChange);
  const [pending, setPending] = useState<PendingImage | null>(null);
  const [description, setDescription] = useState("");
  // Where the caret was when Image was pressed: the file chooser takes the focus away.
  const caretAtPick = useRef({ start: 0, end: 0 });

  const edit = (change: (s: TextSelection) => TextSelection) => {
    const ta = contentRef.current;
    if (!ta) return;
    const next = change({ value: ta.value, start: ta.selectionStart, end: ta.selectionEnd });
    // Render the new text now, so the selection can be put back on it straight away.
    flushSync(() => onChange(next.value));
    ta.focus();
    ta.setSelectionRange(next.start, next.end);
  };
  const format = (kind: FormatKind) => edit((s) => applyFormat(kind, s));

  function pickImage() {
    const ta = contentRef.current;
    caretAtPick.current = {
      start: ta?.selectionStart ?? value.length,
      end: ta?.selectionEnd ?? value.length,
    };
    imagePickerRef.current?.click();
  }

  /** The chosen file is uploaded, then its description is asked for (the selection is offered as one). */
  async function onContentImage(e: ChangeEvent<HTMLInputElement>) {
    const input = e.currentTarget;
    const file = input.files?.[0];
    input.value = "";
    if (!file) return;
    const url = await contentImage.upload(file);
    if (!url) return;
    const { start, end } = caretAtPick.current;
    setDescription(value.slice(start, end).trim());
    setPending({ url, start, end });
  }

  /** ![description](url) where the caret was, and the caret after it. */
  function insertPending() {
    const p = pending;
    if (!p) return;
    setPending(null);
    edit((s) => insertImage({ ...s, start: p.start, end: p.end }, p.url, description));
  }

  function cancelPending() {
    setPending(null);
    contentRef.current?.focus();
  }

  // Enter inside the editor's form would send it: here it inserts the picture; Escape leaves it out.
  function onDescriptionKey(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === "Enter") {
      e.preventDefault();
      insertPending();
    } else if (e.key === "Escape") {
      e.preventDefault();
      cancelPending();
    }
  }

  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <Field
        id={`${prefix}content`}
        label="Content"
        hint="Markdown: **bold**, ## heading, - list item, ![what it shows](image URL). Line breaks are kept."
        hintAfter
        error={errors.content}
      >
        <div
          role="toolbar"
          aria-label="Formatting"
          aria-controls={`${prefix}content`}
          className="mt-1 flex gap-1 rounded-t-md border border-b-0 border-slate-300 bg-slate-50 p-1"
        >
          {TOOLBAR.map((b) => (
            <button
              key={b.kind}
              type="button"
              aria-label={b.label}
              title={b.label}
              disabled={!hydrated}
              onClick={() => format(b.kind)}
              className={TOOLBAR_BUTTON_CLASS}
            >
              {b.icon}
            </button>
          ))}
          <button
            type="button"
            aria-label="Image"
            title="Insert an image"
            disabled={!hydrated || contentImage.uploading || pending !== null}
            onClick={pickImage}
            className={TOOLBAR_BUTTON_CLASS}
          >
            <ImageIcon />
          </button>
          {/* Not part of the form: the Image button opens it, and only the uploaded URL is kept. */}
          <input
            ref={imagePickerRef}
            type="file"
            accept="image/*"
            tabIndex={-1}
            aria-hidden="true"
            className="hidden"
            onChange={onContentImage}
          />
        </div>
        <textarea
          {...controlProps(prefix, "content", errors, true)}
          ref={contentRef}
          rows={15}
          required
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={`${controlClass(!!errors.content, "py-2 font-mono text-sm")} mt-0! rounded-t-none`}
        />
        {contentImage.uploading && (
          <UploadProgress percent={contentImage.percent} label="Upload progress (picture for the text)" />
        )}
        {pending && (
          <fieldset className="mt-2 rounded-md border border-sea-600 bg-sea-50 p-3">
            <legend className="px-1 text-sm font-medium text-navy-900">
              Picture uploaded: describe it, then insert it
            </legend>
            <label htmlFor={`${prefix}picture-alt`} className="mt-2 block text-sm text-navy-900">
              What the picture shows
            </label>
            <input
              id={`${prefix}picture-alt`}
              type="text"
              // No name: not part of the form; only the text it goes into is saved.
              maxLength={300}
              // biome-ignore lint/a11y/noAutofocus: it appears because the admin just chose a picture; typing goes here.
              autoFocus
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              onKeyDown={onDescriptionKey}
              aria-describedby={`${prefix}picture-alt-hint`}
              className={controlClass(false, "h-10")}
            />
            <p id={`${prefix}picture-alt-hint`} className="mt-1 text-xs text-slate-600">
              Read aloud to readers who cannot see it. Empty: the picture is only decoration.
            </p>
            <div className="mt-2 flex gap-2">
              <button type="button" onClick={insertPending} className={buttonClass("secondary", "sm")}>
                Insert picture
              </button>
              <button type="button" onClick={cancelPending} className={buttonClass("ghost", "sm")}>
                Cancel
              </button>
            </div>
          </fieldset>
        )}
      </Field>
      <PreviewPane prefix={prefix} content={value} initialPreview={initialPreview} hydrated={hydrated} />
    </div>
  );
}

/**
 * The text as readers will see it, rendered and sanitised by the server exactly as on the public page, a
 * moment after typing stops. Without JavaScript, "Update preview" sends the form to render it.
 */
function PreviewPane({
  prefix,
  content,
  initialPreview,
  hydrated,
}: {
  prefix: string;
  content: string;
  initialPreview: string;
  hydrated: boolean;
}) {
  const { html, previewing, problem } = useLivePreview(content, initialPreview);
  return (
    <section aria-labelledby={`${prefix}preview-heading`} className="min-w-0">
      <div className="flex items-center justify-between gap-3">
        <h2 id={`${prefix}preview-heading`} className="text-sm font-medium text-navy-900">
          Preview
        </h2>
        <span className="text-xs text-slate-500" aria-live="polite">
          {previewing ? "Updating…" : hydrated ? "As readers will see it" : ""}
        </span>
      </div>
      {problem && (
        <p data-preview-problem="" role="alert" className="mt-1 text-sm text-red-700">
          {problem}
        </p>
      )}
      <div
        data-preview=""
        className="prose prose-slate mt-1 max-h-[36rem] max-w-none overflow-y-auto rounded-md border border-slate-200 bg-slate-50 p-4 prose-headings:text-navy-900 prose-a:text-sea-700 prose-img:rounded-lg"
        // Rendered and sanitised by the server (src/posts/html.ts), exactly as on the public page.
        dangerouslySetInnerHTML={{
          __html: html || '<p class="text-slate-500">The content will show here as you type.</p>',
        }}
      />
      {!hydrated && (
        <button
          type="submit"
          name="intent"
          value="preview"
          formNoValidate
          className={`${buttonClass("outline", "sm")} mt-2`}
        >
          Update preview
        </button>
      )}
    </section>
  );
}

import { type ChangeEvent, useRef } from "react";
import { flushSync } from "react-dom";
import type { FieldErrors } from "../../../src/shared/fields";
import {
  applyFormat,
  type FormatKind,
  insertImage,
  type TextSelection,
} from "../../../src/shared/markdown-format";
import { buttonClass } from "../../components/button";
import { controlClass, Field } from "../../components/field";
import { ImageIcon, TOOLBAR, TOOLBAR_BUTTON_CLASS } from "./editor-toolbar";
import { UploadProgress, useImageUpload } from "./image-upload";
import { useLivePreview } from "./live-preview";
import { controlProps } from "./post-form";

/**
 * The post's text: the formatting toolbar (bold, headings, list, and Image, which uploads a picture and
 * puts `![alt text](url)` at the caret with "alt text" selected), the textarea, and beside it the preview
 * as readers will see it.
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

  /** The toolbar's Image button: the chosen file is uploaded, then ![alt text](url) goes in at the caret. */
  async function onContentImage(e: ChangeEvent<HTMLInputElement>) {
    const input = e.currentTarget;
    const file = input.files?.[0];
    input.value = "";
    if (!file) return;
    const url = await contentImage.upload(file);
    if (url) edit((s) => insertImage(s, url));
  }

  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <Field
        id={`${prefix}content`}
        label="Content"
        hint="Markdown: **bold**, ## heading, - list item, ![alt text](image URL). Line breaks are kept."
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
            disabled={!hydrated || contentImage.uploading}
            onClick={() => imagePickerRef.current?.click()}
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

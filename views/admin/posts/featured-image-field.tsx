import { type ChangeEvent, type DragEvent, useState } from "react";
import { buttonClass } from "../../ui/button";
import { controlClass, describedBy, Field } from "../../ui/field";
import { UploadProgress, useImageUpload } from "./image-upload";

const hasFiles = (e: DragEvent) => Array.from(e.dataTransfer.types).includes("Files");

/** Every type an upload may be (the server checks the bytes): the hint names them all. */
export const UPLOAD_HINT = "PNG, JPG, GIF or WebP, up to 5MB";

/**
 * The post editor's optional featured image, and what it shows (its alt text on the site). Without
 * JavaScript the file input is an ordinary field of the editor form and the server processes the file on
 * save. Once hydrated, a file chosen or dropped onto the field is checked (5MB) and uploaded at once, with
 * a progress bar; the URL travels in the hidden `featuredImage` input. The file input stays the
 * keyboard's way in.
 */
export function FeaturedImageField({
  id,
  value,
  onChange,
  alt,
  onAltChange,
  altError,
  onUploadingChange,
  hydrated,
  error,
}: {
  id: string;
  value: string;
  onChange: (url: string) => void;
  /** The image's description, for screen readers. */
  alt: string;
  onAltChange: (alt: string) => void;
  altError?: string | undefined;
  onUploadingChange: (uploading: boolean) => void;
  hydrated: boolean;
  error?: string | undefined;
}) {
  const { uploading, percent, upload } = useImageUpload(onUploadingChange);
  const [dragging, setDragging] = useState(false);

  async function take(file: File | undefined) {
    if (!file) return;
    const url = await upload(file);
    if (url) onChange(url);
  }

  function onFile(e: ChangeEvent<HTMLInputElement>) {
    if (!hydrated) return;
    const input = e.currentTarget;
    const file = input.files?.[0];
    // The file itself never travels with the form once JavaScript runs: only the uploaded URL does.
    input.value = "";
    void take(file);
  }

  const dropProps = hydrated
    ? {
        onDragEnter: (e: DragEvent<HTMLDivElement>) => {
          if (!hasFiles(e) || uploading) return;
          e.preventDefault();
          setDragging(true);
        },
        onDragOver: (e: DragEvent<HTMLDivElement>) => {
          if (!hasFiles(e) || uploading) return;
          e.preventDefault();
          e.dataTransfer.dropEffect = "copy";
          setDragging(true);
        },
        onDragLeave: (e: DragEvent<HTMLDivElement>) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
        },
        onDrop: (e: DragEvent<HTMLDivElement>) => {
          if (!hasFiles(e)) return;
          e.preventDefault();
          setDragging(false);
          if (!uploading) void take(e.dataTransfer.files[0]);
        },
      }
    : {};

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-navy-900">
        Featured Image <span className="font-normal text-slate-500">(optional)</span>
      </label>
      <input type="hidden" name="featuredImage" value={value} />
      {value && (
        <div className="mt-2 flex flex-wrap items-end gap-3">
          <img
            src={value}
            alt="Preview of the featured upload"
            width={320}
            height={180}
            className="aspect-video w-80 max-w-full rounded-lg border border-slate-200 bg-slate-100 object-cover"
          />
          {hydrated && (
            <button type="button" onClick={() => onChange("")} className={buttonClass("outline", "sm")}>
              Remove
            </button>
          )}
        </div>
      )}
      <div
        {...dropProps}
        data-drop-zone=""
        data-dragging={dragging ? "" : undefined}
        className={`mt-2 rounded-lg border-2 border-dashed p-3 transition-colors ${
          dragging ? "border-sea-600 bg-sea-50" : "border-slate-300 bg-white"
        }`}
      >
        <input
          id={id}
          name="image"
          type="file"
          accept="image/*"
          disabled={uploading}
          onChange={onFile}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          className="block w-full text-sm text-slate-700 file:mr-4 file:rounded-md file:border-0 file:bg-navy-800 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-white hover:file:bg-navy-700 disabled:opacity-60"
        />
        {hydrated && (
          <p className="mt-2 text-sm text-slate-600" aria-hidden="true">
            {dragging ? "Drop the image to upload it" : "…or drag an image here"}
          </p>
        )}
      </div>
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        {UPLOAD_HINT}
      </p>
      {uploading && <UploadProgress percent={percent} label="Upload progress" />}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="mt-4">
        <Field
          id={`${id}Alt`}
          label="Image description"
          hint="What the picture shows, read aloud to readers who cannot see it. Leave it empty if the picture is only decoration."
          error={altError}
        >
          <input
            id={`${id}Alt`}
            name="featuredImageAlt"
            data-field="featuredImageAlt"
            type="text"
            maxLength={300}
            value={alt}
            onChange={(e) => onAltChange(e.target.value)}
            aria-invalid={altError ? true : undefined}
            aria-describedby={describedBy(`${id}Alt`, true, altError)}
            className={controlClass(Boolean(altError))}
          />
        </Field>
      </div>
    </div>
  );
}

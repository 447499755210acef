import { type ChangeEvent, useState } from "react";
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES } from "../../../src/lib/upload-limits";
import { buttonClass } from "../../components/button";
import { toast } from "./toast";

const UPLOAD_FAILED = "Failed to upload image";

/**
 * The post editor's optional featured image (SPEC §2, §5, §8). Without JavaScript the file input is an
 * ordinary field of the editor form and the server stores the file. Once hydrated, a chosen file is checked
 * (5MB) and uploaded at once through POST /api/upload; the URL travels in the hidden `featuredImage` input.
 */
export function FeaturedImageField({
  id,
  value,
  onChange,
  onUploadingChange,
  hydrated,
  error,
}: {
  id: string;
  value: string;
  onChange: (url: string) => void;
  onUploadingChange: (uploading: boolean) => void;
  hydrated: boolean;
  error?: string | undefined;
}) {
  const [uploading, setUploading] = useState(false);

  const setBusy = (busy: boolean) => {
    setUploading(busy);
    onUploadingChange(busy);
  };

  async function onFile(e: ChangeEvent<HTMLInputElement>) {
    if (!hydrated) return;
    const input = e.currentTarget;
    const file = input.files?.[0];
    // The file itself never travels with the form once JavaScript runs: only the uploaded URL does.
    input.value = "";
    if (!file) return;
    if (file.size > MAX_IMAGE_BYTES) {
      toast({ title: "Error", description: IMAGE_TOO_LARGE, variant: "destructive" });
      return;
    }
    setBusy(true);
    try {
      const body = new FormData();
      body.append("image", file);
      const res = await fetch("/api/upload", { method: "POST", credentials: "same-origin", body });
      if (!res.ok) throw new Error(`upload answered ${res.status}`);
      const { url } = (await res.json()) as { url?: unknown };
      if (typeof url !== "string") throw new Error("upload answered without a url");
      onChange(url);
    } catch {
      toast({ title: "Error", description: UPLOAD_FAILED, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

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
      <input
        id={id}
        name="image"
        type="file"
        accept="image/*"
        disabled={uploading}
        onChange={onFile}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error ? true : undefined}
        className="mt-2 block w-full text-sm text-slate-700 file:mr-4 file:rounded-md file:border-0 file:bg-navy-800 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-white hover:file:bg-navy-700 disabled:opacity-60"
      />
      <p id={hintId} className="mt-1 text-sm text-slate-500">
        PNG, JPG or GIF (max. 5MB)
      </p>
      {uploading && (
        <p role="status" className="mt-1 text-sm font-medium text-sea-700">
          Uploading...
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

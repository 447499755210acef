import { useState } from "react";
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES } from "../../../src/shared/upload-limits";
import { toast } from "../../ui/toast";

/** What every failed upload shows. */
export const UPLOAD_FAILED = "Failed to upload image";

/**
 * POST /api/upload with XMLHttpRequest, because fetch reports no upload progress: `onProgress` gets the
 * percentage of the file sent (an admin on hotel Wi-Fi sees it move). Resolves to the image's URL.
 */
export function sendImage(file: File, onProgress: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/upload");
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0)
        onProgress(Math.min(100, Math.floor((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      const url = (xhr.response as { url?: unknown } | null)?.url;
      if (xhr.status >= 200 && xhr.status < 300 && typeof url === "string") resolve(url);
      else reject(new Error(`upload answered ${xhr.status}`));
    };
    xhr.onerror = () => reject(new Error("upload failed"));
    xhr.onabort = () => reject(new Error("upload aborted"));
    const body = new FormData();
    body.append("image", file);
    xhr.send(body);
  });
}

/**
 * One image upload at a time, with these rules: over 5MB is refused before anything is sent
 * ("Image must be less than 5MB"), a failure toasts "Failed to upload image" and the uploading state
 * resets either way. `upload` resolves to the URL, or undefined when there is none.
 */
export function useImageUpload(onBusyChange?: (busy: boolean) => void) {
  const [percent, setPercent] = useState<number | null>(null);
  async function upload(file: File): Promise<string | undefined> {
    if (percent !== null) return undefined;
    if (file.size > MAX_IMAGE_BYTES) {
      toast({ title: "Error", description: IMAGE_TOO_LARGE, variant: "destructive" });
      return undefined;
    }
    setPercent(0);
    onBusyChange?.(true);
    try {
      return await sendImage(file, setPercent);
    } catch {
      toast({ title: "Error", description: UPLOAD_FAILED, variant: "destructive" });
      return undefined;
    } finally {
      setPercent(null);
      onBusyChange?.(false);
    }
  }
  return { uploading: percent !== null, percent: percent ?? 0, upload };
}

/**
 * "Uploading... 42%" over a progress bar. Its label must not contain a field's name ("Featured Image",
 * "Content"): a label lookup of that field would then find the bar too. Once every byte is sent the server still decodes and resizes
 * the image, which on a large photo takes a moment: said so, rather than a bar stuck at 100%.
 */
export function UploadProgress({ percent, label }: { percent: number; label: string }) {
  return (
    <div className="mt-2 max-w-md">
      <p role="status" className="text-sm font-medium text-sea-700">
        Uploading...{" "}
        <span aria-hidden="true" data-upload-percent={percent}>
          {percent}%{percent === 100 ? ", preparing the image" : ""}
        </span>
      </p>
      <progress
        max={100}
        value={percent}
        aria-label={label}
        className="mt-1 block h-2 w-full appearance-none overflow-hidden rounded-full bg-slate-200 [&::-moz-progress-bar]:bg-sea-600 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-sea-600 [&::-webkit-progress-value]:transition-all"
      />
    </div>
  );
}

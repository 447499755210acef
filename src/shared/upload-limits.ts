/**
 * The upload limit (5 MB) and its message, shared by the server (src/images) and the post
 * editor island, which checks the size before sending anything. No imports: safe for the browser bundle.
 */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TOO_LARGE = "Image must be less than 5MB";

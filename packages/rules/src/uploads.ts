// What a document upload may be: the forms that upload (signup, documents, the back office), apart
// from constants.ts, which the storefront's first load takes whole.

/** "Smaller than 10 MB": the limit in bytes. */
export const UPLOAD_MAX_BYTES = 10_485_760;
export const UPLOAD_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type UploadMimeType = (typeof UPLOAD_MIME_TYPES)[number];
export const UPLOAD_EXTENSIONS = ['.pdf', '.jpg', '.jpeg', '.png'] as const;

/**
 * What may be uploaded where: one allow-list of content types per purpose (docs/decisions.md, "Bad input").
 * The server refuses any other type with a 400 before an upload slot exists; the type is then signed into the
 * presigned PUT, so S3 refuses a body sent as anything else. The web client picks the type from these lists too.
 */
const images = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
} as const;
const office = {
  'application/pdf': ['pdf'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.ms-excel': ['xls'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.ms-powerpoint': ['ppt'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
  'text/plain': ['txt'],
  'text/csv': ['csv'],
} as const;
/** Print and artwork files a vendor works from. No SVG or HTML: they can carry scripts. */
const artwork = {
  'image/tiff': ['tif', 'tiff'],
  'image/vnd.adobe.photoshop': ['psd'],
  'application/postscript': ['ai', 'eps'],
  'application/zip': ['zip'],
  'video/mp4': ['mp4'],
  'video/quicktime': ['mov'],
} as const;

/** One purpose's allow-list: each content type with its file extensions. */
export type UploadTypes = Readonly<Record<string, readonly string[]>>;

// Each purpose's list is a value of its own, which the contract's upload schemas name, so a Lambda bundles only the
// lists of its own routes (`uploadTypes`, every list by purpose, is the web's). The lists are joined by a call
// marked pure: esbuild keeps any object literal with a spread, used or not.
const joined = <T extends UploadTypes[]>(...lists: T) => Object.assign({}, ...lists) as UnionToIntersection<T[number]>;
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
/** `POST documents`: images, PDFs, office documents (theme images, profiles, request versions). */
export const documentUploads = /* @__PURE__ */ joined(images, office, { 'application/zip': ['zip'] } as const);
/** `tactics/{id}/upload-file`: the assets e-mailed to recipients. */
export const tacticFileUploads = /* @__PURE__ */ joined(images, office, artwork);
/** `programtactics/component/{id}/upload`: artwork and proofs of a component. */
export const componentFileUploads = /* @__PURE__ */ joined(images, office, artwork);
/** `programs/programtactic/{id}/upload`: the picture of a tactic made in the Create tactic modal. */
export const tacticImageUploads = images;
/**
 * Communication requests' versions and comment attachments (spec: 'any file type'): every document, image and
 * artwork type a review cycle passes around, plus media and a few more; still no HTML, SVG or executables.
 */
export const requestFileUploads = /* @__PURE__ */ joined(images, office, artwork, {
  'text/rtf': ['rtf'],
  'application/rtf': ['rtf'],
  'application/vnd.oasis.opendocument.text': ['odt'],
  'application/vnd.oasis.opendocument.spreadsheet': ['ods'],
  'application/vnd.oasis.opendocument.presentation': ['odp'],
  'application/x-indesign': ['indd'],
  'image/heic': ['heic'],
  'image/bmp': ['bmp'],
  'audio/mpeg': ['mp3'],
  'audio/wav': ['wav'],
  'video/webm': ['webm'],
} as const);
/** A CSV import (`POST inventory`, `programs/{id}/import-shipping-location`, expenses), as browsers label CSV files. */
export const csvImportUploads = {
  'text/csv': ['csv'],
  'application/csv': ['csv'],
  'application/vnd.ms-excel': ['csv'],
  'text/plain': ['csv'],
} as const satisfies UploadTypes;

export const uploadTypes = {
  document: documentUploads,
  tacticFile: tacticFileUploads,
  componentFile: componentFileUploads,
  tacticImage: tacticImageUploads,
  requestFile: requestFileUploads,
  inventoryImport: csvImportUploads,
  locationImport: csvImportUploads,
} as const satisfies Record<string, UploadTypes>;

export type UploadPurpose = keyof typeof uploadTypes;

/** `Text/CSV; charset=utf-8` -> `text/csv`: the media type alone, as the allow-lists name it. */
export const mediaTypeOf = (contentType: string) => contentType.split(';')[0].trim().toLowerCase();

export const isAllowedType = (types: UploadTypes, contentType: string) =>
  Object.hasOwn(types, mediaTypeOf(contentType));

/** The file extensions a list accepts, for the file picker's `accept` and the refusal message. */
export const extensionsOf = (types: UploadTypes): string[] => [...new Set(Object.values(types).flat())];

/**
 * The type to ask an upload slot for: the browser's when the list allows it, otherwise the allowed type the
 * file's extension names (browsers often give CSV and artwork files an empty or vendor type), otherwise the
 * browser's, which the server then refuses with a clear message.
 */
export function contentTypeFor(types: UploadTypes, fileName: string, browserType: string): string {
  if (browserType && isAllowedType(types, browserType)) return mediaTypeOf(browserType);
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1].toLowerCase();
  const byExtension = Object.entries(types).find(([, extensions]) => extension && extensions.includes(extension));
  return byExtension?.[0] ?? (browserType || 'application/octet-stream');
}

/** The same, by purpose (the web's upload pieces). */
export const isAllowedUploadType = (purpose: UploadPurpose, contentType: string) =>
  isAllowedType(uploadTypes[purpose], contentType);
export const uploadExtensions = (purpose: UploadPurpose) => extensionsOf(uploadTypes[purpose]);
export const uploadContentType = (purpose: UploadPurpose, fileName: string, browserType: string) =>
  contentTypeFor(uploadTypes[purpose], fileName, browserType);

/**
 * Why the server refuses a file it is asked an upload slot for, naming the file (several may be asked at once: a
 * request's version, a profile version); the web refuses a file with the same words when it is chosen
 * (`checkUploadFile`, web/src/lib/upload/pictureFile.ts; a request's upload areas too). The spec words none of these. The web says them in the reader's
 * language by their `us` templates (`server.uploads.*` in web/src/i18n/server, `translatedCatalogues` in web/src/lib/i18n.ts).
 */
export const uploadMessages = {
  type: (name: string, extensions: string) =>
    `${name} was not uploaded: files of this type cannot be uploaded here. Allowed: ${extensions}.`,
  notCsv: (name: string) => `${name} was not uploaded: only a .csv file can be imported here.`,
  empty: (name: string) => `${name} was not uploaded: the file is empty.`,
  tooLarge: (name: string) => `${name} was not uploaded: it is larger than 50 MB.`,
};

/**
 * Whether a request's file is named, typed and sized (whatever else of the request failed): its refusals
 * (`uploadMessages`) are then said even beside another field's error, as a field's own check would be.
 */
export const namesAFile = (payload: { value: unknown }) => {
  const file = payload.value as Record<string, unknown> | null | undefined;
  return typeof file?.fileName === 'string' && typeof file.contentType === 'string' && typeof file.size === 'number';
};

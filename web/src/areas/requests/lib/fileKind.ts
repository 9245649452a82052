/** How a version's file is shown: an image as it is, a PDF page by page, anything else as a download link. */
export type FileKind = 'image' | 'pdf' | 'other';

const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'svg', 'bmp', 'avif']);

export function fileKindOf(name: string, contentType?: string | null): FileKind {
  const type = (contentType ?? '').toLowerCase();
  if (type === 'application/pdf') return 'pdf';
  if (type.startsWith('image/')) return 'image';
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  if (extension === 'pdf') return 'pdf';
  return IMAGE_EXTENSIONS.has(extension) ? 'image' : 'other';
}

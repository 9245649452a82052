export { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';
export { RichTextView } from './RichTextView';
export { isSafeHref, linkTarget, normalizeRichText } from './richTextText';
export { sanitizeRichTextInBrowser } from './sanitize';

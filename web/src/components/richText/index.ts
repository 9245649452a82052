export { RichTextEditor } from './RichTextEditor';
export { RichTextView } from './RichTextView';

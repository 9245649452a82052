export { RichTextEditor } from './RichTextEditor';
export { RichTextView } from './RichTextView';
export { RichTextField } from './RichTextField';

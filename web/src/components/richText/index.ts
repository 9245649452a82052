export { RichTextView } from './RichTextView';
export { RichTextField } from './RichTextField';

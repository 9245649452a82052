import './richText.css';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/i18n';
import { linkTarget, normalizeRichText } from './richTextText';
import { sanitizeRichTextInBrowser } from './sanitize';

export interface RichTextEditorProps {
  id: string;
  /** The body as HTML ('' when empty). */
  value: string;
  onChange: (html: string) => void;
  /** The id of the label that names the field. */
  labelledBy: string;
  /** The limit shown under the field (the body as submitted, HTML included, must stay under it). */
  maxLength?: number;
  invalid?: boolean;
  disabled?: boolean;
  'aria-describedby'?: string;
}

type Command = 'bold' | 'italic' | 'underline' | 'insertUnorderedList' | 'insertOrderedList';
// primeicons has no bold, italic or underline icon: those buttons show the letter in its own style.
const COMMANDS: { command: Command; glyph: ReactNode; label: string; shortcut?: string }[] = [
  { command: 'bold', glyph: <b>B</b>, label: 'bold', shortcut: 'b' },
  { command: 'italic', glyph: <i className="rich-text-glyph-italic">I</i>, label: 'italic', shortcut: 'i' },
  { command: 'underline', glyph: <u>U</u>, label: 'underline', shortcut: 'u' },
  { command: 'insertUnorderedList', glyph: <i className="pi pi-list" />, label: 'bulletList' },
  { command: 'insertOrderedList', glyph: <span className="rich-text-glyph-numbers">1.</span>, label: 'numberedList' },
];

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * A small rich-text field (quill is not installed, so PrimeReact's Editor cannot be used): a contentEditable area
 * with bold, italic, underline, bulleted and numbered lists, and links. It gives HTML; pasted content is reduced
 * to the same tags the server keeps, and the server sanitises the body again.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const { t } = useTranslation();
  const area = useRef<HTMLDivElement>(null);
  const savedRange = useRef<Range | null>(null);
  const [active, setActive] = useState<Record<Command, boolean>>({
    bold: false,
    italic: false,
    underline: false,
    insertUnorderedList: false,
    insertOrderedList: false,
  });
  const [linking, setLinking] = useState(false);
  const [linkText, setLinkText] = useState('');
  const [linkInvalid, setLinkInvalid] = useState(false);

  // The value set from outside (a reset, a reopened form) shows in the field; what the user types is not re-set,
  // so the caret stays where it is.
  useEffect(() => {
    const element = area.current;
    if (element && normalizeRichText(element.innerHTML) !== props.value) element.innerHTML = props.value;
  }, [props.value]);

  useEffect(() => {
    // New lines become paragraphs (not the browser's default divs), as the server's sanitiser keeps them.
    document.execCommand('defaultParagraphSeparator', false, 'p');
    const update = () => {
      const selection = document.getSelection();
      if (!area.current || !selection?.anchorNode || !area.current.contains(selection.anchorNode)) return;
      setActive(
        Object.fromEntries(COMMANDS.map(({ command }) => [command, document.queryCommandState(command)])) as Record<
          Command,
          boolean
        >,
      );
    };
    document.addEventListener('selectionchange', update);
    return () => document.removeEventListener('selectionchange', update);
  }, []);

  const emit = () => {
    if (area.current) props.onChange(normalizeRichText(area.current.innerHTML));
  };

  const selectionInside = () => {
    const selection = document.getSelection();
    return selection &&
      selection.rangeCount > 0 &&
      area.current?.contains(selection.getRangeAt(0).commonAncestorContainer)
      ? selection.getRangeAt(0)
      : null;
  };

  const restoreSelection = () => {
    area.current?.focus();
    const range = savedRange.current;
    if (!range) return;
    const selection = document.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
  };

  const run = (command: Command) => {
    if (!selectionInside()) area.current?.focus();
    document.execCommand('styleWithCSS', false, 'false');
    document.execCommand(command);
    emit();
  };

  const startLink = () => {
    savedRange.current = selectionInside()?.cloneRange() ?? null;
    setLinkText('');
    setLinkInvalid(false);
    setLinking(true);
  };

  const applyLink = () => {
    const href = linkTarget(linkText);
    if (!href) {
      setLinkInvalid(true);
      return;
    }
    restoreSelection();
    const range = selectionInside();
    if (range && !range.collapsed) document.execCommand('createLink', false, href);
    else document.execCommand('insertHTML', false, `<a href="${escapeHtml(href)}">${escapeHtml(linkText.trim())}</a>`);
    setLinking(false);
    emit();
  };

  const removeLink = () => {
    if (!selectionInside()) return;
    document.execCommand('unlink');
    emit();
  };

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    event.preventDefault();
    const html = event.clipboardData.getData('text/html');
    const text = event.clipboardData.getData('text/plain');
    const clean = html ? sanitizeRichTextInBrowser(html) : escapeHtml(text).replace(/\r?\n/g, '<br>');
    document.execCommand('insertHTML', false, clean);
    emit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!(event.ctrlKey || event.metaKey)) return;
    const found = COMMANDS.find((c) => c.shortcut === event.key.toLowerCase());
    if (found) {
      event.preventDefault();
      run(found.command);
    }
  };

  const length = props.value.length;
  const over = props.maxLength !== undefined && length >= props.maxLength;

  return (
    <div
      className={['rich-text', props.invalid ? 'invalid' : '', props.disabled ? 'disabled' : '']
        .filter(Boolean)
        .join(' ')}
    >
      <div className="rich-text-toolbar" role="toolbar" aria-label={t('richText.toolbar')} aria-controls={props.id}>
        {COMMANDS.map(({ command, glyph, label }) => (
          <Button
            key={command}
            type="button"
            text
            size="small"
            className={active[command] ? 'rich-text-command active' : 'rich-text-command'}
            aria-label={t(`richText.${label}`)}
            title={t(`richText.${label}`)}
            aria-pressed={active[command]}
            disabled={props.disabled}
            // Keeps the selection in the text while the button is pressed.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => run(command)}
          >
            <span aria-hidden>{glyph}</span>
          </Button>
        ))}
        <Button
          type="button"
          icon="pi pi-link"
          text
          size="small"
          aria-label={t('richText.link')}
          title={t('richText.link')}
          disabled={props.disabled}
          onMouseDown={(e) => e.preventDefault()}
          onClick={startLink}
        />
        <Button
          type="button"
          icon="pi pi-times-circle"
          text
          size="small"
          aria-label={t('richText.unlink')}
          title={t('richText.unlink')}
          disabled={props.disabled}
          onMouseDown={(e) => e.preventDefault()}
          onClick={removeLink}
        />
      </div>
      {linking && (
        <div className="rich-text-link">
          <InputText
            autoFocus
            value={linkText}
            onChange={(e) => {
              setLinkText(e.target.value);
              setLinkInvalid(false);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                applyLink();
              }
            }}
            placeholder="https://"
            aria-label={t('richText.linkAddress')}
            invalid={linkInvalid}
          />
          <Button type="button" label={t('richText.applyLink')} size="small" onClick={applyLink} />
          <Button type="button" label={t('richText.cancel')} size="small" text onClick={() => setLinking(false)} />
          {linkInvalid && <small className="p-error">{t('richText.badLink')}</small>}
        </div>
      )}
      <div
        ref={area}
        id={props.id}
        className="rich-text-area"
        contentEditable={!props.disabled}
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-labelledby={props.labelledBy}
        aria-describedby={[props['aria-describedby'], `${props.id}-count`].filter(Boolean).join(' ')}
        aria-invalid={props.invalid || undefined}
        tabIndex={0}
        onInput={emit}
        onBlur={emit}
        onPaste={onPaste}
        onKeyDown={onKeyDown}
      />
      {props.maxLength !== undefined && (
        <small id={`${props.id}-count`} className={over ? 'rich-text-count over' : 'rich-text-count'}>
          {t('richText.count', { length: formatNumber(length), max: formatNumber(props.maxLength) })}
        </small>
      )}
    </div>
  );
}

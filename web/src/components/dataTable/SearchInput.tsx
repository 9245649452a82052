import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { PlaceholderWidth } from './PlaceholderWidth';

/**
 * A search box: a search field with its icon, at most 200 characters. Labelled by its placeholder (`label`), and
 * then at least as wide as it where the line has room; or, with `inputId`, by the page's own `<label htmlFor>` (a
 * list page's filter bar).
 */
export function SearchInput(
  props: { value: string; onChange: (value: string) => void; className?: string } & (
    { label: string; inputId?: undefined } | { inputId: string; label?: undefined }
  ),
) {
  const field = (
    <InputText
      id={props.inputId}
      type="search"
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      placeholder={props.label}
      aria-label={props.label}
      maxLength={200}
    />
  );
  // IconField clones every child to hand it an `iconPosition` (why PlaceholderWidth is a component, not a span), so
  // no child may be a `false` or `undefined` left out: two shapes, not a condition.
  return props.label ? (
    <IconField iconPosition="left" className={['fits-placeholder', props.className].filter(Boolean).join(' ')}>
      <InputIcon className="pi pi-search" />
      {field}
      <PlaceholderWidth text={props.label} beside="clear-button" />
    </IconField>
  ) : (
    <IconField iconPosition="left" className={props.className}>
      <InputIcon className="pi pi-search" />
      {field}
    </IconField>
  );
}

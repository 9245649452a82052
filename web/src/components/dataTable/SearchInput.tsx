import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';

/**
 * A search box: a search field with its icon, at most 200 characters. Labelled by its placeholder (`label`), or, with
 * `inputId`, by the page's own `<label htmlFor>` (a list page's filter bar).
 */
export function SearchInput(
  props: { value: string; onChange: (value: string) => void; className?: string } & (
    { label: string; inputId?: undefined } | { inputId: string; label?: undefined }
  ),
) {
  return (
    <IconField iconPosition="left" className={props.className}>
      <InputIcon className="pi pi-search" />
      <InputText
        id={props.inputId}
        type="search"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        placeholder={props.label}
        aria-label={props.label}
        maxLength={200}
      />
    </IconField>
  );
}

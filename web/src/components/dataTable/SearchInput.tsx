import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';

/** A table's search box: a search field with its icon, labelled by its placeholder, at most 200 characters. */
export function SearchInput(props: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  className?: string;
}) {
  return (
    <IconField iconPosition="left" className={props.className}>
      <InputIcon className="pi pi-search" />
      <InputText
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

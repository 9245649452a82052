import { Button } from 'primereact/button';

/** The .xlsx export of a list or report: a spinner while the file is made, off while it is or when `disabled`. */
export function ExportButton(props: { label: string; busy: boolean; disabled?: boolean; onClick: () => void }) {
  return (
    <Button
      type="button"
      icon={props.busy ? 'pi pi-spin pi-spinner' : 'pi pi-file-excel'}
      label={props.label}
      outlined
      disabled={props.busy || props.disabled}
      onClick={props.onClick}
    />
  );
}

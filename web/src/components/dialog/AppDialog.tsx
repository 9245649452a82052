import { Dialog, type DialogProps } from 'primereact/dialog';

/**
 * The product's dialog: modal, and neither Escape nor a backdrop click closes it (spec 01, section 2), so an
 * unsaved form is never lost by a stray key or click. The header's close button still closes it.
 */
export function AppDialog(props: DialogProps) {
  return <Dialog modal draggable={false} {...props} closeOnEscape={false} dismissableMask={false} />;
}

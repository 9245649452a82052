import './send.css';
import { ProgressBar } from 'primereact/progressbar';
import type { ReactNode } from 'react';
import { FormDialog, FormMessages } from '../forms';

/**
 * A dialog that sends something (a notification, a message, an e-mail): the fields as children, Close and Send,
 * a progress bar and a locked dialog while sending, the failed send's messages above the fields.
 */
export function SendDialog({
  header,
  width,
  visible = true,
  closeLabel,
  sendLabel,
  sendingLabel,
  form,
  sendDisabled = false,
  onClose,
  onSend,
  children,
}: {
  header: ReactNode;
  width: string;
  visible?: boolean;
  closeLabel: string;
  sendLabel: string;
  sendingLabel: string;
  form: { saving: boolean; errors: { general: string[] } };
  sendDisabled?: boolean;
  onClose: () => void;
  onSend: () => Promise<unknown>;
  children: ReactNode;
}) {
  return (
    <FormDialog
      visible={visible}
      header={header}
      style={{ width: `min(${width}, 96vw)` }}
      buttonsClassName="send-buttons"
      formClassName="send-form"
      cancelLabel={closeLabel}
      saveLabel={form.saving ? sendingLabel : sendLabel}
      saveIcon="pi pi-send"
      saving={form.saving}
      saveDisabled={sendDisabled}
      lockWhileSaving
      onCancel={onClose}
      onSave={onSend}
    >
      {form.saving && <ProgressBar mode="indeterminate" className="send-progress" aria-label={sendingLabel} />}
      <FormMessages messages={form.errors.general} />
      {children}
    </FormDialog>
  );
}

import { Button } from 'primereact/button';
import type { CSSProperties, ReactNode } from 'react';
import { AppDialog } from '../dialog';

/**
 * A form in the product's dialog (modal; neither the backdrop nor Escape closes it): the fields as children,
 * Cancel and Save in the footer, Save spinning while `saving`. Enter in the form saves as the Save button does.
 */
export function FormDialog({
  header,
  onCancel,
  onSave,
  saving,
  saveLabel,
  cancelLabel,
  saveIcon = 'pi pi-check',
  visible = true,
  style,
  buttonsClassName,
  formClassName,
  lockWhileSaving = false,
  saveDisabled = false,
  submitButton = false,
  children,
}: {
  header: ReactNode;
  onCancel: () => void;
  onSave: () => void | Promise<unknown>;
  saving: boolean;
  saveLabel: string;
  cancelLabel: string;
  saveIcon?: string;
  visible?: boolean;
  style?: CSSProperties;
  /** The class of the footer's button row (each area lays it out). */
  buttonsClassName?: string;
  formClassName?: string;
  /** While saving: no closing (header and Cancel), and the form is marked busy. */
  lockWhileSaving?: boolean;
  /** Save cannot be pressed (nothing to save yet). */
  saveDisabled?: boolean;
  /** A hidden submit button, so Enter saves from any of several inputs. */
  submitButton?: boolean;
  children: ReactNode;
}) {
  const save = () => void onSave();
  const locked = lockWhileSaving && saving;
  return (
    <AppDialog
      visible={visible}
      onHide={() => !locked && onCancel()}
      header={header}
      style={style}
      {...(lockWhileSaving ? { closable: !saving } : {})}
      footer={
        <div className={buttonsClassName}>
          <Button
            type="button"
            label={cancelLabel}
            outlined
            onClick={onCancel}
            {...(lockWhileSaving ? { disabled: locked } : {})}
          />
          <Button
            type="button"
            label={saveLabel}
            icon={saveIcon}
            loading={saving}
            {...(saveDisabled ? { disabled: true } : {})}
            onClick={save}
          />
        </div>
      }
    >
      <form
        className={formClassName}
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
        noValidate
        {...(lockWhileSaving ? { 'aria-busy': saving } : {})}
      >
        {children}
        {submitButton && <button type="submit" hidden />}
      </form>
    </AppDialog>
  );
}

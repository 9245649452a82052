import { confirmDialog } from 'primereact/confirmdialog';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../lib/i18n';

export interface ConfirmOptions {
  message: string;
  header?: string;
  acceptLabel?: string;
  rejectLabel?: string;
  /** A destructive action: the accept button is red. */
  danger?: boolean;
}

/**
 * Asks the user to confirm; resolves true on accept, false otherwise. The dialog ignores backdrop clicks and
 * Escape (spec: dialogs cannot be dismissed by keyboard or backdrop). Needs `MessageBoxProvider`, which hosts it.
 */
export function useConfirm(): (options: ConfirmOptions) => Promise<boolean> {
  const { t } = useTranslation();
  return useCallback(
    (options) =>
      new Promise<boolean>((resolve) => {
        let answered = false;
        const answer = (value: boolean) => {
          if (answered) return;
          answered = true;
          resolve(value);
        };
        confirmDialog({
          // A known English text (the spec's question from shared code) in the reader's language.
          message: translateMessage(t, options.message),
          header: options.header ? translateMessage(t, options.header) : t('widgets.confirm.header'),
          icon: options.danger ? 'pi pi-exclamation-triangle' : 'pi pi-question-circle',
          acceptLabel: options.acceptLabel ?? t('widgets.confirm.yes'),
          rejectLabel: options.rejectLabel ?? t('widgets.confirm.no'),
          acceptClassName: options.danger ? 'p-button-danger' : undefined,
          closeOnEscape: false,
          dismissableMask: false,
          closable: false,
          defaultFocus: 'reject',
          accept: () => answer(true),
          reject: () => answer(false),
          onHide: () => answer(false),
        });
      }),
    [t],
  );
}

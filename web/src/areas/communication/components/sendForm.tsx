import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type * as z from '../../../../../shared/zod';
import { communicationMessages } from '../../../../../shared/communication/messages';
import { Field, messagesUnder, useForm, type FormErrors } from '../../../components/forms';
import type { LookupOption } from '../../../components/lookup';
import { SendDialog, useSendFeedback } from '../../../components/send';
import { UserPicker } from './UserPicker';

/**
 * The state of a send to users (a notification, a program message): the values, Close (which forgets them) and
 * Send (checked with the route's schema; 'Message sent', then closed and emptied, and the send's report shown by
 * the caller (`onQueued`); a refused send keeps them).
 */
export function useSendToUsers<V extends { users: LookupOption[] }, B>(options: {
  empty: V;
  fieldNames: readonly string[];
  schema: z.ZodMiniType<B>;
  toBody: (values: V) => unknown;
  inputIdOf: (field: string) => string;
  /** Answers the send (queued through the bulk mail queue: docs/decisions.md, 'Bulk mail'). */
  send: (body: B) => Promise<{ sendId: string }>;
  onHide: () => void;
  onSent?: () => void;
  /** Told the queued send's id, whose report the caller shows while the mail sender works. */
  onQueued?: (sendId: string) => void;
}) {
  const feedback = useSendFeedback();
  const form = useForm<V, B>({
    initial: options.empty,
    fieldNames: options.fieldNames,
    schema: options.schema,
    toBody: options.toBody,
    invalidMessage: communicationMessages.formInvalid,
    inputIdOf: options.inputIdOf,
    onInvalid: feedback.invalid,
  });
  const done = () => {
    options.onHide();
    form.reset(options.empty);
  };
  const close = () => {
    if (!form.saving) done();
  };
  const send = async () => {
    let sendId: string | null = null;
    const save = async (body: B) => {
      sendId = (await feedback.reportFailure(() => options.send(body))).sendId;
    };
    if (await form.submit(undefined, save)) {
      feedback.sent();
      options.onSent?.();
      if (sendId) options.onQueued?.(sendId);
      done();
    }
  };
  return { form, close, send };
}

/** To: the users a send goes to, searched by name or e-mail and shown as removable chips. */
export function RecipientsField({
  id,
  form,
}: {
  id: string;
  form: {
    values: { users: LookupOption[] };
    change: (name: 'users', users: LookupOption[]) => void;
    errors: FormErrors;
    saving: boolean;
  };
}) {
  const { t } = useTranslation();
  return (
    <Field id={id} label={t('communication.to')} required messages={messagesUnder(form.errors, 'users')}>
      {(f) => (
        <UserPicker
          inputId={f.id}
          value={form.values.users}
          onChange={(users) => form.change('users', users)}
          invalid={f.invalid}
          disabled={form.saving}
          describedBy={f.describedBy}
          placeholder={t('communication.searchUsers')}
        />
      )}
    </Field>
  );
}

/** The dialog of a send to users: the communication texts (Close, Send, Sending...) around the fields. */
export function SendToUsersDialog({
  header,
  width,
  visible,
  sending,
  children,
}: {
  header: string;
  width: string;
  visible: boolean;
  /** What useSendToUsers gave. */
  sending: { form: { saving: boolean; errors: { general: string[] } }; close: () => void; send: () => Promise<void> };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <SendDialog
      visible={visible}
      header={header}
      width={width}
      closeLabel={t('communication.close')}
      sendLabel={t('communication.send')}
      sendingLabel={t('communication.sending')}
      form={sending.form}
      onClose={sending.close}
      onSend={sending.send}
    >
      {children}
    </SendDialog>
  );
}

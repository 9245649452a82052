import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { communicationMessages } from '../../../../../shared/communication/messages';
import { Field, messagesUnder, useForm, type FormErrors } from '../../../components/forms';
import type { LookupOption } from '../../../components/lookup';
import { useSendFeedback } from '../../../components/send';
import { UserPicker } from './UserPicker';

/**
 * The state of a send to users (a notification, a program message): the values, Close (which forgets them) and
 * Send (checked with the route's schema; 'Message sent', then closed and emptied; a refused send keeps them).
 */
export function useSendToUsers<V extends { users: LookupOption[] }, B>(options: {
  empty: V;
  fieldNames: readonly string[];
  schema: z.ZodType<B>;
  toBody: (values: V) => unknown;
  inputIdOf: (field: string) => string;
  send: (body: B) => Promise<unknown>;
  onHide: () => void;
  onSent?: () => void;
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
    if (await form.submit(undefined, (body) => feedback.reportFailure(() => options.send(body)))) {
      feedback.sent();
      options.onSent?.();
      done();
    }
  };
  return { form, close, send };
}

/** To: the users a send goes to, searched by name or e-mail and shown as removable chips. */
export function RecipientsField({
  id,
  value,
  onChange,
  errors,
  disabled,
}: {
  id: string;
  value: LookupOption[];
  onChange: (users: LookupOption[]) => void;
  errors: FormErrors;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Field id={id} label={t('communication.to')} required messages={messagesUnder(errors, 'users')}>
      {(f) => (
        <UserPicker
          inputId={f.id}
          value={value}
          onChange={onChange}
          invalid={f.invalid}
          disabled={disabled}
          describedBy={f.describedBy}
          placeholder={t('communication.searchUsers')}
        />
      )}
    </Field>
  );
}

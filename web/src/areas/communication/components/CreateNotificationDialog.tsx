import '../communication.css';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { ProgressBar } from 'primereact/progressbar';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { communicationMessages } from '../../../../../shared/communication/messages';
import { sendNotificationSchema } from '../../../../../shared/contract/schemas/communication';
import { EMAIL_BODY_MAX_CHARS } from '../../../../../shared/constants';
import { AppDialog } from '../../../components/dialog';
import { errorsOf, FieldError, FormMessages, useForm } from '../../../components/forms';
import type { LookupOption } from '../../../components/lookup';
import { RichTextEditor } from '../../../components/richText';
import { sendNotification, useNotificationTypes } from '../api/notifications';
import { messagesUnder } from './formHelpers';
import { useSendFeedback } from './useSendFeedback';
import { UserPicker } from './UserPicker';

type Values = { type: string | null; users: LookupOption[]; body: string };
const FIELDS = ['type', 'users', 'body'] as const;
const inputId = (field: string) => `notification-${field}`;

const toBody = (values: Values) => ({ type: values.type ?? undefined, users: values.users.map((u) => String(u.key)), body: values.body });

/**
 * Create A Notification (spec 03, sections 2 and 5): a type, the users (search with removable chips) and a
 * rich-text message under 5,000 characters; Close and Send. Delivered in the app and by e-mail; a refused mail
 * is reported and the form keeps what was typed.
 */
export function CreateNotificationDialog({ visible, onHide }: { visible: boolean; onHide: () => void }) {
  const { t } = useTranslation();
  const types = useNotificationTypes();
  const feedback = useSendFeedback();
  const form = useForm<Values, z.output<typeof sendNotificationSchema>>({
    initial: { type: null, users: [], body: '' },
    fieldNames: FIELDS,
    schema: sendNotificationSchema,
    toBody,
    invalidMessage: communicationMessages.formInvalid,
    inputIdOf: inputId,
  });

  const close = () => {
    if (form.saving) return;
    onHide();
    form.reset({ type: null, users: [], body: '' });
  };

  const send = async () => {
    const valid = sendNotificationSchema.safeParse(toBody(form.values)).success;
    const sent = await form.submit(undefined, (body) => feedback.reportFailure(() => sendNotification(body)));
    if (sent) {
      feedback.sent();
      onHide();
      form.reset({ type: null, users: [], body: '' });
    } else if (!valid) feedback.invalid();
  };

  const typeErrors = errorsOf(form.errors, 'type');
  const userErrors = messagesUnder(form.errors, 'users');
  const bodyErrors = errorsOf(form.errors, 'body');

  return (
    <AppDialog
      visible={visible}
      onHide={close}
      header={t('communication.notification.title')}
      style={{ width: 'min(44rem, 96vw)' }}
      closable={!form.saving}
      footer={
        <div className="communication-buttons">
          <Button type="button" label={t('communication.close')} outlined onClick={close} disabled={form.saving} />
          <Button type="button" label={form.saving ? t('communication.sending') : t('communication.send')} icon="pi pi-send" loading={form.saving} onClick={() => void send()} />
        </div>
      }
    >
      <form
        className="communication-form"
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
        noValidate
        aria-busy={form.saving}
      >
        {form.saving && <ProgressBar mode="indeterminate" className="communication-progress" aria-label={t('communication.sending')} />}
        <FormMessages messages={form.errors.general} />
        <div className="field">
          <label htmlFor={inputId('type')}>
            {t('communication.notification.type')}
            <span className="required" aria-hidden>
              *
            </span>
          </label>
          <Dropdown
            inputId={inputId('type')}
            value={form.values.type}
            options={(types.data ?? []).map((type) => ({ value: type, label: type }))}
            onChange={(e) => form.change('type', (e.value as string | null) ?? null)}
            placeholder={t('communication.notification.choose')}
            invalid={typeErrors.length > 0}
            disabled={form.saving}
            aria-describedby={`${inputId('type')}-error`}
          />
          <FieldError id={`${inputId('type')}-error`} messages={typeErrors} />
        </div>
        <div className="field">
          <label htmlFor={inputId('users')}>
            {t('communication.to')}
            <span className="required" aria-hidden>
              *
            </span>
          </label>
          <UserPicker
            inputId={inputId('users')}
            value={form.values.users}
            onChange={(users) => form.change('users', users)}
            invalid={userErrors.length > 0}
            disabled={form.saving}
            describedBy={`${inputId('users')}-error`}
            placeholder={t('communication.searchUsers')}
          />
          <FieldError id={`${inputId('users')}-error`} messages={userErrors} />
        </div>
        <div className="field">
          <span className="field-label" id={`${inputId('body')}-label`}>
            {t('communication.message')}
            <span className="required" aria-hidden>
              *
            </span>
          </span>
          <RichTextEditor
            id={inputId('body')}
            labelledBy={`${inputId('body')}-label`}
            value={form.values.body}
            onChange={(html) => form.change('body', html)}
            maxLength={EMAIL_BODY_MAX_CHARS}
            invalid={bodyErrors.length > 0}
            disabled={form.saving}
            aria-describedby={`${inputId('body')}-error`}
          />
          <FieldError id={`${inputId('body')}-error`} messages={bodyErrors} />
        </div>
      </form>
    </AppDialog>
  );
}

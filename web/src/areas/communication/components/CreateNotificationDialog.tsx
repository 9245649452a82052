import '../communication.css';
import { Dropdown } from 'primereact/dropdown';
import { ProgressBar } from 'primereact/progressbar';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { communicationMessages } from '../../../../../shared/communication/messages';
import { sendNotificationSchema } from '../../../../../shared/contract/schemas/communication';
import { EMAIL_BODY_MAX_CHARS } from '../../../../../shared/constants';
import { errorsOf, Field, FieldError, FormDialog, FormMessages, useForm } from '../../../components/forms';
import type { LookupOption } from '../../../components/lookup';
import { RichTextEditor } from '../../../components/richText';
import { sendNotification, useNotificationTypes } from '../api/notifications';
import { messagesUnder } from './formHelpers';
import { useSendFeedback } from './useSendFeedback';
import { UserPicker } from './UserPicker';

type Values = { type: string | null; users: LookupOption[]; body: string };
const FIELDS = ['type', 'users', 'body'] as const;
const inputId = (field: string) => `notification-${field}`;

const toBody = (values: Values) => ({
  type: values.type ?? undefined,
  users: values.users.map((u) => String(u.key)),
  body: values.body,
});

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
    onInvalid: feedback.invalid,
  });

  const close = () => {
    if (form.saving) return;
    onHide();
    form.reset({ type: null, users: [], body: '' });
  };

  const send = async () => {
    if (await form.submit(undefined, (body) => feedback.reportFailure(() => sendNotification(body)))) {
      feedback.sent();
      onHide();
      form.reset({ type: null, users: [], body: '' });
    }
  };

  const typeErrors = errorsOf(form.errors, 'type');
  const userErrors = messagesUnder(form.errors, 'users');
  const bodyErrors = errorsOf(form.errors, 'body');

  return (
    <FormDialog
      visible={visible}
      header={t('communication.notification.title')}
      style={{ width: 'min(44rem, 96vw)' }}
      buttonsClassName="communication-buttons"
      formClassName="communication-form"
      cancelLabel={t('communication.close')}
      saveLabel={form.saving ? t('communication.sending') : t('communication.send')}
      saveIcon="pi pi-send"
      saving={form.saving}
      lockWhileSaving
      onCancel={close}
      onSave={send}
    >
      {form.saving && (
        <ProgressBar mode="indeterminate" className="communication-progress" aria-label={t('communication.sending')} />
      )}
      <FormMessages messages={form.errors.general} />
      <Field id={inputId('type')} label={t('communication.notification.type')} required messages={typeErrors}>
        {(f) => (
          <Dropdown
            inputId={f.id}
            value={form.values.type}
            options={(types.data ?? []).map((type) => ({ value: type, label: type }))}
            onChange={(e) => form.change('type', (e.value as string | null) ?? null)}
            placeholder={t('communication.notification.choose')}
            invalid={f.invalid}
            disabled={form.saving}
            aria-describedby={f.describedBy}
          />
        )}
      </Field>
      <Field id={inputId('users')} label={t('communication.to')} required messages={userErrors}>
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
    </FormDialog>
  );
}

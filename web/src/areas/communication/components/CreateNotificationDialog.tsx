import '../communication.css';
import { Dropdown } from 'primereact/dropdown';
import { useTranslation } from 'react-i18next';
import type * as z from '../../../../../shared/zod';
import { sendNotificationSchema } from '../../../../../shared/contract/schemas/communication';
import { EMAIL_BODY_MAX_CHARS } from '../../../../../shared/constants';
import { errorsOf, Field } from '../../../components/forms';
import type { LookupOption } from '../../../components/lookup';
import { RichTextField } from '../../../components/richText';
import { noticeTypeText } from '../../../lib/noticeTypes';
import { sendNotification, useNotificationTypes } from '../api/notifications';
import { RecipientsField, SendToUsersDialog, useSendToUsers } from './sendForm';

type Values = { type: string | null; users: LookupOption[]; body: string };
const FIELDS = ['type', 'users', 'body'] as const;
const inputId = (field: string) => `notification-${field}`;
const empty: Values = { type: null, users: [], body: '' };

const toBody = (values: Values) => ({
  type: values.type ?? undefined,
  users: values.users.map((u) => String(u.key)),
  body: values.body,
});

/**
 * Create A Notification (spec 03, sections 2 and 5): a type, the users (search with removable chips) and a
 * rich-text message under 5,000 characters; Close and Send. Queued for the mail sender, which mails each user and
 * then puts their in-app item; a refused send keeps what was typed.
 */
export function CreateNotificationDialog({
  visible,
  onHide,
  onQueued,
}: {
  visible: boolean;
  onHide: () => void;
  /** Told the send's id once it is queued (its report is shown). */
  onQueued?: (sendId: string) => void;
}) {
  const { t } = useTranslation();
  const types = useNotificationTypes();
  const sending = useSendToUsers<Values, z.output<typeof sendNotificationSchema>>({
    empty,
    fieldNames: FIELDS,
    schema: sendNotificationSchema,
    toBody,
    inputIdOf: inputId,
    send: sendNotification,
    onHide,
    onQueued,
  });
  const { form } = sending;

  return (
    <SendToUsersDialog visible={visible} header={t('communication.notification.title')} width="44rem" sending={sending}>
      <Field
        id={inputId('type')}
        label={t('communication.notification.type')}
        required
        messages={errorsOf(form.errors, 'type')}
      >
        {(f) => (
          <Dropdown
            inputId={f.id}
            value={form.values.type}
            options={(types.data ?? []).map((type) => ({ value: type, label: noticeTypeText(t, type) }))}
            onChange={(e) => form.change('type', (e.value as string | null) ?? null)}
            placeholder={t('communication.notification.choose')}
            invalid={f.invalid}
            disabled={form.saving}
            aria-describedby={f.describedBy}
          />
        )}
      </Field>
      <RecipientsField id={inputId('users')} form={form} />
      <RichTextField
        id={inputId('body')}
        label={t('communication.message')}
        required
        value={form.values.body}
        onChange={(html) => form.change('body', html)}
        maxLength={EMAIL_BODY_MAX_CHARS}
        messages={errorsOf(form.errors, 'body')}
        disabled={form.saving}
      />
    </SendToUsersDialog>
  );
}

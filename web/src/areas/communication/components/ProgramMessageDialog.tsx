import '../communication.css';
import { InputTextarea } from 'primereact/inputtextarea';
import { RadioButton } from 'primereact/radiobutton';
import { useTranslation } from 'react-i18next';
import { programLabel } from '../../../components/format';
import { formatNumber } from '../../../lib/i18n';
import { noticeTypeText } from '../../../lib/noticeTypes';
import type * as z from '../../../../../shared/zod';
import { messageTypes } from '../../../../../shared/communication/messages';
import { sendProgramMessageSchema } from '../../../../../shared/contract/schemas/communication';
import { EMAIL_BODY_MAX_CHARS } from '../../../../../shared/constants';
import { errorsOf, FieldError } from '../../../components/forms';
import type { LookupOption } from '../../../components/lookup';
import { sendProgramMessage } from '../api/programMessages';
import { RecipientsField, SendToUsersDialog, useSendToUsers } from './sendForm';

type MessageType = (typeof messageTypes)[number];
type Values = { type: MessageType | null; users: LookupOption[]; message: string };
const FIELDS = ['type', 'users', 'message'] as const;
const inputId = (field: string) => `program-message-${field}`;
const empty: Values = { type: null, users: [], message: '' };

export interface ProgramMessageDialogProps {
  programId: number;
  programName?: string;
  visible: boolean;
  onHide: () => void;
  /** Told after the message went out (before the dialog closes). */
  onSent?: () => void;
  /** Told the send's id once it is queued (its report is shown). */
  onQueued?: (sendId: string) => void;
}

/**
 * The program message dialog (spec 03, sections 5 and 7: `programs/send-message`, claim Program/Notify): one or
 * more users, a type (Action Requested or General Information) and a message under 5,000 characters. Delivered in
 * the app (the header's activity dropdown) and by e-mail; a failed send keeps what was typed.
 */
export function ProgramMessageDialog({
  programId,
  programName,
  visible,
  onHide,
  onSent,
  onQueued,
}: ProgramMessageDialogProps) {
  const { t } = useTranslation();
  const sending = useSendToUsers<Values, z.output<typeof sendProgramMessageSchema>>({
    empty,
    fieldNames: FIELDS,
    schema: sendProgramMessageSchema,
    toBody: (values) => ({
      programId,
      type: values.type ?? undefined,
      users: values.users.map((u) => String(u.key)),
      message: values.message,
    }),
    inputIdOf: inputId,
    send: sendProgramMessage,
    onHide,
    onQueued,
    onSent,
  });
  const { form } = sending;
  const typeErrors = errorsOf(form.errors, 'type');
  const messageErrors = errorsOf(form.errors, 'message');

  return (
    <SendToUsersDialog
      visible={visible}
      header={t('communication.programMessage.title', { program: programLabel(programId, programName) })}
      width="40rem"
      sending={sending}
    >
      <RecipientsField id={inputId('users')} form={form} />
      <fieldset className="field communication-types" aria-describedby={`${inputId('type')}-error`}>
        <legend>
          {t('communication.programMessage.type')}
          <span className="required" aria-hidden>
            *
          </span>
        </legend>
        {messageTypes.map((type, index) => (
          <div className="communication-type" key={type}>
            <RadioButton
              inputId={index === 0 ? inputId('type') : `${inputId('type')}-${index}`}
              name="program-message-type"
              value={type}
              checked={form.values.type === type}
              onChange={() => form.change('type', type)}
              invalid={typeErrors.length > 0}
              disabled={form.saving}
            />
            <label htmlFor={index === 0 ? inputId('type') : `${inputId('type')}-${index}`}>
              {noticeTypeText(t, type)}
            </label>
          </div>
        ))}
        <FieldError id={`${inputId('type')}-error`} messages={typeErrors} />
      </fieldset>
      <div className="field">
        <label htmlFor={inputId('message')}>
          {t('communication.message')}
          <span className="required" aria-hidden>
            *
          </span>
        </label>
        <InputTextarea
          id={inputId('message')}
          value={form.values.message}
          onChange={(e) => form.change('message', e.target.value)}
          rows={7}
          autoResize={false}
          invalid={messageErrors.length > 0}
          disabled={form.saving}
          aria-describedby={`${inputId('message')}-error ${inputId('message')}-count`}
        />
        <small
          id={`${inputId('message')}-count`}
          className={
            form.values.message.length >= EMAIL_BODY_MAX_CHARS ? 'communication-count over' : 'communication-count'
          }
        >
          {t('communication.count', {
            length: formatNumber(form.values.message.length),
            max: formatNumber(EMAIL_BODY_MAX_CHARS),
          })}
        </small>
        <FieldError id={`${inputId('message')}-error`} messages={messageErrors} />
      </div>
    </SendToUsersDialog>
  );
}

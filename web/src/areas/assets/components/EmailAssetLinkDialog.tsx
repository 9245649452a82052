import { Checkbox } from 'primereact/checkbox';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import * as z from '../../../../../shared/zod';
import { assetLinkMessages, communicationMessages } from '../../../../../shared/communication/messages';
import { sendAssetLinkSchema } from '../../../../../shared/contract/schemas/assets';
import { EMAIL_BODY_MAX_CHARS } from '../../../../../shared/constants';
import { errorsOf, FieldError, messagesUnder, TextInputField, useForm } from '../../../components/forms';
import { RichTextField } from '../../../components/richText';
import { SendDialog, useSendFeedback } from '../../../components/send';
import { translateMessage } from '../../../lib/i18n';
import { sendAssetLinkEmail } from '../api/assetLinks';
import type { TacticFile } from '../api/tacticFiles';
import { fileSizeText } from '../../../lib/upload/csvFile';
import { addRecipients } from './recipients';
import { RecipientsInput } from './RecipientsInput';

type Values = { to: string[]; pending: string; subject: string; additionalBody: string; documentIds: string[] };
const FIELDS = ['to', 'subject', 'additionalBody', 'documentIds'] as const;
const inputId = (field: string) => `asset-email-${field}`;

export interface EmailAssetLinkDialogProps {
  tactic: { id: number; name: string };
  files: TacticFile[];
  onClose: () => void;
  /** The send queued: its report is shown where the dialog was opened. */
  onSent: (sendId: string) => void;
}

/**
 * Email Asset Link (spec 03, sections 2, 5 and 8): To (several recipients, each a valid e-mail), Subject, a
 * rich-text body under 5,000 characters, and the tactic's files; each recipient gets a personal link that expires
 * in 7 days. The spec's texts word for word; a refused send keeps what was typed.
 */
export function EmailAssetLinkDialog({ tactic, files, onClose, onSent }: EmailAssetLinkDialogProps) {
  const { t } = useTranslation();
  const feedback = useSendFeedback(communicationMessages.emailSent);
  const allIds = files.map((f) => f.documentId);
  const toBody = (values: Values) => ({
    tacticId: tactic.id,
    to: addRecipients(values.to, values.pending),
    subject: values.subject,
    additionalBody: values.additionalBody,
    // All files: leave the choice to the server, which then sends every file the tactic has.
    documentIds: values.documentIds.length === allIds.length ? undefined : values.documentIds,
  });
  const schema = sendAssetLinkSchema.check(
    z.refine((body) => !body.documentIds || body.documentIds.length > 0, {
      path: ['documentIds'],
      message: t('assets.email.chooseFile'),
    }),
  );
  const form = useForm<Values, z.output<typeof sendAssetLinkSchema>>({
    initial: { to: [], pending: '', subject: '', additionalBody: '', documentIds: allIds },
    fieldNames: FIELDS,
    schema,
    toBody,
    invalidMessage: communicationMessages.formInvalid,
    inputIdOf: inputId,
    onInvalid: feedback.invalid,
  });

  const send = async () => {
    let sendId = '';
    const save = (body: z.output<typeof sendAssetLinkSchema>) =>
      feedback.reportFailure(async () => {
        sendId = (await sendAssetLinkEmail(body)).sendId;
      });
    if (await form.submit(undefined, save)) {
      feedback.sent();
      onSent(sendId);
      onClose();
    }
  };

  const toggleFile = (documentId: string, checked: boolean) =>
    form.change(
      'documentIds',
      checked
        ? allIds.filter((id) => id === documentId || form.values.documentIds.includes(id))
        : form.values.documentIds.filter((id) => id !== documentId),
    );

  const toErrors = messagesUnder(form.errors, 'to');
  const fileErrors = messagesUnder(form.errors, 'documentIds');

  return (
    <SendDialog
      header={t('assets.email.title', { name: tactic.name })}
      width="48rem"
      closeLabel={t('assets.close')}
      sendLabel={t('assets.email.send')}
      sendingLabel={t('assets.email.sending')}
      form={form}
      sendDisabled={files.length === 0}
      onClose={onClose}
      onSend={send}
    >
      <div className="field">
        <label htmlFor={inputId('to')}>
          {t('assets.email.to')}
          <span className="required" aria-hidden>
            *
          </span>
        </label>
        <RecipientsInput
          inputId={inputId('to')}
          value={form.values.to}
          pending={form.values.pending}
          onChange={(to, pending) => {
            form.change('to', to);
            form.change('pending', pending);
          }}
          invalid={toErrors.length > 0}
          disabled={form.saving}
          describedBy={`${inputId('to')}-help ${inputId('to')}-error`}
        />
        <small id={`${inputId('to')}-help`} className="assets-help">
          {t('assets.email.toHelp')}
        </small>
        <FieldError id={`${inputId('to')}-error`} messages={toErrors} />
      </div>
      <TextInputField
        id={inputId('subject')}
        label={t('assets.email.subject')}
        required
        {...form.bind('subject')}
        maxLength={200}
        disabled={form.saving}
      />
      <RichTextField
        id={inputId('additionalBody')}
        label={t('assets.email.body')}
        value={form.values.additionalBody}
        onChange={(html) => form.change('additionalBody', html)}
        maxLength={EMAIL_BODY_MAX_CHARS}
        messages={errorsOf(form.errors, 'additionalBody')}
        disabled={form.saving}
      />
      <fieldset className="field assets-file-choice" aria-describedby={`${inputId('documentIds')}-error`}>
        <legend>{t('assets.email.files')}</legend>
        {files.length === 0 ? (
          <Message severity="warn" text={translateMessage(t, assetLinkMessages.noFiles)} />
        ) : (
          files.map((file, index) => (
            <div className="assets-file-option" key={file.documentId}>
              <Checkbox
                inputId={index === 0 ? inputId('documentIds') : `${inputId('documentIds')}-${index}`}
                checked={form.values.documentIds.includes(file.documentId)}
                onChange={(e) => toggleFile(file.documentId, e.checked === true)}
                disabled={form.saving}
              />
              <label htmlFor={index === 0 ? inputId('documentIds') : `${inputId('documentIds')}-${index}`}>
                {file.fileName} <span className="assets-muted">({fileSizeText(file.size)})</span>
              </label>
            </div>
          ))
        )}
        <FieldError id={`${inputId('documentIds')}-error`} messages={fileErrors} />
      </fieldset>
      <p className="assets-expiry">
        <i className="pi pi-clock" aria-hidden /> {t('assets.email.expiryNote')}{' '}
        <q>{translateMessage(t, communicationMessages.linkExpiry)}</q>
      </p>
    </SendDialog>
  );
}

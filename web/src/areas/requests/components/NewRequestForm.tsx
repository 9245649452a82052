import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/i18n';
import {
  REQUEST_MESSAGE_MAX_CHARS,
  reasonsForReview,
  requestDraftErrors,
  requestMessages,
} from '../../../../../shared/communication/requests';
import { useConfirm } from '../../../components/confirm';
import { DateInput, isoOfLocalDate } from '../../../components/format';
import {
  errorsFromFailure,
  errorsFromMap,
  errorsOf,
  Field,
  FieldError,
  FormMessages,
  noErrors,
  useForm,
} from '../../../components/forms';
import { Lookup, type LookupOption } from '../../../components/lookup';
import { useMessageBox } from '../../../components/messageBox';
import {
  confirmFiles,
  createRequest,
  lookupContacts,
  lookupPrograms,
  putFile,
  refreshRequest,
  uploadAgain,
  useProgramTactics,
  type RequestContact,
} from '../api/requests';
import { useRequestText, useServerText } from '../lib/texts';
import { useUploadQueue } from '../lib/useUploadQueue';
import { FileQueue } from './FileQueue';
import { FundingHover } from './FundingHover';

interface Values {
  program: LookupOption | null;
  requestName: string;
  reviewByDate: string | null;
  dueDate: string | null;
  reasonForReviewIds: number[];
  relatedTacticIds: string[];
  contacts: RequestContact[];
  message: string;
}
const FIELDS = [
  'programId',
  'requestName',
  'reviewByDate',
  'dueDate',
  'reasonForReviewIds',
  'relatedTacticIds',
  'contactIds',
  'message',
] as const;
const inputId = (field: string) => `new-request-${field}`;
const initial: Values = {
  program: null,
  requestName: '',
  reviewByDate: null,
  dueDate: null,
  reasonForReviewIds: [],
  relatedTacticIds: [],
  contacts: [],
  message: '',
};
const today = () => isoOfLocalDate(new Date());

/** A request that exists but whose files did not all arrive: the user uploads the missing ones again. */
interface Created {
  requestId: number;
  versionId: number;
}

/**
 * Create New Request (spec 03, sections 2, 4 and 5), in the side panel or a modal: image upload area, program
 * (typeahead), request name, Review By Date, Final Asset Due Date (minimum today), Reason For Review and Related
 * Tactics (the program's), To (contacts as removable chips), message (2,000 characters), attachments (the types the server takes, checked as they are added).
 * Submit checks, asks when no file is queued, saves the request, then puts each file with its progress. A file that
 * fails leaves the request with the files that arrived and the form offers to upload the missing ones again.
 */
export function NewRequestForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const text = useRequestText();
  const serverText = useServerText();
  const box = useMessageBox();
  const confirm = useConfirm();
  const images = useUploadQueue();
  const attachments = useUploadQueue();
  const [created, setCreated] = useState<Created | null>(null);
  const [submitting, setSubmitting] = useState(false);
  /** How many reasons and tactics the form offers (one is required only when any are offered). */
  const offered = useRef({ reasons: reasonsForReview.length, tactics: 0 });
  const form = useForm<Values>({
    initial,
    fieldNames: FIELDS,
    inputIdOf: inputId,
    check: (values) => {
      const fields = requestDraftErrors(
        {
          programId: values.program ? Number(values.program.key) : null,
          requestName: values.requestName,
          reviewByDate: values.reviewByDate,
          dueDate: values.dueDate,
          reasonForReviewIds: values.reasonForReviewIds,
          relatedTacticIds: values.relatedTacticIds,
          contacts: values.contacts,
          message: values.message,
        },
        offered.current,
        today(),
      );
      if (Object.keys(fields).length === 0) return noErrors;
      return { ...errorsFromMap(fields, FIELDS), general: [requestMessages.formInvalid] };
    },
    onInvalid: () => box.danger(requestMessages.formInvalid),
    failureErrors: (error) => (error instanceof Cancelled ? noErrors : errorsFromFailure(error, FIELDS)),
  });
  const { values, change } = form;
  const programId = values.program ? Number(values.program.key) : null;
  const tactics = useProgramTactics(programId);
  offered.current = { reasons: reasonsForReview.length, tactics: tactics.data?.length ?? 0 };

  const loadContacts = useCallback(
    (request: { searchTerm: string; pageIndex: number; pageSize: number }) =>
      lookupContacts(request, programId ?? undefined),
    [programId],
  );
  const contactOptions = useMemo(
    () => values.contacts.map((c) => ({ key: c.id, label: c.name ? `${c.name} (${c.email})` : c.email })),
    [values.contacts],
  );
  /** The contacts the lookup listed, so a chosen chip keeps the contact's e-mail. */
  const contactRows = useRef(new Map<string, RequestContact>());
  const toContactOption = useCallback((c: RequestContact) => {
    contactRows.current.set(c.id, c);
    return { key: c.id, label: c.name ? `${c.name} (${c.email})` : c.email };
  }, []);

  const allFiles = [...images.files, ...attachments.files];
  const busy = submitting || images.sending || attachments.sending;

  const reset = () => {
    form.reset(initial);
    images.clear();
    attachments.clear();
    setCreated(null);
  };
  const close = () => {
    if (busy) return;
    reset();
    onClose();
  };

  /** Puts every queued file not uploaded yet; answers whether all arrived. */
  const sendFiles = async (target: Created, slots: Map<string, Parameters<typeof putFile>[0]>) => {
    const send = async (file: File, onProgress: Parameters<typeof putFile>[2], signal: AbortSignal) => {
      const slot = slots.get(file.name) ?? (await uploadAgain(target.requestId, target.versionId, file));
      slots.delete(file.name);
      await putFile(slot, file, onProgress, signal);
    };
    const failed = [...(await images.send(send)), ...(await attachments.send(send))];
    const check = await confirmFiles(target.requestId, target.versionId).catch(() => null);
    return failed.length === 0 && check !== null && check.missing.length === 0;
  };

  const finish = (ok: boolean) => {
    void refreshRequest();
    if (ok) {
      box.success(requestMessages.submitted);
      reset();
      onClose();
    } else {
      box.danger(requestMessages.filesFailed);
    }
  };

  const submit = async () => {
    if (busy) return;
    if (created) {
      setSubmitting(true);
      try {
        finish(await sendFiles(created, new Map()));
      } finally {
        setSubmitting(false);
      }
      return;
    }
    let answer: Awaited<ReturnType<typeof createRequest>> | undefined;
    const saved = await form.submit(undefined, async () => {
      if (allFiles.length === 0) {
        const yes = await confirm({
          message: text('noFilesConfirm'),
          acceptLabel: t('requests.common.yes'),
          rejectLabel: t('requests.common.no'),
        });
        if (!yes) throw new Cancelled();
      }
      setSubmitting(true);
      answer = await createRequest({
        programId: Number(values.program?.key),
        requestName: values.requestName,
        reviewByDate: values.reviewByDate ?? '',
        dueDate: values.dueDate ?? '',
        reasonForReviewIds: values.reasonForReviewIds,
        relatedTacticIds: values.relatedTacticIds,
        contactIds: values.contacts.map((c) => c.id),
        message: values.message,
        files: allFiles.map((q) => ({
          fileName: q.file.name,
          contentType: q.file.type || 'application/octet-stream',
          size: q.file.size,
        })),
      });
    });
    try {
      if (!saved || !answer) return;
      const target = { requestId: answer.requestId, versionId: answer.versionId };
      setCreated(target);
      const slots = new Map(answer.uploads.map((u) => [u.fileName, u] as const));
      finish(await sendFiles(target, slots));
      // The request stands either way; whose e-mail SES refused is said at once, as for a comment.
      if (answer.notice) box.warning(serverText(answer.notice));
    } finally {
      setSubmitting(false);
    }
  };

  const general = form.errors.general;
  const count = values.message.length;
  const fieldProps = (field: (typeof FIELDS)[number]) => ({
    id: inputId(field),
    messages: errorsOf(form.errors, field).map(serverText),
  });
  const locked = created !== null || busy;

  return (
    <form
      className="request-form"
      noValidate
      aria-label={t('requests.create.title')}
      aria-busy={busy}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <FileQueue
        files={images.files}
        onAdd={images.add}
        onRemove={images.remove}
        busy={busy}
        label={t('requests.create.images')}
        kind="image"
        testId="request-image-input"
      />
      <Field {...fieldProps('programId')} label={t('requests.fields.program')} required>
        {(input) => (
          <Lookup
            inputId={input.id}
            value={values.program}
            onChange={(program) => {
              change('program', program);
              change('relatedTacticIds', []);
            }}
            load={lookupPrograms}
            toOption={(p) => ({ key: p.id, label: `${p.id} · ${p.name}` })}
            notFound={text('itemsNotFound')}
            invalid={input.invalid}
            aria-describedby={input.describedBy}
            disabled={locked}
          />
        )}
      </Field>
      <Field {...fieldProps('requestName')} label={t('requests.fields.requestName')} required>
        {(input) => (
          <InputText
            id={input.id}
            value={values.requestName}
            onChange={(e) => change('requestName', e.target.value)}
            invalid={input.invalid}
            aria-describedby={input.describedBy}
            maxLength={200}
            disabled={locked}
          />
        )}
      </Field>
      <div className="field-row">
        <Field {...fieldProps('reviewByDate')} label={t('requests.fields.reviewByDate')} required>
          {(input) => (
            <DateInput
              inputId={input.id}
              value={values.reviewByDate}
              onChange={(v) => change('reviewByDate', v)}
              min={today()}
              invalid={input.invalid}
              showInvalidMessage={!input.invalid}
              aria-describedby={input.describedBy}
              disabled={locked}
            />
          )}
        </Field>
        <Field {...fieldProps('dueDate')} label={t('requests.fields.dueDate')} required>
          {(input) => (
            <DateInput
              inputId={input.id}
              value={values.dueDate}
              onChange={(v) => change('dueDate', v)}
              min={today()}
              invalid={input.invalid}
              showInvalidMessage={!input.invalid}
              aria-describedby={input.describedBy}
              disabled={locked}
            />
          )}
        </Field>
      </div>
      <fieldset id={inputId('reasonForReviewIds')} tabIndex={-1}>
        <legend>
          {t('requests.fields.reasons')}
          <span className="required" aria-hidden>
            *
          </span>
        </legend>
        <div className="request-checks">
          {reasonsForReview.map((reason) => (
            <span className="request-check" key={reason.id}>
              <Checkbox
                inputId={`new-request-reason-${reason.id}`}
                checked={values.reasonForReviewIds.includes(reason.id)}
                disabled={locked}
                onChange={(e) =>
                  change(
                    'reasonForReviewIds',
                    e.checked
                      ? [...values.reasonForReviewIds, reason.id]
                      : values.reasonForReviewIds.filter((id) => id !== reason.id),
                  )
                }
              />
              <label htmlFor={`new-request-reason-${reason.id}`}>
                {t(`requests.reasonsForReview.${reason.id}`, { defaultValue: reason.name })}
              </label>
            </span>
          ))}
        </div>
        <FieldError
          id={`${inputId('reasonForReviewIds')}-error`}
          messages={errorsOf(form.errors, 'reasonForReviewIds').map(serverText)}
        />
      </fieldset>
      <fieldset id={inputId('relatedTacticIds')} tabIndex={-1}>
        <legend>{t('requests.fields.tactics')}</legend>
        {!programId ? (
          <small>{t('requests.create.chooseProgramFirst')}</small>
        ) : tactics.data && tactics.data.length === 0 ? (
          <small>{text('noItemsFound')}</small>
        ) : (
          <div className="request-checks">
            {(tactics.data ?? []).map((tactic) => (
              <span className="request-check" key={tactic.id}>
                <Checkbox
                  inputId={`new-request-tactic-${tactic.id}`}
                  checked={values.relatedTacticIds.includes(tactic.id)}
                  disabled={locked}
                  onChange={(e) =>
                    change(
                      'relatedTacticIds',
                      e.checked
                        ? [...values.relatedTacticIds, tactic.id]
                        : values.relatedTacticIds.filter((id) => id !== tactic.id),
                    )
                  }
                />
                <FundingHover tactic={tactic}>
                  <label htmlFor={`new-request-tactic-${tactic.id}`}>{tactic.name}</label>
                </FundingHover>
              </span>
            ))}
          </div>
        )}
        <FieldError
          id={`${inputId('relatedTacticIds')}-error`}
          messages={errorsOf(form.errors, 'relatedTacticIds').map(serverText)}
        />
      </fieldset>
      <Field {...fieldProps('contactIds')} label={t('requests.fields.to')} required>
        {(input) => (
          <Lookup
            multiple
            inputId={input.id}
            value={contactOptions}
            onChange={(options) =>
              change(
                'contacts',
                options
                  .map((o) => values.contacts.find((c) => c.id === o.key) ?? contactRows.current.get(String(o.key)))
                  .filter((c): c is RequestContact => c !== undefined),
              )
            }
            load={loadContacts}
            toOption={toContactOption}
            notFound={text('itemsNotFound')}
            invalid={input.invalid}
            aria-describedby={input.describedBy}
            disabled={locked}
          />
        )}
      </Field>
      <Field
        {...fieldProps('message')}
        label={t('requests.fields.message')}
        required
        help={
          <span className={count > REQUEST_MESSAGE_MAX_CHARS ? 'request-count over' : 'request-count'}>
            {t('requests.create.count', {
              length: formatNumber(count),
              max: formatNumber(REQUEST_MESSAGE_MAX_CHARS),
            })}
          </span>
        }
      >
        {(input) => (
          <InputTextarea
            id={input.id}
            value={values.message}
            onChange={(e) => change('message', e.target.value)}
            rows={5}
            invalid={input.invalid}
            aria-describedby={input.describedBy}
            disabled={locked}
          />
        )}
      </Field>
      <FileQueue
        files={attachments.files}
        onAdd={attachments.add}
        onRemove={attachments.remove}
        busy={busy}
        label={t('requests.create.attachments')}
        kind="attachment"
        testId="request-attachment-input"
      />
      <FormMessages messages={general.map(serverText)} />
      {created && !busy && (
        <FormMessages messages={[text('filesFailed')]}>{t('requests.create.retryHint')}</FormMessages>
      )}
      <div className="request-buttons">
        <Button
          type="button"
          label={created ? t('requests.common.close') : t('requests.common.cancel')}
          outlined
          onClick={close}
          disabled={busy}
        />
        <Button
          type="submit"
          icon={created ? 'pi pi-refresh' : 'pi pi-send'}
          label={busy ? text('submitting') : created ? t('requests.create.retry') : t('requests.create.submit')}
          disabled={busy}
        />
      </div>
    </form>
  );
}

/** The user said No to the no-files question: nothing is saved, and nothing is said. */
class Cancelled extends Error {}

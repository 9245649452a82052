import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import type * as z from '../../../../../../shared/zod';
import { isPictureKind, referenceKinds, type ReferenceKindName } from '../../../../../../shared/reference/kinds';
import { useFirstFresh, useForm, withoutField, type FormErrors } from '../../../../components/forms';
import { useMessageBox } from '../../../../components/messageBox';
import { PageSpinner } from '../../../../components/PageSpinner';
import { referenceLabel, type ReferenceId } from '../../../../components/reference';
import {
  deleteReferenceRecord,
  saveReferenceRecord,
  skuMessage,
  useReferenceRecord,
  type ReferenceRecord,
} from '../../api/reference';
import { AdminPage } from '../common/AdminPage';
import { screenClaims } from '../common/access';
import { SaveFailure } from '../common/SaveFailure';
import { useConfirmedDelete } from '../common/useConfirmedDelete';
import { bodyOf, emptyRecord, fieldModels, formValuesOf, type FieldModel } from './fieldModel';
import { kindLabel } from './labels';
import { ReferenceField } from './ReferenceField';
import { ReferencePicture } from './ReferencePicture';
import { ApiError } from '../../../../lib/api';
import { useNavigateWhenDone } from '../../../../lib/navigateWhenDone';
import { returnUrlOf } from '../../../../lib/returnTo';

/** The id in the URL as the kind's id: a number, or a code. */
function parseReferenceId(kind: ReferenceKindName, raw: string | undefined): ReferenceId | null {
  if (!raw) return null;
  if (referenceKinds[kind].id.type === 'code') return /^[A-Z0-9]{2,3}$/.test(raw) ? raw : null;
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Fields whose lookup narrows to another field's choice: when that parent changes they are cleared. */
const dependentsOf = (fields: readonly FieldModel[], name: string) =>
  fields.filter((f) => f.type === 'reference' && f.filterBy.some((by) => by.field === name));

interface Loaded {
  version: number | undefined;
  values: Record<string, unknown>;
}

export function ReferenceEditPage({ kind }: { kind: ReferenceKindName }) {
  const { t } = useTranslation();
  const { id: rawId } = useParams();
  const navigate = useNavigate();
  const startWork = useNavigateWhenDone();
  const location = useLocation();
  const box = useMessageBox();
  const confirmedDelete = useConfirmedDelete();
  const fields = useMemo(() => fieldModels(kind), [kind]);
  const fieldNames = useMemo(() => fields.map((f) => f.name), [fields]);
  const creating = rawId === undefined;
  const id = creating ? null : parseReferenceId(kind, rawId);
  const listUrl = returnUrlOf(location.state, `/admin/reference/${kind}`);

  // The record as stored now (never an older cached copy); the form keeps the version it was read at until the
  // user reloads on purpose.
  const record = useReferenceRecord(kind, id);
  const fresh = useFirstFresh(record);
  const [loaded, setLoaded] = useState<Loaded | null>(
    creating ? { version: undefined, values: emptyRecord(fields) } : null,
  );
  const form = useForm<Record<string, unknown>, Record<string, unknown>>({
    initial: creating ? emptyRecord(fields) : {},
    fieldNames,
    schema: referenceKinds[kind].fields as z.ZodMiniType<Record<string, unknown>>,
    toBody: (values) => bodyOf(fields, values),
    invalidMessage: t('spec.validation.generic'),
    inputIdOf: (field) => `ref-${field}`,
  });
  const { values, errors, stale, saving } = form;
  const [uploading, setUploading] = useState(false);
  // The SKU as typed now, for an answer of the SKU check that arrives after the field changed again.
  const skuRef = useRef('');
  skuRef.current = typeof values.sku === 'string' ? values.sku.trim() : '';

  const take = (data: ReferenceRecord) => {
    const next = { version: data.version, values: formValuesOf(fields, data) };
    setLoaded(next);
    form.reset(next.values);
  };
  useEffect(() => {
    if (!creating && fresh && !loaded) take(fresh);
  }, [fresh]); // eslint-disable-line react-hooks/exhaustive-deps

  const plural = kindLabel(t, kind, true);
  const back = { to: listUrl, label: plural };
  const title = creating
    ? t('admin.reference.newTitle', { kind: kindLabel(t, kind, false, true) })
    : t('admin.reference.editTitle', {
        kind: kindLabel(t, kind),
        name: loaded ? referenceLabel(kind, loaded.values) : '',
      });

  if (!creating && (id === null || record.error)) {
    return (
      <AdminPage title={kindLabel(t, kind)} claim={screenClaims.referenceData} back={back}>
        <Message severity="error" text={id === null ? t('admin.reference.notFound') : record.error!.message} />
      </AdminPage>
    );
  }
  if (!loaded) return <PageSpinner />;

  const change = (name: string, value: unknown) => {
    form.setValues((current) => {
      const next = { ...current, [name]: value };
      for (const dependent of dependentsOf(fields, name))
        if (current[name] !== value)
          next[dependent.name] = dependent.type === 'reference' && dependent.multiple ? [] : null;
      return next;
    });
    form.setErrors((current) => withoutField(current, name));
  };

  /**
   * A catalog tactic's SKU must be no other tactic's ('tactics.validateSku', the tactic's own id given so its own
   * SKU is not 'taken'): the route's message goes under the field. Null when it is free or there is none.
   */
  const skuOf = (current: Record<string, unknown>) => (typeof current.sku === 'string' ? current.sku.trim() : '');
  const takenSku = async (sku: string): Promise<string | null> =>
    kind !== 'tactic' || !sku ? null : skuMessage(sku, id);
  const blur = (name: string) => {
    if (name !== 'sku') return;
    const sku = skuOf(values);
    // A failed check says nothing here: the save checks again, and the server refuses a taken SKU too. An answer
    // for a SKU changed since is dropped (the change cleared the field's message).
    void takenSku(sku).then(
      (message) =>
        skuRef.current === sku &&
        form.setErrors((current: FormErrors) =>
          message ? { ...current, fields: { ...current.fields, sku: [message] } } : withoutField(current, 'sku'),
        ),
      () => undefined,
    );
  };

  const submit = async (event: FormEvent) => {
    let saved: ReferenceRecord | undefined;
    const goOn = startWork();
    const done = await form.submit(event, async (body) => {
      const taken = await takenSku(skuOf(values));
      if (taken) throw new ApiError(400, { sku: [taken] });
      saved = await saveReferenceRecord(kind, creating ? body : { ...body, id, version: loaded.version });
    });
    if (done && saved) {
      box.success(
        t('admin.reference.saved', { kind: kindLabel(t, kind, false, true), name: referenceLabel(kind, saved) }),
      );
      goOn(listUrl);
    }
  };

  const reload = async () => {
    const fresh = await record.mutate();
    if (fresh) take(fresh);
  };

  const remove = async () => {
    if (id === null) return;
    const texts = { kind: kindLabel(t, kind, false, true), name: referenceLabel(kind, loaded.values) };
    const goOn = startWork();
    const deleted = await confirmedDelete({
      question: t('admin.reference.confirmDelete', texts),
      remove: () => deleteReferenceRecord(kind, id),
      done: t('admin.reference.deleted', texts),
    });
    if (deleted) goOn(listUrl);
  };

  return (
    <AdminPage title={title} claim={screenClaims.referenceData} back={back}>
      <form onSubmit={submit} noValidate aria-label={title}>
        <SaveFailure messages={errors.general} stale={stale} onReload={reload} />
        <div className="admin-form">
          {fields.map((field) =>
            field.type === 'picture' && isPictureKind(kind) ? (
              <ReferencePicture
                key={field.name}
                kind={kind}
                recordId={id}
                name={referenceLabel(kind, values)}
                storedDocumentId={(loaded.values[field.name] as string | null | undefined) ?? null}
                value={(values[field.name] as string | null | undefined) ?? null}
                onChange={(documentId) => change(field.name, documentId)}
                errors={errors}
                onBusyChange={setUploading}
              />
            ) : (
              <ReferenceField
                key={field.name}
                kind={kind}
                field={field}
                values={values}
                onChange={change}
                errors={errors}
                editing={!creating}
                idPrefix="ref"
                onBlur={blur}
              />
            ),
          )}
        </div>
        <div className="admin-form-buttons">
          {!creating && (
            <Button
              type="button"
              label={t('admin.common.delete')}
              icon="pi pi-trash"
              severity="danger"
              outlined
              onClick={remove}
            />
          )}
          <Button type="button" label={t('admin.common.cancel')} outlined onClick={() => navigate(listUrl)} />
          <Button
            type="submit"
            label={t('admin.common.save')}
            icon="pi pi-check"
            loading={saving}
            disabled={uploading}
          />
        </div>
      </form>
    </AdminPage>
  );
}

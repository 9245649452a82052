import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { ProgressBar } from 'primereact/progressbar';
import { TabPanel, TabView } from 'primereact/tabview';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { knownClaims } from '../../../../../../shared/claims';
import { changeRefusal } from '../../../../../../shared/programs/changeRules';
import { programMessages } from '../../../../../../shared/programs/messages';
import { datesOutsideBudgetYear } from '../../../../../../shared/programs/programRules';
import { tacticErrors, tacticMessages } from '../../../../../../shared/tactics/tacticRules';
import { useConfirm } from '../../../../components/confirm';
import { AppDialog } from '../../../../components/dialog';
import { Field } from '../../../../components/forms';
import { messagesOfError, useMessageBox } from '../../../../components/messageBox';
import { useFiscalYears, useReferenceList } from '../../../../components/reference';
import { ApiError } from '../../../../lib/api';
import { translateMessage } from '../../../../lib/i18n';
import { useHasClaim } from '../../../../lib/claims';
import { percentOf } from '../../../../lib/upload/csvFile';
import { checkPictureFile, pictureExtensions } from '../../../../lib/upload/pictureFile';
import { componentRouteId } from '../../api/componentFiles';
import type { ProgramDetails } from '../../api/program';
import {
  deleteTactic,
  saveProgramTactic,
  skuMessage,
  uploadTacticImage,
  useTacticCanDelete,
  useTacticLookups,
  type SaveTacticBody,
} from '../../api/tactics';
import { ComponentFiles } from './ComponentFiles';

type Tactic = ProgramDetails['tactics'][number];
type Tab = NonNullable<SaveTacticBody['components']>[number];
type Values = Omit<SaveTacticBody, 'programId' | 'version' | 'components'> & { components: Tab[] };
type Errors = Record<string, string[]>;

const emptyTab = (): Tab => ({ name: '', componentTypeId: null });

function initialValues(tactic: Tactic | null): Values {
  if (!tactic)
    return { tacticName: '', description: '', purpose: '', unitCost: 0, orderQuantity: 1, components: [emptyTab()] };
  return {
    programTacticId: tactic.id,
    tacticTypeId: tactic.tacticTypeId,
    tacticName: tactic.tacticName,
    sku: tactic.sku ?? '',
    description: tactic.description ?? '',
    purpose: tactic.purpose ?? '',
    shopTypeId: tactic.shopTypeId ?? null,
    tacticCategoryId: tactic.tacticCategoryId ?? null,
    productTypeId: tactic.productTypeId,
    deliveryMethodId: tactic.deliveryMethodId,
    unitCost: tactic.unitCost,
    orderQuantity: tactic.orderQuantity,
    startDate: tactic.startDate,
    endDate: tactic.endDate,
    components: Object.values(tactic.components ?? {}).map((c) => ({
      id: c.id,
      name: c.name,
      componentTypeId: c.componentTypeId,
      description: c.description,
      quantity: c.quantity,
      vendorId: c.vendorId ?? null,
      childVendorId: c.childVendorId ?? null,
      barcodeDestinationId: c.barcodeDestinationId ?? null,
      mediaTypeId: c.mediaTypeId ?? null,
      productionOptionId: c.productionOptionId ?? null,
      documentTypeId: c.documentTypeId ?? null,
      outputTypeId: c.outputTypeId ?? null,
    })),
  };
}

const options = (items: { id: number | string; name?: string | null; tacticName?: string }[] | undefined) =>
  (items ?? []).map((i) => ({ value: i.id, label: i.name ?? i.tacticName ?? String(i.id) }));

/** The Create tactic modal (spec 02, section 2): tactic type, dates, component tabs, save and delete. */
export function CreateTacticDialog({
  details,
  tactic,
  onClose,
}: {
  details: ProgramDetails;
  tactic: Tactic | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const box = useMessageBox();
  const confirm = useConfirm();
  const holdsDelete = useHasClaim(knownClaims.deleteProgramTactic);
  const lookups = useTacticLookups();
  const all = { pageSize: 1000, pageIndex: 0, active: 'true' as const };
  const tacticTypes = useReferenceList('tacticType', all);
  const productTypes = useReferenceList('productType', all);
  const componentTypes = useReferenceList('componentType', all);
  const budgetYear = useFiscalYears().data?.items.find((y) => y.fiscalYear === details.program.fiscalYear);
  const canDelete = useTacticCanDelete(tactic?.id ?? null);
  const [values, setValues] = useState<Values>(() => initialValues(tactic));
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const [tab, setTab] = useState(0);
  // The picture chosen (checked like the server will) goes up once the tactic is saved: a new one has no id before.
  const [image, setImage] = useState<{ file: File; contentType: string } | null>(null);
  const [imageProblem, setImageProblem] = useState<string[]>([]);
  const [imageProgress, setImageProgress] = useState<number | null>(null);
  const chooseImage = (input: HTMLInputElement) => {
    const file = input.files?.[0];
    const checked = file ? checkPictureFile(file) : null;
    if (checked && 'problem' in checked) {
      // The picture chosen before stays chosen, and the input shows it again.
      const kept = new DataTransfer();
      if (image) kept.items.add(image.file);
      input.files = kept.files;
      setImageProblem([checked.message]);
      return;
    }
    setImageProblem([]);
    setImage(file && checked ? { file, contentType: checked.contentType } : null);
  };
  const set = (patch: Partial<Values>) => setValues((v) => ({ ...v, ...patch }));
  const setTabValues = (index: number, patch: Partial<Tab>) =>
    set({ components: values.components.map((c, i) => (i === index ? { ...c, ...patch } : c)) });
  const messages = (field: string) => errors[field] ?? [];
  const shopTypesExist = (lookups.shopTypes.data?.items.length ?? 0) > 0;

  const save = async () => {
    const found = tacticErrors(values, { shopTypesExist });
    if (values.sku?.trim()) {
      const taken = await skuMessage(values.sku.trim(), details.program.id, tactic?.id ?? null).catch(() => null);
      if (taken) found.sku = [taken];
    }
    setErrors(found);
    if (Object.keys(found).length) {
      box.danger(tacticMessages.formBlocked);
      return;
    }
    setSaving(true);
    let made: { id: string } | undefined;
    try {
      const saved = await saveProgramTactic({
        ...values,
        programId: details.program.id,
        version: details.program.version,
      });
      made = tactic ?? saved.tactics.at(-1);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) setErrors(error.errors);
      box.error(error);
      setSaving(false);
      return;
    }
    try {
      if (image && made) {
        setImageProgress(0);
        await uploadTacticImage(made.id, image.file, image.contentType, (loaded, total) =>
          setImageProgress(percentOf(loaded, total)),
        );
      }
      box.success(tacticMessages.saved);
    } catch (error) {
      // Saved already: the dialog closes (a second Save would add the tactic again) and says what is missing.
      box.danger([tacticMessages.pictureNotSaved, ...messagesOfError(error)]);
    } finally {
      setSaving(false);
      setImageProgress(null);
    }
    onClose();
  };

  const remove = async () => {
    if (!tactic) return;
    if (!(await confirm({ message: tacticMessages.deleteConfirm, danger: true }))) return;
    try {
      await deleteTactic(tactic.id, details.program.version);
      box.success(tacticMessages.deleted);
      onClose();
    } catch (error) {
      box.danger([tacticMessages.notDeleted, ...(error instanceof ApiError ? error.messages : [])]);
    }
  };

  const verdict = canDelete.data?.result;
  const mayDelete = tactic && holdsDelete;

  // The spec's empty lookup texts (spec 02, section 8), not PrimeReact's.
  const emptyText = (field: keyof Values) =>
    t(field === 'deliveryMethodId' ? 'widgets.lookup.notFound.deliveryMethod' : 'widgets.lookup.notFound.noItems');
  const select = (field: keyof Values, label: string, items: ReturnType<typeof options>, required = false) => (
    <Field id={`tactic-${field}`} label={label} required={required} messages={messages(field)}>
      {(input) => (
        <Dropdown
          inputId={input.id}
          value={values[field] ?? null}
          options={items}
          showClear={!required}
          filter
          resetFilterOnHide
          emptyMessage={emptyText(field)}
          emptyFilterMessage={emptyText(field)}
          invalid={input.invalid}
          aria-describedby={input.describedBy}
          onChange={(e) => set({ [field]: e.value ?? null } as Partial<Values>)}
        />
      )}
    </Field>
  );
  const text = (field: 'tacticName' | 'sku' | 'description' | 'purpose', label: string, required = false) => (
    <Field id={`tactic-${field}`} label={label} required={required} messages={messages(field)}>
      {(input) =>
        field === 'description' || field === 'purpose' ? (
          <InputTextarea
            id={input.id}
            rows={2}
            value={values[field] ?? ''}
            invalid={input.invalid}
            aria-describedby={input.describedBy}
            onChange={(e) => set({ [field]: e.target.value })}
          />
        ) : (
          <InputText
            id={input.id}
            value={values[field] ?? ''}
            invalid={input.invalid}
            aria-describedby={input.describedBy}
            onChange={(e) => set({ [field]: e.target.value })}
          />
        )
      }
    </Field>
  );
  const date = (field: 'startDate' | 'endDate', label: string) => (
    <Field id={`tactic-${field}`} label={label} required messages={messages(field)}>
      {(input) => (
        <InputText
          id={input.id}
          type="date"
          min={field === 'endDate' ? (values.startDate ?? undefined) : undefined}
          value={values[field] ?? ''}
          invalid={input.invalid}
          aria-describedby={input.describedBy}
          onChange={(e) => {
            const value = e.target.value || null;
            if (field === 'startDate' && value && values.endDate && values.endDate < value)
              set({ startDate: value, endDate: null });
            else set({ [field]: value });
          }}
        />
      )}
    </Field>
  );
  const tabSelect = (index: number, field: keyof Tab, label: string, items: ReturnType<typeof options>) => (
    <Field
      id={`component-${index}-${field}`}
      label={label}
      required={field === 'componentTypeId'}
      messages={messages(`components.${index}.${field}`)}
    >
      {(input) => (
        <Dropdown
          inputId={input.id}
          value={values.components[index][field] ?? null}
          options={items}
          showClear
          emptyMessage={t('widgets.lookup.notFound.noItems')}
          invalid={input.invalid}
          onChange={(e) => setTabValues(index, { [field]: e.value ?? null })}
        />
      )}
    </Field>
  );

  return (
    <AppDialog
      visible
      onHide={onClose}
      header={tactic ? t('programs.tactics.editTitle') : t('programs.tactics.createTitle')}
      style={{ width: '70vw' }}
      footer={
        <div className="dialog-buttons">
          {tactic && mayDelete && (
            <span title={verdict && verdict !== 'DELETE' ? verdict : undefined}>
              <Button
                type="button"
                severity="danger"
                outlined
                label={t('programs.tactics.delete')}
                disabled={verdict !== 'DELETE' || saving}
                onClick={() => void remove()}
              />
            </span>
          )}
          <Button type="button" outlined label={t('programs.tactics.cancel')} onClick={onClose} disabled={saving} />
          <Button
            type="button"
            label={saving ? t('programs.tactics.saving') : t('programs.tactics.save')}
            disabled={saving}
            onClick={() => void save()}
          />
        </div>
      }
    >
      <div className="tactic-form">
        {select('tacticTypeId', t('programs.tactics.type'), options(tacticTypes.data?.items), true)}
        {text('tacticName', t('programs.tactics.name'), true)}
        {text('sku', t('programs.tactics.sku'))}
        {text('description', t('programs.tactics.description'), true)}
        {text('purpose', t('programs.tactics.purpose'), shopTypesExist)}
        {select('shopTypeId', t('programs.tactics.shopType'), options(lookups.shopTypes.data?.items))}
        {select('tacticCategoryId', t('programs.tactics.category'), options(lookups.categories.data?.items))}
        {select('productTypeId', t('programs.tactics.productType'), options(productTypes.data?.items), true)}
        {select(
          'deliveryMethodId',
          t('programs.tactics.deliveryMethod'),
          options(lookups.deliveryMethods.data?.items),
          true,
        )}
        <Field id="tactic-unitCost" label={t('programs.tactics.unitCost')} messages={messages('unitCost')}>
          {(input) => (
            <InputNumber
              inputId={input.id}
              value={values.unitCost ?? 0}
              mode="currency"
              currency="USD"
              locale="en-US"
              min={0}
              onValueChange={(e) => set({ unitCost: e.value ?? 0 })}
            />
          )}
        </Field>
        <Field id="tactic-orderQuantity" label={t('programs.tactics.quantity')} messages={messages('orderQuantity')}>
          {(input) => (
            <InputNumber
              inputId={input.id}
              value={values.orderQuantity ?? 1}
              min={1}
              onValueChange={(e) => set({ orderQuantity: e.value ?? 1 })}
            />
          )}
        </Field>
        {date('startDate', t('programs.tactics.startDate'))}
        {date('endDate', t('programs.tactics.endDate'))}
        {datesOutsideBudgetYear({ programStartDate: values.startDate, programEndDate: values.endDate }, budgetYear) && (
          <Message severity="warn" text={translateMessage(t, programMessages.dateOutsideBudgetYear)} />
        )}
        <Field id="tactic-image" label={t('programs.tactics.image')} messages={imageProblem}>
          {(input) => (
            <>
              <input
                id={input.id}
                type="file"
                accept={pictureExtensions.map((e) => `.${e}`).join(',')}
                aria-describedby={input.describedBy}
                onChange={(e) => chooseImage(e.target)}
              />
              {imageProgress !== null && (
                <ProgressBar value={imageProgress} aria-label={t('widgets.picture.uploading')} />
              )}
            </>
          )}
        </Field>
      </div>
      <div className="program-toolbar">
        <strong>{t('programs.tactics.components')}</strong>
        <Button
          type="button"
          size="small"
          icon="pi pi-plus"
          label={t('programs.tactics.addComponent')}
          disabled={values.components.length >= 10}
          onClick={() => {
            set({ components: [...values.components, emptyTab()] });
            setTab(values.components.length);
          }}
        />
      </div>
      <TabView
        scrollable
        activeIndex={Math.min(tab, Math.max(0, values.components.length - 1))}
        onTabChange={(e) => setTab(e.index)}
      >
        {values.components.map((component, index) => (
          <TabPanel
            key={component.id ?? `new-${index}`}
            header={component.name || t('programs.tactics.componentN', { n: index + 1 })}
          >
            <div className="tactic-form">
              <Field
                id={`component-${index}-name`}
                label={t('programs.tactics.componentName')}
                required
                messages={messages(`components.${index}.name`)}
              >
                {(input) => (
                  <InputText
                    id={input.id}
                    value={component.name ?? ''}
                    invalid={input.invalid}
                    onChange={(e) => setTabValues(index, { name: e.target.value })}
                  />
                )}
              </Field>
              {tabSelect(
                index,
                'componentTypeId',
                t('programs.tactics.componentType'),
                options(componentTypes.data?.items),
              )}
              {tabSelect(index, 'vendorId', t('programs.tactics.vendor'), options(lookups.vendors.data?.items))}
              {tabSelect(
                index,
                'childVendorId',
                t('programs.tactics.childVendor'),
                options(lookups.childVendors.data?.items.filter((v) => v.parentId === component.vendorId)),
              )}
              {tabSelect(
                index,
                'barcodeDestinationId',
                t('programs.tactics.barcodeDestination'),
                options(lookups.barcodeDestinations.data?.items),
              )}
              {tabSelect(
                index,
                'mediaTypeId',
                t('programs.tactics.mediaType'),
                options(lookups.mediaTypes.data?.items),
              )}
              {tabSelect(
                index,
                'productionOptionId',
                t('programs.tactics.productionOption'),
                options(lookups.productionOptions.data?.items),
              )}
              {tabSelect(
                index,
                'documentTypeId',
                t('programs.tactics.documentType'),
                options(lookups.documentTypes.data?.items),
              )}
              {tabSelect(
                index,
                'outputTypeId',
                t('programs.tactics.outputType'),
                options(lookups.outputTypes.data?.items),
              )}
            </div>
            <ComponentFiles
              componentId={tactic && component.id ? componentRouteId(tactic.id, component.id) : null}
              componentName={component.name || t('programs.tactics.componentN', { n: index + 1 })}
              locked={changeRefusal('componentFiles', details.program.statusId) !== null}
            />
            <Button
              type="button"
              size="small"
              severity="danger"
              text
              icon="pi pi-trash"
              label={t('programs.tactics.removeComponent')}
              onClick={() => set({ components: values.components.filter((_, i) => i !== index) })}
            />
          </TabPanel>
        ))}
      </TabView>
    </AppDialog>
  );
}

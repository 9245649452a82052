import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, FormMessages } from '../../../../components/forms';
import { Lookup, type LookupOption } from '../../../../components/lookup';
import { lookupApprovers } from '../../api/lifecycle';

/**
 * The Approvers modal (spec 02): a typeahead over the users who may approve the program, the chosen ones as
 * removable chips, Cancel and Submit Request. Submit Request hands the chosen subjects on (none: every approver is
 * told, as before the modal). A submit that did not happen leaves the modal open, its approvers chosen, with why.
 */
export function ApproversModal({
  programId,
  onCancel,
  onSubmit,
  failure,
}: {
  programId: number;
  onCancel: () => void;
  onSubmit: (approvers: string[]) => Promise<unknown>;
  failure?: string[];
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<LookupOption[]>([]);
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    setSaving(true);
    try {
      await onSubmit(chosen.map((c) => String(c.key)));
    } finally {
      setSaving(false);
    }
  };
  return (
    <FormDialog
      header={t('programs.approvers.title')}
      onCancel={onCancel}
      onSave={submit}
      saving={saving}
      lockWhileSaving
      saveLabel={t('programs.approvers.submit')}
      saveIcon="pi pi-send"
      cancelLabel={t('programs.common.cancel')}
      style={{ width: 'min(36rem, 95vw)' }}
      buttonsClassName="dialog-buttons"
    >
      <div className="field">
        <label htmlFor="approvers-search">{t('programs.approvers.label')}</label>
        <Lookup
          multiple
          inputId="approvers-search"
          value={chosen}
          onChange={setChosen}
          load={({ searchTerm }) => lookupApprovers(programId, searchTerm)}
          toOption={(u) => ({ key: u.id, label: u.name ? `${u.name} (${u.email})` : u.email })}
          notFound={t('programs.approvers.notFound')}
          placeholder={t('programs.approvers.placeholder')}
        />
        <small className="muted">{t('programs.approvers.hint')}</small>
      </div>
      {failure && <FormMessages messages={failure} />}
    </FormDialog>
  );
}

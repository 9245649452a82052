import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';

/** The pencil beside a location, in the address book and the program's selected locations: opens its edit form. */
export function EditLocationButton({ location, onEdit }: { location: { location: string }; onEdit: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      type="button"
      icon="pi pi-pencil"
      text
      rounded
      size="small"
      onClick={onEdit}
      aria-label={t('delivery.selected.edit', { location: location.location })}
      title={t('delivery.selected.editTitle')}
    />
  );
}

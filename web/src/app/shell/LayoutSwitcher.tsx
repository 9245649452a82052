import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { RadioButton } from 'primereact/radiobutton';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE } from '../../../../shared/constants';
import { useConfirm } from '../../components/confirm';
import { changeLanguage } from '../../lib/i18n';
import {
  effectiveSkin,
  factoryReset,
  SKINS,
  updateLayout,
  useLayout,
  type LayoutOption,
  type SkinName,
} from '../../lib/layout';
import { useSession } from '../../lib/session';

const OPTIONS: LayoutOption[] = [
  'fixedHeader',
  'fixedNavigation',
  'fixedRibbon',
  'fixedFooter',
  'insideContainer',
  'rightToLeft',
  'menuOnTop',
  'colorblind',
];

/** Site configuration flag that offers "inside container" (spec 01, section 6). */
const CONTAINER_FLAG = 'StyleSwitcher_Container';

/**
 * The layout switcher (spec 01, section 2): fixed header, navigation, ribbon and footer, inside container,
 * right-to-left, menu on top, colour-blind mode, skin, and Factory Reset. Every choice is kept in local storage.
 */
export function LayoutSwitcher({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const layout = useLayout();
  const session = useSession();
  const confirm = useConfirm();
  const clientSkin = effectiveSkin({ skin: null }, session?.clientSettings);
  const showContainer = session?.siteConfig.some((entry) => entry.configuration === CONTAINER_FLAG) ?? false;

  useEffect(() => {
    if (!open) return;
    // Escape closes the switcher, unless it answers the confirmation (which ignores Escape).
    const onKey = (event: KeyboardEvent) =>
      event.key === 'Escape' && !document.querySelector('.p-confirm-dialog') && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  async function askFactoryReset() {
    const confirmed = await confirm({
      header: t('shell.layout.factoryReset'),
      message: t('spec.layout.factoryResetConfirm'),
      acceptLabel: t('shell.layout.yes'),
      rejectLabel: t('shell.layout.no'),
      danger: true,
    });
    if (!confirmed) return;
    factoryReset();
    // Local storage held the language too: back to the default.
    await changeLanguage(DEFAULT_LOCALE);
  }

  const skinOption = (value: SkinName | null, label: string) => {
    const id = `skin-${value ?? 'client'}`;
    return (
      <div className="skin-option" key={id}>
        <RadioButton
          inputId={id}
          name="skin"
          value={value}
          checked={layout.skin === value}
          onChange={() => updateLayout({ skin: value })}
        />
        <label htmlFor={id}>
          <span className="skin-swatch" data-skin-swatch={value ?? clientSkin} aria-hidden="true" />
          {label}
        </label>
      </div>
    );
  };

  return (
    <aside
      id="layout-switcher"
      className={open ? 'layout-switcher open' : 'layout-switcher'}
      aria-labelledby="layout-switcher-title"
      hidden={!open}
    >
      <div className="layout-switcher-header">
        <h2 id="layout-switcher-title">{t('shell.layout.title')}</h2>
        <Button icon="pi pi-times" text rounded size="small" aria-label={t('shell.layout.close')} onClick={onClose} />
      </div>
      <fieldset className="layout-options">
        <legend>{t('shell.layout.options')}</legend>
        {OPTIONS.filter((option) => option !== 'insideContainer' || showContainer).map((option) => (
          <div className="layout-option" key={option}>
            <Checkbox
              inputId={`layout-${option}`}
              checked={layout[option]}
              onChange={(e) => updateLayout({ [option]: Boolean(e.checked) })}
            />
            <label htmlFor={`layout-${option}`}>{t(`shell.layout.${option}`)}</label>
          </div>
        ))}
      </fieldset>
      <fieldset className="layout-skins">
        <legend>{t('shell.layout.skin')}</legend>
        {skinOption(null, t('shell.layout.clientSkin', { skin: t(`shell.layout.skins.${clientSkin}`) }))}
        {SKINS.map((skin) => skinOption(skin, t(`shell.layout.skins.${skin}`)))}
      </fieldset>
      <Button
        className="factory-reset"
        label={t('shell.layout.factoryReset')}
        icon="pi pi-undo"
        severity="danger"
        outlined
        onClick={() => void askFactoryReset()}
      />
    </aside>
  );
}

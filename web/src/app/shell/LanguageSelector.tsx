import { Dropdown } from 'primereact/dropdown';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../../../shared/constants';
import { changeLanguage, currentLanguage, languageNames } from '../../lib/i18n';

const options = LANGUAGES.map((key) => ({ value: key, label: languageNames[key] }));

/** The chosen language: its name, or where the header is narrow (shell.css) its code. */
const chosen = (option: (typeof options)[number] | null) =>
  option && (
    <>
      <span className="language-name">{option.label}</span>
      <span className="language-code" aria-hidden="true">
        {option.value.toUpperCase()}
      </span>
    </>
  );

/** The header's language selector: the spec's ten languages, the choice kept on this device. */
export function LanguageSelector() {
  const { t, i18n } = useTranslation();
  return (
    <Dropdown
      className="language-selector"
      value={i18n.language ? currentLanguage() : undefined}
      options={options}
      valueTemplate={chosen}
      onChange={(e) =>
        void changeLanguage(e.value as string).catch((error: Error) =>
          console.error('The language could not be changed', error),
        )
      }
      aria-label={t('shell.header.language')}
    />
  );
}

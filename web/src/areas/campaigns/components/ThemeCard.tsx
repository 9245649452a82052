import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../../components/format';
import { ReferenceNames, type ReferenceRecord } from '../../../components/reference';
import { FavoriteToggle } from '../../../components/toggles';
import { openSidePanel } from '../../../lib/sidePanel';
import { setThemeFavorite } from '../api/themes';

/** Marks or unmarks a theme as a favorite, with the spec's messages. */
export function FavoriteButton({ themeId, favorite }: { themeId: number; favorite: boolean }) {
  const { t } = useTranslation();
  return (
    <FavoriteToggle
      favorite={favorite}
      save={(next) => setThemeFavorite(themeId, next)}
      texts={{
        add: t('campaigns.favorites.add'),
        remove: t('campaigns.favorites.remove'),
        added: [t('campaigns.texts.addedFavorite'), t('campaigns.texts.addedFavoriteDetail')],
        failed: t('campaigns.texts.favoriteFailed'),
      }}
    />
  );
}

/** One theme of the library: type, dates, description, categories and brands; opens its info panel. */
export function ThemeCard({
  theme,
  favorite,
  selectedProgramId,
}: {
  theme: ReferenceRecord;
  favorite: boolean;
  selectedProgramId: number | null;
}) {
  const { t } = useTranslation();
  const id = theme.id as number;
  const open = () =>
    openSidePanel('campaign-info', { themeId: id, ...(selectedProgramId ? { selectedProgramId } : {}) });
  return (
    <li className="theme-card" data-theme={String(theme.name)}>
      <button
        type="button"
        className="theme-image"
        onClick={open}
        aria-label={t('campaigns.library.openTheme', { name: String(theme.name) })}
      >
        <i className="pi pi-image" aria-hidden />
      </button>
      <div className="theme-card-body">
        <h3>{String(theme.name)}</h3>
        <div>
          <Tag
            value={t(`campaigns.themeTypes.${String(theme.campaignThemeTypeID)}`)}
            severity={
              theme.campaignThemeTypeID === 2 ? 'success' : theme.campaignThemeTypeID === 4 ? 'warning' : 'info'
            }
          />
        </div>
        <span className="theme-meta">
          <DateText value={String(theme.startDate)} /> – <DateText value={String(theme.endDate)} />
        </span>
        {theme.shortDescription ? <p>{String(theme.shortDescription)}</p> : null}
        {(theme.themeCategoryIds as number[]).length > 0 && (
          <span className="theme-meta">
            {t('campaigns.library.categories')}:{' '}
            <ReferenceNames kind="themeCategory" ids={theme.themeCategoryIds as number[]} />
          </span>
        )}
        {(theme.brandIds as number[]).length > 0 && (
          <span className="theme-meta">
            {t('campaigns.library.brands')}: <ReferenceNames kind="brand" ids={theme.brandIds as number[]} />
          </span>
        )}
      </div>
      <div className="theme-card-actions">
        <FavoriteButton themeId={id} favorite={favorite} />
        <span className="spacer" />
        <Button type="button" label={t('campaigns.library.details')} size="small" text onClick={open} />
      </div>
    </li>
  );
}

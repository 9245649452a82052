import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { campaignThemeType, type CampaignThemeTypeId } from '../../../../../shared/reference/themeTypes';
import { DateText } from '../../../components/format';
import { ReferenceNames, type ReferenceRecord } from '../../../components/reference';
import { FavoriteToggle } from '../../../components/toggles';
import { openSidePanel } from '../../../lib/sidePanel';
import type { Thumbnail } from '../../../lib/thumbnails';
import { setThemeFavorite } from '../api/themes';

/** How a theme type's tag looks: prefilled programs green, properties amber, the others neutral. */
export const themeTypeSeverity = (type: CampaignThemeTypeId) =>
  type === campaignThemeType.prefilled ? 'success' : type === campaignThemeType.property ? 'warning' : 'info';

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

/**
 * One theme of the library: its picture (else an image icon), type, dates, description, categories and brands;
 * opens its info panel.
 */
export function ThemeCard({
  theme,
  favorite,
  selectedProgramId,
  picture,
}: {
  theme: ReferenceRecord<'campaignTheme'>;
  favorite: boolean;
  selectedProgramId: number | null;
  /** The theme's picture link, asked once for the whole page of cards. */
  picture: Thumbnail | undefined;
}) {
  const { t } = useTranslation();
  const id = theme.id;
  const open = () =>
    openSidePanel('campaign-info', { themeId: id, ...(selectedProgramId ? { selectedProgramId } : {}) });
  return (
    <li className="theme-card" data-theme={theme.name}>
      <button
        type="button"
        className="theme-image"
        onClick={open}
        aria-label={t('campaigns.library.openTheme', { name: theme.name })}
      >
        {picture ? (
          <img src={picture.url} alt="" className="theme-picture" />
        ) : (
          <i className="pi pi-image" aria-hidden />
        )}
      </button>
      <div className="theme-card-body">
        <h3>{theme.name}</h3>
        <div>
          <Tag
            value={t(`campaigns.themeTypes.${theme.campaignThemeTypeID}`)}
            severity={themeTypeSeverity(theme.campaignThemeTypeID)}
          />
        </div>
        <span className="theme-meta">
          <DateText value={theme.startDate} /> – <DateText value={theme.endDate} />
        </span>
        {theme.shortDescription ? <p>{theme.shortDescription}</p> : null}
        {theme.themeCategoryIds.length > 0 && (
          <span className="theme-meta">
            {t('campaigns.library.categories')}: <ReferenceNames kind="themeCategory" ids={theme.themeCategoryIds} />
          </span>
        )}
        {theme.brandIds.length > 0 && (
          <span className="theme-meta">
            {t('campaigns.library.brands')}: <ReferenceNames kind="brand" ids={theme.brandIds} />
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

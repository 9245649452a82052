import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { campaignThemeType } from '../../../../../shared/reference/themeTypes';
import { DateText, Money } from '../../../components/format';
import { messagesOfError, useMessageBox } from '../../../components/messageBox';
import { PageSpinner } from '../../../components/PageSpinner';
import { ReferenceName, ReferenceNames } from '../../../components/reference';
import { useNavigateWhenDone } from '../../../lib/navigateWhenDone';
import { openSidePanel, type SidePanelModeProps } from '../../../lib/sidePanel';
import { setProgramTheme } from '../api/programTheme';
import { useTheme, useThemeFavorites, useThemeTactics } from '../api/themes';
import { FavoriteButton, themeTypeSeverity } from '../components/ThemeCard';
import { useMessageText } from '../lib/specText';
import '../campaigns.css';

/**
 * A campaign theme (mode campaign-info): what it is, its tactics, favorite, and choosing it. Type 2 makes a
 * prefilled program; other types open the program panel (create-campaign); for a selected program the theme
 * becomes that program's.
 */
export default function CampaignInfoMode({
  props,
  fromCampaignProgramPage,
  close,
}: SidePanelModeProps<'campaign-info'>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const startWork = useNavigateWhenDone();
  const messageText = useMessageText();
  const messageBox = useMessageBox();
  const themeId = typeof props.themeId === 'number' ? props.themeId : null;
  const selectedProgramId = typeof props.selectedProgramId === 'number' ? props.selectedProgramId : null;
  const theme = useTheme(themeId);
  const tactics = useThemeTactics(themeId);
  const favorites = useThemeFavorites();
  const [busy, setBusy] = useState(false);

  if (!themeId) return <Message severity="info" text={t('campaigns.info.noTheme')} />;
  if (theme.error) return <Message severity="error" text={t('campaigns.texts.themeNotLoaded')} />;
  if (!theme.data) return <PageSpinner />;
  const record = theme.data;
  const type = record.campaignThemeTypeID;
  const favorite = (favorites.data ?? []).some((f) => f.id === themeId);
  // A program's theme is changed from the campaign program page (a route containing /campaign-library/).
  const forProgram = selectedProgramId !== null && fromCampaignProgramPage;

  // Opened from a program's own pages: its theme is changed in the library, for that program.
  const fromProgram = selectedProgramId !== null && !fromCampaignProgramPage;
  const choose = async () => {
    if (fromProgram) {
      close();
      navigate(`/campaign-library/${selectedProgramId}`);
      return;
    }
    if (forProgram) {
      setBusy(true);
      const goOn = startWork();
      try {
        await setProgramTheme(selectedProgramId, themeId, type);
        messageBox.success(t('campaigns.info.themeChanged', { name: record.name }));
        goOn(`/tactic-catalog/${selectedProgramId}`);
        close();
      } catch (error) {
        messageBox.danger(messagesOfError(error).map(messageText));
      } finally {
        setBusy(false);
      }
      return;
    }
    // Type 2 creates a prefilled program directly; other types close this panel and open create-campaign.
    openSidePanel(
      'create-campaign',
      type === campaignThemeType.prefilled ? { mode: 'prefill', themeId } : { mode: 'create', themeId },
    );
  };

  return (
    <div className="theme-info">
      <div className="theme-image" aria-hidden>
        <i className="pi pi-image" />
      </div>
      <h3>{record.name}</h3>
      <div className="theme-info-actions">
        <Tag value={t(`campaigns.themeTypes.${type}`)} severity={themeTypeSeverity(type)} />
        <FavoriteButton themeId={themeId} favorite={favorite} />
      </div>
      {record.longDescription || record.shortDescription ? (
        <p>{record.longDescription ?? record.shortDescription}</p>
      ) : null}
      <dl>
        <dt>{t('campaigns.info.dates')}</dt>
        <dd>
          <DateText value={record.startDate} /> – <DateText value={record.endDate} />
        </dd>
        <dt>{t('campaigns.library.categories')}</dt>
        <dd>
          {record.themeCategoryIds.length ? <ReferenceNames kind="themeCategory" ids={record.themeCategoryIds} /> : '—'}
        </dd>
        <dt>{t('campaigns.library.brands')}</dt>
        <dd>{record.brandIds.length ? <ReferenceNames kind="brand" ids={record.brandIds} /> : '—'}</dd>
        {record.keywords.length > 0 && (
          <>
            <dt>{t('campaigns.info.keywords')}</dt>
            <dd>{record.keywords.join(', ')}</dd>
          </>
        )}
      </dl>
      <p className="muted">{t(`campaigns.themeTypeHints.${type}`)}</p>
      <div className="theme-info-actions">
        <Button
          type="button"
          label={
            fromProgram
              ? t('campaigns.info.changeTheme')
              : forProgram
                ? t('campaigns.info.useForProgram', { id: selectedProgramId })
                : t('campaigns.info.select')
          }
          icon={busy ? 'pi pi-spin pi-spinner' : 'pi pi-check'}
          disabled={busy}
          onClick={() => void choose()}
        />
        <Button type="button" label={t('campaigns.info.close')} text onClick={close} />
      </div>
      <section aria-labelledby="theme-tactics-title">
        <h4 id="theme-tactics-title">{t('campaigns.info.tactics')}</h4>
        {tactics.error && <Message severity="error" text={t('spec.http.dataNotLoaded')} />}
        {tactics.data && tactics.data.length === 0 && <p className="muted">{t('campaigns.info.noTactics')}</p>}
        {tactics.data && tactics.data.length > 0 && (
          <table className="theme-tactics">
            <thead>
              <tr>
                <th scope="col">{t('campaigns.info.tactic')}</th>
                <th scope="col">{t('campaigns.info.deliveryMethod')}</th>
                <th scope="col" className="num">
                  {t('campaigns.info.unitCost')}
                </th>
              </tr>
            </thead>
            <tbody>
              {tactics.data.map((tactic) => (
                <tr key={tactic.id}>
                  <td>
                    <strong>{tactic.tacticName}</strong>
                    {tactic.description ? <div className="muted">{tactic.description}</div> : null}
                  </td>
                  <td>
                    <ReferenceName kind="deliveryMethod" id={tactic.deliveryMethodId} />
                  </td>
                  <td className="num">
                    <Money value={tactic.unitCost} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}

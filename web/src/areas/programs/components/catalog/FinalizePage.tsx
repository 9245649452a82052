import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { campaignThemeType } from '../../../../../../shared/reference/themeTypes';
import { PageSpinner } from '../../../../components/PageSpinner';
import { openSidePanel } from '../../../../lib/sidePanel';
import { useProgram } from '../../api/program';
import { CartView } from '../common/CartView';
import { PlanningSteps } from '../../../../components/steps';
import { LinkButton } from '../../../../components/linkButton';
import { ProgramHeader } from '../common/ProgramHeader';
import { CustomizationsForm } from './CustomizationsForm';
import { programIdOf, ProgramLoadError } from '../common/PageState';
import '../../programs.css';

/** The finalize step (`tactic-catalog/{programId}/finalize`): the cart, the budget, submit and approve. */
export function FinalizePage() {
  const { t } = useTranslation();
  const programId = programIdOf(useParams().programId);
  const program = useProgram(programId);
  if (!programId) return <Message severity="error" text={t('programs.spec.program.loadFailed')} />;
  if (program.error) return <ProgramLoadError error={program.error} />;
  if (!program.data) return <PageSpinner />;
  return (
    <div className="program-page finalize-page">
      <ProgramHeader
        details={program.data}
        back={{ to: `/tactic-catalog/${programId}`, label: t('programs.header.toCatalog') }}
      />
      <PlanningSteps programId={programId} current="finalize" />
      <h2 className="step-title">{t('programs.finalize.title')}</h2>
      <div className="program-toolbar finalize-next">
        <p className="muted">{t('programs.finalize.deliveryHint')}</p>
        <span className="spacer" />
        <Button
          type="button"
          label={t('programs.finalize.delivery')}
          icon="pi pi-map-marker"
          size="small"
          // A property (theme type 4) program's delivery opens on its address book (spec 02, section 2).
          onClick={() =>
            openSidePanel(
              program.data?.program.campaignThemeTypeId === campaignThemeType.property
                ? 'addressbook-delivery-information'
                : 'delivery-information',
              { programId },
            )
          }
        />
      </div>
      <CartView details={program.data} variant="page" />
    </div>
  );
}

/** The customization step of a property theme (`tactic-catalog/{programId}/customize/2`), then finalize. */
export function CustomizePage() {
  const { t } = useTranslation();
  const programId = programIdOf(useParams().programId);
  const program = useProgram(programId);
  if (!programId) return <Message severity="error" text={t('programs.spec.program.loadFailed')} />;
  if (program.error) return <ProgramLoadError error={program.error} />;
  if (!program.data) return <PageSpinner />;
  return (
    <div className="program-page customize-page">
      <ProgramHeader
        details={program.data}
        back={{ to: `/tactic-catalog/${programId}`, label: t('programs.header.toCatalog') }}
      />
      <PlanningSteps programId={programId} current="customize" />
      <h2 className="step-title">{t('programs.customize.title')}</h2>
      <CustomizationsForm programId={programId} statusId={program.data.program.statusId} />
      <div className="program-toolbar">
        <Button
          type="button"
          label={t('programs.cart.open', { count: program.data.tactics.length })}
          icon="pi pi-shopping-cart"
          size="small"
          outlined
          onClick={() => openSidePanel('campaign-cart', { programId, fromCustomizations: true })}
        />
        <span className="spacer" />
        <LinkButton
          to={`/tactic-catalog/${programId}/finalize`}
          label={t('programs.cart.nextFromCustomizations')}
          icon="pi pi-arrow-right"
          iconPos="right"
          size="small"
        />
      </div>
    </div>
  );
}

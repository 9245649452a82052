import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { knownClaims } from '../../../../../../shared/claims';
import { transitionRefusal } from '../../../../../../shared/programs/status';
import type { ProgramDetails } from '../../api/program';
import { useClaimCheck } from '../../../../lib/claims';
import { openSidePanel } from '../../../../lib/sidePanel';

/**
 * Above a funding section the program's status does not let anyone edit (spec 02, section 2): why, and for an
 * existing program the Revise Budget action (claim Program/Revise): the Reason For Editing, whose Submit Changes
 * reopens it for planning. A notice beside the section, never laid over it: what stays usable there (the overview
 * links of the details page's Budget Sources) must stay reachable by mouse.
 */
export function FundingNotice({ details }: { details: ProgramDetails }) {
  const { t } = useTranslation();
  const can = useClaimCheck();
  const revisable = can(knownClaims.reviseProgram) && transitionRefusal('revise', details.program.statusId) === null;
  // Revise Budget asks the Reason For Editing (side panel mode edit-reason with the program), which revises it.
  const revise = () => openSidePanel('edit-reason', { programId: details.program.id });
  return (
    <div className="funding-notice" role="note">
      <p>{t('programs.spec.server.fundingNotEditable')}</p>
      {revisable && (
        <Button
          type="button"
          label={t('programs.texts.reviseBudget')}
          icon="pi pi-replay"
          size="small"
          onClick={revise}
        />
      )}
    </div>
  );
}

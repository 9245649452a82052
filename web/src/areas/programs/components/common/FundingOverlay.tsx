import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { knownClaims } from '../../../../../../shared/claims';
import { transitionRefusal } from '../../../../../../shared/programs/status';
import { useConfirm } from '../../../../components/confirm';
import { useMessageBox } from '../../../../components/messageBox';
import { transitionProgram } from '../../api/lifecycle';
import type { ProgramDetails } from '../../api/program';
import { useClaimCheck } from '../../../../lib/claims';

/**
 * Over a funding section the program's status does not let anyone edit (spec 02, section 2): why, and for an
 * existing program the Revise Budget action (claim Program/Revise), which reopens it for planning.
 */
export function FundingOverlay({ details }: { details: ProgramDetails }) {
  const { t } = useTranslation();
  const can = useClaimCheck();
  const confirm = useConfirm();
  const messageBox = useMessageBox();
  const revisable = can(knownClaims.reviseProgram) && transitionRefusal('revise', details.program.statusId) === null;
  const revise = async () => {
    if (
      !(await confirm({
        message: t('programs.lifecycle.confirm.revise', { name: details.program.name ?? `#${details.program.id}` }),
      }))
    )
      return;
    try {
      await transitionProgram('revise', details.program.id, { version: details.program.version });
      messageBox.success(t('programs.spec.program.revised'));
    } catch (error) {
      messageBox.error(error);
    }
  };
  return (
    <div className="funding-overlay" role="note">
      <p>{t('programs.spec.server.fundingNotEditable')}</p>
      {revisable && (
        <Button
          type="button"
          label={t('programs.texts.reviseBudget')}
          icon="pi pi-replay"
          size="small"
          onClick={() => void revise()}
        />
      )}
    </div>
  );
}

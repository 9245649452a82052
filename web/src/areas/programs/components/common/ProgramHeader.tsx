import { useState } from 'react';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useReferenceRecord } from '../../../../components/reference';
import { knownClaims } from '../../../../../../shared/claims';
import { openProgramMessage } from '../../../../lib/programMessage';
import { openSidePanel } from '../../../../lib/sidePanel';
import { useClaimCheck, useMayCall } from '../../../../lib/claims';
import type { ProgramDetails } from '../../api/program';
import { PrintProgramDialog } from './PrintProgramDialog';
import { StatusTag } from './StatusTag';

/**
 * The program's top-info bar (spec 02, section 2, Other): id, name, a back button, the theme's info, the notify
 * icon (claim Program/Notify: the program message dialog), and the PDF icon opening Print Program Details.
 */
export function ProgramHeader({ details, back }: { details: ProgramDetails; back?: { to: string; label: string } }) {
  const { t } = useTranslation();
  const { program } = details;
  const themeId = program.campaignThemeId;
  const theme = useReferenceRecord('campaignTheme', themeId ?? null);
  const can = useClaimCheck();
  const mayCall = useMayCall();
  const [printing, setPrinting] = useState(false);
  return (
    <header className="program-header">
      {back && (
        <Link to={back.to} className="program-back" aria-label={back.label} title={back.label}>
          <i className="pi pi-arrow-left" aria-hidden /> <span>{back.label}</span>
        </Link>
      )}
      <div className="program-header-title">
        <span className="program-number">#{program.id}</span>
        <h2>{program.name || t('programs.common.untitled')}</h2>
        <StatusTag statusId={program.statusId} statusName={program.statusName} />
        {program.placeholder && <span className="muted">{t('programs.fields.placeholder')}</span>}
      </div>
      <div className="program-header-tools">
        {theme.data && (
          <span className="muted program-theme">
            {t('programs.fields.theme')}: {theme.data.name}
          </span>
        )}
        {themeId && mayCall('campaigns.themeTactics') ? (
          <Button
            type="button"
            icon="pi pi-info-circle"
            text
            rounded
            aria-label={t('programs.header.themeInfo')}
            title={t('programs.header.themeInfo')}
            onClick={() => openSidePanel('campaign-info', { themeId, selectedProgramId: program.id })}
          />
        ) : null}
        {can(knownClaims.notifyProgram) && (
          <Button
            type="button"
            icon="pi pi-envelope"
            text
            rounded
            aria-label={t('programs.header.notify')}
            title={t('programs.header.notify')}
            onClick={() => openProgramMessage({ programId: program.id, programName: program.name ?? undefined })}
          />
        )}
        <Button
          type="button"
          icon="pi pi-file-pdf"
          text
          rounded
          aria-label={t('programs.header.print')}
          title={t('programs.header.print')}
          onClick={() => setPrinting(true)}
        />
      </div>
      {printing && <PrintProgramDialog details={details} onHide={() => setPrinting(false)} />}
    </header>
  );
}

import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { plannableStatuses } from '../../../../../shared/programs/status';
import { Money } from '../../../components/format';
import { PageSpinner } from '../../../components/PageSpinner';
import type { SidePanelModeProps } from '../../../lib/sidePanel';
import { useProgram } from '../api/program';
import { useThumbnails } from '../api/tactics';
import { ComponentFilesDialog } from '../components/tactics/ComponentFiles';
import { CreateTacticDialog } from '../components/tactics/CreateTacticDialog';
import { TacticThumbnail } from '../components/tactics/TacticImage';
import '../programs.css';

/**
 * The create-new-tactic mode (spec 01, section 2): the program's own tactics with their pictures, and the Create
 * tactic modal to make one or change one.
 */
export default function CreateTacticMode({ props }: SidePanelModeProps<'create-new-tactic'>) {
  const { t } = useTranslation();
  const program = useProgram(props.programId);
  const details = program.data;
  const own = (details?.tactics ?? []).filter((tactic) => tactic.custom);
  const pictures = useThumbnails({ programTacticIds: own.map((tactic) => tactic.id) });
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [viewingFiles, setViewingFiles] = useState<string | null>(null);
  if (program.error) return <Message severity="error" text={t('programs.spec.program.loadFailed')} />;
  if (!details) return <PageSpinner />;
  const plannable = plannableStatuses.includes(details.program.statusId);
  return (
    <div className="create-tactic-mode">
      <h2>{t('programs.tactics.panelTitle')}</h2>
      {plannable ? (
        <Button
          type="button"
          icon="pi pi-plus"
          label={t('programs.tactics.create')}
          onClick={() => setEditing('new')}
        />
      ) : (
        <Message severity="info" text={t('programs.spec.server.notPlannable')} />
      )}
      {own.length === 0 ? (
        <p className="muted">{t('programs.tactics.none')}</p>
      ) : (
        <ul className="own-tactics">
          {own.map((tactic) => (
            <li key={tactic.id}>
              <TacticThumbnail picture={pictures.data?.find((p) => p.id === tactic.id)} name={tactic.tacticName} />
              <span>
                <strong>{tactic.tacticName}</strong>
                <br />
                <small className="muted">
                  {tactic.sku ? `${tactic.sku} · ` : ''}
                  {t('programs.tactics.componentCount', { count: Object.keys(tactic.components ?? {}).length })} ·{' '}
                  <Money value={tactic.totalCost} />
                </small>
              </span>
              {plannable ? (
                <Button
                  type="button"
                  size="small"
                  text
                  icon="pi pi-pencil"
                  aria-label={t('programs.tactics.editNamed', { name: tactic.tacticName })}
                  onClick={() => setEditing(tactic.id)}
                />
              ) : (
                Object.keys(tactic.components ?? {}).length > 0 && (
                  // Past planning the modal is not offered; the components' files stay readable.
                  <Button
                    type="button"
                    size="small"
                    text
                    icon="pi pi-paperclip"
                    aria-label={t('programs.tactics.files.open', { name: tactic.tacticName })}
                    onClick={() => setViewingFiles(tactic.id)}
                  />
                )
              )}
            </li>
          ))}
        </ul>
      )}
      {viewingFiles && own.some((tactic) => tactic.id === viewingFiles) && (
        <ComponentFilesDialog
          tactic={own.find((tactic) => tactic.id === viewingFiles)!}
          onClose={() => setViewingFiles(null)}
        />
      )}
      {editing && (
        <CreateTacticDialog
          details={details}
          tactic={editing === 'new' ? null : (own.find((tactic) => tactic.id === editing) ?? null)}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}

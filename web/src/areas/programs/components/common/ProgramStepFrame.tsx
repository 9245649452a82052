import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useProgram } from '../../api/program';
import { ProgramHeader } from './ProgramHeader';
import { programIdOf } from './PageState';
import '../../programs.css';

/**
 * The program header above a planning step that another area draws (the delivery area's Distribution): the same
 * top-info bar as Details, Catalog, Customize and Finalize, with its way back to Finalize. The shell composes the
 * two (web/src/app/routeTable.ts), so neither area imports the other. Until the program is read, or when it cannot
 * be, the step shows alone: it reports its own load errors.
 */
export function ProgramStepFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const programId = programIdOf(useParams().programId);
  const program = useProgram(programId);
  return (
    <div className="program-page">
      {programId && program.data && (
        <ProgramHeader
          details={program.data}
          back={{ to: `/tactic-catalog/${programId}/finalize`, label: t('widgets.steps.finalize') }}
        />
      )}
      {children}
    </div>
  );
}

import { lazy } from 'react';
import type { SidePanelModeProps } from '../../lib/sidePanel';

const AllocationReason = lazy(() => import('../../areas/brands/modes/EditReasonMode'));
const ProgramReason = lazy(() => import('../../areas/programs/modes/ProgramReasonMode'));

/**
 * The side panel's edit-reason mode (Reason For Editing) serves two areas: a brand allocation change (brands) and a
 * program's Revise Budget (programs). The shell picks the area's variant by what it was opened with, so neither
 * area imports the other.
 */
export default function EditReasonMode({ props, close, openInstead }: SidePanelModeProps<'edit-reason'>) {
  return 'programId' in props ? (
    <ProgramReason props={props} close={close} />
  ) : (
    <AllocationReason props={props} close={close} openInstead={openInstead} />
  );
}

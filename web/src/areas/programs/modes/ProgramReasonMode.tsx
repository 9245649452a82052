import { ProgramReason } from '../components/common/ProgramReason';

/** Reason For Editing for a program's Revise Budget (side panel mode edit-reason given a program). */
export default function ProgramReasonMode({ props, close }: { props: { programId: number }; close: () => void }) {
  return <ProgramReason programId={props.programId} close={close} />;
}

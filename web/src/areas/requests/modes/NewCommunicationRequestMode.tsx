import '../requests.css';
import type { SidePanelModeProps } from '../../../lib/sidePanel';
import { NewRequestForm } from '../components/NewRequestForm';

/** The side panel's new-communication-request mode: the Create New Request form. */
export default function NewCommunicationRequestMode({ close }: SidePanelModeProps<'new-communication-request'>) {
  return <NewRequestForm onClose={close} />;
}

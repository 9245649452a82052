import '../requests.css';
import type { SidePanelModeProps } from '../../../lib/sidePanel';
import { RequestDetails } from '../components/RequestDetails';

/** The side panel's communication-request-details mode: a request's details beside the list. */
export default function CommunicationRequestDetailsMode({
  props,
}: SidePanelModeProps<'communication-request-details'>) {
  return <RequestDetails key={props.requestId} requestId={props.requestId} inPanel />;
}

import { useState } from 'react';
import { closeProgramMessage, useProgramMessageRequest } from '../../../lib/programMessage';
import { CreateNotificationDialog } from './CreateNotificationDialog';
import { closeCreateNotification, useCreateNotificationOpen } from './dialogStore';
import { ProgramMessageDialog } from './ProgramMessageDialog';
import { SendReportDialog } from './SendReportDialog';

/**
 * The communication dialogs any screen may open, mounted once by the shell: Create A Notification (from the
 * activity dropdown) and the program message dialog (`openProgramMessage` from lib/programMessage), and the report
 * of the last send of either, shown once the dialog closes while the mail sender works.
 */
export function CommunicationDialogs() {
  const creating = useCreateNotificationOpen();
  const program = useProgramMessageRequest();
  const [lastSend, setLastSend] = useState<string | null>(null);
  return (
    <>
      {creating && <CreateNotificationDialog visible onHide={closeCreateNotification} onQueued={setLastSend} />}
      {program && (
        <ProgramMessageDialog
          key={program.programId}
          programId={program.programId}
          programName={program.programName}
          visible
          onHide={closeProgramMessage}
          onSent={program.onSent}
          onQueued={setLastSend}
        />
      )}
      {lastSend && <SendReportDialog key={lastSend} sendId={lastSend} onHide={() => setLastSend(null)} />}
    </>
  );
}

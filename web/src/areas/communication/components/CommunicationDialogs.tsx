import { closeProgramMessage, useProgramMessageRequest } from '../../../lib/programMessage';
import { CreateNotificationDialog } from './CreateNotificationDialog';
import { closeCreateNotification, useCreateNotificationOpen } from './dialogStore';
import { ProgramMessageDialog } from './ProgramMessageDialog';

/**
 * The communication dialogs any screen may open, mounted once by the shell: Create A Notification (from the
 * activity dropdown) and the program message dialog (`openProgramMessage` from lib/programMessage).
 */
export function CommunicationDialogs() {
  const creating = useCreateNotificationOpen();
  const program = useProgramMessageRequest();
  return (
    <>
      {creating && <CreateNotificationDialog visible onHide={closeCreateNotification} />}
      {program && (
        <ProgramMessageDialog
          key={program.programId}
          programId={program.programId}
          programName={program.programName}
          visible
          onHide={closeProgramMessage}
          onSent={program.onSent}
        />
      )}
    </>
  );
}

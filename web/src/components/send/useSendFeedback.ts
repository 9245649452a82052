import { communicationMessages } from '../../../../shared/communication/messages';
import { useMessageBox } from '../messageBox';
import { ApiError } from '../../lib/api';

/**
 * The message box texts of a send (spec 03, section 8): what was sent ('Message sent' unless told) on success,
 * 'There were some validation erros' (danger) when the form or the server refuses the input, and the server's
 * own text otherwise (a refused mail: 502 with who did not get it).
 */
export function useSendFeedback(sentText: string = communicationMessages.messageSent) {
  const box = useMessageBox();
  return {
    sent: () => box.success(sentText),
    invalid: () => box.danger(communicationMessages.formInvalid),
    reportFailure: async <T>(call: () => Promise<T>): Promise<T> => {
      try {
        return await call();
      } catch (error) {
        if (error instanceof ApiError && error.status === 400) box.danger(communicationMessages.formInvalid);
        else box.error(error);
        throw error;
      }
    },
  };
}

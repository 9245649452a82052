import type * as z from '../../../../../shared/zod';
import type { sendProgramMessageSchema } from '../../../../../shared/contract/schemas/communication';
import { callRoute } from '../../../lib/api';
import { refreshMyNotifications } from './notifications';

/** Sends an Action Requested or General Information message about a program (`programs/send-message`, claim Program/Notify). */
export async function sendProgramMessage(body: z.input<typeof sendProgramMessageSchema>) {
  const result = await callRoute('programs.sendMessage', { body });
  await refreshMyNotifications();
  return result;
}

/**
 * Communication (spec 03): notifications (Create A Notification, the header's notifications tab) and the program
 * message dialog. Other areas open the program message with `openProgramMessage` (lib/programMessage); the
 * shell mounts `CommunicationDialogs` and the notifications tab.
 */
export { CommunicationDialogs } from './components/CommunicationDialogs';
export { NotificationsTab } from './components/NotificationsTab';

/**
 * Communication requests (spec 03, sections 2 to 8): the list (`communicationrequest`), a request's details
 * (`communicationrequest/{id}`, and the side panel's communication-request-details), Create New Request (the side
 * panel's new-communication-request, or a modal), and the user's messages (`messages`).
 */
export { RequestListPage } from './components/RequestListPage';
export { RequestDetailsPage } from './components/RequestDetailsPage';
export { MessagesPage } from './components/MessagesPage';

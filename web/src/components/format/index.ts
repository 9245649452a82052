export { DateInput } from './DateInput';
export { Money, DateText } from './Money';
export * from './dateValue';
export { formatDate, formatDateTime } from '../../../../shared/format/date';
export { programLabel } from './programLabel';

export { DateInput, type DateInputProps } from './DateInput';
export { Money, DateText } from './Money';
export * from './dateValue';
export { formatDate, parseDate, formatTime } from '../../../../shared/format/date';
export { formatMoney, parseMoney } from '../../../../shared/format/money';

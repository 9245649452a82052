export { useConfirm, type ConfirmOptions } from './useConfirm';

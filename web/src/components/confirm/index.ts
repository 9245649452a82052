export { useConfirm } from './useConfirm';

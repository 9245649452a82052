export { NoticeLink } from './NoticeLink';

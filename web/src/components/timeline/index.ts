export { Timeline, type TimelineEvent } from './Timeline';

export { FavoriteToggle } from './FavoriteToggle';
export { ViewSwitch } from './ViewSwitch';

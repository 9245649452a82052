export { FavoriteToggle, type FavoriteTexts } from './FavoriteToggle';
export { ViewSwitch } from './ViewSwitch';

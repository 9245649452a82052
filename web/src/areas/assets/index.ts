/** Asset browsing (spec 01 routes `assets` and `assets/{type}`): catalog tactics, their files and e-mailed asset links. */
export { AssetsPage } from './components/AssetsPage';

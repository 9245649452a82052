export { ChosenFile, CsvDropZone, ImportProgress } from './CsvImport';

export { ChosenFile, CsvDropZone, ImportProgress, type ImportProgressPhase } from './CsvImport';

export { ChosenFile, CsvDropZone, ImportProgress, useCsvChoice } from './CsvImport';

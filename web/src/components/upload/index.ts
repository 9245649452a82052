export { ChosenFile, CsvDropZone, ImportProgress, useCsvChoice } from './CsvImport';
export { PictureField } from './PictureField';

export { ChosenFile, CsvDropZone, ImportProgress, useCsvChoice } from './CsvImport';
export {
  ChooseFilesButton,
  ChosenFileList,
  FileDownloadButton,
  FileLinks,
  FileRemoveButton,
  UploadRows,
  useFileActions,
  useFileUploads,
} from './FileList';
export { PictureField } from './PictureField';

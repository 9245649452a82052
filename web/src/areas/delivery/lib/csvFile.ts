export { checkCsvFiles, fileSizeText } from '../../../lib/upload/csvFile';

/**
 * The spec's sentence that opens the import's error text (the server sends it, a colon, then its own English line
 * per bad row, which the message box words itself from the status's errors).
 */
export function importErrorLead(errorMessage: string): string {
  return (errorMessage.split('\n')[0] ?? '').replace(/:$/, '');
}

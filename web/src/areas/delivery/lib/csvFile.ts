export { checkCsvFiles, fileSizeText } from '../../../lib/upload/csvFile';

/**
 * The import's error text for the message box: the spec's sentence, then one entry per bad row (the server sends
 * them as lines after the sentence and a colon).
 */
export function importErrorLines(errorMessage: string): { lead: string; lines: string[] } {
  const [first = '', ...rest] = errorMessage.split('\n');
  return { lead: first.replace(/:$/, ''), lines: rest.map((l) => l.trim()).filter(Boolean) };
}

import { strFromU8, unzipSync } from 'fflate';

/**
 * The texts of a workbook's first sheet, row by row and cell by cell as they stand (shared or inline strings;
 * numbers and dates are left out), read from the .xlsx file's XML.
 */
export function sheetTexts(file: Uint8Array): string[][] {
  const files = unzipSync(file);
  const shared = files['xl/sharedStrings.xml']
    ? [...strFromU8(files['xl/sharedStrings.xml']).matchAll(/<si>.*?<t[^>]*>([^<]*)<\/t>.*?<\/si>/g)].map((m) => m[1]!)
    : [];
  const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
  return [...sheet.matchAll(/<row[^>]*>(.*?)<\/row>/g)].map(([, row]) =>
    [...row!.matchAll(/<c ([^>]*)>(.*?)<\/c>/g)].flatMap(([, attributes, content]) => {
      const value = /<v>([^<]*)<\/v>/.exec(content!)?.[1];
      const inline = /<t[^>]*>([^<]*)<\/t>/.exec(content!)?.[1];
      if (/\bt="s"/.test(attributes!) && value !== undefined) return [shared[Number(value)]!];
      return inline !== undefined ? [inline] : [];
    }),
  );
}

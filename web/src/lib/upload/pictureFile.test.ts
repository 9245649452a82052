import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../../../shared/constants';
import { uploadExtensions, uploadMessages } from '../../../../shared/uploads';
import { checkPictureFile, checkUploadFile, pictureExtensions } from './pictureFile';

describe('a picture chosen for a tactic or a theme', () => {
  it('takes png, jpeg, gif and webp images up to 50 MB, typed by the browser or by their extension', () => {
    expect(checkPictureFile({ name: 'tile.png', type: 'image/png', size: 1200 })).toEqual({ contentType: 'image/png' });
    expect(checkPictureFile({ name: 'photo.JPG', type: '', size: MAX_UPLOAD_BYTES })).toEqual({
      contentType: 'image/jpeg',
    });
    expect(checkPictureFile({ name: 'anim.gif', type: 'image/gif', size: 5 })).toEqual({ contentType: 'image/gif' });
    expect(checkPictureFile({ name: 'x.webp', type: 'image/webp', size: 5 })).toEqual({ contentType: 'image/webp' });
    expect(pictureExtensions).toEqual(['png', 'jpg', 'jpeg', 'gif', 'webp']);
  });

  it('refuses other types (a PDF, an SVG, a TIFF), an empty file and one above 50 MB', () => {
    expect(checkPictureFile({ name: 'sheet.pdf', type: 'application/pdf', size: 10 })).toHaveProperty(
      'problem',
      'type',
    );
    expect(checkPictureFile({ name: 'logo.svg', type: 'image/svg+xml', size: 10 })).toHaveProperty('problem', 'type');
    expect(checkPictureFile({ name: 'scan.tiff', type: 'image/tiff', size: 10 })).toHaveProperty('problem', 'type');
    expect(checkPictureFile({ name: 'empty.png', type: 'image/png', size: 0 })).toHaveProperty('problem', 'empty');
    expect(checkPictureFile({ name: 'huge.png', type: 'image/png', size: MAX_UPLOAD_BYTES + 1 })).toHaveProperty(
      'problem',
      'size',
    );
  });
});

describe('a file refused in the browser', () => {
  it('is named in the words the server would refuse it with, whatever the upload place', () => {
    expect(checkUploadFile('tacticImage', { name: 'sheet.pdf', type: 'application/pdf', size: 10 })).toEqual({
      problem: 'type',
      message: uploadMessages.type('sheet.pdf', pictureExtensions.join(', ')),
    });
    expect(checkUploadFile('tacticFile', { name: 'setup.exe', type: 'application/x-msdownload', size: 10 })).toEqual({
      problem: 'type',
      message: uploadMessages.type('setup.exe', uploadExtensions('tacticFile').join(', ')),
    });
    expect(checkUploadFile('document', { name: 'empty.pdf', type: 'application/pdf', size: 0 })).toEqual({
      problem: 'empty',
      message: uploadMessages.empty('empty.pdf'),
    });
    expect(checkUploadFile('componentFile', { name: 'film.mov', type: '', size: MAX_UPLOAD_BYTES + 1 })).toEqual({
      problem: 'size',
      message: uploadMessages.tooLarge('film.mov'),
    });
  });

  it('for a CSV import, is refused when its name is not a .csv, whatever type the browser gives it', () => {
    expect(checkUploadFile('csv', { name: 'stores.xlsx', type: 'text/csv', size: 10 })).toEqual({
      problem: 'notCsv',
      message: uploadMessages.notCsv('stores.xlsx'),
    });
    expect(checkUploadFile('csv', { name: 'Stores.CSV', type: 'application/vnd.ms-excel', size: 10 })).toEqual({
      contentType: 'text/csv',
    });
    expect(checkUploadFile('csv', { name: 'stores.csv', type: '', size: 0 })).toEqual({
      problem: 'empty',
      message: uploadMessages.empty('stores.csv'),
    });
  });
});

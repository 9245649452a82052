import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../../../shared/constants';
import { checkPictureFile, pictureExtensions } from './pictureFile';

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
    expect(checkPictureFile({ name: 'sheet.pdf', type: 'application/pdf', size: 10 })).toEqual({ problem: 'type' });
    expect(checkPictureFile({ name: 'logo.svg', type: 'image/svg+xml', size: 10 })).toEqual({ problem: 'type' });
    expect(checkPictureFile({ name: 'scan.tiff', type: 'image/tiff', size: 10 })).toEqual({ problem: 'type' });
    expect(checkPictureFile({ name: 'empty.png', type: 'image/png', size: 0 })).toEqual({ problem: 'empty' });
    expect(checkPictureFile({ name: 'huge.png', type: 'image/png', size: MAX_UPLOAD_BYTES + 1 })).toEqual({
      problem: 'size',
    });
  });
});

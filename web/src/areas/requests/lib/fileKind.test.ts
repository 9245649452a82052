import { describe, expect, it } from 'vitest';
import { fileKindOf } from './fileKind';

describe('how a version file is shown', () => {
  it('shows images and PDFs by their type, or by their extension when the type is unknown', () => {
    expect(fileKindOf('artwork.bin', 'image/png')).toBe('image');
    expect(fileKindOf('artwork.bin', 'application/pdf')).toBe('pdf');
    expect(fileKindOf('Shelf Talker.PDF')).toBe('pdf');
    expect(fileKindOf('banner.jpeg', '')).toBe('image');
  });

  it('offers any other file as a download', () => {
    expect(fileKindOf('copy.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe(
      'other',
    );
    expect(fileKindOf('README')).toBe('other');
  });
});

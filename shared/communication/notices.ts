import { programNotices } from './messages';
import { requestNotices } from './requests';

/** The notices the server writes itself (not a user's message), by what happened. */
export const noticeCodes = ['programSubmitted', 'programApproved', 'programRejected', 'requestVersion'] as const;

/**
 * What a notice the server writes says, as facts: stored with the in-app notification beside its English body, so
 * the web words it in the reader's language (docs/decisions.md, 'Notices in the reader's language'). `name` is the
 * program's or the request's name, `by` who acted.
 */
export interface NoticeFacts {
  code: (typeof noticeCodes)[number];
  name: string;
  by: string;
  /** The reviewer's notes of an approval or a rejection. */
  notes?: string;
  /** The request's new version. */
  version?: number;
}

/** The words a notice is made of: the English catalogues on the server, the reader's language on the web. */
export interface NoticeWords {
  submittedBody: (program: string, by: string) => string;
  approvedBody: (program: string, by: string) => string;
  rejectedBody: (program: string, by: string) => string;
  notesLine: (notes: string) => string;
  newVersion: (requestName: string, versionId: number) => string;
}

/** The English words: what the e-mail and the stored body say. */
export const englishNoticeWords: NoticeWords = { ...programNotices, newVersion: requestNotices.newVersion };

/** A notice's paragraphs (plain text), worded by `words`. */
export function noticeParagraphs(facts: NoticeFacts, words: NoticeWords): string[] {
  const notes = facts.notes ? [words.notesLine(facts.notes)] : [];
  switch (facts.code) {
    case 'programSubmitted':
      return [words.submittedBody(facts.name, facts.by)];
    case 'programApproved':
      return [words.approvedBody(facts.name, facts.by), ...notes];
    case 'programRejected':
      return [words.rejectedBody(facts.name, facts.by), ...notes];
    case 'requestVersion':
      return [words.newVersion(facts.name, facts.version ?? 0)];
  }
}

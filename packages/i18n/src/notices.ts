/**
 * The member's notices (`/user/messages`): stored as a kind with parameters and written out in
 * the reader's language when read, so a member who switches language reads them all anew.
 */
import type { Language } from './languages';
import { noticeParams } from './notice-params';

import { enNotices, type Notice, type NoticeKind } from './notices-en';
import { twNotices } from './notices-tw';
import { jpNotices } from './notices-jp';

export type { NoticeKind };

const notices: Record<Language, Record<NoticeKind, Notice>> = { en: enNotices, tw: twNotices, jp: jpNotices };

export function renderNotice(kind: NoticeKind, params: Record<string, string>, language: Language): Notice {
  const written = noticeParams(params, language);
  const fill = (template: string) => template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => written[name] ?? '');
  const notice = notices[language][kind];
  return { title: fill(notice.title), body: fill(notice.body) };
}

export const noticeKinds = Object.keys(enNotices) as NoticeKind[];

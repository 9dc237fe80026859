/**
 * A sentence from the catalogs with one linked phrase, marked `<name>phrase</name>`, so each
 * language puts the link where its grammar wants it.
 */
import type { ReactNode } from 'react';

export function splitLinkedText(text: string, tag: string): [before: string, linked: string, after: string] {
  const open = `<${tag}>`;
  const close = `</${tag}>`;
  const start = text.indexOf(open);
  const end = text.indexOf(close, start + open.length);
  if (start < 0 || end < 0) return [text, '', ''];
  return [text.slice(0, start), text.slice(start + open.length, end), text.slice(end + close.length)];
}

export function LinkedText({ text, tag, link }: { text: string; tag: string; link: (phrase: string) => ReactNode }) {
  const [before, linked, after] = splitLinkedText(text, tag);
  return (
    <>
      {before}
      {linked && link(linked)}
      {after}
    </>
  );
}

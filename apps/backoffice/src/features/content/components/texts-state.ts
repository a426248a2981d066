import type { Language } from '@pagoda/contracts';
import { useState } from 'react';

export type TextDraft = { title: string; content: string };
export type TextsDraft = Partial<Record<Language, TextDraft>>;

/** The texts of a row, keyed by language, for the editor. */
export const draftOf = (texts: { language: Language; title: string; content: string }[] = []): TextsDraft =>
  Object.fromEntries(texts.map((x) => [x.language, { title: x.title, content: x.content }]));

/** What is sent: the languages with a title or a body, in the brand's order. */
export const textsOf = (draft: TextsDraft, languages: readonly Language[]) =>
  languages
    .filter((l) => (draft[l]?.title ?? '').trim() || (draft[l]?.content ?? '').replace(/<[^>]*>/g, '').trim())
    .map((l) => ({ language: l, title: draft[l]?.title ?? '', content: draft[l]?.content ?? '' }));

export const useTextsDraft = (initial: TextsDraft, languages: readonly Language[]) => {
  const [draft, setDraft] = useState<TextsDraft>(initial);
  const [active, setActive] = useState<Language>(languages[0] ?? 'EN');
  const current = draft[active] ?? { title: '', content: '' };
  const update = (patch: Partial<TextDraft>) =>
    setDraft((d) => ({ ...d, [active]: { ...(d[active] ?? { title: '', content: '' }), ...patch } }));
  const filled = (l: Language) => Boolean(draft[l]?.title.trim());
  return { draft, active, setActive, current, update, filled };
};

/** The first issue of each field path in a failed parse (FormField translates it by its zod code). */
export type FieldIssue = { type: string; message: string };
export const issuesByPath = (issues: { path: PropertyKey[]; message: string; code: string }[]) => {
  const out: Record<string, FieldIssue> = {};
  for (const i of issues) {
    const key = i.path.map(String).join('.');
    out[key] ??= { type: i.code, message: i.message };
  }
  return out;
};

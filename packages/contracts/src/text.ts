import { z } from 'zod';

/*
 * The text-field policy (docs/decisions.md, "Hardening (issue 14)"): every string a caller sends
 * is built from `text()`, so no field accepts control characters (NUL reached PostgreSQL as a 500;
 * the others have no place in a one-line field), and free text a person types for other people to
 * read (remarks, references, names) is `freeText()`, which also refuses the markup characters < and >.
 * Pages render text as text anyway; refusing markup keeps stored data free of it for every reader.
 */

/** No C0 control (NUL, tab, line breaks included), no DEL, no C1 control. */
// eslint-disable-next-line no-control-regex -- the control characters are what this pattern refuses
export const CONTROL_FREE = /^[^\u0000-\u001F\u007F-\u009F]*$/;

/** No markup characters. */
export const MARKUP_FREE = /^[^<>]*$/;

/** Any string field of a request: control characters are refused with validation.failed. */
export const text = () => z.string().regex(CONTROL_FREE, 'control characters are not allowed');

/** Free text other people read (remarks, references, holder names): no control and no markup characters. */
export const freeText = () => text().regex(MARKUP_FREE, 'the characters < and > are not allowed');

/** Control characters other than tab and line breaks: what a document (HTML, CSV) may not carry. */
// eslint-disable-next-line no-control-regex -- the control characters are what this pattern refuses
export const DOCUMENT_CONTROL_FREE = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]*$/;

/**
 * A multi-line document a request carries (rich-text HTML sanitised on the server, an imported CSV):
 * tabs and line breaks are allowed, every other control character is refused.
 */
export const documentText = () => z.string().regex(DOCUMENT_CONTROL_FREE, 'control characters are not allowed');

/** Every read of the content area starts with this key, so a change refreshes them all. */
export const CONTENT_KEY = ['content'] as const;

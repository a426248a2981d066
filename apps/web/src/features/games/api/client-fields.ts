/** Fields the original client sends with its game-list and launch calls. */
export const CLIENT = { clientType: 3, platform: 'flash,html5-desktop' } as const;

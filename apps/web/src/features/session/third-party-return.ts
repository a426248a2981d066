/**
 * The provider callback sends the browser to `/#oauth=TICKET` or `/#oauthError=CODE`. The
 * fragment never reaches a server or a Referer; it is read once when the portal loads and
 * removed from the address bar at once, so the one-time ticket is not left in history.
 */
const read = (): { ticket: string } | { error: string } | null => {
  if (typeof window === 'undefined') return null;
  const params = new URLSearchParams(window.location.hash.slice(1));
  const ticket = params.get('oauth');
  const error = params.get('oauthError');
  if (!ticket && !error) return null;
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  if (ticket && /^[A-Za-z0-9_-]{43}$/.test(ticket)) return { ticket };
  return { error: error && /^[A-Za-z0-9._]{1,64}$/.test(error) ? error : 'oauth.ticket.invalid' };
};

export const thirdPartyReturn = read();

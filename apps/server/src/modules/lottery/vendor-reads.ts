/** A vendor's answer bigger than this is not a lottery read. */
const MAX_ANSWER_CHARS = 2_000_000;

export type VendorGet = (
  url: string,
  opts: { timeoutMs: number; headers?: Record<string, string> },
) => Promise<unknown>;

/** GETs a vendor URL and parses its JSON; throws on a refusal, a non-2xx, a timeout, an oversize or non-JSON answer. */
export const getJson: VendorGet = async (url, { timeoutMs, headers = {} }) => {
  const res = await fetch(url, {
    signal: AbortSignal.timeout(timeoutMs),
    headers: { accept: 'application/json', ...headers },
  });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const text = await res.text();
  if (text.length > MAX_ANSWER_CHARS) throw new Error('answer too large');
  return JSON.parse(text) as unknown;
};

type Entry = { at: number; value: unknown; inflight: Promise<void> | null };

export type VendorReads = ReturnType<typeof createVendorReads>;

/**
 * The vendors' public lottery reads, cached per URL for `ttlMs` with one request in flight per URL (a burst of
 * lobby calls shares it). A failure (logged) reads as null; a URL that failed last time answers null at once
 * while a retry runs in the background, so a dead vendor slows the lobby at most once per TTL.
 */
export const createVendorReads = (
  opts: {
    ttlMs?: number;
    timeoutMs?: number;
    now?: () => number;
    get?: VendorGet;
    log?: { warn: (obj: object, msg: string) => void };
  } = {},
) => {
  const ttlMs = opts.ttlMs ?? 2_000;
  const timeoutMs = opts.timeoutMs ?? 2_000;
  const now = opts.now ?? Date.now;
  const get = opts.get ?? getJson;
  const entries = new Map<string, Entry>();
  const failed = (url: string, err: unknown) => {
    opts.log?.warn({ url, err: err instanceof Error ? err.message : String(err) }, 'lottery vendor read failed');
    return null;
  };

  return {
    timeoutMs,
    /** The JSON at `url`, or null when the vendor did not answer well. */
    read: async (url: string): Promise<unknown> => {
      let e = entries.get(url);
      if (!e) {
        e = { at: -Infinity, value: null, inflight: null };
        entries.set(url, e);
        // Bounded: a brand has few lottery URLs, but results URLs vary by game and date.
        if (entries.size > 5_000) entries.delete(entries.keys().next().value as string);
      }
      if (now() - e.at < ttlMs) return e.value;
      const entry = e;
      entry.inflight ??= get(url, { timeoutMs })
        .catch((err: unknown) => failed(url, err))
        .then((value) => {
          entry.value = value;
          entry.at = now();
          entry.inflight = null;
        });
      if (entry.at !== -Infinity && entry.value === null) return null;
      await entry.inflight;
      return entry.value;
    },
    /** An uncached read (a member's own data), with extra headers; null on any failure. */
    readFresh: async (url: string, headers: Record<string, string>): Promise<unknown> =>
      get(url, { timeoutMs, headers }).catch((err: unknown) => failed(url, err)),
  };
};

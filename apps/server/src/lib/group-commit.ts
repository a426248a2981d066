/**
 * Group commit: items submitted while a batch is at the database go together in the next one
 * (one statement, one commit), so throughput is not bound by commit latency or a hot row's lock.
 * `run` answers one result per item, in order. When a batch fails, its items are tried one by one,
 * so one bad item (or a deadlock victim) fails alone.
 */
export const groupCommit = <I, O>(
  run: (items: I[]) => Promise<O[]>,
  opts: { maxBatch: number; maxInFlight: number },
) => {
  type Pending = { item: I; resolve: (o: O) => void; reject: (e: unknown) => void };
  const queue: Pending[] = [];
  let inFlight = 0;

  const flush = () => {
    while (inFlight < opts.maxInFlight && queue.length > 0) {
      const batch = queue.splice(0, opts.maxBatch);
      inFlight++;
      run(batch.map((b) => b.item))
        .then((results): unknown =>
          batch.forEach((b, i) =>
            i < results.length ? b.resolve(results[i]!) : b.reject(new Error('batch answered too few results')),
          ),
        )
        .catch((err: unknown): unknown => {
          if (batch.length === 1) return batch[0]!.reject(err);
          return Promise.all(
            batch.map((b) =>
              run([b.item]).then(
                (r) => (r.length ? b.resolve(r[0]!) : b.reject(new Error('batch answered too few results'))),
                b.reject,
              ),
            ),
          );
        })
        .finally(() => {
          inFlight--;
          flush();
        });
    }
  };

  return (item: I) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      flush();
    });
};

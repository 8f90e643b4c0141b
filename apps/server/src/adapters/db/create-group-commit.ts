import type { Db } from '../../ports/db-schema.ts';

/** A small write that may share its transaction (and its disk flush) with others. */
export type GroupedWrite = (db: Db) => Promise<unknown>;

export interface GroupCommit {
  /** Resolves once the write is committed (durable), in a transaction it may share. */
  run(write: GroupedWrite): Promise<void>;
}

/**
 * Group commit for small independent writes (analytics counters): the writes that
 * arrive while a transaction commits wait, then commit together in the next one, so a
 * burst costs one disk flush instead of one each (SQLite's synchronous=FULL, a
 * PostgreSQL commit). Nothing is answered before it is stored. If a shared transaction
 * fails, each of its writes is tried alone, so one bad write fails only its own caller.
 */
export function createGroupCommit(db: Db): GroupCommit {
  let waiting: { write: GroupedWrite; resolve(): void; reject(error: unknown): void }[] = [];
  let scheduled = false;

  const commit = async () => {
    const batch = waiting;
    waiting = [];
    scheduled = false;
    try {
      await db.transaction().execute(async (trx) => {
        for (const { write } of batch) await write(trx);
      });
      for (const entry of batch) entry.resolve();
    } catch {
      for (const entry of batch) {
        await entry.write(db).then(entry.resolve, entry.reject);
      }
    }
  };

  return {
    run(write) {
      return new Promise((resolve, reject) => {
        waiting.push({ write, resolve, reject });
        if (scheduled) return;
        scheduled = true;
        // After this turn's other requests have queued theirs.
        setImmediate(() => void commit());
      });
    },
  };
}

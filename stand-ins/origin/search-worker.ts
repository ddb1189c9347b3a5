// The search index walks of search-executor.ts, on a thread of their own with a read-only connection: a
// walk that merges long prefix doclists can take tens of milliseconds on a large corpus, and SQLite runs
// synchronously, so on the origin's main thread it would hold up every other request.
import { parentPort, workerData } from 'node:worker_threads';
import { openSqlite } from '../../kit/sqlite-driver.ts';
import { createIndexWalks, type WalkRequest, type WalkResponse } from './search-walks.ts';

const db = openSqlite((workerData as { file: string }).file, { readonly: true, fileMustExist: true });
db.pragma('cache_size = -65536');
const walks = createIndexWalks(db);

parentPort!.on('message', (req: WalkRequest) => {
  let res: WalkResponse;
  try {
    res = {
      id: req.id,
      ok: true,
      value: req.op === 'rowids' ? walks.rowids(req.match, req.limit) : walks.count(req.match, req.limit),
    };
  } catch (err) {
    res = { id: req.id, ok: false, message: (err as Error).message };
  }
  parentPort!.postMessage(res);
});

// The embedded database's own thread (decision 016): PGlite runs its WebAssembly PostgreSQL here,
// so a query never takes time from the thread that serves requests and sockets. The app thread
// talks to it through `PgliteThread` (pglite-thread.ts) with the messages described there.
// Plain JavaScript so that Node starts it as it is, from the source tree or from dist/.
// It runs as a worker thread (the database that serves) or as a child process of its own (initdb
// and migrations, whose memory a process gives back when it exits; pglite-host.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** The app's end of the line, the same messages either way. */
const app = parentPort
  ? {
      options: workerData,
      post: (message, transfer = [], sent) => {
        parentPort.postMessage(message, transfer);
        sent?.();
      },
      on: (listener) => parentPort.on('message', listener),
      leave: () => parentPort.close(),
    }
  : {
      options: JSON.parse(process.env.KYO_PGLITE_OPTIONS ?? '{}'),
      post: (message, _transfer, sent) => process.send(message, sent),
      on: (listener) => process.on('message', listener),
      // Once the message is written: closing the channel earlier would drop it.
      leave: () => process.disconnect(),
    };
// The app process closed the channel (it ended, or gave this database up): nothing to serve.
if (!parentPort) process.on('disconnect', () => process.exit());

// Drizzle's PGlite session keeps dates, times and intervals as PostgreSQL's text (its own
// mapping turns them into values) by passing parsers with each query; functions cannot cross
// threads, and PGlite copies its whole parser table for every query given some, so the same
// parsers are set once on the database instead (`keepDatesAsText`).
const asText = (value) => value;
const TEXT_TYPES = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];
function keepDatesAsText(db) {
  for (const oid of TEXT_TYPES) db.parsers[oid] = asText;
}

/** Transactions open on this thread, by the id the app thread uses for them. */
const transactions = new Map();
let nextTransaction = 1;

/** What an error says, as plain data (PostgreSQL's fields kept: code, constraint, detail...). */
function errorData(error) {
  if (!error || typeof error !== 'object') return { message: String(error) };
  const data = { message: String(error.message ?? error) };
  for (const key of [
    'code',
    'constraint',
    'detail',
    'severity',
    'schema',
    'table',
    'column',
    'hint',
    'position',
  ]) {
    if (typeof error[key] === 'string') data[key] = error[key];
  }
  return data;
}

function plainResult(result) {
  return {
    rows: result.rows,
    fields: result.fields.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID })),
    ...(result.affectedRows !== undefined ? { affectedRows: result.affectedRows } : {}),
  };
}

/** Opens a transaction and keeps it open until the app thread commits or rolls it back. */
function begin(db) {
  return new Promise((opened, failed) => {
    const id = nextTransaction++;
    let finish;
    const done = new Promise((resolve) => (finish = resolve));
    const settled = db
      .transaction(async (tx) => {
        transactions.set(id, tx);
        opened({ tx: id });
        const outcome = await done;
        if (outcome === 'rollback') await tx.rollback();
      })
      .finally(() => transactions.delete(id));
    settled.catch(failed);
    transactions.set(`finish:${id}`, { finish, settled });
  });
}

async function end(id, outcome) {
  const entry = transactions.get(`finish:${id}`);
  if (!entry) throw new Error(`no open transaction ${id}`);
  transactions.delete(`finish:${id}`);
  entry.finish(outcome);
  await entry.settled;
  return {};
}

function target(db, tx) {
  if (tx === undefined) return db;
  const open = transactions.get(tx);
  if (!open) throw new Error(`no open transaction ${tx}`);
  return open;
}

async function handle(db, message) {
  switch (message.op) {
    case 'query': {
      const result = await target(db, message.tx).query(message.sql, message.params ?? [], {
        rowMode: message.rowMode ?? 'object',
      });
      return { result: plainResult(result) };
    }
    case 'exec': {
      const results = await target(db, message.tx).exec(message.sql);
      return { results: results.map(plainResult) };
    }
    case 'begin':
      return begin(db);
    case 'commit':
      return end(message.tx, 'commit');
    case 'rollback':
      return end(message.tx, 'rollback');
    case 'dump': {
      const blob = await db.dumpDataDir('gzip');
      return { dump: await blob.arrayBuffer() };
    }
    case 'close':
      await db.close();
      return {};
    default:
      throw new Error(`unknown operation ${String(message.op)}`);
  }
}

/**
 * PGlite's own start parameters, with PostgreSQL's shared buffers at 16 MB instead of 128 MB:
 * they are allocated (and paid in resident memory) at start, and a streamer's whole database is
 * smaller. (A later `-c` wins.)
 */
const START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

async function main() {
  const { dataDir, loadDataDir, createOnly } = app.options ?? {};
  let db;
  try {
    db = new PGlite({
      ...(dataDir ? { dataDir } : {}),
      ...(loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {}),
      startParams: START_PARAMS,
    });
    await db.waitReady;
    keepDatesAsText(db);
    if (createOnly) {
      // A new data folder, made by a process of its own: PostgreSQL's initdb leaves hundreds of
      // MB behind in the process that ran it; the database is opened again where it serves.
      await db.close();
      app.post({ id: 0 }, [], () => app.leave());
      return;
    }
  } catch (error) {
    app.post({ id: 0, error: errorData(error) });
    return;
  }
  app.on((message) => {
    handle(db, message).then(
      (answer) => {
        const transfer = answer.dump ? [answer.dump] : [];
        const after = message.op === 'close' ? () => app.leave() : undefined;
        app.post({ id: message.id, ...answer }, transfer, after);
      },
      (error) => app.post({ id: message.id, error: errorData(error) }),
    );
  });
  app.post({ id: 0 });
}

void main();

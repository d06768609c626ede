// One process per embedded database: PGlite keeps its files in DATA_DIR and has no lock of its own,
// so a second server would answer writes that are then lost. The lock is a file created with O_EXCL
// holding the owner's PID (and, on Linux, its start time, so a reused PID is not taken for it).
// A lock left by a process that died (kill -9, power loss) is stale and taken over.
import { closeSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';
import { StartupError } from '../startup';

export const LOCK_FILE = 'futdados.lock';

interface LockOwner {
  pid: number;
  /** Process start time in clock ticks since boot (/proc/<pid>/stat), when known. */
  startTicks: number | null;
}

function startTicksOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22; the command name (field 2) may hold spaces, so count after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[19]);
  } catch {
    return null;
  }
}

function isRunning(owner: LockOwner): boolean {
  if (owner.pid === process.pid) return false; // our own PID from an earlier life (containers restart as PID 1)
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const ticks = startTicksOf(owner.pid);
  return owner.startTicks === null || ticks === null || ticks === owner.startTicks;
}

function readOwner(file: string): { raw: string; owner: LockOwner | null } | null {
  try {
    const raw = readFileSync(file, 'utf8');
    try {
      const parsed = JSON.parse(raw) as Partial<LockOwner>;
      if (Number.isInteger(parsed.pid))
        return { raw, owner: { pid: parsed.pid!, startTicks: parsed.startTicks ?? null } };
    } catch {
      // a half-written file: its writer died between open and write
    }
    return { raw, owner: null };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function tryCreate(file: string, content: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx', 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  return true;
}

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

export class DataDirLockedError extends StartupError {}

export interface DataDirLock {
  release(): void;
}

/** Takes the lock of `dir` (which must exist) or throws DataDirLockedError naming DATA_DIR. */
export function lockDataDir(dir: string, shownAs = dir): DataDirLock {
  const file = path.join(dir, LOCK_FILE);
  const breaker = `${file}.break`;
  const content = JSON.stringify({ pid: process.pid, startTicks: startTicksOf(process.pid) });
  for (let attempt = 0; attempt < 20; attempt++) {
    if (tryCreate(file, content)) {
      return {
        release() {
          if (readOwner(file)?.raw === content) unlinkSync(file);
        },
      };
    }
    const held = readOwner(file);
    if (!held) continue; // released meanwhile
    if (!held.owner && Date.now() - statSync(file).mtimeMs < 2_000) {
      pause(25); // its owner is between creating and writing it
      continue;
    }
    if (held.owner && isRunning(held.owner)) {
      throw new DataDirLockedError(
        `DATA_DIR=${shownAs} já está em uso por outro processo do FutDados (PID ${held.owner.pid}). ` +
          'Encerre-o ou defina outro DATA_DIR.',
      );
    }
    // Stale. Two processes starting together must not both take over: only the one holding the
    // breaker removes the stale file, and only if it is still the one it judged stale.
    if (tryCreate(breaker, content)) {
      try {
        if (readOwner(file)?.raw === held.raw) unlinkSync(file);
      } finally {
        unlinkSync(breaker);
      }
    } else {
      try {
        // A breaker left by a process that died in those few lines.
        if (Date.now() - statSync(breaker).mtimeMs > 5_000) unlinkSync(breaker);
      } catch {
        // gone already
      }
      pause(25);
    }
  }
  throw new DataDirLockedError(`DATA_DIR=${shownAs}: não foi possível obter o acesso exclusivo ao banco de dados.`);
}

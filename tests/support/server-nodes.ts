// Built server processes (dist/server/main.js) on fixed ports, for the fault drills and the load
// benchmark: each keeps its log lines, can be stopped with any signal and started again.
import { spawn, type ChildProcess } from 'node:child_process';
import { poll } from './wait';

export interface ServerNode {
  name: string;
  port: number;
  url: string;
  child: ChildProcess | null;
  log: string[];
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `count` nodes named "processo N" on consecutive ports after `basePort`. */
export function serverNodes(count: number, basePort: number): ServerNode[] {
  return Array.from({ length: count }, (_, index) => ({
    name: `processo ${index + 1}`,
    port: basePort + index + 1,
    url: `http://127.0.0.1:${basePort + index + 1}`,
    child: null,
    log: [],
  }));
}

/** Starts the node's process and waits for its start line (two minutes at most: the import runs first). */
export function startNode(node: ServerNode, env: Record<string, string>): Promise<void> {
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, ...env, PORT: String(node.port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  node.child = child;
  node.log.length = 0;
  const keep = (chunk: Buffer) => node.log.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  return poll(
    () => node.log.some((line) => line.includes('rodando em')) || (child.exitCode !== null && 'exit'),
    180_000,
    100,
  ).then((state) => {
    if (state !== true) throw new Error(`${node.name} did not start:\n${node.log.join('\n')}`);
  });
}

export async function stopNode(node: ServerNode, signal: NodeJS.Signals) {
  const child = node.child;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
  node.child = null;
}

export async function health(node: ServerNode): Promise<{ status: number; live?: string }> {
  try {
    const response = await fetch(`${node.url}/api/health`);
    return { status: response.status, live: ((await response.json()) as { live?: string }).live };
  } catch {
    return { status: 0 };
  }
}

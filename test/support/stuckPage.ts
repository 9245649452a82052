import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { CDPSession, Page } from 'playwright-core';

/*
 * Where a page that was not drawn in time got stuck, for `openPage`'s failure message: what its script ran, how
 * busy its process was, and what it did since the move.
 */

/** What settles within `ms`, else `fallback`: a page that no longer answers must not hold up a failure's message. */
export const within = <T>(ms: number, fallback: T, promise: Promise<T>) =>
  Promise.race([
    promise.catch((failed: Error) => (typeof fallback === 'string' ? `${fallback}: ${failed.message}` : fallback) as T),
    sleep(ms).then(() => fallback),
  ]);
export const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/**
 * A debugger and a profiler on each page `openPage` moves, enabled before the move: a page stuck in a script no
 * longer takes new commands, but a debugger enabled beforehand can still pause it and name the calls, as DevTools'
 * pause button does; the profiler, sampling every 10 ms from the move, says what kept the page busy meanwhile.
 */
const debuggers = new WeakMap<Page, Promise<CDPSession>>();
export function debuggerOf(page: Page): Promise<CDPSession> {
  let session = debuggers.get(page);
  if (!session) {
    session = page
      .context()
      .newCDPSession(page)
      .then(async (cdp) => {
        await cdp.send('Debugger.enable');
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 10_000 });
        return cdp;
      });
    debuggers.set(page, session);
  }
  return session;
}

/**
 * Where a page that no longer answers is stuck: the script it runs, or that it runs none; and the page processes'
 * CPU over one second (a loop in layout or a script spins, a page waiting on something else does not).
 */
export async function whereTheScriptRuns(page: Page): Promise<string> {
  const cdp = await debuggerOf(page);
  const paused = new Promise<string>((answer) =>
    cdp.once('Debugger.paused', ({ callFrames }) =>
      answer(
        callFrames
          .slice(0, 12)
          .map(
            (f) =>
              `${f.functionName || '?'} ${f.url.split('/').pop()}:${f.location.lineNumber + 1}:${(f.location.columnNumber ?? 0) + 1}`,
          )
          .join(' < '),
      ),
    ),
  );
  const stack = await within(
    10_000,
    'no script ran within 10 s',
    cdp.send('Debugger.pause').then(() => paused),
  );
  void cdp.send('Debugger.resume').catch(() => undefined);
  return `${stack}; renderers' CPU: ${await renderersCpu()}`;
}

/** The parts of V8's CPU profile (the DevTools protocol's Profiler.Profile) read here. */
export interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
    children?: number[];
  }[];
  samples?: number[];
  timeDeltas?: number[];
}

/**
 * What a page did while it was profiled: ms idle, ms busy, the functions that took most time themselves, and the
 * calls that led to the busiest one.
 */
export function busiestIn(profile: CpuProfile): string {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map(profile.nodes.flatMap((node) => (node.children ?? []).map((child) => [child, node.id])));
  const name = (id: number) => {
    const { functionName, url, lineNumber, columnNumber } = nodes.get(id)!.callFrame;
    return `${functionName || '?'} ${url.split('/').pop()}:${lineNumber + 1}:${columnNumber + 1}`;
  };
  const selfByNode = new Map<number, number>();
  profile.samples?.forEach((id, i) =>
    selfByNode.set(id, (selfByNode.get(id) ?? 0) + (profile.timeDeltas?.[i] ?? 0) / 1000),
  );
  const selfByName = new Map<string, number>();
  for (const [id, ms] of selfByNode) selfByName.set(name(id), (selfByName.get(name(id)) ?? 0) + ms);
  const idle = selfByName.get('(idle) :0:0') ?? 0;
  const total = [...selfByName.values()].reduce((sum, ms) => sum + ms, 0);
  const top = [...selfByName]
    .filter(([key]) => key !== '(idle) :0:0')
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([key, ms]) => `${key} ${Math.round(ms)} ms`);
  const [heaviest] = [...selfByNode].filter(([id]) => name(id) !== '(idle) :0:0').sort((a, b) => b[1] - a[1])[0] ?? [];
  const chain: string[] = [];
  for (let id: number | undefined = heaviest; id !== undefined; id = parents.get(id)) chain.push(name(id));
  return `idle ${Math.round(idle)} ms, busy ${Math.round(total - idle)} ms; most: ${top.join(', ')}; the busiest called from: ${chain.slice(0, 15).join(' < ')}`;
}

/** Each Chromium page process's state, memory and CPU time over one second (Linux's /proc, in ticks of 10 ms). */
async function renderersCpu(): Promise<string> {
  const pids = execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.includes('--type=renderer'))
    .map((line) => line.trim().split(/\s+/)[0]!);
  // The fields after the command's name: state, ..., user and system ticks (14th and 15th), ..., pages resident (24th).
  const read = (pid: string) => {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return {
      state: fields[0],
      ticks: Number(fields[11]) + Number(fields[12]),
      mb: Math.round((Number(fields[21]) * 4) / 1024),
    };
  };
  const before = pids.map(read);
  await sleep(1_000);
  return pids
    .map((pid, i) => {
      const now = read(pid);
      return `${pid} ${now.state} ${now.mb} MB +${(now.ticks - before[i]!.ticks) * 10} ms`;
    })
    .join(', ');
}

// The server as a process, for the tests that start it: its URL once it listens, and its exit.
import type { ChildProcess } from 'node:child_process';

/** Starts `command` and resolves with the first `http://...` URL it logs. */
export function startAndWaitForUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 20_000);
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      const match = /"url":"(http:\/\/[^"]+)"/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited early (${code}):\n${output}`)));
  });
}

export const exitCode = (child: ChildProcess): Promise<number | null> =>
  new Promise((resolve) => child.on('exit', (code) => resolve(code)));

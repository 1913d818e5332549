// What the Redis behind the store must be, checked from its INFO when the store connects. Saved quotes live 30
// days and counters hold limits, so: Redis 7 or newer (the store's scripts use PEXPIRE ... NX and GETDEL), a
// `noeviction` memory policy (an evicted quote is a lost record, an evicted counter a reset limit) and the
// append-only file on (without it a restart loses every saved quote).

export const MIN_REDIS_MAJOR = 7;

/** The `field:value` lines of an INFO reply. */
function infoFields(info: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (const line of info.split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0 && !line.startsWith('#')) fields.set(line.slice(0, at), line.slice(at + 1).trim());
  }
  return fields;
}

/** Each way the Redis described by `info` (the reply of a plain INFO) falls short, as a sentence for the log. */
export function redisSetupWarnings(info: string): string[] {
  const fields = infoFields(info);
  const warnings: string[] = [];
  const version = fields.get('redis_version');
  const major = Number(version?.split('.')[0]);
  if (!version || !(major >= MIN_REDIS_MAJOR)) {
    warnings.push(
      `Redis ${version ?? '(unknown version)'} is older than ${MIN_REDIS_MAJOR}: the store needs Redis ${MIN_REDIS_MAJOR} or newer`,
    );
  }
  const policy = fields.get('maxmemory_policy');
  if (policy !== undefined && policy !== 'noeviction') {
    warnings.push(
      `Redis evicts keys (maxmemory-policy ${policy}): set it to noeviction, or saved quotes and limits can be lost`,
    );
  }
  if (fields.get('aof_enabled') === '0') {
    warnings.push('Redis has appendonly off: set appendonly yes, or a Redis restart loses every saved quote');
  }
  return warnings;
}

// The Redis store's writes, each one Lua script: Redis runs a script as one step, so every read-check-write is
// atomic across replicas. Every script starts with the same guard: ARGV[1] is the deadline (in Redis's clock, ms)
// of the request that sent it, and a script that runs after it does nothing and answers 'late'. A request that was
// answered 503 because Redis was slow therefore never counts an attempt or writes a key when Redis catches up.

/** Redis's clock against the deadline in ARGV[1]. */
const GUARD = `
local now = redis.call('TIME')
if tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000) > tonumber(ARGV[1]) then return 'late' end
`;

const script = (keys: number, body: string) => ({ numberOfKeys: keys, lua: `${GUARD}${body}` });

export const SCRIPTS = {
  /** KEYS: key. ARGV: deadline, value, ttlMs. */
  storeSet: script(1, `redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3]) return 'ok'`),
  /** KEYS: key. ARGV: deadline. */
  storeDelete: script(1, `redis.call('DEL', KEYS[1]) return 'ok'`),
  /** KEYS: key. ARGV: deadline. The value or false. GETDEL is Redis 6.2+. */
  storeTake: script(1, `return {redis.call('GETDEL', KEYS[1])}`),
  /** KEYS: key to spend, key to write. ARGV: deadline, expected value, value to write, its ttlMs. 1 or 0. */
  storeRedeem: script(
    2,
    `if redis.call('GET', KEYS[1]) ~= ARGV[2] then return 0 end
redis.call('DEL', KEYS[1])
redis.call('SET', KEYS[2], ARGV[3], 'PX', ARGV[4])
return 1`,
  ),
  /** ARGV: deadline. Whether a write would run in time (the health check). */
  storePing: script(0, `return 'ok'`),
  /** KEYS: key. ARGV: deadline, ttlMs. {count, pttl}. PEXPIRE NX (Redis 7+) sets the window on the first count only. */
  storeIncrement: script(
    1,
    `local count = redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[2], 'NX')
return {count, redis.call('PTTL', KEYS[1])}`,
  ),
  /** KEYS: key. ARGV: deadline. DECR keeps the key's expiry. */
  storeRefund: script(
    1,
    `local count = tonumber(redis.call('GET', KEYS[1]))
if count and count > 0 then redis.call('DECR', KEYS[1]) end
return 'ok'`,
  ),
  /** KEYS: key. ARGV: deadline, value, max, ttlMs. */
  storePushRecent: script(
    1,
    `redis.call('LPUSH', KEYS[1], ARGV[2])
redis.call('LTRIM', KEYS[1], 0, tonumber(ARGV[3]) - 1)
redis.call('PEXPIRE', KEYS[1], ARGV[4])
return 'ok'`,
  ),
  /** KEYS: key. ARGV: deadline, secret, payload, ttlMs. A hash: the secret, its payload and the guesses so far. */
  storePutSecret: script(
    1,
    `redis.call('DEL', KEYS[1])
redis.call('HSET', KEYS[1], 'secret', ARGV[2], 'payload', ARGV[3], 'guesses', 0)
redis.call('PEXPIRE', KEYS[1], ARGV[4])
return 'ok'`,
  ),
  /**
   * KEYS: secret key, key for the payload on a match. ARGV: deadline, guess, maxGuesses, ttlMs of the payload.
   * The comparison is of salted SHA-256 hashes, so its timing says nothing about the code.
   */
  storeGuessSecret: script(
    2,
    `local secret = redis.call('HGET', KEYS[1], 'secret')
if not secret then return 'missing' end
if redis.call('HEXISTS', KEYS[1], 'exhausted') == 1 then return 'exhausted' end
local guesses = redis.call('HINCRBY', KEYS[1], 'guesses', 1)
if secret == ARGV[2] then
  local payload = redis.call('HGET', KEYS[1], 'payload')
  redis.call('DEL', KEYS[1])
  redis.call('SET', KEYS[2], payload, 'PX', ARGV[4])
  return 'matched'
end
if guesses >= tonumber(ARGV[3]) then
  redis.call('HSET', KEYS[1], 'secret', '', 'payload', '', 'exhausted', 1)
  return 'exhausted'
end
return 'mismatch'`,
  ),
} as const;

export type ScriptName = keyof typeof SCRIPTS;

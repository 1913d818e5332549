// Reads the server's settings from the environment.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const defaultSiteRoot = path.join(repoRoot, 'apps/web/out');

export interface ServerConfig {
  port: number;
  host: string;
  /** `null` when API_ONLY=1. */
  siteRoot: string | null;
  trustProxy: boolean;
  /** REDIS_URL: keep codes and counters in this Redis, shared by every replica; `null` keeps them in memory. */
  redisUrl: string | null;
  /** KLEBER_REQUEST_KEY (with KLEBER_URL, KLEBER_DEPARTMENT_CODE): address suggestions from the Kleber service. */
  kleber: { requestKey: string; url?: string; departmentCode?: string } | null;
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be 0-65535, got "${value}"`);
  return port;
}

function parseRedisUrl(value: string | undefined): string | null {
  const url = value?.trim();
  if (!url) return null;
  if (!/^rediss?:\/\/./.test(url))
    throw new Error(`REDIS_URL must start with redis:// or rediss://, got "${url}"`);
  return url;
}

function readKleber(env: NodeJS.ProcessEnv): ServerConfig['kleber'] {
  const requestKey = env.KLEBER_REQUEST_KEY?.trim();
  if (!requestKey) return null;
  const url = env.KLEBER_URL?.trim();
  if (url && !/^https?:\/\/./.test(url)) throw new Error(`KLEBER_URL must be an http(s) URL, got "${url}"`);
  const departmentCode = env.KLEBER_DEPARTMENT_CODE?.trim();
  return { requestKey, ...(url ? { url } : {}), ...(departmentCode ? { departmentCode } : {}) };
}

const isOn = (value: string | undefined): boolean => value === '1' || value === 'true';

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: parsePort(env.PORT),
    host: env.HOST?.trim() || '127.0.0.1',
    siteRoot: isOn(env.API_ONLY) ? null : path.resolve(repoRoot, env.SITE_ROOT?.trim() || defaultSiteRoot),
    trustProxy: isOn(env.TRUST_PROXY),
    redisUrl: parseRedisUrl(env.REDIS_URL),
    kleber: readKleber(env),
  };
}
